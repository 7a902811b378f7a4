#include "bigint.h"

#include "errors.h"

#include <algorithm>

namespace leapfrog {

BigInt::BigInt(std::uint64_t value)
{
    while (value != 0) {
        limbs_.push_back(static_cast<std::uint32_t>(value));
        value >>= 32;
    }
}

void BigInt::trim()
{
    while (!limbs_.empty() && limbs_.back() == 0) {
        limbs_.pop_back();
    }
}

BigInt BigInt::fromString(std::string_view text)
{
    if (text.empty() || !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; })) {
        throw InputError("\"" + excerpt(text) + "\" is not a whole number; expected decimal digits, e.g. 12");
    }
    BigInt value;
    for (const char digit : text) {
        value *= 10;
        value += BigInt(static_cast<std::uint64_t>(digit - '0'));
    }
    return value;
}

std::string BigInt::toString() const
{
    if (isZero()) {
        return "0";
    }
    BigInt rest = *this;
    std::string out;
    while (!rest.isZero()) {
        // Nine digits at a time.
        std::uint32_t chunk = rest.divideBy(1000000000u);
        for (int i = 0; i < 9; ++i) {
            out.push_back(static_cast<char>('0' + chunk % 10));
            chunk /= 10;
        }
    }
    while (out.size() > 1 && out.back() == '0') {
        out.pop_back();
    }
    std::reverse(out.begin(), out.end());
    return out;
}

bool BigInt::fitsUint64() const { return limbs_.size() <= 2; }

std::uint64_t BigInt::toUint64() const
{
    std::uint64_t value = 0;
    for (std::size_t i = limbs_.size(); i-- > 0;) {
        value = (value << 32) | limbs_[i];
    }
    return value;
}

BigInt& BigInt::operator+=(const BigInt& other)
{
    limbs_.resize(std::max(limbs_.size(), other.limbs_.size()), 0);
    std::uint64_t carry = 0;
    for (std::size_t i = 0; i < limbs_.size(); ++i) {
        const std::uint64_t sum = carry + limbs_[i] + (i < other.limbs_.size() ? other.limbs_[i] : 0);
        limbs_[i] = static_cast<std::uint32_t>(sum);
        carry = sum >> 32;
    }
    if (carry != 0) {
        limbs_.push_back(static_cast<std::uint32_t>(carry));
    }
    return *this;
}

BigInt& BigInt::operator-=(const BigInt& other)
{
    std::int64_t borrow = 0;
    for (std::size_t i = 0; i < limbs_.size(); ++i) {
        std::int64_t difference = static_cast<std::int64_t>(limbs_[i]) - borrow
                                  - (i < other.limbs_.size() ? static_cast<std::int64_t>(other.limbs_[i]) : 0);
        borrow = difference < 0 ? 1 : 0;
        limbs_[i] = static_cast<std::uint32_t>(difference + (borrow << 32));
    }
    trim();
    return *this;
}

BigInt& BigInt::operator*=(std::uint32_t factor)
{
    std::uint64_t carry = 0;
    for (auto& limb : limbs_) {
        const std::uint64_t product = std::uint64_t{limb} * factor + carry;
        limb = static_cast<std::uint32_t>(product);
        carry = product >> 32;
    }
    if (carry != 0) {
        limbs_.push_back(static_cast<std::uint32_t>(carry));
    }
    trim();
    return *this;
}

std::uint32_t BigInt::divideBy(std::uint32_t divisor)
{
    std::uint64_t remainder = 0;
    for (std::size_t i = limbs_.size(); i-- > 0;) {
        const std::uint64_t current = (remainder << 32) | limbs_[i];
        limbs_[i] = static_cast<std::uint32_t>(current / divisor);
        remainder = current % divisor;
    }
    trim();
    return static_cast<std::uint32_t>(remainder);
}

int BigInt::compare(const BigInt& a, const BigInt& b)
{
    if (a.limbs_.size() != b.limbs_.size()) {
        return a.limbs_.size() < b.limbs_.size() ? -1 : 1;
    }
    for (std::size_t i = a.limbs_.size(); i-- > 0;) {
        if (a.limbs_[i] != b.limbs_[i]) {
            return a.limbs_[i] < b.limbs_[i] ? -1 : 1;
        }
    }
    return 0;
}

} // namespace leapfrog

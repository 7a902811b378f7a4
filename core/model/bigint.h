#pragma once
// A non-negative integer of any size, for exact counts of optimal solutions
// (F(n+2) for n = 10000 has 2090 digits) and for solution ranks that overflow
// 64 bits. Only what counting needs: add, subtract, compare, multiply and
// divide by a small number, decimal text.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace leapfrog {

class BigInt {
public:
    BigInt() = default;
    BigInt(std::uint64_t value); // NOLINT: implicit, counts start small

    // Decimal digits only. Throws InputError naming the text.
    static BigInt fromString(std::string_view text);
    std::string toString() const;

    bool isZero() const { return limbs_.empty(); }
    // The value when it fits in 64 bits.
    bool fitsUint64() const;
    std::uint64_t toUint64() const; // precondition: fitsUint64()

    BigInt& operator+=(const BigInt& other);
    // Precondition: *this >= other.
    BigInt& operator-=(const BigInt& other);
    BigInt& operator*=(std::uint32_t factor);
    // Divides in place and returns the remainder.
    std::uint32_t divideBy(std::uint32_t divisor);

    friend BigInt operator+(BigInt a, const BigInt& b) { return a += b; }
    friend BigInt operator-(BigInt a, const BigInt& b) { return a -= b; }
    friend bool operator==(const BigInt& a, const BigInt& b) { return a.limbs_ == b.limbs_; }
    friend bool operator!=(const BigInt& a, const BigInt& b) { return !(a == b); }
    friend bool operator<(const BigInt& a, const BigInt& b) { return compare(a, b) < 0; }
    friend bool operator<=(const BigInt& a, const BigInt& b) { return compare(a, b) <= 0; }
    friend bool operator>(const BigInt& a, const BigInt& b) { return compare(a, b) > 0; }
    friend bool operator>=(const BigInt& a, const BigInt& b) { return compare(a, b) >= 0; }

private:
    static int compare(const BigInt& a, const BigInt& b);
    void trim();

    std::vector<std::uint32_t> limbs_; // base 2^32, least significant first, no leading zeros
};

} // namespace leapfrog

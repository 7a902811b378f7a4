#include "classic_formula.h"

#include "integer_sqrt.h"

namespace leapfrog {

namespace {

// (-1)^k for any integer k.
constexpr std::int64_t signPower(std::int64_t k) { return (k & 1) != 0 ? -1 : 1; }

} // namespace

ClassicFormula::ClassicFormula(int blue, int red, FirstMover first)
    : n_(blue)
    , m_(red)
    , d_(first == FirstMover::Blue ? 1 : -1)
    , s1_(m_ * (m_ + 3) / 2)
    , s2_((n_ - m_) * (m_ + 1))
    , length_(static_cast<std::uint64_t>(n_ * m_ + n_ + m_))
{
    xs1_ = stage12(s1_);
    xs12_ = s2_ > 0 ? stage3(s1_ + s2_) : xs1_;
}

std::int64_t ClassicFormula::holeAfter(std::uint64_t index) const
{
    const auto i = static_cast<std::int64_t>(index);
    std::int64_t x = n_ + 1; // x_0
    if (i == 0) {
    } else if (i <= s1_) {
        x = stage12(i);
    } else if (i <= s1_ + s2_) {
        x = stage3(i);
    } else {
        x = stage4(i);
    }
    return x - 1; // the paper's holes are 1-based
}

// Stages 1 and 2: x_i = n + 1 - (-1)^alpha d (2i - alpha(alpha + 2)),
// alpha = floor((sqrt(8i + 1) - 1) / 2).
std::int64_t ClassicFormula::stage12(std::int64_t i) const
{
    const auto alpha = (static_cast<std::int64_t>(floorSqrt(static_cast<std::uint64_t>(8 * i + 1))) - 1) / 2;
    return n_ + 1 - signPower(alpha) * d_ * (2 * i - alpha * (alpha + 2));
}

// Stage 3: x_i = x_{s1} - beta - (-1)^(m+beta) d (2p - 2 - m(1 + (-1)^beta)),
// beta = floor((i - s1 + m) / (m + 1)), p = i - s1 - (beta - 1)(m + 1).
std::int64_t ClassicFormula::stage3(std::int64_t i) const
{
    const std::int64_t beta = (i - s1_ + m_) / (m_ + 1);
    const std::int64_t p = i - s1_ - (beta - 1) * (m_ + 1);
    return xs1_ - beta - signPower(m_ + beta) * d_ * (2 * p - 2 - m_ * (1 + signPower(beta)));
}

// Stage 4: x_i = x_{s1+s2} - d((-1)^(n+gamma)(gamma + 2q - m - 2) - m(-1)^n)
// (printed as x_{s2}: see the header), with r = i - s1 - s2,
// gamma = floor((2m + 3 - ceil(sqrt(4m(m+1) - 8r + 9))) / 2),
// q = r - (gamma - 1)(m + 1) + gamma(gamma - 1)/2.
std::int64_t ClassicFormula::stage4(std::int64_t i) const
{
    const std::int64_t r = i - s1_ - s2_;
    const auto radicand = static_cast<std::uint64_t>(4 * m_ * (m_ + 1) - 8 * r + 9);
    const std::int64_t gamma = (2 * m_ + 3 - static_cast<std::int64_t>(ceilSqrt(radicand))) / 2;
    const std::int64_t q = r - (gamma - 1) * (m_ + 1) + gamma * (gamma - 1) / 2;
    return xs12_ - d_ * (signPower(n_ + gamma) * (gamma + 2 * q - m_ - 2) - m_ * signPower(n_));
}

} // namespace leapfrog

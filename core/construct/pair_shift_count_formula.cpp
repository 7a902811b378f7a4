#include "pair_shift_count_formula.h"

#include "model/errors.h"

#include <cstdint>
#include <string>

namespace leapfrog {

namespace {

BigInt factorial(int k)
{
    BigInt value(1);
    for (int i = 2; i <= k; ++i) {
        value *= static_cast<std::uint32_t>(i);
    }
    return value;
}

BigInt binomial(int top, int bottom)
{
    BigInt value(1);
    for (int i = 0; i < bottom; ++i) { // value = C(top, i + 1) after each step, an integer
        value *= static_cast<std::uint32_t>(top - i);
        value.divideBy(static_cast<std::uint32_t>(i + 1));
    }
    return value;
}

BigInt product(BigInt a, const BigInt& b)
{
    // BigInt multiplies by small factors only: b as base-2^16 digits.
    BigInt result;
    BigInt digits = b;
    BigInt shifted = std::move(a);
    while (!digits.isZero()) {
        const std::uint32_t digit = digits.divideBy(1u << 16);
        BigInt term = shifted;
        term *= digit;
        result += term;
        shifted *= 1u << 16;
    }
    return result;
}

} // namespace

BigInt pairShiftPhasePaths(int j)
{
    return product(factorial(j / 2), factorial((j + 1) / 2 - 1));
}

BigInt pairShiftMiddlePositions(int m)
{
    BigInt value = binomial(m - 2, m / 2 - 1);
    value *= static_cast<std::uint32_t>(m / 2);
    return value;
}

BigInt pairShiftFormula(int n)
{
    if (n < 4) {
        throw InputError("the pair-shift formula holds from pairs:4 on, not pairs:" + std::to_string(n));
    }
    const int m = n / 2;
    return product(product(pairShiftMiddlePositions(m), pairShiftPhasePaths(m)), pairShiftPhasePaths(n - m));
}

} // namespace leapfrog

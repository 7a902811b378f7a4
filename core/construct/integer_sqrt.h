#pragma once
// Exact integer square roots for the section formulas of seed 000 Theorem 3.
// The paper writes floor((sqrt(8i+1) - 1) / 2) and friends with real square
// roots; a double's rounding can put a value that is exactly on a section
// boundary one section off, so the root is taken in double and then corrected
// by exact integer comparison.
#include <cmath>
#include <cstdint>

namespace leapfrog {

// floor(sqrt(x)), exact for every x below 2^62.
constexpr std::uint64_t floorSqrt(std::uint64_t x)
{
    auto root = static_cast<std::uint64_t>(std::sqrt(static_cast<double>(x)));
    while (root * root > x) {
        --root;
    }
    while ((root + 1) * (root + 1) <= x) {
        ++root;
    }
    return root;
}

// ceil(sqrt(x)).
constexpr std::uint64_t ceilSqrt(std::uint64_t x)
{
    const std::uint64_t root = floorSqrt(x);
    return root * root == x ? root : root + 1;
}

} // namespace leapfrog

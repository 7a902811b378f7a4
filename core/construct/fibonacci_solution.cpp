#include "fibonacci_solution.h"

#include <array>

namespace leapfrog {

namespace {

// t_j - t/2 for the (j - t)-th move of a block (index 1..4), by bit.
constexpr std::array<std::array<std::int64_t, 5>, 2> kDisplacement{{
    {0, -1, +1, 0, 0},     // bit 0: slide(l) -1, jump(r) +2
    {0, +1, -1, 0, +2},    // bit 1: slide(r) +1, jump(l) -2, slide(r) +1, jump(r) +2
}};

} // namespace

FibonacciSolution::FibonacciSolution(int n, const FibonacciChoices& choices)
    : n_(n)
    , blockOfPair_(static_cast<std::size_t>(n) + 1, 0)
{
    std::uint32_t t = 0; // moves before the current block
    const auto pairs = blockOfPair_.size();
    for (const std::uint8_t bit : choices) {
        const std::uint32_t blockPairs = bit != 0 ? 2 : 1;
        for (std::uint32_t q = 0; q < blockPairs && t / 2 + q < pairs; ++q) {
            blockOfPair_[t / 2 + q] = t | bit;
        }
        t += 2 * blockPairs;
    }
    if (t / 2 < pairs) { // the final slide(l): a bit-0 block at t = 2n
        blockOfPair_[t / 2] = t;
    }
}

std::int64_t FibonacciSolution::holeAfter(std::uint64_t j) const
{
    if (j == 0) {
        return n_;
    }
    const std::uint32_t entry = blockOfPair_[static_cast<std::size_t>((j - 1) / 2)];
    const std::uint32_t bit = entry & 1u;
    const std::uint32_t t = entry & ~1u;
    const std::int64_t displacement = t / 2 + kDisplacement[bit][static_cast<std::size_t>(j - t)];
    return n_ - displacement; // x_j = n + 1 - t_j, 1-based
}

} // namespace leapfrog

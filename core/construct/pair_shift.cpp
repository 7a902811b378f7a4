#include "pair_shift.h"

#include <array>

namespace leapfrog {

namespace {

// The paper's Table 1, array d: the solutions of n = 4..7 (rows), move
// i = 1..n (columns; unused entries 0).
constexpr std::array<std::array<std::int32_t, 7>, 4> kSmall{{
    {1, 4, 7, 0, 0, 0, 0},
    {1, 7, 4, 9, 0, 0, 0},
    {1, 7, 3, 8, 11, 0, 0},
    {1, 10, 4, 9, 6, 13, 0},
}};

std::int32_t small(int n, int i) { return kSmall[std::size_t(n - 4)][std::size_t(i - 1)]; }

void moveRecursively(std::int32_t first, int k, const std::function<void(std::int32_t)>& visit)
{
    if (k < 8) {
        for (int i = 1; i <= k; ++i) {
            visit(first + small(k, i));
        }
        return;
    }
    visit(first + 1); // first 2 moves
    visit(first + 2 * k - 4);
    moveRecursively(first + 4, k - 4, visit);
    visit(first + 2 * k - 1); // last 2 moves
    visit(first);
}

} // namespace

void pairShiftByRecursion(int n, const std::function<void(std::int32_t)>& visit) { moveRecursively(0, n, visit); }

std::int32_t pairShiftByFormula(int n, int i)
{
    const int k = n / 4 - 1;
    const int r = n % 4;
    if (2 * k < i && i < 2 * k + r + 3) {
        return 4 * k + small(r + 4, i - 2 * k);
    }
    if (i <= 2 * k) {
        return i % 2 == 1 ? 2 * i - 1 : 2 * (n - i);
    }
    return (n - i) % 2 == 1 ? 2 * i + 1 : 2 * (n - i);
}

PairShiftSolution::PairShiftSolution(int n)
    : n_(n)
{
}

Move PairShiftSolution::moveAt(std::uint64_t index) const
{
    const int i = static_cast<int>(index) + 1;
    const std::int32_t vacant = i == 1 ? 2 * n_ : pairShiftByFormula(n_, i - 1);
    return Move{pairShiftByFormula(n_, i), vacant};
}

} // namespace leapfrog

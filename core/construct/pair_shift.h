#pragma once
// Seed 002 (Zhu, Wang): the pair-shift game pairs:n (n blue "black", n red
// "white", two holes on the right; a move shifts two adjacent pegs, in order,
// into the two holes). n moves are needed (Theorem 1) and suffice for n >= 4.
// For n <= 3 there is no n-move solution (the paper's search; our own: pairs:1
// and pairs:2 cannot be solved at all, pairs:3 needs 4 moves), and the true
// minimum is the search's.
//
// Positions: the paper numbers positions 0..2n+1 and names a move by x, the
// left position of the pair it moves; the pair goes into the two vacant
// positions, which start at 2n, 2n+1 and are then the pair's old ones. In
// Leapfrog's 0-based holes that is Move{x_i, x_{i-1}} with x_0 = 2n: the same
// numbers, and the 1-based text "from-to" (leapfrog-cli(6): holes from 1)
// is x_i+1 - x_{i-1}+1
// (tests/core/tst_rules.cpp replays the paper's table d that way).
//
// The recursion Move(first, k) and Theorem 3 are right as printed. Theorem 3
// splits the moves at i < 2k + r + 3, while its proof gives the middle
// sub-game r + 4 moves (up to i = 2k + r + 4); the printed split is still
// exact, because the sub-game's last two moves 4k + d(r+4, r+3) = 4k + 2r + 7
// and 4k + d(r+4, r+4) = 4k equal the third part's 2i + 1 and 2(n - i) there.
//
// The construction is one of the optimal solutions, but not in general the
// lexicographically first: it is solution 1 for n = 4..7, and solution 7 of
// 16 for n = 8 and 15 of 32 for n = 9 (exhaustive search; tst_pairshift
// checks the counts up to 8 and that n = 8 is not solution 1). Its rank for
// larger n is unknown, as is the number of solutions (the paper conjectures
// 2^(n-4)).
#include "model/solution.h"

#include <cstdint>
#include <functional>

namespace leapfrog {

// The smallest n with an n-move solution.
inline constexpr int kPairShiftSmallest = 4;

// Algorithm 3.1, Move(0, n) for n >= 4: calls visit(x_i) for i = 1..n in order
// (recursion depth n/4).
void pairShiftByRecursion(int n, const std::function<void(std::int32_t)>& visit);

// Theorem 3: x_i = m(0, i) for 1 <= i <= n, n >= 4, in O(1).
std::int32_t pairShiftByFormula(int n, int i);

class PairShiftSolution final : public Solution {
public:
    explicit PairShiftSolution(int n);

    std::uint64_t length() const override { return std::uint64_t(n_); }
    Move moveAt(std::uint64_t index) const override;

private:
    int n_;
};

} // namespace leapfrog

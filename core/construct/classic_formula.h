#pragma once
// Seed 000, Theorem 3 (eqs 27-28): move i of the classic construction in O(1),
// without generating moves 1..i-1. Same board, same assumption n >= m >= 1,
// same move function x_i (the hole move i empties, x_0 = n + 1 in the paper's
// 1-based holes) as classic_iterative.h, which it equals move by move
// (tst_classic checks every board up to 12 x 12, both first movers).
//
// Corrections to the printed theorem, each found by comparing with
// iterative_move (which replays legally to the goal in nm + n + m moves):
//  * The third part reads "x_{s2} - d(...)"; it must be x_{s1+s2}, the hole
//    after stage 3. Read literally (x at index s2) it is wrong on 67 of the
//    72 board/direction pairs with 1 <= m <= n <= 8.
//  * d is seed 000 section 4's d_1 = x_0 - x_1: +1 when a blue peg steps
//    first (first_mover.h), although its Table 2 calls that run "dir = -1".
//  * gamma = floor(m - sqrt(m(m+1) - 2r + 9/4) + 3/2) has a non-integer
//    radicand; multiplied out it is floor((2m + 3 - ceil(sqrt(D))) / 2) with
//    the integer D = 4m(m+1) - 8r + 9 (equal for every r: if D is not a
//    square, sqrt(D) lies strictly between two integers and both forms drop
//    to the same floor). alpha likewise uses an exact integer root.
#include "first_mover.h"
#include "model/move.h"

#include <cstdint>

namespace leapfrog {

class ClassicFormula {
public:
    // Precondition: blue >= red >= 1.
    ClassicFormula(int blue, int red, FirstMover first);

    std::uint64_t length() const { return length_; }

    // x_i, 0-based: the hole emptied by move i (1 <= i <= length), and the
    // start hole for i = 0.
    std::int64_t holeAfter(std::uint64_t i) const;

    // Move `index` (0-based): from x_{index+1} into x_index.
    Move moveAt(std::uint64_t index) const
    {
        return Move{static_cast<std::int32_t>(holeAfter(index + 1)), static_cast<std::int32_t>(holeAfter(index))};
    }

private:
    // The three parts of eq. (27), in the paper's 1-based holes.
    std::int64_t stage12(std::int64_t i) const; // 1 <= i <= s1
    std::int64_t stage3(std::int64_t i) const;  // s1 < i <= s1 + s2
    std::int64_t stage4(std::int64_t i) const;  // s1 + s2 < i <= L

    std::int64_t n_;
    std::int64_t m_;
    std::int64_t d_;    // +1 blue first, -1 red first
    std::int64_t s1_;   // m(m+3)/2 moves in stages 1 and 2
    std::int64_t s2_;   // (n-m)(m+1) moves in stage 3
    std::int64_t xs1_;  // x_{s1}
    std::int64_t xs12_; // x_{s1+s2}
    std::uint64_t length_;
};

} // namespace leapfrog

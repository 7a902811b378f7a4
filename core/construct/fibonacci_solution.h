#pragma once
// Seed 001 (Zhu, Wang), Theorem 2: move j of the optimal solution labelled k
// of classic:Nx1 (n blue, one red) in O(1).
//
// The construction (the paper's Algorithm 3.1, "shift(n)"): with r blue pegs
// still left of the hole (r = n at the start), choose
//   bit 0: slide(l), jump(r)                     "sJ"    r -> r - 1
//   bit 1: slide(r), jump(l), slide(r), jump(r)  "SjSJ"  r -> r - 2
// and when r = 0 finish with slide(l) ("s"). A bit 1 taken at r = 1 ends the
// game after its third move ("SjS"), with no final slide: that is how the
// labels with a(k) + floor(log2 k) = n end. Label k = sum b_i 2^i reads the
// choices from its lowest bit (eq. 5 gives L(n)).
//
// Corrections to the printed Theorem 2, found by replaying every label up to
// n = 12 against exhaustive search (tst_fibonacci):
//  * The printed values t/2 - 1, t/2 + 1 (bit 0) and t/2 + 1, t/2 - 1, t/2,
//    t/2 + 2 (bit 1) are not x_j but t_j = x_0 - x_j, the hole's total
//    displacement (eq. 2 of the same paper): x_j = n + 1 - (printed value).
//  * Moves past the last chosen bit follow the same rule with b_i = 0: the
//    final slide(l) is the first move of a bit-0 block at t = 2n, and the
//    truncated "SjS" is the first three moves of a bit-1 block.
// The block containing move j (alpha(k, j), eq. 6) and the moves before it
// (beta, eq. 7) are tabulated once per label, per pair of moves (every block
// has an even length and starts at an even move count), so that move j costs
// one table read: O(1) per move, O(n) memory per label.
#include "constructed_solution.h"

#include <cstdint>
#include <vector>

namespace leapfrog {

// The choices b_0, b_1, ... of one solution, one per block, until the board
// is done (r <= 0). Trailing zeros of the label are explicit here.
using FibonacciChoices = std::vector<std::uint8_t>;

class FibonacciSolution final : public ConstructedSolution {
public:
    // classic:n x 1; precondition: `choices` is a complete choice list for n.
    FibonacciSolution(int n, const FibonacciChoices& choices);

    std::uint64_t length() const override { return 2 * std::uint64_t(n_) + 1; }
    Move moveAt(std::uint64_t index) const override
    {
        return Move{static_cast<std::int32_t>(holeAfter(index + 1)), static_cast<std::int32_t>(holeAfter(index))};
    }

    // x_j, 0-based: the hole emptied by move j (1-based), or the start hole
    // for j = 0.
    std::int64_t holeAfter(std::uint64_t j) const;

private:
    int n_;
    // For moves 2p+1 and 2p+2 (1-based): t | b, with t the number of moves
    // before their block (even) and b its bit.
    std::vector<std::uint32_t> blockOfPair_;
};

} // namespace leapfrog

#pragma once
// All F(n+2) optimal solutions of a board with one peg on one side (seed 001;
// seed 000 Theorem 4): classic:Nx1 (N blue, one red) and its mirror image
// classic:1xN. Each solution is addressed by its label k in L(n) (the paper's
// integer, whose bits are the choices) and by its rank 1..F(n+2) in
// Leapfrog's one order of solutions: lexicographic order of the move
// sequences, each move compared by (from, to) (search/bfs.h).
//
// Why the rank follows from the choices alone: until two solutions differ
// they share every position, and on a row with one empty hole every move
// ends in that hole, so the first differing moves differ in `from` only; the
// two options of a choice are slide(r) (from the hole's left, S) and
// slide(l) (from its right, s). On classic:Nx1, S = bit 1 comes first; on the
// mirrored classic:1xN, bit 1 is the mirrored move s and bit 0 comes first.
// Below a choice with r blue pegs left of the hole, bit 1 leaves rho(r-2) =
// F(r) completions and bit 0 leaves rho(r-1) = F(r+1) (seed 001 eq. 3-4).
// tst_fibonacci checks every rank up to n = 12 against exhaustive search.
//
// Ranks and labels are exact integers of any size: F(n+2) has 2090 digits for
// n = 10000.
#include "fibonacci_solution.h"
#include "model/bigint.h"
#include "model/solution.h"
#include "run_word.h"

#include <memory>

namespace leapfrog {

// Which colour has the n pegs: Blue for classic:Nx1 (also classic:1), Red for
// classic:1xN.
enum class LongSide { Blue, Red };

class FibonacciFamily {
public:
    // n >= 1 pegs on the long side.
    FibonacciFamily(int n, LongSide side);

    int pegs() const { return n_; }
    LongSide longSide() const { return side_; }
    int holes() const { return n_ + 2; }
    // F(n+2).
    const BigInt& count() const { return count_; }

    // Whether k is in L(n) (eq. 5).
    bool isLabel(const BigInt& label) const;
    // Throws InputError when the label is not in L(n).
    FibonacciChoices choicesOfLabel(const BigInt& label) const;
    BigInt labelOf(const FibonacciChoices& choices) const;

    // Throws InputError for rank 0 or above count().
    FibonacciChoices choicesOfRank(const BigInt& rank) const;
    BigInt rankOf(const FibonacciChoices& choices) const;

    // The solution of these choices on this board: Theorem 2, mirrored for
    // LongSide::Red.
    std::unique_ptr<Solution> solution(const FibonacciChoices& choices) const;
    // Its notation word, built block by block from the choices (sJ, SjSJ,
    // SjS, s; case swapped for LongSide::Red), without the formula.
    RunWord word(const FibonacciChoices& choices) const;

private:
    // Whether bit 1 is the lexicographically first option of a choice.
    bool bitOneFirst() const { return side_ == LongSide::Blue; }

    int n_;
    LongSide side_;
    BigInt count_;
};

} // namespace leapfrog

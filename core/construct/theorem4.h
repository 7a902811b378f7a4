#pragma once
// The number of optimal solutions of the classic board with n blue and m red
// pegs, proved in seed 000 (Theorem 4): F(n + 2) when m = 1 (Fibonacci, F(1)
// = F(2) = 1), 2 when n >= m > 1, and by the mirror symmetry (reverse the
// row, swap the colours) the same with n and m exchanged. Both formulas give
// 2 for n = m = 1.
//
// It holds for the strict rules too: seed 000's Lemma 1 shows every optimal
// classic solution uses only forward slides and forward jumps over the other
// colour, which are exactly the strict moves, so the strict minimum and the
// strict optimal solutions are the classic ones. tst_theorem4 checks both
// against the search engine on every board up to 7 x 7.
#include "fibonacci_numbers.h" // fibonacci(k), F(1) = F(2) = 1
#include "model/bigint.h"

namespace leapfrog {

// Optimal solutions of classic:NxM (and strict:NxM). Precondition: n, m >= 1.
BigInt classicOptimalSolutions(int blue, int red);

} // namespace leapfrog

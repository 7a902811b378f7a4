#pragma once
// A closed formula for the number of optimal solutions of pairs:n, found
// from the exact counts (search/pair_shift_count.h) and checked against every one of
// them (n = 4 to 24 and beyond; resources/docs/findings.md), not proven.
//
// With m = floor(n/2) and m' = ceil(n/2):
//     count(n) = M(m) * F(m) * F(m'),
//     F(j) = floor(j/2)! * (ceil(j/2) - 1)!,
//     M(m) = floor(m/2) * C(m - 2, floor(m/2) - 1).
// What is observed behind it: every optimal solution makes its m one-colour
// moves first (alternately BB and RR) and its m' two-colour moves after; the
// positions after the one-colour moves number M(m); F(m) paths lead to each
// of them and F(m') lead on from each to the goal. In closed form, with
// k = floor(n/4): k (2k-2)! k!^2, k^2 (2k-2)! k!^2, k^2 (2k-1)! k!^2 and
// k^2 (k+1) (2k-1)! k!^2 for n = 4k, 4k+1, 4k+2, 4k+3. Seed 002 guessed
// 2^(n-4), which holds up to n = 9 only.
#include "model/bigint.h"

namespace leapfrog {

// The formula's value for n >= 4 (2 for n = 7, 96 for n = 10). Throws
// InputError for n < 4, where the minimum is not n (pairs:3 needs 4 moves).
BigInt pairShiftFormula(int n);

// Its parts, for the tests: positions after the one-colour moves, and paths
// through a phase of j moves.
BigInt pairShiftMiddlePositions(int m);
BigInt pairShiftPhasePaths(int j);

} // namespace leapfrog

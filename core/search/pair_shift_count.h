#pragma once
// The exact number of optimal solutions of the pair-shift game (seed 002,
// `pairs:n`) far beyond the general engine: pairs:20 in seconds and a few
// megabytes (the engine's layered search: 4.6 GB), pairs:24 in under a minute.
//
// No solution is shorter than n moves, and the moves of an n-move solution
// are exactly the rising moves (pair_shift_row.h). So the n-move solutions
// are the paths of n rising moves from the start to the goal, counted here by
// a depth-first search that remembers the count from every position it
// finishes (so each is expanded once) and skips every position one of the two
// proven tests of pair_shift_checks.h shows dead. When the count is not zero,
// n is the minimum and the count is the number of optimal solutions; it is
// zero for n <= 3, where the minimum is larger (the engine answers those).
#include "model/bigint.h"
#include "control.h"

#include <cstdint>

namespace leapfrog {

struct PairShiftCount {
    BigInt solutions;           // paths of n rising moves from the start to the goal
    std::uint64_t expanded = 0; // positions whose moves were followed (each once)
    std::uint64_t refused = 0;  // positions the checks proved dead (not remembered)
    std::uint64_t onOptimalPaths = 0; // positions of the optimal solutions, start and goal included
};

// Throws LimitError for n beyond pairshift::kMaxN (28), when the count
// outgrows 64 bits, the memory cap or the time budget; Cancelled.
PairShiftCount countPairShiftSolutions(int n, SearchGuard& guard);

} // namespace leapfrog

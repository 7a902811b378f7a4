#pragma once
// A deliberately plain breadth-first search: the reference the fast engine and
// every construction are checked against, and `solve --method search` for
// small boards. Hash map of positions, no cleverness.
#include "model/bigint.h"
#include "model/move.h"
#include "model/position.h"
#include "model/variant.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace leapfrog {

// Largest number of positions the plain search will visit before refusing.
inline constexpr std::size_t kBfsStateLimit = 4'000'000;

// Every optimal solution from a position, in Leapfrog's one documented order:
// lexicographic order of the move sequences, each move compared by (from, to).
// Solution 1 is the first. All methods (constructions, the search engine) use
// this same order, so `--solution K` means one thing everywhere.
struct BfsSolutions {
    BigInt count;               // number of optimal solutions; 0 when unreachable
    std::vector<Move> solution; // the requested one (empty when count is 0)
};

// The `rank`-th (1-based) shortest move sequence from `from` to the goal.
// Throws InputError when rank is 0 or above the count, LimitError when more
// than `stateLimit` positions are reachable.
BfsSolutions bfsSolutions(const Variant& variant, const Position& from, const BigInt& rank,
                          std::size_t stateLimit = kBfsStateLimit);

// The first optimal solution; nullopt when the goal cannot be reached.
std::optional<std::vector<Move>> bfsSolve(const Variant& variant, const Position& from,
                                          std::size_t stateLimit = kBfsStateLimit);

} // namespace leapfrog

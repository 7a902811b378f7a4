#pragma once
// A deliberately plain breadth-first search: the reference the fast engine and
// every construction are checked against, and `solve --method search` for
// small boards. Hash map of positions, no cleverness.
#include "../move.h"
#include "../position.h"
#include "../variant.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace leapfrog {

// Largest number of positions the plain search will visit before refusing.
inline constexpr std::size_t kBfsStateLimit = 4'000'000;

// The shortest move sequence from `from` to the goal that comes first in
// lexicographic order of its moves (each compared by (from, to)); nullopt when
// the goal cannot be reached. Throws LimitError when more than `stateLimit`
// positions are reachable.
std::optional<std::vector<Move>> bfsSolve(const Variant& variant, const Position& from,
                                          std::size_t stateLimit = kBfsStateLimit);

} // namespace leapfrog

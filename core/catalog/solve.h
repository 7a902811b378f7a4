#pragma once
// One entry point for "an optimal solution of this variant by this method",
// shared by the CLI and the window so that neither picks solvers itself.
#include "model/bigint.h"
#include "model/solved.h"
#include "model/variant.h"
#include "search/control.h"

#include <optional>

namespace leapfrog {

// An optimal solution from the start. With a rank: the rank-th (1-based) in
// the one order all methods share: lexicographic order of the move sequences,
// each move compared by (from, to) (see search/bfs.h). Without: solution 1,
// except where a method knows one solution but not its place (the pair-shift
// construction for pairs:8 and up), which it then returns with no rank.
// Throws InputError for a rank beyond the count or a method that does not
// apply to the variant, LimitError when the board is beyond the method's limit
// (for Search: beyond `control`'s time budget or memory cap).
Solved solveVariant(const Variant& variant, Method method, const std::optional<BigInt>& rank = std::nullopt,
                    const SearchControl& control = {});

// The method solveVariant uses for this request: `method` itself, or for Auto
// the one it picks.
Method chosenMethod(const Variant& variant, Method method, const std::optional<BigInt>& rank = std::nullopt);

} // namespace leapfrog

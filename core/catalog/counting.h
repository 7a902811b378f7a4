#pragma once
// The minimum and the number of optimal solutions from the start of a
// variant, for `leapfrog-cli count` and the window: by the search engine,
// and for classic and strict boards beyond the engine's quick range by seed
// 000 (minimum nm + n + m, Theorem 1; count, Theorem 4, construct/theorem4.h), which
// the tests check against the engine on every board up to 7 x 7; for the
// pair-shift game from pairs:4 to pairs:28 by the pair-shift counter
// (search/pair_shift_count.h).
#include "model/bigint.h"
#include "model/variant.h"
#include "search/control.h"
#include "search/engine.h"

#include <optional>
#include <string>

namespace leapfrog {

struct OptimalCount {
    std::optional<std::int64_t> minimum; // nullopt: the goal cannot be reached
    BigInt solutions;                    // 0 when it cannot
    std::string method;                  // "search", "theorem" or "pair-shift" ("forward-only" in the CLI's count)
};

// Throws LimitError when the engine (or the pair-shift counter) cannot answer
// within the control's limits and no theorem covers the variant; Cancelled.
OptimalCount countOptimalSolutions(SearchEngine& engine, const SearchControl& control = {});

} // namespace leapfrog

#pragma once
// The minimum and the number of optimal solutions from the start of a
// variant, for `leapfrog-cli count` and the window: by the search engine,
// and for classic and strict boards beyond the engine's quick range by seed
// 000 (minimum nm + n + m, Theorem 1; count, Theorem 4, construct/theorem4.h), which
// the tests check against the engine on every board up to 7 x 7; for the
// pair-shift game from pairs:4 to pairs:28 by the pair-shift counter
// (search/pair_shift_count.h).
#include "model/bigint.h"
#include "model/errors.h"
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

// Whether countOptimalSolutions(engine, control) counts by the engine's
// layered search (search/layered_search.h) rather than the pair-shift
// counter, a theorem, a construction or a table: what leapfrog-cluster shares
// among its ranks. `eagerTable` as in SearchEngine::countsByLayeredSearch
// (the cluster's tests lower it). Throws as countOptimalSolutions.
bool countsByLayeredSearch(SearchEngine& engine, const SearchControl& control,
                           std::uint64_t eagerTable = kEagerTablePositions);
// What countOptimalSolutions answers when the engine's search gave up with
// `error`: the theorem's count where one covers the variant, else it throws
// the LimitError that says so.
OptimalCount countAfterSearchLimit(const Variant& variant, const LimitError& error);

} // namespace leapfrog

#pragma once
// A solution made ready to watch: its Timeline with every checkpoint built
// (so that any position is microseconds away: the slider never waits), and
// its word with random access. For classic:1000 about 25 ms of replay; for
// classic:10000 a few seconds, which the window spends on a worker thread,
// reporting progress and checking a cancel flag.
#include "construct/run_word.h"
#include "model/solution.h"
#include "model/timeline.h"
#include "model/variant.h"
#include "solution_word.h"

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

namespace leapfrog {

struct PreparedSolution {
    std::shared_ptr<Timeline> timeline;
    std::shared_ptr<const WordIndex> word; // nullptr where the variant has no notation
};

// `spelled`: the word as a construction spells it (SolutionCatalog::word), in
// O(runs); without it the word is read move by move. `progress` gets 0-100.
// nullopt when `cancel` was set.
std::optional<PreparedSolution> prepareSolution(const Variant& variant, std::shared_ptr<const Solution> solution,
                                                std::optional<RunWord> spelled, const std::atomic<bool>& cancel,
                                                const std::function<void(int percent)>& progress = {});

} // namespace leapfrog

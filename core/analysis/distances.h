#pragma once
// Exact moves-to-goal for positions of a variant: the question every verdict
// asks. An interface so that the verdicts do not care where the answer comes
// from (the plain table below for small boards, the search engine for larger
// ones).
#include "model/position.h"
#include "model/variant.h"
#include "search/control.h"

#include <chrono>
#include <cstddef>
#include <memory>
#include <optional>
#include <unordered_map>

namespace leapfrog {

class Distances {
public:
    virtual ~Distances() = default;
    // Moves from `position` to the goal; nullopt when the goal cannot be
    // reached from there. Throws LimitError when the position is beyond what
    // this oracle can answer.
    virtual std::optional<int> toGoal(const Position& position) const = 0;
};

// Every position reachable from the start, with its distance to the goal, by
// a plain breadth-first search backwards over the explored move graph (the
// strict rules are not reversible, so predecessors come from the explored
// edges, not from reversing moves). For boards the plain search can hold.
class ExhaustiveDistances final : public Distances {
public:
    // Throws LimitError beyond `stateLimit` positions.
    explicit ExhaustiveDistances(const Variant& variant, std::size_t stateLimit = 4'000'000);
    std::optional<int> toGoal(const Position& position) const override;
    std::size_t reachableCount() const { return distance_.size(); }

private:
    std::unordered_map<Position, int> distance_; // -1: goal unreachable
};

class SearchEngine;

// The search engine's answers (search/engine.h) as distances: from its
// table where it holds one, else by search within `control` and, when one
// is given, what is left of `deadline` (then LimitError once it has passed,
// so that a whole line of questions shares one budget). Holding the engine
// keeps its table alive as long as these distances; a const engine query
// may come from any thread.
class EngineDistances final : public Distances {
public:
    using Deadline = std::chrono::steady_clock::time_point;
    explicit EngineDistances(std::shared_ptr<SearchEngine> engine, SearchControl control = {},
                             std::optional<Deadline> deadline = std::nullopt);
    std::optional<int> toGoal(const Position& position) const override;

private:
    std::shared_ptr<SearchEngine> engine_;
    SearchControl control_;
    std::optional<Deadline> deadline_;
};

} // namespace leapfrog

#pragma once
// The verdicts' view of the search engine (distances.h): exact distances for
// any position of the variant, within a control. Here rather than beside the
// engine: the verdicts' question is this layer's, and search/ stays below it.
#include "distances.h"
#include "search/control.h"
#include "search/engine.h"

namespace leapfrog {

class EngineDistances final : public Distances {
public:
    explicit EngineDistances(SearchEngine& engine, SearchControl control = {})
        : engine_(engine)
        , control_(std::move(control))
    {
    }
    std::optional<int> toGoal(const Position& position) const override { return engine_.distance(position, control_); }

private:
    SearchEngine& engine_;
    SearchControl control_;
};

} // namespace leapfrog

#include "search_verdicts.h"

#include "judge.h"
#include "model/errors.h"
#include "model/rules.h"
#include "search/engine.h"
#include "search/lower_bound.h"

#include <algorithm>

namespace leapfrog {

namespace {

using Clock = std::chrono::steady_clock;

// The engine's distances within what is left of one deadline.
class DeadlineDistances final : public Distances {
public:
    DeadlineDistances(SearchEngine& engine, const SearchControl& control, Clock::time_point deadline)
        : engine_(engine)
        , control_(control)
        , deadline_(deadline)
    {
    }
    std::optional<int> toGoal(const Position& position) const override
    {
        SearchControl now = control_;
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline_ - Clock::now());
        if (left.count() <= 0) {
            throw LimitError("unknown within the limit: the time budget is spent");
        }
        now.budget = left;
        return engine_.distance(position, now);
    }

private:
    SearchEngine& engine_;
    const SearchControl& control_;
    Clock::time_point deadline_;
};

} // namespace

bool searchJudgesBeyondTables(const Variant& variant)
{
    return !Judge::judgesExactly(variant) && SearchEngine(variant).tablePositions() > 0
           && LowerBound(variant).informative();
}

std::vector<Verdict> judgeLineBySearch(const Variant& variant, SearchEngine& engine, std::span<const Move> line,
                                       const SearchControl& control)
{
    const DeadlineDistances distances(engine, control, Clock::now() + control.budget);
    std::optional<int> minimum;
    try {
        minimum = distances.toGoal(variant.start());
    } catch (const LimitError&) {
        if (const auto proven = variant.provenMinimum()) {
            minimum = static_cast<int>(*proven);
        }
    }
    std::vector<Verdict> verdicts;
    Position position = variant.start();
    bool optimalSoFar = true; // every earlier move proper
    for (const Move move : line) {
        Verdict verdict;
        try {
            if (!minimum) {
                throw LimitError("no minimum to judge against");
            }
            verdict = judgeMove(variant, distances, *minimum, static_cast<int>(verdicts.size()), position, move);
        } catch (const LimitError&) {
            verdict = judgeMoveWithoutSearch(variant, optimalSoFar, position, move);
        }
        verdicts.push_back(std::move(verdict));
        if (!verdicts.back().legal) {
            break;
        }
        optimalSoFar = optimalSoFar && verdicts.back().proper;
        applyMoveInPlace(variant.rules(), position, move);
    }
    return verdicts;
}

} // namespace leapfrog

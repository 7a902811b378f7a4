#include "distances.h"

#include "model/errors.h"
#include "model/rules.h"
#include "search/engine.h"

#include <algorithm>
#include <vector>

namespace leapfrog {

ExhaustiveDistances::ExhaustiveDistances(const Variant& variant, std::size_t stateLimit)
{
    // Forward: number every reachable position and record the reversed edges.
    std::unordered_map<Position, int> index{{variant.start(), 0}};
    std::vector<Position> states{variant.start()};
    std::vector<std::vector<int>> predecessors(1);
    for (std::size_t next = 0; next < states.size(); ++next) {
        const Position state = states[next];
        forEachMove(variant.board(), variant.rules(), state, [&](Move move) {
            Position after = applyMove(variant.rules(), state, move);
            const auto [slot, added] = index.emplace(after, static_cast<int>(states.size()));
            if (added) {
                states.push_back(std::move(after));
                predecessors.emplace_back();
            }
            predecessors[static_cast<std::size_t>(slot->second)].push_back(static_cast<int>(next));
        });
        if (states.size() > stateLimit) {
            throw LimitError("exact verdicts by plain search handle at most " + std::to_string(stateLimit)
                             + " positions, and " + variant.spec() + " has more");
        }
    }
    // Backward from the goal.
    std::vector<int> distance(states.size(), -1);
    const auto goal = index.find(variant.goal());
    if (goal != index.end()) {
        std::vector<int> frontier{goal->second};
        distance[static_cast<std::size_t>(goal->second)] = 0;
        for (std::size_t head = 0; head < frontier.size(); ++head) {
            const int state = frontier[head];
            for (const int before : predecessors[static_cast<std::size_t>(state)]) {
                if (distance[static_cast<std::size_t>(before)] < 0) {
                    distance[static_cast<std::size_t>(before)] = distance[static_cast<std::size_t>(state)] + 1;
                    frontier.push_back(before);
                }
            }
        }
    }
    for (auto& [position, slot] : index) {
        distance_.emplace(position, distance[static_cast<std::size_t>(slot)]);
    }
}

std::optional<int> ExhaustiveDistances::toGoal(const Position& position) const
{
    const auto found = distance_.find(position);
    if (found == distance_.end()) {
        throw InputError("position " + position.text() + " cannot arise in this game: it is not reachable from "
                         "the start");
    }
    if (found->second < 0) {
        return std::nullopt;
    }
    return found->second;
}

EngineDistances::EngineDistances(std::shared_ptr<SearchEngine> engine, SearchControl control,
                                 std::optional<Deadline> deadline)
    : engine_(std::move(engine))
    , control_(std::move(control))
    , deadline_(deadline)
{
}

std::optional<int> EngineDistances::toGoal(const Position& position) const
{
    if (!deadline_) {
        return engine_->distance(position, control_);
    }
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(*deadline_ - Deadline::clock::now());
    if (left.count() <= 0) {
        throw LimitError("unknown within the limit: the time budget is spent");
    }
    SearchControl now = control_;
    now.budget = std::min(now.budget, left);
    return engine_->distance(position, now);
}

} // namespace leapfrog

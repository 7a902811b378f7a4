#pragma once
// The one kernel that grows a layer of a bidirectional search pruned by a
// lower bound: the layered search (layered_search.cpp) and the cluster's
// count (cluster/distributed_count.cpp) both expand through it, so that a
// fix to the pruning reaches both, and their answers, checked equal by the
// cluster's tests, cannot drift apart.
//
// A position reached g moves from its side's end is kept only if
// g + bound(it, other end) <= the trial length: the bound is updated from the
// parent's features by the move alone, and only what it keeps is ranked.
#include "control.h"
#include "lower_bound.h"
#include "parallel.h"
#include "predecessors.h"
#include "state_space.h"

#include "model/rules.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <vector>

namespace leapfrog {

// What prunes one trial length's layers.
struct TrialBound {
    const LowerBound& bound;
    LowerBound::Features sourceFeatures;
    LowerBound::Features goalFeatures;
    int length = 0; // the trial length D
    // A stronger admissible bound toward the goal, or empty; it prunes the
    // forward side only (called from several threads).
    std::function<int(const CellArray&)> toGoal;
};

// Whether the guard let every position be expanded, and whether the bound
// cut any move (if it never did, a side running out proves the other end
// cannot be reached).
struct ExpansionResult {
    bool finished = true;
    bool pruned = false;
};

// Expands the positions `from` (ranks of the layer at depthAfter - 1, in
// chunks over the guard's threads) forward by moves, or backward by
// predecessor moves, and calls keep(outs[self], i, rank) for each position
// the bound keeps: `rank` reached from from[i], outs[self] the calling
// thread's own part. `outs` gets one part a thread, each a copy of `blank`.
template<typename Out, typename Keep>
ExpansionResult expandWithinBound(const StateSpace& space, const TrialBound& trial, bool forward, int depthAfter,
                            std::span<const std::uint64_t> from, SearchGuard& guard, std::vector<Out>& outs,
                            const Out& blank, Keep&& keep)
{
    constexpr std::size_t kChunk = 1024;
    const Variant& variant = space.variant();
    const RuleSet rules = variant.rules();
    const RuleSet hull = reversibleHull(rules);
    const std::uint64_t chunkCount = (from.size() + kChunk - 1) / kChunk;
    const auto threadCount = static_cast<int>(
        std::max<std::uint64_t>(1, std::min<std::uint64_t>(static_cast<std::uint64_t>(guard.threads()), chunkCount)));
    outs.assign(static_cast<std::size_t>(threadCount), blank);
    std::vector<char> prunedBy(static_cast<std::size_t>(threadCount), 0);
    const bool finished = parallelFor(chunkCount, threadCount, guard, [&](std::size_t self, const auto& next) {
        StateSpace::Unranked position;
        std::size_t parentIndex = 0;
        bool pruned = false;
        const auto consider = [&](const LowerBound::Features& parent, RuleSet played, Move move) {
            const LowerBound::Features features = trial.bound.afterMove(parent, position.cells, move);
            int rest = forward ? trial.bound.between(features, trial.goalFeatures)
                               : trial.bound.between(trial.sourceFeatures, features);
            if (forward && depthAfter + rest <= trial.length && trial.toGoal) {
                CellArray after = position.cells;
                playMove(played, after, move);
                rest = std::max(rest, trial.toGoal(after));
            }
            if (depthAfter + rest > trial.length) {
                pruned = true;
                return;
            }
            keep(outs[self], parentIndex, space.rankAfterMove(position, played, move));
        };
        while (const std::optional<std::uint64_t> chunk = next()) {
            const std::size_t end = std::min(from.size(), static_cast<std::size_t>(*chunk + 1) * kChunk);
            for (parentIndex = static_cast<std::size_t>(*chunk) * kChunk; parentIndex < end; ++parentIndex) {
                space.unrankNext(from[parentIndex], position);
                const LowerBound::Features parent = trial.bound.features(position.cells);
                if (forward) {
                    forEachMove(variant.board(), rules, position.cells,
                                [&](Move move) { consider(parent, rules, move); });
                } else {
                    forEachPredecessorMove(variant.board(), rules, position.cells,
                                           [&](Move back, Move) { consider(parent, hull, back); });
                }
            }
        }
        prunedBy[self] = pruned ? 1 : 0;
    });
    return {finished, std::find(prunedBy.begin(), prunedBy.end(), 1) != prunedBy.end()};
}

} // namespace leapfrog

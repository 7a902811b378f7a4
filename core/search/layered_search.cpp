#include "layered_search.h"

#include "bounded_expansion.h"
#include "lower_bound.h"
#include "model/errors.h"
#include "model/rules.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <string>
#include <vector>

namespace leapfrog {

namespace {

using Layer = std::vector<std::uint64_t>;

// One direction of the search: its layers and whether the bound ever cut a
// position (if not, running out of positions proves the other end cannot be
// reached).
struct Side {
    bool forward = true;
    std::vector<Layer> layers;
    bool pruned = false;

    int depth() const { return static_cast<int>(layers.size()) - 1; }
    const Layer& last() const { return layers.back(); }
};

// Everything one trial length needs to expand layers.
struct Trial {
    const StateSpace& space;
    const TrialBound& bound; // the trial length D and what prunes toward it
    SearchGuard& guard;
    std::uint64_t& heldBytes;
    std::uint64_t positionLimit;
};

std::string unknownText(const Trial& trial, const std::string& why)
{
    return "unknown within the limit: the search of " + trial.space.variant().spec() + " " + why
           + " before reaching an answer";
}

[[noreturn]] void unknown(const Trial& trial, const std::string& why) { throw LimitError(unknownText(trial, why)); }

[[noreturn]] void outOfTime(const Trial& trial)
{
    unknown(trial, "ran out of its time budget of " + std::to_string(trial.guard.control().budget.count() / 1000)
                       + " s");
}

void checkMemory(const Trial& trial, std::uint64_t extraBytes)
{
    if (trial.heldBytes + extraBytes > trial.guard.control().memoryCap) {
        throw SearchOutgrown(unknownText(
            trial, "reached the memory cap of " + byteSizeText(trial.guard.control().memoryCap)));
    }
}

void checkPositions(const Trial& trial, std::uint64_t kept)
{
    if (kept > trial.positionLimit) {
        throw SearchOutgrown(unknownText(trial, "kept more than " + std::to_string(trial.positionLimit)
                                                    + " positions"));
    }
}

// The threads' parts in one layer, each part freed once copied.
Layer joined(const Trial& trial, std::vector<Layer>& parts)
{
    std::size_t total = 0;
    for (const Layer& part : parts) {
        total += part.size();
    }
    checkMemory(trial, total * sizeof(std::uint64_t));
    Layer all;
    all.reserve(total);
    for (Layer& part : parts) {
        all.insert(all.end(), part.begin(), part.end());
        Layer().swap(part);
    }
    return all;
}

// The positions of `side`'s next layer that the bound keeps, in no order
// (the kernel the cluster's count shares: bounded_expansion.h).
Layer candidates(const Trial& trial, Side& side)
{
    std::vector<Layer> found;
    const ExpansionResult expansion = expandWithinBound(
        trial.space, trial.bound, side.forward, side.depth() + 1, side.last(), trial.guard, found, Layer(),
        [](Layer& out, std::size_t, std::uint64_t rank) { out.push_back(rank); });
    trial.guard.checkCancel();
    if (!expansion.finished) {
        outOfTime(trial);
    }
    side.pruned = side.pruned || expansion.pruned;
    return joined(trial, found);
}

// Sorted, without repeats, and without what the two previous layers hold.
Layer nextLayer(const Trial& trial, Side& side)
{
    Layer next = candidates(trial, side);
    std::sort(next.begin(), next.end());
    next.erase(std::unique(next.begin(), next.end()), next.end());
    for (int back = 0; back < 2 && back <= side.depth(); ++back) {
        const Layer& older = side.layers[static_cast<std::size_t>(side.depth() - back)];
        Layer fresh;
        fresh.reserve(next.size());
        std::set_difference(next.begin(), next.end(), older.begin(), older.end(), std::back_inserter(fresh));
        next.swap(fresh);
    }
    next.shrink_to_fit();
    trial.heldBytes += next.size() * sizeof(std::uint64_t);
    return next;
}

bool contains(const Layer& layer, std::uint64_t rank) { return std::binary_search(layer.begin(), layer.end(), rank); }

// Calls visit(rank, move, after) for every move from every position of
// `layer`; after(move) ranks the position it leads to, only when asked (the
// ranking is the costly part, and a caller that has its answer skips it).
template<typename Visit>
void forEachMoveFrom(const StateSpace& space, const Layer& layer, Visit&& visit)
{
    const Variant& variant = space.variant();
    StateSpace::Unranked position;
    const auto after = [&](Move move) { return space.rankAfterMove(position, variant.rules(), move); };
    for (const std::uint64_t rank : layer) {
        space.unrankNext(rank, position);
        forEachMove(variant.board(), variant.rules(), position.cells, [&](Move move) { visit(rank, move, after); });
    }
}

// The positions of `layer` with a move into `next` (both sorted, so a
// position already kept is the last one kept).
Layer withMoveInto(const StateSpace& space, const Layer& layer, const Layer& next)
{
    Layer kept;
    forEachMoveFrom(space, layer, [&](std::uint64_t rank, Move move, const auto& after) {
        if ((kept.empty() || kept.back() != rank) && contains(next, after(move))) {
            kept.push_back(rank);
        }
    });
    return kept;
}

// The positions of `allowed` that a move from `layer` reaches (sorted).
Layer reachedFrom(const StateSpace& space, const Layer& layer, const Layer& allowed)
{
    Layer reached;
    forEachMoveFrom(space, layer, [&](std::uint64_t, Move move, const auto& after) {
        const std::uint64_t rank = after(move);
        if (contains(allowed, rank)) {
            reached.push_back(rank);
        }
    });
    std::sort(reached.begin(), reached.end());
    reached.erase(std::unique(reached.begin(), reached.end()), reached.end());
    return reached;
}

// The layers of the DAG: the meeting positions, what leads into them on the
// source's side, and what they lead to on the goal's side.
std::vector<Layer> dagLayers(const StateSpace& space, const Side& forward, const Side& backward, Layer meet)
{
    const int meetDepth = forward.depth();
    const int length = meetDepth + backward.depth();
    std::vector<Layer> layers(static_cast<std::size_t>(length) + 1);
    layers[static_cast<std::size_t>(meetDepth)] = std::move(meet);
    for (int g = meetDepth - 1; g >= 0; --g) {
        layers[static_cast<std::size_t>(g)] = withMoveInto(space, forward.layers[static_cast<std::size_t>(g)],
                                                           layers[static_cast<std::size_t>(g) + 1]);
    }
    for (int g = meetDepth + 1; g <= length; ++g) {
        layers[static_cast<std::size_t>(g)] = reachedFrom(space, layers[static_cast<std::size_t>(g) - 1],
                                                          backward.layers[static_cast<std::size_t>(length - g)]);
    }
    return layers;
}

enum class Outcome { Met, NoPath, Unreachable };

// One trial length: grow both sides until their depths add up to D.
Outcome runTrial(const Trial& trial, Side& forward, Side& backward, Layer& meet, std::uint64_t goalRank,
                 std::uint64_t sourceRank, LayeredSearchStats& stats)
{
    while (forward.depth() + backward.depth() < trial.bound.length) {
        Side& side = forward.last().size() <= backward.last().size() ? forward : backward;
        Layer next = nextLayer(trial, side);
        stats.positions += next.size();
        checkPositions(trial, stats.positions);
        trial.guard.report({"search", forward.depth() + backward.depth() + 1, stats.positions, 0});
        if (next.empty()) {
            // Nothing pruned: this side's whole component is in its layers.
            const std::uint64_t other = side.forward ? goalRank : sourceRank;
            const bool found = std::any_of(side.layers.begin(), side.layers.end(),
                                           [&](const Layer& layer) { return contains(layer, other); });
            return (!side.pruned && !found) ? Outcome::Unreachable : Outcome::NoPath;
        }
        side.layers.push_back(std::move(next));
    }
    std::set_intersection(forward.last().begin(), forward.last().end(), backward.last().begin(),
                          backward.last().end(), std::back_inserter(meet));
    return meet.empty() ? Outcome::NoPath : Outcome::Met;
}

} // namespace

std::optional<OptimalDag> layeredSearch(const StateSpace& space, const CellArray& source, SearchGuard& guard,
                                        LayeredSearchStats* stats, const LayeredSearchHelp* help,
                                        std::uint64_t positionLimit)
{
    LayeredSearchStats local;
    LayeredSearchStats& counted = stats ? *stats : local;
    const Variant& variant = space.variant();
    const CellArray goal = CellArray::from(variant.goal());
    const std::uint64_t sourceRank = space.rank(source);
    const std::uint64_t goalRank = space.rank(goal);
    if (sourceRank == goalRank) {
        return OptimalDag(space, {{sourceRank}}, guard);
    }
    const LowerBound bound(variant, &guard);
    const LowerBound::Features sourceFeatures = bound.features(source);
    const LowerBound::Features goalFeatures = bound.features(goal);
    int shortest = std::max(1, bound.between(sourceFeatures, goalFeatures));
    if (help && help->toGoal) {
        shortest = std::max(shortest, help->toGoal(source));
    }
    if (help && help->length > 0) {
        shortest = help->length;
    }
    for (int length = shortest;; ++length) {
        guard.checkCancel();
        std::uint64_t heldBytes = 2 * sizeof(std::uint64_t);
        const TrialBound pruning{bound, sourceFeatures, goalFeatures, length, help ? help->toGoal : nullptr};
        const Trial trial{space, pruning, guard, heldBytes, positionLimit};
        if (guard.outOfTime()) {
            outOfTime(trial);
        }
        ++counted.trials;
        Side forward{true, {{sourceRank}}, false};
        Side backward{false, {{goalRank}}, false};
        Layer meet;
        switch (runTrial(trial, forward, backward, meet, goalRank, sourceRank, counted)) {
        case Outcome::Unreachable: return std::nullopt;
        case Outcome::NoPath: continue;
        case Outcome::Met: return OptimalDag(space, dagLayers(space, forward, backward, std::move(meet)), guard);
        }
    }
}

} // namespace leapfrog

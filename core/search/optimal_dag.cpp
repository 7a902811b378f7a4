#include "optimal_dag.h"

#include "distance_table.h"
#include "model/errors.h"
#include "model/rules.h"

#include <algorithm>
#include <string>

namespace leapfrog {

template<typename Visit>
void OptimalDag::forEachOptimalMove(int layer, const StateSpace::Unranked& position, Visit&& visit) const
{
    const Variant& variant = space_->variant();
    forEachMove(variant.board(), variant.rules(), position.cells, [&](Move move) {
        const std::int64_t index = find(layer + 1, space_->rankAfterMove(position, variant.rules(), move));
        if (index >= 0) {
            visit(move, static_cast<std::size_t>(index));
        }
    });
}

OptimalDag::OptimalDag(const StateSpace& space, std::vector<std::vector<std::uint64_t>> layers, SearchGuard& guard)
    : space_(&space)
    , layers_(std::move(layers))
    , counts_(layers_.size())
{
    counts_.back().assign(layers_.back().size(), BigInt(1));
    StateSpace::Unranked position;
    for (int layer = length() - 1; layer >= 0; --layer) {
        guard.checkCancel();
        auto& counts = counts_[static_cast<std::size_t>(layer)];
        counts.resize(layers_[static_cast<std::size_t>(layer)].size());
        const auto& next = counts_[static_cast<std::size_t>(layer) + 1];
        for (std::size_t i = 0; i < counts.size(); ++i) {
            space_->unrankNext(layers_[static_cast<std::size_t>(layer)][i], position);
            forEachOptimalMove(layer, position, [&](Move, std::size_t index) { counts[i] += next[index]; });
        }
    }
}

OptimalDag OptimalDag::fromTable(const DistanceTable& table, const CellArray& source, SearchGuard& guard)
{
    const StateSpace& space = table.space();
    const Variant& variant = space.variant();
    const int length = table.distance(source).value();
    std::vector<std::vector<std::uint64_t>> layers{{space.rank(source)}};
    std::uint64_t held = 1;
    StateSpace::Unranked position;
    for (int layer = 0; layer < length; ++layer) {
        guard.checkCancel();
        std::vector<std::uint64_t> next;
        const int distance = length - layer;
        for (const std::uint64_t rank : layers.back()) {
            space.unrankNext(rank, position);
            forEachMove(variant.board(), variant.rules(), position.cells, [&](Move move) {
                const std::uint64_t after = space.rankAfterMove(position, variant.rules(), move);
                if (table.isOneCloser(distance, after)) {
                    next.push_back(after);
                }
            });
        }
        std::sort(next.begin(), next.end());
        next.erase(std::unique(next.begin(), next.end()), next.end());
        held += next.size();
        // A rank and, later, its count: about 48 bytes a position.
        if (held * 48 > guard.control().memoryCap) {
            throw LimitError("the optimal solutions of this position of " + variant.spec()
                             + " pass through too many positions to count within the memory cap");
        }
        layers.push_back(std::move(next));
    }
    return OptimalDag(space, std::move(layers), guard);
}

std::uint64_t OptimalDag::nodeCount() const
{
    std::uint64_t total = 0;
    for (const auto& layer : layers_) {
        total += layer.size();
    }
    return total;
}

std::int64_t OptimalDag::find(int layer, std::uint64_t rank) const
{
    const auto& ranks = layers_[static_cast<std::size_t>(layer)];
    const auto found = std::lower_bound(ranks.begin(), ranks.end(), rank);
    return (found != ranks.end() && *found == rank) ? found - ranks.begin() : -1;
}

std::vector<Move> OptimalDag::firstMoves() const
{
    std::vector<Move> moves;
    if (length() == 0) {
        return moves;
    }
    StateSpace::Unranked source;
    space_->unrank(layers_.front().front(), source);
    forEachOptimalMove(0, source, [&](Move move, std::size_t) { moves.push_back(move); });
    return moves;
}

std::vector<Move> OptimalDag::solution(const BigInt& rank) const
{
    if (rank.isZero()) {
        throw InputError("solutions are numbered from 1");
    }
    if (rank > count()) {
        throw InputError("solution " + rank.toString() + " asked for, but there are " + count().toString()
                         + " optimal solutions");
    }
    // Walk down, skipping whole subtrees of solutions that come before `rank`.
    std::vector<Move> moves;
    BigInt remaining = rank;
    StateSpace::Unranked position;
    space_->unrank(layers_.front().front(), position);
    for (int layer = 0; layer < length(); ++layer) {
        bool chosen = false;
        Move choice;
        std::uint64_t choiceRank = 0;
        forEachOptimalMove(layer, position, [&](Move move, std::size_t index) {
            if (chosen) {
                return;
            }
            const BigInt& below = counts_[static_cast<std::size_t>(layer) + 1][index];
            if (remaining <= below) {
                chosen = true;
                choice = move;
                choiceRank = layers_[static_cast<std::size_t>(layer) + 1][index];
            } else {
                remaining -= below;
            }
        });
        moves.push_back(choice);
        space_->unrank(choiceRank, position);
    }
    return moves;
}

} // namespace leapfrog

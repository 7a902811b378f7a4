#include "exact_search.h"

#include "../rules.h"
#include "../search/bfs.h"

#include <algorithm>

namespace leapfrog {

ExactSearch::ExactSearch(Variant variant)
    : variant_(std::move(variant))
{
}

std::optional<ExactSearch::Finish> ExactSearch::finish(const Position& from, const BigInt& rank) const
{
    BfsSolutions found = bfsSolutions(variant_, from, rank);
    if (found.count.isZero()) {
        return std::nullopt;
    }
    return Finish{std::move(found.count), std::move(found.solution)};
}

std::optional<std::vector<Move>> ExactSearch::bestMoves(const Position& from) const
{
    const std::optional<std::vector<Move>> first = bfsSolve(variant_, from);
    if (!first) {
        return std::nullopt;
    }
    if (first->empty()) {
        return std::vector<Move>{};
    }
    // A move is optimal when the finish after it is one move shorter.
    const std::size_t distance = first->size();
    std::vector<Move> best;
    for (const Move move : legalMoves(variant_.board(), variant_.rules(), from)) {
        const auto after = bfsSolve(variant_, applyMove(variant_.rules(), from, move));
        if (after && after->size() + 1 == distance) {
            best.push_back(move);
        }
    }
    std::sort(best.begin(), best.end());
    return best;
}

} // namespace leapfrog

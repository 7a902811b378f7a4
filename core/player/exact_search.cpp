#include "exact_search.h"

#include "../search/engine.h"

namespace leapfrog {

ExactSearch::ExactSearch(Variant variant)
    : variant_(variant)
    , engine_(std::make_shared<SearchEngine>(std::move(variant)))
{
}

ExactSearch::~ExactSearch() = default;

std::optional<ExactSearch::Finish> ExactSearch::finish(const Position& from, const BigInt& rank,
                                                       const SearchControl& control) const
{
    std::optional<SearchEngine::Ranked> found = engine_->solution(from, rank, control);
    if (!found) {
        return std::nullopt;
    }
    return Finish{std::move(found->count), std::move(found->moves)};
}

std::optional<std::vector<Move>> ExactSearch::bestMoves(const Position& from, const SearchControl& control) const
{
    SearchEngine::Hint hint = engine_->hint(from, control);
    if (!hint.distance) {
        return std::nullopt;
    }
    return std::move(hint.best);
}

} // namespace leapfrog

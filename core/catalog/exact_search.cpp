#include "exact_search.h"

#include "analysis/judge.h"
#include "construct/constructions.h"
#include "search/engine.h"

namespace leapfrog {

ExactSearch::ExactSearch(Variant variant)
    : variant_(variant)
    , engine_(std::make_shared<SearchEngine>(std::move(variant), SearchEngine::Strategy::Auto,
                                             constructedOptimalSolutions))
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

void ExactSearch::buildTable(const SearchControl& control) const { engine_->buildTable(control); }

bool ExactSearch::hasTable() const { return engine_->hasTable(); }

std::shared_ptr<const Judge> ExactSearch::judge(const SearchControl& control) const
{
    return std::make_shared<const Judge>(variant_, engine_, control);
}

} // namespace leapfrog

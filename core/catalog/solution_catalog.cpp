#include "solution_catalog.h"

#include "construct/constructions.h"
#include "construct/fibonacci_family.h"
#include "construct/word_solution.h"
#include "construction_path.h"
#include "model/errors.h"
#include "model/rules.h"

namespace leapfrog {

namespace {

Position positionAfter(const Variant& variant, std::span<const Move> line)
{
    Position position = variant.start();
    for (const Move move : line) {
        applyMoveInPlace(variant.rules(), position, move);
    }
    return position;
}

std::shared_ptr<const Solution> spliced(std::span<const Move> kept, std::vector<Move> finish)
{
    std::vector<Move> moves(kept.begin(), kept.end());
    moves.insert(moves.end(), finish.begin(), finish.end());
    return std::make_shared<MoveListSolution>(std::move(moves));
}

// Seed 002's construction, when it applies and begins with the line.
bool pairShiftFollows(const Variant& variant, std::span<const Move> line)
{
    if (variant.family() != Family::Pairs || !formulaServes(variant, std::nullopt)) {
        return false;
    }
    const Solved solved = formulaSolution(variant, std::nullopt);
    if (line.size() > solved.solution->length()) {
        return false;
    }
    for (std::size_t i = 0; i < line.size(); ++i) {
        if (solved.solution->moveAt(i) != line[i]) {
            return false;
        }
    }
    return true;
}

} // namespace

SolutionCatalog::SolutionCatalog(std::shared_ptr<const ExactSearch> search)
    : search_(std::move(search))
{
}

SolutionCatalog SolutionCatalog::fromStart(std::shared_ptr<const ExactSearch> search, const SearchControl& control)
{
    const Variant& variant = search->variant();
    if (!constructionsRank(variant)) {
        return bySearch(std::move(search), {}, control);
    }
    SolutionCatalog catalog(std::move(search));
    catalog.count_ = formulaSolution(variant, BigInt(1)).count;
    catalog.initialRank_ = BigInt(1);
    return catalog;
}

SolutionCatalog SolutionCatalog::continuing(std::shared_ptr<const ExactSearch> search, std::vector<Move> line,
                                            const SearchControl& control)
{
    if (line.empty()) {
        return fromStart(std::move(search), control);
    }
    const Variant& variant = search->variant();
    if (const std::optional<RankRange> range = constructionRanksContinuing(variant, line)) {
        SolutionCatalog catalog(std::move(search));
        catalog.count_ = formulaSolution(catalog.variant(), BigInt(1)).count;
        catalog.initialRank_ = range->first;
        catalog.startMove_ = line.size();
        return catalog;
    }
    return bySearch(std::move(search), std::move(line), control);
}

bool SolutionCatalog::countsEverySolutionWhileOptimal(const Variant& variant) { return constructionsRank(variant); }

SolutionCatalog SolutionCatalog::bySearch(std::shared_ptr<const ExactSearch> search, std::vector<Move> line,
                                          const SearchControl& control)
{
    SolutionCatalog catalog(std::move(search));
    const Variant& variant = catalog.variant();
    catalog.source_ = CatalogSource::Search;
    catalog.scope_ = line.empty() ? CatalogScope::Variant : CatalogScope::Finishes;
    catalog.from_ = positionAfter(variant, line);
    catalog.startMove_ = line.size();
    catalog.kept_ = std::move(line);
    try {
        std::optional<ExactSearch::Finish> first = catalog.search_->finish(catalog.from_, BigInt(1), control);
        if (!first) {
            catalog.count_ = BigInt(0);
            return catalog;
        }
        catalog.count_ = std::move(first->count);
        catalog.initialRank_ = BigInt(1);
        catalog.first_ = spliced(catalog.kept_, std::move(first->moves));
        return catalog;
    } catch (const LimitError&) {
        if (!pairShiftFollows(variant, catalog.kept_)) {
            throw;
        }
    }
    // Beyond search on the pair-shift construction's path: its one solution.
    catalog.source_ = CatalogSource::PairShiftConstruction;
    catalog.scope_ = CatalogScope::Variant;
    catalog.kept_.clear();
    catalog.count_.reset();
    catalog.initialRank_.reset();
    return catalog;
}

WatchedSolution SolutionCatalog::solution(const std::optional<BigInt>& rank, const SearchControl& control) const
{
    switch (source_) {
    case CatalogSource::Constructions: {
        Solved solved = formulaSolution(variant(), rank);
        return {std::move(solved.solution), std::move(solved.rank)};
    }
    case CatalogSource::PairShiftConstruction:
        return {formulaSolution(variant(), std::nullopt).solution, std::nullopt};
    case CatalogSource::Search:
        break;
    }
    const BigInt wanted = rank.value_or(BigInt(1));
    if (first_ && wanted == BigInt(1)) {
        return {first_, wanted};
    }
    std::optional<ExactSearch::Finish> finish = search_->finish(from_, wanted, control);
    if (!finish) {
        throw InputError("the goal cannot be reached from here");
    }
    return {spliced(kept_, std::move(finish->moves)), wanted};
}

std::optional<RunWord> SolutionCatalog::word(const std::optional<BigInt>& rank) const
{
    if (source_ != CatalogSource::Constructions) {
        return std::nullopt;
    }
    // The word method builds the same solutions (same ranks) as words.
    const Solved solved = wordSolution(variant(), rank);
    if (const auto* spelled = dynamic_cast<const WordSolution*>(solved.solution.get())) {
        return spelled->word();
    }
    return std::nullopt;
}

bool SolutionCatalog::hasLabels() const
{
    return source_ == CatalogSource::Constructions && hasOnePegSide(variant());
}

BigInt SolutionCatalog::labelOf(const BigInt& rank) const
{
    const FibonacciFamily family = familyOf(variant());
    return family.labelOf(family.choicesOfRank(rank));
}

BigInt SolutionCatalog::rankOfLabel(const BigInt& label) const
{
    const FibonacciFamily family = familyOf(variant());
    return family.rankOf(family.choicesOfLabel(label));
}

} // namespace leapfrog

#include "counting.h"

#include "construct/theorem4.h"
#include "model/errors.h"
#include "search/pair_shift_count.h"

namespace leapfrog {

namespace {

bool theoremCovers(const Variant& variant)
{
    return variant.hasNotation(); // the row boards of seed 000 Theorem 4
}

OptimalCount byTheorem(const Variant& variant)
{
    return {variant.provenMinimum(), classicOptimalSolutions(variant.blueCount(), variant.redCount()), "theorem"};
}

// The pair-shift game from pairs:4 on has an n-move solution (seed 002's
// construction), and the pair-shift counter counts exactly those, far
// beyond the engine (pairs:20 in about a second); it refuses past pairs:28.
bool pairShiftCounts(const Variant& variant)
{
    return variant.family() == Family::Pairs && variant.blueCount() >= 4;
}

// Where a theorem gives the answer, the engine is asked only when its
// table is quick (or already built): an exact answer in seconds rather
// than minutes.
bool theoremFirst(const SearchEngine& engine)
{
    const std::uint64_t positions = engine.tablePositions();
    return theoremCovers(engine.variant()) && !engine.hasTable()
           && (positions == 0 || positions > kEagerTablePositions);
}

void reportRoute(const SearchControl& control, const std::string& route)
{
    SearchProgress progress;
    progress.route = route;
    SearchGuard(control).report(progress, true);
}

} // namespace

OptimalCount countOptimalSolutions(SearchEngine& engine, const SearchControl& control)
{
    const Variant& variant = engine.variant();
    if (pairShiftCounts(variant)) {
        reportRoute(control, "the pair-shift counter");
        SearchGuard guard(control);
        PairShiftCount counted = countPairShiftSolutions(variant.blueCount(), guard);
        if (!counted.solutions.isZero()) {
            return {variant.blueCount(), std::move(counted.solutions), "pair-shift"};
        }
    }
    if (theoremFirst(engine)) {
        reportRoute(control, "seed 000 Theorem 4 (the count of every classic and strict row)");
        return byTheorem(variant);
    }
    try {
        SearchEngine::Count counted = engine.count(variant.start(), control);
        return {counted.minimum, std::move(counted.solutions), "search"};
    } catch (const LimitError& error) {
        return countAfterSearchLimit(variant, error);
    }
}

bool countsByLayeredSearch(SearchEngine& engine, const SearchControl& control, std::uint64_t eagerTable)
{
    const Variant& variant = engine.variant();
    // The pair-shift counter answers every pairs:N from 4 (or refuses).
    if (pairShiftCounts(variant) || theoremFirst(engine)) {
        return false;
    }
    return engine.countsByLayeredSearch(variant.start(), control, eagerTable);
}

OptimalCount countAfterSearchLimit(const Variant& variant, const LimitError& error)
{
    if (theoremCovers(variant)) {
        return byTheorem(variant);
    }
    throw LimitError(std::string(error.what()) + "; no theorem gives the count of " + variant.spec());
}

} // namespace leapfrog

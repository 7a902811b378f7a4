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

} // namespace

OptimalCount countOptimalSolutions(SearchEngine& engine, const SearchControl& control)
{
    const Variant& variant = engine.variant();
    // The pair-shift game from pairs:4 on has an n-move solution (seed 002's
    // construction), and the pair-shift counter counts exactly those, far
    // beyond the engine (pairs:20 in about a second); it refuses past pairs:28.
    if (variant.family() == Family::Pairs && variant.blueCount() >= 4) {
        SearchGuard guard(control);
        PairShiftCount counted = countPairShiftSolutions(variant.blueCount(), guard);
        if (!counted.solutions.isZero()) {
            return {variant.blueCount(), std::move(counted.solutions), "pair-shift"};
        }
    }
    // Where a theorem gives the answer, the engine is asked only when its
    // table is quick (or already built): an exact answer in seconds rather
    // than minutes.
    const std::uint64_t positions = engine.tablePositions();
    if (theoremCovers(variant) && !engine.hasTable() && (positions == 0 || positions > kEagerTablePositions)) {
        return byTheorem(variant);
    }
    try {
        SearchEngine::Count counted = engine.count(variant.start(), control);
        return {counted.minimum, std::move(counted.solutions), "search"};
    } catch (const LimitError& error) {
        if (theoremCovers(variant)) {
            return byTheorem(variant);
        }
        throw LimitError(std::string(error.what()) + "; no theorem gives the count of " + variant.spec());
    }
}

} // namespace leapfrog

#include "counting.h"

#include "construct/theorem4.h"
#include "model/errors.h"

namespace leapfrog {

namespace {

bool theoremCovers(const Variant& variant)
{
    return variant.family() == Family::Classic || variant.family() == Family::Strict;
}

OptimalCount byTheorem(const Variant& variant)
{
    return {variant.provenMinimum(), classicOptimalSolutions(variant.blueCount(), variant.redCount()), "theorem"};
}

} // namespace

OptimalCount countOptimalSolutions(SearchEngine& engine, const SearchControl& control)
{
    const Variant& variant = engine.variant();
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

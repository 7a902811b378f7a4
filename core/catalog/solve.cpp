#include "solve.h"

#include "construct/constructions.h"
#include "search/engine.h"

namespace leapfrog {

Method chosenMethod(const Variant& variant, Method method, const std::optional<BigInt>& rank)
{
    if (method != Method::Auto) {
        return method;
    }
    return formulaServes(variant, rank) ? Method::Formula : Method::Search;
}

Solved solveVariant(const Variant& variant, Method method, const std::optional<BigInt>& rank,
                    const SearchControl& control)
{
    method = chosenMethod(variant, method, rank);
    if (method == Method::Formula) {
        return formulaSolution(variant, rank);
    }
    if (method == Method::Word) {
        return wordSolution(variant, rank);
    }
    // Search: the exact engine (search/engine.h), for every variant, in the
    // one documented order of solutions.
    const BigInt wanted = rank.value_or(BigInt(1));
    SearchEngine engine(variant, SearchEngine::Strategy::Auto, constructedOptimalSolutions);
    auto found = engine.solution(variant.start(), wanted, control);
    if (!found) {
        return {nullptr, BigInt(0), std::nullopt};
    }
    return {std::make_unique<MoveListSolution>(std::move(found->moves)), std::move(found->count), wanted};
}

} // namespace leapfrog

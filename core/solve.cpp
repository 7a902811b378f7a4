#include "solve.h"

#include "errors.h"
#include "search/engine.h"

namespace leapfrog {

std::string_view acceptedMethods() { return "auto, search"; }

Method methodFromText(std::string_view text)
{
    if (text == "auto") {
        return Method::Auto;
    }
    if (text == "search") {
        return Method::Search;
    }
    throw InputError("unknown method \"" + std::string(text) + "\"; accepted: " + std::string(acceptedMethods()));
}

std::string_view methodName(Method method)
{
    switch (method) {
    case Method::Auto: return "auto";
    case Method::Search: return "search";
    }
    return "auto";
}

Solved solveVariant(const Variant& variant, Method /*method*/, const BigInt& rank)
{
    // Search (and Auto, until the constructions land): the exact engine, for
    // every variant, in the one documented order of solutions.
    SearchEngine engine(variant);
    auto found = engine.solution(variant.start(), rank);
    if (!found) {
        return {nullptr, BigInt(0)};
    }
    return {std::make_unique<MoveListSolution>(std::move(found->moves)), std::move(found->count)};
}

} // namespace leapfrog

#pragma once
// One entry point for "an optimal solution of this variant by this method",
// shared by the CLI and the window so that neither picks solvers itself.
#include "bigint.h"
#include "search/control.h"
#include "solution.h"
#include "variant.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace leapfrog {

// Auto: the fastest exact method for the variant: formula where a
// construction serves the request, search otherwise. Formula: the papers'
// explicit constructions (seeds 000, 001, 002). Word: Yancey's notation words
// (seed 004; the Fibonacci family's words on one-peg boards), expanded into
// moves. Search: exhaustive search. What each construction covers:
// construct/constructions.h.
enum class Method { Auto, Formula, Word, Search };

// Throws InputError naming the accepted methods.
Method methodFromText(std::string_view text);
std::string_view methodName(Method method);
std::string_view acceptedMethods();

struct Solved {
    std::unique_ptr<Solution> solution; // nullptr when the goal cannot be reached
    std::optional<BigInt> count;        // how many optimal solutions, where the method knows
    std::optional<BigInt> rank;         // the solution's place in the shared order, where known
};

// An optimal solution from the start. With a rank: the rank-th (1-based) in
// the one order all methods share: lexicographic order of the move sequences,
// each move compared by (from, to) (see search/bfs.h). Without: solution 1,
// except where a method knows one solution but not its place (the pair-shift
// construction for pairs:8 and up), which it then returns with no rank.
// Throws InputError for a rank beyond the count or a method that does not
// apply to the variant, LimitError when the board is beyond the method's limit
// (for Search: beyond `control`'s time budget or memory cap).
Solved solveVariant(const Variant& variant, Method method, const std::optional<BigInt>& rank = std::nullopt,
                    const SearchControl& control = {});

// The method solveVariant uses for this request: `method` itself, or for Auto
// the one it picks.
Method chosenMethod(const Variant& variant, Method method, const std::optional<BigInt>& rank = std::nullopt);

} // namespace leapfrog

#pragma once
// One entry point for "an optimal solution of this variant by this method",
// shared by the CLI and the window so that neither picks solvers itself.
#include "bigint.h"
#include "solution.h"
#include "variant.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace leapfrog {

enum class Method { Auto, Search };

// Throws InputError naming the accepted methods.
Method methodFromText(std::string_view text);
std::string_view methodName(Method method);
std::string_view acceptedMethods();

struct Solved {
    std::unique_ptr<Solution> solution; // nullptr when the goal cannot be reached
    std::optional<BigInt> count;        // how many optimal solutions, where the method knows
};

// The rank-th (1-based) optimal solution from the start, in the one order all
// methods share: lexicographic order of the move sequences, each move compared
// by (from, to) (see search/bfs.h). Throws InputError for a rank beyond the
// count, LimitError when the board is beyond the method's limit.
Solved solveVariant(const Variant& variant, Method method, const BigInt& rank = BigInt(1));

} // namespace leapfrog

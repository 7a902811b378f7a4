#pragma once
// What a solver hands back: the method it used and the solution it found,
// with what the method knows of the solution's place. Beside solution.h so
// that the constructions (construct/) and the search's front door
// (catalog/solve.h) share it without either including the other.
#include "bigint.h"
#include "solution.h"

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

} // namespace leapfrog

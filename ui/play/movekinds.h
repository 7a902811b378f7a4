#pragma once
// Slides and jumps: the two numbers a class counts in the frogs-and-toads
// investigation (an optimal classic:NxM game has n*m jumps and n+m slides).
// A slide is a step into the next hole, forward or back; a jump passes over
// pegs. A pair shift is neither, so a game with one has no such count.
#include "analysis/category.h"
#include "model/solution.h"
#include "model/variant.h"

#include <optional>
#include <span>

namespace leapfrog::ui {

struct MoveKinds {
    int slides = 0;
    int jumps = 0;
};

// Counts moves by their kind; nullopt when one of them is neither a slide
// nor a jump (a pair shift).
std::optional<MoveKinds> countKinds(std::span<const Category> categories);

// The same for `solution` played from the variant's start (each move's kind
// is the judge's category of it there).
std::optional<MoveKinds> countKinds(const Variant& variant, const Solution& solution);

} // namespace leapfrog::ui

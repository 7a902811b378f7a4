#pragma once
// Where a proper move stands in the Bradley-Thomas construction (seed 004,
// section 1.1, Figure 2): on a classic or strict row with at least two pegs a
// side there are exactly two optimal solutions (the construction and its
// mirror, seed 004 Theorems 10 and 12), so a proper move made as move
// `index` (0-based) of the game is move `index` of one of them, and the two
// share their run structure. The phases are read off that structure: the
// opening up to the first longest run of jumps, the middle from the step
// leading into it to the end of the last longest run, the closing after.
#include "reason.h"
#include "model/variant.h"

#include <cstdint>
#include <optional>

namespace leapfrog {

// The boundaries of the phases in a constructed optimal solution.
struct PhaseBounds {
    std::uint64_t middleBegin = 0; // first move of the middle
    std::uint64_t closingBegin = 0; // first move of the closing
    std::uint64_t length = 0;
    ConstructionPhase phaseOf(std::uint64_t index) const
    {
        return index < middleBegin    ? ConstructionPhase::Opening
               : index < closingBegin ? ConstructionPhase::Middle
                                      : ConstructionPhase::Closing;
    }
};

// nullopt where the variant has no such construction, or its word is longer
// than kMaxPhaseWord (scanned once per variant and remembered).
std::optional<PhaseBounds> constructionPhases(const Variant& variant);
inline constexpr std::uint64_t kMaxPhaseWord = 2'000'000; // classic:1400, scanned in a few milliseconds

// The Phase clause for move `index` of a game still optimal, or nullopt.
std::optional<clause::Phase> phaseClause(const Variant& variant, int index);

} // namespace leapfrog

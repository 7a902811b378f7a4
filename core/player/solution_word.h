#pragma once
// The notation word of a whole solution, as runs of one letter, for the
// solution player's word view: O(runs) memory however long the solution
// (classic:1000's 1,002,000 letters are 4,000 runs). Each letter is the one
// the solution knows (constructions, O(1)) or the one read off the replayed
// position; a move without a letter (a backward move, a jump over the same
// colour, in a game's own line) is kept as '?'.
#include "../construct/run_word.h"
#include "../solution.h"
#include "../variant.h"

#include <atomic>
#include <functional>

namespace leapfrog {

inline constexpr char kNoLetter = '?';

// Precondition: variant.hasNotation() and `solution` plays legal moves from
// the start. Checks `cancel` (if given) every few thousand moves and returns
// an empty word when it is set; reports the moves read to `progress`.
RunWord solutionWord(const Variant& variant, const Solution& solution, const std::atomic<bool>* cancel = nullptr,
                     const std::function<void(std::uint64_t)>& progress = {});

} // namespace leapfrog

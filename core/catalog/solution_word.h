#pragma once
// The notation word of a whole solution, as runs of one letter, for the
// solution player's word view: O(runs) memory however long the solution
// (classic:1000's 1,002,000 letters are 4,000 runs). Each letter is the one
// the solution knows (constructions, O(1)) or the one read off the replayed
// position; a move without a letter (a backward move, a jump over the same
// colour, in a game's own line) is kept as '?'.
#include "construct/run_word.h"
#include "model/solution.h"
#include "model/variant.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

namespace leapfrog {

inline constexpr char kNoLetter = '?';

// Precondition: variant.hasNotation() and `solution` plays legal moves from
// the start. Checks `cancel` (if given) every few thousand moves and returns
// an empty word when it is set; reports the moves read to `progress`.
RunWord solutionWord(const Variant& variant, const Solution& solution, const std::atomic<bool>* cancel = nullptr,
                     const std::function<void(std::uint64_t)>& progress = {});

// A word with the index of each run's first letter, for random access:
// letterAt(i) and runOf(i) by binary search over the runs.
class WordIndex {
public:
    explicit WordIndex(RunWord word);

    const RunWord& word() const { return word_; }
    std::uint64_t length() const { return word_.length(); }
    std::size_t runCount() const { return word_.runs().size(); }
    // Preconditions: index < length(), run < runCount().
    std::size_t runOf(std::uint64_t index) const;
    std::uint64_t runStart(std::size_t run) const { return starts_[run]; }
    const LetterRun& run(std::size_t run) const { return word_.runs()[run]; }
    char letterAt(std::uint64_t index) const { return word_.runs()[runOf(index)].letter; }

private:
    RunWord word_;
    std::vector<std::uint64_t> starts_;
};

} // namespace leapfrog

#include "word_solution.h"

#include <algorithm>

namespace leapfrog {

WordSolution::WordSolution(RunWord word, int emptyHole)
    : word_(std::move(word))
{
    runStart_.reserve(word_.runs().size());
    holeAtRunStart_.reserve(word_.runs().size());
    std::uint64_t start = 0;
    std::int64_t hole = emptyHole;
    for (const LetterRun& run : word_.runs()) {
        runStart_.push_back(start);
        holeAtRunStart_.push_back(hole);
        start += run.count;
        hole += holeShift(run.letter) * static_cast<std::int64_t>(run.count);
    }
}

std::size_t WordSolution::runOf(std::uint64_t index) const
{
    const auto after = std::upper_bound(runStart_.begin(), runStart_.end(), index);
    return static_cast<std::size_t>(after - runStart_.begin()) - 1;
}

Move WordSolution::moveAt(std::uint64_t index) const
{
    const std::size_t run = runOf(index);
    const std::int64_t shift = holeShift(word_.runs()[run].letter);
    const std::int64_t empty = holeAtRunStart_[run] + static_cast<std::int64_t>(index - runStart_[run]) * shift;
    return Move{static_cast<std::int32_t>(empty + shift), static_cast<std::int32_t>(empty)};
}

std::optional<char> WordSolution::letterAt(std::uint64_t index) const { return word_.runs()[runOf(index)].letter; }

} // namespace leapfrog

#include "wordlayout.h"

#include <algorithm>

namespace leapfrog::ui {

WordLayout::WordLayout(const WordIndex& word, int columns)
    : word_(&word)
    , columns_(std::max(columns, 4))
{
    const auto width = static_cast<std::uint64_t>(columns_);
    runPlace_.reserve(word.runCount());
    std::uint64_t line = 0;
    std::uint64_t column = 0;
    for (std::size_t run = 0; run < word.runCount(); ++run) {
        const std::uint64_t count = word.run(run).count;
        if (column > 0) {
            // A run that fits on a line starts on a fresh one rather than
            // break; a longer one goes on after a gap if there is room.
            const bool fresh = count <= width ? column + 1 + count > width : column + 1 >= width;
            if (fresh) {
                ++line;
                column = 0;
            } else {
                ++column; // the gap between runs
            }
        }
        runPlace_.push_back({line, static_cast<int>(column)});
        const std::uint64_t end = column + count; // one past the run's last column, counted from this line
        line += (end - 1) / width;
        column = (end - 1) % width + 1;
    }
    lines_ = runPlace_.empty() ? 0 : line + 1;
}

WordLayout::Place WordLayout::placeOf(std::uint64_t letter) const
{
    const std::size_t run = word_->runOf(letter);
    const Place start = runPlace_[run];
    const std::uint64_t offset = letter - word_->runStart(run) + static_cast<std::uint64_t>(start.column);
    const auto width = static_cast<std::uint64_t>(columns_);
    return {start.line + offset / width, static_cast<int>(offset % width)};
}

std::uint64_t WordLayout::firstOnLine(std::uint64_t line) const
{
    const auto width = static_cast<std::uint64_t>(columns_);
    // The letter of `run` that lands at the start of `line`, for a run that
    // began on an earlier line and spills onto it.
    const auto spilled = [&](std::size_t run) {
        const Place start = runPlace_[run];
        return word_->runStart(run) + (line - start.line) * width - static_cast<std::uint64_t>(start.column);
    };
    // The last run starting on or before the line.
    const auto after = std::upper_bound(runPlace_.begin(), runPlace_.end(), line,
                                        [](std::uint64_t wanted, const Place& place) { return wanted < place.line; });
    auto run = static_cast<std::size_t>(after - runPlace_.begin()) - 1;
    if (runPlace_[run].line < line) {
        return spilled(run);
    }
    // Runs start on this line: the first of them opens it, unless it starts
    // after a gap, behind the end of a run that spilled onto the line.
    while (run > 0 && runPlace_[run - 1].line == line) {
        --run;
    }
    return runPlace_[run].column == 0 ? word_->runStart(run) : spilled(run - 1);
}

} // namespace leapfrog::ui

#include "run_word.h"

namespace leapfrog {

RunWord RunWord::fromText(std::string_view text)
{
    RunWord word;
    for (const char letter : text) {
        word.append(letter);
    }
    return word;
}

RunWord& RunWord::append(char letter, std::uint64_t count)
{
    if (count == 0) {
        return *this;
    }
    if (!runs_.empty() && runs_.back().letter == letter) {
        runs_.back().count += count;
    } else {
        runs_.push_back({letter, count});
    }
    length_ += count;
    return *this;
}

RunWord& RunWord::append(const RunWord& other)
{
    for (const LetterRun& run : other.runs_) {
        append(run.letter, run.count);
    }
    return *this;
}

RunWord& RunWord::appendRepeated(const RunWord& word, std::uint64_t times)
{
    for (std::uint64_t i = 0; i < times; ++i) {
        append(word);
    }
    return *this;
}

std::string RunWord::text() const
{
    std::string out;
    out.reserve(static_cast<std::size_t>(length_));
    for (const LetterRun& run : runs_) {
        out.append(static_cast<std::size_t>(run.count), run.letter);
    }
    return out;
}

RunWord RunWord::swappedCase() const
{
    RunWord out = *this;
    for (LetterRun& run : out.runs_) {
        run.letter = swappedLetterCase(run.letter);
    }
    return out;
}

RunWord RunWord::reversed() const
{
    RunWord out;
    for (auto run = runs_.rbegin(); run != runs_.rend(); ++run) {
        out.append(run->letter, run->count);
    }
    return out;
}

} // namespace leapfrog

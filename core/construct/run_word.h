#pragma once
// A notation word (Yancey's S/J/s/j letters) held as runs of one letter:
// Sj^5S... The constructions' words have O(n + m) runs but nm + n + m
// letters (100,020,000 for classic:10000), so they are built and kept as runs.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace leapfrog {

struct LetterRun {
    char letter = 'S';
    std::uint64_t count = 0;

    friend bool operator==(const LetterRun&, const LetterRun&) = default;
};

class RunWord {
public:
    RunWord() = default;
    // Each letter of `text` (S, J, s or j; checked by the caller).
    static RunWord fromText(std::string_view text);

    // Appends `count` copies of `letter`, merging with the last run.
    RunWord& append(char letter, std::uint64_t count = 1);
    RunWord& append(const RunWord& other);
    // `word` repeated `times` times.
    RunWord& appendRepeated(const RunWord& word, std::uint64_t times);

    const std::vector<LetterRun>& runs() const { return runs_; }
    std::uint64_t length() const { return length_; }
    std::string text() const;

    // Upper case <-> lower case: the word of the mirrored board (mirror.h).
    RunWord swappedCase() const;
    // The letters in reverse order.
    RunWord reversed() const;

    friend bool operator==(const RunWord&, const RunWord&) = default;

private:
    std::vector<LetterRun> runs_;
    std::uint64_t length_ = 0;
};

// S <-> s, J <-> j.
constexpr char swappedLetterCase(char letter)
{
    return letter >= 'a' ? static_cast<char>(letter - 'a' + 'A') : static_cast<char>(letter - 'A' + 'a');
}

} // namespace leapfrog

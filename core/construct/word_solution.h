#pragma once
// A notation word expanded into moves. On a row board with one empty hole
// each letter names its move from where the hole is: the peg comes from
// hole-1 (S), hole-2 (J), hole+1 (s) or hole+2 (j), and the hole moves there.
// So a run of c equal letters moves the hole c times by the same amount, and
// move i is found by a binary search over the runs: O(log runs), with O(runs)
// memory, however long the word.
//
// No legality check here: the words come from the constructions, and the
// tests replay each of them (movesFromNotation in model/notation.h is the checking
// reader for words from outside).
#include "constructed_solution.h"
#include "run_word.h"

#include <vector>

namespace leapfrog {

// How far the empty hole moves for a letter: -1 S, -2 J, +1 s, +2 j.
constexpr int holeShift(char letter)
{
    switch (letter) {
    case 'S': return -1;
    case 'J': return -2;
    case 's': return 1;
    default: return 2;
    }
}

class WordSolution final : public ConstructedSolution {
public:
    // `emptyHole`: the 0-based hole that is empty at the start.
    WordSolution(RunWord word, int emptyHole);

    std::uint64_t length() const override { return word_.length(); }
    Move moveAt(std::uint64_t index) const override;
    std::optional<char> letterAt(std::uint64_t index) const override;
    std::optional<std::string> notation() const override { return word_.text(); }

    const RunWord& word() const { return word_; }

private:
    std::size_t runOf(std::uint64_t index) const;

    RunWord word_;
    std::vector<std::uint64_t> runStart_;      // index of the first move of each run
    std::vector<std::int64_t> holeAtRunStart_; // the empty hole before that move
};

} // namespace leapfrog

#pragma once
// The base of every construction on a row board (classic and strict). The
// constructions use only Yancey's four proper kinds of move (seed 000 Lemma 1:
// every optimal solution does), so a move's letter follows from its direction
// and length alone, without replaying the board:
//
//   to - from = +1  S (blue steps right)     +2  J (blue jumps a red peg)
//               -1  s (red steps left)       -2  j (red jumps a blue peg)
//
// The tests check, on every small board, that these letters equal the ones
// notationWord() reads off the replayed positions.
#include "model/solution.h"

#include <optional>
#include <string>

namespace leapfrog {

// The letter of a proper move from its hole numbers alone.
constexpr char properMoveLetter(Move move)
{
    switch (move.to - move.from) {
    case 1: return 'S';
    case 2: return 'J';
    case -1: return 's';
    default: return 'j';
    }
}

class ConstructedSolution : public Solution {
public:
    std::optional<char> letterAt(std::uint64_t index) const override { return properMoveLetter(moveAt(index)); }
    // The whole word, one letter per move (length() characters: mind the
    // size on huge boards; the CLI streams letterAt instead).
    std::optional<std::string> notation() const override
    {
        std::string word;
        word.reserve(static_cast<std::size_t>(length()));
        for (std::uint64_t i = 0; i < length(); ++i) {
            word.push_back(*letterAt(i));
        }
        return word;
    }
};

} // namespace leapfrog

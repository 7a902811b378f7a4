#pragma once
// Yancey's notation for two-colour row boards (seed 004, section 1.1):
//   S  a blue peg steps right      J  a blue peg jumps right over a red peg
//   s  a red peg steps left        j  a red peg jumps left over a blue peg
// These are the four proper kinds of move. Every other move (backward moves,
// homo-coloured jumps) has no letter: formatting says so instead of inventing
// one.
#include "move.h"
#include "position.h"
#include "variant.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace leapfrog {

// The letter of a legal move from `before`, or nullopt for a move outside the
// four proper kinds.
std::optional<char> notationLetter(const Position& before, Move move);

// The word for a sequence of legal moves from `from`. Throws InputError naming
// the first move without a letter (or the variant, where notation is undefined).
std::string notationWord(const Variant& variant, const Position& from, std::span<const Move> moves);

// The moves a word spells, played from `from`. Throws InputError naming the
// first letter that is not S/s/J/j or that no legal move of its kind answers.
std::vector<Move> movesFromNotation(const Variant& variant, const Position& from, std::string_view word);

// Groups a word into runs of one letter, `SjsJJ` -> `S j s JJ`, for display.
std::string groupedNotation(std::string_view word);

} // namespace leapfrog

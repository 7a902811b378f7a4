#pragma once
// What kind of move a legal move is (seed 004 section 2, seed 000 Table 1).
// On rows, forward means toward the peg's destination: blue to higher holes,
// red to lower holes. Homo- and hetero-coloured describe the jumped peg.
#include "model/move.h"
#include "model/position.h"
#include "model/variant.h"

#include <string>
#include <string_view>

namespace leapfrog {

enum class Category { ForwardStep, HeteroJump, HomoJump, BackwardStep, BackwardJump, LevelJump, PairShift, Step, Jump };

// The CLI's spelling: forward-step, hetero-jump, homo-jump, backward-step,
// backward-jump, level-jump (trees), pair-shift; step and jump for
// Dudeney's numbered frogs, which have no colour and so no forward.
std::string_view categoryName(Category category);
// The same for people: "forward step", "jump over the other colour", ...
std::string_view categoryNoun(Category category);
// With its article: "a forward step", ...
std::string categoryPhrase(Category category);

// Precondition: the move is legal from `before`. On rows a homo-coloured jump
// counts as homo whichever way it goes (seed 004 treats both as improper); a
// jump over the other colour that goes backward is a backward jump. On trees
// forward and backward are measured by the board's weight (weight.h): a
// forward jump is hetero or homo by the jumped peg, a backward one is a
// backward jump, one that leaves the weight unchanged a level jump. A jump
// over several pegs (long-jump rows) is homo when any jumped peg has the
// mover's colour. Numbered frogs: a step or a jump.
Category categorize(const Variant& variant, const Position& before, Move move);

} // namespace leapfrog

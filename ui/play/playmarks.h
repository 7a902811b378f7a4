#pragma once
// The game's marks on the board, one function for each kind of mark, as plain
// functions of values: PlayController composes them (refreshMarks) and hands
// the board the result; tests/ui/tst_boardinput.cpp checks them without a window.
#include "analysis/verdict.h"
#include "board/boardmarks.h"
#include "boardinput.h"
#include "model/position.h"
#include "model/variant.h"

#include <optional>
#include <span>
#include <vector>

namespace leapfrog::ui {

// The moves the board names for a screen reader: each of `moves` with its shape.
std::vector<PlayableMove> playableMoves(const Variant& variant, std::span<const MoveChoice> moves);
// The input's marks: the peg under the mouse (only one that can move), the
// lifted peg and the holes its second click may choose, and the keyboard's
// square (once a key was used, or while the tutorial's arrow guides).
void markInput(BoardMarks& marks, const InputState& input, std::span<const MoveChoice> moves, bool guiding);
// An arrow on `arrow` (a hint's or the tutorial's guide), one of `moves`: the
// pegs it moves and where they go. No arrow when it is none of them.
void markArrow(BoardMarks& marks, std::span<const MoveChoice> moves, std::optional<Move> arrow);
// A mistake's marks (nothing when `verdict` judges no mistake): the pegs the
// move from `before` to `after` moved, and the improper board's letters over
// its holes ("*S*BB*R*" marks its holes B, B and R, and the empty hole, which
// is Yancey's S, with an empty tag).
void markMistake(BoardMarks& marks, const Verdict* verdict, const Position& before, const Position& after);

} // namespace leapfrog::ui

#pragma once
// What the status bar says as the player clicks: why a click did nothing (an
// empty hole, a peg that cannot move and the core's reason), the choice
// between several moves, and what to do once the game is solved. Pure
// functions of values, translated in the context PlayController.
#include "model/rules.h"
#include "model/variant.h"

#include <QString>

#include <optional>

namespace leapfrog::ui {

// The board's accessible name: "Board, <spec>".
QString boardAccessibleName(const Variant& variant);
// A pair shifted at the first click, so the second click found an empty hole.
QString pairShiftedText();
// The same peg clicked again: the choice is dropped.
QString choiceCancelledText();
// A click on a solved game: the way on, which differs for a solve in the
// fewest moves (no shorter way to look for) and for a challenge (the banner
// offers the next one, Ctrl+N would replay it).
QString solvedAdvice(bool fewestMoves, bool challenge);
// A click on the empty hole `hole` (counted from 0; said from 1).
QString emptyHoleText(int hole);
// A click when no peg can move: undo.
QString stuckText();
// The peg in `hole` (counted from 0; said from 1) cannot move, with the
// core's reason for the move it most plausibly meant when there is one.
QString refusalText(int hole, const std::optional<IllegalMove>& reason);
// A peg with several moves: pick the partner (`pairs`) or the hole, by a
// click or (`byKeys`) by the arrow keys and Enter.
QString choiceText(bool pairs, bool byKeys);
// The keyboard found no peg to go to: solved, or stuck.
QString nothingToMoveText(bool won);

} // namespace leapfrog::ui

#pragma once
// What the board says to a screen reader after each change of the game: the
// last move, its verdict and its reason (the judge's own words), or the
// goal when no move was made, and the result once the goal is reached.
#include "gamemodel.h"

#include <QString>

namespace leapfrog::ui {

// "Move 2: the red peg in hole 5 to hole 3, proper. <the verdict's reason>"
// `undone`: the change took a move back, so the last move is an older one.
QString moveAnnouncement(const GameModel& model, bool undone);

} // namespace leapfrog::ui

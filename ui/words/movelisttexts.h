#pragma once
// What the move list says in its headers and tooltips: the column titles,
// the Letter column's explanation, and who played a move when it was not the
// player. Translated in the context MoveListModel.
#include "model/game.h"
#include "verdictwords.h"

#include <QString>

namespace leapfrog::ui {

// The move list's columns, in the order they are shown.
enum class MoveColumn { Number, MoveText, Letter, Verdict };

// A column's title.
QString moveColumnTitle(MoveColumn column);
// The Letter column header's tooltip: what Yancey's letters mean.
QString letterColumnTip();
// What the letters and the dot of the move list and the solution's list
// say, for a board with Yancey's notation: the kind of move, never whether it
// was good (a mistaken forward step is still an S; the verdict says that).
QString letterKey();
// The line under a list that shows a dot: what a move without a letter is.
QString noLetterNote();
// A column header's tooltip (and What's This): what its words and signs mean,
// in plain words, for a player who never read a paper on the puzzle.
QString moveColumnTip(MoveColumn column);
// The first sentence of a verdict cell's tooltip: what its word `label`
// means ("Proper: a shortest solution still passes through this move.");
// empty for a move not judged.
QString verdictTermTip(Flag flag, const QString& label);
// Appended to a move's tooltip: " (a hinted move)" and the like; nothing for
// the player's own move.
QString originSuffix(Origin origin);

} // namespace leapfrog::ui

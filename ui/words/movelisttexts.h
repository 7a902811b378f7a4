#pragma once
// What the move list says in its headers and tooltips: the column titles,
// the Letter column's explanation, and who played a move when it was not the
// player. Translated in the context MoveListModel.
#include "model/game.h"

#include <QString>

namespace leapfrog::ui {

// The move list's columns, in the order they are shown.
enum class MoveColumn { Number, MoveText, Letter, Verdict };

// A column's title.
QString moveColumnTitle(MoveColumn column);
// The Letter column header's tooltip: what Yancey's letters mean.
QString letterColumnTip();
// Appended to a move's tooltip: " (a hinted move)" and the like; nothing for
// the player's own move.
QString originSuffix(Origin origin);

} // namespace leapfrog::ui

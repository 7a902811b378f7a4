#pragma once
// Game IDs in the window (cli.md, "Game IDs": VARIANT@POSITION, the
// variant's board, rules and goal from a position of its own; challenges are
// made of them).
// The menus and size dialogs speak of the board a game is played on: for a
// game ID that is its base variant, not the custom row the core makes of it.
#include "model/variant.h"

#include <QString>

namespace leapfrog::ui {

// The board the menus offer sizes and families of: the base variant of a
// game ID, the variant itself otherwise.
Variant boardOf(const Variant& variant);

// The game ID the player can copy and give to someone else: the variant's
// spec, which names its start (for a plain variant, the usual start).
QString gameIdOf(const Variant& variant);

// The game a typed game ID (or a plain variant spec) names; throws
// InputError with the reason (surrounding blanks are ignored).
Variant parseGameId(const QString& typed);

} // namespace leapfrog::ui

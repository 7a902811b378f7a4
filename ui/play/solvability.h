#pragma once
// Whether a board can be solved at all, where that is quick to know: the
// menus mark the boards that cannot (pairs:1, pairs:2, a custom row whose
// pegs can never reach the goal), and the window disables Hint and Play
// solution there with the reason instead of offering help that cannot come.
#include "model/variant.h"
#include "words/analysistexts.h" // unsolvableSentence(), said here and by the window

#include <QString>

#include <optional>

namespace leapfrog::ui {

// Boards up to this many holes are decided at once by exact search from the
// start (a few milliseconds); larger ones are left to the board's analysis.
inline constexpr int kQuickSolvabilityHoles = 14;

// The reason `variant` cannot be solved, one sentence; nullopt when it can
// be, or when that is not quick to know (GameModel then learns it from its
// judge). Remembered per board.
std::optional<QString> whyUnsolvable(const Variant& variant);

} // namespace leapfrog::ui

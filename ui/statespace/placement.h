#pragma once
// Where the state-space window opens: beside the main window (right, else
// left) where the screen has room, and otherwise over the main window's side
// away from the board, so that the board the picture follows stays in view.
#include <QRect>
#include <QSize>

namespace leapfrog::ui {

// `window`: the main window's frame; `board`: the part to keep clear (the
// board, in global coordinates); `wanted`: the picture window's preferred
// size; `available`: the screen's available area. The answer lies inside
// `available`.
QRect placeBeside(const QRect& window, const QRect& board, QSize wanted, const QRect& available);

} // namespace leapfrog::ui

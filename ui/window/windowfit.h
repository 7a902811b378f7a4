#pragma once
// Where the main window goes on a screen: the first window of fresh settings
// takes most of the screen's available area (never more), centred; a saved
// geometry from a larger or another screen is brought back onto this one.
// Pure functions of rectangles, so that any screen can be tested.
#include <QRect>
#include <QSize>

namespace leapfrog::ui::windowfit {

// The size the window would like: a board of seven pegs at ease beside the panel.
inline constexpr QSize kPreferred(1240, 720);
// Room left around the window for the frame the window manager adds (title
// bar, borders), which is not known before the window is shown.
inline constexpr QSize kFrameAllowance(16, 48);

// The first window's geometry (without its frame) on a screen whose available
// area is `available`.
QRect firstGeometry(const QRect& available);
// `wanted` (a frame geometry) moved and, if need be, shrunk so that it lies
// inside `available`.
QRect fitted(const QRect& wanted, const QRect& available);

} // namespace leapfrog::ui::windowfit

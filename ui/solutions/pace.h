#pragma once
// How fast the solution player goes: six named stops on a logarithmic scale,
// from half a move a second (each move slow enough to follow) to a hundred
// (a blur of moves, but still one position after another: Play always shows
// the pegs moving from where the playhead is; the End button is the way to
// the goal at once). Paces up to kAnimatedPaceLimit animate each move; the
// faster ones show one position a frame, never more than kMostMovesPerFrame
// moves apart, so that a slow frame slows the play rather than skip it.
#include "board/boardview.h"

#include <QString>

namespace leapfrog::ui {

// Moves per second, slowest first.
inline constexpr double kPaces[] = {0.5, 1, 2, 5, 10, 100};
inline constexpr int kPaceCount = static_cast<int>(sizeof(kPaces) / sizeof(kPaces[0]));
inline constexpr double kAnimatedPaceLimit = 10;
inline constexpr int kMostMovesPerFrame = 2;

double paceAt(int index);
// The pace to start with, following the board's animation preference.
int defaultPaceIndex(AnimationSpeed speed);
bool animatesEachMove(int index);
// The stop's name: "Very slow", "Slow", "Normal", "Fast", "Very fast", "Fastest".
QString paceName(int index);
// Its rate: "½ move/s", "2 moves/s", "100 moves/s".
QString paceRate(int index);
// Both, as the bar shows them: "Normal · 2 moves/s".
QString paceText(int index);

} // namespace leapfrog::ui

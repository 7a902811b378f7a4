#pragma once
// How fast the solution player goes: a ladder of paces from half a move a
// second (each move slow enough to follow) to a million moves a second (a
// hundred-million-move solution in under two minutes). Slow paces animate
// every move; beyond kAnimatedPaceLimit the board shows one position a frame.
#include "board/boardview.h"

#include <QString>

namespace leapfrog::ui {

// Moves per second, slowest first.
inline constexpr double kPaces[] = {0.5, 1, 2, 3, 5, 8, 12, 20, 50, 200, 1000, 5000, 20000, 100000, 1000000};
inline constexpr int kPaceCount = static_cast<int>(sizeof(kPaces) / sizeof(kPaces[0]));
inline constexpr double kAnimatedPaceLimit = 20;

double paceAt(int index);
// The pace to start with, following the board's animation preference.
int defaultPaceIndex(AnimationSpeed speed);
bool animatesEachMove(int index);
// "½ move/s", "2 moves/s", "5,000 moves/s", "1M moves/s".
QString paceText(int index);

} // namespace leapfrog::ui

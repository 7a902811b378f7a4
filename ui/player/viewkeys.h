#pragma once
// The keys the solution's word and list take once Tab has brought the
// keyboard to them, as their clicks do: the arrows step one move back or
// forward, Home and End go to the start and to the end (each pauses first);
// Space plays and pauses, as everywhere in the player.
#include "solutionplayer.h"

#include <QKeyEvent>

namespace leapfrog::ui {

// True when `event` was one of those keys (and the player went there).
inline bool walkPlayerByKey(SolutionPlayer& player, const QKeyEvent& event)
{
    if (event.modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)) {
        return false;
    }
    switch (event.key()) {
    case Qt::Key_Left:
    case Qt::Key_Up:
        player.pause();
        player.stepBack();
        return true;
    case Qt::Key_Right:
    case Qt::Key_Down:
        player.pause();
        player.stepForward();
        return true;
    case Qt::Key_Home:
        player.pause();
        player.goToFirst();
        return true;
    case Qt::Key_End:
        player.pause();
        player.goToLast();
        return true;
    case Qt::Key_Space:
        if (!event.isAutoRepeat()) {
            player.togglePlay();
        }
        return true;
    default:
        return false;
    }
}

} // namespace leapfrog::ui

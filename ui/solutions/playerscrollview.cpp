#include "playerscrollview.h"

#include "board/focusframe.h"
#include "solutionplayer.h"

#include <QFocusEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

namespace leapfrog::ui {

namespace {

// True when `event` was one of the player's keys (and the player went there).
bool walkPlayerByKey(SolutionPlayer& player, const QKeyEvent& event)
{
    if (event.modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)) {
        return false; // shortcuts of the window, not steps
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
        if (!event.isAutoRepeat()) { // a held Space would play and pause in turn
            player.togglePlay();
        }
        return true;
    default:
        return false;
    }
}

} // namespace

PlayerScrollView::PlayerScrollView(SolutionPlayer* player, QWidget* parent)
    : QAbstractScrollArea(parent)
    , player_(player)
{
}

void PlayerScrollView::paintFocusFrame(QPainter& painter) const
{
    if (hasFocus()) {
        drawFocusFrame(painter, viewport()->rect(), palette());
    }
}

void PlayerScrollView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton) {
        QAbstractScrollArea::mousePressEvent(event);
        return;
    }
    if (const auto position = positionAt(event->position().toPoint())) {
        player_->pause();
        player_->seek(*position);
    }
}

void PlayerScrollView::keyPressEvent(QKeyEvent* event)
{
    if (!walkPlayerByKey(*player_, *event)) {
        QAbstractScrollArea::keyPressEvent(event);
    }
}

void PlayerScrollView::focusInEvent(QFocusEvent* event)
{
    QAbstractScrollArea::focusInEvent(event);
    viewport()->update(); // the focus frame
}

void PlayerScrollView::focusOutEvent(QFocusEvent* event)
{
    QAbstractScrollArea::focusOutEvent(event);
    viewport()->update();
}

} // namespace leapfrog::ui

#include "focuskeeper.h"

#include <QApplication>
#include <QEvent>
#include <QWidget>

namespace leapfrog::ui {

FocusKeeper::FocusKeeper(QWidget* window, QWidget* board)
    : QObject(window)
    , window_(window)
    , board_(board)
{
    connect(qApp, &QApplication::focusChanged, this, &FocusKeeper::onFocusChanged);
}

bool FocusKeeper::keeps(const QWidget* widget) const
{
    return widget && widget != board_ && window_->isAncestorOf(widget);
}

void FocusKeeper::onFocusChanged(QWidget* old, QWidget* now)
{
    if (watched_) {
        watched_->removeEventFilter(this);
    }
    watched_ = keeps(now) ? now : nullptr;
    if (watched_) {
        // A hidden widget hears of it (its own hide or an ancestor's) before
        // Qt moves the keyboard on, so the board can take it first.
        watched_->installEventFilter(this);
    }
    // A disabled widget hears of it only after Qt moved the keyboard on:
    // taken back from where it went.
    const bool movedOn = now ? now != board_ && window_->isAncestorOf(now) : window_->isActiveWindow();
    if (keeps(old) && !old->isEnabled() && movedOn) {
        giveToBoard();
    }
}

bool FocusKeeper::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == watched_ && event->type() == QEvent::Hide && !event->spontaneous()) {
        giveToBoard();
    }
    return QObject::eventFilter(watched, event);
}

void FocusKeeper::giveToBoard()
{
    // Not while the window itself goes (closed or hidden): nothing is left to give.
    if (window_->isVisible() && board_->isVisible() && board_->isEnabled()) {
        board_->setFocus(Qt::OtherFocusReason);
    }
}

} // namespace leapfrog::ui

#include "focuskeeper.h"

#include <QApplication>
#include <QEvent>
#include <QTimer>
#include <QWidget>

#include <algorithm>

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
    if (!now && isDialogOfTheWindow(old)) {
        takeBackAfterDialog();
    }
}

bool FocusKeeper::isDialogOfTheWindow(const QWidget* widget) const
{
    if (!widget) {
        return false;
    }
    const QWidget* dialog = widget->window();
    return dialog != window_ && dialog->parentWidget() && dialog->parentWidget()->window() == window_;
}

// A dialog of the window closed and no window took the keyboard: a window
// manager gives it back to the window the dialog came from, but without one
// (Xvfb, a kiosk) the keys went nowhere (the sixth newcomer, after Enter in
// the Y board's dialog and Esc in Statistics). Asked for once the dialog is
// gone, only while none of the program's windows is active.
void FocusKeeper::takeBackAfterDialog()
{
    QTimer::singleShot(0, this, [this] {
        if (window_->isVisible() && !QApplication::activeWindow() && !anotherWindowShown()) {
            window_->activateWindow();
        }
    });
}

// A window of the program's own besides the main one (a dialog opened again
// meanwhile, the state space): that one is about to take the keyboard.
bool FocusKeeper::anotherWindowShown() const
{
    const QWidgetList windows = QApplication::topLevelWidgets();
    return std::ranges::any_of(windows, [this](const QWidget* shown) {
        const Qt::WindowType type = shown->windowType();
        return shown != window_ && shown->isVisible() && (type == Qt::Dialog || type == Qt::Window);
    });
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

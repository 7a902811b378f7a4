#include "focuskeeper.h"

#include <QApplication>
#include <QEvent>
#include <QTimer>
#include <QWindow>
#include <QWidget>

#include <algorithm>

namespace leapfrog::ui {

FocusKeeper::FocusKeeper(QWidget* window, QWidget* board)
    : QObject(window)
    , window_(window)
    , board_(board)
{
    connect(qApp, &QApplication::focusChanged, this, &FocusKeeper::onFocusChanged);
    // Every window's hiding, for the menus and dialogs of this one (a
    // cheap test of the event's type for all the others).
    qApp->installEventFilter(this);
    // Without a window manager a menu's activation can arrive after the menu
    // closed (Alt+T, Esc): the program's active window was then a hidden menu.
    connect(qApp, &QGuiApplication::focusWindowChanged, this, [this](const QWindow* now) {
        if (now && !now->isVisible()) {
            takeBackAfterClosing();
        }
    });
}

bool FocusKeeper::keeps(const QWidget* widget) const
{
    return widget && widget != board_ && window_->isAncestorOf(widget);
}

void FocusKeeper::onFocusChanged(QWidget* old, QWidget* now)
{
    // A hidden widget hears of it (its own hide or an ancestor's) before Qt
    // moves the keyboard on, so the board can take it first (eventFilter,
    // which sees every object's events).
    watched_ = keeps(now) ? now : nullptr;
    // A disabled widget hears of it only after Qt moved the keyboard on:
    // taken back from where it went.
    const bool movedOn = now ? now != board_ && window_->isAncestorOf(now) : window_->isActiveWindow();
    if (keeps(old) && !old->isEnabled() && movedOn) {
        giveToBoard();
    }
    // Given up to nothing while the window stays active: the menu bar after
    // its second Esc hands the keyboard back to the widget that had it when
    // its menu opened, which was none when the menu's activation took the
    // window's (the seventh newcomer: Alt+T, Esc, Esc, and no key worked).
    if (!now && keeps(old)) {
        QTimer::singleShot(0, this, [this] {
            if (!QApplication::focusWidget() && window_->isActiveWindow()) {
                giveToBoard();
            }
        });
    }
}

bool FocusKeeper::opensFromTheWindow(const QWidget* widget) const
{
    for (const QWidget* parent = widget->parentWidget(); parent; parent = parent->parentWidget()) {
        if (parent == window_) {
            return true;
        }
    }
    return false;
}

// A menu or a dialog of the window closed and left no window active: a
// window manager gives the keyboard back to the window they came from, but
// without one (Xvfb, a kiosk) the keys went nowhere (the sixth newcomer,
// after Enter in the Y board's dialog and Esc in Statistics; the seventh,
// after Alt+T and Esc). Asked for once they are gone, only while no other
// window of the program's is shown to take it.
void FocusKeeper::takeBackAfterClosing()
{
    QTimer::singleShot(0, this, [this] {
        const QWidget* active = QApplication::activeWindow();
        if (window_->isVisible() && (!active || !active->isVisible()) && !anotherWindowShown()) {
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
    if (event->type() == QEvent::Hide && watched->isWidgetType()) {
        const auto* closing = static_cast<const QWidget*>(watched);
        if (closing->isWindow() && closing != window_ && opensFromTheWindow(closing)) {
            takeBackAfterClosing();
        }
    }
    // A dialog of the window takes the keyboard when it opens: a window
    // manager gives it, but without one the Y board's size dialog opened
    // with nothing focused (the seventh newcomer).
    if (event->type() == QEvent::Show && watched->isWidgetType()) {
        auto* opening = static_cast<QWidget*>(watched);
        if (opening->isWindow() && opening->windowType() == Qt::Dialog && opensFromTheWindow(opening)) {
            QTimer::singleShot(0, opening, [opening] {
                if (opening->isVisible() && !opening->isActiveWindow()) {
                    opening->activateWindow();
                }
            });
        }
    }
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

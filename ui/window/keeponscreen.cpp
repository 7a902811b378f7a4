#include "keeponscreen.h"

#include "windowfit.h"

#include <QDockWidget>
#include <QEvent>
#include <QScreen>
#include <QTimer>

namespace leapfrog::ui {

KeepOnScreen::KeepOnScreen(QDockWidget* dock)
    : QObject(dock)
    , dock_(dock)
{
    dock->installEventFilter(this);
    connect(dock, &QDockWidget::topLevelChanged, this, [this](bool floating) {
        if (floating) {
            // Qt places a dock that floats after this signal: look once it has.
            QTimer::singleShot(0, this, &KeepOnScreen::bringBack);
        }
    });
}

void KeepOnScreen::watch(QDockWidget* dock) { new KeepOnScreen(dock); }

bool KeepOnScreen::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == dock_ && (event->type() == QEvent::Resize || event->type() == QEvent::Show)) {
        bringBack();
    }
    return QObject::eventFilter(watched, event);
}

void KeepOnScreen::bringBack()
{
    if (!dock_->isFloating() || !dock_->isVisible() || !dock_->screen()) {
        return;
    }
    const QRect frame = dock_->frameGeometry();
    const QRect fitted = windowfit::fitted(frame, dock_->screen()->availableGeometry());
    if (fitted == frame) {
        return;
    }
    // The frame's edges around the dock's own rectangle stay as they are.
    const QRect inner = dock_->geometry();
    const QMargins frameMargins(inner.left() - frame.left(), inner.top() - frame.top(), frame.right() - inner.right(),
                                frame.bottom() - inner.bottom());
    dock_->setGeometry(fitted.marginsRemoved(frameMargins));
}

} // namespace leapfrog::ui

#include "panelplace.h"

#include <QDockWidget>
#include <QMainWindow>

#include <algorithm>

namespace leapfrog::ui {

int PanelPlace::widthFor(int windowWidth)
{
    return std::clamp(static_cast<int>(windowWidth * kShare), kLeastWidth, kMostWidth);
}

void PanelPlace::follow(QMainWindow& window, QDockWidget* dock)
{
    if (!dock || dock->isFloating()) {
        return;
    }
    const int width = window.width();
    const Qt::DockWidgetArea area = window.dockWidgetArea(dock);
    if (width < kNarrowWindow && area != Qt::BottomDockWidgetArea) {
        movedDown_ = true;
        window.addDockWidget(Qt::BottomDockWidgetArea, dock);
        // Under the board it takes a third of the height (it scrolls): the board first.
        window.resizeDocks({dock}, {window.height() / 3}, Qt::Vertical);
    } else if (width >= kNarrowWindow + 40 && movedDown_ && area == Qt::BottomDockWidgetArea) {
        movedDown_ = false; // a margin, so that a window on the edge does not flip to and fro
        window.addDockWidget(Qt::RightDockWidgetArea, dock);
        sizedFor_ = 0;
    }
    if (window.dockWidgetArea(dock) != Qt::BottomDockWidgetArea && window.dockWidgetArea(dock) != Qt::TopDockWidgetArea
        && width != sizedFor_) {
        sizedFor_ = width;
        window.resizeDocks({dock}, {widthFor(width)}, Qt::Horizontal);
    }
}

} // namespace leapfrog::ui

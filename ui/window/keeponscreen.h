#pragma once
// A floating dock stays inside its screen. The player floats the side panel
// where they like; what it shows later may make it wider (the solution's
// panel is wider than the moves'), and a dock that grows past the screen's
// edge puts its words out of sight. After each resize of the floating dock,
// it is moved back inside the screen's available area (windowfit::fitted),
// shrunk only when it is larger than the screen.
#include <QObject>

class QDockWidget;

namespace leapfrog::ui {

class KeepOnScreen : public QObject {
    Q_OBJECT
public:
    // Watches `dock` for as long as it lives (it owns the watcher).
    static void watch(QDockWidget* dock);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    explicit KeepOnScreen(QDockWidget* dock);
    void bringBack();

    QDockWidget* dock_;
};

} // namespace leapfrog::ui

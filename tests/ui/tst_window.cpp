// The window, driven by real mouse events on the board view (offscreen).
#include "boardview.h"
#include "mainwindow.h"

#include <QTest>

using namespace leapfrog;
using namespace leapfrog::ui;

class WindowTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void solveClassicOneByClicks();
};

void WindowTest::solveClassicOneByClicks()
{
    MainWindow window;
    window.newGame(Variant::classic(1, 1));
    window.resize(600, 240);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* view = window.findChild<BoardView*>();
    QVERIFY(view);
    for (const int hole : {0, 2, 1}) { // B_R: 1-2, 3-1, 2-3
        QTest::mouseClick(view, Qt::LeftButton, {}, view->holeCentre(hole).toPoint());
    }
    QVERIFY(window.game().isWon());
    QCOMPARE(window.game().movesMade(), 3);
}

QTEST_MAIN(WindowTest)
#include "tst_window.moc"

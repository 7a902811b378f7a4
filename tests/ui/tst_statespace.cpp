// The state-space picture driven by real mouse events (offscreen): nodes for
// every position, a click reports the clicked position, large variants are
// refused with a message.
#include "statespaceview.h"

#include <QScrollArea>
#include <QSignalSpy>
#include <QTest>

using namespace leapfrog;
using namespace leapfrog::ui;

class StateSpaceTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void clickingANodeReportsItsPosition();
    void refusesLargeVariants();
};

void StateSpaceTest::clickingANodeReportsItsPosition()
{
    StateSpaceDialog dialog;
    QVERIFY(dialog.showVariant(Variant::classic(2, 2)));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    StateSpaceView* view = dialog.view();
    QCOMPARE(view->graph().nodes.size(), std::size_t{30});
    QSignalSpy clicked(view, &StateSpaceView::positionClicked);
    const int goal = view->graph().nodeOf(Position::fromText("RR_BB"));
    QVERIFY(goal >= 0);
    const QPoint where = view->nodeCentre(goal).toPoint();
    dialog.findChild<QScrollArea*>()->ensureVisible(where.x(), where.y());
    QTest::mouseClick(view, Qt::LeftButton, {}, where);
    QCOMPARE(clicked.count(), 1);
    QCOMPARE(clicked.first().first().toString(), QString("RR_BB"));
    // Every node is found where it is drawn.
    for (int node = 0; node < static_cast<int>(view->graph().nodes.size()); ++node) {
        QCOMPARE(view->nodeAt(view->nodeCentre(node)), node);
    }
}

void StateSpaceTest::refusesLargeVariants()
{
    StateSpaceDialog dialog;
    QVERIFY(!dialog.showVariant(Variant::classic(6, 6)));
    QVERIFY(dialog.message().contains("classic:6"));
    QVERIFY(dialog.view()->graph().nodes.empty());
}

QTEST_MAIN(StateSpaceTest)
#include "tst_statespace.moc"

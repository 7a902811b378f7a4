// The state-space picture driven by real mouse events (offscreen): nodes for
// every position, a click reports the clicked position, large variants are
// refused with a message; and in the window (View > State space): it follows
// the game, a click on a position takes the game there by undoable moves (from
// a restart when the position cannot be reached from here), and a large board
// gets the refusal, not a frozen window.
#include "board/boardview.h"
#include "play/gamemodel.h"
#include "statespace/statespacecontroller.h"
#include "statespace/statespaceview.h"
#include "window/mainwindow.h"
#include "window_driver.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QScrollArea>
#include <QSignalSpy>
#include <QTest>

#include <memory>

using namespace leapfrog;
using namespace leapfrog::ui;
using namespace leapfrog::testing;

namespace {

// Waits for the window to be exposed, as this suite always has (see Shown).
std::unique_ptr<MainWindow> openWindow(const char* spec) { return testing::openWindow(spec, Shown::Exposed); }

// View > State space, by its shortcut; the dialog it opens.
StateSpaceDialog* openPicture(MainWindow& window)
{
    QTest::keyClick(window.boardView(), Qt::Key_G, Qt::ControlModifier);
    StateSpaceDialog* dialog = window.stateSpace()->dialog();
    if (dialog && !QTest::qWaitForWindowExposed(dialog)) {
        qWarning("the picture was not exposed");
    }
    return dialog;
}

void clickNode(StateSpaceDialog& dialog, const char* position)
{
    StateSpaceView* view = dialog.view();
    const int node = view->graph().nodeOf(Position::fromText(position));
    QVERIFY2(node >= 0, position);
    const QPoint where = view->nodeCentre(node).toPoint();
    dialog.findChild<QScrollArea*>()->ensureVisible(where.x(), where.y());
    QTest::mouseClick(view, Qt::LeftButton, {}, where);
}

} // namespace

class StateSpaceTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void clickingANodeReportsItsPosition();
    void refusesLargeVariants();
    void drawsSeedFigures_data();
    void drawsSeedFigures();
    void movesAreToldApart();
    void hoverTellsTheDistances();
    void viewMenuOpensThePictureOfTheGame();
    void clickingANodeTakesTheGameThere();
    void unreachableNodesArePlayedFromARestart();
    void largeBoardsAreRefusedAtOnce();
};

void StateSpaceTest::initTestCase() { useTestSettings(QStringLiteral("LeapfrogStateSpaceTest")); }

void StateSpaceTest::init() { resetSettings(); }

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
    QVERIFY(dialog.message().contains("at most 5000 positions"));
    QVERIFY(dialog.view()->graph().nodes.empty());
}

// Seed 004 Figure 1 is the whole game for n = 2, seed 000 Figure 2 the one
// for n = m = 1: every arrangement reachable, in columns by distance, the
// goal alone at the far end of the shortest solutions.
void StateSpaceTest::drawsSeedFigures_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<int>("positions");
    QTest::addColumn<int>("minimum");
    QTest::addColumn<int>("optimalPositions");
    QTest::newRow("seed 000 Figure 2") << "classic:1" << 6 << 3 << 6;
    QTest::newRow("seed 004 Figure 1") << "classic:2" << 30 << 8 << 16;
}

void StateSpaceTest::drawsSeedFigures()
{
    QFETCH(QString, spec);
    QFETCH(int, positions);
    QFETCH(int, minimum);
    QFETCH(int, optimalPositions);
    StateSpaceDialog dialog;
    QVERIFY(dialog.showVariant(Variant::parse(spec.toStdString())));
    const StateGraph& graph = dialog.view()->graph();
    QCOMPARE(static_cast<int>(graph.nodes.size()), positions);
    QCOMPARE(graph.minimum, std::optional<int>(minimum));
    QCOMPARE(static_cast<int>(graph.levelWidth.size()), minimum + 1);
    int optimal = 0;
    for (const StateNode& node : graph.nodes) {
        optimal += node.onOptimalPath ? 1 : 0;
    }
    QCOMPARE(optimal, optimalPositions);
    QVERIFY2(dialog.message().contains(QString("%1 positions").arg(positions)), qPrintable(dialog.message()));
    QVERIFY(dialog.message().contains(QString("takes %1 moves").arg(minimum)));
}

void StateSpaceTest::movesAreToldApart()
{
    StateSpaceDialog dialog;
    QVERIFY(dialog.showVariant(Variant::classic(2, 2)));
    const StateSpaceView* view = dialog.view();
    const auto node = [view](const char* position) { return view->graph().nodeOf(Position::fromText(position)); };
    // The blue step 2-3 starts an optimal solution; the jump 1-3 over a
    // blue peg leaves every one (and so does its step back, 2-1 from
    // B_BRR); BR_BR and _RBBR are both off every optimal solution.
    QCOMPARE(view->edgeKind(node("BB_RR"), node("B_BRR")), StateSpaceView::EdgeKind::Optimal);
    QCOMPARE(view->edgeKind(node("BB_RR"), node("_BBRR")), StateSpaceView::EdgeKind::Improper);
    QCOMPARE(view->edgeKind(node("_BBRR"), node("B_BRR")), StateSpaceView::EdgeKind::Improper);
    QCOMPARE(view->edgeKind(node("BR_BR"), node("_RBBR")), StateSpaceView::EdgeKind::Other);
}

void StateSpaceTest::hoverTellsTheDistances()
{
    StateSpaceDialog dialog;
    QVERIFY(dialog.showVariant(Variant::classic(2, 2)));
    const StateSpaceView* view = dialog.view();
    QCOMPARE(view->nodeToolTip(0), QString("<b><code>BB_RR</code></b><br>The start. 8 moves to the goal."
                                           "<br>On an optimal solution."));
    const int off = view->graph().nodeOf(Position::fromText("_BBRR"));
    QVERIFY2(view->nodeToolTip(off).contains("1 move from the start.")
                 && view->nodeToolTip(off).contains("Off every optimal solution."),
             qPrintable(view->nodeToolTip(off)));
    const int goal = view->graph().nodeOf(Position::fromText("RR_BB"));
    QVERIFY(view->nodeToolTip(goal).contains("8 moves from the start. The goal."));
}

void StateSpaceTest::viewMenuOpensThePictureOfTheGame()
{
    auto window = openWindow("classic:2");
    StateSpaceDialog* dialog = openPicture(*window);
    QVERIFY(dialog && dialog->isVisible());
    QVERIFY(!dialog->isModal());
    QCOMPARE(dialog->view()->graph().nodes.size(), std::size_t{30});
    QCOMPARE(dialog->view()->current(), 0);
    // The picture shows every optimal solution: the game now counts as shown.
    QVERIFY(window->model()->solutionShown());
    // It follows the game: a click on the board moves the ring.
    clickHole(*window, 1); // 2-3
    QCOMPARE(dialog->view()->current(), dialog->view()->graph().nodeOf(Position::fromText("B_BRR")));
    // A new board is pictured at once.
    window->newGame(Variant::parse("y:1"));
    QCOMPARE(dialog->view()->graph().nodes.size(), std::size_t{24});
    QCOMPARE(dialog->view()->current(), 0);
}

void StateSpaceTest::clickingANodeTakesTheGameThere()
{
    auto window = openWindow("classic:2");
    StateSpaceDialog* dialog = openPicture(*window);
    QVERIFY(dialog);
    // Four moves from the start, on an optimal solution.
    clickNode(*dialog, "BR_RB");
    const GameModel* model = window->model();
    QCOMPARE(text(model->position()), QString("BR_RB"));
    QCOMPARE(model->game().movesMade(), 4);
    QCOMPARE(text(window->boardView()->position()), QString("BR_RB"));
    QCOMPARE(dialog->view()->current(), dialog->view()->graph().nodeOf(Position::fromText("BR_RB")));
    // The moves are the window's, not the player's, and each one undoes.
    QCOMPARE(model->records().back().origin, Origin::Solution);
    QVERIFY(action(*window, "undo")->isEnabled());
    action(*window, "undo")->trigger();
    QCOMPARE(model->game().movesMade(), 3);
    QCOMPARE(dialog->view()->current(), dialog->view()->graph().nodeOf(model->position()));
    // From here on, the fewest moves from where the game is.
    clickNode(*dialog, "RR_BB");
    QVERIFY(model->game().isWon());
    QCOMPARE(model->game().movesMade(), 8);
    QCOMPARE(model->game().history().size(), std::size_t{8}); // no restart on the way
}

void StateSpaceTest::unreachableNodesArePlayedFromARestart()
{
    // Under the strict rules no peg moves back: after a blue step, a red
    // step first can only be had from the start.
    auto window = openWindow("strict:2");
    clickHole(*window, 1); // 2-3
    QCOMPARE(text(window->model()->position()), QString("B_BRR"));
    StateSpaceDialog* dialog = openPicture(*window);
    QVERIFY(dialog);
    clickNode(*dialog, "BBR_R");
    const GameModel* model = window->model();
    QCOMPARE(text(model->position()), QString("BBR_R"));
    QCOMPARE(model->game().movesMade(), 1);
    action(*window, "undo")->trigger(); // the move
    action(*window, "undo")->trigger(); // the restart
    QCOMPARE(text(model->position()), QString("B_BRR"));
}

void StateSpaceTest::largeBoardsAreRefusedAtOnce()
{
    for (const char* spec : {"classic:7", "classic:60", "y:40"}) {
        auto window = openWindow(spec);
        StateSpaceDialog* dialog = openPicture(*window);
        QVERIFY(dialog && dialog->isVisible());
        QVERIFY2(dialog->message().contains(QString("%1: too large").arg(spec)), qPrintable(dialog->message()));
        QVERIFY(dialog->view()->graph().nodes.empty());
        QVERIFY(dialog->findChild<QLabel*>("stateSpaceRefusal")->isVisible());
        QVERIFY(!window->model()->solutionShown());
    }
}

QTEST_MAIN(StateSpaceTest)
#include "tst_statespace.moc"

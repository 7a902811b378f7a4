// Looking back at one's own game (issue 22): a click on a past move in the
// move list shows the board as it was after it, read-only and marked as the
// past, with that move's verdict and whole reason in the panel; the arrow
// keys walk the list; Esc, a click on the board or a change of the game
// returns to the game. Driven by QTest events on the real window.
#include "board/banner.h"
#include "board/boardview.h"
#include "panels/sidepanel.h"
#include "play/gamemodel.h"
#include "play/playcontroller.h"
#include "solutions/solutionplayer.h"
#include "window/mainwindow.h"
#include "row_bfs.h"
#include "window_driver.h"

#include <QAction>
#include <QApplication>
#include <QTableView>
#include <QTest>

using namespace leapfrog;
using namespace leapfrog::testing;

namespace {

std::unique_ptr<ui::MainWindow> openWindow(const char* spec) { return testing::openWindow(spec, Shown::Active); }

void clickRow(ui::MainWindow& window, int row)
{
    QTableView* list = window.sidePanel()->moveList();
    const QRect cell = list->visualRect(list->model()->index(row, 1));
    QVERIFY(cell.isValid());
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, cell.center());
}

} // namespace

class ReviewTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { useTestSettings(QStringLiteral("tst_review")); }
    void init() { resetSettings(); }
    void aPastMoveIsShownReadOnlyWithItsReason();
    void theArrowKeysWalkTheMoves();
    void aPastMistakeShowsItsMarks();
    void aChangeOfTheGameEndsTheLook();
    void compareWithTheBestNamesTheFirstLosingMove();
    void replayWalksTheGameWithItsVerdicts();
};

void ReviewTest::aPastMoveIsShownReadOnlyWithItsReason()
{
    auto window = openWindow("classic:3");
    QVERIFY(analysed(*window));
    const QString start = text(window->model()->position());
    QCOMPARE(start, QString("BBB_RRR"));
    clickHole(*window, 2); // 3-4
    clickHole(*window, 4); // 5-3
    clickHole(*window, 5); // 6-5
    const QString live = text(window->model()->position());
    QCOMPARE(live, moved(moved(moved(start, 3, 4), 5, 3), 6, 5));

    clickRow(*window, 0);
    QCOMPARE(window->play()->reviewed(), std::optional<std::size_t>(0));
    QCOMPARE(text(window->boardView()->position()), moved(start, 3, 4));
    QCOMPARE(text(window->model()->position()), live); // the game itself is untouched
    QVERIFY(window->banner()->isPresented());
    QVERIFY2(window->banner()->title().contains("move 1 of 3"), qPrintable(window->banner()->title()));
    // The first move's verdict, in full: a forward step, the first move of
    // the 3 * 3 + 3 + 3 of the construction.
    const QString said = window->sidePanel()->verdictText();
    QVERIFY2(said.startsWith("Move 1: 3-4"), qPrintable(said));
    QVERIFY2(said.contains("forward step") && said.contains("move 1 of 15"), qPrintable(said));
    QVERIFY2(said.contains("of a published shortest solution, in its opening"), qPrintable(said));
    QVERIFY2(said.contains("Proved in a published paper: Yancey, section 1.1, after Bradley and Thomas."), qPrintable(said));

    // Read-only: a click on a peg that could move in that position makes no
    // move; it returns to the game.
    clickHole(*window, 1);
    QCOMPARE(window->model()->game().movesMade(), 3);
    QVERIFY(!window->play()->reviewed());
    QCOMPARE(text(window->boardView()->position()), live);
    QVERIFY(!window->banner()->isPresented());
    QVERIFY2(window->sidePanel()->verdictText().startsWith("Move 3: 6-5"), qPrintable(window->sidePanel()->verdictText()));
}

void ReviewTest::theArrowKeysWalkTheMoves()
{
    auto window = openWindow("classic:3");
    QVERIFY(analysed(*window));
    const QString start = text(window->model()->position());
    clickHole(*window, 2); // 3-4
    clickHole(*window, 4); // 5-3
    clickHole(*window, 5); // 6-5
    clickHole(*window, 3); // 4-6
    const QString live = text(window->model()->position());
    const QString after[] = {moved(start, 3, 4), moved(moved(start, 3, 4), 5, 3),
                             moved(moved(moved(start, 3, 4), 5, 3), 6, 5), live};
    clickRow(*window, 1);
    QTableView* list = window->sidePanel()->moveList();
    QCOMPARE(text(window->boardView()->position()), after[1]);
    QTest::keyClick(list, Qt::Key_Down);
    QCOMPARE(window->play()->reviewed(), std::optional<std::size_t>(2));
    QCOMPARE(text(window->boardView()->position()), after[2]);
    QVERIFY2(window->sidePanel()->verdictText().startsWith("Move 3: 6-5"), qPrintable(window->sidePanel()->verdictText()));
    QTest::keyClick(list, Qt::Key_Up);
    QTest::keyClick(list, Qt::Key_Up);
    QCOMPARE(window->play()->reviewed(), std::optional<std::size_t>(0));
    QCOMPARE(text(window->boardView()->position()), after[0]);
    QTest::keyClick(list, Qt::Key_Escape);
    QVERIFY(!window->play()->reviewed());
    QCOMPARE(text(window->boardView()->position()), live);
    QVERIFY(!window->banner()->isPresented());
    QCOMPARE(window->model()->game().movesMade(), 4);
}

// A past improper move shows its warning sign and the improper board's tags
// as it did when it was played; a proper one shows none.
void ReviewTest::aPastMistakeShowsItsMarks()
{
    auto window = openWindow("classic:3");
    QVERIFY(analysed(*window));
    clickHole(*window, 2); // 3-4, proper
    clickHole(*window, 1); // 2-3, improper: *S*BB*R*
    clickHole(*window, 0); // 1-2
    clickRow(*window, 1);
    const ui::BoardMarks marks = window->boardView()->marks();
    QCOMPARE(marks.flagged, std::vector<int>{2}); // the peg moved into hole 3
    QCOMPARE(marks.pattern.size(), std::size_t(4));
    const QString said = window->sidePanel()->verdictText();
    QVERIFY2(said.contains("improper") && said.contains("*_*BB*R*"), qPrintable(said));
    clickRow(*window, 0);
    QVERIFY(window->boardView()->marks().pattern.empty());
    QVERIFY(window->boardView()->marks().flagged.empty());
}

// Undo, or a hint, while looking back: the look ends and the board is the
// game's again.
void ReviewTest::aChangeOfTheGameEndsTheLook()
{
    auto window = openWindow("classic:3");
    QVERIFY(analysed(*window));
    clickHole(*window, 2); // 3-4
    clickHole(*window, 4); // 5-3
    clickRow(*window, 0);
    QVERIFY(window->play()->reviewed());
    action(*window, QStringLiteral("undo"))->trigger();
    QVERIFY(!window->play()->reviewed());
    QTRY_COMPARE(text(window->boardView()->position()), text(window->model()->position()));
    QCOMPARE(window->model()->game().movesMade(), 1);
    clickRow(*window, 0);
    QVERIFY(window->play()->reviewed());
    press(*window, Qt::Key_H);
    QVERIFY(!window->play()->reviewed());
    QVERIFY(window->play()->hint());
    QCOMPARE(text(window->boardView()->position()), text(window->model()->position()));
}

// A game with one slip (3-4, then 2-3, then 1-2): Compare with the best
// names move 2, its cost by the test's own search, and shows an optimal
// finish from just before it, the game's first move kept as its own.
void ReviewTest::compareWithTheBestNamesTheFirstLosingMove()
{
    auto window = openWindow("classic:3");
    QVERIFY(analysed(*window));
    QVERIFY(!action(*window, QStringLiteral("compareWithBest"))->isEnabled());
    clickHole(*window, 2); // 3-4
    QVERIFY(!action(*window, QStringLiteral("compareWithBest"))->isEnabled()); // nothing lost yet
    clickHole(*window, 1); // 2-3
    clickHole(*window, 0); // 1-2
    const std::map<QString, int> distance = classicDistancesToGoal("RRR_BBB");
    const QString afterOne = moved("BBB_RRR", 3, 4);
    const QString afterTwo = moved(afterOne, 2, 3);
    QVERIFY(distance.at(afterOne) == distance.at("BBB_RRR") - 1); // the first move was on an optimal solution
    const int cost = 1 + distance.at(afterTwo) - distance.at(afterOne);
    QVERIFY(cost > 0);

    QAction* compare = action(*window, QStringLiteral("compareWithBest"));
    QVERIFY(compare->isEnabled());
    compare->trigger();
    ui::SolutionPlayer* player = window->player();
    QTRY_VERIFY_WITH_TIMEOUT(player->isReady(), kReadyMs);
    const QString said = player->comparison();
    QVERIFY2(said.contains("move 2, 2-3"), qPrintable(said));
    QVERIFY2(said.contains(QStringLiteral("cost %1 moves").arg(cost)), qPrintable(said));
    QCOMPARE(player->catalog()->startMove(), std::uint64_t(1)); // it starts from just before the slip
    QCOMPARE(player->ownMoves(), std::uint64_t(1));
    QCOMPARE(player->length(), std::uint64_t(1 + distance.at(afterOne)));
    QCOMPARE(player->solution()->moveAt(0), (Move{2, 3}));
    QVERIFY(player->solution()->moveAt(1) != (Move{1, 2}));
    player->close();
    QCOMPARE(window->model()->game().movesMade(), 3); // the game is as it was
}

// Replay my game: the solution player on the game's own line, each move
// with its verdict (the judge's, as the game's list had it), ending where the
// game stands; nothing of it counts as a shown solution, and Esc returns to
// the game as it was.
void ReviewTest::replayWalksTheGameWithItsVerdicts()
{
    auto window = openWindow("classic:3");
    QVERIFY(analysed(*window));
    QVERIFY(!action(*window, QStringLiteral("replayGame"))->isEnabled());
    clickHole(*window, 2); // 3-4, proper
    clickHole(*window, 1); // 2-3, improper
    clickHole(*window, 0); // 1-2
    const QString live = text(window->model()->position());
    action(*window, QStringLiteral("replayGame"))->trigger();
    ui::SolutionPlayer* player = window->player();
    QTRY_VERIFY_WITH_TIMEOUT(player->isReady(), kReadyMs);
    QVERIFY(player->isReplay());
    QCOMPARE(player->length(), std::uint64_t(3));
    const Move played[] = {{2, 3}, {1, 2}, {0, 1}};
    for (std::uint64_t i = 0; i < 3; ++i) {
        QCOMPARE(player->solution()->moveAt(i), played[i]);
    }
    QCOMPARE(player->verdictLabel(0), QString("proper"));
    QCOMPARE(player->verdictLabel(1), QString("improper"));
    QVERIFY(player->verdictLabel(2).startsWith("+"));
    QVERIFY(!player->takeOverRefusal().isEmpty()); // its own moves are not a solution to take over
    player->goToLast();
    QCOMPARE(text(player->position()), live);
    QVERIFY(!window->model()->solutionShown());
    press(*window, Qt::Key_Escape);
    QVERIFY(!player->isWatching());
    QCOMPARE(window->model()->game().movesMade(), 3);
    QCOMPARE(text(window->boardView()->position()), live);
    QVERIFY(!window->model()->solutionShown());
}

QTEST_MAIN(ReviewTest)
#include "tst_review.moc"

// One rule for the records, said the same way by the banner over the board,
// the side panel's review, Game > Statistics and the records file (read here
// as plain JSON, not through the record book): a clean solve replaces a
// helped one of equal length; every solve is counted, once per attempt (a new
// game or a Restart); "a new record" only when it is one; opening the state
// space counts as seeing the solution, and says so when it opens; a hinted
// move is counted exactly; after a challenge the banner offers a new one.
// Also the Size menu's one mark and the tutorial's Undo at its first move.
// Driven by real clicks and keys on the real widgets (offscreen).
#include "board/banner.h"
#include "dialogs/challengedialog.h"
#include "dialogs/recordtable.h"
#include "dialogs/statisticsdialog.h"
#include "words/gameid.h"
#include "play/gamemodel.h"
#include "play/recordbook.h"
#include "solutions/solutionplayer.h"
#include "statespace/statespaceview.h"
#include "window/mainwindow.h"
#include "window_driver.h"

#include <QActionGroup>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMenu>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableView>
#include <QTest>
#include <QToolButton>

#include <memory>

using namespace leapfrog;
using namespace leapfrog::ui;
using namespace leapfrog::testing;

namespace {

std::unique_ptr<MainWindow> openWindow(const char* spec) { return testing::openWindow(spec, Shown::Active); }

// The record of `spec` in the records file, read as JSON by the test itself;
// an empty object when there is none.
QJsonObject fileRecord(const QString& spec)
{
    QFile file(QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath("records.json"));
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    for (const QJsonValue value : QJsonDocument::fromJson(file.readAll()).object().value("records").toArray()) {
        if (value.toObject().value("variant").toString() == spec) {
            return value.toObject();
        }
    }
    return {};
}

// classic:1 (B_R) solved by clicks, from whichever first move the game made:
// its two solutions are 1-2 3-1 2-3 and 3-2 1-3 2-1 (clicks on holes 0 2 1 and 2 0 1).
void finishClassicOne(MainWindow& window)
{
    const GameModel& model = *window.model();
    if (model.records().empty()) {
        for (const int hole : {0, 2, 1}) {
            clickHole(window, hole);
        }
        return;
    }
    const bool blueFirst = model.records().front().move.from == 0;
    clickHole(window, blueFirst ? 2 : 0);
    clickHole(window, 1);
}

// The Statistics dialog's cell of the only row.
QString statistic(MainWindow& window, RecordTable::Column column)
{
    action(window, "statistics")->trigger();
    auto* dialog = window.findChild<StatisticsDialog*>();
    if (!dialog) {
        return QStringLiteral("(no dialog)");
    }
    const QAbstractItemModel* table = dialog->table()->model();
    const QString text = table->data(table->index(0, column)).toString();
    dialog->close();
    return text;
}

// The texts of the banner's buttons.
QStringList bannerButtons(MainWindow& window)
{
    QStringList texts;
    for (const QToolButton* button : window.banner()->findChildren<QToolButton*>()) {
        if (button->defaultAction()) {
            texts << button->defaultAction()->objectName();
        }
    }
    return texts;
}

QString panel(const MainWindow& window) { return window.sidePanel()->verdictText(); }

} // namespace

class RecordsRuleTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { useTestSettings(QStringLiteral("tst_recordsrule")); }
    void init() { resetSettings(); }
    void cleanSolveReplacesAHintedOneOfEqualLength();
    void everySolveIsCountedOncePerAttempt();
    void stateSpaceCountsAsSeenEverywhere();
    void challengeAtItsBestIsNoNewRecord();
    void oneHintedMoveIsCountedExactly();
    void challengeBannerOffersANewChallenge();
    void sizeMenuHasOneMark();
    void tutorialUndoIsOffAtItsFirstMove();
    void aSolutionWatchedAfterTheSolveChangesNothing();
};

void RecordsRuleTest::cleanSolveReplacesAHintedOneOfEqualLength()
{
    auto window = openWindow("classic:1");
    QVERIFY(analysed(*window));
    press(*window, Qt::Key_H); // a hint shown, not played
    finishClassicOne(*window);
    QVERIFY(window->model()->game().isWon());
    QVERIFY2(window->banner()->title().contains("with a hint"), qPrintable(window->banner()->title()));
    QVERIFY2(!window->banner()->detail().contains("new record"), qPrintable(window->banner()->detail()));
    QCOMPARE(fileRecord("classic:1").value("hints").toInt(), 1);

    action(*window, "restart")->trigger();
    finishClassicOne(*window); // the same three moves, without help
    QVERIFY(window->model()->game().isWon());
    const QString banner = window->banner()->title() + ' ' + window->banner()->detail();
    QVERIFY2(!banner.contains("hint"), qPrintable(banner));
    QVERIFY2(banner.contains("A new record: 3 moves, optimal, your first without help."), qPrintable(banner));
    QVERIFY2(panel(*window).contains("3 moves, all your own."), qPrintable(panel(*window)));
    const QJsonObject record = fileRecord("classic:1");
    QCOMPARE(record.value("moves").toInt(), 3);
    QCOMPARE(record.value("hints").toInt(), 0);
    QCOMPARE(record.value("solutionShown").toBool(true), false);
    QCOMPARE(record.value("gamesSolved").toInt(), 2);
    QCOMPARE(statistic(*window, RecordTable::Hints), QString("0"));
    QCOMPARE(statistic(*window, RecordTable::GamesSolved), QString("2"));
}

void RecordsRuleTest::everySolveIsCountedOncePerAttempt()
{
    auto window = openWindow("classic:1");
    QVERIFY(analysed(*window));
    finishClassicOne(*window);
    QVERIFY(window->banner()->detail().contains("A new record: 3 moves, optimal."));
    action(*window, "restart")->trigger();
    finishClassicOne(*window);
    QVERIFY(window->model()->game().isWon());
    // Slower or quicker, the sentence says which (the clock decides, not the test).
    QVERIFY2(window->banner()->detail().contains("You matched your best: 3 moves, optimal.")
                 || window->banner()->detail().contains("As good as your best, 3 moves, optimal, and quicker"),
             qPrintable(window->banner()->detail()));
    QVERIFY(!window->banner()->detail().contains("new record"));
    QCOMPARE(fileRecord("classic:1").value("gamesSolved").toInt(), 2);

    // Undo and Redo onto the goal again: the same solve, not another.
    action(*window, "undo")->trigger();
    action(*window, "redo")->trigger();
    QVERIFY(window->model()->game().isWon());
    QCOMPARE(fileRecord("classic:1").value("gamesSolved").toInt(), 2);
    // A new game is another attempt.
    action(*window, "newGame")->trigger();
    finishClassicOne(*window);
    QCOMPARE(fileRecord("classic:1").value("gamesSolved").toInt(), 3);
    QCOMPARE(statistic(*window, RecordTable::GamesSolved), QString("3"));
}

void RecordsRuleTest::stateSpaceCountsAsSeenEverywhere()
{
    auto window = openWindow("classic:1");
    QVERIFY(analysed(*window));
    QAction* stateSpace = action(*window, "stateSpace");
    QVERIFY2(stateSpace->statusTip().contains("counts as seeing the solution"), qPrintable(stateSpace->statusTip()));
    stateSpace->trigger();
    auto* dialog = window->findChild<StateSpaceDialog*>();
    QVERIFY(dialog);
    auto* seen = dialog->findChild<QLabel*>("stateSpaceSeen");
    QVERIFY(seen);
    QTRY_VERIFY(seen->isVisible());
    QVERIFY(seen->text().contains("counts as one whose solution you have seen"));
    dialog->close();
    QVERIFY(QTest::qWaitForWindowActive(window.get()));

    finishClassicOne(*window);
    QVERIFY(window->model()->game().isWon());
    QVERIFY2(window->banner()->title().contains("after seeing the solution"), qPrintable(window->banner()->title()));
    QVERIFY2(panel(*window).contains("after seeing the solution"), qPrintable(panel(*window)));
    QVERIFY2(!panel(*window).contains("all your own"), qPrintable(panel(*window)));
    const QJsonObject record = fileRecord("classic:1");
    QCOMPARE(record.value("solutionShown").toBool(false), true);
    QCOMPARE(record.value("gamesSolved").toInt(-1), 0);
    QCOMPARE(statistic(*window, RecordTable::SolutionShown), QString("Yes"));
    QCOMPARE(statistic(*window, RecordTable::GamesSolved), QString("0"));
}

void RecordsRuleTest::challengeAtItsBestIsNoNewRecord()
{
    // From _BR the goal R_B is two moves away: 3-1 then 2-3 (clicks on holes 2 and 1).
    auto window = openWindow("classic:1");
    QVERIFY(window->openGameId("classic:1@_BR"));
    QVERIFY(window->model()->variant().isStartedElsewhere());
    QVERIFY(analysed(*window));
    const QString spec = QString::fromStdString(window->model()->variant().spec());
    for (int round = 0; round < 2; ++round) {
        if (round > 0) {
            action(*window, "restart")->trigger();
        }
        clickHole(*window, 2);
        clickHole(*window, 1);
        QVERIFY(window->model()->game().isWon());
    }
    const QString detail = window->banner()->detail();
    QVERIFY2(!detail.contains("new record"), qPrintable(detail));
    // Slower or quicker, the sentence says which (the clock decides, not the test).
    QVERIFY2(detail.contains("You matched your best: 2 moves, optimal.")
                 || detail.contains("As good as your best, 2 moves, optimal, and quicker"),
             qPrintable(detail));
    QCOMPARE(fileRecord(spec).value("gamesSolved").toInt(), 2);
    QCOMPARE(statistic(*window, RecordTable::GamesSolved), QString("2"));
}

void RecordsRuleTest::oneHintedMoveIsCountedExactly()
{
    auto window = openWindow("classic:1");
    QVERIFY(analysed(*window));
    press(*window, Qt::Key_H); // shown
    press(*window, Qt::Key_H); // and played
    QCOMPARE(window->model()->game().movesMade(), 1);
    QCOMPARE(window->model()->records().front().origin, Origin::Hint);
    finishClassicOne(*window);
    QVERIFY(window->model()->game().isWon());
    const QString review = panel(*window);
    QVERIFY2(review.contains("2 of the 3 moves were your own. 1 came from a hint."), qPrintable(review));
    QVERIFY2(!review.contains("others"), qPrintable(review));
    QVERIFY2(window->banner()->title().contains("with a hint"), qPrintable(window->banner()->title()));
    QCOMPARE(fileRecord("classic:1").value("hints").toInt(), 1);
    QCOMPARE(statistic(*window, RecordTable::Hints), QString("1"));
}

void RecordsRuleTest::challengeBannerOffersANewChallenge()
{
    auto window = openWindow("classic:2");
    ChallengeChoice choice{Variant::parse("classic:2"), Difficulty::Easy, std::nullopt, std::nullopt};
    QSignalSpy reset(window->model(), &GameModel::reset);
    window->startChallenge(choice);
    QTRY_VERIFY_WITH_TIMEOUT(reset.count() > 0, kReadyMs);
    QVERIFY(window->model()->variant().isStartedElsewhere());
    QVERIFY(analysed(*window));
    // Solved by hints (H shows, H plays): the offer, not the solve, is tested here.
    for (int move = 0; move < 40 && !window->model()->game().isWon(); ++move) {
        const int before = window->model()->game().movesMade();
        press(*window, Qt::Key_H); // shown (a board this small has its best moves at once)
        press(*window, Qt::Key_H); // and played
        QTRY_VERIFY_WITH_TIMEOUT(window->model()->game().movesMade() > before, kReadyMs);
    }
    QVERIFY(window->model()->game().isWon());
    const QStringList buttons = bannerButtons(*window);
    QVERIFY2(buttons.contains("newChallenge") && !buttons.contains("newGame"), qPrintable(buttons.join(' ')));
    QVERIFY2(!window->banner()->detail().contains("new game"), qPrintable(window->banner()->detail()));

    reset.clear();
    action(*window, "newChallenge")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(reset.count() > 0, kReadyMs);
    QVERIFY(window->model()->variant().isStartedElsewhere());
    QCOMPARE(window->model()->game().movesMade(), 0);
    QVERIFY(window->model()->game().history().empty()); // a new game, not the old one restarted
    QCOMPARE(boardOf(window->model()->variant()).spec(), std::string("classic:2"));
}

void RecordsRuleTest::sizeMenuHasOneMark()
{
    auto window = openWindow("classic:1");
    QVERIFY(analysed(*window));
    finishClassicOne(*window);
    QAction* current = action(*window, "size-classic:1");
    QVERIFY(current->isCheckable() && current->isChecked());
    QVERIFY(current->actionGroup() && current->actionGroup()->isExclusive());
    QVERIFY2(!current->text().contains(QStringLiteral("✓")), qPrintable(current->text()));
    QVERIFY2(current->text().contains("your best: 3 moves"), qPrintable(current->text()));
    for (QAction* other : current->actionGroup()->actions()) {
        QVERIFY(!other->text().contains(QStringLiteral("✓")));
        QCOMPARE(other->isChecked(), other == current);
    }
}

void RecordsRuleTest::tutorialUndoIsOffAtItsFirstMove()
{
    auto window = openWindow("classic:3");
    clickHole(*window, 2); // the player's game has a move, so Undo could go back to it
    QVERIFY(action(*window, "undo")->isEnabled());
    action(*window, "tutorial")->trigger();
    QTRY_VERIFY(window->tutorial()->isRunning());
    QCOMPARE(window->model()->game().movesMade(), 0);
    QVERIFY(!action(*window, "undo")->isEnabled());
    QTest::keyClick(window.get(), Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(window->tutorial()->isRunning());
    QVERIFY(window->tutorial()->isOnLessonBoard()); // still the lesson's board
}


// A newcomer's run: classic:1 solved on one's own, then the solution watched
// from the start and closed. The solve was one's own before anything was
// shown: the banner keeps saying so, and no sentence says a shorter way may
// be found where the game took the fewest moves.
void RecordsRuleTest::aSolutionWatchedAfterTheSolveChangesNothing()
{
    auto window = openWindow("classic:1", Shown::Active);
    QVERIFY(analysed(*window));
    finishClassicOne(*window);
    QVERIFY(window->model()->game().isWon());
    const QString before = window->banner()->title();
    QVERIFY2(!before.contains("seeing the solution"), qPrintable(before));
    clickHole(*window, 0); // a click on the finished board
    const QString said = window->statusBar()->currentMessage();
    QVERIFY2(said.contains("fewest moves") && !said.contains("shorter way"), qPrintable(said));

    action(*window, "watchFromStart")->trigger();
    QVERIFY(QTest::qWaitFor([&] { return window->player()->isReady(); }, kReadyMs));
    window->player()->close();
    QVERIFY(!window->player()->isWatching());
    QTRY_VERIFY(window->banner()->isVisible());
    QVERIFY2(!window->banner()->title().contains("seeing the solution"), qPrintable(window->banner()->title()));
    QCOMPARE(window->banner()->title(), before);
    QCOMPARE(fileRecord("classic:1").value("gamesSolved").toInt(-1), 1);
}
QTEST_MAIN(RecordsRuleTest)
#include "tst_recordsrule.moc"

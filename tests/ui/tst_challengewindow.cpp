// Challenges and game IDs in the window (issue 22), by QTest events on the
// real widgets: Game > Challenge... sets a position whose par equals the
// test's own breadth-first search and lies in the level's band; the daily
// challenge is the same twice on one day; a challenge is undoable like any
// new game; Copy game ID and Enter game ID... round-trip it; a bad ID is
// refused with its reason and loses nothing; a challenge solved says "par".
#include "board/banner.h"
#include "dialogs/challengedialog.h"
#include "dialogs/statisticsdialog.h"
#include "panels/elidedlabel.h"
#include "panels/sidepanel.h"
#include "play/gamemodel.h"
#include "window/mainwindow.h"
#include "row_bfs.h"
#include "window_driver.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QInputDialog>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QTest>

#include <cmath>

using namespace leapfrog;
using namespace leapfrog::testing;

namespace {

std::unique_ptr<ui::MainWindow> openWindow(const char* spec) { return testing::openWindow(spec, Shown::Active); }

void setSpin(QSpinBox* spin, int value)
{
    QTest::keyClick(spin, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(spin, QString::number(value));
}

// Game > Challenge..., the fields set by keys and clicks, OK; waits for the
// challenge to be on the board.
void askChallenge(ui::MainWindow& window, int blue, int red, int levelsDown, bool daily)
{
    const std::string before = window.model()->variant().spec();
    action(window, QStringLiteral("challenge"))->trigger();
    auto* dialog = window.findChild<ui::ChallengeDialog*>(QStringLiteral("challengeDialog"));
    QVERIFY(dialog);
    setSpin(dialog->findChild<QSpinBox*>(QStringLiteral("challengeBlue")), blue);
    setSpin(dialog->findChild<QSpinBox*>(QStringLiteral("challengeRed")), red);
    auto* level = dialog->findChild<QComboBox*>(QStringLiteral("challengeDifficulty"));
    for (int i = 0; i < levelsDown; ++i) {
        QTest::keyClick(level, Qt::Key_Down);
    }
    if (daily) {
        auto* box = dialog->findChild<QCheckBox*>(QStringLiteral("challengeDaily"));
        QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(8, box->height() / 2));
        QVERIFY(box->isChecked());
    }
    QTest::mouseClick(dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(window.model()->variant().spec() != before, kReadyMs);
}

// The start's and the goal's texts of a classic board of `blue` and `red`.
QString startOf(int blue, int red) { return QString(blue, 'B') + '_' + QString(red, 'R'); }
QString goalOf(int blue, int red) { return QString(red, 'R') + '_' + QString(blue, 'B'); }

// Plays best moves, by the test's own distances, until the goal is reached.
void solveByDistances(ui::MainWindow& window, const std::map<QString, int>& distance)
{
    while (!window.model()->game().isWon()) {
        const QString here = text(window.model()->position());
        const int empty = static_cast<int>(here.indexOf('_'));
        int best = -1;
        for (const int from : {empty - 2, empty - 1, empty + 1, empty + 2}) {
            if (from >= 0 && from < here.size() && distance.at(moved(here, from + 1, empty + 1)) == distance.at(here) - 1) {
                best = from;
            }
        }
        QVERIFY(best >= 0);
        clickHole(window, best);
    }
}

} // namespace

class ChallengeWindowTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { useTestSettings(QStringLiteral("tst_challengewindow")); }
    void init() { resetSettings(); }
    void aChallengesParIsItsDistance_data();
    void aChallengesParIsItsDistance();
    void theDailyChallengeIsTheSameAllDay();
    void aGameIdRoundTripsThroughCopyAndEnter();
    void aBadGameIdIsRefusedWithItsReason();
    void aChallengeSolvedInParSaysSo();
    void theDailyChallengeSaysItIsTheDailyOne();
};

void ChallengeWindowTest::aChallengesParIsItsDistance_data()
{
    QTest::addColumn<int>("blue");
    QTest::addColumn<int>("red");
    QTest::addColumn<int>("levelsDown"); // from Medium: 0 Medium, 1 Hard, 2 Expert
    QTest::addColumn<double>("low");     // the level's band, as shares of the whole puzzle
    QTest::addColumn<double>("high");
    QTest::newRow("classic:3 medium") << 3 << 3 << 0 << 0.25 << 0.5;
    QTest::newRow("classic:4 hard") << 4 << 4 << 1 << 0.5 << 0.75;
    QTest::newRow("classic:5x3 expert") << 5 << 3 << 2 << 0.75 << 1.0;
    QTest::newRow("classic:6 medium") << 6 << 6 << 0 << 0.25 << 0.5;
}

// The window's challenge starts from a position the test's own search puts
// exactly `par` moves from the goal, inside the level's band; the panel's
// minimum is that par; Undo brings the game before it back.
void ChallengeWindowTest::aChallengesParIsItsDistance()
{
    QFETCH(int, blue);
    QFETCH(int, red);
    QFETCH(int, levelsDown);
    QFETCH(double, low);
    QFETCH(double, high);
    auto window = openWindow("classic:3");
    clickHole(*window, 2); // a move of the game before: it must survive
    askChallenge(*window, blue, red, levelsDown, false);
    const Variant& challenge = window->model()->variant();
    QVERIFY(challenge.isStartedElsewhere());
    QCOMPARE(QString::fromStdString(challenge.baseSpec()), QString::fromStdString(Variant::classic(blue, red).spec()));
    const QString start = text(challenge.start());
    QVERIFY(start != startOf(blue, red));
    QCOMPARE(text(challenge.goal()), goalOf(blue, red));
    const std::map<QString, int> distance = classicDistancesToGoal(goalOf(blue, red));
    QVERIFY(distance.count(start) == 1);
    const int par = distance.at(start);
    QVERIFY(analysed(*window));
    QCOMPARE(window->model()->minimum(), std::optional<int>(par));
    const int whole = blue * red + blue + red;
    QVERIFY2(par >= std::ceil(low * whole) - 1 && par <= std::ceil(high * whole) && par < whole,
             qPrintable(QStringLiteral("par %1 of %2").arg(par).arg(whole)));
    action(*window, QStringLiteral("undo"))->trigger();
    QCOMPARE(window->model()->variant().spec(), std::string("classic:3"));
    QCOMPARE(window->model()->game().movesMade(), 1);
}

void ChallengeWindowTest::theDailyChallengeIsTheSameAllDay()
{
    auto window = openWindow("classic:3");
    askChallenge(*window, 5, 5, 1, true);
    const std::string first = window->model()->variant().spec();
    window->newGame(Variant::parse("classic:3"));
    askChallenge(*window, 5, 5, 1, true);
    QCOMPARE(window->model()->variant().spec(), first);
}

// Copy game ID puts the game's ID on the clipboard; Enter game ID... with
// that text, typed, starts the same board from the same position.
void ChallengeWindowTest::aGameIdRoundTripsThroughCopyAndEnter()
{
    auto window = openWindow("classic:3");
    askChallenge(*window, 4, 4, 1, false);
    const Variant challenge = window->model()->variant();
    action(*window, QStringLiteral("copyGameId"))->trigger();
    const QString copied = QApplication::clipboard()->text();
    QCOMPARE(copied, QString::fromStdString(challenge.spec()));
    QVERIFY(copied.contains('@'));

    window->newGame(Variant::parse("strict:2"));
    action(*window, QStringLiteral("enterGameId"))->trigger();
    auto* dialog = window->findChild<QDialog*>(QStringLiteral("gameIdDialog"));
    QVERIFY(dialog);
    auto* field = dialog->findChild<QLineEdit*>();
    QVERIFY(field);
    typeInto(field, copied);
    QTest::mouseClick(dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    QCOMPARE(window->model()->variant().spec(), challenge.spec());
    QCOMPARE(text(window->model()->position()), text(challenge.start()));
    QCOMPARE(text(window->model()->variant().goal()), text(challenge.goal()));
}

// A position that does not fit the board is refused with the reason, over
// the board, and the game on the board stays as it was.
void ChallengeWindowTest::aBadGameIdIsRefusedWithItsReason()
{
    auto window = openWindow("classic:3");
    clickHole(*window, 2);
    QVERIFY(!window->openGameId(QStringLiteral("classic:3@BBB")));
    QVERIFY(window->banner()->isPresented());
    QVERIFY2(window->banner()->detail().contains("3 holes") && window->banner()->detail().contains("7"),
             qPrintable(window->banner()->detail()));
    QCOMPARE(window->model()->variant().spec(), std::string("classic:3"));
    QCOMPARE(window->model()->game().movesMade(), 1);
    QVERIFY(!window->openGameId(QStringLiteral("classic:3@BBRR_RRB"))); // not the variant's pegs
    QVERIFY(!window->openGameId(QStringLiteral("y:2@_BBRRYY")));        // not a row
    QCOMPARE(window->model()->game().movesMade(), 1);
}

// From a position the test's search puts `par` moves away, playing a best
// move each time (by the test's own distances) solves it in par, and the
// window says "par"; one more move than needed says "1 over par".
void ChallengeWindowTest::aChallengeSolvedInParSaysSo()
{
    const std::map<QString, int> distance = classicDistancesToGoal(goalOf(2, 2));
    for (const int detour : {0, 2}) {
        auto window = openWindow("classic:3");
        QVERIFY(window->openGameId(QStringLiteral("classic:2@BRB_R")));
        QVERIFY(analysed(*window));
        const int par = distance.at(QStringLiteral("BRB_R"));
        QCOMPARE(window->model()->minimum(), std::optional<int>(par));
        if (detour > 0) {
            // A step and its undoing step: two moves more than par.
            const QString here = text(window->model()->position());
            const int empty = static_cast<int>(here.indexOf('_'));
            const int from = empty > 0 ? empty - 1 : empty + 1;
            clickHole(*window, from);
            clickHole(*window, empty);
        }
        while (!window->model()->game().isWon()) {
            const QString here = text(window->model()->position());
            const int empty = static_cast<int>(here.indexOf('_'));
            int best = -1;
            for (const int from : {empty - 2, empty - 1, empty + 1, empty + 2}) {
                if (from >= 0 && from < here.size()
                    && distance.at(moved(here, from + 1, empty + 1)) == distance.at(here) - 1) {
                    best = from;
                }
            }
            QVERIFY(best >= 0);
            clickHole(*window, best);
        }
        QCOMPARE(window->model()->game().movesMade(), par + detour);
        const QString title = window->banner()->title();
        QVERIFY2(detour == 0 ? title.endsWith(": par") : title.contains("2 over par"), qPrintable(title));
    }
}

// The daily challenge is named so (issue 36): in the window's and the
// panel's titles and in the win message; in Statistics its row is marked
// daily, and a challenge of the same board set otherwise is not, so the
// two rows no longer read alike.
void ChallengeWindowTest::theDailyChallengeSaysItIsTheDailyOne()
{
    const std::map<QString, int> distance = classicDistancesToGoal(goalOf(3, 3));
    auto window = openWindow("classic:3");
    askChallenge(*window, 3, 3, 0, true);
    const std::string daily = window->model()->variant().spec();
    QVERIFY(analysed(*window));
    QVERIFY2(window->windowTitle().startsWith(QStringLiteral("Daily challenge")), qPrintable(window->windowTitle()));
    const QString panelTitle = window->sidePanel()->title()->fullText();
    QVERIFY2(panelTitle.startsWith(QStringLiteral("Daily challenge")), qPrintable(panelTitle));
    QVERIFY2(panelTitle.contains(QLocale().toString(QDate::currentDate(), QLocale::ShortFormat)), qPrintable(panelTitle));
    solveByDistances(*window, distance);
    QVERIFY2(window->banner()->title().startsWith(QStringLiteral("Daily challenge")), qPrintable(window->banner()->title()));

    // Another challenge of the same board, not the daily one: no such word.
    // Hard, not Medium again: a medium challenge of classic:3 is often the
    // very position of the day's (the level grades its candidates alike), and
    // the two levels' bands of distance do not meet, so this one differs.
    askChallenge(*window, 3, 3, 1, false);
    QVERIFY(window->model()->variant().spec() != daily);
    QVERIFY(analysed(*window));
    QVERIFY2(window->windowTitle().startsWith(QStringLiteral("Challenge: ")), qPrintable(window->windowTitle()));
    solveByDistances(*window, distance);
    QVERIFY2(!window->banner()->title().contains(QStringLiteral("Daily")), qPrintable(window->banner()->title()));

    action(*window, QStringLiteral("statistics"))->trigger();
    auto* statistics = window->findChild<ui::StatisticsDialog*>();
    QVERIFY(statistics);
    const QAbstractItemModel* rows = statistics->table()->model();
    QStringList challenges;
    for (int row = 0; row < rows->rowCount(); ++row) {
        const QString name = rows->data(rows->index(row, 0)).toString();
        if (name.contains(QStringLiteral("hallenge"))) {
            challenges << name;
        }
    }
    QCOMPARE(challenges.size(), 2);
    QCOMPARE(challenges.filter(QStringLiteral("Daily challenge")).size(), 1);
    QVERIFY2(challenges.at(0) != challenges.at(1), qPrintable(challenges.join(QStringLiteral(" | "))));
    statistics->close();
}

QTEST_MAIN(ChallengeWindowTest)
#include "tst_challengewindow.moc"

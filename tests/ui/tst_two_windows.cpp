// Two windows on one player's folders (issue 37): each finishes a board and
// leaves another unfinished, then they quit in turn. The record book holds
// both results (each window's write is merged under a lock with what the
// other wrote, never overwritten by the book it read at its start), and the
// next start continues one unfinished game and offers the other under Game >
// Unfinished games, where taking it swaps it with the game on the board: no
// game is dropped.
#include "files/savefile.h"
#include "play/recordbook.h"
#include "window_driver.h"

#include <QMenu>
#include <QStatusBar>

#include <memory>

namespace {

using leapfrog::ui::MainWindow;
using leapfrog::testing::analysed;

QString dataFolder() { return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation); }

std::unique_ptr<MainWindow> openWindow(const char* spec)
{
    return leapfrog::testing::openWindow(spec, leapfrog::testing::Shown::Exposed);
}

// The window the player turns to: active, so its keys and shortcuts reach it.
bool turnTo(MainWindow& window)
{
    window.activateWindow();
    window.raise();
    return QTest::qWaitForWindowActive(&window);
}

// Plays `moves` (FROM-TO) in the window's game, as its move list would.
bool playMoves(MainWindow& window, const QStringList& moves)
{
    if (!turnTo(window) || !analysed(window)) {
        return false;
    }
    for (const QString& move : moves) {
        window.model()->play(leapfrog::moveFromText(move.toStdString()));
    }
    return true;
}

// A new board and one move on it: a game left unfinished.
bool leaveUnfinished(MainWindow& window, const char* spec, const QString& firstMove)
{
    window.newGame(leapfrog::Variant::parse(spec));
    return playMoves(window, {firstMove}) && window.model()->game().movesMade() == 1;
}

// The entries of Game > Unfinished games, as the menu lists them when opened.
QList<QAction*> unfinishedEntries(const MainWindow& window)
{
    auto* menu = window.findChild<QMenu*>(QStringLiteral("unfinishedGamesMenu"));
    if (!menu) {
        qFatal("no Unfinished games menu");
    }
    menu->popup(QPoint(0, 0));
    const QList<QAction*> entries = menu->actions();
    menu->hide();
    return entries;
}

} // namespace

class TwoWindowsTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void bothRecordsAndBothGamesKept();
    void aRecordNeverGoesDown();
};

void TwoWindowsTest::initTestCase() { leapfrog::testing::useTestSettings(QStringLiteral("tst_two_windows")); }

void TwoWindowsTest::init() { leapfrog::testing::resetSettings(); }

void TwoWindowsTest::bothRecordsAndBothGamesKept()
{
    {
        auto first = openWindow("classic:1");
        auto second = openWindow("classic:2");
        // Optimal lines found by the test's own search of B_R and BB_RR.
        QVERIFY(playMoves(*first, {"1-2", "3-1", "2-3"}));
        QVERIFY(playMoves(*second, {"2-3", "4-2", "5-4", "3-5", "1-3", "2-1", "4-2", "3-4"}));
        QVERIFY(first->model()->game().isWon());
        QVERIFY(second->model()->game().isWon());
        QVERIFY(leaveUnfinished(*first, "classic:3", "3-4"));
        QVERIFY(leaveUnfinished(*second, "classic:4", "4-5"));
        first->close();
        first.reset();
        second->close();
    }
    // Both results, though each window read an empty book at its start.
    const leapfrog::ui::RecordBook book(dataFolder());
    QVERIFY(book.find("classic:1"));
    QVERIFY(book.find("classic:2"));

    // The next start continues one of the two games and offers the other.
    auto next = std::make_unique<MainWindow>();
    next->show();
    const QString continued = QString::fromStdString(next->model()->variant().spec());
    QVERIFY2(continued == "classic:3" || continued == "classic:4", qPrintable(continued));
    const QString other = continued == "classic:3" ? "classic:4" : "classic:3";
    QCOMPARE(next->model()->game().movesMade(), 1);
    QTRY_VERIFY(next->statusBar()->currentMessage().contains("1 more unfinished game"));
    const QList<QAction*> entries = unfinishedEntries(*next);
    QCOMPARE(entries.size(), 1);
    QVERIFY2(entries.first()->text().contains("(" + other + ")"), qPrintable(entries.first()->text()));
    // Taking it swaps it with the game on the board: the first is offered now.
    entries.first()->trigger();
    QCOMPARE(QString::fromStdString(next->model()->variant().spec()), other);
    QCOMPARE(next->model()->game().movesMade(), 1);
    const QList<QAction*> after = unfinishedEntries(*next);
    QCOMPARE(after.size(), 1);
    QVERIFY2(after.first()->text().contains("(" + continued + ")"), qPrintable(after.first()->text()));
    // On disk: one slot holds classic:3, the other classic:4, each one move in.
    QStringList kept;
    for (const QFileInfo& slot : QDir(dataFolder() + "/unfinished").entryInfoList({"window-*.json"}, QDir::Files)) {
        QFile file(slot.filePath());
        QVERIFY(file.open(QIODevice::ReadOnly));
        const leapfrog::SavedGame saved = leapfrog::gameFromJson(file.readAll());
        QCOMPARE(saved.game.movesMade(), 1);
        kept << QString::fromStdString(saved.game.variant().spec());
    }
    kept.sort();
    QCOMPARE(kept, (QStringList{"classic:3", "classic:4"}));
}

// Two books open on one file: the window whose book is older adds a worse
// result; the better one another window wrote stays.
void TwoWindowsTest::aRecordNeverGoesDown()
{
    leapfrog::ui::RecordBook older(dataFolder());
    leapfrog::ui::RecordBook newer(dataFolder());
    leapfrog::ui::SolveResult best;
    best.spec = "classic:2";
    best.moves = 8;
    best.minimum = 8;
    best.when = QDateTime::currentDateTimeUtc();
    newer.add(best);
    leapfrog::ui::SolveResult worse = best;
    worse.moves = 12;
    older.add(worse);
    const leapfrog::ui::RecordBook reread(dataFolder());
    QVERIFY(reread.find("classic:2"));
    QCOMPARE(reread.find("classic:2")->best.moves, 8);
    QCOMPARE(reread.find("classic:2")->gamesSolved, 2); // both solves counted
}

QTEST_MAIN(TwoWindowsTest)
#include "tst_two_windows.moc"

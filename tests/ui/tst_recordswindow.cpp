// Records in the window, driven by real clicks and keys (offscreen): a solved
// game is written to the record book (read back by a new book, as after a
// restart), the banner says where it stands, the Size menu ticks the size,
// Game > Statistics lists it and its Reset asks first; a hint taken and undone
// still counts; a damaged records file is set aside and said so.
#include "board/banner.h"
#include "dialogs/recordtable.h"
#include "dialogs/statisticsdialog.h"
#include "play/gamemodel.h"
#include "play/recordbook.h"
#include "window/mainwindow.h"
#include "window_driver.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QTableView>
#include <QTest>
#include <QTimer>

#include <memory>

using namespace leapfrog;
using namespace leapfrog::ui;
using namespace leapfrog::testing;

namespace {

std::unique_ptr<MainWindow> openWindow(const char* spec) { return testing::openWindow(spec, Shown::Active); }

QString bookFolder() { return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation); }

// classic:1 (B_R) in its three moves, by clicks on the pegs: 1-2, 3-1, 2-3.
void solveClassicOne(MainWindow& window)
{
    for (const int hole : {0, 2, 1}) {
        clickHole(window, hole);
    }
}

// Answers the next message box with `button`, as a player would click it.
// Polls, since the box appears only once its question is asked.
void answerNextMessageBox(QMessageBox::StandardButton button, bool* answered)
{
    QTimer::singleShot(50, [button, answered] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box) {
            answerNextMessageBox(button, answered);
            return;
        }
        *answered = true;
        QTest::mouseClick(box->button(button), Qt::LeftButton);
    });
}

StatisticsDialog* openStatistics(MainWindow& window)
{
    action(window, "statistics")->trigger();
    auto* dialog = window.findChild<StatisticsDialog*>();
    if (dialog && !QTest::qWaitForWindowExposed(dialog)) {
        qWarning("the statistics dialog was not shown");
    }
    return dialog;
}

QString cell(const QTableView* table, int row, int column)
{
    return table->model()->data(table->model()->index(row, column)).toString();
}

} // namespace

class RecordsWindowTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { useTestSettings(QStringLiteral("tst_recordswindow")); }
    void init();
    void solvedGameIsRecordedTickedAndListed();
    void secondSolveSaysTheBestStands();
    void hintTakenAndUndoneStillCounts();
    void damagedFileIsSetAsideWithAMessage();
};

void RecordsWindowTest::init()
{
    resetSettings();
    QDir folder(bookFolder());
    for (const QString& name : folder.entryList({QStringLiteral("records.json*")}, QDir::Files)) {
        QVERIFY(folder.remove(name));
    }
}

void RecordsWindowTest::solvedGameIsRecordedTickedAndListed()
{
    auto window = openWindow("classic:1");
    QVERIFY(analysed(*window));
    QAction* sizeOne = action(*window, "size-classic:1");
    QVERIFY(!sizeOne->text().contains(QStringLiteral("✓")));
    solveClassicOne(*window);
    QVERIFY(window->model()->game().isWon());
    QVERIFY2(window->banner()->detail().contains("A new record: 3 moves, optimal."),
             qPrintable(window->banner()->detail()));

    // Read back by a book of its own, as the next run of the program would.
    {
        const RecordBook restarted;
        const SizeRecord* record = restarted.find("classic:1");
        QVERIFY(record);
        QCOMPARE(record->best.moves, 3);
        QCOMPARE(record->best.minimum, std::optional<int>(3));
        QCOMPARE(record->best.hints, 0);
        QVERIFY(!record->best.solutionShown);
        QVERIFY(record->best.milliseconds.has_value());
        QCOMPARE(record->gamesSolved, 1);
        QVERIFY(record->solvedCleanlyAndOptimally());
    }

    // The Size menu ticks the size solved, and no other; the current size's
    // check mark stays where it was.
    QVERIFY2(sizeOne->text().contains(QStringLiteral("your best: 3 moves")), qPrintable(sizeOne->text()));
    QVERIFY(sizeOne->isChecked());
    QVERIFY(!action(*window, "size-classic:2")->text().contains(QStringLiteral("your best")));

    StatisticsDialog* statistics = openStatistics(*window);
    QVERIFY(statistics);
    QTableView* table = statistics->table();
    QVERIFY(table->isVisible());
    QCOMPARE(table->model()->rowCount(), 1);
    QCOMPARE(cell(table, 0, RecordTable::Moves), QString("3"));
    QCOMPARE(cell(table, 0, RecordTable::Minimum), QString("3"));
    QCOMPARE(cell(table, 0, RecordTable::Optimal), QString("Yes"));
    QCOMPARE(cell(table, 0, RecordTable::GamesSolved), QString("1"));
    auto* reset = statistics->findChild<QPushButton*>("resetRecords");
    QVERIFY(reset && reset->isEnabled());

    // Reset asks first: No keeps every record.
    bool answered = false;
    answerNextMessageBox(QMessageBox::No, &answered);
    QTest::mouseClick(reset, Qt::LeftButton);
    QVERIFY(answered);
    QCOMPARE(table->model()->rowCount(), 1);
    QVERIFY(RecordBook().find("classic:1"));

    // Yes empties the book, on disk too, and says so.
    answered = false;
    answerNextMessageBox(QMessageBox::Yes, &answered);
    QTest::mouseClick(reset, Qt::LeftButton);
    QVERIFY(answered);
    QCOMPARE(table->model()->rowCount(), 0);
    QVERIFY(RecordBook().isEmpty());
    QVERIFY(QFile::exists(RecordBook().path())); // written empty, not deleted
    auto* empty = statistics->findChild<QLabel*>("noRecords");
    QVERIFY(empty && empty->isVisible());
    QCOMPARE(empty->text(), QString("No puzzle solved yet."));
    QVERIFY(!table->isVisible());
    QVERIFY(!sizeOne->text().contains(QStringLiteral("your best")));
}

void RecordsWindowTest::secondSolveSaysTheBestStands()
{
    {
        auto window = openWindow("classic:1");
        QVERIFY(analysed(*window));
        solveClassicOne(*window);
    }
    // A new window (a restart) still ticks the size, and a worse game says the best stands.
    auto window = openWindow("classic:1");
    QVERIFY(analysed(*window));
    QVERIFY(action(*window, "size-classic:1")->text().contains(QStringLiteral("your best: 3 moves")));
    for (const int hole : {0, 1, 0, 2, 1}) { // five moves where three would do
        clickHole(*window, hole);
    }
    QVERIFY(window->model()->game().isWon());
    QVERIFY2(window->banner()->detail().contains("Your best is still 3 moves, optimal."),
             qPrintable(window->banner()->detail()));
    const RecordBook reread; // kept alive: find() points into it
    const SizeRecord* record = reread.find("classic:1");
    QVERIFY(record);
    QCOMPARE(record->best.moves, 3);
    QCOMPARE(record->gamesSolved, 2);
}

void RecordsWindowTest::hintTakenAndUndoneStillCounts()
{
    auto window = openWindow("classic:1");
    QVERIFY(analysed(*window));
    press(*window, Qt::Key_H); // the hint is shown
    press(*window, Qt::Key_H); // and made
    QCOMPARE(window->model()->game().movesMade(), 1);
    action(*window, "undo")->trigger();
    QCOMPARE(window->model()->game().movesMade(), 0);
    solveClassicOne(*window);
    QVERIFY(window->model()->game().isWon());
    const RecordBook reread; // kept alive: find() points into it
    const SizeRecord* record = reread.find("classic:1");
    QVERIFY(record);
    QCOMPARE(record->best.hints, 1);
    QVERIFY(!record->best.clean());
    QVERIFY2(window->banner()->detail().contains("with a hint"), qPrintable(window->banner()->detail()));
    // The Size menu's best says it was reached with hints (issue 36).
    const QString size = action(*window, "size-classic:1")->text();
    QVERIFY2(size.contains(QStringLiteral("your best: 3 moves, with hints")), qPrintable(size));
}

void RecordsWindowTest::damagedFileIsSetAsideWithAMessage()
{
    QDir().mkpath(bookFolder());
    const QString path = QDir(bookFolder()).filePath(RecordBook::kFileName);
    const QByteArray garbage("{\"format\": \"leapfrog-records\", \"version\": 1, \"records\": [tru");
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(garbage);
    }
    auto window = openWindow("classic:1");
    const QStringList aside = QDir(bookFolder()).entryList({QStringLiteral("records.json.damaged-*")}, QDir::Files);
    QCOMPARE(aside.size(), 1);
    QFile kept(QDir(bookFolder()).filePath(aside.front()));
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), garbage);
    QVERIFY2(window->banner()->detail().contains(aside.front()), qPrintable(window->banner()->detail()));
    QVERIFY(window->statusBar()->currentMessage().contains(aside.front()));
    QVERIFY(window->records()->problem().isEmpty()); // said once, not again

    // The next solve starts a new book beside the set-aside one.
    QVERIFY(analysed(*window));
    solveClassicOne(*window);
    QVERIFY(RecordBook().find("classic:1"));
    kept.seek(0);
    QCOMPARE(kept.readAll(), garbage);
}

QTEST_MAIN(RecordsWindowTest)
#include "tst_recordswindow.moc"

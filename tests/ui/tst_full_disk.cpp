// A full disk (and a read-only folder) under everything the window and
// leapfrog-cli write: the record book, a saved game, an export of each
// format. Where the test may mount one (root: CI), the folder is a real 64 KiB
// tmpfs filled to its last byte, so the kernel refuses the writes; elsewhere
// the one writer's fault-injection seam answers ENOSPC / EROFS for that folder
// (tests/core/full_disk.h). Either way: the old file is byte for byte as it
// was, nothing says "Recorded", "Saved" or "wrote", the failure is said in
// words (the disk is full), and the game and the result stay in the window.
#include "board/banner.h"
#include "cli.h"
#include "core/full_disk.h"
#include "export/exporter.h"
#include "export/exportline.h"
#include "files/savefile.h"
#include "play/recordbook.h"
#include "window/mainwindow.h"
#include "window_driver.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStatusBar>
#include <QTemporaryFile>
#include <QTest>

#include <cstdio>
#include <memory>

#include <unistd.h>

namespace {

using leapfrog::Game;
using leapfrog::Variant;
using leapfrog::testing::TroubledFolder;

QString bookFolder() { return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation); }

QByteArray contentOf(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("(unreadable)");
}

// A real record book's bytes, holding classic:2 (as a player's would).
QByteArray aRecordBook()
{
    QTemporaryDir dir;
    {
        leapfrog::ui::RecordBook book(dir.path());
        leapfrog::ui::SolveResult result;
        result.spec = "classic:2";
        result.moves = 8;
        result.minimum = 8;
        result.when = QDateTime::currentDateTimeUtc();
        book.add(result);
    }
    return contentOf(dir.filePath("records.json"));
}

QByteArray aSavedGame()
{
    Game game(Variant::classic(3, 3));
    game.play(leapfrog::moveFromText("3-4"));
    return leapfrog::gameToJson(game, false);
}

// classic:1 (B_R) in its three moves, by clicks on the pegs: 1-2, 3-1, 2-3.
void solveClassicOne(leapfrog::ui::MainWindow& window)
{
    for (const int hole : {0, 2, 1}) {
        leapfrog::testing::clickHole(window, hole);
    }
}

// What the CLI run in this process printed on one stream (fd 1 or 2).
class Captured {
public:
    explicit Captured(int fd)
        : fd_(fd)
        , saved_(::dup(fd))
    {
        file_.open();
        std::fflush(nullptr);
        ::dup2(file_.handle(), fd_);
    }
    QString text()
    {
        std::fflush(nullptr);
        ::dup2(saved_, fd_);
        ::close(saved_);
        file_.seek(0);
        return QString::fromUtf8(file_.readAll());
    }

private:
    int fd_;
    int saved_;
    QTemporaryFile file_;
};

struct CliOutcome {
    int status;
    QString out;
    QString err;
};

CliOutcome runCliHere(const QStringList& arguments)
{
    Captured out(1);
    Captured err(2);
    const int status = leapfrog::cli::runCommandLine(QStringList{"leapfrog-cli"} + arguments);
    return {status, out.text(), err.text()};
}

} // namespace

class FullDiskTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void recordBookKeptWhole_data();
    void recordBookKeptWhole();
    void windowSaysNotRecorded();
    void saveOverAGameKeepsIt();
    void exportOfEachFormatKeepsTheOldFile_data();
    void exportOfEachFormatKeepsTheOldFile();
};

void FullDiskTest::initTestCase()
{
    leapfrog::testing::useTestSettings(QStringLiteral("tst_full_disk"));
    leapfrog::cli::registerCommand("export", leapfrog::cli::runExport, leapfrog::cli::kExportUsage);
}

void FullDiskTest::init()
{
    leapfrog::testing::resetSettings();
    QDir(bookFolder()).removeRecursively();
    QDir().mkpath(bookFolder());
}

void FullDiskTest::recordBookKeptWhole_data()
{
    QTest::addColumn<int>("trouble");
    QTest::addColumn<QString>("reason");
    QTest::newRow("full disk") << static_cast<int>(TroubledFolder::Trouble::Full) << "the disk is full";
    QTest::newRow("read-only folder") << static_cast<int>(TroubledFolder::Trouble::ReadOnly) << "read-only disk";
}

void FullDiskTest::recordBookKeptWhole()
{
    QFETCH(int, trouble);
    QFETCH(QString, reason);
    TroubledFolder disk(static_cast<TroubledFolder::Trouble>(trouble));
    const QByteArray old = aRecordBook();
    disk.put("records.json", old);
    disk.begin();
    leapfrog::ui::RecordBook book(disk.path());
    QVERIFY(book.find("classic:2"));
    QString told;
    connect(&book, &leapfrog::ui::RecordBook::writeFailed, this, [&told](const QString& problem) { told = problem; });
    leapfrog::ui::SolveResult result;
    result.spec = "classic:1";
    result.moves = 3;
    result.minimum = 3;
    result.when = QDateTime::currentDateTimeUtc();
    book.add(result);
    QVERIFY(!book.wasWritten());
    QVERIFY2(told.contains(reason), qPrintable(told));
    QCOMPARE(contentOf(disk.filePath("records.json")), old);
    // The result stays in the book, with the one that was there.
    QVERIFY(book.find("classic:1") && book.find("classic:2"));
}

void FullDiskTest::windowSaysNotRecorded()
{
    // The window's data folder is the full disk.
    TroubledFolder disk(TroubledFolder::Trouble::Full, bookFolder());
    const QByteArray old = aRecordBook();
    disk.put("records.json", old);
    disk.begin();
    auto window = leapfrog::testing::openWindow("classic:1", leapfrog::testing::Shown::Active);
    QCOMPARE(window->records()->path(), disk.filePath("records.json"));
    QVERIFY(leapfrog::testing::analysed(*window));
    solveClassicOne(*window);
    QVERIFY(window->model()->game().isWon());
    const QString banner = window->banner()->title() + ' ' + window->banner()->detail();
    QVERIFY2(!banner.contains("Recorded") && !banner.contains("record:"), qPrintable(banner));
    QVERIFY2(banner.contains("Not recorded"), qPrintable(banner));
    const QString status = window->statusBar()->currentMessage();
    QVERIFY2(status.contains("The records were not saved") && status.contains("the disk is full"), qPrintable(status));
    QCOMPARE(contentOf(disk.filePath("records.json")), old);
    QVERIFY(window->records()->find("classic:1")); // kept for the next write
}

void FullDiskTest::saveOverAGameKeepsIt()
{
    TroubledFolder disk(TroubledFolder::Trouble::Full);
    const QByteArray old = aSavedGame();
    disk.put("g.json", old);
    auto window = leapfrog::testing::openWindow("classic:3", leapfrog::testing::Shown::Active);
    const QString path = disk.filePath("g.json");
    QVERIFY(window->openFile(path));
    QVERIFY(leapfrog::testing::analysed(*window));
    window->model()->play(leapfrog::moveFromText("5-3")); // the game now has changes
    QVERIFY(window->model()->isModified());
    disk.begin();
    QVERIFY(!window->saveFile(path));
    QCOMPARE(contentOf(path), old);
    const QString status = window->statusBar()->currentMessage();
    QVERIFY2(!status.contains("Saved") && status.contains("the disk is full"), qPrintable(status));
    QVERIFY2(window->banner()->detail().contains("not saved"), qPrintable(window->banner()->detail()));
    QVERIFY(window->model()->isModified()); // still marked unsaved
    QVERIFY(window->isWindowModified());
    QCOMPARE(window->model()->file(), path);
}

void FullDiskTest::exportOfEachFormatKeepsTheOldFile_data()
{
    QTest::addColumn<QString>("format");
    for (const char* format : {"pdf", "svg", "png", "gif"}) {
        QTest::newRow(format) << format;
    }
}

void FullDiskTest::exportOfEachFormatKeepsTheOldFile()
{
    QFETCH(QString, format);
    TroubledFolder disk(TroubledFolder::Trouble::Full);
    const QByteArray old("the teacher's own file, kept");
    disk.put("old." + format, old);
    disk.put("cli." + format, old);
    disk.begin();
    // The window's exporter.
    const QString path = disk.filePath("old." + format);
    const Variant variant = Variant::classic(2, 2);
    const leapfrog::ui::ExportLine line = leapfrog::ui::gameLine(variant, variant.start(), {}, "classic:2");
    leapfrog::ui::ExportOptions options;
    options.format = *leapfrog::ui::exportFormatFromName(format);
    try {
        leapfrog::ui::writeExport(line, options, path, {});
        QFAIL("an export onto a full disk said it was written");
    } catch (const leapfrog::InputError& error) {
        QVERIFY2(QString::fromUtf8(error.what()).contains("the disk is full"), error.what());
    }
    QCOMPARE(contentOf(path), old);
    // leapfrog-cli export, in this process (the seam reaches it), and the real
    // program where the disk is a real one.
    const QString cliPath = disk.filePath("cli." + format);
    const QStringList arguments{"export", "classic:2", "--format", format, "--output", cliPath};
    const CliOutcome run = runCliHere(arguments);
    QCOMPARE(run.status, 2);
    QVERIFY2(!run.out.contains("wrote") && run.err.contains("the disk is full"), qPrintable(run.out + run.err));
    QCOMPARE(contentOf(cliPath), old);
    if (disk.mounted()) {
        QProcess process;
        process.start(LEAPFROG_CLI, arguments);
        QVERIFY(process.waitForFinished(-1));
        QCOMPARE(process.exitCode(), 2);
        const QString said = QString::fromUtf8(process.readAllStandardOutput() + process.readAllStandardError());
        QVERIFY2(!said.contains("wrote") && said.contains("the disk is full"), qPrintable(said));
        QCOMPARE(contentOf(cliPath), old);
    }
    QCOMPARE(QDir(disk.path()).entryList(QDir::Files), (QStringList{"cli." + format, "old." + format}));
}

QTEST_MAIN(FullDiskTest)
#include "tst_full_disk.moc"

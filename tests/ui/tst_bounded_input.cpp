// Inputs bounded before they are trusted (issue 37), in the window: a save
// file that is not a file (a FIFO, /dev/zero, a folder) is refused at once,
// never waited on or read without end; a small save of a long board opens in
// bounded memory.
#include "board/banner.h"
#include "board/boardview.h"
#include "files/savefile.h"
#include "window_driver.h"

#include <QTemporaryDir>

#include <sys/resource.h>

#include <sys/stat.h>

namespace {

using leapfrog::ui::MainWindow;

} // namespace

class BoundedInputTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void notAFileIsRefusedAtOnce_data();
    void notAFileIsRefusedAtOnce();
    void longBoardOpensInBoundedMemory();
};

void BoundedInputTest::initTestCase() { leapfrog::testing::useTestSettings(QStringLiteral("tst_bounded_input")); }

void BoundedInputTest::init() { leapfrog::testing::resetSettings(); }

void BoundedInputTest::notAFileIsRefusedAtOnce_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("a FIFO") << "fifo";
    QTest::newRow("/dev/zero") << "zero";
    QTest::newRow("a folder") << "folder";
}

// Opening a FIFO for reading waits for a writer, and /dev/zero never ends:
// the file is looked at first and refused. (Were it opened, this test would
// hang until ctest's timeout ends it.)
void BoundedInputTest::notAFileIsRefusedAtOnce()
{
    QFETCH(QString, kind);
    QTemporaryDir dir;
    QString path = dir.filePath("game.json");
    if (kind == "fifo") {
        QCOMPARE(::mkfifo(path.toLocal8Bit().constData(), 0600), 0);
    } else if (kind == "zero") {
        path = "/dev/zero";
    } else {
        QVERIFY(QDir().mkpath(path));
    }
    try {
        leapfrog::readGameFile(path);
        QFAIL("a file that is not one was read as a game");
    } catch (const leapfrog::InputError& error) {
        QVERIFY2(QString::fromUtf8(error.what()).contains("not a regular file"), error.what());
    }
    auto window = leapfrog::testing::openWindow("classic:3", leapfrog::testing::Shown::Exposed);
    QVERIFY(!window->openFile(path));
    QCOMPARE(QString::fromStdString(window->model()->variant().spec()), QString("classic:3")); // the game stays
    // The window words it for a player (ui/words/savefiletext): not a file, so no game.
    QVERIFY2(window->banner()->detail().contains("not a file"), qPrintable(window->banner()->detail()));
}

// A save of 1.7 MB: classic:100000 (200,001 holes) with 20,000 restarts,
// each after one move. It once opened at 9.9 GB and more: not the history
// (the game keeps no position per entry) but the board's background, cached
// as one pixmap because its width times its height overflowed an int. The
// window holds it within its budgets: the background's cache under 64 MiB,
// and the whole process (every background search has its own 1 GiB cap)
// under 3 GiB at its peak.
void BoundedInputTest::longBoardOpensInBoundedMemory()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("restarts.json");
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        constexpr int kHalf = 100000;
        constexpr int kRestarts = 20000;
        QByteArray text = R"({"format":"leapfrog-game","version":1,"variant":"classic:100000","start":")";
        text += QByteArray(kHalf, 'B') + "_" + QByteArray(kHalf, 'R') + R"(","history":[)";
        for (int i = 0; i < kRestarts; ++i) {
            text += QByteArray(i ? "," : "") + R"({"kind":"move","move":"100000-100001","origin":"player"},{"kind":"restart"})";
        }
        text += R"(],"cursor":)" + QByteArray::number(2 * kRestarts) + R"(,"solutionShown":false})";
        QCOMPARE(file.write(text), text.size());
    }
    auto window = leapfrog::testing::openWindow("classic:3", leapfrog::testing::Shown::Exposed);
    window->resize(1024, 700);
    QVERIFY2(window->openFile(path), qPrintable(window->banner()->detail()));
    QCOMPARE(QString::fromStdString(window->model()->variant().spec()), QString("classic:100000"));
    QCOMPARE(window->model()->game().history().size(), std::size_t{40000});
    for (int frame = 0; frame < 20; ++frame) {
        window->boardView()->repaint();
        QTest::qWait(20);
    }
    QVERIFY2(window->boardView()->backgroundBytes() <= std::int64_t{64} << 20,
             qPrintable(QString::number(window->boardView()->backgroundBytes())));
    rusage usage{};
    QCOMPARE(::getrusage(RUSAGE_SELF, &usage), 0);
    QVERIFY2(usage.ru_maxrss < 3L * 1024 * 1024, qPrintable(QStringLiteral("peak %1 KiB").arg(usage.ru_maxrss)));
}

QTEST_MAIN(BoundedInputTest)
#include "tst_bounded_input.moc"

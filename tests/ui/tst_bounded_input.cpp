// Inputs bounded before they are trusted (issue 37), in the window: a save
// file that is not a file (a FIFO, /dev/zero, a folder) is refused at once,
// never waited on or read without end.
#include "board/banner.h"
#include "files/savefile.h"
#include "window_driver.h"

#include <QTemporaryDir>

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
    QVERIFY2(window->banner()->detail().contains("not a regular file"), qPrintable(window->banner()->detail()));
}

QTEST_MAIN(BoundedInputTest)
#include "tst_bounded_input.moc"

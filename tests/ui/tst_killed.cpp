// Nothing lost: the real `leapfrog` program, killed with SIGKILL in the middle
// of a game, continues that game at the next start. Black box: a saved game
// with three moves is opened, the process is killed once its unfinished-game
// slot is on disk, and a second start (the dead window's lock is stale) must
// claim that slot and write back the same three-move game (a fresh game would
// write an empty history).
#include "files/savefile.h"
#include "model/errors.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace leapfrog;

namespace {

// The window's unfinished-game slots under a private data folder.
QString slotFolder(const QTemporaryDir& home) { return home.filePath("data/Leapfrog/Leapfrog/unfinished"); }

// The newest slot file (empty while there is none).
QString newestSlot(const QTemporaryDir& home)
{
    const QFileInfoList slots = QDir(slotFolder(home)).entryInfoList({"window-*.json"}, QDir::Files, QDir::Time);
    return slots.isEmpty() ? QString() : slots.first().filePath();
}

QByteArray savedGame(const QTemporaryDir& home)
{
    QFile file(newestSlot(home));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The position of the game in the session, or the empty position while there
// is none (or none readable yet).
Position savedPosition(const QTemporaryDir& home)
{
    try {
        return gameFromJson(savedGame(home)).game.position();
    } catch (const InputError&) {
        return Position();
    }
}

void start(QProcess& process, const QTemporaryDir& home, const QStringList& arguments)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert("XDG_CONFIG_HOME", home.path());
    environment.insert("XDG_DATA_HOME", home.filePath("data"));
    environment.insert("QT_QPA_PLATFORM", "offscreen");
    process.setProcessEnvironment(environment);
    process.start(LEAPFROG_GUI, arguments);
    QVERIFY(process.waitForStarted());
}

void killHard(QProcess& process)
{
    ::kill(static_cast<pid_t>(process.processId()), SIGKILL);
    QVERIFY(process.waitForFinished(10000));
    QCOMPARE(process.exitStatus(), QProcess::CrashExit);
}

} // namespace

class KilledTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void killedMidGameRestoresTheGame();
};

void KilledTest::killedMidGameRestoresTheGame()
{
    QTemporaryDir home;
    QVERIFY(home.isValid());
    Game game(Variant::classic(3, 3));
    for (const char* move : {"3-4", "5-3", "6-5"}) {
        game.play(moveFromText(move));
    }
    const QString file = home.filePath("midgame.json");
    writeGameFile(file, game, false);

    QProcess first;
    start(first, home, {file});
    // At start the window may first write the game it would otherwise begin;
    // wait for the opened file's game.
    QTRY_VERIFY_WITH_TIMEOUT(savedPosition(home) == game.position(), 20000);
    killHard(first);
    QCOMPARE(savedPosition(home), game.position());

    // The second start continues the game: its session (rewritten at start)
    // still holds the three moves.
    // File times have one-second resolution on some file systems: the
    // slot is dated an hour back, so that the second start's rewrite is
    // seen without waiting a second.
    const QDateTime before = QDateTime::currentDateTime().addSecs(-3600);
    const QString slot = newestSlot(home);
    {
        QFile file(slot);
        QVERIFY(file.open(QIODevice::ReadWrite) && file.setFileTime(before, QFileDevice::FileModificationTime));
    }
    QProcess second;
    start(second, home, {});
    QTRY_VERIFY_WITH_TIMEOUT(QFileInfo(slot).lastModified() > before, 20000);
    killHard(second);
    const SavedGame restored = gameFromJson(savedGame(home));
    QCOMPARE(restored.game.position(), game.position());
    QCOMPARE(restored.game.movesMade(), 3);
}

QTEST_GUILESS_MAIN(KilledTest)
#include "tst_killed.moc"

// Nothing lost: the real `leapfrog` program, killed with SIGKILL in the middle
// of a game, continues that game at the next start. Black box: a saved game
// with three moves is opened, the process is killed once its session is on
// disk, and a second start must write back the same three-move game (a fresh
// game would write an empty history).
#include "files/savefile.h"
#include "model/errors.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace leapfrog;

namespace {

// The window's settings file under a private config folder.
QString settingsPath(const QTemporaryDir& home) { return home.filePath("Leapfrog/Leapfrog.conf"); }

QByteArray savedGame(const QTemporaryDir& home)
{
    QSettings settings(settingsPath(home), QSettings::IniFormat);
    return settings.value("game/current").toByteArray();
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
    // settings are dated an hour back, so that the second start's rewrite is
    // seen without waiting a second.
    const QDateTime before = QDateTime::currentDateTime().addSecs(-3600);
    {
        QFile settings(settingsPath(home));
        QVERIFY(settings.open(QIODevice::ReadWrite) && settings.setFileTime(before, QFileDevice::FileModificationTime));
    }
    QProcess second;
    start(second, home, {});
    QTRY_VERIFY_WITH_TIMEOUT(QFileInfo(settingsPath(home)).lastModified() > before, 20000);
    killHard(second);
    const SavedGame restored = gameFromJson(savedGame(home));
    QCOMPARE(restored.game.position(), game.position());
    QCOMPARE(restored.game.movesMade(), 3);
}

QTEST_GUILESS_MAIN(KilledTest)
#include "tst_killed.moc"

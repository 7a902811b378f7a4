#pragma once
// Running the real leapfrog-cli binary (LEAPFROG_CLI, set by tests/CMakeLists.txt)
// for the CLI suites: its exit status and both streams, as a user's shell
// would see them.
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

namespace leapfrog::testing {

struct CliRun {
    int status = -1;
    QString out;
    QString err;
    // Standard output read as one JSON object (empty when it is not one).
    QJsonObject json() const { return QJsonDocument::fromJson(out.toUtf8()).object(); }
};

// The cache folder of the tests' runs (XDG_CACHE_HOME): a fresh one for each
// test process, so that no test reads a table another run left and none
// writes into the user's cache.
inline QString testCacheHome()
{
    static const QTemporaryDir home;
    return home.path();
}

// Runs leapfrog-cli with `arguments` and waits for it to end, however long
// that takes on this machine (ASan on a loaded machine once took over the
// two minutes a fixed wait allowed, and the unfinished run read as exit 0 with
// nothing printed): a run that hangs is ended by ctest's own --timeout. A run
// that crashed has status -1, never a status it did not give.
inline CliRun runCli(const QStringList& arguments)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert("XDG_CACHE_HOME", testCacheHome());
    process.setProcessEnvironment(environment);
    process.start(LEAPFROG_CLI, arguments);
    process.waitForFinished(-1);
    const int status = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    return {status, QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

// Output split into its non-empty lines.
inline QStringList lines(const QString& text) { return text.split('\n', Qt::SkipEmptyParts); }

} // namespace leapfrog::testing

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

// Runs leapfrog-cli with `arguments`, waiting at most `timeoutMs` for it to
// end: each suite sets the bound its slowest command needs.
inline CliRun runCli(const QStringList& arguments, int timeoutMs)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert("XDG_CACHE_HOME", testCacheHome());
    process.setProcessEnvironment(environment);
    process.start(LEAPFROG_CLI, arguments);
    process.waitForFinished(timeoutMs);
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

// Output split into its non-empty lines.
inline QStringList lines(const QString& text) { return text.split('\n', Qt::SkipEmptyParts); }

} // namespace leapfrog::testing

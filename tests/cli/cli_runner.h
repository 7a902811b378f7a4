#pragma once
// Running the real leapfrog-cli binary (LEAPFROG_CLI, set by tests/CMakeLists.txt)
// for the CLI suites: its exit status and both streams, as a user's shell
// would see them.
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace leapfrog::testing {

struct CliRun {
    int status = -1;
    QString out;
    QString err;
    // Standard output read as one JSON object (empty when it is not one).
    QJsonObject json() const { return QJsonDocument::fromJson(out.toUtf8()).object(); }
};

// Runs leapfrog-cli with `arguments`, waiting at most `timeoutMs` for it to
// end: each suite sets the bound its slowest command needs.
inline CliRun runCli(const QStringList& arguments, int timeoutMs)
{
    QProcess process;
    process.start(LEAPFROG_CLI, arguments);
    process.waitForFinished(timeoutMs);
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

} // namespace leapfrog::testing

// leapfrog-cli: headless solving, counting and checking for scripts.
// The contract (commands, JSON keys, exit statuses) is the man page
// resources/man/leapfrog-cli.6; resources/docs/cli.md shows it in use.
#include "cli.h"

#include <QCoreApplication>
#include <QDir>
#include <QGuiApplication>
#include <QTemporaryDir>

#include <cstring>
#include <memory>

namespace {

// `export` draws (fonts, painting): it alone gets a QGuiApplication, on the
// offscreen platform unless one is chosen, so that it runs on a server with
// no display. Every other command stays Qt Core only.
// Qt Gui wants a runtime folder and warns on stderr when XDG_RUNTIME_DIR is
// unset (a cron job, a container): a private one (0700, QTemporaryDir's) in
// the temporary folder, removed at exit, keeps a script's stderr clean.
void provideRuntimeFolder(std::unique_ptr<QTemporaryDir>& folder)
{
    if (!qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR")) {
        return;
    }
    folder = std::make_unique<QTemporaryDir>(QDir::tempPath() + "/leapfrog-cli-runtime-XXXXXX");
    if (folder->isValid()) {
        qputenv("XDG_RUNTIME_DIR", QFile::encodeName(folder->path()));
    }
}

std::unique_ptr<QCoreApplication> application(int& argc, char** argv, std::unique_ptr<QTemporaryDir>& runtime)
{
    if (argc > 1 && std::strcmp(argv[1], "export") == 0) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
            qputenv("QT_QPA_PLATFORM", "offscreen");
        }
        provideRuntimeFolder(runtime);
        return std::make_unique<QGuiApplication>(argc, argv);
    }
    return std::make_unique<QCoreApplication>(argc, argv);
}

} // namespace

int main(int argc, char** argv)
{
    std::unique_ptr<QTemporaryDir> runtime; // outlives the application that uses it
    const std::unique_ptr<QCoreApplication> app = application(argc, argv, runtime);
    QCoreApplication::setApplicationName("leapfrog-cli");
    QCoreApplication::setApplicationVersion(LEAPFROG_VERSION);
    leapfrog::cli::registerCommand("export", leapfrog::cli::runExport, leapfrog::cli::kExportUsage);
    return leapfrog::cli::runCommandLine(QCoreApplication::arguments(), leapfrog::cli::TableCacheUse::Default);
}

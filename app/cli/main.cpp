// leapfrog-cli: headless solving, counting and checking for scripts.
// The contract (commands, JSON keys, exit statuses) is in DESIGN.md.
#include "cli.h"

#include <QCoreApplication>
#include <QGuiApplication>

#include <cstring>
#include <memory>

namespace {

// `export` draws (fonts, painting): it alone gets a QGuiApplication, on the
// offscreen platform unless one is chosen, so that it runs on a server with
// no display. Every other command stays Qt Core only.
std::unique_ptr<QCoreApplication> application(int& argc, char** argv)
{
    if (argc > 1 && std::strcmp(argv[1], "export") == 0) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
            qputenv("QT_QPA_PLATFORM", "offscreen");
        }
        return std::make_unique<QGuiApplication>(argc, argv);
    }
    return std::make_unique<QCoreApplication>(argc, argv);
}

} // namespace

int main(int argc, char** argv)
{
    const std::unique_ptr<QCoreApplication> app = application(argc, argv);
    QCoreApplication::setApplicationName("leapfrog-cli");
    QCoreApplication::setApplicationVersion(LEAPFROG_VERSION);
    leapfrog::cli::registerCommand("export", leapfrog::cli::runExport, leapfrog::cli::kExportUsage);
    return leapfrog::cli::runCommandLine(QCoreApplication::arguments(), leapfrog::cli::TableCacheUse::Default);
}

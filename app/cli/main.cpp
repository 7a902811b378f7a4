// leapfrog-cli: headless solving, counting and checking for scripts.
// The contract (commands, JSON keys, exit statuses) is in DESIGN.md.
#include "cli.h"

#include <QCoreApplication>

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName("leapfrog-cli");
    QCoreApplication::setApplicationVersion(LEAPFROG_VERSION);
    return leapfrog::cli::runCommandLine(QCoreApplication::arguments(), leapfrog::cli::TableCacheUse::Default);
}

// leapfrog: the window.
#include "mainwindow.h"

#include <QApplication>

#include <cstdio>
#include <cstdlib>

namespace {

// Qt aborts with a terse message when no display can be opened; say plainly
// what is missing and where to go instead.
bool displayAvailable()
{
    const auto set = [](const char* name) {
        const char* value = std::getenv(name);
        return value != nullptr && *value != '\0';
    };
    return set("DISPLAY") || set("WAYLAND_DISPLAY") || set("QT_QPA_PLATFORM");
}

} // namespace

int main(int argc, char** argv)
{
    if (!displayAvailable()) {
        std::fputs("leapfrog: no display found (DISPLAY and WAYLAND_DISPLAY are unset), so the window cannot open.\n"
                   "Run it from a desktop session, or under xvfb-run, or use the headless leapfrog-cli:\n"
                   "  build/app/leapfrog-cli solve classic:3\n",
                   stderr);
        return 1;
    }
    QApplication app(argc, argv);
    QApplication::setApplicationName("Leapfrog");
    QApplication::setOrganizationName("Leapfrog");
    QApplication::setApplicationVersion(LEAPFROG_VERSION);
    leapfrog::ui::MainWindow window;
    window.resize(800, 300);
    window.show();
    return QApplication::exec();
}

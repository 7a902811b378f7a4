// leapfrog: the window.
//
//   leapfrog                    continue the last game (or start the last variant)
//   leapfrog FILE               open a saved game
//   leapfrog ID                 start a game ID (classic:3@BB_BRRR) or a variant (classic:5)
//   leapfrog --variant SPEC     start a new game of SPEC (e.g. classic:5, strict:4x3)
//   leapfrog --state-space ...  also open View > State space
#include "background/tables.h"
#include "language/language.h"
#include "model/errors.h"
#include "model/variant.h"
#include "play/gamemodel.h"
#include "settings/settingkeys.h"
#include "statespace/statespacecontroller.h"
#include "window/mainwindow.h"
#include "words/filetexts.h"

#include <QApplication>
#include <QMessageBox>
#include <QCommandLineParser>
#include <QFileInfo>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <new>
#include <string>
#include <string_view>
#include <optional>

namespace {

// Memory that ran out where no cap foresaw it ends the program with one clear
// sentence (on stderr, and in a message box when one can still be shown),
// exit status 2, never an abort. The game in progress is already on disk:
// the window keeps it after every change.
[[noreturn]] void outOfMemory()
{
    const QString text = leapfrog::ui::outOfMemoryText();
    std::fprintf(stderr, "leapfrog: %s\n", qPrintable(text));
    std::fflush(stderr);
    try {
        QMessageBox::critical(nullptr, QStringLiteral("Leapfrog"), text);
    } catch (...) {
    }
    std::_Exit(2);
}

class Application : public QApplication {
public:
    using QApplication::QApplication;
    bool notify(QObject* receiver, QEvent* event) override
    {
        try {
            return QApplication::notify(receiver, event);
        } catch (const std::bad_alloc&) {
            outOfMemory();
        }
    }
};

// Qt aborts with a terse message when no display can be opened; say plainly
// what is missing and where to go instead. Only Linux (X11 or Wayland) names
// its display in the environment: elsewhere there is always one to try.
bool displayAvailable()
{
#if defined(Q_OS_LINUX)
    const auto set = [](const char* name) {
        const char* value = std::getenv(name);
        return value != nullptr && *value != '\0';
    };
    return set("DISPLAY") || set("WAYLAND_DISPLAY") || set("QT_QPA_PLATFORM");
#else
    return true;
#endif
}

// The command-line program as this one was started: beside it when started
// by a path (build/app/leapfrog-cli), by name when found on PATH (installed).
std::string cliCommand(const char* argv0)
{
    const std::string self = argv0 != nullptr ? argv0 : "";
    const std::size_t slash = self.rfind('/');
    return slash == std::string::npos ? "leapfrog-cli" : self.substr(0, slash + 1) + "leapfrog-cli";
}

// What the command line asks for, checked before any window opens.
struct Request {
    std::optional<leapfrog::Variant> variant;
    QString file;
    bool stateSpace = false;
    std::optional<std::chrono::milliseconds> hintBudget;
};

void describe(QCommandLineParser& parser)
{
    parser.setApplicationDescription(QStringLiteral("Leapfrog: play the peg-jumping puzzles, with every improper "
                                                    "move flagged."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption({QStringLiteral("variant"),
                      QStringLiteral("Start a new game of SPEC: %1.")
                          .arg(QString::fromUtf8(leapfrog::acceptedVariantForms().data(),
                                                 static_cast<qsizetype>(leapfrog::acceptedVariantForms().size()))),
                      QStringLiteral("SPEC")});
    parser.addOption({QStringLiteral("state-space"),
                      QStringLiteral("Also open the state-space picture of the game (View > State space).")});
    parser.addOption({QStringLiteral("hint-budget"),
                      QStringLiteral("Let a hint's background search run SECONDS (default 20) before it stops and "
                                     "offers to keep searching; for a slow machine, or to see that offer."),
                      QStringLiteral("SECONDS")});
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QStringLiteral("A saved game to open, or a game ID to start (VARIANT@POSITION, e.g. "
                                                "classic:3@BB_BRRR, or a variant alone)."),
                                 QStringLiteral("[FILE|ID]"));
}

// Exits with status 2 and a one-line message on a bad command line.
Request readRequest(const QCommandLineParser& parser)
{
    Request request;
    const QStringList files = parser.positionalArguments();
    if (files.size() > 1 || (files.size() == 1 && parser.isSet(QStringLiteral("variant")))) {
        std::fputs("leapfrog: give either one saved game FILE or game ID, or --variant SPEC\n", stderr);
        std::exit(2);
    }
    if (parser.isSet(QStringLiteral("variant"))) {
        try {
            request.variant = leapfrog::Variant::parse(parser.value(QStringLiteral("variant")).toStdString());
        } catch (const leapfrog::InputError& error) {
            std::fprintf(stderr, "leapfrog: %s\n", error.what());
            std::exit(2);
        }
    }
    if (!files.isEmpty()) {
        // A file that is there is opened; otherwise a name with a colon and no
        // folder in it is a game ID (or a variant), refused here when bad.
        const QString given = files.front();
        const bool looksLikeId = given.contains(QLatin1Char(':')) && !given.contains(QLatin1Char('/'));
        if (looksLikeId && !QFileInfo::exists(given)) {
            try {
                request.variant = leapfrog::Variant::parse(given.toStdString());
            } catch (const leapfrog::InputError& error) {
                std::fprintf(stderr, "leapfrog: %s\n", error.what());
                std::exit(2);
            }
        } else {
            request.file = given;
        }
    }
    request.stateSpace = parser.isSet(QStringLiteral("state-space"));
    if (parser.isSet(QStringLiteral("hint-budget"))) {
        bool number = false;
        const double seconds = parser.value(QStringLiteral("hint-budget")).toDouble(&number);
        if (!number || !(seconds >= 0 && seconds <= 86400)) { // NaN fails both
            std::fputs("leapfrog: --hint-budget takes a number of seconds from 0 to 86400\n", stderr);
            std::exit(2);
        }
        request.hintBudget = std::chrono::milliseconds(static_cast<long long>(seconds * 1000));
    }
    return request;
}

int run(int argc, char** argv);

} // namespace

int main(int argc, char** argv)
{
    try {
        return run(argc, argv);
    } catch (const std::bad_alloc&) {
        outOfMemory();
    }
}

namespace {

int run(int argc, char** argv)
{
    const bool wantsTextOnly = argc > 1 && (std::string_view(argv[1]) == "--help" || std::string_view(argv[1]) == "-h"
                                            || std::string_view(argv[1]) == "--version" || std::string_view(argv[1]) == "-v");
    if (!displayAvailable() && !wantsTextOnly) {
        const std::string message =
            "leapfrog: no display found (DISPLAY and WAYLAND_DISPLAY are unset), so the window cannot open.\n"
            "Run it from a desktop session, or under xvfb-run, or use the headless leapfrog-cli:\n  "
            + cliCommand(argc > 0 ? argv[0] : nullptr) + " solve classic:3\n";
        std::fputs(message.c_str(), stderr);
        return 1;
    }
    if (wantsTextOnly && !displayAvailable()) {
        // --help and --version need no window: run them on the offscreen platform.
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    Application app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Leapfrog"));
    QApplication::setOrganizationName(QStringLiteral("Leapfrog"));
    QApplication::setApplicationVersion(QStringLiteral(LEAPFROG_VERSION));
    QCommandLineParser parser;
    describe(parser);
    parser.process(app);
    const Request request = readRequest(parser);
    // Distance tables built here or by leapfrog-cli are kept in one cache
    // folder (this application's CacheLocation) and read back, never rebuilt.
    leapfrog::ui::keepTablesInCache();
    // The language chosen in View > Language, else the system's (before any
    // widget is built: a widget keeps the words it was made with).
    leapfrog::ui::installLanguage(leapfrog::ui::Settings().value(leapfrog::ui::setting::language));

    leapfrog::ui::MainWindow window; // loads the icons
    QApplication::setWindowIcon(window.windowIcon());
    if (request.hintBudget) {
        leapfrog::ui::BackgroundWork* hints = window.model()->hintWork();
        hints->setBudget({*request.hintBudget, hints->budget().memory});
    }
    if (request.variant) {
        window.newGame(*request.variant);
    }
    if (!request.file.isEmpty() && !window.openFile(request.file)) {
        std::fprintf(stderr, "leapfrog: could not open %s (the window says why)\n", qPrintable(request.file));
    }
    window.show();
    // The keyboard starts on the window: a window manager gives a new window
    // the focus, but without one (a kiosk, Xvfb) the first start's keys
    // went nowhere, not even to the offer's Start button (the fifth newcomer).
    window.activateWindow();
    if (request.stateSpace) {
        window.stateSpace()->show();
    }
    return QApplication::exec();
}

} // namespace

// leapfrog-cli: headless solving, counting and checking for scripts.
// The contract (commands, JSON keys, exit statuses) is in DESIGN.md.
#include "cli.h"

#include "errors.h"

#include <QCoreApplication>
#include <QTextStream>

#include <functional>
#include <map>

using namespace leapfrog::cli;

namespace {

const char* const kUsage =
    "usage: leapfrog-cli COMMAND VARIANT [options]\n"
    "commands:\n"
    "  solve VARIANT [--method auto|search] [--format moves|notation|json]\n"
    "  check VARIANT MOVES... [--json]\n"
    "  count VARIANT [--json] [--time-limit SECONDS]\n"
    "  hint  VARIANT --position TEXT [--json] [--time-limit SECONDS]\n"
    "variants: classic:N, classic:NxM, strict:NxM, pairs:N\n"
    "run 'leapfrog-cli COMMAND --help' for a command's options";

int dispatch(const QStringList& arguments)
{
    static const std::map<QString, std::function<int(const QStringList&)>> commands{
        {"solve", runSolve},
        {"check", runCheck},
        {"count", runCount},
        {"hint", runHint},
    };
    if (arguments.size() < 2 || arguments[1] == "--help" || arguments[1] == "-h") {
        print(kUsage);
        return arguments.size() < 2 ? BadInput : Success;
    }
    if (arguments[1] == "--version") {
        print(QStringLiteral("leapfrog-cli " LEAPFROG_VERSION));
        return Success;
    }
    const auto command = commands.find(arguments[1]);
    if (command == commands.end()) {
        badInput("unknown command \"" + arguments[1] + "\"; expected one of: solve, check, count, hint");
    }
    QStringList rest = arguments;
    rest.removeAt(1);
    rest[0] = "leapfrog-cli " + arguments[1];
    return command->second(rest);
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName("leapfrog-cli");
    QCoreApplication::setApplicationVersion(LEAPFROG_VERSION);
    QTextStream err(stderr);
    try {
        return dispatch(QCoreApplication::arguments());
    } catch (const Failure& failure) {
        err << "leapfrog-cli: " << failure.message << '\n';
        return failure.status;
    } catch (const leapfrog::InputError& error) {
        err << "leapfrog-cli: " << error.what() << '\n';
        return BadInput;
    } catch (const leapfrog::LimitError& error) {
        err << "leapfrog-cli: " << error.what() << '\n';
        return BadInput;
    }
}

// leapfrog-cli's command table, usage text and the mapping of errors to the
// exit statuses of leapfrog-cli(6). main.cpp only calls runCommandLine;
// the fuzz target calls it too.
#include "cli.h"

#include "search/machine_limits.h"

#include "model/errors.h"

#include <QTextStream>

#include <new>

#include <functional>
#include <map>

namespace leapfrog::cli {

namespace {

const char* const kUsageHead =
    "usage: leapfrog-cli COMMAND VARIANT [options]\n"
    "commands:\n"
    "  solve VARIANT [--method auto|formula|word|search] [--solution K] [--format moves|notation|json] [--time-limit SECONDS]\n"
    "  check VARIANT MOVES... [--json] [--time-limit SECONDS]\n"
    "  bench VARIANT [--method auto|formula|word|search] [--solution K] [--random N]\n"
    "  count VARIANT [--json] [--time-limit SECONDS] [--progress]\n"
    "  hint  VARIANT [--position TEXT] [--json] [--time-limit SECONDS] [--progress]\n"
    "  stats VARIANT [--json] [--time-limit SECONDS]\n"
    "  graph VARIANT --format dot|graphml|json [--optimal-only]\n"
    "  challenge VARIANT [--difficulty easy|medium|hard|expert | --distance N] [--seed N | --daily YYYY-MM-DD] [--json]\n";
const char* const kUsageTail =
    "every command takes --no-cache: build tables afresh, neither reading nor writing the table cache\n"
    "variants: classic:N, classic:NxM, strict:NxM, pairs:N, y:K, branch:NB,N0,N1,N2,\n"
    "          classic:N[xM][hH][kK], strict:N[xM][hH][kK] (H holes, jumps over up to K pegs),\n"
    "          dudeney:N (numbered frogs, N 1 to 12), grid:N (a (2N+1)x(2N+1) square, N 1 to 3),\n"
    "          row:START>GOAL[,strict][,kK] (a row of your own: B, R and _, e.g. row:BR_BR>RB_RB)\n"
    "game IDs: VARIANT@POSITION, a row variant started from POSITION (e.g. classic:3@BB_BRRR), wherever a VARIANT is taken\n"
    "run 'leapfrog-cli COMMAND --help' for a command's options";

struct Registered {
    CommandRunner run;
    QString usage;
};

// Registered commands, by name (registerCommand).
std::map<QString, Registered>& registered()
{
    static std::map<QString, Registered> commands;
    return commands;
}

QString usageText()
{
    QString text = kUsageHead;
    for (const auto& [name, command] : registered()) {
        text += "  " + command.usage + '\n';
    }
    return text + kUsageTail;
}

int dispatch(const QStringList& arguments)
{
    std::map<QString, CommandRunner> commands{
        {"solve", runSolve},
        {"check", runCheck},
        {"bench", runBench},
        {"count", runCount},
        {"hint", runHint},
        {"stats", runStats},
        {"graph", runGraph},
        {"challenge", runChallenge},
    };
    for (const auto& [name, command] : registered()) {
        commands.emplace(name, command.run);
    }
    if (arguments.size() < 2 || arguments[1] == "--help" || arguments[1] == "-h") {
        print(usageText());
        return arguments.size() < 2 ? BadInput : Success;
    }
    if (arguments[1] == "--version") {
        print(QStringLiteral("leapfrog-cli " LEAPFROG_VERSION));
        return Success;
    }
    const auto command = commands.find(arguments[1]);
    if (command == commands.end()) {
        QStringList names;
        for (const auto& entry : commands) {
            names << entry.first;
        }
        badInput("unknown command \"" + arguments[1] + "\"; expected one of: " + names.join(", "));
    }
    QStringList rest = arguments;
    rest.removeAt(1);
    rest[0] = "leapfrog-cli " + arguments[1];
    return command->second(rest);
}

} // namespace

void registerCommand(const QString& name, CommandRunner run, const QString& usage)
{
    registered()[name] = {std::move(run), usage};
}

// The one line said when memory ran out, naming the cap in force.
QString outOfMemoryText()
{
    return "out of memory: this request needed more than the process could get (the memory cap in force is "
           + qs(byteSizeText(memoryCap())) + ", from " + (resources().memory ? QString("--memory")
                                                                              : qs(readMachineMemory().limitText()))
           + "); try a smaller board, or a --memory the machine can give";
}

int runReportingErrors(const QString& program, const std::function<int()>& run)
{
    QTextStream err(stderr);
    try {
        return run();
    } catch (const Failure& failure) {
        err << program << ": " << failure.message << '\n';
        return failure.status;
    } catch (const InputError& error) {
        err << program << ": " << error.what() << '\n';
        return BadInput;
    } catch (const LimitError& error) {
        err << program << ": " << error.what() << '\n';
        return BadInput;
    } catch (const std::bad_alloc&) {
        // What the caps did not foresee (a limit set outside them, a
        // structure's overhead): a refusal, not an abort.
        err << program << ": " << outOfMemoryText() << '\n';
        return BadInput;
    }
}

int runCommandLine(const QStringList& arguments, TableCacheUse cache)
{
    setTableCacheUse(cache);
    return runReportingErrors("leapfrog-cli", [&] { return dispatch(arguments); });
}

} // namespace leapfrog::cli

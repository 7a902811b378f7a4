#pragma once
// Shared pieces of leapfrog-cli: the exit statuses of its contract
// (leapfrog-cli(6), EXIT STATUS), output helpers, and one entry point per
// command (one file each).
#include "analysis/distance_stats.h"
#include "catalog/counting.h"
#include "model/variant.h"
#include "search/control.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>

namespace leapfrog::cli {

enum Exit { Success = 0, Negative = 1, BadInput = 2 };

// Thrown by a command to end with a status and a one-line message on stderr.
struct Failure {
    Exit status;
    QString message;
};

void print(const QString& line);
void printJson(const QJsonObject& object);
QString qs(const std::string& text);
// A person's input as a message quotes it: whole when short, else its start,
// marked as cut (model/errors.h).
QString excerpt(const QString& text);
[[noreturn]] void badInput(const QString& message);

// Whether the commands keep distance tables in the user's cache folder
// (files/table_cache.h): the program does, unless --no-cache; the fuzz target
// and tests that call runCommandLine in-process do not.
enum class TableCacheUse { Off, Default };

// Set by runCommandLine, read by parseCommand.
void setTableCacheUse(TableCacheUse use);

// The whole command line (arguments[0] is the program): runs the command,
// prints its output, reports errors on stderr, returns the exit status.
int runCommandLine(const QStringList& arguments, TableCacheUse cache = TableCacheUse::Off);

// --memory SIZE and --threads N, which every command takes (parseCommand adds
// and reads them): the memory cap and the worker threads of the command's
// tables and searches. Unset: the machine's (search/machine_limits.h).
struct Resources {
    std::optional<std::uint64_t> memory; // --memory, in bytes
    int threads = 0;                     // --threads (0: the cores this process may run on)
};
// The resources of the command line being run (set by parseCommand).
const Resources& resources();
// The memory cap in force: --memory, else machineMemoryCap(), divided among
// the processes that share the machine (setMemoryShare).
std::uint64_t memoryCap();
// The memory of the machine before it is shared: --memory, else
// machineMemoryCap().
std::uint64_t machineMemory();
// For a program whose processes share one machine's memory
// (leapfrog-cluster's ranks on one node): each takes 1/`processes` of it.
void setMemoryShare(int processes);
int memoryShare();
// The worker threads in force: --threads, else the default: machineThreads(),
// or what setDefaultThreads gave.
int workerThreads();
// The threads when --threads is not given, for a program whose processes
// share the machine's cores (leapfrog-cluster's ranks), and where they come
// from in the help's words ("the cores this process may run on"): its help
// and summary then say what it uses.
void setDefaultThreads(int threads, const QString& source);
// `control` with the command line's memory cap and threads.
SearchControl withResources(SearchControl control);

// --time-limit SECONDS: the search engine's budget (default: none, kNoBudget).
QCommandLineOption timeLimitOption();
// The engine's control for a parsed command line (its time limit, --memory
// and --threads). Throws Failure (bad input) for a malformed time limit.
SearchControl searchControl(const QCommandLineParser& parser, const QCommandLineOption& timeLimit);

// The preamble every command shares: adds the VARIANT argument and --help to
// `parser` (which already holds the command's own options and description),
// parses `arguments` and reads the variant. Returns nullopt when --help was
// asked (its text is then printed). Throws Failure (bad input, with `usage`
// as the example) for unknown options or no VARIANT, InputError for a bad
// variant. `more` names the positional arguments after VARIANT, if any
// (they are parser.positionalArguments().mid(1)), `moreHelp` says what they are.
std::optional<Variant> parseCommand(QCommandLineParser& parser, const QStringList& arguments, const QString& usage,
                                    const QString& more = {}, const QString& moreHelp = {});

// A command beyond those every build has, registered by the program before
// it runs the command line: leapfrog-cli's `export`, which draws with Qt Gui
// (the fuzz target and in-process tests run without it). `usage` is its line
// in the usage text.
using CommandRunner = std::function<int(const QStringList&)>;
void registerCommand(const QString& name, CommandRunner run, const QString& usage);

// Where `stats` and `count` get their answer: leapfrog-cli's own engine on
// this machine, or another program's (leapfrog-cluster: the same command
// line, output and errors, the work shared by MPI ranks). A backend may add
// options of its own (`options`, read back from the parser it is given).
struct StatsAnswer {
    DistanceStats stats;
    bool fromCache = false; // the table was read from the table cache
    // The summary's peak memory when it is not this process's alone
    // ("per rank 27.0, 26.8 MiB"); empty: this process's.
    QString peakMemory;
};
struct StatsBackend {
    QList<QCommandLineOption> options;
    std::function<StatsAnswer(const Variant&, const SearchControl&, const QCommandLineParser&)> build;
    // What a refusal adds after the engine's reason (empty: leapfrog-cli's
    // sentence on the boards this machine's cap fits).
    std::function<QString()> reach;
};
struct CountBackend {
    QList<QCommandLineOption> options;
    // Called without --forward-only (which always runs here, on one process).
    std::function<OptimalCount(const Variant&, const SearchControl&, const QCommandLineParser&)> count;
    // The summary's peak memory when it is not this process's alone (every
    // rank's); empty: this process's. Called once after the count, on every
    // rank alike (the cluster gathers the ranks' peaks).
    std::function<QString()> peakMemory;
};
int runStatsWith(const QStringList& arguments, const StatsBackend& backend);
int runCountWith(const QStringList& arguments, const CountBackend& backend);

// Runs `run`, mapping the errors of the commands to the exit statuses of
// leapfrog-cli(6) (0, 1 negative answer, 2 bad input), each reported on
// stderr as "PROGRAM: message".
int runReportingErrors(const QString& program, const std::function<int()>& run);

int runSolve(const QStringList& arguments);
int runCheck(const QStringList& arguments);
int runBench(const QStringList& arguments);
int runChallenge(const QStringList& arguments);
int runCount(const QStringList& arguments);
int runHint(const QStringList& arguments);
int runStats(const QStringList& arguments);
int runGraph(const QStringList& arguments);
// In leapfrog_cli_export (app/CMakeLists.txt), not in leapfrog_cli.
int runExport(const QStringList& arguments);
extern const char* const kExportUsage;

} // namespace leapfrog::cli

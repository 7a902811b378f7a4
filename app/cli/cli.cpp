#include "cli.h"

#include "files/table_cache.h"
#include "model/errors.h"
#include "search/machine_limits.h"

#include <QJsonDocument>

#include <QRegularExpression>
#include <QTextStream>

#include <algorithm>
#include <cmath>

namespace leapfrog::cli {

void print(const QString& line)
{
    static QTextStream out(stdout);
    out << line << '\n';
    out.flush();
}

void printJson(const QJsonObject& object)
{
    print(QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact)));
}

QString qs(const std::string& text) { return QString::fromStdString(text); }

void badInput(const QString& message) { throw Failure{BadInput, message}; }

QString excerpt(const QString& text) { return qs(leapfrog::excerpt(text.toStdString())); }

namespace {

TableCacheUse cacheUse = TableCacheUse::Off;
Resources current;
int defaultThreads = 0; // 0: machineThreads()
int sharedBy = 1;       // processes sharing the machine's memory
QString defaultThreadsSource = "the cores this process may run on";

int defaultWorkerThreads() { return defaultThreads > 0 ? defaultThreads : machineThreads(); }

// The most threads --threads takes: far more than any machine's cores, few
// enough that a typo (--threads 20000) is caught rather than started.
constexpr int kMostThreads = 4096;

QString machineMemoryHelp()
{
    const MachineMemory machine = readMachineMemory();
    QString sources = "its memory, " + qs(byteSizeText(machine.physical));
    if (machine.cgroup) {
        sources += "; its cgroup limit, " + qs(byteSizeText(*machine.cgroup));
    }
    if (machine.addressSpace) {
        sources += "; what ulimit -v leaves it, " + qs(byteSizeText(*machine.addressSpace));
    }
    return "Memory the tables and searches may hold: bytes, or a number with K, M, G or T (binary: 1G = 1024 MiB), "
           "e.g. 48G, 512M, 6.5G, up to what this process can have (default: what this machine can give, "
           + qs(byteSizeText(machineMemoryCap())) + ": the least of " + sources
           + ", less a margin for the rest of the system).";
}

// --memory beyond what the process can have is refused: the kernel would end
// the process (a cgroup's OOM killer) or an allocation would fail hours in.
void checkMemoryWithinMachine(const QString& typed, std::uint64_t asked)
{
    const MachineMemory machine = readMachineMemory();
    if (asked > machine.limit()) {
        badInput("--memory " + typed + " is more than this process can have: " + qs(machine.limitText())
                 + "; the memory cap in force is " + qs(byteSizeText(machineMemoryCap()))
                 + " (accepted: --memory up to " + qs(byteSizeText(machine.limit())) + ")");
    }
}

Resources readResources(const QCommandLineParser& parser, const QCommandLineOption& memory,
                        const QCommandLineOption& threads, const QString& programName)
{
    Resources read;
    if (parser.isSet(memory)) {
        read.memory = parseByteSize(parser.value(memory).toStdString());
        if (!read.memory) {
            badInput("bad --memory \"" + excerpt(parser.value(memory))
                     + "\"; expected a size in bytes or with K, M, G or T, e.g. 48G, 512M, 6.5G");
        }
        checkMemoryWithinMachine(parser.value(memory), *read.memory);
    }
    if (parser.isSet(threads)) {
        bool ok = false;
        read.threads = parser.value(threads).toInt(&ok);
        if (!ok || read.threads < 1 || read.threads > kMostThreads) {
            badInput("bad --threads \"" + parser.value(threads) + "\"; expected a whole number from 1 to "
                     + QString::number(kMostThreads) + ", e.g. " + QString::number(machineThreads()));
        }
        // More threads than cores only take turns (stats classic:10 took 52 s
        // with 4096 rather than 2 s): clamped, and said.
        if (read.threads > machineThreads()) {
            QTextStream(stderr) << programName << ": --threads " << read.threads << " is more than the "
                                << machineThreads() << " cores this process may run on; using "
                                << machineThreads() << '\n';
            read.threads = machineThreads();
        }
    }
    return read;
}

} // namespace

void setTableCacheUse(TableCacheUse use) { cacheUse = use; }

const Resources& resources() { return current; }

std::uint64_t machineMemory() { return current.memory.value_or(machineMemoryCap()); }

std::uint64_t memoryCap() { return machineMemory() / static_cast<std::uint64_t>(sharedBy); }

void setMemoryShare(int processes) { sharedBy = std::max(1, processes); }

int memoryShare() { return sharedBy; }

int workerThreads() { return current.threads > 0 ? current.threads : defaultWorkerThreads(); }

void setDefaultThreads(int threads, const QString& source)
{
    defaultThreads = threads;
    defaultThreadsSource = source;
}

SearchControl withResources(SearchControl control)
{
    control.memoryCap = static_cast<std::size_t>(memoryCap());
    control.threads = workerThreads();
    return control;
}

QCommandLineOption timeLimitOption()
{
    return QCommandLineOption("time-limit",
                              "Seconds the exact search may take before it answers \"unknown within the limit\" "
                              "(default: none; it runs to the answer, or to the memory cap).",
                              "SECONDS");
}

SearchControl searchControl(const QCommandLineParser& parser, const QCommandLineOption& timeLimit)
{
    if (!parser.isSet(timeLimit)) {
        // No clock turns a computable answer into a refusal: the search runs
        // to its answer (with --progress to watch it), or to the memory cap.
        SearchControl control;
        control.budget = kNoBudget;
        return withResources(control);
    }
    bool ok = false;
    const double seconds = parser.value(timeLimit).toDouble(&ok);
    // NaN and infinity pass every comparison's "no": checked by name.
    if (!ok || !std::isfinite(seconds) || seconds <= 0 || seconds > 1e6) {
        badInput("bad --time-limit \"" + excerpt(parser.value(timeLimit))
                 + "\"; expected a positive number of seconds up to 1000000, e.g. 60");
    }
    SearchControl control;
    control.budget = std::chrono::milliseconds(static_cast<long long>(seconds * 1000));
    return withResources(control);
}

std::optional<Variant> parseCommand(QCommandLineParser& parser, const QStringList& arguments, const QString& usage,
                                    const QString& more, const QString& moreHelp)
{
    parser.addPositionalArgument("VARIANT", qs(std::string(acceptedVariantForms())));
    if (!more.isEmpty()) {
        parser.addPositionalArgument(more, moreHelp);
    }
    const QCommandLineOption noCache("no-cache", "Neither read nor write kept distance tables (kept in "
                                                 + TableCache::defaultFolder() + "); build them afresh.");
    const QCommandLineOption memory("memory", machineMemoryHelp(), "SIZE");
    const QCommandLineOption threads("threads",
                                     "Worker threads (default: " + defaultThreadsSource + ", "
                                         + QString::number(defaultWorkerThreads()) + " here).",
                                     "N");
    parser.addOptions({noCache, memory, threads});
    parser.addHelpOption();
    if (!parser.parse(arguments)) {
        badInput(parser.errorText());
    }
    current = readResources(parser, memory, threads, arguments.first().section(' ', 0, 0));
    if (cacheUse == TableCacheUse::Default && !parser.isSet(noCache)) {
        installTableCache();
    } else {
        setDefaultTableStore(nullptr);
    }
    if (parser.isSet("help")) {
        // Qt names the program by its path; the usage line should name the
        // command as it is typed ("leapfrog-cli check", arguments[0]).
        QString help = parser.helpText();
        help.replace(QRegularExpression("^Usage: \\S+"), "Usage: " + arguments.first());
        print(help);
        return std::nullopt;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty() || (more.isEmpty() && positional.size() != 1)) {
        badInput(usage);
    }
    return Variant::parse(positional.first().toStdString());
}

} // namespace leapfrog::cli

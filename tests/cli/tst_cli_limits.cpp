// leapfrog-cli's limits come from the machine it runs on: every command takes
// --memory SIZE and --threads N (bad values: exit 2 naming the option); the
// default cap is the machine's (its help says the figure, a board beyond it is
// refused naming what the table needs and what the machine can give); a
// --memory below a table's need refuses naming both figures and a larger one
// builds the same table as without; --threads 1 and 2 print the same bytes;
// under `taskset -c 0` the program uses one thread (its --progress summary
// says how many it ran). A table's need is worked out here from the board,
// not read from the program: classic:N numbers (2N+1) * C(2N, N) arrangements,
// kept at 2 bits each plus a bit each while built (search/distance_table.h).
#include "cli_runner.h"
#include "search/machine_limits.h"

#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>

#include <sched.h>

using namespace leapfrog;
using namespace leapfrog::testing;

namespace {

CliRun cli(const QStringList& arguments) { return runCli(arguments); }

std::uint64_t binomial(int n, int k)
{
    std::uint64_t result = 1;
    for (int i = 1; i <= k; ++i) {
        result = result * std::uint64_t(n - k + i) / std::uint64_t(i);
    }
    return result;
}

// Bytes the distance table of classic:N takes while it is built.
std::uint64_t classicTableBytes(int n)
{
    const std::uint64_t positions = std::uint64_t(2 * n + 1) * binomial(2 * n, n);
    const std::uint64_t words = (positions + 31) / 32;
    return words * 8 + words * 4;
}

QString sizeText(std::uint64_t bytes) { return QString::fromStdString(byteSizeText(bytes)); }

// One line on stderr (the summary of --progress, which ends stderr), or "".
QString summaryLine(const QString& err)
{
    const QStringList all = lines(err);
    return all.isEmpty() ? QString() : all.last();
}

} // namespace

class CliLimitsTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void badLimitsRefused_data();
    void badLimitsRefused();
    void helpSaysTheMachinesFigures();
    void beyondTheMachineRefused();
    void smallerMemoryRefusesNamingBoth();
    void largerMemoryBuildsTheSameTable();
    void threadsGiveTheSameOutput_data();
    void threadsGiveTheSameOutput();
    void threadsClampedToCores();
    void affinityHonoured();
    void progressOnlyWhenAsked();
};

void CliLimitsTest::badLimitsRefused_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("named");
    const QList<QStringList> commands{
        {"solve", "classic:3"},  {"check", "classic:1", "2-1"}, {"bench", "classic:3"},
        {"count", "classic:3"},  {"hint", "classic:3", "--position", "BBB_RRR"},
        {"stats", "classic:3"},  {"graph", "classic:2", "--format", "dot"},
        {"challenge", "classic:5"}, {"export", "classic:2", "--format", "svg", "--output", "/dev/null"},
    };
    for (const QStringList& command : commands) {
        for (const QString size : {"lots", "0", "-1G", "4X", "1.5"}) {
            QTest::addRow("%s --memory %s", qPrintable(command.first()), qPrintable(size))
                << command + QStringList{"--memory", size} << "bad --memory \"" + size + "\"";
        }
        for (const QString count : {"0", "-2", "two", "100000"}) {
            QTest::addRow("%s --threads %s", qPrintable(command.first()), qPrintable(count))
                << command + QStringList{"--threads", count} << "bad --threads \"" + count + "\"";
        }
    }
}

// Exit 2, nothing on stdout, one line naming the option and the accepted form.
void CliLimitsTest::badLimitsRefused()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, named);
    const CliRun run = cli(arguments);
    QCOMPARE(run.status, 2);
    QVERIFY(run.out.isEmpty());
    QCOMPARE(run.err.count('\n'), 1);
    QVERIFY2(run.err.contains(named), qPrintable(run.err));
}

// The figures in every command's help are this machine's (read here through
// the core's readers), not a development machine's.
void CliLimitsTest::helpSaysTheMachinesFigures()
{
    const MachineMemory machine = readMachineMemory();
    cpu_set_t set;
    QCOMPARE(sched_getaffinity(0, sizeof set, &set), 0);
    for (const char* command : {"solve", "count", "stats", "hint", "graph"}) {
        const CliRun run = cli({command, "--help"});
        QCOMPARE(run.status, 0);
        const QString help = run.out.simplified();
        QVERIFY2(help.contains(sizeText(machine.usable()) + ":"), qPrintable(help));
        QVERIFY2(help.contains(sizeText(machine.physical)), qPrintable(help));
        QVERIFY2(help.contains(QString::number(CPU_COUNT(&set)) + " here"), qPrintable(help));
        QVERIFY2(!help.contains(QRegularExpression("(^|[^\\d.])4 GiB")), qPrintable(help)); // the old constant
    }
}

// The smallest classic board whose table is beyond what this machine can
// give is refused without --memory, naming both figures.
void CliLimitsTest::beyondTheMachineRefused()
{
    const std::uint64_t machine = readMachineMemory().usable();
    int n = 1;
    while (classicTableBytes(n) <= machine) {
        ++n;
    }
    QVERIFY(n <= 31); // within numbering for any machine of less than 10^18 bytes
    const QString spec = "classic:" + QString::number(n);
    const CliRun run = cli({"stats", spec, "--no-cache"});
    QCOMPARE(run.status, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.err.contains("the distance table of " + spec), qPrintable(run.err));
    QVERIFY2(run.err.contains("needs " + sizeText(classicTableBytes(n)) + ", above the memory cap of " + sizeText(machine)),
             qPrintable(run.err));
    QVERIFY2(run.err.contains("this machine can give " + sizeText(machine)), qPrintable(run.err));
    QVERIFY2(run.err.contains("--memory SIZE") && run.err.contains("leapfrog-cluster under mpirun"),
             qPrintable(run.err));
    // What still fits is named: the board just below.
    QVERIFY2(run.err.contains("up to classic:" + QString::number(n - 1) + ","), qPrintable(run.err));
}

void CliLimitsTest::smallerMemoryRefusesNamingBoth()
{
    const std::uint64_t needed = classicTableBytes(9); // about 338 KiB
    const CliRun run = cli({"stats", "classic:9", "--no-cache", "--memory", "300K"});
    QCOMPARE(run.status, 2);
    QVERIFY(run.out.isEmpty());
    QCOMPARE(run.err.count('\n'), 1);
    QVERIFY2(run.err.contains("needs " + sizeText(needed) + ", above the memory cap of 300.00 KiB"), qPrintable(run.err));
    QVERIFY2(run.err.contains("set by --memory"), qPrintable(run.err));
    QVERIFY2(run.err.contains("up to classic:8,"), qPrintable(run.err)); // classic:8's table: about 80 KiB
}

void CliLimitsTest::largerMemoryBuildsTheSameTable()
{
    QVERIFY(classicTableBytes(9) < 400 * 1024);
    const CliRun without = cli({"stats", "classic:9", "--no-cache"});
    const CliRun with = cli({"stats", "classic:9", "--no-cache", "--memory", "400K"});
    QCOMPARE(without.status, 0);
    QCOMPARE(with.status, 0);
    QVERIFY(with.err.isEmpty());
    QVERIFY(lines(without.out).contains("positions " + QString::number(19 * binomial(18, 9))));
    QCOMPARE(with.out, without.out);
}

void CliLimitsTest::threadsGiveTheSameOutput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("stats classic:9") << QStringList{"stats", "classic:9", "--no-cache"};
    QTest::newRow("stats strict:6") << QStringList{"stats", "strict:6", "--no-cache", "--json"};
    QTest::newRow("stats y:4") << QStringList{"stats", "y:4", "--no-cache"};
    QTest::newRow("stats pairs:9") << QStringList{"stats", "pairs:9", "--no-cache"};
    QTest::newRow("count classic:6") << QStringList{"count", "classic:6", "--no-cache"};
    QTest::newRow("count y:4") << QStringList{"count", "y:4", "--no-cache", "--json"};
    QTest::newRow("count pairs:10") << QStringList{"count", "pairs:10", "--no-cache"};
}

void CliLimitsTest::threadsGiveTheSameOutput()
{
    QFETCH(QStringList, arguments);
    const CliRun one = cli(arguments + QStringList{"--threads", "1", "--progress"});
    const CliRun two = cli(arguments + QStringList{"--threads", "2", "--progress"});
    QCOMPARE(one.status, 0);
    QCOMPARE(two.out, one.out);
    QVERIFY(!one.out.isEmpty());
    // Each ran with the threads it was given, at most the cores it may run
    // on (its summary says so).
    cpu_set_t set;
    QCOMPARE(sched_getaffinity(0, sizeof set, &set), 0);
    QVERIFY2(summaryLine(one.err).endsWith(", 1 thread"), qPrintable(one.err));
    QVERIFY2(summaryLine(two.err).endsWith(CPU_COUNT(&set) >= 2 ? ", 2 threads" : ", 1 thread"), qPrintable(two.err));
}

// --threads above the cores the process may run on is clamped to them, and
// a note says so (4096 threads on 2 cores once took 26 times as long).
void CliLimitsTest::threadsClampedToCores()
{
    cpu_set_t set;
    QCOMPARE(sched_getaffinity(0, sizeof set, &set), 0);
    const int cores = CPU_COUNT(&set);
    const CliRun run = cli({"stats", "classic:6", "--no-cache", "--progress", "--threads", "4096"});
    QCOMPARE(run.status, 0);
    QCOMPARE(run.out, cli({"stats", "classic:6", "--no-cache"}).out);
    QVERIFY2(lines(run.err).first() == QString("leapfrog-cli: --threads 4096 is more than the %1 cores this process "
                                                "may run on; using %1")
                                           .arg(cores),
             qPrintable(run.err));
    const QString expected = cores == 1 ? ", 1 thread" : ", " + QString::number(cores) + " threads";
    QVERIFY2(summaryLine(run.err).endsWith(expected), qPrintable(run.err));
}

// Pinned to one core by taskset, the program runs one worker thread (its
// summary names the threads it gave the engine), whatever the hardware has;
// without the pin, as many as its affinity mask allows.
void CliLimitsTest::affinityHonoured()
{
    const QString taskset = QStandardPaths::findExecutable("taskset");
    QVERIFY2(!taskset.isEmpty(), "taskset (util-linux) is needed");
    QProcess pinned;
    pinned.start(taskset, {"-c", "0", LEAPFROG_CLI, "stats", "classic:8", "--no-cache", "--progress"});
    QVERIFY(pinned.waitForFinished(120000));
    QCOMPARE(pinned.exitCode(), 0);
    const QString err = QString::fromUtf8(pinned.readAllStandardError());
    QVERIFY2(summaryLine(err).endsWith(", 1 thread"), qPrintable(err));

    cpu_set_t set;
    QCOMPARE(sched_getaffinity(0, sizeof set, &set), 0);
    const int cores = CPU_COUNT(&set);
    const CliRun free = cli({"stats", "classic:8", "--no-cache", "--progress"});
    const QString expected = cores == 1 ? ", 1 thread" : ", " + QString::number(cores) + " threads";
    QVERIFY2(summaryLine(free.err).endsWith(expected), qPrintable(free.err));
}

// stderr is not a terminal here: without --progress it stays empty, so
// scripts that read both streams see what they saw before; with it, the
// layers and one summary line with the time, peak memory and rate.
void CliLimitsTest::progressOnlyWhenAsked()
{
    const CliRun quiet = cli({"stats", "classic:7", "--no-cache"});
    QCOMPARE(quiet.status, 0);
    QVERIFY(quiet.err.isEmpty());
    const CliRun shown = cli({"stats", "classic:7", "--no-cache", "--progress"});
    QCOMPARE(shown.out, quiet.out);
    const QStringList errLines = lines(shown.err);
    QVERIFY2(errLines.first().startsWith("distance table: layer 0, 1 of "), qPrintable(shown.err));
    const QString summary = summaryLine(shown.err);
    QVERIFY2(summary.startsWith("stats classic:7: "), qPrintable(summary));
    QVERIFY2(summary.contains(" MiB, " + QString::number(15 * binomial(14, 7)) + " positions, "), qPrintable(summary));
    QVERIFY2(summary.contains("peak memory "), qPrintable(summary));
    const CliRun counted = cli({"count", "classic:5", "--no-cache", "--progress"});
    QVERIFY2(summaryLine(counted.err).startsWith("count classic:5: "), qPrintable(counted.err));
}

QTEST_GUILESS_MAIN(CliLimitsTest)
#include "tst_cli_limits.moc"

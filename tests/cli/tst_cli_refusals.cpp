// Crashes turned into refusals (issue 37): numbers in options are checked
// (NaN, infinity, negative); an allocation that follows from the input
// (--random's indices) is checked against the memory cap first; --memory above
// what the process can have (the machine's memory, ulimit -v) is refused
// naming the limit and the cap in force; memory that runs out anyway
// (count pairs:26 under ulimit -v) ends in one clear line and exit 2, never an
// abort (134) or the kernel's kill (137); a long input is quoted as a short,
// marked excerpt.
#include "cli.h"
#include "cli_runner.h"
#include "search/machine_limits.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryFile>
#include <QTest>

#include <new>

#include <sys/resource.h>
#include <unistd.h>

namespace {

using leapfrog::testing::CliRun;
using leapfrog::testing::runCli;

// leapfrog-cli under `ulimit -v` of `bytes`, as a shell's `ulimit -v` sets it.
CliRun runCliWithAddressSpace(const QStringList& arguments, rlim_t bytes)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert("XDG_CACHE_HOME", leapfrog::testing::testCacheHome());
    process.setProcessEnvironment(environment);
    process.setChildProcessModifier([bytes] {
        const rlimit limit{bytes, bytes};
        ::setrlimit(RLIMIT_AS, &limit);
    });
    process.start(LEAPFROG_CLI, arguments);
    process.waitForFinished(-1);
    const int status = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    return {status, QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

// AddressSanitizer reserves terabytes of address space at start: under it a
// process cannot run with a `ulimit -v` at all, so the sanitizer build checks
// the same refusals through --memory (the cap's other source) instead.
constexpr bool kSanitized =
#if defined(__SANITIZE_ADDRESS__)
    true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
    true;
#else
    false;
#endif
#else
    false;
#endif

// What the in-process command below stands for: memory running out where no
// cap foresaw it.
int runOutOfMemory(const QStringList&) { throw std::bad_alloc(); }

// The stderr of a command run in this process.
QString stderrOf(const std::function<int()>& run, int* status)
{
    QTemporaryFile file;
    file.open();
    std::fflush(stderr);
    const int saved = ::dup(2);
    ::dup2(file.handle(), 2);
    *status = run();
    std::fflush(stderr);
    ::dup2(saved, 2);
    ::close(saved);
    file.seek(0);
    return QString::fromUtf8(file.readAll());
}

} // namespace

class CliRefusalsTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void numbersChecked_data();
    void numbersChecked();
    void randomCheckedAgainstTheCap();
    void memoryAboveTheMachineRefused();
    void memoryAboveUlimitRefused();
    void outOfMemoryIsARefusal();
    void badAllocAnywhereSaysSo();
    void longInputQuotedShort();
};

void CliRefusalsTest::numbersChecked_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("option");
    for (const char* value : {"nan", "NaN", "inf", "-inf", "infinity", "-5", "0", "1e300"}) {
        QTest::addRow("--time-limit %s", value) << QStringList{"count", "classic:3", "--time-limit", value}
                                                << "--time-limit";
    }
    for (const char* value : {"-1", "nan", "1.5", "1e9x"}) {
        QTest::addRow("--random %s", value) << QStringList{"bench", "classic:3", "--random", value} << "--random";
    }
    for (const char* value : {"-1G", "nanG", "infG", "0"}) {
        QTest::addRow("--memory %s", value) << QStringList{"count", "classic:3", "--memory", value} << "--memory";
    }
}

void CliRefusalsTest::numbersChecked()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, option);
    const CliRun run = runCli(arguments);
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(option), qPrintable(run.err));
    QVERIFY2(!run.err.contains("-9223372036854775"), qPrintable(run.err));
    QCOMPARE(run.out, QString());
}

// bench draws its random indices first, eight bytes each: 10^14 of them are
// 800 TB, refused before one is drawn (it aborted with std::bad_alloc).
void CliRefusalsTest::randomCheckedAgainstTheCap()
{
    const CliRun run = runCli({"bench", "classic:10000", "--method", "formula", "--random", "99999999999999"});
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains("--random 99999999999999") && run.err.contains("memory cap of"), qPrintable(run.err));
    // Within the cap it runs: the refusal is the cap's, not the number's.
    const CliRun small = runCli({"bench", "classic:3", "--random", "1000"});
    QCOMPARE(small.status, 0);
}

// More than the machine has: the kernel would kill the process hours in.
void CliRefusalsTest::memoryAboveTheMachineRefused()
{
    const leapfrog::MachineMemory machine = leapfrog::readMachineMemory();
    const std::uint64_t above = machine.limit() + (std::uint64_t{1} << 30);
    const QString typed = QString::number(above);
    const CliRun run = runCli({"count", "classic:3", "--memory", typed});
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains("--memory " + typed + " is more than this process can have"), qPrintable(run.err));
    QVERIFY2(run.err.contains("the memory cap in force is " + QString::fromStdString(leapfrog::byteSizeText(leapfrog::machineMemoryCap()))),
             qPrintable(run.err));
    // Up to the limit it is taken.
    QCOMPARE(runCli({"count", "classic:3", "--memory", QString::number(machine.limit())}).status, 0);
}

// Under ulimit -v 2 GB, --memory 8G is refused naming what ulimit leaves; the
// cap in force is below the 2 GB, not the machine's 20 GiB.
void CliRefusalsTest::memoryAboveUlimitRefused()
{
    if (kSanitized) {
        // The same refusal through the cap's other source.
        const CliRun run = runCli({"count", "classic:3", "--memory", "100T"});
        QCOMPARE(run.status, 2);
        QVERIFY2(run.err.contains("more than this process can have"), qPrintable(run.err));
        return;
    }
    constexpr rlim_t kTwoGB = rlim_t{2} << 30;
    const CliRun run = runCliWithAddressSpace({"count", "classic:3", "--memory", "8G"}, kTwoGB);
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains("--memory 8G is more than this process can have: what ulimit -v"), qPrintable(run.err));
    const CliRun help = runCliWithAddressSpace({"count", "--help"}, kTwoGB);
    QVERIFY2(help.out.simplified().contains("what ulimit -v leaves it"), qPrintable(help.out));
    QVERIFY2(!help.out.contains("20.6"), qPrintable(help.out));
}

// count pairs:26 under ulimit -v 500000 (as the issue tried it): no abort
// (it ended with std::bad_alloc, 134), one line and exit 2, within a time
// limit kept short here; a table beyond what ulimit leaves is refused before
// it is built, naming a cap below the ulimit (not the machine's 20 GiB).
// Under the sanitizer build, the same through --memory.
void CliRefusalsTest::outOfMemoryIsARefusal()
{
    const QStringList count{"count", "pairs:26", "--time-limit", "10"};
    const CliRun run = kSanitized ? runCli(count + QStringList{"--memory", "64M"})
                                  : runCliWithAddressSpace(count, rlim_t{500000} * 1024);
    QCOMPARE(run.status, 2);
    QVERIFY2(!run.err.contains("bad_alloc") && !run.err.contains("terminate"), qPrintable(run.err));
    QCOMPARE(run.err.trimmed().count('\n'), 0); // one line
    const QStringList stats{"stats", "classic:15", "--no-cache"};
    const CliRun table = kSanitized ? runCli(stats + QStringList{"--memory", "1G"})
                                    : runCliWithAddressSpace(stats, rlim_t{2} << 30);
    QCOMPARE(table.status, 2);
    const QRegularExpression capNamed("above the memory cap of ([0-9.]+) (MiB|GiB)");
    const QRegularExpressionMatch cap = capNamed.match(table.err);
    QVERIFY2(cap.hasMatch(), qPrintable(table.err));
    const double gib = cap.captured(1).toDouble() / (cap.captured(2) == "MiB" ? 1024 : 1);
    QVERIFY2(gib < 2, qPrintable(table.err)); // within the 2 GiB the process may have
}

// However memory runs out, leapfrog-cli ends with one line and exit 2.
void CliRefusalsTest::badAllocAnywhereSaysSo()
{
    leapfrog::cli::registerCommand("exhaust", runOutOfMemory, "exhaust");
    int status = 0;
    const QString err = stderrOf([] { return leapfrog::cli::runCommandLine({"leapfrog-cli", "exhaust"}); }, &status);
    QCOMPARE(status, 2);
    QVERIFY2(err.startsWith("leapfrog-cli: out of memory") && err.contains("the memory cap in force is"),
             qPrintable(err));
}

// A game ID of classic:30000 holds a 60,001-character position: the refusal
// quotes a short, marked piece of it, not the whole twice over.
void CliRefusalsTest::longInputQuotedShort()
{
    const QString position = QString(30000, 'B') + 'X' + QString(30000, 'R');
    const CliRun run = runCli({"solve", "classic:30000@" + position});
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.size() < 1000, qPrintable(QString::number(run.err.size())));
    QVERIFY2(run.err.contains("characters)"), qPrintable(run.err));
    const CliRun option = runCli({"count", "classic:3", "--time-limit", QString(5000, '9') + "x"});
    QCOMPARE(option.status, 2);
    QVERIFY2(option.err.size() < 500, qPrintable(option.err));
}

QTEST_GUILESS_MAIN(CliRefusalsTest)
#include "tst_cli_refusals.moc"

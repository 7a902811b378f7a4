// The machine's limits (search/machine_limits.h) read from fixture folders
// laid out like / (proc/meminfo, proc/self/cgroup, sys/fs/cgroup/...): a
// cgroup limit below the physical memory wins, a parent's tighter limit binds
// its child, "max" and v1's "no limit" are none; the default cap of a search
// is the machine's; sizes as people type them, and bad ones refused.
#include "search/control.h"
#include "search/machine_limits.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <sched.h>

using namespace leapfrog;

namespace {

constexpr std::uint64_t kGiB = std::uint64_t{1} << 30;
constexpr std::uint64_t kMiB = std::uint64_t{1} << 20;

// Writes `text` to `relative` under `root`, making its folders.
void put(const QTemporaryDir& root, const QString& relative, const QByteArray& text)
{
    const QString path = root.filePath(relative);
    QVERIFY(QDir().mkpath(QFileInfo(path).path()));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
}

// A 24 GiB machine's meminfo.
const QByteArray kMeminfo24G = "MemTotal:       25165824 kB\nMemFree:         1000000 kB\nMemAvailable:   2000000 kB\n";

std::filesystem::path rootOf(const QTemporaryDir& dir) { return dir.path().toStdString(); }

} // namespace

class MachineLimitsTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void physicalOnly();
    void cgroupV2BelowPhysicalWins();
    void cgroupV2ParentBinds();
    void cgroupV2MaxIsNone();
    void cgroupV1BelowPhysicalWins();
    void cgroupV1NoLimitIsNone();
    void cgroupAbovePhysicalLosesToPhysical();
    void marginKeepsRoom();
    void theTightestLimitBindsAndIsNamed();
    void addressSpaceLimitIsRead();
    void defaultCapFollowsTheMachine();
    void threadsFollowAffinity();
    void sizes_data();
    void sizes();
    void sizeText();
};

void MachineLimitsTest::physicalOnly()
{
    QTemporaryDir dir;
    put(dir, "proc/meminfo", kMeminfo24G);
    const MachineMemory memory = readMachineMemory(rootOf(dir));
    QCOMPARE(memory.physical, 24 * kGiB);
    QVERIFY(!memory.cgroup);
    QCOMPARE(memory.usable(), 21 * kGiB); // an eighth kept back
}

void MachineLimitsTest::cgroupV2BelowPhysicalWins()
{
    QTemporaryDir dir;
    put(dir, "proc/meminfo", kMeminfo24G);
    put(dir, "proc/self/cgroup", "0::/user.slice/job\n");
    put(dir, "sys/fs/cgroup/user.slice/job/memory.max", QByteArray::number(8 * kGiB) + "\n");
    const MachineMemory memory = readMachineMemory(rootOf(dir));
    QCOMPARE(memory.cgroup, std::optional(8 * kGiB));
    QCOMPARE(memory.usable(), 7 * kGiB);
}

void MachineLimitsTest::cgroupV2ParentBinds()
{
    QTemporaryDir dir;
    put(dir, "proc/self/cgroup", "0::/a/b/c\n");
    put(dir, "sys/fs/cgroup/a/memory.max", QByteArray::number(2 * kGiB));
    put(dir, "sys/fs/cgroup/a/b/memory.max", "max\n");
    put(dir, "sys/fs/cgroup/a/b/c/memory.max", QByteArray::number(6 * kGiB));
    QCOMPARE(cgroupMemoryLimit(rootOf(dir), "0::/a/b/c\n"), std::optional(2 * kGiB));
    // On a hybrid machine the v2 hierarchy is mounted at sys/fs/cgroup/unified.
    QTemporaryDir hybrid;
    put(hybrid, "sys/fs/cgroup/unified/a/memory.max", QByteArray::number(3 * kGiB));
    QCOMPARE(cgroupMemoryLimit(rootOf(hybrid), "0::/a\n"), std::optional(3 * kGiB));
}

void MachineLimitsTest::cgroupV2MaxIsNone()
{
    QTemporaryDir dir;
    put(dir, "proc/meminfo", kMeminfo24G);
    put(dir, "proc/self/cgroup", "0::/job\n");
    put(dir, "sys/fs/cgroup/job/memory.max", "max\n");
    QVERIFY(!readMachineMemory(rootOf(dir)).cgroup);
}

void MachineLimitsTest::cgroupV1BelowPhysicalWins()
{
    QTemporaryDir dir;
    put(dir, "proc/meminfo", kMeminfo24G);
    put(dir, "proc/self/cgroup", "9:name=systemd:/\n4:memory:/process_api/job\n3:cpuset:/\n0::/\n");
    put(dir, "sys/fs/cgroup/memory/process_api/job/memory.limit_in_bytes", QByteArray::number(4 * kGiB) + "\n");
    put(dir, "sys/fs/cgroup/memory/memory.limit_in_bytes", "9223372036854771712\n");
    const MachineMemory memory = readMachineMemory(rootOf(dir));
    QCOMPARE(memory.cgroup, std::optional(4 * kGiB));
    QCOMPARE(memory.usable(), 3 * kGiB + 512 * kMiB);
}

void MachineLimitsTest::cgroupV1NoLimitIsNone()
{
    QTemporaryDir dir;
    put(dir, "proc/self/cgroup", "4:cpu,memory:/job\n");
    put(dir, "sys/fs/cgroup/memory/job/memory.limit_in_bytes", "9223372036854771712\n");
    QVERIFY(!cgroupMemoryLimit(rootOf(dir), "4:cpu,memory:/job\n"));
    put(dir, "sys/fs/cgroup/memory/job/memory.limit_in_bytes", QByteArray::number(kGiB));
    QCOMPARE(cgroupMemoryLimit(rootOf(dir), "4:cpu,memory:/job\n"), std::optional(kGiB));
}

void MachineLimitsTest::cgroupAbovePhysicalLosesToPhysical()
{
    QTemporaryDir dir;
    put(dir, "proc/meminfo", kMeminfo24G);
    put(dir, "proc/self/cgroup", "0::/job\n");
    put(dir, "sys/fs/cgroup/job/memory.max", QByteArray::number(64 * kGiB));
    QCOMPARE(readMachineMemory(rootOf(dir)).usable(), 21 * kGiB);
}

// Physical memory, a cgroup (v1 or v2, read above) and ulimit -v: the least
// binds, and the words name that one.
void MachineLimitsTest::theTightestLimitBindsAndIsNamed()
{
    const MachineMemory cgroup{24 * kGiB, 300 * kMiB, std::nullopt};
    QCOMPARE(cgroup.limit(), 300 * kMiB);
    QVERIFY(QString::fromStdString(cgroup.limitText()).contains("cgroup"));
    QCOMPARE(cgroup.usable(), 150 * kMiB);
    const MachineMemory ulimit{24 * kGiB, 4 * kGiB, 2 * kGiB};
    QCOMPARE(ulimit.limit(), 2 * kGiB);
    QVERIFY(QString::fromStdString(ulimit.limitText()).contains("ulimit -v"));
    QCOMPARE(ulimit.usable(), 2 * kGiB - 512 * kMiB);
    const MachineMemory physical{8 * kGiB, 16 * kGiB, 64 * kGiB};
    QCOMPARE(physical.limit(), 8 * kGiB);
    QVERIFY(QString::fromStdString(physical.limitText()).contains("machine's memory"));
}

// The process's own RLIMIT_AS, less what it maps: set here in a child, read
// there (the limit binds every later allocation of that process).
void MachineLimitsTest::addressSpaceLimitIsRead()
{
    rlimit before{};
    QCOMPARE(getrlimit(RLIMIT_AS, &before), 0);
    if (before.rlim_cur != RLIM_INFINITY) {
        QVERIFY(addressSpaceLeft().has_value()); // a limit already in force is read
        return;
    }
    QVERIFY(!addressSpaceLeft().has_value()); // unlimited: none
    int pipe[2];
    QCOMPARE(::pipe(pipe), 0);
    const pid_t child = ::fork();
    if (child == 0) {
        const rlimit limit{std::uint64_t{64} << 40, RLIM_INFINITY}; // 64 TiB: more than any process here maps
        ::setrlimit(RLIMIT_AS, &limit);
        const std::optional<std::uint64_t> left = addressSpaceLeft();
        const std::uint64_t value = left.value_or(0);
        const ssize_t written = ::write(pipe[1], &value, sizeof value);
        ::_exit(written == sizeof value ? 0 : 1);
        ::_exit(0);
    }
    std::uint64_t left = 0;
    QCOMPARE(::read(pipe[0], &left, sizeof left), static_cast<ssize_t>(sizeof left));
    ::waitpid(child, nullptr, 0);
    QVERIFY(left > 0 && left < (std::uint64_t{64} << 40)); // the limit, less what the child maps
}

void MachineLimitsTest::marginKeepsRoom()
{
    // At least 512 MiB kept back, half of a limit below 1 GiB.
    QCOMPARE((MachineMemory{2 * kGiB, std::nullopt, std::nullopt}.usable()), 2 * kGiB - 512 * kMiB);
    QCOMPARE((MachineMemory{24 * kGiB, 512 * kMiB, std::nullopt}.usable()), 256 * kMiB);
    QCOMPARE((MachineMemory{64 * kGiB, std::nullopt, std::nullopt}.usable()), 56 * kGiB);
}

void MachineLimitsTest::defaultCapFollowsTheMachine()
{
    const std::uint64_t machine = readMachineMemory().usable();
    QCOMPARE(machineMemoryCap(), machine);
    QCOMPARE(static_cast<std::uint64_t>(SearchControl{}.memoryCap), machine);
}

void MachineLimitsTest::threadsFollowAffinity()
{
    cpu_set_t all;
    QCOMPARE(sched_getaffinity(0, sizeof all, &all), 0);
    QCOMPARE(machineThreads(), CPU_COUNT(&all));
    // Narrowed to one core, the process counts one, whatever the hardware has.
    cpu_set_t one;
    CPU_ZERO(&one);
    for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu) {
        if (CPU_ISSET(cpu, &all)) {
            CPU_SET(cpu, &one);
            break;
        }
    }
    QCOMPARE(sched_setaffinity(0, sizeof one, &one), 0);
    const int narrowed = machineThreads();
    const int guardThreads = SearchGuard(SearchControl{}).threads();
    QCOMPARE(sched_setaffinity(0, sizeof all, &all), 0);
    QCOMPARE(narrowed, 1);
    QCOMPARE(guardThreads, 1);
}

void MachineLimitsTest::sizes_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<qint64>("bytes"); // -1: refused
    QTest::newRow("48G") << "48G" << qint64(48) * qint64(kGiB);
    QTest::newRow("512M") << "512M" << qint64(512) * qint64(kMiB);
    QTest::newRow("6.5G") << "6.5G" << qint64(6.5 * double(kGiB));
    QTest::newRow("1T") << "1T" << (qint64(1) << 40);
    QTest::newRow("64K") << "64K" << qint64(65536);
    QTest::newRow("lower case g") << "2g" << qint64(2) * qint64(kGiB);
    QTest::newRow("GiB") << "48GiB" << qint64(48) * qint64(kGiB);
    QTest::newRow("GB") << "3GB" << qint64(3) * qint64(kGiB);
    QTest::newRow("plain bytes") << "1073741824" << qint64(kGiB);
    QTest::newRow("one byte") << "1" << qint64(1);
    QTest::newRow("empty") << "" << qint64(-1);
    QTest::newRow("zero") << "0" << qint64(-1);
    QTest::newRow("zero G") << "0G" << qint64(-1);
    QTest::newRow("negative") << "-4G" << qint64(-1);
    QTest::newRow("unit alone") << "G" << qint64(-1);
    QTest::newRow("unknown unit") << "12X" << qint64(-1);
    QTest::newRow("petabytes") << "1P" << qint64(-1);
    QTest::newRow("fraction of a byte") << "1.5" << qint64(-1);
    QTest::newRow("two points") << "1.2.3G" << qint64(-1);
    QTest::newRow("leading point") << ".5G" << qint64(-1);
    QTest::newRow("space") << "4 G" << qint64(-1);
    QTest::newRow("two units") << "4GG" << qint64(-1);
    QTest::newRow("words") << "lots" << qint64(-1);
    QTest::newRow("beyond 64 bits") << "99999999T" << qint64(-1);
    QTest::newRow("bytes beyond 64 bits") << "18446744073709551616" << qint64(-1);
}

void MachineLimitsTest::sizes()
{
    QFETCH(QString, text);
    QFETCH(qint64, bytes);
    const std::optional<std::uint64_t> parsed = parseByteSize(text.toStdString());
    if (bytes < 0) {
        QVERIFY2(!parsed, qPrintable(QString::number(parsed.value_or(0))));
    } else {
        QCOMPARE(parsed, std::optional(static_cast<std::uint64_t>(bytes)));
    }
}

void MachineLimitsTest::sizeText()
{
    QCOMPARE(byteSizeText(4 * kGiB), std::string("4.00 GiB"));
    QCOMPARE(byteSizeText(512 * kMiB), std::string("512.00 MiB"));
    QCOMPARE(byteSizeText(1536), std::string("1.50 KiB"));
    QCOMPARE(byteSizeText(std::uint64_t{3} << 40), std::string("3.00 TiB"));
}

QTEST_GUILESS_MAIN(MachineLimitsTest)
#include "tst_machine_limits.moc"

// leapfrog-cluster under mpirun (LEAPFROG_MPIEXEC, LEAPFROG_CLUSTER: set by
// tests/CMakeLists.txt) against leapfrog-cli: the same standard output byte
// for byte, the same exit status and error message, on small boards of every
// family `stats` and `count` take, on 1 to 4 ranks (more ranks than cores:
// --oversubscribe). The distance distribution is also checked against the
// plain reference search (reference_graph.h), so that the two programs are
// not only equal but right. Checkpoints: a rank killed mid-table
// (LEAPFROG_CLUSTER_KILL) and a damaged checkpoint file, each followed by the
// same command, which must give the same answer and say what it resumed from.
#include "cli/cli_runner.h"
#include "core/reference_graph.h"
#include "model/variant.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <sched.h>

#include <algorithm>

using namespace leapfrog;
using namespace leapfrog::testing;

namespace {

constexpr int kTimeoutMs = 300000;

// mpirun as root in a container: both of Open MPI's confirmations. Under
// the sanitizers (.ci/sanitize sets ASAN_OPTIONS), the ranks run with
// AddressSanitizer's and UndefinedBehaviorSanitizer's error checks but not
// its leak check: Open MPI unloads its components (dlclose) before the leak
// check runs, so their own leaks show as "<unknown module>", which no
// suppression can name (.ci/lsan.supp says the same).
QProcessEnvironment mpiEnvironment(const QStringList& extra = {})
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    if (environment.contains("ASAN_OPTIONS")) {
        environment.insert("ASAN_OPTIONS", environment.value("ASAN_OPTIONS") + ":detect_leaks=0");
    }
    environment.insert("OMPI_ALLOW_RUN_AS_ROOT", "1");
    environment.insert("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1");
    environment.insert("XDG_CACHE_HOME", testCacheHome());
    for (const QString& entry : extra) {
        environment.insert(entry.section('=', 0, 0), entry.section('=', 1));
    }
    return environment;
}

CliRun cluster(int ranks, const QStringList& arguments, const QStringList& environment = {})
{
    // Each mpirun its own session folder: two started at once (ctest -j2)
    // shared Open MPI's /tmp/ompi.<host>.<uid>, one removing it while the
    // other made its own in it ("mkdir ... File exists", orte_init failed).
    const QTemporaryDir session;
    QProcess process;
    process.setProcessEnvironment(
        mpiEnvironment(QStringList{QStringLiteral("OMPI_MCA_orte_tmpdir_base=") + session.path()} + environment));
    process.start(LEAPFROG_MPIEXEC, QStringList{"--oversubscribe", "--allow-run-as-root", "-np",
                                                QString::number(ranks), LEAPFROG_CLUSTER}
                                        + arguments);
    // A bound only against a hung job (its ranks would outlive ctest's own
    // timeout); a run it stops, or a crash, has status -1, never exit 0.
    const bool finished = process.waitForFinished(kTimeoutMs);
    if (!finished) {
        process.kill();
        process.waitForFinished();
    }
    const int status = finished && process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    return {status, QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

CliRun cli(const QStringList& arguments) { return runCli(arguments + QStringList{"--no-cache"}); }

// The line a program reports an error with, without its name.
QString errorLine(const QString& err, const QString& program)
{
    for (const QString& line : lines(err)) {
        if (line.startsWith(program + ": ")) {
            return line.mid(program.size() + 2);
        }
    }
    return {};
}

// The distribution the reference search finds, as `stats --json` writes it.
QJsonArray referenceDistribution(const QString& spec)
{
    const reference::Graph graph = reference::build(Variant::parse(spec.toStdString()));
    std::vector<qint64> atDistance;
    for (const int d : graph.toGoal) {
        if (d >= 0) {
            atDistance.resize(std::max(atDistance.size(), static_cast<std::size_t>(d) + 1), 0);
            ++atDistance[static_cast<std::size_t>(d)];
        }
    }
    QJsonArray distribution;
    for (const qint64 count : atDistance) {
        distribution.append(count);
    }
    return distribution;
}

// A job's subfolder of the checkpoint folder, as checkpoint.h names it:
// the spec with ':' (and every other sign but '.' and '_') as '-', the rank
// count and the files' format.
QString jobFolder(const QString& folder, const QString& job)
{
    return folder + "/" + job;
}

QStringList checkpointFiles(const QString& jobFolder, int rank)
{
    return QDir(jobFolder).entryList({QString("rank-%1.layer-*.lfcheckpoint").arg(rank)}, QDir::Files);
}

int layerOf(const QString& file) { return file.section("layer-", 1).section('.', 0, 0).toInt(); }

} // namespace

class ClusterTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void statsSameAsCli_data();
    void statsSameAsCli();
    void statsInManyRounds_data();
    void statsInManyRounds();
    void statsTimeLimit();
    void countSameAsCli_data();
    void countSameAsCli();
    void sharedCountSameAsCli_data();
    void sharedCountSameAsCli();
    void sharedCountSpread();
    void sharedCountRefusal_data();
    void sharedCountRefusal();
    void sharedCountLostRank();
    void errorsSameAsCli_data();
    void errorsSameAsCli();
    void memoryCapPerRank();
    void threadsShareTheMachine();
    void killedRankResumes();
    void checkpointEveryFewLayers();
    void damagedCheckpointRebuilt();
    void twoBoardsShareAFolder();
    void damagedHeaderNotUsed();
    void plantedLinkRefused();
    void checkpointPathRefused_data();
    void checkpointPathRefused();
    void optionsThatDoNotApply_data();
    void optionsThatDoNotApply();
};

void ClusterTest::statsSameAsCli_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<bool>("json");
    QTest::addColumn<bool>("reference"); // small enough for the reference search
    const struct {
        const char* spec;
        bool json;
        bool reference;
    } boards[] = {
        {"classic:4", false, true},          {"classic:2x4", true, true},   {"strict:3", true, true},
        {"strict:4x2", false, false},        {"pairs:5", true, true},       {"y:2", true, true},
        {"y:3", false, false},               {"branch:4,1,1,1", true, true}, {"classic:3h2k2", true, true},
        {"dudeney:5", false, true},          {"grid:1", true, true},        {"row:BR_BR>RB_RB", true, true},
        {"classic:3@BB_BRRR", false, true},  {"row:B_R>R_B,strict", true, true},
    };
    for (const auto& board : boards) {
        QTest::newRow(board.spec) << board.spec << board.json << board.reference;
    }
}

// Every rank count from 1 to 4 prints what leapfrog-cli prints.
void ClusterTest::statsSameAsCli()
{
    QFETCH(QString, spec);
    QFETCH(bool, json);
    QFETCH(bool, reference);
    QStringList arguments{"stats", spec};
    if (json) {
        arguments << "--json";
    }
    const CliRun single = cli(arguments);
    QCOMPARE(single.status, 0);
    QVERIFY(!single.out.isEmpty());
    if (json && reference) {
        QCOMPARE(single.json()["distribution"].toArray(), referenceDistribution(spec));
    }
    for (int ranks = 1; ranks <= 4; ++ranks) {
        // --progress: the layers and the summary on stderr, stdout unchanged.
        const CliRun run = cluster(ranks, arguments + QStringList{"--progress"});
        QVERIFY2(run.status == 0, qPrintable(QString("%1 ranks: %2").arg(ranks).arg(run.err)));
        QCOMPARE(run.out, single.out);
        // The summary line names every rank's peak memory.
        const QStringList summary = run.err.split('\n').filter("peak memory per rank ");
        QCOMPARE(summary.size(), 1);
        const QString peaks = summary.first().section("peak memory per rank ", 1).section(" MiB", 0, 0);
        QCOMPARE(peaks.split(", ").size(), ranks);
        // The traffic between the ranks, where there are ranks to send to.
        QVERIFY2(run.err.contains(QString("exchanged between %1 ranks").arg(ranks)) == (ranks > 1),
                 qPrintable(run.err));
    }
}

void ClusterTest::statsInManyRounds_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("entries");
    QTest::addColumn<QList<int>>("rankCounts");
    // A few numbers a round: every layer takes many rounds, and near the
    // goal and the start a rank's rounds are empty while another's are not.
    QTest::newRow("classic:5, 5 a round") << "classic:5" << "5" << QList<int>{2, 3};
    QTest::newRow("strict:4x2, 3 a round") << "strict:4x2" << "3" << QList<int>{2, 4};
    // Rounds of hundreds: a round's exchange is still travelling while the
    // next round's scan takes many pieces (the scan moves it on between
    // them), and the big layers take dozens of rounds.
    QTest::newRow("classic:7, 512 a round") << "classic:7" << "512" << QList<int>{2, 3};
    QTest::newRow("y:3, 256 a round") << "y:3" << "256" << QList<int>{2, 4};
}

// Rounds far smaller than a layer: the round in flight while the next is
// scanned, the round that ends the layer, and the same answer.
void ClusterTest::statsInManyRounds()
{
    QFETCH(QString, spec);
    QFETCH(QString, entries);
    QFETCH(QList<int>, rankCounts);
    const QStringList arguments{"stats", spec, "--json"};
    const CliRun single = cli(arguments);
    QCOMPARE(single.status, 0);
    for (const int ranks : rankCounts) {
        const CliRun run = cluster(ranks, arguments, {"LEAPFROG_CLUSTER_ROUND_ENTRIES=" + entries});
        QVERIFY2(run.status == 0, qPrintable(QString("%1 ranks: %2").arg(ranks).arg(run.err)));
        QCOMPARE(run.out, single.out);
    }
}

// A time budget that runs out mid-layer stops every rank at the same round
// (the flag a round carries), with leapfrog-cli's words, and none waits
// for the others forever.
void ClusterTest::statsTimeLimit()
{
    const QStringList arguments{"stats", "classic:10", "--time-limit", "0.001"};
    const CliRun single = cli(arguments);
    QCOMPARE(single.status, 2);
    const QString reason = errorLine(single.err, "leapfrog-cli").section(';', 0, 0);
    QVERIFY(reason.contains("not finished within the time budget"));
    for (const int ranks : {1, 2, 3}) {
        const CliRun run = cluster(ranks, arguments, {"LEAPFROG_CLUSTER_ROUND_ENTRIES=64"});
        QCOMPARE(run.status, 2);
        QCOMPARE(run.out, QString());
        QCOMPARE(errorLine(run.err, "leapfrog-cluster").section(';', 0, 0), reason);
    }
}

void ClusterTest::countSameAsCli_data()
{
    QTest::addColumn<QStringList>("arguments");
    const QStringList boards{"classic:3",  "classic:7",        "classic:2x4", "strict:3x2", "pairs:3", "pairs:6",
                             "y:2",        "branch:4,1,1,1",   "dudeney:4",   "grid:1",     "classic:3h2k2",
                             "row:BR_>RB_", "classic:3@BB_BRRR"};
    for (const QString& board : boards) {
        QTest::newRow(qPrintable(board)) << QStringList{"count", board};
    }
    QTest::newRow("json") << QStringList{"count", "pairs:5", "--json"};
    QTest::newRow("forward-only") << QStringList{"count", "y:2", "--forward-only"};
}

void ClusterTest::countSameAsCli()
{
    QFETCH(QStringList, arguments);
    const CliRun single = cli(arguments);
    QVERIFY(!single.out.isEmpty());
    for (int ranks = 1; ranks <= 4; ++ranks) {
        // --progress: the summary on stderr, stdout unchanged.
        const CliRun run = cluster(ranks, arguments + QStringList{"--progress"});
        QCOMPARE(run.status, single.status);
        QCOMPARE(run.out, single.out);
        if (run.status == 0 && !arguments.contains("--forward-only")) {
            // The summary line names every rank's peak memory, as stats's.
            const QStringList summary = run.err.split('\n').filter("peak memory per rank ");
            QCOMPARE(summary.size(), 1);
            const QString peaks = summary.first().section("peak memory per rank ", 1).section(" MiB", 0, 0);
            QCOMPARE(peaks.split(", ").size(), ranks);
        }
    }
}

// The test hook that sends boards of more than 0 positions (rather than 20
// million) to the layered search, which leapfrog-cluster then shares.
const QStringList kSharedSearch{"LEAPFROG_CLUSTER_LAYERED_FROM=0"};

void ClusterTest::sharedCountSameAsCli_data()
{
    QTest::addColumn<QString>("spec");
    for (const char* spec : {"y:2", "y:3", "y:4", "branch:4,1,1,1", "branch:3,2,1,1", "dudeney:4",
                             "row:BR_>RB_", "row:BR_BR>RB_RB", "classic:3", "strict:3x2", "grid:1"}) {
        QTest::newRow(spec) << spec;
    }
}

// The shared layered search (the hook sends these small boards to it) prints
// what leapfrog-cli prints (from its table), and the minimum and count are
// the reference search's (reference_graph.h), on 1 to 4 ranks.
void ClusterTest::sharedCountSameAsCli()
{
    QFETCH(QString, spec);
    const QStringList arguments{"count", spec, "--json"};
    const CliRun single = cli(arguments);
    QCOMPARE(single.status, 0);
    const Variant variant = Variant::parse(spec.toStdString());
    const reference::Graph graph = reference::build(variant);
    const int start = graph.index(variant.start());
    const int minimum = graph.toGoal[static_cast<std::size_t>(start)];
    QVERIFY(minimum > 0);
    QCOMPARE(single.json()["minimum"].toInt(), minimum);
    QCOMPARE(single.json()["solutions"].toString(),
             QString::number(graph.solutionCounts()[static_cast<std::size_t>(start)]));
    QCOMPARE(single.json()["method"].toString(), QString("search"));
    for (int ranks = 1; ranks <= 4; ++ranks) {
        const CliRun run = cluster(ranks, arguments + QStringList{"--progress"}, kSharedSearch);
        QVERIFY2(run.status == 0, qPrintable(run.err));
        QCOMPARE(run.out, single.out);
        QVERIFY2(run.err.contains("the search's positions by rank: "), qPrintable(run.err)); // it was shared
    }
    // Plain text too.
    QCOMPARE(cluster(2, {"count", spec}, kSharedSearch).out, cli({"count", spec}).out);
}

// Every rank expands a part of every layer: with --progress the job says
// how many positions each rank kept, and on y:4 each has some.
void ClusterTest::sharedCountSpread()
{
    for (const int ranks : {2, 3, 4}) {
        const CliRun run = cluster(ranks, {"count", "y:4", "--progress"}, kSharedSearch);
        QCOMPARE(run.status, 0);
        const QStringList line = run.err.split('\n').filter("the search's positions by rank: ");
        QCOMPARE(line.size(), 1);
        const QStringList kept = line.first().section("by rank: ", 1).split(", ");
        QCOMPARE(kept.size(), ranks);
        qint64 total = 0;
        for (const QString& positions : kept) {
            QVERIFY2(positions.toLongLong() > 0, qPrintable(line.first()));
            total += positions.toLongLong();
        }
        // No rank holds most of it.
        for (const QString& positions : kept) {
            QVERIFY2(positions.toLongLong() * ranks < 2 * total, qPrintable(line.first()));
        }
    }
}

void ClusterTest::sharedCountRefusal_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QStringList>("reasons"); // the refusals leapfrog-cli's layered search may give (patterns)
    const QString search = "unknown within the limit: the search of y:5 ";
    const QString after = " before reaching an answer; no theorem gives the count of y:5";
    // The cap in the unit that shows it: each rank's share of the machine's
    // 200 KiB (200.00 KiB on one rank, 66.67 KiB on three).
    QTest::newRow("memory") << QStringList{"--memory", "200K"}
                            << QStringList{QRegularExpression::escape(search + "reached the memory cap of ")
                                           + "[1-9][0-9]*\\.[0-9][0-9] KiB" + QRegularExpression::escape(after)};
    // A millisecond runs out in the bound's pattern database, or in the
    // search if that was quicker.
    QTest::newRow("time") << QStringList{"--time-limit", "0.001"}
                          << QStringList{QRegularExpression::escape(
                                             "unknown within the limit: the pattern database of y:5 was not built "
                                             "within the time budget; no theorem gives the count of y:5"),
                                         QRegularExpression::escape(search + "ran out of its time budget of 0 s" + after)};
}

// A cap or a budget too small for the shared search: every rank count
// refuses in the words of leapfrog-cli's layered search, and the job ends.
void ClusterTest::sharedCountRefusal()
{
    QFETCH(QStringList, options);
    QFETCH(QStringList, reasons);
    for (int ranks = 1; ranks <= 4; ++ranks) {
        const CliRun run = cluster(ranks, QStringList{"count", "y:5"} + options, kSharedSearch);
        QCOMPARE(run.status, 2);
        QVERIFY(run.out.isEmpty());
        const QString refusal = errorLine(run.err, "leapfrog-cluster");
        QVERIFY2(std::any_of(reasons.begin(), reasons.end(),
                             [&](const QString& reason) {
                                 return QRegularExpression("^" + reason + "$").match(refusal).hasMatch();
                             }),
                 qPrintable(run.err));
    }
}

// Rank 1 dies (SIGKILL) after the shared search's third layer: the job ends
// by itself (an exit status, not this test's timeout) and says which rank.
void ClusterTest::sharedCountLostRank()
{
    const CliRun killed = cluster(3, {"count", "y:4"}, kSharedSearch + QStringList{"LEAPFROG_CLUSTER_KILL=1:3"});
    QVERIFY2(killed.status > 0, qPrintable(killed.err));
    QVERIFY(killed.out.isEmpty());
    QVERIFY2(killed.err.contains("leapfrog-cluster: rank 1 stops after layer 3"), qPrintable(killed.err));
}

void ClusterTest::errorsSameAsCli_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("unknown variant") << QStringList{"stats", "classic:x"};
    QTest::newRow("no variant") << QStringList{"stats"};
    QTest::newRow("unknown option") << QStringList{"stats", "classic:3", "--colour"};
    QTest::newRow("bad time limit") << QStringList{"stats", "classic:3", "--time-limit", "soon"};
    QTest::newRow("bad position") << QStringList{"stats", "classic:3@BBB"};
    QTest::newRow("count unknown variant") << QStringList{"count", "y:0"};
    QTest::newRow("numbering beyond 64 bits") << QStringList{"stats", "classic:40"};
}

// The same exit status and message (after the program's name) on every
// rank count; nothing on standard output. A board beyond the tables' reach
// gets the same reason, then the cluster's own sentence on how far it goes
// (per rank, not this machine's) instead of leapfrog-cli's.
void ClusterTest::errorsSameAsCli()
{
    QFETCH(QStringList, arguments);
    const CliRun single = cli(arguments);
    QCOMPARE(single.status, 2);
    const QString message = errorLine(single.err, "leapfrog-cli");
    QVERIFY(!message.isEmpty());
    for (const int ranks : {1, 3}) {
        const CliRun run = cluster(ranks, arguments);
        QCOMPARE(run.status, single.status);
        QCOMPARE(run.out, single.out);
        const QString reported = errorLine(run.err, "leapfrog-cluster");
        const QString reach = "; stats takes boards whose distance table fits";
        if (message.contains(reach)) {
            QCOMPARE(reported.section("; leapfrog-cluster takes boards", 0, 0), message.section(reach, 0, 0));
            QVERIFY(reported.contains("; leapfrog-cluster takes boards whose slice of the table"));
        } else {
            QCOMPARE(reported, message);
        }
    }
}

// --memory is the memory of each machine, which the ranks on it share (as
// they share its cores; by default the machine's own): classic:9's slices
// (3 bits a position) need about 338 KiB on one rank, 169 KiB a rank on two
// and 113 KiB on three. 250K refuses one rank, in leapfrog-cli's words for
// the table; three ranks on this machine get 83.33 KiB each, too little,
// and refuse before anything is allocated, with one line (rank 0's) naming
// what each needs and what each may have; 400K gives them 133.33 KiB each,
// and they answer.
void ClusterTest::memoryCapPerRank()
{
    const QStringList arguments{"stats", "classic:9", "--memory", "250K"};
    const CliRun one = cluster(1, arguments);
    QCOMPARE(one.status, 2);
    QVERIFY(one.out.isEmpty());
    const QString refusal = errorLine(one.err, "leapfrog-cluster");
    QVERIFY2(refusal.startsWith("the distance table of classic:9 (923780 positions) needs "), qPrintable(refusal));
    QVERIFY2(refusal.contains(", above the memory cap of "), qPrintable(refusal));
    // On one rank the reason is leapfrog-cli's, word for word (both need 3
    // bits a position for a classic table); what follows is each program's.
    const CliRun single = cli(arguments);
    QCOMPARE(single.status, 2);
    QCOMPARE(refusal.section("; ", 0, 0), errorLine(single.err, "leapfrog-cli").section("; ", 0, 0));

    const CliRun three = cluster(3, arguments);
    QCOMPARE(three.status, 2);
    QVERIFY(three.out.isEmpty());
    const QStringList said = lines(three.err).filter(QRegularExpression("^leapfrog-cluster: "));
    QCOMPARE(said.size(), 1);
    const QString shared = errorLine(three.err, "leapfrog-cluster");
    QVERIFY2(QRegularExpression("^the distance table of classic:9 \\(923780 positions\\) needs 11[0-9]\\.[0-9]{2} KiB "
                                "a rank on 3 ranks, above the memory cap of 83\\.33 KiB a rank; .*\\(83\\.33 KiB: "
                                "250\\.00 KiB shared by the 3 ranks on its machine\\)")
                 .match(shared)
                 .hasMatch(),
             qPrintable(shared));

    const CliRun roomier = cluster(3, {"stats", "classic:9", "--memory", "400K"});
    QCOMPARE(roomier.status, 0);
    QCOMPARE(roomier.out, cli({"stats", "classic:9"}).out);
}

// Ranks that may all run on every core (mpirun --bind-to none, here by
// Open MPI's environment variable) share them: by default each runs its
// share of the cores, so that 2 ranks on a 2-core machine run 1 thread each,
// not 2 (4 threads on 2 cores), while a lone rank runs them all. The
// summary line says how many.
void ClusterTest::threadsShareTheMachine()
{
    cpu_set_t set;
    CPU_ZERO(&set);
    QCOMPARE(sched_getaffinity(0, sizeof set, &set), 0);
    const int cores = CPU_COUNT(&set);
    const QStringList unbound{"OMPI_MCA_hwloc_base_binding_policy=none"};
    for (const int ranks : {1, 2, 3}) {
        const CliRun run = cluster(ranks, {"stats", "classic:4", "--progress"}, unbound);
        QCOMPARE(run.status, 0);
        const int expected = std::max(1, cores / ranks);
        const QString threads = expected == 1 ? QString(", 1 thread") : QString(", %1 threads").arg(expected);
        QVERIFY2(lines(run.err).last().endsWith(threads), qPrintable(run.err));
    }
}

// Rank 1 dies (SIGKILL) after layer 6: the job fails and names it; the same
// command resumes from a checkpoint every rank holds and prints the answer.
void ClusterTest::killedRankResumes()
{
    const QTemporaryDir folder;
    const QStringList arguments{"stats", "classic:5", "--checkpoint", folder.path()};
    const CliRun single = cli({"stats", "classic:5"});
    const CliRun killed = cluster(3, arguments, {"LEAPFROG_CLUSTER_KILL=1:6"});
    QVERIFY(killed.status != 0);
    QVERIFY2(killed.err.contains("leapfrog-cluster: rank 1 stops after layer 6"), qPrintable(killed.err));
    QVERIFY2(killed.err.contains("rank 1"), qPrintable(killed.err));
    QVERIFY(checkpointFiles(jobFolder(folder.path(), "classic-5.ranks-3.format-2"), 1)
                .contains("rank-1.layer-6.lfcheckpoint"));
    const CliRun resumed = cluster(3, arguments);
    QCOMPARE(resumed.status, 0);
    QCOMPARE(resumed.out, single.out);
    const QRegularExpressionMatch from =
        QRegularExpression("resumed from layer (\\d+) of the checkpoint").match(resumed.err);
    QVERIFY2(from.hasMatch(), qPrintable(resumed.err));
    QVERIFY(from.captured(1).toInt() >= 5 && from.captured(1).toInt() <= 6);
}

// --checkpoint-every 4: files only after layers 0, 4, 8, ... and the last,
// two of them kept; rank 1 killed after layer 6 leaves layer 4 as the newest
// every rank holds, and the same command resumes from it to the same answer.
// A bad N is refused before anything is built.
void ClusterTest::checkpointEveryFewLayers()
{
    const QTemporaryDir folder;
    const QStringList arguments{"stats", "classic:5", "--json", "--checkpoint", folder.path(), "--checkpoint-every", "4"};
    const CliRun single = cli({"stats", "classic:5", "--json"});
    const CliRun killed = cluster(3, arguments, {"LEAPFROG_CLUSTER_KILL=1:6"});
    QVERIFY(killed.status != 0);
    const QString job = jobFolder(folder.path(), "classic-5.ranks-3.format-2");
    for (int rank = 0; rank < 3; ++rank) {
        QStringList layers;
        for (const QString& file : checkpointFiles(job, rank)) {
            layers.append(QString::number(layerOf(file)));
        }
        layers.sort();
        QCOMPARE(layers, (QStringList{"0", "4"}));
    }
    const CliRun resumed = cluster(3, arguments);
    QCOMPARE(resumed.status, 0);
    QCOMPARE(resumed.out, single.out);
    QVERIFY2(resumed.err.contains("resumed from layer 4 of the checkpoint"), qPrintable(resumed.err));
    // Afterwards the last layer's files are there (the answer at once), and
    // one written before it, at a multiple of 4.
    const QStringList last = checkpointFiles(job, 0);
    QCOMPARE(last.size(), 2);
    const int greatest = static_cast<int>(QJsonDocument::fromJson(single.out.toUtf8())["greatest"].toInt());
    for (const QString& file : last) {
        QVERIFY2(layerOf(file) % 4 == 0 || layerOf(file) == greatest, qPrintable(file));
    }
    const CliRun bad = cluster(1, {"stats", "classic:5", "--checkpoint", folder.path(), "--checkpoint-every", "0"});
    QCOMPARE(bad.status, 2);
    QCOMPARE(errorLine(bad.err, "leapfrog-cluster"),
             QString("bad --checkpoint-every \"0\"; expected a whole number of layers from 1, e.g. 10"));
}

// A flipped byte in rank 1's newest file: the job does not trust it, resumes
// from the layer before, and writes the file again, byte for byte as it was.
void ClusterTest::damagedCheckpointRebuilt()
{
    const QTemporaryDir folder;
    const QStringList arguments{"stats", "y:3", "--json", "--checkpoint", folder.path()};
    const CliRun single = cli({"stats", "y:3", "--json"});
    const CliRun first = cluster(2, arguments);
    QCOMPARE(first.status, 0);
    QCOMPARE(first.out, single.out);
    const QString job = jobFolder(folder.path(), "y-3.ranks-2.format-2");
    QStringList files = checkpointFiles(job, 1);
    std::sort(files.begin(), files.end(), [](const QString& a, const QString& b) { return layerOf(a) > layerOf(b); });
    QCOMPARE(files.size(), 2); // the last two layers only
    const QString newest = job + "/" + files.first();
    QFile file(newest);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray whole = file.readAll();
    file.close();
    QByteArray damaged = whole;
    damaged[damaged.size() / 2] = static_cast<char>(damaged[damaged.size() / 2] ^ 0x10);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(damaged);
    file.close();

    const CliRun again = cluster(2, arguments);
    QCOMPARE(again.status, 0);
    QCOMPARE(again.out, single.out);
    QVERIFY2(again.err.contains(newest + " is damaged"), qPrintable(again.err));
    QVERIFY2(again.err.contains(QString("resumed from layer %1 ").arg(layerOf(files.first()) - 1)), qPrintable(again.err));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), whole);
}

// One folder, two boards: each job keeps its files in a subfolder of its own
// (variant, rank count, format), so neither touches the other's, and each
// resumes from its own last layer with nothing called damaged.
void ClusterTest::twoBoardsShareAFolder()
{
    const QTemporaryDir folder;
    const QStringList six{"stats", "classic:6", "--json", "--checkpoint", folder.path()};
    const QStringList y3{"stats", "y:3", "--json", "--checkpoint", folder.path()};
    QCOMPARE(cluster(2, six).status, 0);
    QCOMPARE(cluster(2, y3).status, 0);
    for (const QStringList& arguments : {six, y3}) {
        const CliRun again = cluster(2, arguments);
        QCOMPARE(again.status, 0);
        QCOMPARE(again.out, cli(arguments.mid(0, 3)).out);
        const int greatest = static_cast<int>(QJsonDocument::fromJson(again.out.toUtf8())["greatest"].toInt());
        QVERIFY2(again.err.contains(QString("resumed from layer %1 of the checkpoint").arg(greatest)),
                 qPrintable(again.err));
        QVERIFY2(!again.err.contains("damaged"), qPrintable(again.err));
    }
    QCOMPARE(QDir(folder.path()).entryList(QDir::Dirs | QDir::NoDotAndDotDot),
             (QStringList{"classic-6.ranks-2.format-2", "y-3.ranks-2.format-2"}));
}

// One changed byte in a header's number ("start 9" made "start x"): the file
// is not used and its layer rebuilt, never an error that stops the job.
void ClusterTest::damagedHeaderNotUsed()
{
    const QTemporaryDir folder;
    const QStringList arguments{"stats", "classic:5", "--json", "--checkpoint", folder.path()};
    const CliRun single = cli(arguments.mid(0, 3));
    QCOMPARE(cluster(2, arguments).status, 0);
    const QString job = jobFolder(folder.path(), "classic-5.ranks-2.format-2");
    QStringList files = checkpointFiles(job, 0);
    std::sort(files.begin(), files.end(), [](const QString& a, const QString& b) { return layerOf(a) > layerOf(b); });
    QFile file(job + "/" + files.first());
    QVERIFY(file.open(QIODevice::ReadWrite));
    QByteArray whole = file.readAll();
    const qsizetype at = whole.indexOf("\nstart ");
    QVERIFY(at > 0 && whole[at + 7] >= '0' && whole[at + 7] <= '9');
    whole[at + 7] = 'x';
    QVERIFY(file.seek(0));
    QCOMPARE(file.write(whole), whole.size());
    file.close();
    const CliRun again = cluster(2, arguments);
    QVERIFY2(again.status == 0, qPrintable(again.err));
    QCOMPARE(again.out, single.out);
    QVERIFY2(again.err.contains(file.fileName() + " is damaged or not this job's: not used"), qPrintable(again.err));
    QVERIFY2(again.err.contains(QString("resumed from layer %1 ").arg(layerOf(files.first()) - 1)),
             qPrintable(again.err));
}

// A link planted where a rank writes (under the checkpoint's own name, or
// the temporary name an older format used) is refused, never written
// through: its target stays as it was, and the job says why.
void ClusterTest::plantedLinkRefused()
{
    const QTemporaryDir folder;
    const QString job = jobFolder(folder.path(), "classic-5.ranks-2.format-2");
    QVERIFY(QDir().mkpath(job));
    const QString target = folder.path() + "/precious";
    QFile precious(target);
    QVERIFY(precious.open(QIODevice::WriteOnly));
    precious.write("not a checkpoint\n");
    precious.close();
    const QStringList links = {job + "/rank-0.layer-0.lfcheckpoint", job + "/rank-0.layer-0.lfcheckpoint.writing"};
    for (const QString& link : links) {
        QVERIFY(QFile::link(target, link));
    }
    const CliRun run = cluster(2, {"stats", "classic:5", "--checkpoint", folder.path()});
    QVERIFY2(run.status != 0, qPrintable(run.out));
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.err.contains("cannot write the checkpoint " + links[0] + ": the name is taken by a link"),
             qPrintable(run.err));
    QVERIFY(precious.open(QIODevice::ReadOnly));
    QCOMPARE(precious.readAll(), QByteArray("not a checkpoint\n"));
    for (const QString& link : links) {
        QVERIFY(QFileInfo(link).isSymLink());
    }
}

void ClusterTest::checkpointPathRefused_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("reason");
    QTest::newRow("a file") << QString(LEAPFROG_CLUSTER) << "is a file, not a folder";
    QTest::newRow("under a file") << "/proc/cpuinfo/x" << "cannot be made: ";
}

// A checkpoint path that cannot be a folder: refused before the job starts,
// by rank 0 alone, in one line, exit 2, on any rank count.
void ClusterTest::checkpointPathRefused()
{
    QFETCH(QString, path);
    QFETCH(QString, reason);
    for (const int ranks : {1, 3}) {
        const CliRun run = cluster(ranks, {"stats", "classic:4", "--checkpoint", path});
        QCOMPARE(run.status, 2);
        QVERIFY(run.out.isEmpty());
        const QStringList said = lines(run.err).filter(QRegularExpression("^leapfrog-cluster: "));
        QCOMPARE(said.size(), 1);
        QVERIFY2(said.first().startsWith("leapfrog-cluster: the checkpoint folder " + path + " " + reason),
                 qPrintable(run.err));
    }
}

void ClusterTest::optionsThatDoNotApply_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("refusal");
    const QString noCheckpoints = "count takes no --checkpoint or --checkpoint-every: only stats writes checkpoints "
                                  "(a shared count is rebuilt from its start)";
    QTest::newRow("count --checkpoint") << QStringList{"count", "y:3", "--checkpoint", "/tmp"} << noCheckpoints;
    QTest::newRow("count --checkpoint-every") << QStringList{"count", "y:3", "--checkpoint-every", "4"}
                                              << noCheckpoints;
    QTest::newRow("stats --checkpoint-every alone")
        << QStringList{"stats", "classic:4", "--checkpoint-every", "4"}
        << "--checkpoint-every needs --checkpoint DIR, the folder the checkpoints go to";
}

// Options a command would ignore are refused, so that nobody believes a
// count was checkpointed.
void ClusterTest::optionsThatDoNotApply()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, refusal);
    const CliRun run = cluster(2, arguments);
    QCOMPARE(run.status, 2);
    QVERIFY(run.out.isEmpty());
    QCOMPARE(errorLine(run.err, "leapfrog-cluster"), refusal);
}

QTEST_GUILESS_MAIN(ClusterTest)
#include "tst_cluster.moc"

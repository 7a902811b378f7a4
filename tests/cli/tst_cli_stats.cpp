// leapfrog-cli stats (the distance distribution, God's number) and the table
// cache every command uses: the JSON and text against the plain reference
// search (reference_graph.h) on small boards, refusals beyond the tables'
// reach, and the cache across runs of the real binary: the second run reads
// the table the first wrote (the output says where its table came from),
// --no-cache neither reads nor writes, a damaged file is rebuilt and
// rewritten. Each test process has a fresh cache folder (cli_runner.h).
#include "cli_runner.h"
#include "core/reference_graph.h"
#include "files/table_cache.h"
#include "model/variant.h"
#include "search/distance_table.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace leapfrog;
using namespace leapfrog::testing;

namespace {

CliRun cli(const QStringList& arguments) { return runCli(arguments); }

QString tablesFolder() { return testCacheHome() + "/Leapfrog/Leapfrog/tables"; }

QStringList keptTables() { return QDir(tablesFolder()).entryList({"*.distances"}, QDir::Files); }

} // namespace

class CliStatsTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void statsJson_data();
    void statsJson();
    void statsText();
    void statsBeyondReach_data();
    void statsBeyondReach();
    void classic12AgreesWithItsTable();
    void cacheAcrossRuns();
    void damagedCacheRebuilt();
    void noCacheInEveryHelp();
};

void CliStatsTest::statsJson_data()
{
    QTest::addColumn<QString>("spec");
    for (const char* spec : {"classic:3", "classic:2x4", "strict:3", "pairs:5", "y:2", "branch:4,1,1,1"}) {
        QTest::newRow(spec) << spec;
    }
}

void CliStatsTest::statsJson()
{
    QFETCH(QString, spec);
    const Variant variant = Variant::parse(spec.toStdString());
    const reference::Graph graph = reference::build(variant);
    const CliRun run = cli({"stats", spec, "--json"});
    QCOMPARE(run.status, 0);
    QVERIFY(run.err.isEmpty());
    const QJsonObject json = run.json();
    QCOMPARE(json["variant"].toString(), QString::fromStdString(variant.spec()));

    std::vector<qint64> atDistance;
    qint64 counted = 0;
    for (const int d : graph.toGoal) {
        if (d >= 0) {
            atDistance.resize(std::max(atDistance.size(), static_cast<std::size_t>(d) + 1), 0);
            ++atDistance[static_cast<std::size_t>(d)];
            ++counted;
        }
    }
    const QJsonArray distribution = json["distribution"].toArray();
    QCOMPARE(static_cast<std::size_t>(distribution.size()), atDistance.size());
    for (std::size_t d = 0; d < atDistance.size(); ++d) {
        QCOMPARE(distribution[static_cast<qsizetype>(d)].toInteger(), atDistance[d]);
    }
    QCOMPARE(json["reachGoal"].toInteger(), counted);
    QCOMPARE(json["greatest"].toInt(), static_cast<int>(atDistance.size()) - 1);
    QCOMPARE(json["atGreatest"].toInteger(), atDistance.back());
    const Position farthest = variant.parsePosition(json["farthest"].toString().toStdString());
    QCOMPARE(graph.toGoal[static_cast<std::size_t>(graph.index(farthest))], json["greatest"].toInt());
    QCOMPARE(json["start"].toInt(), graph.toGoal[static_cast<std::size_t>(graph.index(variant.start()))]);
    QVERIFY(json["positions"].toInteger() >= counted);
}

// The text form: one "key value" line each, then a line per distance; the
// farthest position is as far as hint says.
void CliStatsTest::statsText()
{
    const CliRun run = cli({"stats", "classic:4"});
    QCOMPARE(run.status, 0);
    const QStringList lines = run.out.trimmed().split('\n');
    QCOMPARE(lines.value(0), QString("variant classic:4"));
    QCOMPARE(lines.value(1), QString("positions 630"));
    QCOMPARE(lines.value(2), QString("reach-goal 630"));
    QCOMPARE(lines.value(3), QString("start 24"));
    QVERIFY(lines.value(4).startsWith("greatest "));
    const int greatest = lines.value(4).section(' ', 1).toInt();
    QVERIFY(lines.value(5).startsWith("at-greatest "));
    QVERIFY(lines.value(6).startsWith("farthest "));
    QCOMPARE(lines.value(7), QString("distance positions"));
    QCOMPARE(lines.size(), 8 + greatest + 1);
    QCOMPARE(lines.value(8), QString("0 1"));
    qint64 sum = 0;
    for (int d = 0; d <= greatest; ++d) {
        QCOMPARE(lines.value(8 + d).section(' ', 0, 0).toInt(), d);
        sum += lines.value(8 + d).section(' ', 1).toLongLong();
    }
    QCOMPARE(sum, 630);
    QCOMPARE(lines.value(5).section(' ', 1), lines.last().section(' ', 1));
    const CliRun hint = cli({"hint", "classic:4", "--position", lines.value(6).section(' ', 1), "--json"});
    QCOMPARE(hint.json()["distance"].toInt(), greatest);
}

void CliStatsTest::statsBeyondReach_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("named");
    QTest::newRow("classic:16, beyond a 4G memory cap")
        << QStringList{"stats", "classic:16", "--memory", "4G"} << "above the memory cap of 4.00 GiB";
    QTest::newRow("classic:40, beyond numbering") << QStringList{"stats", "classic:40"} << "64 holes";
    QTest::newRow("bad variant") << QStringList{"stats", "classic:0"} << "classic:0";
    QTest::newRow("bad time limit") << QStringList{"stats", "classic:3", "--time-limit", "soon"} << "--time-limit";
    QTest::newRow("no variant") << QStringList{"stats"} << "stats takes one VARIANT";
}

// Exit 2, nothing on stdout, one line naming the bad part and the reach.
void CliStatsTest::statsBeyondReach()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, named);
    const CliRun run = cli(arguments);
    QCOMPARE(run.status, 2);
    QVERIFY(run.out.isEmpty());
    QCOMPARE(run.err.count('\n'), 1);
    QVERIFY2(run.err.contains(named), qPrintable(run.err));
}

// The check on a board too large for the reference search:
// `stats classic:12 --json` (67,603,900 positions) against the table the run
// kept, read back here (its layers counted again from the codes); God's number 173
// (resources/docs/findings.md), its farthest position as far by `hint`.
void CliStatsTest::classic12AgreesWithItsTable()
{
    QDir(tablesFolder()).removeRecursively();
    const CliRun run = cli({"stats", "classic:12", "--json"});
    QCOMPARE(run.status, 0);
    const QJsonObject json = run.json();
    QCOMPARE(json["table"].toString(), QString("built"));

    const Variant variant = Variant::parse("classic:12");
    TableCache::Options options;
    options.folder = tablesFolder();
    TableCache cache(options);
    SearchControl control;
    SearchGuard guard(control);
    const std::unique_ptr<DistanceTable> table = cache.load(variant, guard);
    QVERIFY2(table != nullptr, qPrintable(cache.lastProblem()));

    // The layer sizes the loader counted again from the file's codes.
    const std::vector<std::uint64_t>& layers = table->layerSizes();
    const QJsonArray distribution = json["distribution"].toArray();
    QCOMPARE(static_cast<std::size_t>(distribution.size()), layers.size());
    for (std::size_t d = 0; d < layers.size(); ++d) {
        QCOMPARE(distribution[static_cast<qsizetype>(d)].toInteger(), static_cast<qint64>(layers[d]));
    }
    QCOMPARE(json["positions"].toInteger(), static_cast<qint64>(table->space().size()));
    QCOMPARE(json["reachGoal"].toInteger(), static_cast<qint64>(table->reachableCount()));
    QCOMPARE(json["greatest"].toInt(), table->maxDistance());
    QCOMPARE(json["greatest"].toInt(), 173);
    QCOMPARE(json["atGreatest"].toInteger(), static_cast<qint64>(layers.back()));
    // The start as far as count's minimum, the farthest as far as hint says.
    QCOMPARE(json["start"].toInt(), cli({"count", "classic:12", "--json"}).json()["minimum"].toInt());
    const CliRun hint = cli({"hint", "classic:12", "--position", json["farthest"].toString(), "--json"});
    QCOMPARE(hint.json()["distance"].toInt(), 173);
}

// classic:10 (3,879,876 positions) is worth keeping: built and written by
// the first run, read by the second; --no-cache builds without touching it.
void CliStatsTest::cacheAcrossRuns()
{
    QDir(tablesFolder()).removeRecursively();
    const CliRun first = cli({"stats", "classic:10", "--json"});
    QCOMPARE(first.status, 0);
    QCOMPARE(first.json()["table"].toString(), QString("built"));
    QCOMPARE(keptTables().size(), 1);
    QCOMPARE(first.json()["greatest"].toInt(), 124);

    const CliRun second = cli({"stats", "classic:10", "--json"});
    QCOMPARE(second.json()["table"].toString(), QString("cache"));
    QCOMPARE(second.out, QString(first.out).replace("\"built\"", "\"cache\""));

    QDir(tablesFolder()).removeRecursively();
    const CliRun bypass = cli({"stats", "classic:10", "--json", "--no-cache"});
    QCOMPARE(bypass.json()["table"].toString(), QString("built"));
    QVERIFY(keptTables().isEmpty());
    QCOMPARE(bypass.out, first.out);

    // hint and count use the same cache.
    QCOMPARE(cli({"hint", "classic:10", "--position", "BBBBBBBBBRB_RRRRRRRRR"}).status, 0);
    QCOMPARE(keptTables().size(), 1);
}

// A table damaged on disk is rebuilt (right answers) and written anew.
void CliStatsTest::damagedCacheRebuilt()
{
    QDir(tablesFolder()).removeRecursively();
    const CliRun first = cli({"stats", "classic:10", "--json"});
    QCOMPARE(keptTables().size(), 1);
    const QString path = tablesFolder() + '/' + keptTables().front();
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadWrite));
    const QByteArray sound = file.readAll();
    QByteArray damaged = sound;
    damaged[damaged.size() / 2] = static_cast<char>(damaged[damaged.size() / 2] ^ 0x40);
    file.seek(0);
    file.write(damaged);
    file.close();

    const CliRun again = cli({"stats", "classic:10", "--json"});
    QCOMPARE(again.status, 0);
    QCOMPARE(again.json()["table"].toString(), QString("built"));
    QCOMPARE(again.out, first.out);
    QFile rewritten(path);
    QVERIFY(rewritten.open(QIODevice::ReadOnly));
    QCOMPARE(rewritten.readAll(), sound);
    QCOMPARE(cli({"stats", "classic:10", "--json"}).json()["table"].toString(), QString("cache"));
}

void CliStatsTest::noCacheInEveryHelp()
{
    for (const char* command : {"solve", "check", "bench", "count", "hint", "stats"}) {
        const CliRun run = cli({command, "--help"});
        QCOMPARE(run.status, 0);
        QVERIFY2(run.out.contains("--no-cache"), command);
    }
    QVERIFY(cli({"--help"}).out.contains("stats VARIANT"));
}

QTEST_GUILESS_MAIN(CliStatsTest)
#include "tst_cli_stats.moc"

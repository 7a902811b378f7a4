// leapfrog-cli's contract (its man page, leapfrog-cli(6)): outputs, JSON
// keys, exit statuses, and one-line errors that name the bad part. Runs the
// real binary.
#include "cli_runner.h"
#include "model/bigint.h"
#include "model/notation.h"
#include "model/rules.h"
#include "model/variant.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace leapfrog;
using namespace leapfrog::testing;

namespace {

using Run = CliRun;

// At most a minute a command.
Run cli(const QStringList& arguments) { return runCli(arguments); }

} // namespace

class CliTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void solveThenCheck();
    void solveJsonAndNotation();
    void secondSolution();
    void checkIllegal();
    void checkClauses();
    void checkOneString();
    void checkVerdicts_data();
    void checkVerdicts();
    void forwardOnly();
    void badInput_data();
    void badInput();
    void unsolvable();
    void constructionsAsSearch_data();
    void constructionsAsSearch();
    void rankBeyond64Bits();
    void streamsLongSolutions();
    void pairShiftWithoutRank();
    void bench_data();
    void bench();
    void commandHelp_data();
    void commandHelp();
};

void CliTest::solveThenCheck()
{
    const Run solve = cli({"solve", "classic:3", "--method", "search"});
    QCOMPARE(solve.status, 0);
    const QStringList moves = lines(solve.out);
    QCOMPARE(moves.size(), 15);
    // Independently of the CLI: the moves solve the puzzle in the core.
    const Variant variant = Variant::classic(3, 3);
    Position position = variant.start();
    for (const QString& text : moves) {
        const Move move = variant.parseMove(text.toStdString());
        QVERIFY(isLegal(variant.board(), variant.rules(), position, move));
        position = applyMove(variant.rules(), position, move);
    }
    QVERIFY(variant.isGoal(position));

    const Run check = cli(QStringList{"check", "classic:3"} + moves);
    QCOMPARE(check.status, 0);
    QVERIFY2(check.out.contains("goal reached in 15 moves"), qPrintable(check.out));
    const Run report = cli(QStringList{"check", "classic:3", "--json"} + moves);
    const QJsonObject object = report.json();
    QCOMPARE(object["goal"].toBool(), true);
    QCOMPARE(object["minimum"].toInt(), 15);
    QCOMPARE(object["variant"].toString(), QString("classic:3"));
    QCOMPARE(object["moves"].toArray().size(), 15);
}

void CliTest::solveJsonAndNotation()
{
    const Run solved = cli({"solve", "classic:3", "--method", "search", "--format", "json"});
    QCOMPARE(solved.status, 0);
    const QJsonObject object = solved.json();
    QCOMPARE(object["variant"].toString(), QString("classic:3"));
    QCOMPARE(object["minimum"].toInt(), 15);
    QCOMPARE(object["solution"].toInt(), 1);
    const QJsonArray moves = object["moves"].toArray();
    QCOMPARE(moves.size(), 15);

    const Run word = cli({"solve", "classic:3", "--method", "search", "--format", "notation"});
    QCOMPARE(word.status, 0);
    QCOMPARE(word.out.trimmed(), object["notation"].toString());
    // The word spells the same moves as the list.
    const Variant variant = Variant::classic(3, 3);
    const auto spelled = movesFromNotation(variant, variant.start(), word.out.trimmed().toStdString());
    QCOMPARE(static_cast<qsizetype>(spelled.size()), moves.size());
    for (std::size_t i = 0; i < spelled.size(); ++i) {
        QCOMPARE(QString::fromStdString(moveText(spelled[i])), moves[static_cast<qsizetype>(i)].toString());
    }
}

// classic:3 has two optimal solutions (seed 004 Theorem 10): the second in
// lexicographic order is red-first, the mirror image of the first.
void CliTest::secondSolution()
{
    const auto solve = [](const QString& rank) {
        return cli({"solve", "classic:3", "--method", "search", "--format", "json", "--solution", rank});
    };
    const Run first = solve("1");
    const Run second = solve("2");
    QCOMPARE(second.status, 0);
    const QJsonObject a = first.json();
    const QJsonObject b = second.json();
    QCOMPARE(a["solutions"].toString(), QString("2"));
    QCOMPARE(b["solution"].toInt(), 2);
    const QJsonArray movesA = a["moves"].toArray();
    const QJsonArray movesB = b["moves"].toArray();
    QCOMPARE(movesB.size(), movesA.size());
    for (qsizetype i = 0; i < movesA.size(); ++i) { // mirror: hole h <-> 8 - h
        const QStringList ends = movesA[i].toString().split('-');
        QCOMPARE(movesB[i].toString(), QString("%1-%2").arg(8 - ends[0].toInt()).arg(8 - ends[1].toInt()));
    }
    const Run third = solve("3");
    QCOMPARE(third.status, 2);
    QVERIFY2(third.err.contains("has 2 optimal solutions"), qPrintable(third.err));
}

void CliTest::checkIllegal()
{
    const Run run = cli({"check", "classic:3", "3-4", "4-3", "1-3"});
    QCOMPARE(run.status, 1);
    QVERIFY2(run.err.contains("move 3 (1-3)"), qPrintable(run.err));
    // The plain report says it once, with the reason.
    QVERIFY2(run.out.contains("3. 1-3  Illegal: hole 3 is not empty."), qPrintable(run.out));
    const Run report = cli({"check", "classic:3", "3-4", "1-4", "--json"});
    QCOMPARE(report.status, 1);
    const QJsonArray moves = report.json()["moves"].toArray();
    QCOMPARE(moves.size(), 2);
    QCOMPARE(moves[1].toObject()["legal"].toBool(), false);
    QVERIFY(!moves[1].toObject()["reason"].toString().isEmpty());
}

// check --json lists each reason's claims: on y:2 the backward jump 7-1 is
// explained by its cost and the weight, never by Yancey's row lemma (an
// optimal y:2 solution itself moves backward); a proper classic move names
// its place in the Bradley-Thomas construction.
void CliTest::checkClauses()
{
    const Run tree = cli({"check", "y:2", "2-1 4-2 6-4 7-6 1-7 7-1", "--json"});
    QCOMPARE(tree.status, 0); // every move legal
    const QJsonObject last = tree.json()["moves"].toArray().last().toObject();
    QStringList claims;
    for (const QJsonValue clause : last["clauses"].toArray()) {
        claims << clause.toObject()["claim"].toString();
        if (clause.toObject()["claim"] == "costs") {
            QCOMPARE(clause.toObject()["moves"].toInt(), last["cost"].toInt());
        }
    }
    QVERIFY2(claims.contains("costs") && claims.contains("category"), qPrintable(claims.join(' ')));
    QVERIFY2(!claims.contains("no-optimal-solution-moves-backward"), qPrintable(claims.join(' ')));
    QVERIFY2(!last["reason"].toString().contains("moves backward"), qPrintable(last["reason"].toString()));
    QCOMPARE(last["source"].toString(), QString("exact search")); // no paper behind it

    const Run row = cli({"check", "classic:3", "3-4 5-3", "--json"});
    const QJsonObject second = row.json()["moves"].toArray().last().toObject();
    const QJsonArray clauses = second["clauses"].toArray();
    QVERIFY(!clauses.isEmpty());
    const QJsonObject phase = clauses.last().toObject();
    QCOMPARE(phase["claim"].toString(), QString("phase"));
    QCOMPARE(phase["number"].toInt(), 2);
    QCOMPARE(phase["length"].toInt(), 15);
    QCOMPARE(phase["phase"].toString(), QString("opening"));
}

void CliTest::checkOneString()
{
    const Run run = cli({"check", "classic:1", "1-2 3-1  2-3"});
    QCOMPARE(run.status, 0);
    QVERIFY2(run.out.contains("goal reached in 3 moves"), qPrintable(run.out));
}

// Each row: moves, then the last move's proper / best / category / pattern /
// cost (-1: null) and the judging basis. Small boards are judged by exact
// search, classic:30 by Yancey's criteria on the optimal path.
void CliTest::checkVerdicts_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("moves");
    QTest::addColumn<bool>("proper");
    QTest::addColumn<bool>("best");
    QTest::addColumn<QString>("category");
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<int>("cost");
    QTest::addColumn<QString>("basis");
    QTest::newRow("proper step") << "classic:3" << "3-4" << true << true << "forward-step" << "" << 0 << "search";
    QTest::newRow("backward step") << "classic:3" << "3-4 4-3" << false << false << "backward-step" << "" << 2
                                   << "search";
    QTest::newRow("BRSBR") << "classic:3" << "3-4 5-3 4-5" << false << false << "forward-step" << "*BRSBR*" << 2
                           << "search";
    QTest::newRow("homo jump") << "classic:3" << "2-4" << false << false << "homo-jump" << "*S*BB*R*" << 1
                               << "search";
    // Beyond the engine's numbering (81 holes): Yancey's criteria.
    QTest::newRow("large proper") << "classic:40" << "40-41 42-40" << true << true << "hetero-jump" << "" << 0
                                  << "criteria";
    QTest::newRow("large improper") << "classic:40" << "40-41 42-40 41-42" << false << false << "forward-step"
                                    << "*BRSBR*" << -1 << "criteria";
}

void CliTest::checkVerdicts()
{
    QFETCH(QString, variant);
    QFETCH(QString, moves);
    QFETCH(bool, proper);
    QFETCH(bool, best);
    QFETCH(QString, category);
    QFETCH(QString, pattern);
    QFETCH(int, cost);
    QFETCH(QString, basis);
    const Run run = cli({"check", variant, moves, "--json"});
    QCOMPARE(run.status, 0);
    const QJsonArray reports = run.json()["moves"].toArray();
    QCOMPARE(reports.size(), moves.split(' ').size());
    const QJsonObject last = reports.last().toObject();
    QCOMPARE(last["legal"].toBool(), true);
    QCOMPARE(last["proper"].toBool(), proper);
    QCOMPARE(last["best"].toBool(), best);
    QCOMPARE(last["category"].toString(), category);
    QCOMPARE(last["pattern"].toString(), pattern);
    QCOMPARE(last["cost"].isNull() ? -1 : last["cost"].toInt(), cost);
    QCOMPARE(last["basis"].toString(), basis);
    QVERIFY(!last["reason"].toString().isEmpty());
    QCOMPARE(last["holes"].toArray().size(), pattern.isEmpty() ? 0 : pattern.count('B') + pattern.count('R') + pattern.count('S'));
}

// Seed 004 section 4.1: the one-deep Y board is solved in four forward moves;
// Theorem 13: from arms of two on, no solution uses only forward moves.
void CliTest::forwardOnly()
{
    const Run one = cli({"count", "y:1", "--forward-only", "--json"});
    QCOMPARE(one.status, 0);
    QCOMPARE(one.json()["minimum"].toInt(), 4);
    for (const QString& spec : {QString("y:2"), QString("y:3")}) {
        const Run none = cli({"count", spec, "--forward-only", "--json"});
        QCOMPARE(none.status, 1);
        const QJsonObject object = none.json();
        QVERIFY(object["minimum"].isNull());
        QCOMPARE(object["solutions"].toString(), QString("0"));
        // ...yet the board can be solved with backward moves.
        QCOMPARE(cli({"count", spec}).status, 0);
    }
}

void CliTest::badInput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("messageHas");
    QTest::newRow("size zero") << QStringList{"solve", "classic:0"} << "classic:0";
    QTest::newRow("unknown variant") << QStringList{"solve", "nonsense:3"} << "nonsense";
    QTest::newRow("bad method") << QStringList{"solve", "classic:3", "--method", "magic"} << "magic";
    QTest::newRow("bad format") << QStringList{"solve", "classic:3", "--format", "xml"} << "xml";
    QTest::newRow("bad move") << QStringList{"check", "classic:3", "3to4"} << "3to4";
    QTest::newRow("hole beyond") << QStringList{"check", "classic:3", "3-9"} << "3-9";
    QTest::newRow("bad rank") << QStringList{"solve", "classic:3", "--solution", "x1"} << "x1";
    QTest::newRow("unknown command") << QStringList{"frobnicate", "classic:3"} << "frobnicate";
    QTest::newRow("no variant") << QStringList{"solve"} << "VARIANT";
    QTest::newRow("too big for search") << QStringList{"solve", "pairs:40", "--method", "search"} << "pairs:40";
    QTest::newRow("solution 0") << QStringList{"solve", "classic:3", "--method", "formula", "--solution", "0"}
                                << "--solution 0";
    QTest::newRow("solution 3 of 2") << QStringList{"solve", "classic:3", "--method", "formula", "--solution", "3"}
                                     << "has 2 optimal solutions";
    QTest::newRow("word beyond F(n+2)") << QStringList{"solve", "classic:1x4", "--method", "word", "--solution", "9"}
                                        << "has 8 optimal solutions";
    QTest::newRow("word on pairs") << QStringList{"solve", "pairs:5", "--method", "word"} << "pairs:5";
    QTest::newRow("formula below pairs:4") << QStringList{"solve", "pairs:3", "--method", "formula"} << "pairs:3";
    QTest::newRow("rank of pairs:8 unknown")
        << QStringList{"solve", "pairs:8", "--method", "formula", "--solution", "1"} << "--method search";
    QTest::newRow("beyond every method") << QStringList{"solve", "classic:100001", "--method", "formula"} << "100001";
    QTest::newRow("bench bad count") << QStringList{"bench", "classic:3", "--random", "many"} << "--random";
    QTest::newRow("bench search too big") << QStringList{"bench", "pairs:40", "--method", "search"} << "pairs:40";
    QTest::newRow("bench beyond its limit") << QStringList{"bench", "classic:40000x30000"} << "bench limit";
    QTest::newRow("bench bad method") << QStringList{"bench", "classic:3", "--method", "guess"} << "guess";
}

void CliTest::badInput()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, messageHas);
    const Run run = cli(arguments);
    QCOMPARE(run.status, 2);
    QCOMPARE(lines(run.err).size(), 1);
    QVERIFY2(run.err.contains(messageHas), qPrintable(run.err));
    QVERIFY(run.out.isEmpty());
}

void CliTest::unsolvable()
{
    const Run run = cli({"solve", "pairs:1", "--method", "search"});
    QCOMPARE(run.status, 1);
    QVERIFY2(run.err.contains("cannot be reached"), qPrintable(run.err));
}

namespace {

QJsonObject solveJson(const QStringList& arguments)
{
    const Run run = cli(QStringList{"solve"} + arguments + QStringList{"--format", "json"});
    if (run.status != 0) {
        QTest::qFail(qPrintable(run.err), __FILE__, __LINE__);
    }
    return run.json();
}

// Replays "from-to" texts in the core; whether they reach the goal legally.
bool replaysToGoal(const Variant& variant, const QStringList& moves)
{
    Position position = variant.start();
    for (const QString& text : moves) {
        const Move move = variant.parseMove(text.toStdString());
        if (!isLegal(variant.board(), variant.rules(), position, move)) {
            return false;
        }
        position = applyMove(variant.rules(), std::move(position), move);
    }
    return variant.isGoal(position);
}

QStringList stringList(const QJsonArray& array)
{
    QStringList out;
    for (const QJsonValue& value : array) {
        out << value.toString();
    }
    return out;
}

} // namespace

// The constructions print exactly what the search prints for the same
// --solution K: moves, notation, count and rank.
void CliTest::constructionsAsSearch_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("rank");
    QTest::newRow("classic:3x2 #2") << "classic:3x2" << "2";
    QTest::newRow("classic:2x4 #1") << "classic:2x4" << "1";
    QTest::newRow("strict:3 #2") << "strict:3" << "2";
    QTest::newRow("classic:5x1 #4") << "classic:5x1" << "4";
    QTest::newRow("classic:1x5 #11") << "classic:1x5" << "11";
}

void CliTest::constructionsAsSearch()
{
    QFETCH(QString, spec);
    QFETCH(QString, rank);
    const QJsonObject search = solveJson({spec, "--method", "search", "--solution", rank});
    QCOMPARE(search["solution"].toInt(), rank.toInt());
    for (const QString method : {"formula", "word", "auto"}) {
        const QJsonObject built = solveJson({spec, "--method", method, "--solution", rank});
        QCOMPARE(built, search);
        const Run notation = cli({"solve", spec, "--method", method, "--solution", rank, "--format", "notation"});
        QCOMPARE(notation.out.trimmed(), search["notation"].toString());
        const Run moves = cli({"solve", spec, "--method", method, "--solution", rank});
        QCOMPARE(lines(moves.out), stringList(search["moves"].toArray()));
    }
}

// classic:200x1 has F(202) optimal solutions, a 42-digit number: the last one
// by rank, printed as a decimal string in JSON.
void CliTest::rankBeyond64Bits()
{
    BigInt low(0);
    BigInt high(1);
    for (int i = 0; i < 202; ++i) { // F(202), independently of the construction code
        low += high;
        std::swap(low, high);
    }
    const QString count = QString::fromStdString(low.toString());
    const QJsonObject object = solveJson({"classic:200x1", "--method", "formula", "--solution", count});
    QCOMPARE(object["solutions"].toString(), count);
    QCOMPARE(object["solution"].toString(), count);
    const QStringList moves = stringList(object["moves"].toArray());
    QCOMPARE(moves.size(), 401);
    QVERIFY(replaysToGoal(Variant::classic(200, 1), moves));
    QCOMPARE(object["notation"].toString().size(), 401);
}

// A solution of 90,600 moves, streamed in all three formats.
void CliTest::streamsLongSolutions()
{
    const Run moves = cli({"solve", "classic:300", "--method", "formula", "--solution", "2"});
    QCOMPARE(moves.status, 0);
    const QStringList list = lines(moves.out);
    QCOMPARE(list.size(), 300 * 300 + 600);
    const Variant variant = Variant::classic(300, 300);
    QVERIFY(replaysToGoal(variant, list));
    const QJsonObject object = solveJson({"classic:300", "--method", "word", "--solution", "2"});
    QCOMPARE(stringList(object["moves"].toArray()), list);
    std::vector<Move> parsed;
    for (const QString& text : list) {
        parsed.push_back(variant.parseMove(text.toStdString()));
    }
    const Run word = cli({"solve", "classic:300", "--solution", "2", "--format", "notation"});
    QCOMPARE(word.out.trimmed(), QString::fromStdString(notationWord(variant, variant.start(), parsed)));
}

// pairs:40: the paper's construction, with no rank (its place among the
// optimal solutions is unknown).
void CliTest::pairShiftWithoutRank()
{
    const QJsonObject object = solveJson({"pairs:40"});
    QVERIFY(object["solution"].isNull());
    QVERIFY(!object.contains("solutions"));
    QVERIFY(!object.contains("notation"));
    QCOMPARE(object["minimum"].toInt(), 40);
    QVERIFY(replaysToGoal(Variant::pairs(40), stringList(object["moves"].toArray())));
}

void CliTest::bench_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("formula with the race") << QStringList{"classic:30", "--method", "formula", "--random", "1000"}
                                           << QStringList{"method: formula", "moves: 960", "generator / plain loop"};
    QTest::newRow("word") << QStringList{"classic:5x1", "--method", "word"}
                          << QStringList{"method: word", "moves: 11", "random moveAt"};
    QTest::newRow("auto on pairs") << QStringList{"pairs:9"} << QStringList{"method: formula", "moves: 9"};
    QTest::newRow("search") << QStringList{"classic:3", "--method", "search", "--random", "0"}
                            << QStringList{"method: search", "moves: 15"};
}

void CliTest::bench()
{
    QFETCH(QStringList, arguments);
    QFETCH(QStringList, expected);
    const Run run = cli(QStringList{"bench"} + arguments);
    QCOMPARE(run.status, 0);
    for (const QString& part : expected + QStringList{"peak memory: ", " M/s"}) {
        QVERIFY2(run.out.contains(part), qPrintable(part + " not in:\n" + run.out));
    }
}

void CliTest::commandHelp_data()
{
    QTest::addColumn<QString>("command");
    for (const char* command : {"solve", "check", "bench", "count", "hint"}) {
        QTest::newRow(command) << command;
    }
}

// Each command's --help names the command as typed and every variant form.
void CliTest::commandHelp()
{
    QFETCH(QString, command);
    const Run run = cli({command, "--help"});
    QCOMPARE(run.status, 0);
    QVERIFY2(run.out.startsWith("Usage: leapfrog-cli " + command + " [options] VARIANT"), qPrintable(run.out));
    for (const char* form : {"classic:N", "classic:NxM", "strict:NxM", "pairs:N", "y:K", "branch:NB,N0,N1,N2"}) {
        QVERIFY2(run.out.contains(form), form);
    }
}

QTEST_GUILESS_MAIN(CliTest)
#include "tst_cli.moc"

// leapfrog-cli on the generalised members of the family (issue 16): count,
// solve, check and hint answer them with the documented JSON and exit
// statuses, against the plain reference search of tests/core; bad specs are
// refused with a one-line message naming the bad part and the accepted forms.
#include "cli_runner.h"
#include "core/family_reference.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace leapfrog::reference;
using namespace leapfrog::testing;

namespace {

// At most five minutes a command: grid:2 builds a table of 67.6 million
// positions, which takes a minute on a loaded two-core machine.
CliRun cli(const QStringList& arguments) { return runCli(arguments); }

struct Board {
    PlainRules rules;
    std::string start;
    std::string goal;
};

// The boards of this suite, written out from the words.
Board boardOf(const QString& spec)
{
    if (spec == "classic:5k2") {
        return {{false, 2, 0}, "BBBBB_RRRRR", "RRRRR_BBBBB"};
    }
    if (spec == "classic:3h2") {
        return {{false, 1, 0}, "BBB__RRR", "RRR__BBB"};
    }
    if (spec == "strict:3x2h2k2") {
        return {{true, 2, 0}, "BBB__RR", "RR__BBB"};
    }
    if (spec == "dudeney:6") {
        return {{false, 1, 0}, "_123456", "_654321"};
    }
    if (spec == "grid:1") {
        return {{true, 1, 3}, "BBRB_RBRR", "RRBR_BRBB"};
    }
    if (spec == "row:BBR_R>RR_BB") {
        return {{false, 1, 0}, "BBR_R", "RR_BB"};
    }
    if (spec == "row:B_BR_R>R_RB_B,strict") {
        return {{true, 1, 0}, "B_BR_R", "R_RB_B"};
    }
    return {{false, 1, 0}, "BR__RB", "RB__BR"}; // row:BR__RB>RB__BR,k2
}

std::string replay(const Board& board, const QJsonArray& moves, bool& legal)
{
    std::string text = board.start;
    legal = true;
    for (const QJsonValue& value : moves) {
        const QStringList holes = value.toString().split('-');
        const int from = holes.value(0).toInt() - 1;
        const int to = holes.value(1).toInt() - 1;
        if (!board.rules.legal(text, from, to)) {
            legal = false;
            return text;
        }
        text = PlainRules::play(text, from, to);
    }
    return text;
}

} // namespace

class CliFamilyTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void countAndSolve_data();
    void countAndSolve();
    void countGrid2();
    void checkAndHint();
    void unsolvableRow();
    void refusals_data();
    void refusals();
    void helpNamesTheForms();
};

void CliFamilyTest::countAndSolve_data()
{
    QTest::addColumn<QString>("spec");
    for (const char* spec : {"classic:5k2", "classic:3h2", "strict:3x2h2k2", "dudeney:6", "grid:1", "row:BBR_R>RR_BB",
                             "row:B_BR_R>R_RB_B,strict", "row:BR__RB>RB__BR,k2"}) {
        QTest::newRow(spec) << QString(spec);
    }
}

// count --json gives the reference's minimum and count; solve --format json
// and --solution 2 give distinct solutions that replay legally under the
// plain rules to the goal in that many moves.
void CliFamilyTest::countAndSolve()
{
    QFETCH(QString, spec);
    const Board board = boardOf(spec);
    const Reference reference(board.rules, board.start, board.goal);
    QVERIFY(reference.toGoal.count(board.start));
    const int minimum = reference.toGoal.at(board.start);
    const std::uint64_t solutions = reference.paths.at(board.start);

    const CliRun count = cli({"count", spec, "--json"});
    QCOMPARE(count.status, 0);
    const QJsonObject counted = count.json();
    QCOMPARE(counted["variant"].toString(), spec);
    QCOMPARE(counted["minimum"].toInteger(), minimum);
    QCOMPARE(counted["solutions"].toString(), QString::number(solutions));

    QSet<QString> seen;
    for (int rank = 1; rank <= std::min<int>(2, static_cast<int>(solutions)); ++rank) {
        const CliRun solve = cli({"solve", spec, "--format", "json", "--solution", QString::number(rank)});
        QCOMPARE(solve.status, 0);
        const QJsonObject solved = solve.json();
        QCOMPARE(solved["minimum"].toInteger(), minimum);
        QCOMPARE(solved["solutions"].toString(), QString::number(solutions));
        QVERIFY(!solved.contains("notation")); // Yancey's letters are for the papers' rows
        const QJsonArray moves = solved["moves"].toArray();
        QCOMPARE(moves.size(), minimum);
        bool legal = false;
        QCOMPARE(replay(board, moves, legal), board.goal);
        QVERIFY(legal);
        QVERIFY(!seen.contains(solve.out));
        seen.insert(solve.out);
    }
    // The plain text form: one move per line.
    const CliRun plain = cli({"solve", spec});
    QCOMPARE(plain.status, 0);
    QCOMPARE(lines(plain.out).size(), minimum);
}

// grid:2 is beyond the test's reference (millions of positions): its
// solution must still replay under the plain rules in the minimum the count
// reports, and more than one solution is optimal.
void CliFamilyTest::countGrid2()
{
    const CliRun count = cli({"count", "grid:2", "--json"});
    QCOMPARE(count.status, 0);
    const int minimum = count.json()["minimum"].toInt();
    QVERIFY(minimum > 0);
    const CliRun solve = cli({"solve", "grid:2", "--format", "json"});
    QCOMPARE(solve.status, 0);
    const QJsonArray moves = solve.json()["moves"].toArray();
    QCOMPARE(moves.size(), minimum);
    const Board board{{true, 1, 5}, "BBBRRBBBRRBB_RRBBRRRBBRRR", "RRRBBRRRBBRR_BBRRBBBRRBBB"};
    bool legal = false;
    QCOMPARE(replay(board, moves, legal), board.goal);
    QVERIFY(legal);
}

// check judges each move by the exact search, with the frogs' categories and
// reasons that cite only the cost; hint gives the reference's distance and
// best moves.
void CliFamilyTest::checkAndHint()
{
    const Board board = boardOf("dudeney:6");
    const Reference reference(board.rules, board.start, board.goal);
    // 2-1 slides frog 1 left; 4-2 jumps frog 3 over frog 2.
    const CliRun check = cli({"check", "dudeney:6", "2-1", "4-2", "--json"});
    QCOMPARE(check.status, 0);
    const QJsonObject checked = check.json();
    QCOMPARE(checked["minimum"].toInt(), reference.toGoal.at(board.start));
    const QJsonArray verdicts = checked["moves"].toArray();
    QCOMPARE(verdicts.size(), 2);
    QCOMPARE(verdicts[0].toObject()["category"].toString(), QString("step"));
    QCOMPARE(verdicts[1].toObject()["category"].toString(), QString("jump"));
    std::string text = board.start;
    for (int i = 0; i < 2; ++i) {
        const QJsonObject verdict = verdicts[i].toObject();
        const std::string after = PlainRules::play(text, i == 0 ? 1 : 3, i == 0 ? 0 : 1);
        const bool best = reference.toGoal.at(after) == reference.toGoal.at(text) - 1;
        QCOMPARE(verdict["best"].toBool(), best);
        QCOMPARE(verdict["cost"].toInt(), reference.toGoal.at(after) + 1 - reference.toGoal.at(text));
        const QString reason = verdict["reason"].toString();
        QVERIFY2(!reason.contains("Yancey") && !reason.contains("improper board"), qPrintable(reason));
        text = after;
    }
    const CliRun illegal = cli({"check", "dudeney:6", "4-1"}); // out of reach
    QCOMPARE(illegal.status, 1);

    const CliRun hint = cli({"hint", "dudeney:6", "--position", "1_23456", "--json"});
    QCOMPARE(hint.status, 0);
    const QJsonObject hinted = hint.json();
    QCOMPARE(hinted["distance"].toInt(), reference.toGoal.at("1_23456"));
    QStringList best;
    for (const auto& [from, to] : board.rules.moves("1_23456")) {
        if (reference.toGoal.at(PlainRules::play("1_23456", from, to)) == reference.toGoal.at("1_23456") - 1) {
            best << QString("%1-%2").arg(from + 1).arg(to + 1);
        }
    }
    QStringList got;
    for (const QJsonValue& move : hinted["best"].toArray()) {
        got << move.toString();
    }
    got.sort();
    best.sort();
    QCOMPARE(got, best);
}

// A row whose goal no move sequence reaches: count says minimum null and
// solutions "0" with exit 1; solve exits 1.
void CliFamilyTest::unsolvableRow()
{
    const Reference reference(PlainRules{true, 1, 0}, "_BR", "B_R");
    QVERIFY(!reference.toGoal.count("_BR"));
    const CliRun count = cli({"count", "row:_BR>B_R,strict", "--json"});
    QCOMPARE(count.status, 1);
    QVERIFY(count.json()["minimum"].isNull());
    QCOMPARE(count.json()["solutions"].toString(), QString("0"));
    const CliRun solve = cli({"solve", "row:_BR>B_R,strict"});
    QCOMPARE(solve.status, 1);
}

void CliFamilyTest::refusals_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("messageHas");
    QTest::newRow("classic:3h0") << QStringList{"count", "classic:3h0"} << "\"h0\"";
    QTest::newRow("classic:3k0") << QStringList{"solve", "classic:3k0"} << "\"k0\"";
    QTest::newRow("different pegs") << QStringList{"count", "row:BB_R>RR_B"} << "different pegs";
    QTest::newRow("grid too large") << QStringList{"count", "grid:4"} << "grid:4";
    QTest::newRow("dudeney too large") << QStringList{"hint", "dudeney:20", "--position", "_1"} << "dudeney:20";
    QTest::newRow("frog position") << QStringList{"hint", "dudeney:3", "--position", "_124"} << "_124";
    QTest::newRow("check too") << QStringList{"check", "strict:2h0", "1-2"} << "\"h0\"";
}

void CliFamilyTest::refusals()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, messageHas);
    const CliRun run = cli(arguments);
    QCOMPARE(run.status, 2);
    QCOMPARE(lines(run.err).size(), 1);
    QVERIFY2(run.err.contains(messageHas), qPrintable(run.err));
    QVERIFY2(arguments.contains("--position") || run.err.contains("row:START>GOAL"), qPrintable(run.err));
    QVERIFY(run.out.isEmpty());
}

// Every command's --help, and the top-level one, names the new forms.
void CliFamilyTest::helpNamesTheForms()
{
    for (const char* command : {"solve", "count", "check", "hint", "bench", "graph", "--help"}) {
        const CliRun run = QString(command) == "--help" ? cli({"--help"}) : cli({command, "--help"});
        QCOMPARE(run.status, 0);
        for (const char* form : {"dudeney:N", "grid:N", "row:START>GOAL", "[hH][kK]"}) {
            QVERIFY2(run.out.contains(form), qPrintable(QString(command) + ": " + form));
        }
    }
}

QTEST_GUILESS_MAIN(CliFamilyTest)
#include "tst_cli_family.moc"

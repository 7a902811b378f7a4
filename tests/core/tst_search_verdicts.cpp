// Verdicts by the search engine move by move (analysis/search_verdicts.h),
// the way leapfrog-cli check judges boards beyond the Judge's tables: on
// small boards, with an engine that only searches (never builds a table), they
// must equal the table-based Judge's verdicts on random games with slips; and
// with no time at all they must be exactly the verdicts without search.
#include "analysis/judge.h"
#include "analysis/search_verdicts.h"
#include "catalog/solve.h"
#include "construct/constructions.h"
#include "model/rules.h"
#include "search/engine.h"

#include <QTest>

#include <random>

using namespace leapfrog;

class SearchVerdictsTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void equalTheTableJudge_data();
    void equalTheTableJudge();
    void withoutTimeTheyAreTheVerdictsWithoutSearch();
    void whoIsJudgedBySearch();
};

namespace {

// A random game of `length` moves (fewer when stuck), from legal moves.
std::vector<Move> randomLine(const Variant& variant, std::mt19937& random, int length)
{
    std::vector<Move> line;
    Position position = variant.start();
    for (int i = 0; i < length && !variant.isGoal(position); ++i) {
        const std::vector<Move> legal = legalMoves(variant.board(), variant.rules(), position);
        if (legal.empty()) {
            break;
        }
        line.push_back(legal[random() % legal.size()]);
        applyMoveInPlace(variant.rules(), position, line.back());
    }
    return line;
}

void compareVerdicts(const std::vector<Verdict>& got, const std::vector<Verdict>& expected)
{
    QCOMPARE(got.size(), expected.size());
    for (std::size_t i = 0; i < got.size(); ++i) {
        const Verdict& a = got[i];
        const Verdict& b = expected[i];
        QVERIFY(a.move == b.move);
        QVERIFY(a.basis == b.basis);
        QCOMPARE(a.legal, b.legal);
        QVERIFY(a.category == b.category);
        QCOMPARE(a.proper, b.proper);
        QCOMPARE(a.best, b.best);
        QCOMPARE(a.gameWasOptimal, b.gameWasOptimal);
        QCOMPARE(a.cost, b.cost);
        QCOMPARE(a.distanceAfter, b.distanceAfter);
        QCOMPARE(a.pattern, b.pattern);
        QVERIFY(a.holes == b.holes);
        QCOMPARE(a.reason, b.reason);
    }
}

} // namespace

void SearchVerdictsTest::equalTheTableJudge_data()
{
    QTest::addColumn<QString>("spec");
    for (const char* spec : {"classic:4", "classic:5x3", "classic:3x5", "strict:4x3", "pairs:5", "pairs:6"}) {
        QTest::newRow(spec) << spec;
    }
}

void SearchVerdictsTest::equalTheTableJudge()
{
    QFETCH(QString, spec);
    const Variant variant = Variant::parse(spec.toStdString());
    const Judge table(variant);
    QVERIFY(table.isExact());
    SearchEngine searchOnly(variant, SearchEngine::Strategy::Search);
    std::mt19937 random(7);
    for (int game = 0; game < 12; ++game) {
        const std::vector<Move> line = randomLine(variant, random, 6 + game);
        compareVerdicts(judgeLineBySearch(variant, searchOnly, line, SearchControl{}), table.judgeLine(line));
        if (QTest::currentTestFailed()) {
            return;
        }
        QVERIFY(!searchOnly.hasTable());
    }
}

// A spent budget leaves Yancey's criteria while the game is optimal and
// "unknown" after the slip: never a guess.
void SearchVerdictsTest::withoutTimeTheyAreTheVerdictsWithoutSearch()
{
    const Variant variant = Variant::classic(14, 14);
    std::vector<Move> line = solveVariant(variant, Method::Formula).solution->moves();
    line.resize(10);
    line.push_back(variant.parseMove("21-19")); // a jump over its own colour
    line.push_back(variant.parseMove("19-21"));
    SearchEngine engine(variant, SearchEngine::Strategy::Auto, constructedOptimalSolutions);
    SearchControl noTime;
    noTime.budget = std::chrono::milliseconds(0);
    compareVerdicts(judgeLineBySearch(variant, engine, line, noTime), judgeLineWithoutSearch(variant, line));
    // With time, the slip and the move after it are judged exactly.
    const std::vector<Verdict> searched = judgeLineBySearch(variant, engine, line, SearchControl{});
    QVERIFY(searched[10].basis == Basis::Exact);
    QVERIFY(!searched[10].proper);
    QVERIFY(searched[10].cost && *searched[10].cost > 0);
    QVERIFY(searched[11].basis == Basis::Exact);
}

void SearchVerdictsTest::whoIsJudgedBySearch()
{
    QVERIFY(!searchJudgesBeyondTables(Variant::classic(5, 5)));   // the Judge's table serves it
    QVERIFY(searchJudgesBeyondTables(Variant::classic(12, 12)));  // 67,603,900 positions
    QVERIFY(searchJudgesBeyondTables(Variant::strict(14, 12)));
    QVERIFY(searchJudgesBeyondTables(Variant::pairs(14)));
    QVERIFY(!searchJudgesBeyondTables(Variant::classic(40, 40))); // beyond any numbering
    QVERIFY(!searchJudgesBeyondTables(Variant::yBoard(8)));       // no bound to steer by
}

QTEST_GUILESS_MAIN(SearchVerdictsTest)
#include "tst_search_verdicts.moc"

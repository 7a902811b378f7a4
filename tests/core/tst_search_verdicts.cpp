// Verdicts refined by the search engine move by move (Judge::refine), the
// way leapfrog-cli check and the window judge boards beyond the Judge's
// tables: on small boards, a Judge without a table whose engine only searches
// (never builds a table) must refine its verdicts into the table-based
// Judge's on random games with slips; with no time at all refining must
// change nothing; and the window's refinement touches only the doubtful ones.
#include "analysis/judge.h"
#include "catalog/exact_search.h"
#include "catalog/solve.h"
#include "construct/constructions.h"
#include "model/rules.h"
#include "search/engine.h"
#include "verdict_text.h"

#include <QTest>

#include <random>

using namespace leapfrog;

class SearchVerdictsTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void equalTheTableJudge_data();
    void equalTheTableJudge();
    void withoutTimeTheyAreTheVerdictsWithoutSearch();
    void doubtfulOnesOnly();
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
        QCOMPARE(got[i], expected[i]);
    }
}

// A Judge of `variant` without a table, refining by the engine handed in.
Judge searchingJudge(const Variant& variant, std::shared_ptr<SearchEngine> engine)
{
    return Judge(variant, std::move(engine), SearchControl{}, 0);
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
    const auto searchOnly = std::make_shared<SearchEngine>(variant, SearchEngine::Strategy::Search);
    const Judge searching = searchingJudge(variant, searchOnly);
    QVERIFY(!searching.isExact());
    QVERIFY(searching.refinable());
    std::mt19937 random(7);
    for (int game = 0; game < 12; ++game) {
        const std::vector<Move> line = randomLine(variant, random, 6 + game);
        const std::vector<Verdict> refined =
            searching.refine(line, searching.judge(line), Refine::All, SearchControl{});
        compareVerdicts(refined, table.judge(line));
        if (QTest::currentTestFailed()) {
            return;
        }
        QVERIFY(!searchOnly->hasTable());
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
    const std::shared_ptr<const Judge> judge = ExactSearch(variant).judge();
    QVERIFY(!judge->isExact());
    QVERIFY(judge->refinable());
    const std::vector<Verdict> quick = judge->judge(line);
    QCOMPARE(quick[9].basis, Basis::Criteria);
    QCOMPARE(quick[11].basis, Basis::Unknown);
    SearchControl noTime;
    noTime.budget = std::chrono::milliseconds(0);
    compareVerdicts(judge->refine(line, quick, Refine::All, noTime), quick);
    // With time, the slip and the move after it are judged exactly.
    const std::vector<Verdict> searched = judge->refine(line, quick, Refine::All, SearchControl{});
    QVERIFY(searched[10].basis == Basis::Exact);
    QVERIFY(!searched[10].proper);
    QVERIFY(searched[10].cost && *searched[10].cost > 0);
    QVERIFY(searched[11].basis == Basis::Exact);
}

// The window refines only what the search can change: the slip's cost and
// the moves after it; the proper moves before keep Yancey's criteria.
void SearchVerdictsTest::doubtfulOnesOnly()
{
    const Variant variant = Variant::classic(14, 14);
    std::vector<Move> line = solveVariant(variant, Method::Formula).solution->moves();
    line.resize(10);
    line.push_back(variant.parseMove("21-19"));
    line.push_back(variant.parseMove("19-21"));
    const std::shared_ptr<const Judge> judge = ExactSearch(variant).judge();
    const std::vector<Verdict> quick = judge->judge(line);
    const std::vector<Verdict> doubtful = judge->refine(line, quick, Refine::Doubtful, SearchControl{});
    const std::vector<Verdict> all = judge->refine(line, quick, Refine::All, SearchControl{});
    for (std::size_t i = 0; i < 10; ++i) {
        QCOMPARE(doubtful[i], quick[i]);
        QCOMPARE(all[i].basis, Basis::Exact);
        QCOMPARE(all[i].proper, quick[i].proper);
    }
    QCOMPARE(doubtful[10], all[10]);
    QCOMPARE(doubtful[11], all[11]);
}

void SearchVerdictsTest::whoIsJudgedBySearch()
{
    QVERIFY(!Judge::refinesBySearch(Variant::classic(5, 5)));   // the Judge's table serves it
    QVERIFY(Judge::refinesBySearch(Variant::classic(12, 12)));  // 67,603,900 positions
    QVERIFY(Judge::refinesBySearch(Variant::strict(14, 12)));
    QVERIFY(Judge::refinesBySearch(Variant::pairs(14)));
    QVERIFY(!Judge::refinesBySearch(Variant::classic(40, 40))); // beyond any numbering
    QVERIFY(!Judge::refinesBySearch(Variant::yBoard(8)));       // no bound to steer by
    // A Judge says the same of itself.
    QVERIFY(!Judge(Variant::classic(5, 5)).refinable());
    QVERIFY(Judge(Variant::pairs(14)).refinable());
    QVERIFY(!Judge(Variant::yBoard(8)).refinable());
}

QTEST_GUILESS_MAIN(SearchVerdictsTest)
#include "tst_search_verdicts.moc"

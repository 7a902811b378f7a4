// The pair-shift game (seed 002) through the engine: the paper's listed
// optimal solutions for n = 4..7 are among those the engine enumerates (for
// n = 7 they are exactly the two), the paper's counts for n <= 9, and the
// table and the layered search agree on the minimum, the count and the
// solutions where both run.
#include "model/variant.h"
#include "search/bfs.h"
#include "search/engine.h"

#include <QTest>

using namespace leapfrog;

namespace {

// Seed 002 lists each move as the paper's 0-based left position of the pair
// moved; the vacant pair starts at 2n. Leapfrog's move names the left holes
// (1-based) of the pair before and after (tst_rules pairShift).
std::vector<Move> fromPaper(int n, const QList<int>& pairs)
{
    std::vector<Move> moves;
    int vacant = 2 * n;
    for (const int pair : pairs) {
        moves.push_back(Move{pair, vacant});
        vacant = pair;
    }
    return moves;
}

std::vector<std::vector<Move>> allOptimal(SearchEngine& engine)
{
    const Position start = engine.variant().start();
    const BigInt count = engine.count(start).solutions;
    std::vector<std::vector<Move>> all;
    for (std::uint64_t k = 1; BigInt(k) <= count; ++k) {
        all.push_back(engine.solution(start, BigInt(k))->moves);
    }
    return all;
}

} // namespace

class PairsTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void listedSolutions_data();
    void listedSolutions();
    void paperCounts_data();
    void paperCounts();
    void tableAndSearchAgree_data();
    void tableAndSearchAgree();
};

void PairsTest::listedSolutions_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<QList<QList<int>>>("listed");
    QTest::newRow("n=4") << 4 << QList<QList<int>>{{1, 4, 7, 0}};
    QTest::newRow("n=5") << 5 << QList<QList<int>>{{1, 7, 4, 9, 0}};
    QTest::newRow("n=6") << 6 << QList<QList<int>>{{1, 7, 3, 8, 11, 0}};
    QTest::newRow("n=7") << 7 << QList<QList<int>>{{1, 10, 4, 9, 6, 13, 0}, {1, 10, 4, 13, 6, 9, 0}};
}

// For n = 4..7 the paper lists every optimal solution its backtracking found:
// the engine enumerates exactly those.
void PairsTest::listedSolutions()
{
    QFETCH(int, n);
    QFETCH(QList<QList<int>>, listed);
    SearchEngine engine(Variant::pairs(n), SearchEngine::Strategy::Search);
    const auto all = allOptimal(engine);
    QCOMPARE(static_cast<qsizetype>(all.size()), listed.size());
    for (const QList<int>& paper : listed) {
        QVERIFY(std::find(all.begin(), all.end(), fromPaper(n, paper)) != all.end());
    }
}

void PairsTest::paperCounts_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("count");
    // Seed 002: unique for 4, 5, 6; two for 7; 16 and 32 for 8 and 9.
    QTest::newRow("n=4") << 4 << 1;
    QTest::newRow("n=5") << 5 << 1;
    QTest::newRow("n=6") << 6 << 1;
    QTest::newRow("n=7") << 7 << 2;
    QTest::newRow("n=8") << 8 << 16;
    QTest::newRow("n=9") << 9 << 32;
}

void PairsTest::paperCounts()
{
    QFETCH(int, n);
    QFETCH(int, count);
    SearchEngine engine(Variant::pairs(n), SearchEngine::Strategy::Search);
    const SearchEngine::Count counted = engine.count(Variant::pairs(n).start());
    QCOMPARE(counted.minimum, std::optional<int>(n));
    QCOMPARE(counted.solutions, BigInt(static_cast<std::uint64_t>(count)));
}

void PairsTest::tableAndSearchAgree_data()
{
    QTest::addColumn<int>("n");
    for (int n = 1; n <= 10; ++n) {
        QTest::newRow(("n=" + std::to_string(n)).c_str()) << n;
    }
}

// Two independent routes to the DAG: the full distance table walked from the
// start, and the pruned bidirectional search. Same minimum, same count, same
// first and last solution; and the plain search agrees where it can run.
void PairsTest::tableAndSearchAgree()
{
    QFETCH(int, n);
    const Variant variant = Variant::pairs(n);
    SearchEngine table(variant, SearchEngine::Strategy::Table);
    SearchEngine search(variant, SearchEngine::Strategy::Search);
    const SearchEngine::Count byTable = table.count(variant.start());
    const SearchEngine::Count bySearch = search.count(variant.start());
    QCOMPARE(byTable.minimum, bySearch.minimum);
    QCOMPARE(byTable.solutions, bySearch.solutions);
    if (byTable.minimum) {
        for (const BigInt& rank : {BigInt(1), byTable.solutions}) {
            QVERIFY(table.solution(variant.start(), rank)->moves == search.solution(variant.start(), rank)->moves);
        }
    }
    if (n <= 8) { // the plain search holds at most 4,000,000 positions
        const BfsSolutions plain = bfsSolutions(variant, variant.start(), BigInt(1));
        QCOMPARE(plain.count, byTable.solutions);
    }
}

QTEST_GUILESS_MAIN(PairsTest)
#include "tst_pairs.moc"

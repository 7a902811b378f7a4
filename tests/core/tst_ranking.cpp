// The perfect ranking of positions: a bijection onto 0..count-1 in
// lexicographic order, for any piece counts (three colours too), the pair
// holes read as one symbol, the incremental unranking and re-ranking the
// table build relies on, and refusals where 64 bits do not suffice.
#include "model/errors.h"
#include "model/rules.h"
#include "model/variant.h"
#include "reference_graph.h"
#include "search/predecessors.h"
#include "search/ranking.h"
#include "search/state_space.h"

#include <QTest>

#include <random>

using namespace leapfrog;

namespace {

// n! / (k0! k1! ...) by repeated binomials, in 64 bits (small cases only).
std::uint64_t multinomial(const QList<int>& counts)
{
    std::uint64_t result = 1;
    int placed = 0;
    for (const int count : counts) {
        for (int k = 1; k <= count; ++k) {
            result = result * static_cast<std::uint64_t>(++placed) / static_cast<std::uint64_t>(k);
        }
    }
    return result;
}

} // namespace

class RankingTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void bijection_data();
    void bijection();
    void stateSpaceCoversArrangements_data();
    void stateSpaceCoversArrangements();
    void incrementalUnrank_data();
    void incrementalUnrank();
    void rankAfterMove_data();
    void rankAfterMove();
    void refusals();
};

void RankingTest::bijection_data()
{
    QTest::addColumn<QList<int>>("counts");
    QTest::newRow("one hole, 3+3") << QList<int>{1, 3, 3};
    QTest::newRow("one hole, 2+5") << QList<int>{1, 2, 5};
    QTest::newRow("three colours") << QList<int>{1, 2, 2, 2};
    QTest::newRow("three colours, uneven") << QList<int>{2, 3, 1, 2};
    QTest::newRow("one symbol") << QList<int>{0, 4};
    QTest::newRow("no holes") << QList<int>{0, 3, 2};
}

// Every rank unranks to a distinct arrangement that ranks back to it, in
// strictly increasing lexicographic order, and there are multinomial many.
void RankingTest::bijection()
{
    QFETCH(QList<int>, counts);
    const std::vector<int> symbolCounts(counts.begin(), counts.end());
    const MultisetRanking ranking(symbolCounts);
    QCOMPARE(ranking.count(), multinomial(counts));
    std::vector<std::uint8_t> previous;
    std::vector<std::uint8_t> symbols(static_cast<std::size_t>(ranking.length()));
    for (std::uint64_t rank = 0; rank < ranking.count(); ++rank) {
        ranking.unrank(rank, symbols);
        QCOMPARE(ranking.rank(symbols), rank);
        for (std::size_t s = 0; s < symbolCounts.size(); ++s) {
            QCOMPARE(static_cast<int>(std::count(symbols.begin(), symbols.end(), s)), symbolCounts[s]);
        }
        QVERIFY(previous.empty() || std::lexicographical_compare(previous.begin(), previous.end(), symbols.begin(),
                                                                 symbols.end()));
        previous = symbols;
    }
}

void RankingTest::stateSpaceCoversArrangements_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<qulonglong>("expected"); // positions of the state space
    QTest::newRow("classic:3") << "classic:3" << qulonglong(7 * 20);           // 7 * C(6,3)
    QTest::newRow("classic:2x4") << "classic:2x4" << qulonglong(7 * 15);       // 7 * C(6,2)
    QTest::newRow("strict:3x2") << "strict:3x2" << qulonglong(6 * 10);         // 6 * C(5,3)
    QTest::newRow("pairs:3") << "pairs:3" << qulonglong(7 * 20);               // holes together: 7 * C(6,3)
    QTest::newRow("pairs:4") << "pairs:4" << qulonglong(9 * 70);               // 9 * C(8,4)
}

// Every arrangement of the pieces (holes side by side, for pairs) gets a
// distinct rank below size(), and unranking gives it back.
void RankingTest::stateSpaceCoversArrangements()
{
    QFETCH(QString, spec);
    QFETCH(qulonglong, expected);
    const Variant variant = Variant::parse(spec.toStdString());
    const StateSpace space(variant);
    QCOMPARE(space.size(), static_cast<std::uint64_t>(expected));
    const reference::Graph graph = reference::build(variant);
    std::vector<bool> seen(space.size(), false);
    std::uint64_t representable = 0;
    for (const Position& position : graph.positions) {
        const CellArray cells = CellArray::from(position);
        const int hole = position.findEmpty();
        const bool together = variant.rules() != RuleSet::Pairs || position.at(hole + 1) == Cell::Empty;
        QCOMPARE(space.representable(cells), together);
        if (!together) {
            continue;
        }
        ++representable;
        const std::uint64_t rank = space.rank(cells);
        QVERIFY(rank < space.size());
        QVERIFY2(!seen[rank], position.text().c_str());
        seen[rank] = true;
        CellArray back;
        space.unrank(rank, back);
        QCOMPARE(QString::fromStdString(back.toPosition().text()), QString::fromStdString(position.text()));
    }
    QCOMPARE(representable, space.size());
}

void RankingTest::incrementalUnrank_data()
{
    QTest::addColumn<QString>("spec");
    for (const char* spec : {"classic:5", "classic:3x6", "pairs:6", "strict:4"}) {
        QTest::newRow(spec) << spec;
    }
}

// unrankNext, from whatever it unranked before, agrees with a fresh unrank,
// in ascending scans and in random order; so do the prefixes it keeps.
void RankingTest::incrementalUnrank()
{
    QFETCH(QString, spec);
    const StateSpace space(Variant::parse(spec.toStdString()));
    std::mt19937_64 random(7);
    StateSpace::Unranked scanning;
    StateSpace::Unranked fresh;
    std::uint64_t rank = 0;
    for (int i = 0; i < 4000 && rank < space.size(); ++i) {
        const std::uint64_t ranks[] = {rank, random() % space.size()};
        for (const std::uint64_t r : ranks) {
            space.unrankNext(r, scanning);
            space.unrank(r, fresh);
            QVERIFY(scanning.cells == fresh.cells);
            QCOMPARE(space.rank(scanning.cells), r);
            for (int hole = 0; hole <= space.holeCount(); ++hole) {
                const bool start = hole == space.holeCount() || hole == 0 || scanning.cells.at(hole) != Cell::Empty
                                   || scanning.cells.at(hole - 1) != Cell::Empty
                                   || space.variant().rules() != RuleSet::Pairs;
                if (start) {
                    QCOMPARE(scanning.remainingAt[static_cast<std::size_t>(hole)],
                             fresh.remainingAt[static_cast<std::size_t>(hole)]);
                    QCOMPARE(scanning.rankBefore[static_cast<std::size_t>(hole)],
                             fresh.rankBefore[static_cast<std::size_t>(hole)]);
                }
            }
        }
        rank += 1 + random() % 5;
    }
}

void RankingTest::rankAfterMove_data()
{
    QTest::addColumn<QString>("spec");
    for (const char* spec :
         {"classic:3", "classic:2x4", "strict:3x2", "pairs:4", "pairs:5", "y:2", "branch:3,1,1,1"}) {
        QTest::newRow(spec) << spec;
    }
}

// Ranking the position after a move from the unranked position before it
// equals ranking it afresh, for every legal move of every position, and for
// the moves of the reversible hull that the table build plays backwards.
void RankingTest::rankAfterMove()
{
    QFETCH(QString, spec);
    const Variant variant = Variant::parse(spec.toStdString());
    const StateSpace space(variant);
    const RuleSet hull = reversibleHull(variant.rules());
    StateSpace::Unranked here;
    int moves = 0;
    for (std::uint64_t rank = 0; rank < space.size(); ++rank) {
        space.unrank(rank, here);
        for (const RuleSet rules : {variant.rules(), hull}) {
            forEachMove(variant.board(), rules, here.cells, [&](Move move) {
                CellArray after = here.cells;
                playMove(rules, after, move);
                QCOMPARE(space.rankAfterMove(here, rules, move), space.rank(after));
                ++moves;
            });
        }
    }
    QVERIFY(moves > 0);
}

void RankingTest::refusals()
{
    // 81 holes: more than the engine numbers.
    QVERIFY_THROWS_EXCEPTION(LimitError, StateSpace(Variant::classic(40, 40)));
    // 63 holes, 63 * C(62,31) ~ 2.9e19 positions: beyond 64-bit ranks ...
    QVERIFY_THROWS_EXCEPTION(LimitError, StateSpace(Variant::classic(31, 31)));
    // ... while 61 holes, 61 * C(60,30) ~ 7.2e18, still fit.
    QCOMPARE(StateSpace(Variant::classic(30, 30)).size(), std::uint64_t{61} * 118264581564861424ull);
    const std::vector<int> tooMany{1, 40, 40};
    QVERIFY_THROWS_EXCEPTION(LimitError, MultisetRanking{tooMany});
}

QTEST_GUILESS_MAIN(RankingTest)
#include "tst_ranking.moc"

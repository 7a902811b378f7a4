// The engine's answers without search on the constructed optimal solutions
// (search/on_path.h), against the deliberately simple reference graph on
// every arrangement of small boards: the constructions find exactly the
// positions on optimal solutions (so Theorem 4 is checked again: there are no
// others), with the exact distance, the optimal next moves, the number of
// shortest finishes and each finish in the one order.
#include "construct/constructions.h"
#include "model/errors.h"
#include "reference_graph.h"
#include "search/engine.h"
#include "search/on_path.h"

#include <QTest>

#include <algorithm>

using namespace leapfrog;

class OnPathTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void matchesTheReference_data();
    void matchesTheReference();
    void answersBeyondTheTables();
    void otherFamiliesAreNotClaimed();
    void distancesBeyondAnIntAreRefused();
};

void OnPathTest::matchesTheReference_data()
{
    QTest::addColumn<QString>("spec");
    for (int blue = 2; blue <= 5; ++blue) {
        for (int red = 2; red <= 5; ++red) {
            const QString size = QString("%1x%2").arg(blue).arg(red);
            QTest::newRow(qPrintable("classic:" + size)) << "classic:" + size;
            if (blue <= 4 && red <= 4) {
                QTest::newRow(qPrintable("strict:" + size)) << "strict:" + size;
            }
        }
    }
}

void OnPathTest::matchesTheReference()
{
    QFETCH(QString, spec);
    const Variant variant = Variant::parse(spec.toStdString());
    const reference::Graph graph = reference::build(variant);
    const int start = graph.index(variant.start());
    const int minimum = graph.toGoal[static_cast<std::size_t>(start)];
    const std::vector<int> fromStart = graph.distancesFrom(start);
    const std::vector<std::uint64_t> counts = graph.solutionCounts();
    int onPathPositions = 0;
    for (std::size_t p = 0; p < graph.positions.size(); ++p) {
        const int toGoal = graph.toGoal[p];
        const bool onOptimalSolution = fromStart[p] >= 0 && toGoal >= 0 && fromStart[p] + toGoal == minimum;
        const auto found = OnPathFinishes::find(variant, graph.positions[p], constructedOptimalSolutions);
        QCOMPARE(found.has_value(), onOptimalSolution);
        if (!found) {
            continue;
        }
        ++onPathPositions;
        QCOMPARE(found->distance(), toGoal);
        std::vector<Move> best;
        for (const auto& [move, q] : graph.successors[p]) {
            if (graph.toGoal[static_cast<std::size_t>(q)] == toGoal - 1) {
                best.push_back(move);
            }
        }
        QVERIFY(found->best() == best);
        QCOMPARE(found->count(), BigInt(counts[p]));
        const auto finishes = graph.solutions(static_cast<int>(p), 10);
        for (std::size_t k = 0; k < finishes.size(); ++k) {
            QVERIFY(found->finish(BigInt(static_cast<std::uint64_t>(k + 1))) == finishes[k]);
        }
    }
    // Two solutions of `minimum` moves that share at least the start and the goal.
    QVERIFY(onPathPositions > minimum);
}

// Beyond every table (and every numbering: classic:40 has 81 holes) the
// engine answers along the optimal solutions; each answer is confirmed by
// playing it: the best moves' positions are one closer, the finishes reach
// the goal in exactly the distance.
void OnPathTest::answersBeyondTheTables()
{
    const Variant variant = Variant::classic(40, 40);
    // The constructions are handed in from above (search/ does not include
    // construct/): without them the engine has no way to answer here.
    SearchEngine bare(variant);
    QVERIFY_THROWS_EXCEPTION(LimitError, bare.distance(variant.start()));
    SearchEngine engine(variant, SearchEngine::Strategy::Auto, constructedOptimalSolutions);
    const SearchEngine::Count counted = engine.count(variant.start());
    QCOMPARE(counted.minimum, std::optional<int>(40 * 40 + 80));
    QCOMPARE(counted.solutions, BigInt(2));
    const auto second = engine.solution(variant.start(), BigInt(2));
    QVERIFY(second);
    Position position = variant.start();
    for (std::size_t i = 0; i < second->moves.size(); ++i) {
        if (i % 97 == 0) {
            const SearchEngine::Hint hint = engine.hint(position);
            QCOMPARE(hint.distance, std::optional<int>(static_cast<int>(second->moves.size() - i)));
            QVERIFY(std::find(hint.best.begin(), hint.best.end(), second->moves[i]) != hint.best.end());
        }
        QVERIFY(!illegalReason(variant.board(), variant.rules(), position, second->moves[i]));
        applyMoveInPlace(variant.rules(), position, second->moves[i]);
    }
    QVERIFY(variant.isGoal(position));
    // Off the optimal solutions it does not guess.
    Position off = variant.start();
    applyMoveInPlace(variant.rules(), off, variant.parseMove("39-41")); // a jump over a peg of its own colour
    QVERIFY(!OnPathFinishes::find(variant, off, constructedOptimalSolutions));
}

void OnPathTest::otherFamiliesAreNotClaimed()
{
    for (const char* spec : {"classic:4x1", "pairs:5", "y:2", "branch:3,1,1,1"}) {
        const Variant variant = Variant::parse(spec);
        QVERIFY2(!OnPathFinishes::find(variant, variant.start(), constructedOptimalSolutions), spec);
    }
}

// Distances are ints: the largest square board whose minimum fits is
// answered exactly, the next one refused rather than wrapped round.
void OnPathTest::distancesBeyondAnIntAreRefused()
{
    const Variant largest = Variant::classic(46339, 46339);
    SearchEngine fits(largest, SearchEngine::Strategy::Auto, constructedOptimalSolutions);
    QCOMPARE(fits.distance(largest.start()), std::optional<int>(46339 * 46339 + 2 * 46339));
    const Variant beyond = Variant::classic(46340, 46340);
    SearchEngine wraps(beyond, SearchEngine::Strategy::Auto, constructedOptimalSolutions);
    QVERIFY_THROWS_EXCEPTION(LimitError, wraps.distance(beyond.start()));
}

QTEST_GUILESS_MAIN(OnPathTest)
#include "tst_on_path.moc"

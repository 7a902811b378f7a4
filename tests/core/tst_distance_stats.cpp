// The distance distribution ("God's number", analysis/distance_stats.h)
// against the plain reference search (reference_graph.h: every arrangement,
// its legal moves, a breadth-first search back from the goal, no ranking and
// no tables) on every position of small boards of every family: positions at
// each distance, the number counted, the greatest distance and how many are
// that far, the farthest position named, and the start's distance.
#include "analysis/distance_stats.h"
#include "reference_graph.h"
#include "search/distance_table.h"
#include "search/engine.h"
#include "search/state_space.h"
#include "model/variant.h"

#include <QTest>

using namespace leapfrog;

class DistanceStatsTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void againstReference_data();
    void againstReference();
};

void DistanceStatsTest::againstReference_data()
{
    QTest::addColumn<QString>("spec");
    for (const char* spec :
         {"classic:1", "classic:2", "classic:3", "classic:4", "classic:5", "classic:1x4", "classic:4x1", "classic:2x5",
          "classic:5x3", "strict:2", "strict:3", "strict:4", "strict:2x4", "strict:4x3",
          "pairs:1", "pairs:2", "pairs:3", "pairs:4", "pairs:5", "pairs:6", "y:1", "y:2", "y:3", "branch:3,1,1,1",
          "branch:4,2,1,2", "branch:5,1,2,2"}) {
        QTest::newRow(spec) << spec;
    }
}

void DistanceStatsTest::againstReference()
{
    QFETCH(QString, spec);
    const Variant variant = Variant::parse(spec.toStdString());
    const reference::Graph graph = reference::build(variant);
    SearchEngine engine(variant, SearchEngine::Strategy::Table);
    const auto table = engine.distanceTable();
    const DistanceStats stats = distanceStats(*table);

    std::vector<std::uint64_t> atDistance;
    std::uint64_t counted = 0;
    for (const int d : graph.toGoal) {
        if (d < 0) {
            continue;
        }
        if (atDistance.size() <= static_cast<std::size_t>(d)) {
            atDistance.resize(static_cast<std::size_t>(d) + 1, 0);
        }
        ++atDistance[static_cast<std::size_t>(d)];
        ++counted;
    }
    QCOMPARE(stats.atDistance, atDistance);
    QCOMPARE(stats.reachGoal, counted);
    QCOMPARE(stats.greatest, static_cast<int>(atDistance.size()) - 1);
    QCOMPARE(stats.atGreatest, atDistance.back());

    // The farthest position is that far, and the first of them in the
    // engine's numbering.
    QCOMPARE(graph.toGoal[static_cast<std::size_t>(graph.index(stats.farthest))], stats.greatest);
    const StateSpace& space = table->space();
    const std::uint64_t farthestRank = space.rank(CellArray::from(stats.farthest));
    for (std::size_t p = 0; p < graph.positions.size(); ++p) {
        if (graph.toGoal[p] == stats.greatest) {
            QVERIFY(space.rank(CellArray::from(graph.positions[p])) >= farthestRank);
        }
    }

    const int start = graph.toGoal[static_cast<std::size_t>(graph.index(variant.start()))];
    QCOMPARE(stats.start, start < 0 ? std::nullopt : std::optional<int>(start));

    // Positions numbered: every arrangement, or under the pair rules those
    // with the two holes side by side.
    std::uint64_t arrangements = 0;
    for (const Position& position : graph.positions) {
        const int hole = position.findEmpty();
        const bool numbered = variant.rules() != RuleSet::Pairs || position.at(hole + 1) == Cell::Empty;
        arrangements += numbered ? 1 : 0;
    }
    QCOMPARE(stats.positions, arrangements);
}

QTEST_GUILESS_MAIN(DistanceStatsTest)
#include "tst_distance_stats.moc"

// The state-space picture's graph: seed 000 Figure 2 (n = m = 1) and seed 004
// Figure 1 (n = 2), optimal edges against the solutions the plain search
// enumerates, the size limit, and paths between positions.
#include "analysis/state_graph.h"
#include "model/errors.h"
#include "model/rules.h"
#include "search/bfs.h"

#include <QTest>

#include <set>

using namespace leapfrog;

class StateGraphTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void figureTwoOfSeed000();
    void optimalEdgesAreTheSolutions_data();
    void optimalEdgesAreTheSolutions();
    void layoutSlotsArePermutations();
    void refusesLargeVariants();
    void pathsBetweenPositions();
};

// n = m = 1: six positions in four columns, two optimal solutions of three
// moves, so six optimal edges (worked out by hand from the rules).
void StateGraphTest::figureTwoOfSeed000()
{
    const StateGraph graph = buildStateGraph(Variant::classic(1, 1));
    QCOMPARE(graph.nodes.size(), std::size_t{6});
    QCOMPARE(graph.levelWidth, (std::vector<int>{1, 2, 2, 1}));
    QCOMPARE(graph.minimum.value(), 3);
    int optimal = 0;
    for (const StateEdge& edge : graph.edges) {
        optimal += edge.optimal ? 1 : 0;
    }
    QCOMPARE(optimal, 6);
    QCOMPARE(graph.nodes[static_cast<std::size_t>(graph.nodeOf(Position::fromText("R_B")))].level, 3);
}

// The optimal edges are exactly the moves of the optimal solutions, and the
// nodes on the optimal path exactly the positions they pass.
void StateGraphTest::optimalEdgesAreTheSolutions_data()
{
    QTest::addColumn<QString>("spec");
    for (const char* spec : {"classic:2", "classic:3", "classic:3x1", "strict:2x3", "pairs:5"}) {
        QTest::newRow(spec) << spec;
    }
}

void StateGraphTest::optimalEdgesAreTheSolutions()
{
    QFETCH(QString, spec);
    const Variant variant = Variant::parse(spec.toStdString());
    const StateGraph graph = buildStateGraph(variant);
    const BigInt count = bfsSolutions(variant, variant.start(), BigInt(1)).count;
    std::set<std::pair<std::string, std::string>> expectedEdges;
    std::set<std::string> expectedNodes{variant.start().text()};
    for (std::uint64_t k = 1; BigInt(k) <= count; ++k) {
        Position p = variant.start();
        for (const Move move : bfsSolutions(variant, variant.start(), BigInt(k)).solution) {
            const Position after = applyMove(variant.rules(), p, move);
            expectedEdges.insert({p.text(), after.text()});
            expectedNodes.insert(after.text());
            p = after;
        }
    }
    std::set<std::pair<std::string, std::string>> edges;
    for (const StateEdge& edge : graph.edges) {
        if (edge.optimal) {
            edges.insert({graph.nodes[static_cast<std::size_t>(edge.from)].position.text(),
                          graph.nodes[static_cast<std::size_t>(edge.to)].position.text()});
        }
    }
    std::set<std::string> nodes;
    for (const StateNode& node : graph.nodes) {
        if (node.onOptimalPath) {
            nodes.insert(node.position.text());
        }
    }
    QVERIFY(edges == expectedEdges);
    QVERIFY(nodes == expectedNodes);
}

void StateGraphTest::layoutSlotsArePermutations()
{
    const StateGraph graph = buildStateGraph(Variant::classic(2, 2));
    QCOMPARE(graph.nodes.size(), std::size_t{30}); // 5!/(2!2!1!): all positions of classic:2 are reachable
    for (std::size_t level = 0; level < graph.levelWidth.size(); ++level) {
        std::set<double> seenSlots;
        for (const StateNode& node : graph.nodes) {
            if (node.level == static_cast<int>(level)) {
                seenSlots.insert(node.slot);
            }
        }
        QCOMPARE(static_cast<int>(seenSlots.size()), graph.levelWidth[level]);
        QCOMPARE(*seenSlots.rbegin(), static_cast<double>(graph.levelWidth[level] - 1));
    }
}

void StateGraphTest::refusesLargeVariants()
{
    try {
        buildStateGraph(Variant::classic(6, 6)); // 12012 positions
        QFAIL("drew a graph beyond the limit");
    } catch (const LimitError& error) {
        QVERIFY2(QString::fromUtf8(error.what()).contains("classic:6"), error.what());
    }
}

void StateGraphTest::pathsBetweenPositions()
{
    const Variant variant = Variant::classic(2, 2);
    const Position from = variant.parsePosition("BRB_R");
    const Position to = variant.parsePosition("_BBRR");
    const auto path = shortestPathBetween(variant, from, to);
    QVERIFY(path.has_value());
    Position p = from;
    for (const Move move : *path) {
        QVERIFY(isLegal(variant.board(), variant.rules(), p, move));
        p = applyMove(variant.rules(), p, move);
    }
    QCOMPARE(p, to);
    QCOMPARE(shortestPathBetween(variant, to, to)->size(), std::size_t{0});
    // Under the strict rules nothing leads back to the start.
    const Variant strict = Variant::strict(2, 2);
    QVERIFY(!shortestPathBetween(strict, strict.parsePosition("B_BRR"), strict.start()).has_value());
}

QTEST_GUILESS_MAIN(StateGraphTest)
#include "tst_state_graph.moc"

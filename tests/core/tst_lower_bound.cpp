// The heuristic search's lower bounds: admissible between every two
// positions of small boards (checked against plain breadth-first distances),
// updated per move exactly as recomputed, and why inversions plus vacant
// inversions alone would not do.
#include "model/rules.h"
#include "model/variant.h"
#include "reference_graph.h"
#include "search/lower_bound.h"
#include "search/predecessors.h"
#include "search/y_patterns.h"

#include <deque>
#include <map>

#include <QTest>

using namespace leapfrog;

class LowerBoundTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void admissible_data();
    void admissible();
    void updatedPerMove_data();
    void updatedPerMove();
    void inversionsPlusVacanciesOvershoot();
    void tightFromStart();
    void yPatternsAgainstReference_data();
    void yPatternsAgainstReference();
    void yBoundToGoalAndFromStart_data();
    void yBoundToGoalAndFromStart();
};

void LowerBoundTest::admissible_data()
{
    QTest::addColumn<QString>("spec");
    for (const char* spec : {"classic:2", "classic:3", "classic:4", "classic:5", "classic:2x3", "classic:3x1",
                             "classic:1x4", "classic:3x5", "classic:5x2", "classic:6x1", "classic:6", "strict:3", "strict:4",
                             "strict:5", "strict:2x3", "strict:4x2", "strict:1x5", "pairs:3", "pairs:4", "pairs:5",
                             "y:1", "y:2"}) {
        QTest::newRow(spec) << spec;
    }
}

// bound(p -> q) <= distance(p -> q) for every ordered pair with q reachable
// from p; and the bound is informative (positive somewhere).
void LowerBoundTest::admissible()
{
    QFETCH(QString, spec);
    const Variant variant = Variant::parse(spec.toStdString());
    const reference::Graph graph = reference::build(variant);
    const LowerBound bound(variant);
    QVERIFY(bound.informative());
    std::vector<LowerBound::Features> features;
    for (const Position& position : graph.positions) {
        features.push_back(bound.features(CellArray::from(position)));
    }
    int tight = 0;
    for (std::size_t p = 0; p < graph.positions.size(); ++p) {
        if (graph.successors[p].empty()) {
            continue; // pair holes apart, or a strict dead end: nothing to bound
        }
        const std::vector<int> distance = graph.distancesFrom(static_cast<int>(p));
        for (std::size_t q = 0; q < graph.positions.size(); ++q) {
            if (distance[q] < 0) {
                continue;
            }
            const int lower = bound.between(features[p], features[q]);
            if (lower > distance[q]) {
                QFAIL(qPrintable(QString("bound %1 > distance %2 from %3 to %4")
                                     .arg(lower)
                                     .arg(distance[q])
                                     .arg(QString::fromStdString(graph.positions[p].text()),
                                          QString::fromStdString(graph.positions[q].text()))));
            }
            tight += lower == distance[q] && distance[q] > 0 ? 1 : 0;
        }
    }
    QVERIFY(tight > 0);
}

void LowerBoundTest::updatedPerMove_data() { admissible_data(); }

// afterMove (forward moves, and the backward moves of the reversible hull)
// gives the features of the position after the move.
void LowerBoundTest::updatedPerMove()
{
    QFETCH(QString, spec);
    const Variant variant = Variant::parse(spec.toStdString());
    const reference::Graph graph = reference::build(variant);
    const LowerBound bound(variant);
    int moves = 0;
    for (const Position& position : graph.positions) {
        const CellArray cells = CellArray::from(position);
        const LowerBound::Features before = bound.features(cells);
        for (const RuleSet rules : {variant.rules(), reversibleHull(variant.rules())}) {
            forEachMove(variant.board(), rules, cells, [&](Move move) {
                CellArray after = cells;
                playMove(rules, after, move);
                const LowerBound::Features expected = bound.features(after);
                const LowerBound::Features updated = bound.afterMove(before, cells, move);
                QCOMPARE(updated.first, expected.first);
                QCOMPARE(updated.second, expected.second);
                QCOMPARE(updated.holesAtEnd, expected.holesAtEnd);
                QCOMPARE(updated.hole, expected.hole);
                QCOMPARE(updated.reach, expected.reach);
                QCOMPARE(updated.reachCount, expected.reachCount);
                QCOMPARE(updated.toGoal, expected.toGoal);
                QCOMPARE(updated.toStart, expected.toStart);
                ++moves;
            });
        }
    }
    QVERIFY(moves > 0);
}

// RBB_ reaches the goal R_BB of classic:2x1 in one jump of a blue over a
// blue, yet it has 0 inversions and 2 vacant inversions: I + V = 2 would
// overshoot; I + ceil(V / 2) = 1 does not.
void LowerBoundTest::inversionsPlusVacanciesOvershoot()
{
    const Variant variant = Variant::classic(2, 1);
    const Position position = variant.parsePosition("RBB_");
    const auto moves = legalMoves(variant.board(), variant.rules(), position);
    QVERIFY(std::find(moves.begin(), moves.end(), Move{1, 3}) != moves.end());
    QVERIFY(variant.isGoal(applyMove(variant.rules(), position, Move{1, 3})));
    const LowerBound bound(variant);
    const auto features = bound.features(CellArray::from(position));
    QCOMPARE(features.first, 0);  // inversions
    QCOMPARE(features.second, 2); // vacant inversions
    QCOMPARE(bound.between(features, bound.features(CellArray::from(variant.goal()))), 1);
}

// From the start: classic and strict exactly nm + n + m, the minimum (the
// steps the hole's parity needs, lower_bound.h); pairs exactly n, the minimum
// (seed 002, Theorem 1, which the hole-at-an-end correction reaches).
void LowerBoundTest::tightFromStart()
{
    for (int n = 4; n <= 20; ++n) {
        const Variant variant = Variant::pairs(n);
        const LowerBound bound(variant);
        QCOMPARE(bound.between(bound.features(CellArray::from(variant.start())),
                               bound.features(CellArray::from(variant.goal()))),
                 n);
    }
    for (const RuleSet rules : {RuleSet::Classic, RuleSet::Strict}) {
        for (int n = 1; n <= 20; ++n) {
            for (int m = 1; m <= 20; ++m) {
                const Variant variant = rules == RuleSet::Classic ? Variant::classic(n, m) : Variant::strict(n, m);
                const LowerBound bound(variant);
                QCOMPARE(bound.between(bound.features(CellArray::from(variant.start())),
                                       bound.features(CellArray::from(variant.goal()))),
                         n * m + n + m);
            }
        }
    }
}


void LowerBoundTest::yPatternsAgainstReference_data()
{
    QTest::addColumn<int>("k");
    for (int k = 1; k <= 4; ++k) {
        QTest::newRow(("y:" + std::to_string(k)).c_str()) << k;
    }
}

// The pattern database against a plain 0-1 breadth-first search written
// here: every arrangement of one colour (B), the others (R) and the hole on
// the Y board, its legal moves, a move of B costing 1 and of R nothing, from
// B filling arm C. Every entry, for every arm the query names (the others'
// arms read in any order).
void LowerBoundTest::yPatternsAgainstReference()
{
    QFETCH(int, k);
    const Variant variant = Variant::yBoard(k);
    const int holes = variant.holeCount();
    std::string text = "_" + std::string(static_cast<std::size_t>(k), 'B') + std::string(2 * static_cast<std::size_t>(k), 'R');
    std::sort(text.begin(), text.end());
    std::map<std::string, int> cost;
    std::string goal(static_cast<std::size_t>(holes), 'R');
    goal[0] = '_';
    for (int i = 0; i < k; ++i) {
        goal[static_cast<std::size_t>(1 + 2 * k + i)] = 'B';
    }
    std::deque<std::string> queue{goal};
    cost[goal] = 0;
    while (!queue.empty()) {
        const std::string at = queue.front();
        queue.pop_front();
        const Position position = Position::fromText(at);
        for (const Move move : legalMoves(variant.board(), variant.rules(), position)) {
            const int step = at[static_cast<std::size_t>(move.from)] == 'B' ? 1 : 0;
            const std::string next = applyMove(variant.rules(), position, move).text();
            const auto known = cost.find(next);
            if (known == cost.end() || known->second > cost[at] + step) {
                cost[next] = cost[at] + step;
                step == 0 ? queue.push_front(next) : queue.push_back(next);
            }
        }
    }
    const auto database = YPatternDatabase::forArmLength(k);
    std::size_t checked = 0;
    do {
        QVERIFY(cost.count(text) == 1); // every arrangement reaches the goal
        const CellArray cells = CellArray::from(Position::fromText(text));
        QCOMPARE(database->colourMoves(cells, Cell::Blue, 2), cost[text]);
        // The same problem for arm A: arms A and C swapped.
        std::string swapped = text;
        for (int i = 1; i <= k; ++i) {
            std::swap(swapped[static_cast<std::size_t>(i)], swapped[static_cast<std::size_t>(2 * k + i)]);
        }
        QCOMPARE(database->colourMoves(CellArray::from(Position::fromText(swapped)), Cell::Blue, 0), cost[text]);
        ++checked;
    } while (std::next_permutation(text.begin(), text.end()));
    QCOMPARE(checked, database->size());
}

void LowerBoundTest::yBoundToGoalAndFromStart_data()
{
    QTest::addColumn<QString>("spec");
    QTest::newRow("y:3") << "y:3";
    QTest::newRow("y:4") << "y:4";
}

// Boards too large for every pair: from every position to the goal and from
// the start to every position, and the bound from the start is informative.
void LowerBoundTest::yBoundToGoalAndFromStart()
{
    QFETCH(QString, spec);
    const Variant variant = Variant::parse(spec.toStdString());
    const reference::Graph graph = reference::build(variant);
    const LowerBound bound(variant);
    const auto goal = bound.features(CellArray::from(variant.goal()));
    const auto start = bound.features(CellArray::from(variant.start()));
    const int startIndex = graph.index(variant.start());
    const std::vector<int> fromStart = graph.distancesFrom(startIndex);
    for (std::size_t p = 0; p < graph.positions.size(); ++p) {
        const auto here = bound.features(CellArray::from(graph.positions[p]));
        QVERIFY(bound.between(here, goal) <= graph.toGoal[p]);
        QVERIFY(bound.between(start, here) <= fromStart[p]);
    }
    const int fromStartToGoal = bound.between(start, goal);
    QVERIFY(fromStartToGoal <= graph.toGoal[static_cast<std::size_t>(startIndex)]);
    QVERIFY(fromStartToGoal > graph.toGoal[static_cast<std::size_t>(startIndex)] / 2);
}

QTEST_GUILESS_MAIN(LowerBoundTest)
#include "tst_lower_bound.moc"

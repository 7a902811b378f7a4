// The heuristic search's lower bounds: admissible between every two
// positions of small boards (checked against plain breadth-first distances),
// updated per move exactly as recomputed, and why inversions plus vacant
// inversions alone would not do.
#include "model/rules.h"
#include "model/variant.h"
#include "reference_graph.h"
#include "search/lower_bound.h"
#include "search/predecessors.h"

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
};

void LowerBoundTest::admissible_data()
{
    QTest::addColumn<QString>("spec");
    for (const char* spec : {"classic:2", "classic:3", "classic:4", "classic:5", "classic:2x3", "classic:3x1",
                             "classic:1x4", "classic:3x5", "classic:5x2", "classic:6x1", "classic:6", "strict:3", "strict:4",
                             "strict:5", "strict:2x3", "strict:4x2", "strict:1x5", "pairs:3", "pairs:4", "pairs:5"}) {
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

QTEST_GUILESS_MAIN(LowerBoundTest)
#include "tst_lower_bound.moc"

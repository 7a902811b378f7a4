// The band bound of search/row_bands.h: never above the exact distance on
// any position of the small boards (plain breadth-first distances), for every
// band width and every cut, the check itself shown able to fail (the bound
// plus one overshoots), and consistent (it falls by at most one a move).
#include "model/variant.h"
#include "reference_graph.h"
#include "search/cell_array.h"
#include "search/control.h"
#include "search/row_bands.h"
#include "search/row_search.h"

#include <QTest>

#include <algorithm>
#include <functional>

using namespace leapfrog;

class RowBandsTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void admissible_data();
    void admissible();
    void consistent_data();
    void consistent();
    void exactOnWholeRow();
    void inversions();
};

namespace {

struct Overshoot {
    int positions = 0;       // where bound > distance
    QString first;           // the first of them
    int exactBeyondGoal = 0; // positions other than the goal where bound == distance
};

Overshoot overshoots(const reference::Graph& graph, const std::function<int(const Position&)>& bound)
{
    Overshoot out;
    for (std::size_t p = 0; p < graph.positions.size(); ++p) {
        const int distance = graph.toGoal[p];
        const int lower = bound(graph.positions[p]);
        if (lower > distance) {
            if (out.positions++ == 0) {
                out.first = QString::fromStdString(graph.positions[p].text()) + QStringLiteral(": bound %1, distance %2")
                                                                                     .arg(lower)
                                                                                     .arg(distance);
            }
        } else if (lower == distance && distance > 0) {
            ++out.exactBeyondGoal;
        }
    }
    return out;
}

int pegsOf(const Variant& variant, Cell colour) { return variant.start().count(colour); }

} // namespace

void RowBandsTest::admissible_data()
{
    QTest::addColumn<QString>("spec");
    for (const char* spec : {"classic:1", "classic:2", "classic:3", "classic:4", "classic:5", "classic:6", "classic:1x5",
                             "classic:5x1", "classic:2x6", "classic:6x2", "classic:3x5", "classic:5x3", "classic:4x6",
                             "classic:7x3"}) {
        QTest::newRow(spec) << spec;
    }
}

// For every width from 2 to one past the row's gaps and every cut: the bound
// (inversions plus the bands' sum) is at most the distance on every position,
// exact somewhere beyond the goal, and so one more would overshoot.
void RowBandsTest::admissible()
{
    QFETCH(QString, spec);
    const Variant variant = Variant::parse(spec.toStdString());
    const reference::Graph graph = reference::build(variant);
    const int blues = pegsOf(variant, Cell::Blue);
    const int reds = pegsOf(variant, Cell::Red);
    const int gaps = blues + reds + 1;
    const SearchControl control;
    const SearchGuard guard(control);
    int configurations = 0;
    for (int width = RowBands::kMinWidth; width <= std::min(gaps + 1, RowBands::kMaxWidth); ++width) {
        for (int offset = 0; offset < width; ++offset) {
            const RowBands bands(blues, reds, guard, width, {offset});
            const auto bound = [&](const Position& position) {
                return bands.toGoal(RowSearch::pack(CellArray::from(position)));
            };
            const Overshoot found = overshoots(graph, bound);
            const QString where = QStringLiteral("width %1, cut %2: ").arg(width).arg(offset);
            QVERIFY2(found.positions == 0, qPrintable(where + found.first));
            if (graph.positions.size() > 2) {
                QVERIFY2(found.exactBeyondGoal > 0, qPrintable(where + "never exact beyond the goal"));
                // The same check on the bound plus one fails: it can fail.
                const Overshoot plusOne = overshoots(graph, [&](const Position& position) { return bound(position) + 1; });
                QVERIFY2(plusOne.positions > found.exactBeyondGoal, qPrintable(where + "plus one passed"));
            }
            ++configurations;
        }
    }
    QVERIFY(configurations > 0);
    // The engine's own bands (both cuts, the greater sum) too.
    const RowBands engineBands(blues, reds, guard);
    QCOMPARE(overshoots(graph, [&](const Position& position) {
                 return engineBands.toGoal(RowSearch::pack(CellArray::from(position)));
             }).positions,
             0);
}

void RowBandsTest::consistent_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("offset");
    QTest::newRow("classic:6, width 4") << "classic:6" << 4 << 0;
    QTest::newRow("classic:6, width 5, cut 2") << "classic:6" << 5 << 2;
    QTest::newRow("classic:5x3, width 3, cut 1") << "classic:5x3" << 3 << 1;
    QTest::newRow("classic:2x6, width 6, cut 4") << "classic:2x6" << 6 << 4;
}

// bound(p) <= 1 + bound(q) for every move p -> q: A* never reopens a position.
void RowBandsTest::consistent()
{
    QFETCH(QString, spec);
    QFETCH(int, width);
    QFETCH(int, offset);
    const Variant variant = Variant::parse(spec.toStdString());
    const reference::Graph graph = reference::build(variant);
    const SearchControl control;
    const SearchGuard guard(control);
    const RowBands bands(pegsOf(variant, Cell::Blue), pegsOf(variant, Cell::Red), guard, width, {offset, offset + 1});
    std::vector<int> bound;
    for (const Position& position : graph.positions) {
        bound.push_back(bands.toGoal(RowSearch::pack(CellArray::from(position))));
    }
    for (std::size_t p = 0; p < graph.positions.size(); ++p) {
        for (const auto& [move, q] : graph.successors[p]) {
            QVERIFY2(bound[p] <= 1 + bound[static_cast<std::size_t>(q)],
                     qPrintable(QString::fromStdString(graph.positions[p].text())));
        }
    }
}

// One band over the whole row is the exact problem: the bound is the distance.
void RowBandsTest::exactOnWholeRow()
{
    const Variant variant = Variant::parse("classic:4x3");
    const reference::Graph graph = reference::build(variant);
    const SearchControl control;
    const SearchGuard guard(control);
    const RowBands bands(4, 3, guard, 9, {0});
    for (std::size_t p = 0; p < graph.positions.size(); ++p) {
        QCOMPARE(bands.toGoal(RowSearch::pack(CellArray::from(graph.positions[p]))), graph.toGoal[p]);
    }
}

// Inversions: pairs with the blue on the left, counted against a plain double loop.
void RowBandsTest::inversions()
{
    for (const char* text : {"BR_", "RB_", "B_BRR", "RRR_BBB", "BBB_RRR", "BRBRB_RBRBR"}) {
        const Position position = Position::fromText(text);
        int pairs = 0;
        for (int left = 0; left < position.size(); ++left) {
            for (int right = left + 1; right < position.size(); ++right) {
                pairs += (position.at(left) == Cell::Blue && position.at(right) == Cell::Red) ? 1 : 0;
            }
        }
        const PackedRow row = RowSearch::pack(CellArray::from(position));
        QCOMPARE(RowBands::inversions(row.blues, position.size() - 1), pairs);
    }
}

QTEST_GUILESS_MAIN(RowBandsTest)
#include "tst_row_bands.moc"

// The band bound of search/row_bands.h, on every position of every small
// classic and strict row the reference graph covers (plain breadth-first
// distances), for every band width and every cut, and for the engine's own
// bands: never above the exact distance to the goal (admissible), and never
// falling by more than one a move (consistent, which A* relies on). Both
// checks are shown able to fail: the bound plus one overshoots, twice the
// bound falls too fast.
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
        if (distance < 0) {
            continue; // a strict dead end: nothing to bound
        }
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

// Every classic row with at most 10 pegs (both orientations), the squares
// classic:6 and 7, long thin ones, and every strict row with at most 10 pegs
// and strict:6. Under the strict rules every move is also a classic move, so
// the bound (built on the classic moves) must hold there too on every
// position that reaches the goal.
void addBoards()
{
    QTest::addColumn<QString>("spec");
    for (const char* rules : {"classic", "strict"}) {
        for (int n = 1; n <= 9; ++n) {
            for (int m = 1; n + m <= 10; ++m) {
                const QString spec = QStringLiteral("%1:%2x%3").arg(QLatin1String(rules)).arg(n).arg(m);
                QTest::newRow(qPrintable(spec)) << spec;
            }
        }
    }
    for (const char* spec : {"classic:6", "classic:7", "classic:2x11", "classic:11x2", "classic:1x13", "strict:6"}) {
        QTest::newRow(spec) << QString::fromLatin1(spec);
    }
}

// A bound is consistent when bound(p) <= 1 + bound(q) for every move p -> q.
struct Inconsistency {
    int moves = 0;
    QString first;
};

Inconsistency inconsistencies(const reference::Graph& graph, const std::vector<int>& bound)
{
    Inconsistency out;
    for (std::size_t p = 0; p < graph.positions.size(); ++p) {
        for (const auto& [move, q] : graph.successors[p]) {
            if (bound[p] > 1 + bound[static_cast<std::size_t>(q)] && out.moves++ == 0) {
                out.first = QString::fromStdString(graph.positions[p].text()) + QStringLiteral(" -> ") +
                            QString::fromStdString(graph.positions[static_cast<std::size_t>(q)].text());
            }
        }
    }
    return out;
}

} // namespace

void RowBandsTest::admissible_data() { addBoards(); }

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

void RowBandsTest::consistent_data() { addBoards(); }

// bound(p) <= 1 + bound(q) for every move p -> q, for every width and cut and
// for the engine's bands (the greater of two partitions' sums): A* never
// reopens a position. Twice the bound fails the same check wherever the bound
// falls by one, which it does on every board.
void RowBandsTest::consistent()
{
    QFETCH(QString, spec);
    const Variant variant = Variant::parse(spec.toStdString());
    const reference::Graph graph = reference::build(variant);
    const int blues = pegsOf(variant, Cell::Blue);
    const int reds = pegsOf(variant, Cell::Red);
    const int gaps = blues + reds + 1;
    const SearchControl control;
    const SearchGuard guard(control);
    const auto check = [&](const RowBands& bands, const QString& where) {
        std::vector<int> bound;
        std::vector<int> doubled;
        for (const Position& position : graph.positions) {
            bound.push_back(bands.toGoal(RowSearch::pack(CellArray::from(position))));
            doubled.push_back(2 * bound.back());
        }
        const Inconsistency found = inconsistencies(graph, bound);
        QVERIFY2(found.moves == 0, qPrintable(where + found.first));
        QVERIFY2(inconsistencies(graph, doubled).moves > 0, qPrintable(where + "twice the bound passed"));
    };
    for (int width = RowBands::kMinWidth; width <= std::min(gaps + 1, RowBands::kMaxWidth); ++width) {
        for (int offset = 0; offset < width; ++offset) {
            check(RowBands(blues, reds, guard, width, {offset}), QStringLiteral("width %1, cut %2: ").arg(width).arg(offset));
            if (QTest::currentTestFailed()) {
                return;
            }
        }
    }
    check(RowBands(blues, reds, guard), QStringLiteral("the engine's bands: "));
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

// The pair-shift counter (search/pair_shift_count.h) against references that
// share nothing with it but the rules: the plain search of
// reference_graph.h over every arrangement (n <= 6), a layered count of all
// n-move paths pruned only by seed 002's own bound (n <= 12, written below),
// and the general engine (n <= 15). Then the two checks it prunes with, on
// every position of every optimal solution (they must never refuse one), its
// packed rows and rising moves against the rules, the formula of
// pair_shift_formula.h and the structure behind it, and its limits.
#include "construct/pair_shift_count_formula.h"
#include "core/reference_graph.h"
#include "model/errors.h"
#include "model/rules.h"
#include "model/variant.h"
#include "search/engine.h"
#include "search/layered_search.h"
#include "search/pair_shift_checks.h"
#include "search/pair_shift_count.h"
#include "search/pair_shift_row.h"

#include <QTest>

#include <atomic>
#include <map>
#include <set>
#include <unordered_map>

using namespace leapfrog;

namespace {

// Neighbouring pegs of different colours, holes skipped, in the row framed
// by a blue peg on the left and a red on the right (pair_shift_row.h's number,
// counted here from the position's text).
int framedBoundaries(const Position& position)
{
    std::string row = "B";
    for (const char c : position.text()) {
        if (c != '_') {
            row += c;
        }
    }
    row += 'R';
    int count = 0;
    for (std::size_t i = 1; i < row.size(); ++i) {
        count += row[i] != row[i - 1];
    }
    return count;
}

// The same without the frame: seed 002 Theorem 1's inversion pairs.
int inversionPairs(const Position& position)
{
    std::string row;
    for (const char c : position.text()) {
        if (c != '_') {
            row += c;
        }
    }
    int count = 0;
    for (std::size_t i = 1; i < row.size(); ++i) {
        count += row[i] != row[i - 1];
    }
    return count;
}

// All n-move paths from the start to the goal, layer by layer, keeping a
// position only while seed 002's argument allows it to finish: each move adds
// at most two inversion pairs and the goal has 2n - 1. Per layer, the number of
// paths reaching each position.
std::vector<std::unordered_map<Position, std::uint64_t>> layersOfNMovePaths(const Variant& variant, int n)
{
    std::vector<std::unordered_map<Position, std::uint64_t>> layers(static_cast<std::size_t>(n) + 1);
    layers[0][variant.start()] = 1;
    for (int depth = 0; depth < n; ++depth) {
        const int left = n - depth - 1;
        for (const auto& [position, paths] : layers[static_cast<std::size_t>(depth)]) {
            for (const Move move : legalMoves(variant.board(), variant.rules(), position)) {
                Position after = applyMove(variant.rules(), position, move);
                if (2 * n - 1 - inversionPairs(after) <= 2 * left && (left > 0 || after == variant.goal())) {
                    layers[static_cast<std::size_t>(depth) + 1][after] += paths;
                }
            }
        }
    }
    return layers;
}

// The layers for pairs:n, computed once per run (three tests read them).
const std::vector<std::unordered_map<Position, std::uint64_t>>& nMovePaths(int n)
{
    static std::map<int, std::vector<std::unordered_map<Position, std::uint64_t>>> computed;
    auto at = computed.find(n);
    if (at == computed.end()) {
        at = computed.emplace(n, layersOfNMovePaths(Variant::pairs(n), n)).first;
    }
    return at->second;
}

std::uint64_t countNMovePaths(int n)
{
    const Variant variant = Variant::pairs(n);
    const auto& layers = nMovePaths(n);
    const auto at = layers.back().find(variant.goal());
    return at == layers.back().end() ? 0 : at->second;
}

PairShiftCount fastCount(int n)
{
    SearchControl control;
    SearchGuard guard(control);
    return countPairShiftSolutions(n, guard);
}

// Every position of every optimal solution (n-move paths, from the layers
// forward and their reverse backward), with whether a one-colour path and
// whether a path with a two-colour move reach it.
struct OnPath {
    Position position;
    int depth = 0;
    bool byOneColour = false;
    bool byMixed = false;
    std::uint64_t pathsIn = 0;
    std::uint64_t pathsOut = 0;
};

bool twoColours(const Position& before, Move move)
{
    return before.at(move.from) != before.at(move.from + 1);
}

std::vector<OnPath> optimalPositions(int n)
{
    const Variant variant = Variant::pairs(n);
    const auto& layers = nMovePaths(n);
    // Paths from each kept position to the goal, from the last layer back.
    std::vector<std::unordered_map<Position, std::uint64_t>> out(layers.size());
    out[static_cast<std::size_t>(n)][variant.goal()] = 1;
    for (int depth = n - 1; depth >= 0; --depth) {
        for (const auto& [position, paths] : layers[static_cast<std::size_t>(depth)]) {
            std::uint64_t onward = 0;
            for (const Move move : legalMoves(variant.board(), variant.rules(), position)) {
                const auto& next = out[static_cast<std::size_t>(depth) + 1];
                const auto at = next.find(applyMove(variant.rules(), position, move));
                onward += at == next.end() ? 0 : at->second;
            }
            if (onward > 0) {
                out[static_cast<std::size_t>(depth)][position] = onward;
            }
        }
    }
    std::map<std::string, OnPath> found;
    found[variant.start().text()] = {variant.start(), 0, true, false, 1, out[0][variant.start()]};
    for (int depth = 0; depth < n; ++depth) {
        for (const auto& [position, onward] : out[static_cast<std::size_t>(depth)]) {
            const OnPath here = found.at(position.text());
            for (const Move move : legalMoves(variant.board(), variant.rules(), position)) {
                const Position after = applyMove(variant.rules(), position, move);
                const auto& next = out[static_cast<std::size_t>(depth) + 1];
                const auto at = next.find(after);
                if (at == next.end()) {
                    continue;
                }
                OnPath& there = found[after.text()];
                there.position = after;
                there.depth = depth + 1;
                there.pathsOut = at->second;
                there.pathsIn += here.pathsIn;
                there.byOneColour = there.byOneColour || (here.byOneColour && !twoColours(position, move));
                there.byMixed = there.byMixed || here.byMixed || twoColours(position, move);
            }
        }
    }
    std::vector<OnPath> all;
    for (const auto& [text, entry] : found) {
        all.push_back(entry);
    }
    return all;
}

} // namespace

class PairShiftCountTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void plainSearch_data();
    void plainSearch();
    void boundedPaths_data();
    void boundedPaths();
    void engine_data();
    void engine();
    void noMoveRisesByMoreThanTwo_data();
    void noMoveRisesByMoreThanTwo();
    void risingMovesMatchTheRules_data();
    void risingMovesMatchTheRules();
    void checksKeepEveryOptimalPosition_data();
    void checksKeepEveryOptimalPosition();
    void formula_data();
    void formula();
    void structureBehindTheFormula_data();
    void structureBehindTheFormula();
    void limits();
    void cancelAndBudget();
};

void PairShiftCountTest::plainSearch_data()
{
    QTest::addColumn<int>("n");
    for (int n = 1; n <= 6; ++n) {
        QTest::addRow("pairs:%d", n) << n;
    }
}

// The whole move graph of every arrangement, searched without any bound: the
// counter finds n-move solutions exactly when the minimum is n, and counts them.
void PairShiftCountTest::plainSearch()
{
    QFETCH(int, n);
    const Variant variant = Variant::pairs(n);
    const reference::Graph graph = reference::build(variant);
    const int start = graph.index(variant.start());
    const int minimum = graph.toGoal[static_cast<std::size_t>(start)];
    const std::uint64_t solutions = graph.solutionCounts()[static_cast<std::size_t>(start)];
    const PairShiftCount counted = fastCount(n);
    if (minimum == n) {
        QCOMPARE(counted.solutions, BigInt(solutions));
    } else {
        QVERIFY(minimum < 0 || minimum > n); // pairs:1, 2 unsolvable, pairs:3 in 4 moves
        QVERIFY(counted.solutions.isZero());
    }
}

void PairShiftCountTest::boundedPaths_data()
{
    QTest::addColumn<int>("n");
    for (int n = 1; n <= 12; ++n) {
        QTest::addRow("pairs:%d", n) << n;
    }
}

void PairShiftCountTest::boundedPaths()
{
    QFETCH(int, n);
    QCOMPARE(fastCount(n).solutions, BigInt(countNMovePaths(n)));
}

void PairShiftCountTest::engine_data()
{
    QTest::addColumn<int>("n");
    for (int n = 4; n <= 15; ++n) {
        QTest::addRow("pairs:%d", n) << n;
    }
}

// Today's engine: its distance tables where they are quick (n <= 9), and
// the layered search behind `count` before this counter.
void PairShiftCountTest::engine()
{
    QFETCH(int, n);
    const Variant variant = Variant::pairs(n);
    if (n <= 9) {
        SearchEngine engine(variant);
        const SearchEngine::Count byTable = engine.count(variant.start());
        QCOMPARE(byTable.minimum, std::optional<std::int64_t>(n));
        QCOMPARE(fastCount(n).solutions, byTable.solutions);
    }
    const StateSpace space(variant);
    SearchControl control;
    SearchGuard guard(control);
    const std::optional<OptimalDag> dag = layeredSearch(space, CellArray::from(variant.start()), guard);
    QVERIFY(dag.has_value());
    QCOMPARE(dag->length(), n);
    QCOMPARE(fastCount(n).solutions, dag->count());
}

void PairShiftCountTest::noMoveRisesByMoreThanTwo_data()
{
    QTest::addColumn<int>("n");
    for (int n = 1; n <= 6; ++n) {
        QTest::addRow("pairs:%d", n) << n;
    }
}

// The lemma the counter stands on, on every position of the small boards:
// no move adds more than two framed boundaries (so n moves at least, and an
// n-move solution only rises).
void PairShiftCountTest::noMoveRisesByMoreThanTwo()
{
    QFETCH(int, n);
    const Variant variant = Variant::pairs(n);
    const reference::Graph graph = reference::build(variant);
    QCOMPARE(framedBoundaries(variant.start()), 1);
    QCOMPARE(framedBoundaries(variant.goal()), 2 * n + 1);
    for (std::size_t p = 0; p < graph.positions.size(); ++p) {
        for (const auto& [move, q] : graph.successors[p]) {
            QVERIFY(framedBoundaries(graph.positions[static_cast<std::size_t>(q)])
                    <= framedBoundaries(graph.positions[p]) + 2);
        }
    }
}

void PairShiftCountTest::risingMovesMatchTheRules_data()
{
    QTest::addColumn<int>("n");
    for (int n = 1; n <= 6; ++n) {
        QTest::addRow("pairs:%d", n) << n;
    }
}

// The packed rows and their moves (bit shuffles) against the rules, on every
// position whose two holes are side by side.
void PairShiftCountTest::risingMovesMatchTheRules()
{
    QFETCH(int, n);
    const Variant variant = Variant::pairs(n);
    const pairshift::Rows rows(n);
    QCOMPARE(rows.positionOf(rows.start()), variant.start());
    QCOMPARE(rows.positionOf(rows.goal()), variant.goal());
    const reference::Graph graph = reference::build(variant);
    int checked = 0;
    for (const Position& position : graph.positions) {
        const int hole = position.findEmpty();
        if (position.at(hole + 1) != Cell::Empty) {
            continue; // holes apart: not a position of the game
        }
        const pairshift::Key key = rows.keyOf(position);
        QCOMPARE(rows.positionOf(key), position);
        QCOMPARE(rows.boundaries(key), framedBoundaries(position));
        std::set<std::string> expected;
        for (const Move move : legalMoves(variant.board(), variant.rules(), position)) {
            const Position after = applyMove(variant.rules(), position, move);
            if (framedBoundaries(after) == framedBoundaries(position) + 2) {
                expected.insert(after.text());
            }
        }
        std::set<std::string> rising;
        bool twoColoursRight = true;
        rows.forEachRisingMove(key, [&](pairshift::Key after, bool mixed) {
            const Position next = rows.positionOf(after);
            rising.insert(next.text());
            // The shifted pair now sits where the holes were.
            twoColoursRight = twoColoursRight && mixed == (next.at(hole) != next.at(hole + 1));
        });
        QVERIFY(twoColoursRight);
        QCOMPARE(rising, expected);
        ++checked;
    }
    // Every position of the game: the holes at one of 2n + 1 places, C(2n, n) rows.
    std::uint64_t rowsOfPegs = 1;
    for (int i = 1; i <= n; ++i) {
        rowsOfPegs = rowsOfPegs * static_cast<std::uint64_t>(n + i) / static_cast<std::uint64_t>(i);
    }
    QCOMPARE(static_cast<std::uint64_t>(checked), static_cast<std::uint64_t>(2 * n + 1) * rowsOfPegs);
}

void PairShiftCountTest::checksKeepEveryOptimalPosition_data()
{
    QTest::addColumn<int>("n");
    for (int n = 4; n <= 12; ++n) {
        QTest::addRow("pairs:%d", n) << n;
    }
}

// The counter skips what its checks refuse, so a check must never refuse a
// position of an optimal solution (in the phase by which it is reached).
void PairShiftCountTest::checksKeepEveryOptimalPosition()
{
    QFETCH(int, n);
    const pairshift::Rows rows(n);
    const std::vector<OnPath> onPaths = optimalPositions(n);
    QVERIFY(onPaths.size() > static_cast<std::size_t>(n));
    for (const OnPath& at : onPaths) {
        const pairshift::Key key = rows.keyOf(at.position);
        if (at.byOneColour) {
            QVERIFY2(pairshift::oneColourPhaseMayFinish(rows, key), at.position.text().c_str());
        }
        if (at.byMixed && at.depth < n) {
            QVERIFY2(pairshift::mixedPhaseMayFinish(rows, key), at.position.text().c_str());
        }
    }
}

void PairShiftCountTest::formula_data()
{
    QTest::addColumn<int>("n");
    for (int n = 4; n <= 20; ++n) {
        QTest::addRow("pairs:%d", n) << n;
    }
}

void PairShiftCountTest::formula()
{
    QFETCH(int, n);
    QCOMPARE(pairShiftFormula(n), fastCount(n).solutions);
}

void PairShiftCountTest::structureBehindTheFormula_data()
{
    QTest::addColumn<int>("n");
    for (int n = 4; n <= 12; ++n) {
        QTest::addRow("pairs:%d", n) << n;
    }
}

// What the formula reads: every optimal solution makes floor(n/2) one-colour
// moves, then ceil(n/2) two-colour ones; after the first come M positions, each
// reached by F(floor(n/2)) paths and left by F(ceil(n/2)).
void PairShiftCountTest::structureBehindTheFormula()
{
    QFETCH(int, n);
    const int m = n / 2;
    int middle = 0;
    for (const OnPath& at : optimalPositions(n)) {
        QCOMPARE(at.byOneColour, at.depth <= m);
        QCOMPARE(at.byMixed, at.depth > m);
        if (at.depth == m) {
            ++middle;
            QCOMPARE(BigInt(at.pathsIn), pairShiftPhasePaths(m));
            QCOMPARE(BigInt(at.pathsOut), pairShiftPhasePaths(n - m));
        }
    }
    QCOMPARE(BigInt(static_cast<std::uint64_t>(middle)), pairShiftMiddlePositions(m));
}

void PairShiftCountTest::limits()
{
    QVERIFY_THROWS_EXCEPTION(LimitError, fastCount(pairshift::kMaxN + 1));
    QVERIFY_THROWS_EXCEPTION(LimitError, fastCount(0));
    QVERIFY_THROWS_EXCEPTION(InputError, pairShiftFormula(3));
    SearchControl small;
    small.memoryCap = 1024;
    SearchGuard guard(small);
    QVERIFY_THROWS_EXCEPTION(LimitError, countPairShiftSolutions(18, guard));
}

// A set flag ends the count (Cancelled); an exhausted budget ends it with
// LimitError, never with a partial count.
void PairShiftCountTest::cancelAndBudget()
{
    std::atomic<bool> cancel{true};
    SearchControl cancelled;
    cancelled.cancel = &cancel;
    SearchGuard cancelGuard(cancelled);
    QVERIFY_THROWS_EXCEPTION(Cancelled, countPairShiftSolutions(18, cancelGuard));
    SearchControl spent;
    spent.budget = std::chrono::milliseconds(0);
    SearchGuard spentGuard(spent);
    QVERIFY_THROWS_EXCEPTION(LimitError, countPairShiftSolutions(18, spentGuard));
}

QTEST_GUILESS_MAIN(PairShiftCountTest)
#include "tst_pair_shift_count.moc"

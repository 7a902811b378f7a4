// The row search of search/row_search.h: its hints (distance and every best
// move) equal the plain breadth-first answer on every position of the small
// classic and strict boards and the full distance table's on uniformly drawn
// positions of larger ones; through the engine, the counts and solutions it
// helps the layered search to find equal the table's; it observes a cancel,
// and says "unknown within the limit" at its time budget and memory cap.
#include "model/errors.h"
#include "model/rules.h"
#include "model/variant.h"
#include "reference_graph.h"
#include "search/cell_array.h"
#include "search/control.h"
#include "search/engine.h"
#include "search/row_search.h"

#include <QTest>

#include <atomic>
#include <random>

using namespace leapfrog;

class RowSearchTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void appliesTo();
    void everyPosition_data();
    void everyPosition();
    void againstTheTable_data();
    void againstTheTable();
    void countsAndSolutions_data();
    void countsAndSolutions();
    void shuffledClassic20();
    void cancelled();
    void unknownAtTheMemoryCap();
    void unknownAtTheBudget();
};

namespace {

// One arrangement of the row, uniform among all (the hole anywhere).
Position drawUniform(const Variant& variant, std::mt19937_64& random)
{
    const int holes = variant.start().size();
    int blues = variant.start().count(Cell::Blue);
    int reds = variant.start().count(Cell::Red);
    Position position(holes);
    const int hole = static_cast<int>(random() % static_cast<std::uint64_t>(holes));
    for (int cell = 0; cell < holes; ++cell) {
        if (cell == hole) {
            position.set(cell, Cell::Empty);
            continue;
        }
        const bool blue = static_cast<int>(random() % static_cast<std::uint64_t>(blues + reds)) < blues;
        position.set(cell, blue ? Cell::Blue : Cell::Red);
        (blue ? blues : reds) -= 1;
    }
    return position;
}

// A scrambled classic:28 row, far from both constructed solutions: the row
// search needs tens of thousands of positions for it.
const char* const kScrambled28 = "RRRRRBBBBBBRRBRBRBBBBRBRBRRBBRRRBBRRBBRBRBBBBRR_BRRBRRRRB";

} // namespace

void RowSearchTest::appliesTo()
{
    QVERIFY(RowSearch::appliesTo(Variant::parse("classic:20")));
    QVERIFY(RowSearch::appliesTo(Variant::parse("strict:3x17")));
    QVERIFY(RowSearch::appliesTo(Variant::parse("classic:28")));
    QVERIFY(!RowSearch::appliesTo(Variant::parse("classic:29"))); // 58 pegs
    QVERIFY(!RowSearch::appliesTo(Variant::parse("pairs:6")));
    QVERIFY(!RowSearch::appliesTo(Variant::parse("y:2")));
    // Long jumps, several holes or a goal of the user's own: the band bound
    // and I + V do not hold there (the layered search answers instead).
    QVERIFY(!RowSearch::appliesTo(Variant::parse("classic:5k2")));
    QVERIFY(!RowSearch::appliesTo(Variant::parse("strict:5k2")));
    QVERIFY(!RowSearch::appliesTo(Variant::parse("classic:5h2")));
    QVERIFY(!RowSearch::appliesTo(Variant::parse("row:BBR_R>RBR_B")));
    QVERIFY(!RowSearch::appliesTo(Variant::parse("row:BB_RR>RB_RB,strict")));
    QVERIFY(!RowSearch::appliesTo(Variant::parse("classic:5h2@BBBB_B_RRRRR")));
    // A custom row toward the papers' goal R.._B.. has them, whatever its
    // start: row: specs with that goal, and game IDs of classic and strict
    // rows (everyPosition checks them).
    QVERIFY(RowSearch::appliesTo(Variant::parse("row:BBR_R>RR_BB")));
    QVERIFY(RowSearch::appliesTo(Variant::parse("row:BB_RR>RR_BB,strict")));
    QVERIFY(RowSearch::appliesTo(Variant::parse("classic:3@BB_BRRR")));
    QVERIFY(RowSearch::appliesTo(Variant::parse("strict:20@BBBBBBBBBBBBBBBBBBRB_BRRRRRRRRRRRRRRRRRRR")));
}

void RowSearchTest::everyPosition_data()
{
    QTest::addColumn<QString>("spec");
    for (const char* spec : {"classic:1", "classic:2", "classic:3", "classic:4", "classic:5", "classic:1x6",
                             "classic:6x1", "classic:2x5", "classic:5x3", "strict:2", "strict:3", "strict:4", "strict:5",
                             "strict:1x4", "strict:2x5", "strict:5x2", "classic:4@BRBBB_RRR", "strict:4@BBRB_BRRR",
                             "row:BBR_R>RR_BB", "row:RB_BR>RR_BB,strict"}) {
        QTest::newRow(spec) << spec;
    }
}

// Distance (none where the goal cannot be reached) and the best moves: the
// moves to a position one nearer, by plain breadth-first search.
void RowSearchTest::everyPosition()
{
    QFETCH(QString, spec);
    const Variant variant = Variant::parse(spec.toStdString());
    const reference::Graph graph = reference::build(variant);
    RowSearch search(variant);
    const SearchControl control;
    for (std::size_t p = 0; p < graph.positions.size(); ++p) {
        SearchGuard guard(control);
        const RowSearch::Hint hint = search.hint(CellArray::from(graph.positions[p]), guard);
        const int distance = graph.toGoal[p];
        std::vector<Move> best;
        for (const auto& [move, q] : graph.successors[p]) {
            if (distance > 0 && graph.toGoal[static_cast<std::size_t>(q)] == distance - 1) {
                best.push_back(move);
            }
        }
        const QByteArray where = QByteArray::fromStdString(graph.positions[p].text());
        QVERIFY2(hint.distance == (distance < 0 ? std::nullopt : std::optional<int>(distance)), where);
        QVERIFY2(hint.best == best, where);
        SearchGuard again(control);
        QVERIFY2(search.distance(CellArray::from(graph.positions[p]), again) == hint.distance, where);
    }
}

void RowSearchTest::againstTheTable_data()
{
    QTest::addColumn<QString>("spec");
    for (const char* spec : {"classic:8", "classic:9", "classic:10", "classic:4x12", "classic:11x5", "strict:8",
                             "strict:9"}) {
        QTest::newRow(spec) << spec;
    }
}

// Uniformly drawn positions of boards whose full table is quick: the engine
// told never to build a table answers as the table does.
void RowSearchTest::againstTheTable()
{
    QFETCH(QString, spec);
    const Variant variant = Variant::parse(spec.toStdString());
    SearchEngine search(variant, SearchEngine::Strategy::Search);
    SearchEngine table(variant, SearchEngine::Strategy::Table);
    std::mt19937_64 random(15);
    int reachable = 0;
    for (int i = 0; i < 150; ++i) {
        const Position position = drawUniform(variant, random);
        const SearchEngine::Hint exact = table.hint(position);
        const SearchEngine::Hint found = search.hint(position);
        QVERIFY2(found.distance == exact.distance, position.text().c_str());
        QVERIFY2(found.best == exact.best, position.text().c_str());
        reachable += exact.distance ? 1 : 0;
    }
    QVERIFY(reachable > 0);
    QVERIFY(!search.hasTable());
}

void RowSearchTest::countsAndSolutions_data()
{
    QTest::addColumn<QString>("spec");
    QTest::newRow("classic:7") << "classic:7";
    QTest::newRow("classic:5x8") << "classic:5x8";
    QTest::newRow("strict:7") << "strict:7";
}

// Counts and the first and last optimal solutions from uniformly drawn
// positions, by the layered search that the row search tells the distance and
// prunes with its bound, equal the table's.
void RowSearchTest::countsAndSolutions()
{
    QFETCH(QString, spec);
    const Variant variant = Variant::parse(spec.toStdString());
    SearchEngine search(variant, SearchEngine::Strategy::Search);
    SearchEngine table(variant, SearchEngine::Strategy::Table);
    std::mt19937_64 random(3);
    for (int i = 0; i < 40; ++i) {
        const Position position = drawUniform(variant, random);
        const SearchEngine::Count exact = table.count(position);
        const SearchEngine::Count found = search.count(position);
        QVERIFY2(found.minimum == exact.minimum, position.text().c_str());
        QVERIFY2(found.solutions == exact.solutions, position.text().c_str());
        if (exact.minimum && *exact.minimum > 0) {
            for (const BigInt& rank : {BigInt(1), exact.solutions}) {
                QVERIFY2(search.solution(position, rank)->moves == table.solution(position, rank)->moves,
                         position.text().c_str());
            }
        }
    }
}

// A shuffled classic:20 row (today's engine said "unknown" after minutes):
// every best move leads one nearer, every other move not.
void RowSearchTest::shuffledClassic20()
{
    const Variant variant = Variant::classic(20, 20);
    const Position position = variant.parsePosition("RBBBRRBBBBRRRRRRBRBR_BRRBRBRBBBBRRRRBBBRB");
    SearchEngine engine(variant);
    const SearchEngine::Hint hint = engine.hint(position);
    QVERIFY(hint.distance);
    QVERIFY(!hint.best.empty());
    SearchEngine checker(variant); // a second engine: no answer shared
    for (const Move move : legalMoves(variant.board(), variant.rules(), position)) {
        const bool best = std::find(hint.best.begin(), hint.best.end(), move) != hint.best.end();
        const std::optional<int> after = checker.distance(applyMove(variant.rules(), position, move));
        QVERIFY(after);
        QCOMPARE(*after == *hint.distance - 1, best);
        QVERIFY(*after >= *hint.distance - 1);
    }
}

void RowSearchTest::cancelled()
{
    std::atomic<bool> cancel{false};
    SearchControl control;
    control.cancel = &cancel;
    control.progress = [&](const SearchProgress& progress) {
        if (progress.done >= 1024) {
            cancel = true;
        }
    };
    const Variant variant = Variant::classic(28, 28);
    RowSearch search(variant);
    SearchGuard guard(control);
    QVERIFY_THROWS_EXCEPTION(Cancelled, search.hint(CellArray::from(variant.parsePosition(kScrambled28)), guard));
}

void RowSearchTest::unknownAtTheMemoryCap()
{
    const Variant variant = Variant::classic(28, 28);
    SearchControl control;
    control.memoryCap = 1 << 16; // less than the bands
    SearchEngine engine(variant, SearchEngine::Strategy::Search);
    try {
        engine.hint(variant.parsePosition(kScrambled28), control);
        QFAIL("answered within 64 KiB");
    } catch (const LimitError& error) {
        QVERIFY2(QString(error.what()).contains("unknown within the limit"), error.what());
    }
}

// A budget of nothing is spent when the search first looks at the clock,
// whatever the machine's speed (a millisecond was spent, or not, on the
// bands before that look): the search ends there with "unknown", not a guess.
void RowSearchTest::unknownAtTheBudget()
{
    const Variant variant = Variant::classic(28, 28);
    SearchControl control;
    control.budget = std::chrono::milliseconds(0);
    SearchEngine engine(variant, SearchEngine::Strategy::Search);
    try {
        engine.hint(variant.parsePosition(kScrambled28), control);
        QFAIL("answered with its budget spent");
    } catch (const LimitError& error) {
        QVERIFY2(QString(error.what()).contains("unknown within the limit"), error.what());
    }
}

QTEST_GUILESS_MAIN(RowSearchTest)
#include "tst_row_search.moc"

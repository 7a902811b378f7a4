// SearchEngine against the plain reference (reference_graph.h) on every
// position of small boards of every variant, by both strategies (distance
// table; bidirectional layered search): distances, optimal next moves,
// numbers of optimal solutions, and the K-th solution in lexicographic move
// order; and the engine's refusals.
#include "analysis/distances.h"
#include "model/errors.h"
#include "model/rules.h"
#include "model/variant.h"
#include "reference_graph.h"
#include "search/engine.h"

#include <QTest>

#include <random>

using namespace leapfrog;

Q_DECLARE_METATYPE(SearchEngine::Strategy)

namespace {

QString text(const std::vector<Move>& moves)
{
    QStringList parts;
    for (const Move move : moves) {
        parts << QString::fromStdString(moveText(move));
    }
    return parts.join(' ');
}

} // namespace

class EngineTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyPosition_data();
    void everyPosition();
    void searchAgreesWithTable_data();
    void searchAgreesWithTable();
    void unreachable();
    void badPositions();
    void beyondNumbering();
    void unknownWithinLimit();
    void distancesForVerdicts();
};

void EngineTest::everyPosition_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<SearchEngine::Strategy>("strategy");
    for (const char* spec : {"classic:1", "classic:2", "classic:3", "classic:2x3", "classic:3x1", "classic:4x1",
                             "classic:1x3", "strict:2x2", "strict:3", "strict:2x3", "strict:3x1", "pairs:2",
                             "pairs:3", "pairs:4", "pairs:5", "y:1", "y:2", "branch:3,1,1,1", "branch:4,2,1,1"}) {
        QTest::newRow((std::string(spec) + " table").c_str()) << spec << SearchEngine::Strategy::Table;
        QTest::newRow((std::string(spec) + " search").c_str()) << spec << SearchEngine::Strategy::Search;
    }
}

// From every arrangement: the distance, the optimal moves (those whose
// successor is one closer by the reference), the count, and every solution
// by rank (up to 40 of them, and the last) equal the reference's; one rank
// past the count is refused.
void EngineTest::everyPosition()
{
    QFETCH(QString, spec);
    QFETCH(SearchEngine::Strategy, strategy);
    const Variant variant = Variant::parse(spec.toStdString());
    const reference::Graph graph = reference::build(variant);
    const std::vector<std::uint64_t> counts = graph.solutionCounts();
    SearchEngine engine(variant, strategy);
    for (std::size_t p = 0; p < graph.positions.size(); ++p) {
        const Position& position = graph.positions[p];
        const QByteArray where = QByteArray::fromStdString(position.text());
        const int expected = graph.toGoal[p];
        const SearchEngine::Hint hint = engine.hint(position);
        if (expected < 0) {
            QVERIFY2(!hint.distance && hint.best.empty(), where);
            QVERIFY2(engine.count(position).solutions.isZero(), where);
            QVERIFY2(!engine.solution(position, BigInt(1)), where);
            continue;
        }
        QVERIFY2(hint.distance == expected, where);
        std::vector<Move> best;
        for (const auto& [move, q] : graph.successors[p]) {
            if (graph.toGoal[static_cast<std::size_t>(q)] == expected - 1) {
                best.push_back(move);
            }
        }
        QVERIFY2(hint.best == best, where + ": " + text(hint.best).toUtf8() + " vs " + text(best).toUtf8());

        const SearchEngine::Count count = engine.count(position);
        QVERIFY2(count.minimum == expected, where);
        QVERIFY2(count.solutions == BigInt(counts[p]), where);
        const auto solutions = graph.solutions(static_cast<int>(p), 40);
        for (std::size_t k = 0; k < solutions.size(); ++k) {
            const auto found = engine.solution(position, BigInt(k + 1));
            QVERIFY2(found && found->moves == solutions[k], where + " rank " + QByteArray::number(qulonglong(k + 1)));
            QVERIFY(found->count == BigInt(counts[p]));
        }
        if (counts[p] > solutions.size()) { // the last one: depth-first in descending move order
            const auto all = graph.solutions(static_cast<int>(p), counts[p]);
            QVERIFY(engine.solution(position, BigInt(counts[p]))->moves == all.back());
        }
        QVERIFY_THROWS_EXCEPTION(InputError, engine.solution(position, BigInt(counts[p] + 1)));
        QVERIFY_THROWS_EXCEPTION(InputError, engine.solution(position, BigInt(0)));
    }
}

void EngineTest::searchAgreesWithTable_data()
{
    QTest::addColumn<QString>("spec");
    for (const char* spec : {"classic:6", "classic:7x3", "strict:5", "strict:6x4", "pairs:7", "pairs:8", "y:3", "y:4"}) {
        QTest::newRow(spec) << spec;
    }
}

// On boards too big for the reference, the two strategies check each other
// from 150 random arrangements: same distance, optimal moves, count, and
// first and last solutions.
void EngineTest::searchAgreesWithTable()
{
    QFETCH(QString, spec);
    const Variant variant = Variant::parse(spec.toStdString());
    SearchEngine table(variant, SearchEngine::Strategy::Table);
    SearchEngine search(variant, SearchEngine::Strategy::Search);
    std::mt19937 random(11);
    int reachable = 0;
    for (int i = 0; i < 150; ++i) {
        std::string text(variant.start().text());
        std::shuffle(text.begin(), text.end(), random);
        const Position position = Position::fromText(text);
        const SearchEngine::Hint byTable = table.hint(position);
        const SearchEngine::Hint bySearch = search.hint(position);
        QVERIFY2(byTable.distance == bySearch.distance, text.c_str());
        QVERIFY2(byTable.best == bySearch.best, text.c_str());
        if (!byTable.distance) {
            continue;
        }
        ++reachable;
        const BigInt count = table.count(position).solutions;
        QCOMPARE(search.count(position).solutions, count);
        for (const BigInt& rank : {BigInt(1), count}) {
            QVERIFY2(table.solution(position, rank)->moves == search.solution(position, rank)->moves, text.c_str());
        }
    }
    QVERIFY(reachable > 0);
}

// pairs:1 (BR__) never reaches __RB; the goal itself is at distance 0.
void EngineTest::unreachable()
{
    SearchEngine engine(Variant::pairs(1), SearchEngine::Strategy::Search);
    QVERIFY(!engine.distance(Variant::pairs(1).start()));
    QVERIFY(engine.count(Variant::pairs(1).start()).solutions.isZero());
    QCOMPARE(engine.distance(Variant::pairs(1).goal()), std::optional<int>(0));
    QCOMPARE(engine.count(Variant::pairs(1).goal()).solutions, BigInt(1));
    QVERIFY(engine.solution(Variant::pairs(1).goal(), BigInt(1))->moves.empty());
}

void EngineTest::badPositions()
{
    const Variant variant = Variant::classic(3, 3);
    SearchEngine engine(variant);
    QVERIFY_THROWS_EXCEPTION(InputError, engine.hint(Position::fromText("BB_RR")));   // too short
    QVERIFY_THROWS_EXCEPTION(InputError, engine.hint(Position::fromText("BBB_RRB"))); // wrong pieces
    QVERIFY_THROWS_EXCEPTION(InputError, engine.hint(Position::fromText("BB__RRR"))); // two holes
}

void EngineTest::beyondNumbering()
{
    const Variant variant = Variant::classic(40, 40);
    SearchEngine engine(variant);
    QCOMPARE(engine.tablePositions(), std::uint64_t{0});
    // Off the optimal solutions (on them the constructions answer: tst_on_path).
    Position off = variant.start();
    applyMoveInPlace(variant.rules(), off, variant.parseMove("39-41"));
    try {
        engine.hint(off);
        QFAIL("classic:40 answered");
    } catch (const LimitError& error) {
        QVERIFY2(QString(error.what()).contains("classic:40"), error.what());
    }
}

// A search that cannot finish says so instead of guessing: by time, and by
// memory. From a scrambled classic:30 row, beyond the row search's 56 pegs
// (tst_row_search has its limits on classic:28): from the start, and near
// the constructed solutions, the lower bound is exact or nearly so and the
// search is quick (resources/docs/performance.md, "The exact search engine").
void EngineTest::unknownWithinLimit()
{
    const Variant variant = Variant::classic(30, 30);
    const Position scrambled = variant.parsePosition("RBRBRRRBBRB_BBBRRBRRBBBRBRRRBRRBRRRBRRBBRBRBBBBRBBBBBRRRBRBRR");
    SearchEngine engine(variant, SearchEngine::Strategy::Search);
    SearchControl control;
    control.budget = std::chrono::milliseconds(300);
    try {
        engine.count(scrambled, control);
        QFAIL("a scrambled classic:30 row counted within 0.3 s");
    } catch (const LimitError& error) {
        QVERIFY2(QString(error.what()).contains("unknown within the limit"), error.what());
    }
    control.budget = std::chrono::minutes(1);
    control.memoryCap = 1 << 20;
    QVERIFY_THROWS_EXCEPTION(LimitError, engine.count(scrambled, control));
    SearchEngine tables(variant, SearchEngine::Strategy::Table);
    QVERIFY_THROWS_EXCEPTION(LimitError, tables.count(scrambled, control));
}

// EngineDistances answers the verdicts' question like the plain exhaustive
// table of analysis/distances.h, on every position reachable from the start.
void EngineTest::distancesForVerdicts()
{
    for (const char* spec : {"classic:3", "strict:3", "pairs:5"}) {
        const Variant variant = Variant::parse(spec);
        const EngineDistances fast(std::make_shared<SearchEngine>(variant));
        const ExhaustiveDistances plain(variant);
        const reference::Graph graph = reference::build(variant);
        const std::vector<int> fromStart = graph.distancesFrom(graph.index(variant.start()));
        for (std::size_t p = 0; p < graph.positions.size(); ++p) {
            if (fromStart[p] >= 0) {
                QCOMPARE(fast.toGoal(graph.positions[p]), plain.toGoal(graph.positions[p]));
            }
        }
    }
}

QTEST_GUILESS_MAIN(EngineTest)
#include "tst_engine.moc"

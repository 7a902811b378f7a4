// Dense distance tables against the plain reference (reference_graph.h) on
// every position of small boards of every variant: exact distances, the
// one-move-closer test hints and counting use, layer sizes; the encodings;
// the same table from one thread and from two; refusal beyond the memory cap.
#include "model/errors.h"
#include "model/rules.h"
#include "model/variant.h"
#include "reference_graph.h"
#include "search/distance_table.h"
#include "search/predecessors.h"

#include <QTest>

using namespace leapfrog;

namespace {

std::unique_ptr<DistanceTable> buildTable(const Variant& variant, int threads = 0)
{
    SearchControl control;
    control.threads = threads;
    SearchGuard guard(control);
    return DistanceTable::build(variant, guard);
}

} // namespace

class DistanceTableTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void predecessors_data();
    void predecessors();
    void everyPosition_data();
    void everyPosition();
    void encodings();
    void threadsAgree();
    void refusedBeyondCap();
};

void DistanceTableTest::predecessors_data()
{
    QTest::addColumn<QString>("spec");
    for (const char* spec : {"classic:3", "classic:2x3", "strict:3", "strict:3x2", "pairs:4"}) {
        QTest::newRow(spec) << spec;
    }
}

// The moves into each position, as the backward search generates them, are
// exactly the reference graph's edges into it (strict rules included, whose
// moves cannot be reversed), each with its forward move.
void DistanceTableTest::predecessors()
{
    QFETCH(QString, spec);
    const Variant variant = Variant::parse(spec.toStdString());
    const reference::Graph graph = reference::build(variant);
    std::vector<std::vector<std::pair<int, Move>>> into(graph.positions.size());
    for (std::size_t p = 0; p < graph.positions.size(); ++p) {
        for (const auto& [move, q] : graph.successors[p]) {
            into[static_cast<std::size_t>(q)].emplace_back(static_cast<int>(p), move);
        }
    }
    const RuleSet hull = reversibleHull(variant.rules());
    for (std::size_t q = 0; q < graph.positions.size(); ++q) {
        std::vector<std::pair<int, Move>> found;
        const CellArray after = CellArray::from(graph.positions[q]);
        forEachPredecessorMove(variant.board(), variant.rules(), after, [&](Move back, Move forward) {
            CellArray before = after;
            playMove(hull, before, back);
            found.emplace_back(graph.index(before.toPosition()), forward);
        });
        const auto order = [](const std::pair<int, Move>& a, const std::pair<int, Move>& b) {
            return a.first != b.first ? a.first < b.first : a.second < b.second;
        };
        std::sort(found.begin(), found.end(), order);
        std::sort(into[q].begin(), into[q].end(), order);
        QVERIFY2(found == into[q], graph.positions[q].text().c_str());
    }
}

void DistanceTableTest::everyPosition_data()
{
    QTest::addColumn<QString>("spec");
    for (const char* spec : {"classic:1", "classic:2", "classic:3", "classic:4", "classic:1x3", "classic:3x1",
                             "classic:2x3", "classic:4x2", "classic:5", "strict:1x1", "strict:2x2", "strict:3",
                             "strict:2x3", "strict:3x1", "strict:4", "strict:8", "pairs:1", "pairs:2", "pairs:3",
                             "pairs:4", "pairs:5", "pairs:6", "y:1", "y:2", "y:3", "branch:3,1,1,1",
                             "branch:4,2,1,1"}) {
        QTest::newRow(spec) << spec;
    }
}

// For every arrangement: the table's distance is the reference's (nullopt
// where the goal is out of reach, pair holes apart included); for every
// legal move the one-move-closer test says whether the reference distance
// drops by one; the layers have the reference's sizes.
void DistanceTableTest::everyPosition()
{
    QFETCH(QString, spec);
    const Variant variant = Variant::parse(spec.toStdString());
    const reference::Graph graph = reference::build(variant);
    const auto table = buildTable(variant);
    std::vector<std::uint64_t> layers;
    for (std::size_t p = 0; p < graph.positions.size(); ++p) {
        const int expected = graph.toGoal[p];
        const CellArray cells = CellArray::from(graph.positions[p]);
        const std::optional<int> distance = table->distance(cells);
        QVERIFY2(distance == (expected < 0 ? std::nullopt : std::optional<int>(expected)),
                 graph.positions[p].text().c_str());
        if (expected < 0) {
            continue;
        }
        if (layers.size() <= static_cast<std::size_t>(expected)) {
            layers.resize(static_cast<std::size_t>(expected) + 1, 0);
        }
        ++layers[static_cast<std::size_t>(expected)];
        for (const auto& [move, q] : graph.successors[p]) {
            const bool closer = graph.toGoal[static_cast<std::size_t>(q)] == expected - 1;
            const CellArray next = CellArray::from(graph.positions[static_cast<std::size_t>(q)]);
            const std::uint64_t rank = table->space().rank(next);
            QCOMPARE(table->isOneCloser(expected, rank), closer);
        }
    }
    QVERIFY(table->layerSizes() == layers);
    QCOMPARE(table->maxDistance(), static_cast<int>(layers.size()) - 1);
}

void DistanceTableTest::encodings()
{
    // Reversible rules: two bits a position.
    QCOMPARE(DistanceTable::encodingFor(Variant::classic(5, 5)), DistanceTable::Encoding::Mod3);
    QCOMPARE(DistanceTable::encodingFor(Variant::pairs(6)), DistanceTable::Encoding::Mod3);
    QCOMPARE(DistanceTable::bytesKept(67'603'900, DistanceTable::Encoding::Mod3), std::size_t{16'900'976});
    // Strict: exact, one byte while no path can exceed 254 moves (pegs x
    // (holes - 1) = 14 x 14 for 7 x 7), else two (16 x 16 for 8 x 8).
    QCOMPARE(DistanceTable::encodingFor(Variant::strict(7, 7)), DistanceTable::Encoding::Exact8);
    QCOMPARE(DistanceTable::encodingFor(Variant::strict(8, 8)), DistanceTable::Encoding::Exact16);
    // classic:12 builds within 64 MB: 2 + 1 bits a position.
    QVERIFY(DistanceTable::bytesToBuild(67'603'900, DistanceTable::Encoding::Mod3) < 26'000'000);
}

void DistanceTableTest::threadsAgree()
{
    const Variant variant = Variant::classic(7, 6);
    const auto one = buildTable(variant, 1);
    const auto two = buildTable(variant, 2);
    QVERIFY(one->layerSizes() == two->layerSizes());
    for (std::uint64_t rank = 0; rank < one->space().size(); rank += 97) {
        QCOMPARE(one->distance(rank), two->distance(rank));
    }
}

void DistanceTableTest::refusedBeyondCap()
{
    SearchControl control;
    control.memoryCap = 1 << 20; // classic:8 needs 17 * C(16,8) * 3 / 8 bytes, about 80 KiB; classic:10 about 1.4 MiB
    SearchGuard guard(control);
    QVERIFY(DistanceTable::build(Variant::classic(8, 8), guard) != nullptr);
    try {
        DistanceTable::build(Variant::classic(10, 10), guard);
        QFAIL("classic:10 was built beyond the cap");
    } catch (const LimitError& error) {
        const QString message = error.what();
        QVERIFY2(message.contains("classic:10") && message.contains("memory cap"), error.what());
    }
}

QTEST_GUILESS_MAIN(DistanceTableTest)
#include "tst_distance_table.moc"

// The plain breadth-first search: shortest solutions on small boards of every
// variant, checked move by move, against the papers' minima, and against an
// independent depth-first enumeration for the lexicographic order.
#include "model/errors.h"
#include "model/rules.h"
#include "model/variant.h"
#include "search/bfs.h"

#include <QTest>

using namespace leapfrog;

namespace {

// Replays `moves`; fails the test on an illegal move; returns the end position.
Position replay(const Variant& variant, const std::vector<Move>& moves)
{
    Position position = variant.start();
    for (const Move move : moves) {
        if (!isLegal(variant.board(), variant.rules(), position, move)) {
            QTest::qFail(qPrintable(QString::fromStdString("illegal move " + moveText(move))), __FILE__, __LINE__);
            return position;
        }
        position = applyMove(variant.rules(), position, move);
    }
    return position;
}

// Depth-first: the first path of exactly `depth` moves to the goal, trying
// moves in ascending order, so the lexicographically first one of that length.
bool firstPath(const Variant& variant, const Position& position, int depth, std::vector<Move>& path)
{
    if (depth == 0) {
        return variant.isGoal(position);
    }
    for (const Move move : legalMoves(variant.board(), variant.rules(), position)) {
        path.push_back(move);
        if (firstPath(variant, applyMove(variant.rules(), position, move), depth - 1, path)) {
            return true;
        }
        path.pop_back();
    }
    return false;
}

// Every path of exactly `depth` moves to the goal, in ascending move order.
void allPaths(const Variant& variant, const Position& position, int depth, std::vector<Move>& path,
              std::vector<std::vector<Move>>& out)
{
    if (depth == 0) {
        if (variant.isGoal(position)) {
            out.push_back(path);
        }
        return;
    }
    for (const Move move : legalMoves(variant.board(), variant.rules(), position)) {
        path.push_back(move);
        allPaths(variant, applyMove(variant.rules(), position, move), depth - 1, path, out);
        path.pop_back();
    }
}

} // namespace

class BfsTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void provenMinimum_data();
    void provenMinimum();
    void lexicographicallyFirst_data();
    void lexicographicallyFirst();
    void everyRank_data();
    void everyRank();
    void unsolvable();
    void limit();
};

void BfsTest::provenMinimum_data()
{
    QTest::addColumn<QString>("spec");
    for (int n = 1; n <= 4; ++n) {
        for (int m = 1; m <= 4; ++m) {
            const auto sizes = std::to_string(n) + "x" + std::to_string(m);
            QTest::newRow(("classic:" + sizes).c_str()) << QString::fromStdString("classic:" + sizes);
            QTest::newRow(("strict:" + sizes).c_str()) << QString::fromStdString("strict:" + sizes);
        }
    }
    for (int n = 4; n <= 7; ++n) {
        QTest::newRow(("pairs:" + std::to_string(n)).c_str()) << QString::fromStdString("pairs:" + std::to_string(n));
    }
}

void BfsTest::provenMinimum()
{
    QFETCH(QString, spec);
    const Variant variant = Variant::parse(spec.toStdString());
    const auto moves = bfsSolve(variant, variant.start());
    QVERIFY(moves.has_value());
    QCOMPARE(static_cast<std::int64_t>(moves->size()), variant.provenMinimum().value());
    QVERIFY(variant.isGoal(replay(variant, *moves)));
}

void BfsTest::lexicographicallyFirst_data()
{
    QTest::addColumn<QString>("spec");
    for (const char* spec : {"classic:1", "classic:2", "classic:3x1", "classic:4x1", "classic:2x3", "strict:2x2",
                             "strict:1x3", "pairs:4", "pairs:5", "pairs:6", "pairs:3"}) {
        QTest::newRow(spec) << spec;
    }
}

void BfsTest::lexicographicallyFirst()
{
    QFETCH(QString, spec);
    const Variant variant = Variant::parse(spec.toStdString());
    const auto moves = bfsSolve(variant, variant.start());
    QVERIFY(moves.has_value());
    QVERIFY(variant.isGoal(replay(variant, *moves)));
    const int length = static_cast<int>(moves->size());
    std::vector<Move> path;
    for (int shorter = 0; shorter < length; ++shorter) {
        QVERIFY2(!firstPath(variant, variant.start(), shorter, path), "a shorter solution exists");
    }
    QVERIFY(firstPath(variant, variant.start(), length, path));
    QVERIFY(path == *moves);
}

// Every solution by rank against a depth-first enumeration in ascending move
// order: same count, same sequence at every rank, nothing past the last.
void BfsTest::everyRank_data() { lexicographicallyFirst_data(); }

void BfsTest::everyRank()
{
    QFETCH(QString, spec);
    const Variant variant = Variant::parse(spec.toStdString());
    const int length = static_cast<int>(bfsSolve(variant, variant.start())->size());
    std::vector<std::vector<Move>> expected;
    std::vector<Move> path;
    allPaths(variant, variant.start(), length, path, expected);
    QVERIFY(!expected.empty());
    for (std::size_t k = 0; k < expected.size(); ++k) {
        const BfsSolutions found = bfsSolutions(variant, variant.start(), BigInt(k + 1));
        QCOMPARE(found.count, BigInt(expected.size()));
        QVERIFY(found.solution == expected[k]);
    }
    QVERIFY_THROWS_EXCEPTION(InputError, bfsSolutions(variant, variant.start(), BigInt(expected.size() + 1)));
    QVERIFY_THROWS_EXCEPTION(InputError, bfsSolutions(variant, variant.start(), BigInt(0)));
}

// pairs:1 reaches only BR__ and __BR: the goal __RB never.
void BfsTest::unsolvable()
{
    const Variant variant = Variant::pairs(1);
    QVERIFY(!bfsSolve(variant, variant.start()).has_value());
}

void BfsTest::limit()
{
    const Variant variant = Variant::classic(6, 6); // 13!/(6!6!) = 12012 positions
    QVERIFY(bfsSolve(variant, variant.start(), 20000).has_value());
    QVERIFY_THROWS_EXCEPTION(LimitError, bfsSolve(variant, variant.start(), 1000));
}

QTEST_GUILESS_MAIN(BfsTest)
#include "tst_bfs.moc"

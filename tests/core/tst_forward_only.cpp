// Forward-only solutions against a brute-force enumeration of forward-only
// paths, and on classic boards against the full optimal count (Yancey: every
// optimal move there is forward, so the two must agree).
#include "analysis/forward_only.h"
#include "analysis/weight.h"
#include "model/rules.h"
#include "search/bfs.h"

#include <QTest>

using namespace leapfrog;

namespace {

// Every forward-only path to the goal, by plain recursion: records the
// shortest length and how many paths have it.
void enumerate(const Variant& variant, const Position& p, int depth, int& best, long& ways)
{
    if (variant.isGoal(p)) {
        if (best < 0 || depth < best) {
            best = depth;
            ways = 0;
        }
        ways += depth == best ? 1 : 0;
        return;
    }
    const int weight = boardWeight(variant, p);
    for (const Move move : legalMoves(variant.board(), variant.rules(), p)) {
        const Position after = applyMove(variant.rules(), p, move);
        if (boardWeight(variant, after) < weight) {
            enumerate(variant, after, depth + 1, best, ways);
        }
    }
}

} // namespace

class ForwardOnlyTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void againstEnumeration_data();
    void againstEnumeration();
    void classicOptimalIsForward_data();
    void classicOptimalIsForward();
};

void ForwardOnlyTest::againstEnumeration_data()
{
    QTest::addColumn<QString>("spec");
    for (const char* spec : {"y:1", "y:2", "y:3", "classic:2", "classic:3x1", "branch:3,1,1,1", "branch:4,1,1,2"}) {
        QTest::newRow(spec) << spec;
    }
}

void ForwardOnlyTest::againstEnumeration()
{
    QFETCH(QString, spec);
    const Variant variant = Variant::parse(spec.toStdString());
    int best = -1;
    long ways = 0;
    enumerate(variant, variant.start(), 0, best, ways);
    const ForwardOnlyResult result = forwardOnlySolutions(variant);
    QCOMPARE(result.fewestMoves.value_or(-1), best);
    QCOMPARE(result.solutions, BigInt(static_cast<std::uint64_t>(best < 0 ? 0 : ways)));
}

void ForwardOnlyTest::classicOptimalIsForward_data()
{
    QTest::addColumn<QString>("spec");
    for (const char* spec : {"classic:1", "classic:2", "classic:3", "classic:4", "classic:4x1", "classic:2x4",
                             "classic:3x4"}) {
        QTest::newRow(spec) << spec;
    }
}

void ForwardOnlyTest::classicOptimalIsForward()
{
    QFETCH(QString, spec);
    const Variant variant = Variant::parse(spec.toStdString());
    const BfsSolutions all = bfsSolutions(variant, variant.start(), BigInt(1));
    const ForwardOnlyResult forward = forwardOnlySolutions(variant);
    QCOMPARE(forward.fewestMoves.value_or(-1), static_cast<int>(all.solution.size()));
    QCOMPARE(forward.solutions, all.count);
}

QTEST_GUILESS_MAIN(ForwardOnlyTest)
#include "tst_forward_only.moc"

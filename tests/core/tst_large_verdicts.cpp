// Verdicts on boards far beyond exhaustive search, along the optimal path:
// every move of both optimal solutions (from the constructions, seed 000 /
// seed 004) must be proper by Yancey's criteria, and every other legal move
// along them improper with a reason. Two independent sources agree: the
// constructions say which moves are optimal (a classic board with both sides
// of at least two pegs has exactly two optimal solutions, seed 000 Theorem 4),
// the criteria judge each move from the position alone.
#include "analysis/judge.h"
#include "construct/constructions.h"
#include "model/rules.h"
#include "search/engine.h"

#include <QTest>

using namespace leapfrog;

class LargeVerdictsTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void alongBothSolutions_data();
    void alongBothSolutions();
    void oneSideOnePeg();
    void unjudgedMovesClaimNothing_data();
    void unjudgedMovesClaimNothing();
};

void LargeVerdictsTest::alongBothSolutions_data()
{
    QTest::addColumn<QString>("spec");
    QTest::newRow("classic:30") << "classic:30";
    QTest::newRow("classic:40x25") << "classic:40x25";
    QTest::newRow("classic:25x40") << "classic:25x40";
    QTest::newRow("strict:12x9") << "strict:12x9";
}

void LargeVerdictsTest::alongBothSolutions()
{
    QFETCH(QString, spec);
    const Variant variant = Variant::parse(spec.toStdString());
    const Judge judge(variant, 0); // no table: Yancey's criteria
    // At the start both solutions' first moves are proper.
    const Move firstMoves[] = {formulaSolution(variant, BigInt(1)).solution->moveAt(0),
                               formulaSolution(variant, BigInt(2)).solution->moveAt(0)};
    QVERIFY(firstMoves[0] != firstMoves[1]);
    for (const int rank : {1, 2}) {
        const Solved solved = formulaSolution(variant, BigInt(static_cast<std::uint64_t>(rank)));
        const Solution& solution = *solved.solution;
        QCOMPARE(static_cast<std::int64_t>(solution.length()), variant.provenMinimum().value());
        Position position = variant.start();
        int improper = 0;
        for (std::uint64_t i = 0; i < solution.length(); ++i) {
            const Move optimal = solution.moveAt(i);
            for (const Move move : legalMoves(variant.board(), variant.rules(), position)) {
                const Verdict verdict = judge.judge({&move, 1}, {position, static_cast<int>(i), true}).front();
                QCOMPARE(verdict.basis, Basis::Criteria);
                const bool otherSolutionsFirstMove = i == 0 && (move == firstMoves[0] || move == firstMoves[1]);
                if (move == optimal || otherSolutionsFirstMove) {
                    QVERIFY2(verdict.proper, qPrintable(QString::fromStdString(position.text() + " " + moveText(move))));
                } else {
                    QVERIFY2(!verdict.proper, qPrintable(QString::fromStdString(position.text() + " " + moveText(move))));
                    QVERIFY(!verdict.reason.empty());
                    ++improper;
                }
            }
            position = applyMove(variant.rules(), position, optimal);
        }
        QVERIFY(variant.isGoal(position));
        QVERIFY(improper > 0);
        // The whole line judged at once: every move proper.
        const auto verdicts = judge.judge(solution.moves());
        QVERIFY(std::all_of(verdicts.begin(), verdicts.end(), [](const Verdict& v) { return v.proper; }));
    }
}

// One peg on one side: F(n+2) optimal solutions; every move of several of
// them is proper by the criteria.
void LargeVerdictsTest::oneSideOnePeg()
{
    const Variant variant = Variant::classic(30, 1);
    const Judge judge(variant, 0); // no table: Yancey's criteria
    for (const std::uint64_t rank : {1ull, 1000ull, 2178309ull /* F(32) = the last */}) {
        const Solved solved = formulaSolution(variant, BigInt(rank));
        const auto verdicts = judge.judge(solved.solution->moves());
        QCOMPARE(static_cast<std::int64_t>(verdicts.size()), variant.provenMinimum().value());
        QVERIFY(std::all_of(verdicts.begin(), verdicts.end(), [](const Verdict& v) { return v.proper; }));
    }
}

// Boards without criteria (Y boards, pair-shift boards) judged without a
// table: along an optimal solution (the engine's, checked optimal by its own
// length against the exact minimum) every verdict is unknown, and none may
// say the game lost its minimum. After the first unjudged move whether the
// game is still optimal is unknown, and the verdicts say so.
void LargeVerdictsTest::unjudgedMovesClaimNothing_data()
{
    QTest::addColumn<QString>("spec");
    QTest::newRow("y:3") << "y:3";
    QTest::newRow("y:4") << "y:4";
    QTest::newRow("pairs:5") << "pairs:5";
    QTest::newRow("branch:4,1,1,2") << "branch:4,1,1,2";
}

void LargeVerdictsTest::unjudgedMovesClaimNothing()
{
    QFETCH(QString, spec);
    const Variant variant = Variant::parse(spec.toStdString());
    SearchEngine engine(variant);
    const auto found = engine.solution(variant.start(), BigInt(1), SearchControl{});
    QVERIFY(found);
    const auto counted = engine.count(variant.start(), SearchControl{});
    QCOMPARE(static_cast<int>(found->moves.size()), counted.minimum.value());

    const auto verdicts = Judge(variant, 0).judge(found->moves); // no table: without search
    QCOMPARE(verdicts.size(), found->moves.size());
    for (std::size_t i = 0; i < verdicts.size(); ++i) {
        const Verdict& verdict = verdicts[i];
        QVERIFY(verdict.legal);
        if (verdict.basis != Basis::Unknown) {
            QVERIFY2(verdict.proper, verdict.reason.c_str()); // criteria on the optimal path
            continue;
        }
        QVERIFY2(verdict.reason.find("no longer optimal") == std::string::npos, verdict.reason.c_str());
        QCOMPARE(verdict.optimalityKnown, i == 0 || verdicts[i - 1].proper);
        QVERIFY(verdict.reason.find("cannot tell") != std::string::npos);
    }
}

QTEST_GUILESS_MAIN(LargeVerdictsTest)
#include "tst_large_verdicts.moc"

// Advice during play: verdicts judged one move at a time agree with judging
// the whole line, and following the best next moves finishes in the fewest
// moves, by exact tables and by Yancey's criteria beyond them.
#include "analysis/advice.h"
#include "model/rules.h"

#include <QTest>

using namespace leapfrog;

namespace {

Move mv(const char* text) { return moveFromText(text); }

// Plays the first best move until the goal; returns the moves played, or
// stops when advice runs out.
std::vector<Move> followAdvice(const Judge& judge, std::vector<Move> line)
{
    const Variant& variant = judge.variant();
    std::vector<Verdict> verdicts = judge.judgeLine(line);
    Position position = variant.start();
    for (const Move move : line) {
        position = applyMove(variant.rules(), position, move);
    }
    while (!variant.isGoal(position) && line.size() < 100000) {
        const std::vector<Move> best = bestNextMoves(judge, line, verdicts, position);
        if (best.empty()) {
            break;
        }
        verdicts.push_back(judgeFollowing(judge, line, verdicts, position, best.front()));
        line.push_back(best.front());
        position = applyMove(variant.rules(), position, best.front());
    }
    return variant.isGoal(position) ? line : std::vector<Move>{};
}

} // namespace

class AdviceTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void followingMatchesWholeLine_data();
    void followingMatchesWholeLine();
    void bestMovesFinishInTheMinimum_data();
    void bestMovesFinishInTheMinimum();
    void bestMovesFromTheStart();
    void bestMovesAfterAnImproperMove();
    void noAdviceOffThePathBeyondTables();
};

void AdviceTest::followingMatchesWholeLine_data()
{
    QTest::addColumn<bool>("exact");
    QTest::newRow("exact table") << true;
    QTest::newRow("criteria") << false;
}

void AdviceTest::followingMatchesWholeLine()
{
    QFETCH(bool, exact);
    const Judge judge(Variant::classic(3, 3), exact ? Judge::kDefaultExactLimit : 0);
    QCOMPARE(judge.isExact(), exact);
    // Proper moves, then a homo jump (improper), then more moves.
    const std::vector<Move> line{mv("3-4"), mv("5-3"), mv("6-5"), mv("4-6"), mv("2-4"), mv("1-2")};
    const std::vector<Verdict> whole = judge.judgeLine(line);
    std::vector<Verdict> oneByOne;
    Position position = judge.variant().start();
    for (std::size_t i = 0; i < line.size(); ++i) {
        const std::span<const Move> before(line.data(), i);
        oneByOne.push_back(judgeFollowing(judge, before, oneByOne, position, line[i]));
        position = applyMove(judge.variant().rules(), position, line[i]);
    }
    QCOMPARE(oneByOne.size(), whole.size());
    for (std::size_t i = 0; i < whole.size(); ++i) {
        QCOMPARE(oneByOne[i].proper, whole[i].proper);
        QCOMPARE(oneByOne[i].best, whole[i].best);
        QCOMPARE(oneByOne[i].cost, whole[i].cost);
        QCOMPARE(oneByOne[i].reason, whole[i].reason);
    }
}

void AdviceTest::bestMovesFinishInTheMinimum_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<bool>("exact");
    QTest::newRow("classic:3 exact") << "classic:3" << true;
    QTest::newRow("classic:4x2 exact") << "classic:4x2" << true;
    QTest::newRow("strict:3 exact") << "strict:3" << true;
    QTest::newRow("pairs:5 exact") << "pairs:5" << true;
    QTest::newRow("classic:6 criteria") << "classic:6" << false;
    QTest::newRow("classic:12x4 criteria") << "classic:12x4" << false;
    QTest::newRow("classic:3x9 criteria") << "classic:3x9" << false;
    QTest::newRow("strict:7 criteria") << "strict:7" << false;
    QTest::newRow("classic:30 criteria") << "classic:30" << false;
}

void AdviceTest::bestMovesFinishInTheMinimum()
{
    QFETCH(QString, spec);
    QFETCH(bool, exact);
    const Judge judge(Variant::parse(spec.toStdString()), exact ? Judge::kDefaultExactLimit : 0);
    QCOMPARE(judge.isExact(), exact);
    const std::vector<Move> finish = followAdvice(judge, {});
    QVERIFY(judge.minimum());
    QCOMPARE(static_cast<int>(finish.size()), *judge.minimum());
}

void AdviceTest::bestMovesFromTheStart()
{
    // classic:3 has two optimal solutions, one starting with a blue step
    // (3-4) and its mirror starting with a red step (5-4).
    const Judge judge(Variant::classic(3, 3));
    const std::vector<Move> best = bestNextMoves(judge, {}, {}, judge.variant().start());
    QCOMPARE(best, (std::vector<Move>{mv("3-4"), mv("5-4")}));
}

void AdviceTest::bestMovesAfterAnImproperMove()
{
    const Judge judge(Variant::classic(3, 3));
    const std::vector<Move> line{mv("2-4")}; // a jump over the same colour
    QVERIFY(!judge.judgeLine(line).front().proper);
    const std::vector<Move> finished = followAdvice(judge, line);
    QVERIFY(!finished.empty());
    const auto distance = judge.judgeLine(line).front().distanceAfter;
    QCOMPARE(static_cast<int>(finished.size()), 1 + *distance);
}

void AdviceTest::noAdviceOffThePathBeyondTables()
{
    const Judge judge(Variant::classic(3, 3), 0);
    const std::vector<Move> line{mv("2-4")};
    const std::vector<Verdict> verdicts = judge.judgeLine(line);
    const Position after = applyMove(judge.variant().rules(), judge.variant().start(), line.front());
    QVERIFY(bestNextMoves(judge, line, verdicts, after).empty());
}

QTEST_GUILESS_MAIN(AdviceTest)
#include "tst_advice.moc"

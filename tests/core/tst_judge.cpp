// The Judge's one way to judge (analysis/judge.h): verdicts judged one move
// at a time from where the line has got to equal judging the whole line, and
// the moves it calls best are: following them finishes in the fewest moves,
// by exact tables and by Yancey's criteria beyond them.
#include "analysis/judge.h"
#include "model/rules.h"

#include <QTest>

using namespace leapfrog;

namespace {

Move mv(const char* text) { return moveFromText(text); }

// The legal moves from where `verdicts` (on a line ending at `position`) got
// to that the judge calls best, and knows it, in ascending order.
std::vector<Move> bestNextMoves(const Judge& judge, const Position& position, const std::vector<Verdict>& verdicts)
{
    const Variant& variant = judge.variant();
    std::vector<Move> best;
    for (const Move move : legalMoves(variant.board(), variant.rules(), position)) {
        const Verdict verdict = judge.judge({&move, 1}, lineEnd(position, verdicts)).front();
        if (verdict.best && verdict.basis != Basis::Unknown) {
            best.push_back(move);
        }
    }
    return best;
}

// Plays the first best move until the goal; returns the moves played, or
// stops when the judge can tell no best move.
std::vector<Move> followAdvice(const Judge& judge, std::vector<Move> line)
{
    const Variant& variant = judge.variant();
    std::vector<Verdict> verdicts = judge.judge(line);
    Position position = variant.start();
    for (const Move move : line) {
        position = applyMove(variant.rules(), position, move);
    }
    while (!variant.isGoal(position) && line.size() < 100000) {
        const std::vector<Move> best = bestNextMoves(judge, position, verdicts);
        if (best.empty()) {
            break;
        }
        verdicts.push_back(judge.judge({&best.front(), 1}, lineEnd(position, verdicts)).front());
        line.push_back(best.front());
        position = applyMove(variant.rules(), position, best.front());
    }
    return variant.isGoal(position) ? line : std::vector<Move>{};
}

} // namespace

class JudgeTest : public QObject {
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

void JudgeTest::followingMatchesWholeLine_data()
{
    QTest::addColumn<bool>("exact");
    QTest::newRow("exact table") << true;
    QTest::newRow("criteria") << false;
}

void JudgeTest::followingMatchesWholeLine()
{
    QFETCH(bool, exact);
    const Judge judge(Variant::classic(3, 3), exact ? Judge::kDefaultExactLimit : 0);
    QCOMPARE(judge.isExact(), exact);
    // Proper moves, then a backward jump (improper), then a move after it.
    const std::vector<Move> line{mv("3-4"), mv("5-3"), mv("6-5"), mv("4-6"), mv("6-4"), mv("7-6")};
    const std::vector<Verdict> whole = judge.judge(line);
    std::vector<Verdict> oneByOne;
    Position position = judge.variant().start();
    for (const Move move : line) {
        oneByOne.push_back(judge.judge({&move, 1}, lineEnd(position, oneByOne)).front());
        position = applyMove(judge.variant().rules(), position, move);
    }
    QVERIFY(oneByOne == whole);
    QCOMPARE(whole.size(), line.size());
    QVERIFY(whole[3].proper);
    QVERIFY(!whole[4].proper);
    QCOMPARE(whole[4].category, Category::BackwardJump);
    QVERIFY(!whole[5].gameWasOptimal);
}

void JudgeTest::bestMovesFinishInTheMinimum_data()
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

void JudgeTest::bestMovesFinishInTheMinimum()
{
    QFETCH(QString, spec);
    QFETCH(bool, exact);
    const Judge judge(Variant::parse(spec.toStdString()), exact ? Judge::kDefaultExactLimit : 0);
    QCOMPARE(judge.isExact(), exact);
    const std::vector<Move> finish = followAdvice(judge, {});
    QVERIFY(judge.minimum());
    QCOMPARE(static_cast<int>(finish.size()), *judge.minimum());
}

void JudgeTest::bestMovesFromTheStart()
{
    // classic:3 has two optimal solutions, one starting with a blue step
    // (3-4) and its mirror starting with a red step (5-4).
    const Judge judge(Variant::classic(3, 3));
    const std::vector<Move> best = bestNextMoves(judge, judge.variant().start(), {});
    QCOMPARE(best, (std::vector<Move>{mv("3-4"), mv("5-4")}));
}

void JudgeTest::bestMovesAfterAnImproperMove()
{
    const Judge judge(Variant::classic(3, 3));
    const std::vector<Move> line{mv("2-4")}; // a jump over the same colour
    QVERIFY(!judge.judge(line).front().proper);
    const std::vector<Move> finished = followAdvice(judge, line);
    QVERIFY(!finished.empty());
    const auto distance = judge.judge(line).front().distanceAfter;
    QCOMPARE(static_cast<int>(finished.size()), 1 + *distance);
}

void JudgeTest::noAdviceOffThePathBeyondTables()
{
    const Judge judge(Variant::classic(3, 3), 0);
    const std::vector<Move> line{mv("2-4")};
    const std::vector<Verdict> verdicts = judge.judge(line);
    const Position after = applyMove(judge.variant().rules(), judge.variant().start(), line.front());
    QVERIFY(bestNextMoves(judge, after, verdicts).empty());
}

QTEST_GUILESS_MAIN(JudgeTest)
#include "tst_judge.moc"

// Yancey's printed criteria (seed 004, sections 2.1-2.3) against exhaustive
// search. The finding, documented in resources/docs/findings.md ("Yancey's criteria"):
//  - on the optimal path (positions reached by proper play) a move keeps an
//    optimal finish exactly when it is a forward step or a jump over the other
//    colour and leaves none of the five improper boards: no disagreement on
//    any classic board up to 5 x 5 (both orientations) or strict board up to
//    4 x 4;
//  - off the optimal path the criteria say nothing about the best move from
//    there, and the smallest boards already show both kinds of disagreement.
#include "analysis/distances.h"
#include "analysis/judge.h"
#include "analysis/verdict.h"
#include "model/rules.h"
#include "reference_graph.h"
#include "row_boards.h"

#include <QRandomGenerator>
#include <QTest>

#include <unordered_map>

using namespace leapfrog;
using namespace leapfrog::testing;

namespace {

std::unordered_map<Position, int> levelsFromStart(const Variant& variant)
{
    return reference::levelsFrom(variant, variant.start());
}

} // namespace

class CriteriaTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void exactOnOptimalPath_data() { addRowBoards(); }
    void exactOnOptimalPath();
    void disagreementsOffPath_data();
    void disagreementsOffPath();
    void withoutSearchMatchesExact_data() { addRowBoards(); }
    void withoutSearchMatchesExact();
};

void CriteriaTest::exactOnOptimalPath()
{
    QFETCH(QString, spec);
    const Variant variant = Variant::parse(spec.toStdString());
    const ExhaustiveDistances distances(variant);
    const int minimum = *distances.toGoal(variant.start());
    int checked = 0;
    for (const auto& [position, level] : levelsFromStart(variant)) {
        const auto before = distances.toGoal(position);
        if (!before || level + *before != minimum) {
            continue;
        }
        for (const Move move : legalMoves(variant.board(), variant.rules(), position)) {
            const auto after = distances.toGoal(applyMove(variant.rules(), position, move));
            const bool keepsOptimal = after && *after == *before - 1;
            QVERIFY2(meetsYanceyCriteria(variant, position, move) == keepsOptimal,
                     qPrintable(QString::fromStdString(position.text() + " " + moveText(move))));
            ++checked;
        }
    }
    QVERIFY(checked > 0);
}

// The smallest counterexamples, off the optimal path, of each kind: a best
// move the criteria reject, and a move the criteria accept that is not best.
void CriteriaTest::disagreementsOffPath_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("position");
    QTest::addColumn<QString>("move");
    QTest::addColumn<bool>("best");
    QTest::newRow("best but backward") << "classic:1x2" << "BRR_" << "3-4" << true;
    QTest::newRow("criteria but not best") << "classic:1x2" << "_RRB" << "2-1" << false;
    QTest::newRow("best but backward, balanced") << "classic:2" << "_BBRR" << "2-1" << true;
    QTest::newRow("criteria but not best, balanced") << "classic:2" << "RRBB_" << "4-5" << false;
}

void CriteriaTest::disagreementsOffPath()
{
    QFETCH(QString, spec);
    QFETCH(QString, position);
    QFETCH(QString, move);
    QFETCH(bool, best);
    const Variant variant = Variant::parse(spec.toStdString());
    const ExhaustiveDistances distances(variant);
    const Position p = variant.parsePosition(position.toStdString());
    const Move m = variant.parseMove(move.toStdString());
    const auto before = distances.toGoal(p);
    const auto after = distances.toGoal(applyMove(variant.rules(), p, m));
    QVERIFY(before.has_value());
    QCOMPARE(after && *after == *before - 1, best);
    QCOMPARE(meetsYanceyCriteria(variant, p, m), !best);
    // Off the optimal path: no shortest game from the start passes here.
    const auto levels = levelsFromStart(variant);
    QVERIFY(levels.at(p) + *before > *distances.toGoal(variant.start()));
}

// Random games (a third of the moves random, the rest proper): the judge
// without search gives the exact judge's proper flag on every move, and its
// best flag wherever it claims to know it.
void CriteriaTest::withoutSearchMatchesExact()
{
    QFETCH(QString, spec);
    const Variant variant = Variant::parse(spec.toStdString());
    const Judge exactJudge(variant, std::make_shared<ExhaustiveDistances>(variant));
    const Judge criteriaJudge(variant, 0); // no table: Yancey's criteria
    QVERIFY(!criteriaJudge.isExact());
    QRandomGenerator random(20261122);
    for (int game = 0; game < 40; ++game) {
        std::vector<Move> line;
        Position position = variant.start();
        while (!variant.isGoal(position) && line.size() < 60) {
            const auto moves = legalMoves(variant.board(), variant.rules(), position);
            if (moves.empty()) {
                break;
            }
            const Move move = moves[random.bounded(static_cast<int>(moves.size()))];
            line.push_back(move);
            position = applyMove(variant.rules(), position, move);
        }
        const auto exact = exactJudge.judge(line);
        const auto quick = criteriaJudge.judge(line);
        QCOMPARE(quick.size(), exact.size());
        for (std::size_t i = 0; i < exact.size(); ++i) {
            QCOMPARE(quick[i].proper, exact[i].proper);
            QCOMPARE(quick[i].gameWasOptimal, exact[i].gameWasOptimal);
            if (quick[i].basis == Basis::Criteria) {
                QCOMPARE(quick[i].best, exact[i].best);
            }
        }
    }
}

QTEST_GUILESS_MAIN(CriteriaTest)
#include "tst_criteria.moc"

// Verdicts on moves: categories, improper boards, and both exact verdicts
// (proper, best-from-here with its cost) against a plain reference that
// searches afresh from every position.
#include "analysis/category.h"
#include "analysis/distances.h"
#include "analysis/improper_board.h"
#include "analysis/judge.h"
#include "analysis/verdict.h"
#include "model/rules.h"
#include "reference_graph.h"
#include "row_boards.h"
#include "search/bfs.h"

#include <QTest>

#include <algorithm>

#include <unordered_map>

using namespace leapfrog;
using namespace leapfrog::testing;

namespace {

// Reference distance: a fresh plain search from the position.
std::optional<int> referenceDistance(const Variant& variant, const Position& position)
{
    const auto path = bfsSolve(variant, position);
    return path ? std::optional<int>(static_cast<int>(path->size())) : std::nullopt;
}

// Reference distances for rule sets whose moves can be taken back (classic:
// a step or jump reverses along the same line; pairs: the pair shifts back
// into the holes it left): one forward search from the goal gives every
// position's distance to it. The strict rules are not reversible and use a
// fresh search per position instead.
class ReferenceDistances {
public:
    explicit ReferenceDistances(const Variant& variant)
        : variant_(variant)
        , reversible_(variant.rules() != RuleSet::Strict)
    {
        if (!reversible_) {
            return;
        }
        fromGoal_ = reference::levelsFrom(variant, variant.goal());
    }

    std::optional<int> operator()(const Position& position) const
    {
        if (!reversible_) {
            return referenceDistance(variant_, position);
        }
        const auto found = fromGoal_.find(position);
        return found == fromGoal_.end() ? std::nullopt : std::optional<int>(found->second);
    }

private:
    const Variant& variant_;
    bool reversible_;
    std::unordered_map<Position, int> fromGoal_;
};

// Every position reachable from the start with its fewest moves from the start.
std::unordered_map<Position, int> reachable(const Variant& variant)
{
    return reference::levelsFrom(variant, variant.start());
}

} // namespace

class VerdictTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void categories_data();
    void categories();
    void improperBoards_data();
    void improperBoards();
    void improperBoardsMatchDefinition();
    void exactAgainstReference_data();
    void exactAgainstReference();
    void lineLeavesOptimalPathOnce();
    void reasons_data();
    void reasons();
};

void VerdictTest::categories_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("position");
    QTest::addColumn<QString>("move");
    QTest::addColumn<QString>("category");
    QTest::newRow("blue forward step") << "classic:1" << "B_R" << "1-2" << "forward-step";
    QTest::newRow("red forward step") << "classic:1" << "B_R" << "3-2" << "forward-step";
    QTest::newRow("blue hetero jump") << "classic:1" << "BR_" << "1-3" << "hetero-jump";
    QTest::newRow("red hetero jump") << "classic:1" << "_BR" << "3-1" << "hetero-jump";
    QTest::newRow("red backward jump") << "classic:1" << "RB_" << "1-3" << "backward-jump";
    QTest::newRow("blue backward jump") << "classic:1" << "_RB" << "3-1" << "backward-jump";
    QTest::newRow("blue backward step") << "classic:1" << "_BR" << "2-1" << "backward-step";
    QTest::newRow("red backward step") << "classic:1" << "BR_" << "2-3" << "backward-step";
    QTest::newRow("homo blue right") << "classic:2x1" << "BB_R" << "1-3" << "homo-jump";
    QTest::newRow("homo blue left") << "classic:2x1" << "R_BB" << "4-2" << "homo-jump";
    QTest::newRow("homo red left") << "classic:1x2" << "B_RR" << "4-2" << "homo-jump";
    QTest::newRow("pair shift") << "pairs:4" << "BBBBRRRR__" << "2-9" << "pair-shift";
}

void VerdictTest::categories()
{
    QFETCH(QString, spec);
    QFETCH(QString, position);
    QFETCH(QString, move);
    QFETCH(QString, category);
    const Variant variant = Variant::parse(spec.toStdString());
    const Category found = categorize(variant, variant.parsePosition(position.toStdString()),
                                      variant.parseMove(move.toStdString()));
    QCOMPARE(QString::fromUtf8(categoryName(found).data()), category);
}

void VerdictTest::improperBoards_data()
{
    QTest::addColumn<QString>("position");
    QTest::addColumn<QString>("pattern"); // empty: proper board
    QTest::addColumn<QList<int>>("holes"); // 1-based
    QTest::newRow("start") << "BBB_RRR" << "" << QList<int>{};
    QTest::newRow("S BB R") << "_BBRBRR" << "*S*BB*R*" << QList<int>{1, 2, 3, 4};
    QTest::newRow("R BB S") << "BRRBB_R" << "*R*BB*S*" << QList<int>{2, 4, 5, 6};
    QTest::newRow("S RR B") << "B_RRBRB" << "*S*RR*B*" << QList<int>{2, 3, 4, 5};
    QTest::newRow("B RR S") << "BRRBR_B" << "*B*RR*S*" << QList<int>{1, 2, 3, 6};
    QTest::newRow("BRSBR") << "BBR_BRR" << "*BRSBR*" << QList<int>{2, 3, 4, 5, 6};
    QTest::newRow("alternating") << "RBRB_RB" << "" << QList<int>{};
    QTest::newRow("goal") << "RRR_BBB" << "" << QList<int>{};
}

void VerdictTest::improperBoards()
{
    QFETCH(QString, position);
    QFETCH(QString, pattern);
    QFETCH(QList<int>, holes);
    const auto found = findImproperBoard(Position::fromText(position.toStdString()));
    QCOMPARE(found.has_value(), !pattern.isEmpty());
    if (found) {
        QCOMPARE(QString::fromStdString(found->pattern), pattern);
        QList<int> oneBased;
        for (const int hole : found->holes) {
            oneBased << hole + 1;
        }
        QCOMPARE(oneBased, holes);
    }
}

// The literal reading of `*X*PP*Y*`: some X, then an adjacent pair of P, then
// some Y, over all index choices. The linear search (only the first pair after
// the first X matters) must agree on every arrangement of small boards.
void VerdictTest::improperBoardsMatchDefinition()
{
    const auto literal = [](const std::string& text) {
        const std::string patterns[] = {"_BBR", "RBB_", "_RRB", "BRR_"};
        const int n = static_cast<int>(text.size());
        for (const std::string& pattern : patterns) {
            for (int x = 0; x < n; ++x) {
                for (int p = x + 1; p + 1 < n; ++p) {
                    for (int y = p + 2; y < n; ++y) {
                        if (text[static_cast<std::size_t>(x)] == pattern[0] && text[static_cast<std::size_t>(p)] == pattern[1]
                            && text[static_cast<std::size_t>(p) + 1] == pattern[2] && text[static_cast<std::size_t>(y)] == pattern[3]) {
                            return true;
                        }
                    }
                }
            }
        }
        return text.find("BR_BR") != std::string::npos;
    };
    int improper = 0;
    for (const auto& [blue, red] : {std::pair{4, 4}, std::pair{5, 3}, std::pair{2, 6}}) {
        std::string text = std::string(static_cast<std::size_t>(blue), 'B') + std::string(static_cast<std::size_t>(red), 'R') + "_";
        std::sort(text.begin(), text.end());
        do {
            const bool found = findImproperBoard(Position::fromText(text)).has_value();
            QVERIFY2(found == literal(text), text.c_str());
            improper += found ? 1 : 0;
        } while (std::next_permutation(text.begin(), text.end()));
    }
    QVERIFY(improper > 0);
}

// Every legal move from every reachable position, with the game arrived there
// by a shortest route: proper, best and cost against fresh plain searches.
void VerdictTest::exactAgainstReference_data()
{
    // Issue 5's table: the row boards, and pairs up to 6.
    addRowBoards();
    for (int n = 1; n <= 6; ++n) {
        QTest::newRow(("pairs:" + std::to_string(n)).c_str()) << QString::fromStdString("pairs:" + std::to_string(n));
    }
}

void VerdictTest::exactAgainstReference()
{
    QFETCH(QString, spec);
    const Variant variant = Variant::parse(spec.toStdString());
    const auto distances = std::make_shared<ExhaustiveDistances>(variant);
    const Judge judge(variant, distances);
    const ReferenceDistances reference(variant);
    const auto shortest = reference(variant.start());
    if (!shortest) { // pairs:1 and pairs:2 cannot be solved: no move is proper
        QVERIFY(!distances->toGoal(variant.start()).has_value());
        QVERIFY(!judge.minimum());
        return;
    }
    QCOMPARE(judge.minimum(), shortest);
    const int minimum = *shortest;
    int properCount = 0;
    for (const auto& [position, arrival] : reachable(variant)) {
        const auto before = reference(position);
        for (const Move move : legalMoves(variant.board(), variant.rules(), position)) {
            const Verdict verdict = judge.judge({&move, 1}, {position, arrival, false}).front();
            const auto after = reference(applyMove(variant.rules(), position, move));
            const bool optimalSoFar = before && arrival + *before == minimum;
            const bool keepsShortest = before && after && *after == *before - 1;
            QVERIFY(verdict.legal);
            QCOMPARE(verdict.best, keepsShortest);
            QCOMPARE(verdict.proper, optimalSoFar && keepsShortest);
            QCOMPARE(verdict.distanceAfter, after);
            if (before && after) {
                QCOMPARE(verdict.cost.value(), *after + 1 - *before);
            } else {
                QVERIFY(!verdict.cost.has_value());
            }
            QVERIFY(!verdict.reason.empty());
            properCount += verdict.proper ? 1 : 0;
        }
    }
    QVERIFY(properCount > 0);
}

// After the first improper move, every later move says the game is no longer
// optimal instead of flagging a new error.
void VerdictTest::lineLeavesOptimalPathOnce()
{
    const Variant variant = Variant::classic(2, 2);
    const Judge judge(variant, std::make_shared<ExhaustiveDistances>(variant));
    const std::vector<Move> line{moveFromText("2-3"), moveFromText("3-2"), moveFromText("2-3"), moveFromText("1-2")};
    const auto verdicts = judge.judge(line);
    QCOMPARE(verdicts.size(), line.size());
    QVERIFY(verdicts[0].proper);
    QVERIFY(!verdicts[1].proper);
    QCOMPARE(verdicts[1].category, Category::BackwardStep);
    QCOMPARE(verdicts[1].cost.value(), 2);
    QVERIFY(verdicts[2].best); // undoing the detour is the best move from there
    QVERIFY(!verdicts[2].gameWasOptimal);
    QVERIFY(QString::fromStdString(verdicts[2].reason).contains("no longer optimal"));
    QVERIFY(QString::fromStdString(verdicts[3].reason).contains("no longer optimal"));
}

void VerdictTest::reasons_data()
{
    QTest::addColumn<QString>("moves");
    QTest::addColumn<QString>("reasonHas");
    QTest::addColumn<QString>("pattern");
    QTest::newRow("proper") << "3-4" << "keeps an optimal finish" << "";
    QTest::newRow("homo jump") << "2-4" << "same colour" << "*S*BB*R*";
    QTest::newRow("backward") << "3-4 4-3" << "away from its destination" << "";
    QTest::newRow("improper board") << "3-4 5-3 4-5" << "improper board" << "*BRSBR*";
    QTest::newRow("illegal") << "1-2" << "Illegal: hole 2 is not empty" << "";
}

void VerdictTest::reasons()
{
    QFETCH(QString, moves);
    QFETCH(QString, reasonHas);
    QFETCH(QString, pattern);
    const Variant variant = Variant::classic(3, 3);
    const Judge judge(variant, std::make_shared<ExhaustiveDistances>(variant));
    std::vector<Move> line;
    for (const QString& text : moves.split(' ')) {
        line.push_back(moveFromText(text.toStdString()));
    }
    const Verdict last = judge.judge(line).back();
    QVERIFY2(QString::fromStdString(last.reason).contains(reasonHas), last.reason.c_str());
    QCOMPARE(QString::fromStdString(last.pattern), pattern);
}

QTEST_GUILESS_MAIN(VerdictTest)
#include "tst_verdict.moc"

// Which best move the hint shows and what its card says (ui/play/hintchoice.h),
// without a window: on every position of small classic rows, with every move
// that could have led there as the game's last move (and with none), the
// choice is checked against the test's own breadth-first distances
// (row_bfs.h) and its own reading of each move off the row's text: forward
// or backward, over which colour, whether it puts the last move back.
#include "analysis/category.h"
#include "model/variant.h"
#include "play/hintchoice.h"
#include "words/hinttexts.h"

#include "row_bfs.h"

#include <QtTest>

#include <optional>
#include <vector>

using namespace leapfrog;
using namespace leapfrog::ui;
using leapfrog::testing::classicDistancesToGoal;
using leapfrog::testing::classicGoal;
using leapfrog::testing::classicStart;
using leapfrog::testing::moved;

namespace {

// A classic move read off the row's text: the peg of hole `from` (0-based)
// into the empty hole.
struct RowMove {
    int from;
    int to;
};

std::vector<RowMove> rowMoves(const QString& row)
{
    std::vector<RowMove> moves;
    const int empty = static_cast<int>(row.indexOf('_'));
    for (const int from : {empty - 2, empty - 1, empty + 1, empty + 2}) {
        if (from >= 0 && from < row.size()) {
            moves.push_back({from, empty});
        }
    }
    return moves;
}

QString after(const QString& row, RowMove move) { return moved(row, move.from + 1, move.to + 1); }

// Blue goes right, red goes left: the papers' forward.
bool backward(const QString& row, RowMove move)
{
    return row[move.from] == 'B' ? move.to < move.from : move.to > move.from;
}

bool overOwnColour(const QString& row, RowMove move)
{
    return std::abs(move.to - move.from) == 2 && row[(move.from + move.to) / 2] == row[move.from];
}

// How far from a shortest solution a move looks by the rules of thumb the
// tutorial teaches: over the own colour worst (whichever way), then backward.
int doubtOf(const QString& row, RowMove move)
{
    if (overOwnColour(row, move)) {
        return 2;
    }
    return backward(row, move) ? 1 : 0;
}

} // namespace

class TestHintChoice : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void choosesAmongTheBest_data();
    void choosesAmongTheBest();
};

void TestHintChoice::choosesAmongTheBest_data()
{
    QTest::addColumn<int>("blue");
    QTest::addColumn<int>("red");
    for (const auto& [blue, red] : std::vector<std::pair<int, int>>{{1, 1}, {2, 2}, {3, 3}, {4, 4}, {2, 3}, {3, 1}}) {
        QTest::addRow("classic:%dx%d", blue, red) << blue << red;
    }
}

void TestHintChoice::choosesAmongTheBest()
{
    QFETCH(int, blue);
    QFETCH(int, red);
    const Variant variant = Variant::classic(blue, red);
    const std::map<QString, int> distance = classicDistancesToGoal(classicGoal(blue, red));
    QVERIFY(distance.contains(classicStart(blue, red)));
    int rulesOfThumbDecided = 0; // positions where the best moves differ in doubt
    int undoChosen = 0;
    int undoAsGoodSaid = 0;
    for (const auto& [row, toGoal] : distance) {
        if (toGoal == 0) {
            continue;
        }
        const Position now = Position::fromText(row.toStdString());
        std::vector<RowMove> best;
        std::vector<HintCandidate> candidates;
        for (const RowMove move : rowMoves(row)) {
            if (distance.at(after(row, move)) == toGoal - 1) {
                best.push_back(move);
                candidates.push_back({Move{move.from, move.to}, categorize(variant, now, Move{move.from, move.to})});
            }
        }
        QVERIFY2(!best.empty(), qPrintable(row));
        int leastDoubt = 3;
        for (const RowMove move : best) {
            leastDoubt = std::min(leastDoubt, doubtOf(row, move));
        }
        // The game's last move: none, or any move that leads here.
        std::vector<std::optional<QString>> befores{std::nullopt};
        for (const RowMove move : rowMoves(row)) {
            befores.push_back(after(row, move)); // classic moves are undone by a move of their own kind
        }
        for (const std::optional<QString>& before : befores) {
            for (const bool firstSlip : {false, true}) {
                HintGame game{variant.rules(), now, std::nullopt, firstSlip};
                if (before) {
                    game.beforeLastMove = Position::fromText(before->toStdString());
                }
                const HintChoice choice = chooseHint(game, candidates);
                const auto chosen = std::ranges::find_if(
                    best, [&](RowMove move) { return move.from == choice.move.from && move.to == choice.move.to; });
                QVERIFY2(chosen != best.end(), qPrintable(row));
                const auto undoes = [&](RowMove move) { return before && after(row, move) == *before; };
                // Never a move the rules of thumb doubt more than another best move.
                QCOMPARE(doubtOf(row, *chosen), leastDoubt);
                // Among the least doubted, the one that puts the last move back.
                const bool undoAmongLeast = std::ranges::any_of(
                    best, [&](RowMove move) { return undoes(move) && doubtOf(row, move) == leastDoubt; });
                QCOMPARE(undoes(*chosen), undoAmongLeast);
                QCOMPARE(choice.undoesLastMove, undoes(*chosen));
                const bool undoIsBest = std::ranges::any_of(best, undoes);
                QCOMPARE(choice.undoAsGood, !undoes(*chosen) && undoIsBest);
                // The card says what the choice is: Undo's words where the
                // move puts the last one back, Undo's better way where it
                // does not but putting it back is as short, the search's
                // reason alone otherwise.
                const QString said = hintReason(game, choice, nullptr);
                QCOMPARE(said == hintUndoesText(firstSlip), undoes(*chosen));
                QCOMPARE(said.contains(hintUndoDoesBetterText(firstSlip)), choice.undoAsGood);
                QCOMPARE(said.startsWith(hintFromSearchReason()), !undoes(*chosen));
                rulesOfThumbDecided += std::ranges::any_of(best, [&](RowMove move) { return doubtOf(row, move) > leastDoubt; });
                undoChosen += int{undoes(*chosen) && best.size() > 1};
                undoAsGoodSaid += int{choice.undoAsGood};
            }
        }
    }
    // The rows above hold every case the choice tells apart (on the 1x1 and
    // 3x1 rows some never arise).
    if (blue >= 2 && red >= 2) {
        QVERIFY(rulesOfThumbDecided > 0);
        QVERIFY(undoChosen > 0);
        QVERIFY(undoAsGoodSaid > 0);
    }
}

QTEST_GUILESS_MAIN(TestHintChoice)
#include "tst_hintchoice.moc"

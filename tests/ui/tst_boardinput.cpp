// The board's input and marks as values (ui/play/boardinput.h, playmarks.h),
// with no widget: what a click or a key means on every hole of boards of
// every family, along a walk of each board's moves, checked against what the
// positions themselves say (the holes a move empties and fills), and against
// the board's geometry for the keyboard's square.
#include "board/boardgeometry.h"
#include "model/rules.h"
#include "model/variant.h"
#include "play/boardinput.h"
#include "play/playmarks.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <deque>
#include <random>
#include <set>

using namespace leapfrog;
using namespace leapfrog::ui;

namespace {

// The holes a change of position emptied (a peg left) and filled (a peg came).
std::set<int> emptiedBy(const Position& before, const Position& after)
{
    std::set<int> holes;
    for (int hole = 0; hole < before.size(); ++hole) {
        if (isPeg(before.at(hole)) && !isPeg(after.at(hole))) {
            holes.insert(hole);
        }
    }
    return holes;
}

std::set<int> filledBy(const Position& before, const Position& after) { return emptiedBy(after, before); }

struct TestBoard {
    Variant variant;
    BoardGeometry geometry;
    explicit TestBoard(const char* spec)
        : variant(Variant::parse(spec))
        , geometry(variant.board())
    {
    }
    std::vector<Move> legal(const Position& position) const
    {
        return legalMoves(variant.board(), variant.rules(), position);
    }
    std::vector<MoveChoice> moves(const Position& position) const
    {
        const std::vector<Move> all = legal(position);
        return moveChoices(variant.rules(), position, all);
    }
};

// Positions along a walk of random legal moves from the start (seeded: the
// same walk every run), the start first.
std::vector<Position> walk(const TestBoard& board, int steps)
{
    std::mt19937 random(20261207);
    std::vector<Position> positions{board.variant.start()};
    for (int step = 0; step < steps; ++step) {
        const std::vector<Move> legal = board.legal(positions.back());
        if (legal.empty()) {
            break;
        }
        const Move move = legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(random)];
        positions.push_back(applyMove(board.variant.rules(), positions.back(), move));
    }
    return positions;
}

double distance(const BoardGeometry& geometry, int a, int b)
{
    const QPointF offset = geometry.centre(a) - geometry.centre(b);
    return std::hypot(offset.x(), offset.y());
}

void boardTable()
{
    QTest::addColumn<QString>("spec");
    for (const char* spec : {"classic:3", "classic:2x3", "classic:3h2k2", "strict:3", "pairs:4", "pairs:5", "y:2",
                             "branch:3,1,1,1", "dudeney:4", "grid:2"}) {
        QTest::newRow(spec) << QString::fromLatin1(spec);
    }
}

} // namespace

class BoardInputTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void aClickMeansTheMovesThatEmptyItsHole_data() { boardTable(); }
    // A click on a hole plays the one move that takes a peg out of it, lifts
    // the peg when several do (each then played by its own second click, the
    // peg put back by a click on it again), and is refused when none does.
    void aClickMeansTheMovesThatEmptyItsHole()
    {
        QFETCH(QString, spec);
        const TestBoard board(spec.toLatin1().constData());
        for (const Position& position : walk(board, 12)) {
            const std::vector<MoveChoice> moves = board.moves(position);
            for (int hole = 0; hole < position.size(); ++hole) {
                std::set<Move> meant;
                for (const Move move : board.legal(position)) {
                    if (emptiedBy(position, applyMove(board.variant.rules(), position, move)).contains(hole)) {
                        meant.insert(move);
                    }
                }
                const ClickReading click = readClick(InputState{}, position, moves, false, hole);
                if (meant.empty()) {
                    QCOMPARE(click.intent, ClickIntent::Refuse);
                    continue;
                }
                if (meant.size() == 1) {
                    QCOMPARE(click.intent, ClickIntent::Play);
                    QCOMPARE(click.move.move, *meant.begin());
                    continue;
                }
                QCOMPARE(click.intent, ClickIntent::Lift);
                QCOMPARE(click.next.selected, hole);
                std::set<Move> offered;
                std::set<int> secondClicks;
                for (const MoveChoice& choice : click.next.choices) {
                    offered.insert(choice.move);
                    secondClicks.insert(choice.secondClick);
                    const ClickReading second = readClick(click.next, position, moves, false, choice.secondClick);
                    QCOMPARE(second.intent, ClickIntent::Play);
                    QCOMPARE(second.move.move, choice.move);
                    QCOMPARE(second.next.selected, -1);
                }
                QCOMPARE(offered, meant);
                QCOMPARE(secondClicks.size(), meant.size()); // each choice its own hole
                const ClickReading again = readClick(click.next, position, moves, false, hole);
                QCOMPARE(again.intent, ClickIntent::PutBack);
                QCOMPARE(again.next.selected, -1);
                QVERIFY(again.next.choices.empty());
            }
            // Beside the board nothing happens; on a solved game nothing moves.
            QCOMPARE(readClick(InputState{}, position, moves, false, -1).intent, ClickIntent::Nothing);
            const int peg = holesWithPegs(position).front();
            QCOMPARE(readClick(InputState{}, position, moves, true, peg).intent, ClickIntent::Solved);
        }
    }

    // After a pair shift made at one click, a click on a hole it emptied
    // (the player meant to pick the partner) says the pair moved already.
    void aPairsEmptiedHoleSaysThePairMoved()
    {
        const TestBoard board("pairs:4");
        const Position start = board.variant.start();
        const std::vector<MoveChoice> moves = board.moves(start);
        bool seen = false;
        for (int hole = 0; hole < start.size(); ++hole) {
            const ClickReading click = readClick(InputState{}, start, moves, false, hole);
            if (click.intent != ClickIntent::Play) {
                continue;
            }
            const Position after = applyMove(board.variant.rules(), start, click.move.move);
            const std::set<int> emptied = emptiedBy(start, after);
            QCOMPARE(emptied.size(), std::size_t{2});
            for (const int left : emptied) {
                const ClickReading next = readClick(click.next, after, board.moves(after), false, left);
                QCOMPARE(next.intent, ClickIntent::PairShifted);
                QVERIFY(next.next.justEmptied.empty()); // said once
            }
            seen = true;
        }
        QVERIFY(seen);
    }

    void theArrowsReachEveryPeg_data() { boardTable(); }
    // From where the square starts, the arrow keys reach every peg, and each
    // step goes to a peg on the key's side of the square.
    void theArrowsReachEveryPeg()
    {
        QFETCH(QString, spec);
        const TestBoard board(spec.toLatin1().constData());
        for (const Position& position : walk(board, 6)) {
            const std::vector<MoveChoice> moves = board.moves(position);
            const int start = startingCursor(board.geometry, position, moves, std::nullopt);
            QVERIFY(start >= 0 && isPeg(position.at(start)));
            std::set<int> reached{start};
            std::deque<int> frontier{start};
            while (!frontier.empty()) {
                InputState state;
                state.cursor = frontier.front();
                frontier.pop_front();
                for (const BoardKey key : {BoardKey::Left, BoardKey::Right, BoardKey::Up, BoardKey::Down}) {
                    const std::optional<int> next = cursorAfterKey(board.geometry, state, position, moves, key);
                    QVERIFY(next && isPeg(position.at(*next)));
                    if (*next != state.cursor) {
                        const QPointF offset = board.geometry.centre(*next) - board.geometry.centre(state.cursor);
                        const double ahead = key == BoardKey::Left    ? -offset.x()
                                             : key == BoardKey::Right ? offset.x()
                                             : key == BoardKey::Up    ? -offset.y()
                                                                      : offset.y();
                        QVERIFY2(ahead > 0, qPrintable(QStringLiteral("%1 from %2").arg(*next).arg(state.cursor)));
                    }
                    if (reached.insert(*next).second) {
                        frontier.push_back(*next);
                    }
                }
            }
            const std::vector<int> pegs = holesWithPegs(position);
            QCOMPARE(reached, std::set<int>(pegs.begin(), pegs.end()));
        }
    }

    void theSquareStartsWhereThePlayIs_data() { boardTable(); }
    // The square starts on a peg that can move, none nearer the empty hole;
    // on the tutorial's guide's peg when one guides.
    void theSquareStartsWhereThePlayIs()
    {
        QFETCH(QString, spec);
        const TestBoard board(spec.toLatin1().constData());
        for (const Position& position : walk(board, 6)) {
            const std::vector<MoveChoice> moves = board.moves(position);
            const std::vector<int> movable = movablePegs(moves);
            const int start = startingCursor(board.geometry, position, moves, std::nullopt);
            const int empty = position.findEmpty();
            if (movable.empty()) {
                QVERIFY(isPeg(position.at(start)));
                continue;
            }
            QVERIFY(std::ranges::find(movable, start) != movable.end());
            for (const int other : movable) {
                QVERIFY(distance(board.geometry, other, empty) >= distance(board.geometry, start, empty) - 1e-9);
            }
            const Move guide = moves.back().move;
            QCOMPARE(startingCursor(board.geometry, position, moves, guide), guide.from);
            // Home and End: the first and the last peg that can move.
            InputState state;
            state.cursor = start;
            QCOMPARE(cursorAfterKey(board.geometry, state, position, moves, BoardKey::First).value_or(-2), movable.front());
            QCOMPARE(cursorAfterKey(board.geometry, state, position, moves, BoardKey::Last).value_or(-2), movable.back());
        }
    }

    // Enter acts as a click on the square's peg, on the hinted peg makes the
    // hint; Esc puts a lifted peg back with the square on it; a key makes
    // the mouse's marks step aside.
    void theKeysMeanWhatTheySay()
    {
        const TestBoard board("classic:3h2k2");
        const Position position = board.variant.start();
        const std::vector<MoveChoice> moves = board.moves(position);
        InputState state;
        state.mouseUsed = true;
        state.cursor = movablePegs(moves).front();
        const KeyReading enter = readKey(board.geometry, state, position, moves, std::nullopt, BoardKey::Activate);
        QCOMPARE(enter.intent, KeyIntent::Act);
        QCOMPARE(enter.hole, state.cursor);
        QVERIFY(enter.next.keyboardUsed && !enter.next.mouseUsed);
        const Move hinted = choicesAt(moves, state.cursor).front().move;
        QCOMPARE(readKey(board.geometry, state, position, moves, hinted, BoardKey::Activate).intent,
                 KeyIntent::MakeHintedMove);
        // A peg with several moves (on the walk's first position that has
        // one) lifted by Enter, then Esc.
        int several = -1;
        Position there;
        for (const Position& walked : walk(board, 12)) {
            for (const int peg : movablePegs(board.moves(walked))) {
                if (several < 0 && choicesAt(board.moves(walked), peg).size() > 1) {
                    several = peg;
                    there = walked;
                }
            }
        }
        QVERIFY(several >= 0);
        const std::vector<MoveChoice> thereMoves = board.moves(there);
        InputState keyboard;
        keyboard.keyboardUsed = true;
        keyboard.cursor = several;
        const ClickReading lifted = readClick(keyboard, there, thereMoves, false, several);
        QCOMPARE(lifted.intent, ClickIntent::Lift);
        QCOMPARE(lifted.next.cursor, lifted.next.choices.front().secondClick); // the square on the first choice
        const KeyReading esc = readKey(board.geometry, lifted.next, there, thereMoves, std::nullopt, BoardKey::Cancel);
        QCOMPARE(esc.intent, KeyIntent::PutAway);
        QCOMPARE(esc.next.selected, -1);
        QCOMPARE(esc.next.cursor, several);
        // No square yet: Enter shows it on the first peg that can move.
        const KeyReading first = readKey(board.geometry, InputState{}, position, moves, std::nullopt, BoardKey::Activate);
        QCOMPARE(first.intent, KeyIntent::MoveCursor);
        QCOMPARE(first.next.cursor, movablePegs(moves).front());
        // A board with no peg: nothing to move.
        const Position bare = Position::fromText(std::string(static_cast<std::size_t>(position.size()), '_'));
        QCOMPARE(readKey(board.geometry, InputState{}, bare, {}, std::nullopt, BoardKey::Right).intent,
                 KeyIntent::NothingToMove);
    }

    void theMarksShowTheMoves_data() { boardTable(); }
    // The arrow on a move marks the holes it empties and fills; the input's
    // marks are the lifted peg's choices, the square once a key was used.
    void theMarksShowTheMoves()
    {
        QFETCH(QString, spec);
        const TestBoard board(spec.toLatin1().constData());
        for (const Position& position : walk(board, 6)) {
            const std::vector<MoveChoice> moves = board.moves(position);
            for (const MoveChoice& choice : moves) {
                BoardMarks marks;
                markArrow(marks, moves, choice.move);
                const Position after = applyMove(board.variant.rules(), position, choice.move);
                QCOMPARE(std::set<int>(marks.hintFrom.begin(), marks.hintFrom.end()), emptiedBy(position, after));
                QCOMPARE(std::set<int>(marks.hintTo.begin(), marks.hintTo.end()), filledBy(position, after));
            }
            BoardMarks none;
            markArrow(none, moves, Move{-5, -7});
            QVERIFY(none.hintFrom.empty() && none.hintTo.empty());
            const std::vector<PlayableMove> playable = playableMoves(board.variant, moves);
            QCOMPARE(playable.size(), board.legal(position).size());
            for (const int peg : movablePegs(moves)) {
                InputState state;
                state.cursor = peg;
                state.hovered = peg;
                const ClickReading click = readClick(state, position, moves, false, peg);
                BoardMarks marks;
                markInput(marks, click.next, moves, false);
                QCOMPARE(marks.cursor, -1); // no key used, no guide: no square
                QCOMPARE(marks.hovered, peg);
                if (click.intent == ClickIntent::Lift) {
                    QCOMPARE(marks.selected, peg);
                    QCOMPARE(marks.targets.size(), click.next.choices.size());
                }
                markInput(marks, click.next, moves, true);
                QCOMPARE(marks.cursor, click.next.cursor);
            }
        }
    }

    // Looking back at the moves of lines of one to six moves: the arrow keys
    // walk them one at a time and stop at the ends, Home and End jump to the
    // ends, Esc and Enter return to the game.
    void theKeysWalkThePastMoves()
    {
        for (std::size_t made = 1; made <= 6; ++made) {
            const std::size_t last = made - 1;
            for (const auto& [onward, back] : {std::pair{BoardKey::Right, BoardKey::Left}, std::pair{BoardKey::Down, BoardKey::Up}}) {
                std::vector<std::size_t> seen{0};
                for (std::size_t press = 0; press < made + 2; ++press) {
                    const std::optional<std::size_t> next = reviewAfterKey(seen.back(), made, onward);
                    QVERIFY(next.has_value());
                    if (*next != seen.back()) {
                        seen.push_back(*next);
                    }
                }
                QCOMPARE(seen.size(), made); // every move once, in order, then the last kept
                for (std::size_t index = 0; index < made; ++index) {
                    QCOMPARE(seen[index], index);
                }
                std::size_t at = last;
                for (std::size_t press = 0; press < made + 2; ++press) {
                    const std::optional<std::size_t> next = reviewAfterKey(at, made, back);
                    QVERIFY(next.has_value());
                    QCOMPARE(*next, at > 0 ? at - 1 : 0);
                    at = *next;
                }
            }
            for (std::size_t at = 0; at < made; ++at) {
                QCOMPARE(reviewAfterKey(at, made, BoardKey::First), std::optional<std::size_t>(0));
                QCOMPARE(reviewAfterKey(at, made, BoardKey::Last), std::optional<std::size_t>(last));
                QVERIFY(!reviewAfterKey(at, made, BoardKey::Cancel));
                QVERIFY(!reviewAfterKey(at, made, BoardKey::Activate));
            }
        }
    }
};

QTEST_GUILESS_MAIN(BoardInputTest)
#include "tst_boardinput.moc"

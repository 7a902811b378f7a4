#pragma once
// The rule sets: which moves are legal, and what a move does. Pure functions
// on immutable positions (Tatham's execute_move shape).
//
//  classic  a peg slides into an adjacent empty hole, or jumps one peg of any
//           colour along a jump line into an empty hole (seed 000, Table 1:
//           all 12 cases where the board allows them).
//  strict   seed 003: a peg moves only toward its destination (blue to higher
//           holes, red to lower holes) and hops only over the other colour.
//           Rows, and the grid (holes numbered row by row: blue moves right
//           or down, red left or up).
//  On a row whose board has a reach K > 1 a jump passes over up to K pegs,
//  pegs only (never a hole); under strict every jumped peg is of the other
//  colour.
//  pairs    seed 002: two adjacent pegs shift, keeping their order, into the
//           two adjacent empty holes. The move names the left hole of the pair
//           before and after.
#include "board.h"
#include "move.h"
#include "position.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace leapfrog {

enum class RuleSet { Classic, Strict, Pairs };

std::string_view ruleSetName(RuleSet rules);

enum class MoveShape { Step, Jump, PairShift };

namespace detail {

// `Cells` is Position or any type with the same size(), at(hole) and
// findEmpty(from) (the search engine's compact CellArray), so that one
// implementation of the rules serves the window and the engine.
// Rows with a reach K > 1: from each empty hole, scan the run of pegs on
// either side; every peg of the run up to K + 1 away may move in (classic),
// or, under strict, a blue from the left or a red from the right whose
// jumped pegs are all of the other colour. Froms ascending for each hole.
template<typename Cells, typename Visit>
void forEachLongRowMove(const Board& board, RuleSet rules, const Cells& position, Visit& visit)
{
    const int reach = board.reach();
    const int size = position.size();
    const bool strict = rules == RuleSet::Strict;
    for (int to = position.findEmpty(); to >= 0; to = position.findEmpty(to + 1)) {
        int left = 0; // pegs in the run left of `to`, at most reach + 1
        while (left <= reach && to - left - 1 >= 0 && isPeg(position.at(to - left - 1))) {
            ++left;
        }
        // Under strict a blue at distance d moves in when the d - 1 pegs it
        // passes are red: the reds next to `to` come first.
        int redRun = 0;
        while (strict && redRun < left && position.at(to - 1 - redRun) == Cell::Red) {
            ++redRun;
        }
        for (int d = left; d >= 1; --d) {
            const int from = to - d;
            if (strict && (position.at(from) != Cell::Blue || d - 1 > redRun)) {
                continue;
            }
            visit(Move{from, to});
        }
        int blueRun = 0;
        int right = 0;
        while (right <= reach && to + right + 1 < size && isPeg(position.at(to + right + 1))) {
            ++right;
        }
        while (strict && blueRun < right && position.at(to + 1 + blueRun) == Cell::Blue) {
            ++blueRun;
        }
        for (int d = 1; d <= right; ++d) {
            const int from = to + d;
            if (strict && (position.at(from) != Cell::Red || d - 1 > blueRun)) {
                continue;
            }
            visit(Move{from, to});
        }
    }
}

template<typename Cells, typename Visit>
void forEachSingleMove(const Board& board, RuleSet rules, const Cells& position, Visit& visit)
{
    if (board.reach() > 1) {
        forEachLongRowMove(board, rules, position, visit);
        return;
    }
    for (int to = position.findEmpty(); to >= 0; to = position.findEmpty(to + 1)) {
        for (const WayIn& way : board.waysInto(to)) {
            const Cell mover = position.at(way.from);
            if (!isPeg(mover)) {
                continue;
            }
            if (way.over >= 0) {
                const Cell jumped = position.at(way.over);
                if (!isPeg(jumped) || (rules == RuleSet::Strict && jumped == mover)) {
                    continue;
                }
            }
            if (rules == RuleSet::Strict && (mover == Cell::Blue) != (to > way.from)) {
                continue;
            }
            visit(Move{way.from, to});
        }
    }
}

template<typename Cells, typename Visit>
void forEachPairShift(const Cells& position, Visit& visit)
{
    const int to = position.findEmpty();
    if (to < 0 || to + 1 >= position.size() || position.at(to + 1) != Cell::Empty) {
        return;
    }
    for (int from = 0; from + 1 < position.size(); ++from) {
        if (isPeg(position.at(from)) && isPeg(position.at(from + 1))) {
            visit(Move{from, to});
        }
    }
}

} // namespace detail

// Visits every legal move, in ascending (from, to) order on boards with one
// empty hole (and for the pair rules); allocates nothing. `position` is a
// Position or any type with its size(), at(hole) and findEmpty(from).
template<typename Cells, typename Visit>
void forEachMove(const Board& board, RuleSet rules, const Cells& position, Visit&& visit)
{
    if (rules == RuleSet::Pairs) {
        detail::forEachPairShift(position, visit);
    } else {
        detail::forEachSingleMove(board, rules, position, visit);
    }
}

std::vector<Move> legalMoves(const Board& board, RuleSet rules, const Position& position);
bool hasLegalMove(const Board& board, RuleSet rules, const Position& position);

// Why a move is not legal, as data (holes 0-based): the window says it in
// its own language (ui/export/illegaltext.h), describe() in the CLI's
// English. One kind per sentence; each uses only the fields named with it.
struct IllegalMove {
    enum class Kind {
        HoleOffBoard,      // count: the board's holes
        PairOffBoard,      // count: the last hole a pair may start at (1-based)
        PairNotTwoPegs,    // hole: the left hole of the pair that should shift
        PairNotTwoEmpty,   // hole: the left hole of the pair it should shift into
        NoPeg,             // hole: the move's from
        NotEmpty,          // hole: the move's to
        OutOfReach,        // from, to; count: the board's reach (1: over one peg)
        JumpOverEmpty,     // hole: the jumped hole (a jump over one peg)
        LongJumpOverEmpty, // hole: the first empty hole a long jump passes
        WrongWay,          // colour: strict rows, a peg moving away from its destination
        SameColourHop,     // strict rows: a hop over a peg of the mover's colour
        SameColourInRun,   // hole, colour: strict long rows, a jumped peg of the mover's colour
        GridWrongWay,      // colour, wrongWay: strict grid, the way it may not go
        GridSameColourHop, // strict grid: a hop over a peg of the mover's colour
    };
    enum class Direction { Left, Right, Up, Down };

    Kind kind = Kind::HoleOffBoard;
    int hole = -1;
    int from = -1;
    int to = -1;
    int count = 0;
    Cell colour = Cell::Empty;
    Direction wrongWay = Direction::Left;
    friend bool operator==(const IllegalMove&, const IllegalMove&) = default;
};

// Why `move` is not legal here; nullopt when it is legal.
std::optional<IllegalMove> whyIllegal(const Board& board, RuleSet rules, const Position& position, Move move);
// The same in one plain English sentence with 1-based holes (the CLI's
// words: its text and JSON output, never translated).
std::string describe(const IllegalMove& why);
// whyIllegal, described.
std::optional<std::string> illegalReason(const Board& board, RuleSet rules, const Position& position, Move move);
bool isLegal(const Board& board, RuleSet rules, const Position& position, Move move);

// Plays a legal move on `cells` in place (precondition: isLegal). `Cells` is
// Position or any type with its at(hole) and set(hole, cell).
template<typename Cells>
void playMove(RuleSet rules, Cells& cells, Move move)
{
    if (rules == RuleSet::Pairs) {
        const Cell left = cells.at(move.from);
        const Cell right = cells.at(move.from + 1);
        cells.set(move.from, Cell::Empty);
        cells.set(move.from + 1, Cell::Empty);
        cells.set(move.to, left);
        cells.set(move.to + 1, right);
        return;
    }
    const Cell mover = cells.at(move.from);
    cells.set(move.from, Cell::Empty);
    cells.set(move.to, mover);
}

// The position after a legal move (precondition: isLegal).
Position applyMove(RuleSet rules, Position position, Move move);
// The same, changing `position` itself: for loops over millions of moves.
void applyMoveInPlace(RuleSet rules, Position& position, Move move);

// Step, jump or pair shift, from the geometry of a legal move.
MoveShape moveShape(const Board& board, RuleSet rules, Move move);

} // namespace leapfrog

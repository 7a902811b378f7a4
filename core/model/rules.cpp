#include "rules.h"

namespace leapfrog {

std::string_view ruleSetName(RuleSet rules)
{
    switch (rules) {
    case RuleSet::Classic: return "classic";
    case RuleSet::Strict: return "strict";
    case RuleSet::Pairs: return "pairs";
    }
    return "classic";
}

std::vector<Move> legalMoves(const Board& board, RuleSet rules, const Position& position)
{
    std::vector<Move> moves;
    forEachMove(board, rules, position, [&](Move move) { moves.push_back(move); });
    return moves;
}

bool hasLegalMove(const Board& board, RuleSet rules, const Position& position)
{
    bool any = false;
    forEachMove(board, rules, position, [&](Move) { any = true; });
    return any;
}

namespace {

using Kind = IllegalMove::Kind;
using Direction = IllegalMove::Direction;

std::optional<IllegalMove> pairShiftProblem(const Position& position, Move move)
{
    const int last = position.size() - 1;
    if (move.from + 1 > last || move.to + 1 > last) {
        return IllegalMove{.kind = Kind::PairOffBoard, .count = last};
    }
    if (!isPeg(position.at(move.from)) || !isPeg(position.at(move.from + 1))) {
        return IllegalMove{.kind = Kind::PairNotTwoPegs, .hole = move.from};
    }
    if (position.at(move.to) != Cell::Empty || position.at(move.to + 1) != Cell::Empty) {
        return IllegalMove{.kind = Kind::PairNotTwoEmpty, .hole = move.to};
    }
    return std::nullopt;
}

std::optional<IllegalMove> strictProblem(const Position& position, Move move, int over)
{
    const Cell mover = position.at(move.from);
    if ((mover == Cell::Blue) != (move.to > move.from)) {
        return IllegalMove{.kind = Kind::WrongWay, .colour = mover};
    }
    if (over >= 0 && position.at(over) == mover) {
        return IllegalMove{.kind = Kind::SameColourHop};
    }
    return std::nullopt;
}

// The grid: blue moves right or down, red left or up (holes numbered row by
// row, so toward a higher hole for blue), over a peg of the other colour.
std::optional<IllegalMove> gridStrictProblem(const Board& board, const Position& position, Move move, int over)
{
    const Cell mover = position.at(move.from);
    if ((mover == Cell::Blue) != (move.to > move.from)) {
        const bool sameRow = move.from / board.columns() == move.to / board.columns();
        const Direction wrongWay = sameRow ? (mover == Cell::Blue ? Direction::Left : Direction::Right)
                                           : (mover == Cell::Blue ? Direction::Up : Direction::Down);
        return IllegalMove{.kind = Kind::GridWrongWay, .colour = mover, .wrongWay = wrongWay};
    }
    if (over >= 0 && position.at(over) == mover) {
        return IllegalMove{.kind = Kind::GridSameColourHop};
    }
    return std::nullopt;
}

// Rows whose jumps pass over up to K pegs (board.reach() > 1).
std::optional<IllegalMove> longRowProblem(const Board& board, RuleSet rules, const Position& position, Move move)
{
    const int reach = board.reach();
    const int distance = move.to > move.from ? move.to - move.from : move.from - move.to;
    if (distance > reach + 1) {
        return IllegalMove{.kind = Kind::OutOfReach, .from = move.from, .to = move.to, .count = reach};
    }
    const Cell mover = position.at(move.from);
    const std::vector<int> jumped = board.jumpedHoles(move.from, move.to);
    for (const int over : jumped) {
        if (!isPeg(position.at(over))) {
            return IllegalMove{.kind = Kind::LongJumpOverEmpty, .hole = over};
        }
    }
    if (rules != RuleSet::Strict) {
        return std::nullopt;
    }
    if ((mover == Cell::Blue) != (move.to > move.from)) {
        return IllegalMove{.kind = Kind::WrongWay, .colour = mover};
    }
    for (const int over : jumped) {
        if (position.at(over) == mover) {
            return IllegalMove{.kind = Kind::SameColourInRun, .hole = over, .colour = mover};
        }
    }
    return std::nullopt;
}

std::string hole(int index) { return "hole " + std::to_string(index + 1); }

std::string colourName(Cell cell)
{
    switch (cell) {
    case Cell::Blue: return "blue";
    case Cell::Red: return "red";
    case Cell::Yellow: return "yellow";
    case Cell::Empty: break;
    }
    return "empty";
}

std::string directionName(Direction direction)
{
    switch (direction) {
    case Direction::Left: return "left";
    case Direction::Right: return "right";
    case Direction::Up: return "up";
    case Direction::Down: return "down";
    }
    return "left";
}

} // namespace

std::optional<IllegalMove> whyIllegal(const Board& board, RuleSet rules, const Position& position, Move move)
{
    const int holes = board.holeCount();
    if (move.from < 0 || move.from >= holes || move.to < 0 || move.to >= holes) {
        return IllegalMove{.kind = Kind::HoleOffBoard, .count = holes};
    }
    if (rules == RuleSet::Pairs) {
        return pairShiftProblem(position, move);
    }
    if (!isPeg(position.at(move.from))) {
        return IllegalMove{.kind = Kind::NoPeg, .hole = move.from};
    }
    if (position.at(move.to) != Cell::Empty) {
        return IllegalMove{.kind = Kind::NotEmpty, .hole = move.to};
    }
    if (board.reach() > 1) {
        return longRowProblem(board, rules, position, move);
    }
    const int over = board.middle(move.from, move.to);
    if (!board.adjacent(move.from, move.to) && over < 0) {
        return IllegalMove{.kind = Kind::OutOfReach, .from = move.from, .to = move.to, .count = 1};
    }
    if (over >= 0 && !isPeg(position.at(over))) {
        return IllegalMove{.kind = Kind::JumpOverEmpty, .hole = over};
    }
    if (rules == RuleSet::Strict && board.isGrid()) {
        return gridStrictProblem(board, position, move, over);
    }
    if (rules == RuleSet::Strict) {
        return strictProblem(position, move, over);
    }
    return std::nullopt;
}

std::string describe(const IllegalMove& why)
{
    const std::string colour = colourName(why.colour);
    const bool blue = why.colour == Cell::Blue;
    switch (why.kind) {
    case Kind::HoleOffBoard: return "holes are numbered 1 to " + std::to_string(why.count);
    case Kind::PairOffBoard:
        return "a pair shift names the left holes of two adjacent pairs, each from 1 to " + std::to_string(why.count);
    case Kind::PairNotTwoPegs:
        return "holes " + std::to_string(why.hole + 1) + " and " + std::to_string(why.hole + 2)
               + " do not hold two pegs to shift";
    case Kind::PairNotTwoEmpty:
        return "holes " + std::to_string(why.hole + 1) + " and " + std::to_string(why.hole + 2)
               + " are not the two empty holes";
    case Kind::NoPeg: return hole(why.hole) + " holds no peg";
    case Kind::NotEmpty: return hole(why.hole) + " is not empty";
    case Kind::OutOfReach:
        return "a peg moves to an adjacent hole or jumps over "
               + (why.count == 1 ? std::string("one peg") : "up to " + std::to_string(why.count) + " pegs") + "; "
               + hole(why.to) + " is out of reach from " + hole(why.from);
    case Kind::JumpOverEmpty: return "a jump needs a peg to jump over, and " + hole(why.hole) + " is empty";
    case Kind::LongJumpOverEmpty: return "a jump passes over pegs only, and " + hole(why.hole) + " is empty";
    case Kind::WrongWay:
        return "under the strict rules a " + colour + " peg only moves " + (blue ? "right" : "left")
               + ", toward its destination";
    case Kind::SameColourHop: return "under the strict rules a peg only hops over a peg of the other colour";
    case Kind::SameColourInRun:
        return "under the strict rules a peg only hops over pegs of the other colour, and " + hole(why.hole)
               + " holds a " + colour + " peg";
    case Kind::GridWrongWay:
        return "on the grid a " + colour + " peg only moves " + (blue ? "right or down" : "left or up") + ", never "
               + directionName(why.wrongWay);
    case Kind::GridSameColourHop: return "on the grid a peg only hops over a peg of the other colour";
    }
    return "the move is illegal";
}

std::optional<std::string> illegalReason(const Board& board, RuleSet rules, const Position& position, Move move)
{
    const auto why = whyIllegal(board, rules, position, move);
    return why ? std::optional<std::string>(describe(*why)) : std::nullopt;
}

bool isLegal(const Board& board, RuleSet rules, const Position& position, Move move)
{
    return !whyIllegal(board, rules, position, move).has_value();
}

Position applyMove(RuleSet rules, Position position, Move move)
{
    playMove(rules, position, move);
    return position;
}

void applyMoveInPlace(RuleSet rules, Position& position, Move move)
{
    playMove(rules, position, move);
}

MoveShape moveShape(const Board& board, RuleSet rules, Move move)
{
    if (rules == RuleSet::Pairs) {
        return MoveShape::PairShift;
    }
    return board.adjacent(move.from, move.to) ? MoveShape::Step : MoveShape::Jump;
}

} // namespace leapfrog

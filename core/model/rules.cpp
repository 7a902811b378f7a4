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

std::optional<std::string> pairShiftProblem(const Position& position, Move move)
{
    const int last = position.size() - 1;
    if (move.from + 1 > last || move.to + 1 > last) {
        return "a pair shift names the left holes of two adjacent pairs, each from 1 to "
               + std::to_string(last);
    }
    if (!isPeg(position.at(move.from)) || !isPeg(position.at(move.from + 1))) {
        return "holes " + std::to_string(move.from + 1) + " and " + std::to_string(move.from + 2)
               + " do not hold two pegs to shift";
    }
    if (position.at(move.to) != Cell::Empty || position.at(move.to + 1) != Cell::Empty) {
        return "holes " + std::to_string(move.to + 1) + " and " + std::to_string(move.to + 2)
               + " are not the two empty holes";
    }
    return std::nullopt;
}

std::optional<std::string> strictProblem(const Position& position, Move move, int over)
{
    const Cell mover = position.at(move.from);
    if ((mover == Cell::Blue) != (move.to > move.from)) {
        return "under the strict rules a " + colourName(mover) + " peg only moves "
               + (mover == Cell::Blue ? "right" : "left") + ", toward its destination";
    }
    if (over >= 0 && position.at(over) == mover) {
        return "under the strict rules a peg only hops over a peg of the other colour";
    }
    return std::nullopt;
}

// The grid: blue moves right or down, red left or up (holes numbered row by
// row, so toward a higher hole for blue), over a peg of the other colour.
std::optional<std::string> gridStrictProblem(const Board& board, const Position& position, Move move, int over)
{
    const Cell mover = position.at(move.from);
    if ((mover == Cell::Blue) != (move.to > move.from)) {
        const bool sameRow = move.from / board.columns() == move.to / board.columns();
        const std::string wrongWay = sameRow ? (mover == Cell::Blue ? "left" : "right") : (mover == Cell::Blue ? "up" : "down");
        return "on the grid a " + colourName(mover) + " peg only moves " + (mover == Cell::Blue ? "right or down" : "left or up")
               + ", never " + wrongWay;
    }
    if (over >= 0 && position.at(over) == mover) {
        return "on the grid a peg only hops over a peg of the other colour";
    }
    return std::nullopt;
}

// Rows whose jumps pass over up to K pegs (board.reach() > 1).
std::optional<std::string> longRowProblem(const Board& board, RuleSet rules, const Position& position, Move move)
{
    const int reach = board.reach();
    const int distance = move.to > move.from ? move.to - move.from : move.from - move.to;
    if (distance > reach + 1) {
        return "a peg moves to an adjacent hole or jumps over up to " + std::to_string(reach) + " pegs; "
               + hole(move.to) + " is out of reach from " + hole(move.from);
    }
    const Cell mover = position.at(move.from);
    const std::vector<int> jumped = board.jumpedHoles(move.from, move.to);
    for (const int over : jumped) {
        if (!isPeg(position.at(over))) {
            return "a jump passes over pegs only, and " + hole(over) + " is empty";
        }
    }
    if (rules != RuleSet::Strict) {
        return std::nullopt;
    }
    if ((mover == Cell::Blue) != (move.to > move.from)) {
        return "under the strict rules a " + colourName(mover) + " peg only moves "
               + (mover == Cell::Blue ? "right" : "left") + ", toward its destination";
    }
    for (const int over : jumped) {
        if (position.at(over) == mover) {
            return "under the strict rules a peg only hops over pegs of the other colour, and " + hole(over)
                   + " holds a " + colourName(mover) + " peg";
        }
    }
    return std::nullopt;
}

} // namespace

std::optional<std::string> illegalReason(const Board& board, RuleSet rules, const Position& position, Move move)
{
    const int holes = board.holeCount();
    if (move.from < 0 || move.from >= holes || move.to < 0 || move.to >= holes) {
        return "holes are numbered 1 to " + std::to_string(holes);
    }
    if (rules == RuleSet::Pairs) {
        return pairShiftProblem(position, move);
    }
    if (!isPeg(position.at(move.from))) {
        return hole(move.from) + " holds no peg";
    }
    if (position.at(move.to) != Cell::Empty) {
        return hole(move.to) + " is not empty";
    }
    if (board.reach() > 1) {
        return longRowProblem(board, rules, position, move);
    }
    const int over = board.middle(move.from, move.to);
    if (!board.adjacent(move.from, move.to) && over < 0) {
        return "a peg moves to an adjacent hole or jumps over one peg; " + hole(move.to) + " is out of reach from "
               + hole(move.from);
    }
    if (over >= 0 && !isPeg(position.at(over))) {
        return "a jump needs a peg to jump over, and " + hole(over) + " is empty";
    }
    if (rules == RuleSet::Strict && board.isGrid()) {
        return gridStrictProblem(board, position, move, over);
    }
    if (rules == RuleSet::Strict) {
        return strictProblem(position, move, over);
    }
    return std::nullopt;
}

bool isLegal(const Board& board, RuleSet rules, const Position& position, Move move)
{
    return !illegalReason(board, rules, position, move).has_value();
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

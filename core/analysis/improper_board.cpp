#include "improper_board.h"

namespace leapfrog {

namespace {

// The first hole holding `cell` in [from, to), or -1.
int findIn(const Position& position, Cell cell, int from, int to)
{
    for (int hole = std::max(from, 0); hole < std::min(to, position.size()); ++hole) {
        if (position.at(hole) == cell) {
            return hole;
        }
    }
    return -1;
}

// `*X*PP*Y*`: X somewhere, then an adjacent pair of P, then Y somewhere.
// Only the first pair after the first X matters: if no Y follows it, none
// follows a later pair either. One pass, so boards of any size are checked in
// linear time.
std::optional<ImproperBoard> pairBetween(const Position& position, Cell first, Cell pair, Cell last,
                                         const char* pattern)
{
    const int size = position.size();
    const int x = findIn(position, first, 0, size);
    if (x < 0) {
        return std::nullopt;
    }
    for (int p = x + 1; p + 1 < size; ++p) {
        if (position.at(p) == pair && position.at(p + 1) == pair) {
            const int y = findIn(position, last, p + 2, size);
            if (y < 0) {
                return std::nullopt;
            }
            return ImproperBoard{pattern, {x, p, p + 1, y}};
        }
    }
    return std::nullopt;
}

std::optional<ImproperBoard> blueRedHoleBlueRed(const Position& position)
{
    const int hole = position.findEmpty();
    if (hole < 2 || hole + 2 >= position.size()) {
        return std::nullopt;
    }
    const bool matches = position.at(hole - 2) == Cell::Blue && position.at(hole - 1) == Cell::Red
                         && position.at(hole + 1) == Cell::Blue && position.at(hole + 2) == Cell::Red;
    if (!matches) {
        return std::nullopt;
    }
    return ImproperBoard{"*BRSBR*", {hole - 2, hole - 1, hole, hole + 1, hole + 2}};
}

} // namespace

std::optional<ImproperBoard> findImproperBoard(const Position& position)
{
    if (auto found = pairBetween(position, Cell::Empty, Cell::Blue, Cell::Red, "*S*BB*R*")) {
        return found;
    }
    if (auto found = pairBetween(position, Cell::Red, Cell::Blue, Cell::Empty, "*R*BB*S*")) {
        return found;
    }
    if (auto found = pairBetween(position, Cell::Empty, Cell::Red, Cell::Blue, "*S*RR*B*")) {
        return found;
    }
    if (auto found = pairBetween(position, Cell::Blue, Cell::Red, Cell::Empty, "*B*RR*S*")) {
        return found;
    }
    return blueRedHoleBlueRed(position);
}

} // namespace leapfrog

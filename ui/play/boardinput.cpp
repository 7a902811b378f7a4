#include "boardinput.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

namespace leapfrog::ui {

namespace {

bool holds(std::span<const int> holes, int hole) { return std::ranges::find(holes, hole) != holes.end(); }

// A lifted peg put down: the keyboard's square goes back to it.
void putDown(InputState& state)
{
    if (state.selected >= 0 && state.keyboardUsed) {
        state.cursor = state.selected;
    }
    state.selected = -1;
    state.choices.clear();
}

// The nearest of `options` in the key's direction, preferring ones straight
// ahead (rows and trees alike); `cursor` when none lies ahead.
int stepInDirection(const BoardGeometry& geometry, int cursor, std::span<const int> options, BoardKey key)
{
    const QPointF direction = key == BoardKey::Left    ? QPointF(-1, 0)
                              : key == BoardKey::Right ? QPointF(1, 0)
                              : key == BoardKey::Up    ? QPointF(0, -1)
                                                       : QPointF(0, 1);
    const QPointF here = geometry.centre(cursor);
    int found = cursor;
    double bestScore = std::numeric_limits<double>::max();
    for (const int hole : options) {
        const QPointF offset = geometry.centre(hole) - here;
        const double ahead = QPointF::dotProduct(offset, direction);
        const double aside = std::abs(QPointF::dotProduct(offset, QPointF(-direction.y(), direction.x())));
        if (ahead > 1e-6 && ahead + 2 * aside < bestScore) {
            bestScore = ahead + 2 * aside;
            found = hole;
        }
    }
    return found;
}

} // namespace

std::vector<MoveChoice> moveChoices(RuleSet rules, const Position& position, std::span<const Move> legal)
{
    std::vector<MoveChoice> moves;
    moves.reserve(legal.size());
    for (const Move move : legal) {
        moves.push_back({move, motionsBetween(position, applyMove(rules, position, move)), -1});
    }
    return moves;
}

std::vector<MoveChoice> choicesAt(std::span<const MoveChoice> moves, int hole)
{
    std::vector<MoveChoice> here;
    for (const MoveChoice& choice : moves) {
        const auto& motions = choice.motions;
        if (std::ranges::none_of(motions, [hole](const PegMotion& m) { return m.from == hole; })) {
            continue;
        }
        MoveChoice copy = choice;
        // One peg: the second click names where it goes. Several (a pair):
        // the second click names the peg it moves with.
        if (motions.size() == 1) {
            copy.secondClick = motions.front().to;
        } else {
            copy.secondClick = motions.front().from == hole ? motions.back().from : motions.front().from;
        }
        here.push_back(std::move(copy));
    }
    return here;
}

std::vector<int> holesWithPegs(const Position& position)
{
    std::vector<int> holes;
    for (int hole = 0; hole < position.size(); ++hole) {
        if (isPeg(position.at(hole))) {
            holes.push_back(hole);
        }
    }
    return holes;
}

std::vector<int> movablePegs(std::span<const MoveChoice> moves)
{
    std::vector<int> holes;
    for (const MoveChoice& choice : moves) {
        for (const PegMotion& motion : choice.motions) {
            holes.push_back(motion.from);
        }
    }
    std::ranges::sort(holes);
    holes.erase(std::unique(holes.begin(), holes.end()), holes.end());
    return holes;
}

int nearestHole(const BoardGeometry& geometry, int hole, std::span<const int> holes)
{
    const QPointF here = geometry.centre(hole);
    int found = -1;
    double shortest = std::numeric_limits<double>::max();
    for (const int other : holes) {
        const QPointF offset = geometry.centre(other) - here;
        // Of two as near (within rounding), the first in `holes`.
        if (const double distance = std::hypot(offset.x(), offset.y()); distance < shortest - 1e-6) {
            shortest = distance;
            found = other;
        }
    }
    return found;
}

ClickReading readClick(const InputState& state, const Position& position, std::span<const MoveChoice> moves,
                       bool won, int hole)
{
    ClickReading reading;
    reading.next = state;
    InputState& next = reading.next;
    const std::vector<int> emptied = std::exchange(next.justEmptied, {});
    if (state.selected < 0 && hole >= 0 && holds(emptied, hole) && !isPeg(position.at(hole))) {
        reading.intent = ClickIntent::PairShifted;
        return reading;
    }
    if (state.selected >= 0) {
        const auto chosen = std::ranges::find(state.choices, hole, &MoveChoice::secondClick);
        putDown(next);
        if (chosen != state.choices.end()) {
            reading.intent = ClickIntent::Play;
            reading.move = *chosen;
            return reading;
        }
        if (hole == state.selected) {
            reading.intent = ClickIntent::PutBack;
            return reading;
        }
    }
    if (hole < 0) {
        return reading;
    }
    if (won) {
        reading.intent = ClickIntent::Solved;
        return reading;
    }
    std::vector<MoveChoice> here = choicesAt(moves, hole);
    if (here.empty()) {
        reading.intent = ClickIntent::Refuse;
    } else if (here.size() == 1) {
        reading.intent = ClickIntent::Play;
        reading.move = here.front();
        if (reading.move.motions.size() > 1) {
            for (const PegMotion& motion : reading.move.motions) {
                next.justEmptied.push_back(motion.from);
            }
        }
    } else {
        reading.intent = ClickIntent::Lift;
        next.selected = hole;
        if (next.keyboardUsed) {
            next.cursor = here.front().secondClick;
        }
        next.choices = std::move(here);
    }
    return reading;
}

std::optional<int> cursorAfterKey(const BoardGeometry& geometry, const InputState& state, const Position& position,
                                  std::span<const MoveChoice> moves, BoardKey key)
{
    std::vector<int> options;
    for (const MoveChoice& choice : state.choices) {
        options.push_back(choice.secondClick);
    }
    const bool ends = key == BoardKey::First || key == BoardKey::Last;
    if (options.empty()) {
        options = ends ? movablePegs(moves) : holesWithPegs(position);
    }
    if (options.empty()) {
        return std::nullopt;
    }
    if (key == BoardKey::Last) {
        return options.back();
    }
    if (state.cursor < 0 || key == BoardKey::First) {
        return options.front();
    }
    return stepInDirection(geometry, state.cursor, options, key);
}

KeyReading readKey(const BoardGeometry& geometry, const InputState& state, const Position& position,
                   std::span<const MoveChoice> moves, std::optional<Move> hint, BoardKey key)
{
    KeyReading reading;
    reading.next = state;
    InputState& next = reading.next;
    next.keyboardUsed = true;
    next.mouseUsed = false;
    if (key == BoardKey::Cancel) {
        reading.intent = KeyIntent::PutAway;
        putDown(next);
        return reading;
    }
    if (key == BoardKey::Activate) {
        if (hint && next.cursor == hint->from) {
            reading.intent = KeyIntent::MakeHintedMove;
            return reading;
        }
        if (next.cursor >= 0) {
            reading.intent = KeyIntent::Act;
            reading.hole = next.cursor;
            return reading;
        }
        key = BoardKey::First; // no square yet: Enter shows it on the first peg that can move
    }
    const std::optional<int> cursor = cursorAfterKey(geometry, next, position, moves, key);
    if (!cursor) {
        reading.intent = KeyIntent::NothingToMove;
        return reading;
    }
    reading.intent = KeyIntent::MoveCursor;
    next.cursor = *cursor;
    return reading;
}

int startingCursor(const BoardGeometry& geometry, const Position& position, std::span<const MoveChoice> moves,
                   std::optional<Move> guide)
{
    if (guide && guide->from >= 0 && guide->from < position.size() && isPeg(position.at(guide->from))) {
        return guide->from; // the peg the tutorial's card asks for
    }
    const std::vector<int> pegs = holesWithPegs(position);
    const int empty = position.findEmpty();
    if (empty < 0) {
        return pegs.empty() ? -1 : pegs.front();
    }
    const int movable = nearestHole(geometry, empty, movablePegs(moves));
    return movable >= 0 ? movable : nearestHole(geometry, empty, pegs);
}

int cursorOnAPeg(const BoardGeometry& geometry, const Position& position, int cursor)
{
    if (cursor >= position.size() || (cursor >= 0 && !isPeg(position.at(cursor)))) {
        return cursor < position.size() ? nearestHole(geometry, cursor, holesWithPegs(position)) : -1;
    }
    return cursor;
}

int cursorFollowingPeg(int cursor, const Position& from, const Position& to)
{
    if (cursor < 0 || from.size() != to.size()) {
        return cursor;
    }
    for (const PegMotion& motion : motionsBetween(from, to)) {
        if (motion.from == cursor) {
            return motion.to; // the peg just moved (or taken back) keeps the keyboard's square
        }
    }
    return cursor;
}

std::optional<std::size_t> reviewAfterKey(std::size_t at, std::size_t made, BoardKey key)
{
    const std::size_t last = made - 1;
    switch (key) {
    case BoardKey::Left:
    case BoardKey::Up:
        return at > 0 ? at - 1 : 0;
    case BoardKey::Right:
    case BoardKey::Down:
        return std::min(at + 1, last);
    case BoardKey::First:
        return 0;
    case BoardKey::Last:
        return last;
    case BoardKey::Cancel:
    case BoardKey::Activate:
        break;
    }
    return std::nullopt;
}

} // namespace leapfrog::ui

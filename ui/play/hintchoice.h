#pragma once
// Which of a position's equally good moves the hint shows, and what its card
// says of it: plain functions of the game's values (the position, the one
// before the last move, each best move's kind), so that the choice is tested
// without a window (tests/ui/tst_hintchoice.cpp). PlayController only asks
// the game model for those values and shows the answer.
#include "analysis/category.h"
#include "analysis/verdict.h"
#include "model/move.h"
#include "model/position.h"
#include "model/rules.h"

#include <QString>

#include <optional>
#include <span>

namespace leapfrog::ui {

// One of the best moves, with the kind of move the judge calls it (nullopt
// where the judge cannot tell: the search found the move).
struct HintCandidate {
    Move move;
    std::optional<Category> category;
};

// The game as the hint reads it: where it stands, and its last move.
struct HintGame {
    RuleSet rules = RuleSet::Classic;
    Position now;
    std::optional<Position> beforeLastMove; // nullopt: no move made yet
    bool lastMoveWasFirstSlip = false;      // Undo brings back the fewest moves
};

struct HintChoice {
    Move move;
    bool undoesLastMove = false; // it leads back to the position before the last move
    // It does not, but another best move does: taking the last move back is
    // as short, and Undo does it without counting a move.
    bool undoAsGood = false;
};

// Does `move` lead back to the position before the game's last move?
bool undoesLastMove(const HintGame& game, Move move);

// The hint among equally good moves `best` (not empty). First none that the
// tutorial and the help say never belong to a shortest solution (a jump
// over the own colour, then a move backward: a newcomer hinted 5-4 back
// where 2-4 was as short), then the one that takes the last move back (a
// backward slip taken back forward; Undo does better still, and the card
// says so), then the first.
HintChoice chooseHint(const HintGame& game, std::span<const HintCandidate> best);

// The hint card's plain words on the choice: best by `verdict` (nullptr: by
// the search alone), or that it takes the last move back, which Undo does
// without counting a move. After a mistake "it keeps the shortest finish"
// read as a claim on the game, which had lost it.
QString hintReason(const HintGame& game, const HintChoice& choice, const Verdict* verdict);

} // namespace leapfrog::ui

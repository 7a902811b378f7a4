#pragma once
// What the investigation knows of a board: the player's own best game (from
// the record book) or, once revealed, the engine's answer. Plain values, no Qt
// objects; the engine's answer is worked out by answerFor() on any thread.
#include "play/movekinds.h"
#include "play/recordbook.h"
#include "search/control.h"

#include <optional>

namespace leapfrog::ui {

// The engine's answer for a board's start.
struct Answer {
    std::optional<int> minimum;     // the fewest moves; nullopt: the goal cannot be reached
    std::optional<MoveKinds> kinds; // the slides and jumps of an optimal solution (none for pair shifts)
};

// The fewest moves by the exact methods (catalog/solve.h: a construction where
// one serves, else exhaustive search within `control`), and the slides and
// jumps of the optimal solution it gives. Throws LimitError, Cancelled.
Answer answerFor(const Variant& variant, const SearchControl& control);

enum class Source { Solved, Revealed };

struct Finding {
    Source source = Source::Solved;
    std::optional<int> moves;       // nullopt: revealed as impossible
    std::optional<int> minimum;     // the fewest possible, where known
    std::optional<MoveKinds> kinds; // slides and jumps, where known
    int hints = 0;                  // hints the player's game took
    // The engine's answer beside a slower game of the player's, once the
    // board is revealed: the lesson's pattern needs the true minimum even
    // where the class played the long way.
    std::optional<Answer> revealed;

    bool optimal() const { return moves && minimum && *moves <= *minimum; }
    // The fewest moves known: the revealed minimum where one is shown beside
    // a slower game, else the moves of the game shown.
    std::optional<int> fewestKnown() const { return revealed ? revealed->minimum : moves; }
    // The slides and jumps of that fewest.
    std::optional<MoveKinds> fewestKinds() const { return revealed ? revealed->kinds : kinds; }
};

// The player's best game, as the investigation shows it.
Finding findingOf(const SolveResult& best);
// A revealed board.
Finding findingOf(const Answer& answer);
// The player's best game on a revealed board: the answer's minimum settles
// whether it was optimal, and stands beside it when it was not.
Finding findingOf(const SolveResult& best, const Answer& answer);

} // namespace leapfrog::ui

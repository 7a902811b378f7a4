#pragma once
// The verdict on a move: Leapfrog's promise that a player learns *why* a move
// spoils the optimal solution. Two exact verdicts for every legal move:
//   proper  (Yancey section 2) the whole game can still finish in the minimum:
//           moves made so far + 1 + moves still needed == minimum. Once the
//           game has left that path every later move is "no longer optimal",
//           not a new error each time.
//   best    from the current position the move keeps the shortest finish
//           (distance drops by one); otherwise `cost` says how many moves it
//           adds.
// The window and the CLI both use this; neither re-implements it.
#include "category.h"
#include "distances.h"
#include "model/move.h"
#include "model/position.h"
#include "model/variant.h"

#include <optional>
#include <span>
#include <string>
#include <vector>

namespace leapfrog {

// Where a verdict's answer comes from.
enum class Basis {
    Exact,    // distances to the goal from an exact table or search
    Criteria, // Yancey's criteria on the optimal path (no search; boards of any size)
    Unknown,  // off the optimal path on a board beyond exact search: best-from-here unknown
};

struct Verdict {
    Move move;
    Basis basis = Basis::Exact;
    bool legal = false;
    Category category = Category::ForwardStep;
    bool proper = false;
    bool best = false;
    bool gameWasOptimal = false;     // before this move the game could still finish in the minimum
    std::optional<int> cost;         // moves added to the shortest finish from here; nullopt: goal lost
    std::optional<int> distanceAfter; // moves to the goal after it; nullopt: unreachable
    std::string pattern;             // improper board it creates, e.g. "*S*BB*R*"; empty if none
    std::vector<int> holes;          // 0-based holes of that pattern
    std::string reason;              // one plain sentence
    std::string source;              // the paper section behind the reason, for readers who want it
};

// Judges `move` from `before`, where `movesMade` moves of the game came
// before it. `minimum` is the fewest moves for the whole game.
Verdict judgeMove(const Variant& variant, const Distances& distances, int minimum, int movesMade,
                  const Position& before, Move move);

// Judges every move of a line played from the start, in order. Stops after
// the first illegal move (which is the last verdict).
std::vector<Verdict> judgeLine(const Variant& variant, const Distances& distances, std::span<const Move> line);

// Yancey's criteria for a move from a position reached by proper play: the
// move is a forward step or a jump over the other colour, and the board it
// leaves is none of the five improper boards (section 2.3). Checked against
// exhaustive search on every position on an optimal path of every classic
// board up to 5 x 5 (both orientations) and strict board up to 4 x 4: they
// agree exactly there (tests/core/tst_criteria.cpp). Off the optimal path they
// do not apply. Two-colour row boards only.
bool meetsYanceyCriteria(const Variant& variant, const Position& before, Move move);

// Judging without a distance table, for boards beyond exact search: on the
// optimal path (every earlier move proper) by Yancey's criteria; off it the
// game is reported no longer optimal and best-from-here is unknown. Pair-shift
// boards have no criteria: their verdicts beyond the table are unknown.
Verdict judgeMoveWithoutSearch(const Variant& variant, bool gameWasOptimal, const Position& before, Move move);
std::vector<Verdict> judgeLineWithoutSearch(const Variant& variant, std::span<const Move> line);

} // namespace leapfrog

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
#include "../move.h"
#include "../position.h"
#include "../variant.h"
#include "category.h"
#include "distances.h"

#include <optional>
#include <span>
#include <string>
#include <vector>

namespace leapfrog {

struct Verdict {
    Move move;
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

} // namespace leapfrog

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
#include "model/move.h"
#include "model/position.h"
#include "model/variant.h"
#include "reason.h"

#include <optional>
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
    bool optimalityKnown = true;     // false: an earlier move could not be judged, so whether the game
                                     // was still optimal is unknown (gameWasOptimal is then false)
    std::optional<int> cost;         // moves added to the shortest finish from here; nullopt: goal lost
    std::optional<int> distanceAfter; // moves to the goal after it; nullopt: unreachable
    std::string pattern;             // improper board it creates, e.g. "*S*BB*R*"; empty if none
    std::vector<int> holes;          // 0-based holes of that pattern
    int movesMade = 0;               // moves of the game before this one
    std::vector<Clause> clauses;     // what the reason claims, each checked by tests/core/tst_reasons
    std::string reason;              // one plain sentence: renderReason(clauses)
    std::string source;              // the paper section behind the reason, for readers who want it

    friend bool operator==(const Verdict&, const Verdict&) = default;
};

// Yancey's criteria for a move from a position reached by proper play: the
// move is a forward step or a jump over the other colour, and the board it
// leaves is none of the five improper boards (section 2.3). Checked against
// exhaustive search on every position on an optimal path of every classic
// board up to 5 x 5 (both orientations) and strict board up to 4 x 4: they
// agree exactly there (tests/core/tst_criteria.cpp). Off the optimal path they
// do not apply. Two-colour row boards only.
bool meetsYanceyCriteria(const Variant& variant, const Position& before, Move move);

// How every verdict is made. The Judge (judge.h) is the one door that judges;
// these fill in what every verdict says whatever its basis:
//  - a verdict on `move` from `before` with the move's legality and category;
//    for an illegal move it is complete (legal false, "Illegal: ..."), and
//    `legal` tells whether to go on;
//  - once the basis and the judgements (proper, best, cost) are set, the
//    improper board the move leaves behind (`after`, two-colour rows) and
//    the sentence and source that explain the verdict.
// `movesMade` (the moves of the game before this one) places a proper move
// in the Bradley-Thomas construction.
Verdict startVerdict(const Variant& variant, const Position& before, Move move, int movesMade);
void explainVerdict(Verdict& verdict, const Variant& variant, const Position& after);

} // namespace leapfrog

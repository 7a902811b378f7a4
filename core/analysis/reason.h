#pragma once
// A reason: why a move earns its verdict, as a list of typed clauses, each a
// single factual claim with its data, from which one plain sentence is
// rendered (renderReason, the one place the words live). Keeping the claims
// as data lets tests/core/tst_reasons.cpp check every claim of every
// sentence against an independent exhaustive search, and check that the
// sentence says exactly those claims. A claim that cannot be checked on its
// board is never made: trees and pair-shift boards get only the exact cost
// and the categories defined there (forward and backward by Yancey's weight
// on trees); Yancey's lemmas about optimal solutions are cited on two-colour
// rows only.
#include "category.h"
#include "model/rules.h"

#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace leapfrog {

// The three phases of the Bradley-Thomas construction (seed 004, section
// 1.1 and Figure 2), read off the run structure of the constructed optimal
// word: the runs of jumps lengthen, the longest run (the colours fully
// interleaved), the runs shorten. A step belongs to the run it leads into.
enum class ConstructionPhase { Opening, Middle, Closing };

// Where a category's meaning can be said: on the papers' rows (and their
// longer cousins) forward is toward the peg's destination, on trees it lowers
// the board's weight; elsewhere (pair shifts, numbered frogs, the grid, rows
// of the user's own) only the category's name is said.
enum class KindMeaning { Row, Tree, NameOnly };

namespace clause {


// The move is of this category (category.h).
struct Kind {
    Category category;
    KindMeaning meaning = KindMeaning::NameOnly;
    friend bool operator==(const Kind&, const Kind&) = default;
};
// After the move the whole game can still finish in the fewest moves.
struct KeepsOptimalGame {
    friend bool operator==(const KeepsOptimalGame&, const KeepsOptimalGame&) = default;
};
// Before the move the game could finish in the fewest moves; after it, not.
struct LosesOptimalGame {
    friend bool operator==(const LosesOptimalGame&, const LosesOptimalGame&) = default;
};
// The game had already left every optimal solution before this move.
struct NoLongerOptimal {
    friend bool operator==(const NoLongerOptimal&, const NoLongerOptimal&) = default;
};
// No optimal solution of this board moves a peg backward (Yancey, section
// 2.1, Lemma 7): true on two-colour rows, false on y:2.
struct NoOptimalSolutionMovesBackward {
    friend bool operator==(const NoOptimalSolutionMovesBackward&, const NoOptimalSolutionMovesBackward&) = default;
};
// No optimal solution of this board jumps a peg over its own colour
// (Yancey, section 2.1, Lemma 6).
struct NoOptimalSolutionJumpsOwnColour {
    friend bool operator==(const NoOptimalSolutionJumpsOwnColour&, const NoOptimalSolutionJumpsOwnColour&) = default;
};
// The board after the move holds Yancey's improper board `pattern` at these
// 0-based holes, and no finish from it avoids a backward move or a jump over
// the same colour (section 2.3).
struct CreatesPattern {
    std::string pattern;
    std::vector<int> holes;
    friend bool operator==(const CreatesPattern&, const CreatesPattern&) = default;
};
// The shortest finish after the move is `moves` longer than one move less
// than the shortest finish before it (0: the move keeps the shortest finish).
struct Costs {
    int moves = 0;
    friend bool operator==(const Costs&, const Costs&) = default;
};
// The goal cannot be reached after the move.
struct GoalLost {
    friend bool operator==(const GoalLost&, const GoalLost&) = default;
};
// The best finish takes `before` moves before the move, `after` after it.
struct BestFinish {
    int before = 0;
    int after = 0;
    friend bool operator==(const BestFinish&, const BestFinish&) = default;
};
// On a classic or strict row, the move is move `number` (1-based) of `length`
// of the constructed optimal solution, in this phase of it.
struct Phase {
    ConstructionPhase phase = ConstructionPhase::Opening;
    int number = 0;
    int length = 0;
    friend bool operator==(const Phase&, const Phase&) = default;
};
// Beyond exact search: whether the move keeps an optimal finish (on the
// optimal path) or which move is best (after a slip) is not known.
struct Undecided {
    bool gameWasOptimal = true;
    // false after a move nothing could judge: whether the game is still
    // optimal is not known either, so neither is claimed.
    bool optimalityKnown = true;
    friend bool operator==(const Undecided&, const Undecided&) = default;
};
// Illegal, with the rules' reason why (describe() gives their words).
struct Illegal {
    IllegalMove why;
    friend bool operator==(const Illegal&, const Illegal&) = default;
};

} // namespace clause

using Clause = std::variant<clause::Kind, clause::KeepsOptimalGame, clause::LosesOptimalGame, clause::NoLongerOptimal,
                            clause::NoOptimalSolutionMovesBackward, clause::NoOptimalSolutionJumpsOwnColour,
                            clause::CreatesPattern, clause::Costs, clause::GoalLost, clause::BestFinish,
                            clause::Phase, clause::Undecided, clause::Illegal>;

// The one sentence that says exactly these clauses, in their order.
std::string renderReason(const std::vector<Clause>& clauses);
// The paper section behind the clauses, for readers who want it; empty when
// no clause rests on a paper (the verdict then names its basis).
std::string reasonSource(const std::vector<Clause>& clauses);

// The words for a phase: "opening", "middle", "closing".
std::string_view phaseName(ConstructionPhase phase);

} // namespace leapfrog

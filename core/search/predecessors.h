#pragma once
// The moves that lead into a position, for searches that run backwards from
// the goal.
//
// The classic and pair rules are reversible: a step or jump played backwards
// is again a legal step or jump (jump lines are symmetric, the jumped peg is
// still there), and a pair shifted back lands in the holes it left. So the
// positions one move before `after` are exactly the positions one move after
// it. The strict rules are not: a strict move goes toward the destination, and
// its reverse does not. There the candidates come from the reversible rules
// with the same geometry (classic), and a candidate is kept only when the
// forward move from it is legal under the strict rules.
#include "cell_array.h"
#include "model/board.h"
#include "model/rules.h"

namespace leapfrog {

// Whether every legal move's reverse is legal (so predecessors = successors).
constexpr bool isReversible(RuleSet rules) { return rules != RuleSet::Strict; }

// The reversible rule set with the same geometry of moves.
constexpr RuleSet reversibleHull(RuleSet rules) { return rules == RuleSet::Strict ? RuleSet::Classic : rules; }

// Whether `move` is among the legal moves of `cells` (allocation-free).
inline bool hasMove(const Board& board, RuleSet rules, const CellArray& cells, Move move)
{
    bool found = false;
    forEachMove(board, rules, cells, [&](Move legal) { found = found || legal == move; });
    return found;
}

// Calls visit(back, forward) for every move `back` of the reversible hull
// that, played in `after`, gives a predecessor from which `forward` (legal
// under `rules`) leads back to `after`. Builds no position unless the rules
// are not reversible. For callers that rank the predecessor from `after`
// directly (StateSpace::rankAfterMove).
template<typename Visit>
void forEachPredecessorMove(const Board& board, RuleSet rules, const CellArray& after, Visit&& visit)
{
    const RuleSet hull = reversibleHull(rules);
    forEachMove(board, hull, after, [&](Move back) {
        const Move forward{back.to, back.from};
        if (isReversible(rules)) {
            visit(back, forward);
            return;
        }
        CellArray before = after;
        playMove(hull, before, back);
        if (hasMove(board, rules, before, forward)) {
            visit(back, forward);
        }
    });
}

} // namespace leapfrog

#pragma once
// Advice during play, built on the Judge: the verdict on the next move of a
// game whose earlier verdicts are known (so a move costs one judgement, not a
// replay of the whole line), and the best next moves (hints, "solve from
// here"). The window asks these; it never picks moves itself.
#include "judge.h"

#include <span>
#include <vector>

namespace leapfrog {

// The verdict on `move` from `before`, the position after `line`, whose
// verdicts are `lineVerdicts` (one per move of `line`, from this judge).
Verdict judgeFollowing(const Judge& judge, std::span<const Move> line, std::span<const Verdict> lineVerdicts,
                       const Position& before, Move move);

// The legal moves from `before` that keep the shortest finish, in ascending
// (from, to) order. Empty when the goal cannot be reached, and where the judge
// cannot tell (off the optimal path on a board beyond exact search).
std::vector<Move> bestNextMoves(const Judge& judge, std::span<const Move> line, std::span<const Verdict> lineVerdicts,
                                const Position& before);

} // namespace leapfrog

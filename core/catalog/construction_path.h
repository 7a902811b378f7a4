#pragma once
// Which of the constructions' optimal solutions begin with a game's line: the
// question "is this game still on an optimal path, and which solutions go on
// from here?" answered without search, at any board size.
//
// All optimal solutions that share a prefix are neighbours in Leapfrog's one
// order (lexicographic order of move sequences, search/bfs.h), so the answer
// is a range of ranks: the first solution that continues the line and how
// many do.
//
//   classic:NxM, strict:NxM, both sides >= 2: the two solutions are compared
//     with the line move by move (O(line) moveAt calls).
//   one peg on one side (the Fibonacci family, seed 001): the line's letters
//     are read as the construction's blocks (sJ, SjSJ, SjS, s); the blocks
//     fix the first choices, and every completion of them is an optimal
//     solution: F(r+2) of them with r blue pegs still to pass.
//   any other variant: no construction ranks its solutions (nullopt).
#include "model/bigint.h"
#include "model/move.h"
#include "model/variant.h"

#include <optional>
#include <span>

namespace leapfrog {

struct RankRange {
    BigInt first; // rank of the first optimal solution that begins with the line
    BigInt count; // how many do (at least 1)
};

// Whether the constructions rank the optimal solutions of this variant.
bool constructionsRank(const Variant& variant);

// The optimal solutions of `variant` that begin with `line` (legal moves from
// the start). nullopt when the line leaves every optimal solution, or when
// constructionsRank(variant) is false.
std::optional<RankRange> constructionRanksContinuing(const Variant& variant, std::span<const Move> line);

} // namespace leapfrog

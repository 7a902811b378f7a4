#pragma once
// Pattern databases for the three-colour Y boards (y:K), the heart of their
// lower bound (lower_bound.h).
//
// Look at one colour c only, the other pegs as anonymous "others": an
// abstract position is where c's K pegs, the 2K others and the hole are. For
// an arm W the database holds, for every abstract position, the fewest moves
// *of c's pegs* that bring all of c's pegs into W, the others moving freely
// (at no cost) and filling the other two arms, the hole in the centre.
//
// Why it bounds: every real move moves one peg, of one colour. A real path
// from a to b, seen with c alone, is an abstract path whose c-moves are the
// real path's c-moves, so the real path has at least D_c(a, b) of them,
// D_c the abstract 0-1 distance. The colours' moves add up: moves(a, b) >=
// sum over c of D_c(a, b). Moves are reversible at the same cost, so D_c is a
// metric and D_c(a, b) >= |D_c(a, t) - D_c(b, t)| for any reference t, here
// the abstract goal (c in its goal arm) or the abstract start (c in its
// start arm): the bound holds between any two positions.
//
// One table serves every colour and arm: any permutation of the three arms is
// a symmetry of the board, and "all of c in W, the others in the rest" is the
// same problem for every W. The table is held for arm C; a query reads its
// position with W's holes in C's place.
//
// Size (3K + 1) * C(3K, K) bytes: y:7 2.6 MB, y:8 18 MB, y:9 131 MB, built
// once per process by a 0-1 breadth-first search (y:7 in 2 s, y:8 in 13 s on
// this machine); beyond kLargestArmLength there is none.
#include "model/cell.h"
#include "cell_array.h"
#include "control.h"
#include "ranking.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace leapfrog {

class YPatternDatabase {
public:
    static constexpr int kLargestArmLength = 9;

    // The database of arm length k (1 <= k <= kLargestArmLength), built on
    // the first call and shared afterwards; thread-safe. Throws Cancelled
    // when `guard` (may be null) is cancelled while it is built.
    static std::shared_ptr<const YPatternDatabase> forArmLength(int k, const SearchGuard* guard = nullptr);

    int armLength() const { return k_; }
    std::uint64_t size() const { return moves_.size(); }
    // The fewest moves of `colour`'s pegs that bring all of them into `arm`
    // (0: A, 1: B, 2: C) from `cells`, a position of y:k.
    int colourMoves(const CellArray& cells, Cell colour, int arm) const;

private:
    struct Expansion;
    YPatternDatabase(int k, const SearchGuard* guard);
    std::uint64_t rankOf(const CellArray& cells, Cell colour, int arm) const;

    int k_;
    MultisetRanking ranking_; // symbols: 0 hole, 1 the colour, 2 the others
    std::vector<std::uint8_t> moves_;
};

} // namespace leapfrog

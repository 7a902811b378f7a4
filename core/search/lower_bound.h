#pragma once
// Admissible lower bounds on the number of moves between two positions of a
// variant, for the heuristic searches beyond the tables. Each is proved from
// how far one move can change a quantity (and checked against exact tables on
// every pair of a small board in tst_lower_bound):
//
//  classic and strict rules on a row with one hole, two colours:
//    I = inversions (a blue left of a red), V = vacant inversions (a blue
//    left of the hole, a red right of it), seed 000. A step moves one peg
//    past the hole: |dV| = 1, dI = 0. A jump moves two pegs past the hole
//    and swaps them: over the other colour dI = +-1 and dV = 0 (one peg of
//    each colour changes sides); over the same colour dI = 0, |dV| = 2.
//    So moves >= |dI| + ceil(|dV| / 2). (I + V itself is not a bound: RBB_
//    reaches R_BB in one jump.)
//  pair rules on a row with two holes:
//    b = boundaries (adjacent pegs of different colours). A shift loses at
//    most the two boundaries beside the pair's old place and gains at most
//    the two beside its new place: |db| <= 2. When the holes are at an end
//    of the row the next shift gains at most one (one neighbour), and a
//    shift whose pair came from an end loses at most one. So moves from p to
//    q >= ceil((db + 1) / 2) when b rises and p's holes are at an end, or b
//    falls and q's holes are at an end; ceil(|db| / 2) otherwise.
//  anything else: 0.
#include "../move.h"
#include "../variant.h"
#include "cell_array.h"

namespace leapfrog {

class LowerBound {
public:
    explicit LowerBound(const Variant& variant);

    // What the bound reads off one position.
    struct Features {
        int first = 0;          // I, or b
        int second = 0;         // V
        bool holesAtEnd = false;
    };
    Features features(const CellArray& cells) const;
    // The features after `move` (legal in `cells` under the variant's rules
    // or their reversible hull), from those before, looking only at the holes
    // the move touches.
    Features afterMove(const Features& before, const CellArray& cells, Move move) const;

    // A lower bound on the moves from a position with features `from` to
    // one with features `to`.
    int between(const Features& from, const Features& to) const;

    // False when the bound is 0 everywhere (no bound known for the rules).
    bool informative() const { return kind_ != Kind::None; }

private:
    enum class Kind { None, InversionsAndVacancies, PairBoundaries };
    Kind kind_ = Kind::None;
};

} // namespace leapfrog

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
//    So with J jumps over the other colour, S steps and H jumps over the
//    same colour: J >= |dI|, S + 2H >= |dV|, moves >= |dI| + ceil(|dV| / 2).
//    (I + V itself is not a bound: RBB_ reaches R_BB in one jump.) Strict
//    rules have no jumps over the same colour (H = 0): moves >= |dI| + |dV|.
//
//    Steps toward a sorted row (every red left of every blue, the hole at h'
//    anywhere; the goal is one): number the blues i = 0.. and the reds
//    j = 0.. from the left (a colour never changes its order: a jump over the
//    same colour only trades which of two alike pegs stands where). Blue i
//    and red j can only trade places by a jump between neighbours in the row
//    with i + j pegs left of the pair: the i blues before blue i and the j
//    reds before red j. So the hole stands at i + j before the jump and at
//    i + j + 2 after or the reverse: the hole's parity is that of i + j, and
//    jumps never change the hole's parity; every step does. Call the pair
//    (i, j) a cell, present while blue i is left of red j. Cell (i, j)
//    present implies (i - 1, j) and (i, j + 1) present (blue i - 1 is left of
//    blue i, red j + 1 right of red j). Going to a sorted row every present
//    cell goes for good at some last jump; at (i - 1, j)'s last jump blue
//    i - 1 is next to red j, so blue i is right of red j and (i, j) absent,
//    and it can never come back: (i, j)'s last jump comes first, and the
//    same for (i, j + 1)'s after (i, j)'s. So along a path of present cells
//    (i, j), (i - 1, j) or (i, j + 1), ..., (0, m - 1) (length L, m reds),
//    the last jumps come in order, each with the hole at the parity of its
//    cell's i + j, which alternates. From the hole at h to h' that takes
//    [h != i + j (mod 2)] + (L - 1) + [m - 1 != h' (mod 2)] steps at least.
//    Start at blue i's first present cell (i, rho_i), rho_i = the reds left
//    of blue i (present when rho_i < m): every cell between it and (0, m - 1)
//    is present, and L - 1 = i + (m - 1 - rho_i) = k_i + m - 1 with
//    k_i = i - rho_i, of the parity of i + rho_i. With K = the greatest k_i
//    over the blues with a red to their right:
//      S >= S0 = K + [h != K (mod 2)] + (m - 1) + [h' != m - 1 (mod 2)],
//    (a blue with k_i < K gives at most k_i + 1 <= K). Steps and the two
//    kinds of jumps add up: moves >= J + S + H with J >= I,
//    S + 2H >= |dV| and S >= S0, least at S = S0:
//      moves >= I + S0 + max(0, ceil((|dV| - S0) / 2))   (classic),
//      moves >= I + max(S0, |dV|)                       (strict).
//    At the start I = nm, K = n - 1 with the hole at n, h' = m: S0 = n + m,
//    the minimum nm + n + m exactly. Between two unsorted rows the bound
//    stays |dI| + ceil(|dV| / 2) (|dI| + |dV| for strict).
//    K moves only when a blue trades places with a red (its k_i by one);
//    the features keep how many blues reach K, and count afresh only when
//    the last of them falls.
//  pair rules on a row with two holes:
//    b = boundaries (adjacent pegs of different colours). A shift loses at
//    most the two boundaries beside the pair's old place and gains at most
//    the two beside its new place: |db| <= 2. When the holes are at an end
//    of the row the next shift gains at most one (one neighbour), and a
//    shift whose pair came from an end loses at most one. So moves from p to
//    q >= ceil((db + 1) / 2) when b rises and p's holes are at an end, or b
//    falls and q's holes are at an end; ceil(|db| / 2) otherwise.
//  three-colour Y boards (y:K, K <= 9): the additive pattern databases of
//    y_patterns.h. D_c(p, t) is the fewest moves of colour c's pegs from p
//    to all of c in its arm of t, the other pegs moving for free; every move
//    moves one peg of one colour, and D_c is a metric, so
//      moves from p to q >= sum over c of |D_c(p, t) - D_c(q, t)|
//    for t the goal and for t the start (the larger of the two). From the
//    start to the goal: y:6 66 of 77, y:7 84 of 101, y:8 111 of 128.
//  anything else: 0.
#include "cell_array.h"
#include "control.h"
#include "model/move.h"
#include "model/variant.h"

#include <array>
#include <memory>

namespace leapfrog {

class YPatternDatabase;

class LowerBound {
public:
    // Builds what the bound needs (the Y boards' pattern database, once per
    // process); throws Cancelled when `guard` (may be null) is cancelled then.
    explicit LowerBound(const Variant& variant, const SearchGuard* guard = nullptr);

    // What the bound reads off one position.
    struct Features {
        int first = 0;          // I, or b
        int second = 0;         // V
        bool holesAtEnd = false;
        int hole = 0;           // the hole (classic and strict rows)
        int reach = 0;          // K, or kNoReach when no blue has a red to its right
        int reachCount = 0;     // the blues with k_i = K
        // Y boards: D_c to the goal and to the start, for blue, red, yellow.
        std::array<std::uint8_t, 3> toGoal{};
        std::array<std::uint8_t, 3> toStart{};
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
    // The same, known without building anything (the Y boards' database
    // takes seconds): for deciding on a GUI thread.
    static bool informativeFor(const Variant& variant);

    static constexpr int kNoReach = -(1 << 20);

private:
    Features reachOf(const CellArray& cells, Features out) const;
    Features reachAfterSwap(Features after, const Features& before, const CellArray& cells, Move move,
                            bool blueWasLeft) const;

    enum class Kind { None, InversionsAndVacancies, PairBoundaries, YPatterns };
    Kind kind_ = Kind::None;
    std::shared_ptr<const YPatternDatabase> patterns_;
    bool strict_ = false;
    int reds_ = 0; // m
};

} // namespace leapfrog

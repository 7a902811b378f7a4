#pragma once
// A proven lower bound on the moves to the goal of a classic row (n blue, m
// red, one hole), far tighter than lower_bound.h's on positions far from
// both constructed solutions: additive pattern databases over bands of the
// row, each solved exactly at first use. It is what lets row_search.h answer
// shuffled rows of classic:20 exactly (resources/docs/performance.md,
// "The exact search engine").
//
// The row as the bound sees it. Read the pegs left to right, the hole left
// out: s_0 .. s_{P-1}, P = n + m. The hole stands at gap g (g pegs on its
// left, 0 <= g <= P). A step carries the hole across one peg (gap g to
// g +- 1); a jump carries it across gap x (from x - 1 to x + 1 or back) and
// swaps pegs x - 1 and x. The goal is s = R^m B^n with the hole at gap m.
//
// 1. Overhead. I = inversions (pairs of a blue left of a red). A jump that
//    puts a red before a blue (a "removal") changes I by -1, its reverse by
//    +1, a step or a jump over the same colour by 0. Give each move the cost
//    w = 1 + dI: 0, 2 or 1. Along any path to the goal (I = 0 there) the w
//    add up to (length - I(start)). So the distance is I plus the least w
//    of a path: the overhead, which the bands below bound from below.
//
// 2. Diagonals. Number the blues i = 0.. and reds j = 0.. from the left
//    (jumps over the same colour aside, pegs of one colour never pass each
//    other). Let d_g = the inverted pairs (i, j) with i + j = g - 1. Blue i
//    is left of red j exactly when it has at most j reds before it, i.e.
//    when its place i + rho_i is at most i + j: so d_g counts the blues
//    i >= g - m among the first g pegs, d_g = b_g - max(0, g - m) with b_g
//    the blues among pegs 0 .. g - 1. A removal across gap x swaps a blue i
//    and a red j standing at places x - 1 and x, so i + j = x - 1: it takes
//    one pair off diagonal x and leaves every other diagonal alone.
//
// 3. A band is a range of gaps [f, l], f < l. Its view of a position is
//    d_f, the pegs s_f .. s_{l-1}, and where the hole is, with every gap
//    <= f one place L and, when l + 2 <= P, every gap >= l one place R.
//    The band owns the steps across pegs f .. l and the jumps across gaps
//    f .. l; an owned move costs its w, any other move costs 0. The view
//    changes only by owned jumps (a jump across x < f swaps two pegs both
//    before f, one across x > l two pegs from l on; steps swap nothing), and
//    an owned jump's effect is the swap of its two pegs with d_f - 1, 0 or +1
//    by (2); at gap f the peg f - 1, and at gap l the peg l, lie outside the
//    view, so the band's graph offers every colour they could have: at gap
//    f, with s_f red, a removal (d_f - 1, s_f turns blue) and a jump over
//    two reds; with s_f blue, the reverse addition and a jump over two
//    blues; likewise at gap l. Views whose diagonals d_g (g in [f, l], from
//    d_f and the pegs by (2)) fall outside [0, the pairs diagonal g has] are
//    no position's and are left out. The gaps collapsed into L are joined by
//    moves of cost 0 that leave the view alone (steps across pegs < f, jumps
//    across gaps < f, the step across peg f - 1 to gap f), and so are the
//    gaps in R (steps across pegs > l, jumps across gaps > l, among them the
//    one between l and l + 2): collapsing them changes no distance.
//    So every move of a position is an edge of the band's graph from the
//    position's view to the next position's, of the owned cost, and the
//    band's distance from a view to the goal's view (computed once by a
//    breadth-first search from the goal's view, costs 0, 1, 2) is at most
//    the owned cost of any path from a position with that view to the goal.
//
// 4. A partition cuts the gaps 0 .. P into consecutive bands; then the pegs
//    f .. l of the bands partition the pegs too, and every move is owned by
//    exactly one band at its full w. Summed over the bands, the owned costs
//    of a path are its w, so
//        distance >= I + sum over the bands of their distances.
//    Several partitions (bands cut at different gaps) give several bounds;
//    the greatest holds. Each band's distances obey the triangle
//    inequality along every move, so the bound changes by at most one a move
//    (consistent), and A* never reopens a position.
//
// Checked against exact distances on every position of the small boards, for
// every band width and cut (tst_row_bands), where the check also fails for
// the bound plus one.
#include "control.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace leapfrog {

// A classic or strict row packed for the row searches: bit k of `blues` is set
// when the k-th peg from the left (the hole not counted) is blue, and `hole`
// is the gap of the hole (the pegs on its left).
struct PackedRow {
    std::uint64_t blues = 0;
    int hole = 0;

    friend bool operator==(const PackedRow&, const PackedRow&) = default;
};

class RowBands {
public:
    // The bands the engine uses: 13 gaps wide, cut at two offsets (about 8 MiB
    // and 0.1 s to build for classic:20).
    static constexpr int kWidth = 13;
    static constexpr int kOffsets[] = {0, 7};
    // Band widths the builder takes (2^(width - 1) peg patterns a band).
    static constexpr int kMinWidth = 2;
    static constexpr int kMaxWidth = 16;

    // The bands of classic rows with `blues` blue and `reds` red pegs (at most
    // 56 pegs), `width` gaps wide, one partition per offset (the first cut at
    // gap offset mod width). Throws Cancelled when the guard is cancelled
    // during the build, LimitError beyond its memory cap.
    RowBands(int blues, int reds, const SearchGuard& guard, int width = kWidth,
             const std::vector<int>& offsets = {kOffsets[0], kOffsets[1]});
    ~RowBands();
    RowBands(RowBands&&) noexcept;
    RowBands& operator=(RowBands&&) noexcept;

    // A lower bound on (moves to the goal) - (inversions) of `row`: the
    // greatest sum over a partition of its bands' distances.
    int overhead(const PackedRow& row) const;
    // The bound itself: inversions plus overhead.
    int toGoal(const PackedRow& row) const;

    std::size_t bytes() const;

    // Pairs (blue, red) with the blue on the left.
    static int inversions(std::uint64_t blues, int pegs);

    struct Band;

private:
    static Band makeBand(int first, int last, int reds, const std::vector<int>& cap);
    void buildAll(const SearchGuard& guard);

    int blues_ = 0;
    int reds_ = 0;
    std::vector<std::vector<Band>> partitions_;
};

} // namespace leapfrog

#pragma once
// Two proven tests that a pair-shift position cannot lie on an n-move
// solution, which let the counter (pair_shift_count.h) skip nearly every
// position that does not. Each answers false only when no n-move solution
// passes through the position; true means "may". Terms are those of
// pair_shift_row.h: the framed row b..r, rising moves (+2 boundaries), and a
// run is a maximal block of one colour in the framed row (holes skipped).
//
// What rising moves can do (from the change formula of pair_shift_row.h):
//  (1) A one-colour pair cc rises only when it is set down inside a run of the
//      other colour (u = v != c) and lifted from a run of c of at least 3 pegs
//      at its end (next to the other colour), or of at least 4 from inside.
//  (2) A two-colour pair ac rises only when it is lifted across a boundary
//      between two runs of at least 2 pegs each (..aa|cc.. -> ..a|c..) and set
//      down inside a run (u = v) or between u = c and v = a.
//  (3) The holes stay where the last pair was lifted. After a two-colour move
//      they sit between two colours, so by (1) every later move is two-colour
//      too: a solution is some one-colour moves, one two-colour move (the
//      turn), then two-colour moves (the mixed phase). It ends with a
//      two-colour move (a one-colour move leaves a run of exactly two, the
//      goal has none), and its last move lifts the front pair, the boundary
//      between the run "bB" and the run of reds after it (the goal's holes
//      are in front).
//
// Mixed phase. By (2) each move takes one peg from each of two neighbouring
// runs of two or more and sets two single pegs between two runs of different
// colours: runs never merge or vanish, and two runs a lift separated are
// never neighbours again (the singles stay between them). So for each
// boundary e let x_e = 1 when a later move lifts across it: every run of L
// pegs must lose L - 1, one per lifted boundary beside it, x_left + x_right =
// L - 1, with x = 0 outside the frame and at the holes (their two runs get
// the next pair's singles). Solving from the left fixes every x; one outside
// {0, 1} proves the position dead. The front boundary is lifted last (x = 1,
// unless this is the goal), and the lifted pairs alternate their colour order
// (each is set down between the two colours the one before was lifted from,
// so by (2) in reverse order), ending with BR.
//
// One-colour phase. Each one-colour move lifts cc from a run X and the next
// sets the other colour's pair down in that very place (1): X becomes X' DD X''
// with X', X'' >= 1 (so X had 4 or more; a run of exactly two, like DD, is
// never lifted from or split). The last one-colour lift is followed instead
// by the turn's pair: inside X (>= 4) it leaves X' + 1, a single, X'' or X', a
// single, X'' + 1; at an end of X (>= 3, lifted next to the other colour) it
// leaves X shortened by two, then two singles. After that no run changes but
// by lifts, so the mixed-phase equations above hold for the row right after
// the turn's set-down (its lift is one of the boundaries with x = 1).
// Through a run of L pegs split into pieces p1 DD p2 ... DD pj, the equations
// carry x from x_in before it to x_out = L - 1 - 4(j - 1) - x_in after it; a
// single forces x = 0 on both sides; the front run must end as "bB" with x = 1
// after it. The test walks the runs with x in {0, 1}, letting every run of 4
// or more be split any number of times (more freedom than the moves left can
// give, which keeps the test sound) and placing the turn once: at the holes if
// it comes next, else inside a run of 4 or more or at an end of a run of 3 or
// more (not at b or r, which never move). A turn at the end of a piece inside
// a split run reads as one inside the run whose part beyond the single starts
// with a piece of one peg, so these cases cover every turn. No walk: the
// position is dead.
#include "pair_shift_row.h"

namespace leapfrog::pairshift {

// For a position reached by a two-colour move.
bool mixedPhaseMayFinish(const Rows& rows, Key key);

// For the start and positions reached by one-colour moves only.
bool oneColourPhaseMayFinish(const Rows& rows, Key key);

} // namespace leapfrog::pairshift

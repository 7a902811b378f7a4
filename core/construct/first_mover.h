#pragma once
// Which colour moves first. Every optimal solution of a classic board opens
// with a step into the middle hole (seed 000, section 5), and that first step
// is the only choice the two-solution boards (both sides >= 2 pegs) leave.
//
//   Blue  a blue peg steps right first: Yancey's `S`; seed 000's d = +1
//         (d_1 = x_0 - x_1, the hole moves left) and iterative_move's dir = r.
//   Red   a red peg steps left first: `s`; d = -1, dir = l.
//
// Seed 000 is not consistent about the sign: its Table 2 labels the run that
// starts with slide(l) "dir = 1", while section 4 defines d_1 = x_0 - x_1, which
// is +1 for slide(r). We follow section 4, the one the formulas use; replaying
// both against iterative_move (tst_classic) pins it.
namespace leapfrog {

enum class FirstMover { Blue, Red };

constexpr FirstMover otherMover(FirstMover first)
{
    return first == FirstMover::Blue ? FirstMover::Red : FirstMover::Blue;
}

} // namespace leapfrog

#pragma once
// Seed 000 (Wang, Wang, Wu, Zhu), section 3.3: iterative_move(n, m, d), the
// recursion-free form of the four-stage construction, as a streaming
// generator. The paper assumes n >= m: n black (our blue, on the left, moving
// right) and m white (red); the other orientation is the mirror image
// (mirror.h), not a second code path.
//
// The paper's four moves, in hole displacement (where the empty hole goes):
//   slide(r)  a blue peg steps right    (S)  hole -1
//   jump(r)   a blue peg jumps right    (J)  hole -2
//   slide(l)  a red peg steps left      (s)  hole +1
//   jump(l)   a red peg jumps left      (j)  hole +2
// and its stages, with dir flipping at each changedir:
//   1  for i = 1..m:      i-1 jumps(dir), slide(dir), changedir
//   2  m jumps(dir)
//   3  for i = 1..n-m:    slide(r), changedir, m jumps(dir)
//   4  for i = m..1:      changedir, slide(dir), i-1 jumps(dir)
// Stage 3's slide is slide(r) for both first directions, as printed: replaying
// both directions on every board up to 12 x 12 (tst_classic) confirms it.
//
// The output is the paper's move function x_1..x_L (L = nm + n + m): the hole
// each move empties, 0-based here (the paper numbers holes from 1). x_0 = n is
// the start hole; move i goes from x_i into x_{i-1}.
#include "first_mover.h"

#include <cstdint>
#include <span>

namespace leapfrog {

class ClassicIterative {
public:
    // Precondition: blue >= red >= 1.
    ClassicIterative(int blue, int red, FirstMover first);

    std::uint64_t length() const;
    int startHole() const { return blue_; }

    // Calls run(delta, count) for each maximal stretch of `count` moves that
    // each move the hole by `delta` (+-1 a step, +-2 a jump), in order.
    // Zero-length stretches (i - 1 = 0 jumps) are skipped.
    template<typename Run>
    void forEachRun(Run&& run) const;

    // Writes x_1..x_L (0-based holes) into `holes`; precondition:
    // holes.size() == length(). No allocation: the benchmark's hot loop.
    void fill(std::span<std::uint32_t> holes) const;

private:
    int blue_;
    int red_;
    FirstMover first_;
};

template<typename Run>
void ClassicIterative::forEachRun(Run&& run) const
{
    // dir as the sign of the hole's displacement: r moves the hole left.
    int dir = first_ == FirstMover::Blue ? -1 : +1;
    const auto jumps = [&](std::int64_t count) {
        if (count > 0) {
            run(2 * dir, count);
        }
    };
    for (int i = 1; i <= red_; ++i) { // stage 1
        jumps(i - 1);
        run(dir, 1);
        dir = -dir;
    }
    jumps(red_); // stage 2
    for (int i = 1; i <= blue_ - red_; ++i) { // stage 3
        run(-1, 1); // slide(r), whatever dir is
        dir = -dir;
        jumps(red_);
    }
    for (int i = red_; i >= 1; --i) { // stage 4
        dir = -dir;
        run(dir, 1);
        jumps(i - 1);
    }
}

} // namespace leapfrog

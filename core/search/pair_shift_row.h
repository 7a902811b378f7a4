#pragma once
// The pair-shift game (seed 002, `pairs:n`) packed for its exact counter.
//
// A position keeps its two holes side by side, so it is the row of its 2n
// pegs read left to right with the holes skipped, plus where the holes sit
// among them. Key: bit i is set when peg i (0-based) is red; bits 56..61 hold
// the gap, the number of pegs left of the holes. n <= 28 fits.
//
// The count rests on one number. Frame the row with a blue peg on the left
// and a red peg on the right that never move (sentinels, written b and r),
// and count the boundaries: neighbours of different colours, holes skipped.
// The start b BB..B RR..R r has 1, the goal b RBRB..RB r has 2n + 1. A move
// lifts the pair (a, c) from between its neighbours p and q and sets it down
// between the neighbours u and v of the holes, which changes the count by
//     cut:    [p != q] - [p != a] - [c != q]     at most 1, and 1 only when a != c
//     insert: [u != a] + [c != v] - [u != v]     at most 2, and 2 only when a == c
// so by at most 2 (a move that slides a pair into the holes next to it changes
// nothing). Hence no solution is shorter than n moves, and the moves of an
// n-move solution all raise the count by exactly 2: "rising" moves below.
// (Seed 002's Theorem 1 counts without the frame and reaches n - 1/2.)
#include "model/position.h"

#include <cstdint>

namespace leapfrog::pairshift {

inline constexpr int kMaxN = 28;

using Key = std::uint64_t;

class Rows {
public:
    // Throws LimitError for n outside 1..kMaxN.
    explicit Rows(int n);

    int n() const { return n_; }
    Key start() const { return start_; }
    Key goal() const { return goal_; }

    static int gap(Key key) { return static_cast<int>(key >> kGapShift); }
    static std::uint64_t red(Key key) { return key & kRedMask; }
    // Peg i (0-based, holes skipped) is red; i = -1 and i = 2n are the frame.
    bool isRed(Key key, int i) const
    {
        return i < 0 ? false : i >= 2 * n_ ? true : ((key >> i) & 1u) != 0;
    }
    // The row framed by the sentinels: bit j is peg j - 1 (bit 0 = b, bit 2n + 1 = r).
    std::uint64_t framed(Key key) const { return (red(key) << 1) | (std::uint64_t{1} << (2 * n_ + 1)); }
    // Neighbours of different colours in the framed row.
    int boundaries(Key key) const;

    // Precondition: a position of pairs:n (its two holes side by side).
    Key keyOf(const Position& position) const;
    Position positionOf(Key key) const;

    // Calls visit(after, mixed) for every move that raises boundaries() by 2;
    // `mixed` when the shifted pair has two colours. No allocation.
    template <class Visit>
    void forEachRisingMove(Key key, Visit&& visit) const
    {
        const std::uint64_t row = red(key);
        const std::uint64_t frame = framed(key);
        const int g = gap(key);
        const int u = isRed(key, g - 1);
        const int v = isRed(key, g);
        for (int i = 0; i + 1 < 2 * n_; ++i) {
            if (i + 2 == g || i == g || i + 1 == g) {
                continue; // beside the holes (no change) or across them (not a pair)
            }
            const int p = static_cast<int>((frame >> i) & 1u);
            const int a = static_cast<int>((frame >> (i + 1)) & 1u);
            const int c = static_cast<int>((frame >> (i + 2)) & 1u);
            const int q = static_cast<int>((frame >> (i + 3)) & 1u);
            const int change = (p != q) - (p != a) - (c != q) + (u != a) + (c != v) - (u != v);
            if (change != 2) {
                continue;
            }
            if (i < g) { // the pair moves right: pegs i+2 .. g-1 move left by two
                const int span = g - i;
                const std::uint64_t mask = ((std::uint64_t{1} << span) - 1) << i;
                const std::uint64_t part = (row & mask) >> i;
                const std::uint64_t turned = (part >> 2) | ((part & 3u) << (span - 2));
                visit(((row & ~mask) | (turned << i)) | (Key{static_cast<unsigned>(i)} << kGapShift), a != c);
            } else { // the pair moves left: pegs g .. i-1 move right by two
                const int span = i + 2 - g;
                const std::uint64_t mask = ((std::uint64_t{1} << span) - 1) << g;
                const std::uint64_t part = (row & mask) >> g;
                const std::uint64_t turned = (part >> (span - 2)) | ((part & ((std::uint64_t{1} << (span - 2)) - 1)) << 2);
                visit(((row & ~mask) | (turned << g)) | (Key{static_cast<unsigned>(i + 2)} << kGapShift), a != c);
            }
        }
    }

private:
    static constexpr int kGapShift = 56;
    static constexpr std::uint64_t kRedMask = (std::uint64_t{1} << kGapShift) - 1;

    int n_;
    Key start_;
    Key goal_;
};

} // namespace leapfrog::pairshift

#include "pair_shift_row.h"

#include "model/errors.h"

#include <bit>
#include <string>

namespace leapfrog::pairshift {

Rows::Rows(int n)
    : n_(n)
{
    if (n < 1 || n > kMaxN) {
        throw LimitError("the pair-shift counter takes pairs:1 to pairs:" + std::to_string(kMaxN) + ", not pairs:"
                         + std::to_string(n));
    }
    // Start BB..BRR..R with the holes on the right; goal RBRB..RB with them on the left.
    start_ = (((std::uint64_t{1} << n) - 1) << n) | (Key{static_cast<unsigned>(2 * n)} << kGapShift);
    goal_ = 0;
    for (int i = 0; i < n; ++i) {
        goal_ |= std::uint64_t{1} << (2 * i);
    }
}

int Rows::boundaries(Key key) const
{
    const std::uint64_t frame = framed(key);
    const std::uint64_t unequal = (frame ^ (frame >> 1)) & ((std::uint64_t{1} << (2 * n_ + 1)) - 1);
    return std::popcount(unequal);
}

Key Rows::keyOf(const Position& position) const
{
    Key key = 0;
    int peg = 0;
    int gap = -1;
    for (int hole = 0; hole < position.size(); ++hole) {
        const Cell cell = position.at(hole);
        if (cell == Cell::Empty) {
            if (gap < 0) {
                gap = peg;
            }
            continue;
        }
        if (cell == Cell::Red) {
            key |= std::uint64_t{1} << peg;
        }
        ++peg;
    }
    return key | (Key{static_cast<unsigned>(gap)} << kGapShift);
}

Position Rows::positionOf(Key key) const
{
    Position position(2 * n_ + 2);
    const int g = gap(key);
    int hole = 0;
    for (int peg = 0; peg < 2 * n_; ++peg) {
        if (peg == g) {
            hole += 2; // the two holes (a new Position is all holes)
        }
        position.set(hole++, isRed(key, peg) ? Cell::Red : Cell::Blue);
    }
    return position;
}

} // namespace leapfrog::pairshift

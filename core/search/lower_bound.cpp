#include "lower_bound.h"

#include <cstdlib>

namespace leapfrog {

LowerBound::LowerBound(const Variant& variant)
{
    const Position& start = variant.start();
    const bool twoColourRow = variant.board().isRow() && start.count(Cell::Yellow) == 0;
    if (!twoColourRow) {
        return;
    }
    const int holes = start.count(Cell::Empty);
    if ((variant.rules() == RuleSet::Classic || variant.rules() == RuleSet::Strict) && holes == 1) {
        kind_ = Kind::InversionsAndVacancies;
    } else if (variant.rules() == RuleSet::Pairs && holes == 2) {
        kind_ = Kind::PairBoundaries;
    }
}

LowerBound::Features LowerBound::features(const CellArray& cells) const
{
    Features out;
    const int size = cells.size();
    switch (kind_) {
    case Kind::None: break;
    case Kind::InversionsAndVacancies: {
        int bluesSoFar = 0;
        bool holeSeen = false;
        for (int hole = 0; hole < size; ++hole) {
            const Cell cell = cells.at(hole);
            if (cell == Cell::Blue) {
                ++bluesSoFar;
                out.second += holeSeen ? 0 : 1;
            } else if (cell == Cell::Red) {
                out.first += bluesSoFar;
                out.second += holeSeen ? 1 : 0;
            } else {
                holeSeen = true;
            }
        }
        break;
    }
    case Kind::PairBoundaries: {
        for (int hole = 0; hole + 1 < size; ++hole) {
            const Cell left = cells.at(hole);
            const Cell right = cells.at(hole + 1);
            out.first += (isPeg(left) && isPeg(right) && left != right) ? 1 : 0;
        }
        out.holesAtEnd = size >= 2
                         && ((cells.at(0) == Cell::Empty && cells.at(1) == Cell::Empty)
                             || (cells.at(size - 1) == Cell::Empty && cells.at(size - 2) == Cell::Empty));
        break;
    }
    }
    return out;
}

int LowerBound::between(const Features& from, const Features& to) const
{
    switch (kind_) {
    case Kind::None: return 0;
    case Kind::InversionsAndVacancies:
        return std::abs(to.first - from.first) + (std::abs(to.second - from.second) + 1) / 2;
    case Kind::PairBoundaries: {
        const int rise = to.first - from.first;
        const bool endSlows = (rise > 0 && from.holesAtEnd) || (rise < 0 && to.holesAtEnd);
        return (std::abs(rise) + (endSlows ? 1 : 0) + 1) / 2;
    }
    }
    return 0;
}

} // namespace leapfrog

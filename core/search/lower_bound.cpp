#include "lower_bound.h"

#include "model/rules.h"
#include "y_patterns.h"

#include <algorithm>
#include <cstdlib>

namespace leapfrog {

namespace {

// The arm each colour fills in the goal and in the start of y:K (variant.h):
// blue C, red A, yellow B; blue A, red B, yellow C.
constexpr std::array<Cell, 3> kColours{Cell::Blue, Cell::Red, Cell::Yellow};
constexpr std::array<int, 3> kGoalArm{2, 0, 1};
constexpr std::array<int, 3> kStartArm{0, 1, 2};

} // namespace

LowerBound::LowerBound(const Variant& variant, const SearchGuard* guard)
{
    if (variant.family() == Family::Y && variant.sizes().front() <= YPatternDatabase::kLargestArmLength) {
        kind_ = Kind::YPatterns;
        patterns_ = YPatternDatabase::forArmLength(variant.sizes().front(), guard);
        return;
    }
    const Position& start = variant.start();
    // The proofs above count one-peg jumps between blue and red pegs: not
    // for long jumps, numbered frogs or yellow pegs.
    const auto counts = start.counts();
    const int bluesAndReds = counts[static_cast<std::size_t>(Cell::Blue)] + counts[static_cast<std::size_t>(Cell::Red)];
    const bool twoColourRow = variant.board().isRow() && variant.board().reach() == 1
                              && bluesAndReds + counts[static_cast<std::size_t>(Cell::Empty)] == start.size();
    if (!twoColourRow) {
        return;
    }
    const int holes = start.count(Cell::Empty);
    if ((variant.rules() == RuleSet::Classic || variant.rules() == RuleSet::Strict) && holes == 1) {
        kind_ = Kind::InversionsAndVacancies;
        strict_ = variant.rules() == RuleSet::Strict;
        reds_ = start.count(Cell::Red);
    } else if (variant.rules() == RuleSet::Pairs && holes == 2) {
        kind_ = Kind::PairBoundaries;
    }
}

bool LowerBound::informativeFor(const Variant& variant)
{
    if (variant.family() == Family::Y) {
        return variant.sizes().front() <= YPatternDatabase::kLargestArmLength;
    }
    const Position& start = variant.start();
    if (!variant.board().isRow() || start.count(Cell::Yellow) != 0) {
        return false;
    }
    const int holes = start.count(Cell::Empty);
    return ((variant.rules() == RuleSet::Classic || variant.rules() == RuleSet::Strict) && holes == 1)
           || (variant.rules() == RuleSet::Pairs && holes == 2);
}

LowerBound::Features LowerBound::features(const CellArray& cells) const
{
    Features out;
    const int size = cells.size();
    switch (kind_) {
    case Kind::None: break;
    case Kind::YPatterns:
        for (std::size_t c = 0; c < 3; ++c) {
            out.toGoal[c] = static_cast<std::uint8_t>(patterns_->colourMoves(cells, kColours[c], kGoalArm[c]));
            out.toStart[c] = static_cast<std::uint8_t>(patterns_->colourMoves(cells, kColours[c], kStartArm[c]));
        }
        break;
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
                out.hole = hole;
            }
        }
        out = reachOf(cells, out);
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

namespace {

// Whether holes a and b hold two pegs of different colours (false off the row).
bool boundary(const CellArray& cells, int a, int b)
{
    if (a < 0 || b >= cells.size()) {
        return false;
    }
    const Cell left = cells.at(a);
    const Cell right = cells.at(b);
    return isPeg(left) && isPeg(right) && left != right;
}

// A pair shift moves the pegs of from, from + 1 into the holes to, to + 1:
// the boundary inside the pair moves with it; the ones beside its old place
// go, the ones beside its new place come. The holes' neighbours are pegs
// (the only two holes are the ones the pair fills), except where the pair
// left from right beside them, which then face a hole again.
int boundaryChange(const CellArray& cells, Move move)
{
    const int from = move.from;
    const int to = move.to;
    const int last = cells.size() - 1;
    const Cell left = cells.at(from);
    const Cell right = cells.at(from + 1);
    int change = -(boundary(cells, from - 1, from) ? 1 : 0) - (boundary(cells, from + 1, from + 2) ? 1 : 0);
    // After the move, hole to - 1 keeps its peg unless it was from + 1.
    if (to - 1 >= 0 && to - 1 != from + 1) {
        const Cell outside = cells.at(to - 1);
        change += (isPeg(outside) && outside != left) ? 1 : 0;
    }
    if (to + 2 <= last && to + 2 != from) {
        const Cell outside = cells.at(to + 2);
        change += (isPeg(outside) && outside != right) ? 1 : 0;
    }
    return change;
}

// A peg crossing the hole: a blue going right or a red going left leaves
// the wrong side of it (vacant inversions - 1), otherwise + 1.
int vacancyChange(Cell peg, bool rightward) { return (peg == Cell::Blue) == rightward ? -1 : 1; }

} // namespace

// K (the greatest i - rho_i over the blues with a red to their right) and how
// many blues reach it, counted afresh.
LowerBound::Features LowerBound::reachOf(const CellArray& cells, Features out) const
{
    out.reach = kNoReach;
    out.reachCount = 0;
    int blues = 0;
    int reds = 0;
    for (int hole = 0; hole < cells.size() && reds < reds_; ++hole) {
        const Cell cell = cells.at(hole);
        if (cell == Cell::Blue) {
            const int k = blues - reds;
            if (k > out.reach) {
                out.reach = k;
                out.reachCount = 1;
            } else if (k == out.reach) {
                ++out.reachCount;
            }
            ++blues;
        } else if (cell == Cell::Red) {
            ++reds;
        }
    }
    return out;
}

// A blue and a red trade places (`blueWasLeft`: the blue was left of the
// red). The blue next to the hole h is the last blue before it or the first
// after it, so its number i is the blues left of the hole, bl = (V - m + h)
// / 2 (V = bl + the reds right of the hole, m - (h - bl)), less one when it
// stands left of the hole; rho_i is its pegs before it in the row, less i.
LowerBound::Features LowerBound::reachAfterSwap(Features after, const Features& before, const CellArray& cells,
                                                Move move, bool blueWasLeft) const
{
    const int over = (move.from + move.to) / 2;
    const int blueAt = cells.at(move.from) == Cell::Blue ? move.from : over;
    const int hole = before.hole;
    const int bluesLeft = (before.second - reds_ + hole) / 2;
    const bool blueLeftOfHole = blueAt < hole;
    const int i = blueLeftOfHole ? bluesLeft - 1 : bluesLeft;
    const int rho = (blueLeftOfHole ? blueAt : blueAt - 1) - i;
    const int rhoAfter = blueWasLeft ? rho + 1 : rho - 1;
    const bool wasCounted = rho < reds_;
    const bool isCounted = rhoAfter < reds_;
    const int k = i - rho;
    const int kAfter = i - rhoAfter;
    if (wasCounted && k == after.reach && after.reachCount == 1 && !(isCounted && kAfter >= k)) {
        // The only blue at K falls: count afresh on the row after the move.
        CellArray moved = cells;
        moved.set(move.to, cells.at(move.from));
        moved.set(move.from, Cell::Empty);
        return reachOf(moved, after);
    }
    if (wasCounted && k == after.reach) {
        --after.reachCount;
    }
    if (isCounted) {
        if (kAfter > after.reach) {
            after.reach = kAfter;
            after.reachCount = 1;
        } else if (kAfter == after.reach) {
            ++after.reachCount;
        }
    }
    return after;
}

LowerBound::Features LowerBound::afterMove(const Features& before, const CellArray& cells, Move move) const
{
    Features after = before;
    switch (kind_) {
    case Kind::None: break;
    case Kind::YPatterns: {
        CellArray moved = cells;
        playMove(RuleSet::Classic, moved, move);
        return features(moved);
    }
    case Kind::InversionsAndVacancies: {
        const Cell mover = cells.at(move.from);
        const bool rightward = move.to > move.from;
        after.second += vacancyChange(mover, rightward);
        if (std::abs(move.to - move.from) == 2) { // a jump: the jumped peg crosses the hole too, and they swap
            const Cell jumped = cells.at((move.from + move.to) / 2);
            after.second += vacancyChange(jumped, rightward);
            if (jumped != mover) {
                // Before, the left one of the two is the mover when it goes right.
                const Cell leftPeg = rightward ? mover : jumped;
                after.first += leftPeg == Cell::Blue ? -1 : 1;
                after = reachAfterSwap(after, before, cells, move, leftPeg == Cell::Blue);
            }
        }
        after.hole = move.from;
        break;
    }
    case Kind::PairBoundaries:
        after.first += boundaryChange(cells, move);
        after.holesAtEnd = move.from == 0 || move.from + 1 == cells.size() - 1;
        break;
    }
    return after;
}

int LowerBound::between(const Features& from, const Features& to) const
{
    switch (kind_) {
    case Kind::None: return 0;
    case Kind::YPatterns: {
        int viaGoal = 0;
        int viaStart = 0;
        for (std::size_t c = 0; c < 3; ++c) {
            viaGoal += std::abs(from.toGoal[c] - to.toGoal[c]);
            viaStart += std::abs(from.toStart[c] - to.toStart[c]);
        }
        return std::max(viaGoal, viaStart);
    }
    case Kind::InversionsAndVacancies: {
        const int inversions = std::abs(to.first - from.first);
        const int vacancies = std::abs(to.second - from.second);
        if (to.first != 0 || from.reach == kNoReach) {
            return inversions + (strict_ ? vacancies : (vacancies + 1) / 2);
        }
        const int lastCell = reds_ - 1; // (0, m - 1): its i + j
        const int steps = from.reach + ((from.hole - from.reach) & 1) + lastCell + ((to.hole - lastCell) & 1);
        if (strict_) {
            return inversions + std::max(steps, vacancies);
        }
        return inversions + steps + std::max(0, (vacancies - steps + 1) / 2);
    }
    case Kind::PairBoundaries: {
        const int rise = to.first - from.first;
        const bool endSlows = (rise > 0 && from.holesAtEnd) || (rise < 0 && to.holesAtEnd);
        return (std::abs(rise) + (endSlows ? 1 : 0) + 1) / 2;
    }
    }
    return 0;
}

} // namespace leapfrog

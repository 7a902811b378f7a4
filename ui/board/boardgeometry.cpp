#include "boardgeometry.h"

#include <algorithm>
#include <cmath>

namespace leapfrog::ui {

namespace {

// Margins around the holes' centres, in hole spacings: room for the wooden
// rim at the sides, for hops and improper-board tags above, and for hole
// numbers below.
struct Margins {
    double side, top, bottom;
};
constexpr Margins kRowMargins{0.8, 1.7, 1.3};
// A tree's bounds already hold its numbers, and its arms turn hops and tags
// sideways: less room is needed round them.
constexpr Margins kTreeMargins{0.6, 1.0, 0.6};

constexpr double kPi = 3.14159265358979323846;

// How far a hole's number sits from its centre, in hole spacings.
constexpr double kNumberDistance = 0.92;
// Room a peg takes round its centre, for a number beside it.
constexpr double kPegClearance = 0.45;
// How far from a branching hole the numbers of its arms can meet: beyond it
// the arms are far apart and each arm's numbers sit in a row of their own.
constexpr double kJunctionReach = 3.5;

struct Gap {
    double width = 0;
    QPointF bisector;
};

// The angles between a hole's edges (radians, screen coordinates), each with
// its bisector.
std::vector<Gap> gapsBetween(const std::vector<double>& edgeAngles)
{
    if (edgeAngles.empty()) {
        return {{2 * kPi, QPointF(0, 1)}};
    }
    std::vector<double> angles = edgeAngles;
    std::ranges::sort(angles);
    std::vector<Gap> gaps;
    for (std::size_t i = 0; i < angles.size(); ++i) {
        const double from = angles[i];
        const double to = i + 1 < angles.size() ? angles[i + 1] : angles.front() + 2 * kPi;
        gaps.push_back({to - from, QPointF(std::cos((from + to) / 2), std::sin((from + to) / 2))});
    }
    return gaps;
}

// The bisector of the widest gap; among equal widths the one pointing
// furthest down the screen (below the holes of a straight arm, as on a row).
QPointF widestGap(const std::vector<Gap>& gaps)
{
    QPointF best(0, 1);
    double bestWidth = -1;
    for (const Gap& gap : gaps) {
        if (gap.width > bestWidth + 1e-6 || (std::abs(gap.width - bestWidth) <= 1e-6 && gap.bisector.y() > best.y())) {
            bestWidth = gap.width;
            best = gap.bisector;
        }
    }
    return best;
}

// Whether sorted clearances `a` beat `b`: larger at the first place where
// they differ by more than rounding.
bool leximinBetter(const std::vector<double>& a, const std::vector<double>& b)
{
    for (std::size_t i = 0; i < a.size() && i < b.size(); ++i) {
        if (std::abs(a[i] - b[i]) > 1e-6) {
            return a[i] > b[i];
        }
    }
    return false;
}

} // namespace

// A grid's numbers read like a table's: the border holes' outside the
// board, straight out (corners diagonally); every inner hole's at its upper
// left, the same place for each, in the one free gap between four pegs
// (holeNumberRect keeps it against its own hole's rim).
void BoardGeometry::placeGridNumbers(const Board& board)
{
    const int side = board.columns();
    for (int hole = 0; hole < board.holeCount(); ++hole) {
        const int row = hole / side;
        const int column = hole % side;
        const double x = column == 0 ? -1 : (column == side - 1 ? 1 : 0);
        const double y = row == 0 ? -1 : (row == side - 1 ? 1 : 0);
        QPointF direction = x == 0 && y == 0 ? QPointF(-1, -1) : QPointF(x, y);
        direction /= std::hypot(direction.x(), direction.y());
        numberDirections_[static_cast<std::size_t>(hole)] = direction;
    }
}

void BoardGeometry::placeTreeNumbers(const Board& board)
{
    std::vector<std::vector<Gap>> gaps;
    for (int hole = 0; hole < board.holeCount(); ++hole) {
        std::vector<double> angles;
        for (const int neighbour : board.neighbours(hole)) {
            const QPointF along = units_[static_cast<std::size_t>(neighbour)] - units_[static_cast<std::size_t>(hole)];
            angles.push_back(std::atan2(along.y(), along.x()));
        }
        gaps.push_back(gapsBetween(angles));
        numberDirections_[static_cast<std::size_t>(hole)] = widestGap(gaps.back());
    }
    // A branching hole's gaps are all alike, and the arms' numbers already
    // fill some of them: its number takes the gap where it clears the other
    // pegs and numbers best (the largest smallest clearance, then the largest
    // next one, and so on, since the nearest pegs often tie).
    for (int hole = 0; hole < board.holeCount(); ++hole) {
        if (board.neighbours(hole).size() < 3) {
            continue;
        }
        const QPointF here = units_[static_cast<std::size_t>(hole)];
        std::vector<double> best;
        for (const Gap& gap : gaps[static_cast<std::size_t>(hole)]) {
            const std::vector<double> clearances = clearancesAt(here + gap.bisector * kNumberDistance, hole);
            if (best.empty() || leximinBetter(clearances, best)) {
                best = clearances;
                numberDirections_[static_cast<std::size_t>(hole)] = gap.bisector;
            }
        }
    }
}

void BoardGeometry::findJunctions(const Board& board)
{
    junctionOf_.assign(units_.size(), -1);
    for (int hub = 0; hub < board.holeCount(); ++hub) {
        if (board.neighbours(hub).size() < 3) {
            continue;
        }
        hubs_.push_back(hub);
        std::vector<int> around;
        for (std::size_t hole = 0; hole < units_.size(); ++hole) {
            const QPointF offset = units_[hole] - units_[static_cast<std::size_t>(hub)];
            if (std::hypot(offset.x(), offset.y()) <= kJunctionReach) {
                around.push_back(static_cast<int>(hole));
                if (junctionOf_[hole] < 0) {
                    junctionOf_[hole] = static_cast<int>(junctions_.size());
                }
            }
        }
        junctions_.push_back(std::move(around));
    }
}

bool BoardGeometry::isJunction(int hole) const { return std::ranges::binary_search(hubs_, hole); }

const std::vector<int>* BoardGeometry::junctionAround(int hole) const
{
    const int junction = junctionOf_.empty() ? -1 : junctionOf_[static_cast<std::size_t>(hole)];
    return junction < 0 ? nullptr : &junctions_[static_cast<std::size_t>(junction)];
}

void BoardGeometry::findRuns(const Board& board)
{
    const int holes = board.holeCount();
    if (isRow_) {
        if (holes > 1) {
            runs_.emplace_back(0, holes - 1);
        }
        return;
    }
    // A hole a straight run passes through: two neighbours, on either side.
    const auto passesThrough = [&](int hole) {
        const auto next = board.neighbours(hole);
        if (next.size() != 2) {
            return false;
        }
        const QPointF here = units_[static_cast<std::size_t>(hole)];
        const QPointF a = units_[static_cast<std::size_t>(next[0])] - here;
        const QPointF b = units_[static_cast<std::size_t>(next[1])] - here;
        return std::abs(a.x() * b.y() - a.y() * b.x()) < 1e-6 && a.x() * b.x() + a.y() * b.y() < 0;
    };
    for (int start = 0; start < holes; ++start) {
        if (passesThrough(start)) {
            continue;
        }
        for (const int first : board.neighbours(start)) {
            int previous = start;
            int at = first;
            while (passesThrough(at)) {
                const auto next = board.neighbours(at);
                const int ahead = next[0] == previous ? next[1] : next[0];
                previous = at;
                at = ahead;
            }
            if (start < at) { // each run is found from both ends
                runs_.emplace_back(start, at);
            }
        }
    }
}

std::vector<double> BoardGeometry::clearancesAt(QPointF place, int hole) const
{
    std::vector<double> clearances;
    for (std::size_t other = 0; other < units_.size(); ++other) {
        if (static_cast<int>(other) == hole) {
            continue;
        }
        const QPointF centre = units_[other];
        const QPointF number = centre + numberDirections_[other] * kNumberDistance;
        clearances.push_back(std::hypot(place.x() - centre.x(), place.y() - centre.y()) - kPegClearance);
        clearances.push_back(std::hypot(place.x() - number.x(), place.y() - number.y()));
    }
    std::ranges::sort(clearances);
    return clearances;
}

BoardGeometry::BoardGeometry(const Board& board)
    : isRow_(board.isRow())
{
    units_.reserve(static_cast<std::size_t>(board.holeCount()));
    for (int hole = 0; hole < board.holeCount(); ++hole) {
        const Point point = board.coordinate(hole);
        units_.emplace_back(point.x, point.y);
        for (const int neighbour : board.neighbours(hole)) {
            if (hole < neighbour) {
                edges_.emplace_back(hole, neighbour);
            }
        }
    }
    numberDirections_.assign(units_.size(), QPointF(0, 1));
    if (board.isGrid()) {
        placeGridNumbers(board);
    } else if (!isRow_) {
        placeTreeNumbers(board);
    }
    findRuns(board);
    findJunctions(board);
    // The bounds hold the holes and, on a tree, the numbers too: a number
    // beyond the end of an arm must not fall off the window.
    std::vector<QPointF> drawn = units_;
    if (!isRow_) {
        for (std::size_t hole = 0; hole < units_.size(); ++hole) {
            drawn.push_back(units_[hole] + numberDirections_[hole] * kNumberDistance);
        }
    }
    if (!drawn.empty()) {
        const auto [minX, maxX] = std::minmax_element(drawn.begin(), drawn.end(),
                                                      [](QPointF a, QPointF b) { return a.x() < b.x(); });
        const auto [minY, maxY] = std::minmax_element(drawn.begin(), drawn.end(),
                                                      [](QPointF a, QPointF b) { return a.y() < b.y(); });
        unitBounds_ = QRectF(QPointF(minX->x(), minY->y()), QPointF(maxX->x(), maxY->y()));
    }
}

QSizeF BoardGeometry::sizeAt(double spacing) const
{
    const Margins margins = isRow_ ? kRowMargins : kTreeMargins;
    return {(unitBounds_.width() + 2 * margins.side) * spacing,
            (unitBounds_.height() + margins.top + margins.bottom) * spacing};
}

void BoardGeometry::fit(QSizeF size, double minSpacing)
{
    const QSizeF units = sizeAt(1.0);
    const double fitting = std::min(size.width() / units.width(), size.height() / units.height());
    spacing_ = std::max(std::min(fitting, kMaxSpacing), minSpacing);
    const QSizeF used = sizeAt(spacing_);
    const QPointF topLeft(std::max(0.0, (size.width() - used.width()) / 2),
                          std::max(0.0, (size.height() - used.height()) / 2));
    const Margins margins = isRow_ ? kRowMargins : kTreeMargins;
    origin_ = topLeft + QPointF(margins.side, margins.top) * spacing_ - unitBounds_.topLeft() * spacing_;
}

int BoardGeometry::holeAt(QPointF point) const
{
    const double reach = pegRadius() * 1.15;
    for (const int hole : holesNear(QRectF(point, point).adjusted(-reach, -reach, reach, reach))) {
        const QPointF offset = point - centre(hole);
        if (std::hypot(offset.x(), offset.y()) <= reach) {
            return hole;
        }
    }
    return -1;
}

std::vector<int> BoardGeometry::holesNear(QRectF rect) const
{
    std::vector<int> holes;
    if (!isRow_) {
        // Anything drawn for a hole stays within about a spacing of it.
        const QRectF near = rect.adjusted(-1.5 * spacing_, -1.5 * spacing_, 1.5 * spacing_, 1.5 * spacing_);
        for (int hole = 0; hole < holeCount(); ++hole) {
            if (near.contains(centre(hole))) {
                holes.push_back(hole);
            }
        }
        return holes;
    }
    // Row holes sit at x = origin + hole * spacing; anything drawn for a hole
    // stays within one spacing of its centre.
    const double first = std::floor((rect.left() - origin_.x()) / spacing_ - 1);
    const double last = std::ceil((rect.right() - origin_.x()) / spacing_ + 1);
    const int begin = static_cast<int>(std::clamp(first, 0.0, static_cast<double>(holeCount())));
    const int end = static_cast<int>(std::clamp(last + 1, 0.0, static_cast<double>(holeCount())));
    for (int hole = begin; hole < end; ++hole) {
        holes.push_back(hole);
    }
    return holes;
}

double BoardGeometry::numberDistance() const { return spacing_ * kNumberDistance; }

QPointF BoardGeometry::numberPosition(int hole) const { return centre(hole) + numberDirection(hole) * numberDistance(); }

QPointF BoardGeometry::hopNormal(int from, int to) const
{
    const QPointF along = units_[static_cast<std::size_t>(to)] - units_[static_cast<std::size_t>(from)];
    const double length = std::hypot(along.x(), along.y());
    if (length == 0) {
        return {0, -1};
    }
    QPointF normal(along.y() / length, -along.x() / length);
    if (normal.y() > 1e-9 || (std::abs(normal.y()) <= 1e-9 && normal.x() > 0)) {
        normal = -normal;
    }
    return normal;
}

} // namespace leapfrog::ui

#include "boardgeometry.h"

#include <algorithm>
#include <cmath>

namespace leapfrog::ui {

namespace {

// Margins around the holes' centres, in hole spacings: room for the wooden
// rim at the sides, for hops and improper-board tags above, and for hole
// numbers below.
constexpr double kSideMargin = 0.8;
constexpr double kTopMargin = 1.7;
constexpr double kBottomMargin = 1.3;

constexpr double kPi = 3.14159265358979323846;

// The bisector of the widest angle between a hole's edges; among equal
// widths the one pointing furthest down the screen.
QPointF widestGap(const std::vector<double>& edgeAngles)
{
    if (edgeAngles.empty()) {
        return {0, 1};
    }
    std::vector<double> angles = edgeAngles;
    std::ranges::sort(angles);
    QPointF best(0, 1);
    double bestWidth = -1;
    for (std::size_t i = 0; i < angles.size(); ++i) {
        const double from = angles[i];
        const double to = i + 1 < angles.size() ? angles[i + 1] : angles.front() + 2 * kPi;
        const double width = to - from;
        const QPointF bisector(std::cos((from + to) / 2), std::sin((from + to) / 2));
        if (width > bestWidth + 1e-6 || (std::abs(width - bestWidth) <= 1e-6 && bisector.y() > best.y())) {
            bestWidth = width;
            best = bisector;
        }
    }
    return best;
}

} // namespace

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
    if (!isRow_) {
        for (int hole = 0; hole < board.holeCount(); ++hole) {
            std::vector<double> angles;
            for (const int neighbour : board.neighbours(hole)) {
                const QPointF along = units_[static_cast<std::size_t>(neighbour)] - units_[static_cast<std::size_t>(hole)];
                angles.push_back(std::atan2(along.y(), along.x()));
            }
            numberDirections_[static_cast<std::size_t>(hole)] = widestGap(angles);
        }
    }
    if (!units_.empty()) {
        const auto [minX, maxX] = std::minmax_element(units_.begin(), units_.end(),
                                                      [](QPointF a, QPointF b) { return a.x() < b.x(); });
        const auto [minY, maxY] = std::minmax_element(units_.begin(), units_.end(),
                                                      [](QPointF a, QPointF b) { return a.y() < b.y(); });
        unitBounds_ = QRectF(QPointF(minX->x(), minY->y()), QPointF(maxX->x(), maxY->y()));
    }
}

QSizeF BoardGeometry::sizeAt(double spacing) const
{
    return {(unitBounds_.width() + 2 * kSideMargin) * spacing,
            (unitBounds_.height() + kTopMargin + kBottomMargin) * spacing};
}

void BoardGeometry::fit(QSizeF size, double minSpacing)
{
    const QSizeF units = sizeAt(1.0);
    const double fitting = std::min(size.width() / units.width(), size.height() / units.height());
    spacing_ = std::max(std::min(fitting, kMaxSpacing), minSpacing);
    const QSizeF used = sizeAt(spacing_);
    const QPointF topLeft(std::max(0.0, (size.width() - used.width()) / 2),
                          std::max(0.0, (size.height() - used.height()) / 2));
    origin_ = topLeft + QPointF(kSideMargin, kTopMargin) * spacing_ - unitBounds_.topLeft() * spacing_;
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
        for (int hole = 0; hole < holeCount(); ++hole) {
            holes.push_back(hole);
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

QPointF BoardGeometry::numberPosition(int hole) const
{
    return centre(hole) + numberDirections_[static_cast<std::size_t>(hole)] * spacing_ * 0.92;
}

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

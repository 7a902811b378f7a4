#include "motion.h"

#include <QEasingCurve>

#include <cmath>
#include <numbers>

namespace leapfrog::ui {

std::vector<PegMotion> motionsBetween(const Position& from, const Position& to)
{
    if (from.size() != to.size()) {
        return {};
    }
    std::vector<int> left;
    std::vector<int> arrived;
    for (int hole = 0; hole < from.size(); ++hole) {
        const bool had = isPeg(from.at(hole));
        const bool has = isPeg(to.at(hole));
        if (had && !has) {
            left.push_back(hole);
        } else if (!had && has) {
            arrived.push_back(hole);
        } else if (had && from.at(hole) != to.at(hole)) {
            return {}; // a peg changed colour in place: not a move
        }
    }
    if (left.empty() || left.size() != arrived.size()) {
        return {};
    }
    std::vector<PegMotion> motions;
    for (std::size_t i = 0; i < left.size(); ++i) {
        if (from.at(left[i]) != to.at(arrived[i])) {
            return {};
        }
        motions.push_back({left[i], arrived[i], from.at(left[i])});
    }
    return motions;
}

PegFrame pegFrame(const BoardGeometry& geometry, const PegMotion& motion, MoveShape shape, double t)
{
    const QPointF start = geometry.centre(motion.from);
    const QPointF end = geometry.centre(motion.to);
    const double eased = QEasingCurve(QEasingCurve::InOutCubic).valueForProgress(t);
    PegFrame frame;
    frame.ground = start + (end - start) * eased;
    frame.centre = frame.ground;
    if (shape == MoveShape::Step) {
        return frame;
    }
    // A hop clears the peg it jumps (almost a spacing high) and rises higher
    // the farther it goes, but never beyond the board's top margin.
    const QPointF along = end - start;
    const double holesCovered = std::hypot(along.x(), along.y()) / geometry.spacing();
    const double height = geometry.spacing() * 0.95 * std::sqrt(std::max(holesCovered, 1.0) / 2.0);
    frame.lift = std::sin(std::numbers::pi * eased);
    frame.centre += geometry.hopNormal(motion.from, motion.to) * std::min(height, geometry.spacing() * 1.35)
                    * frame.lift;
    return frame;
}

} // namespace leapfrog::ui

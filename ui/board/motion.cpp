#include "motion.h"

#include <QEasingCurve>

#include <cmath>
#include <numbers>

namespace leapfrog::ui {

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

#include "windowfit.h"

#include <algorithm>

namespace leapfrog::ui::windowfit {

QRect firstGeometry(const QRect& available)
{
    const QSize room = available.size() - kFrameAllowance;
    // Never the whole screen: a window that fills it looks maximised without being so.
    const QSize size(std::min(kPreferred.width(), room.width() * 94 / 100),
                     std::min(kPreferred.height(), room.height() * 94 / 100));
    QRect geometry(QPoint(), size);
    geometry.moveCenter(available.center());
    // The title bar goes above the client area: keep it on the screen.
    geometry.moveTop(std::max(geometry.top(), available.top() + kFrameAllowance.height() - kFrameAllowance.width() / 2));
    return geometry;
}

QRect fitted(const QRect& wanted, const QRect& available)
{
    QRect result(wanted.topLeft(), wanted.size().boundedTo(available.size()));
    if (result.right() > available.right()) {
        result.moveRight(available.right());
    }
    if (result.bottom() > available.bottom()) {
        result.moveBottom(available.bottom());
    }
    if (result.left() < available.left()) {
        result.moveLeft(available.left());
    }
    if (result.top() < available.top()) {
        result.moveTop(available.top());
    }
    return result;
}

} // namespace leapfrog::ui::windowfit

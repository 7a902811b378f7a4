#include "pageframe.h"

#include <QPageLayout>
#include <QPagedPaintDevice>
#include <QPainter>

#include <algorithm>

namespace leapfrog::ui {

PageFrame framePage(const QPagedPaintDevice& device, QSizeF content)
{
    const QPageLayout layout = device.pageLayout();
    // Points from the paper's top left corner: the whole sheet, and the area
    // the device paints (the painter's origin is that area's top left).
    const QRectF paper(QPointF(0, 0), layout.fullRect(QPageLayout::Point).size());
    const QRectF painted = layout.paintRect(QPageLayout::Point);
    const double least = kLeastPageMarginMm * 72.0 / 25.4;
    const QRectF room = paper.adjusted(least, least, -least, -least).intersected(painted);
    PageFrame frame;
    frame.scale = std::min(room.width() / content.width(), room.height() / content.height());
    const double left = room.left() + (room.width() - content.width() * frame.scale) / 2;
    frame.corner = QPointF(left, room.top()) - painted.topLeft();
    return frame;
}

void applyFrame(QPainter& painter, const QPagedPaintDevice& device, const PageFrame& frame)
{
    // Device pixels per point, then the frame in points.
    painter.scale(device.logicalDpiX() / 72.0, device.logicalDpiY() / 72.0);
    painter.translate(frame.corner);
    painter.scale(frame.scale, frame.scale);
}

} // namespace leapfrog::ui

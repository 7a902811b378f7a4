#pragma once
// Where a page's content goes on any paged device (a QPdfWriter, a printer, a
// print preview): inside margins of at least 15 mm from the paper's edge on
// every side, whatever margins the device's page layout has (a printer's are
// often 3 to 5 mm, and content there is clipped by real printers), scaled to
// fit and centred across the paper. The content is laid out once, on the
// PDF's page (A4 inside 15 mm margins, striplayout.h), so that a PDF and a
// print are the same pages.
#include <QPointF>
#include <QSizeF>

class QPagedPaintDevice;
class QPainter;

namespace leapfrog::ui {

// The least margin on every side of a printed or exported page.
inline constexpr double kLeastPageMarginMm = 15.0;

struct PageFrame {
    QPointF corner;   // the content's top left, in points from the painter's origin
    double scale = 1; // content points to page points
};

// The frame of `content` (points) on `device`'s page.
PageFrame framePage(const QPagedPaintDevice& device, QSizeF content);

// Sets `painter` (fresh on `device`) so that content points can be drawn
// from the frame's corner.
void applyFrame(QPainter& painter, const QPagedPaintDevice& device, const PageFrame& frame);

} // namespace leapfrog::ui

#pragma once
// The keyboard's focus on a widget that paints itself (the board, the
// solution's word and list): a rounded frame in the palette's highlight just
// inside `area`, wide enough to see on the board's wood and on paper.
#include <QPainter>
#include <QPalette>
#include <QRect>

namespace leapfrog::ui {

inline void drawFocusFrame(QPainter& painter, const QRect& area, const QPalette& palette)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(palette.color(QPalette::Highlight), 3));
    painter.drawRoundedRect(QRectF(area).adjusted(2, 2, -2, -2), 5, 5);
    painter.restore();
}

} // namespace leapfrog::ui

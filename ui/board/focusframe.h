#pragma once
// The keyboard's focus on a widget that paints itself (the board, the
// solution's word and list): a rounded frame in the palette's highlight just
// inside `area`, lined inside with the highlight's text colour, so that one
// of the two stands out on any ground (Fusion's blue alone is 2.6:1 on the
// board's dark table, white 11:1; on paper the blue is 3.7:1).
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
    painter.setPen(QPen(palette.color(QPalette::HighlightedText), 1));
    painter.drawRoundedRect(QRectF(area).adjusted(4, 4, -4, -4), 3, 3);
    painter.restore();
}

} // namespace leapfrog::ui

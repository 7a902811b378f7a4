#include "boardview.h"

#include <QMouseEvent>
#include <QPainter>

namespace leapfrog::ui {

BoardView::BoardView(QWidget* parent)
    : QWidget(parent)
{
    setMinimumSize(200, 80);
}

void BoardView::setGame(const Game* game)
{
    game_ = game;
    update();
}

QSize BoardView::sizeHint() const { return {640, 160}; }

double BoardView::holeSpacing() const
{
    const int holes = game_ ? game_->variant().holeCount() : 1;
    return std::min(width() / (holes + 1.0), height() / 2.0);
}

QPointF BoardView::holeCentre(int hole) const
{
    const int holes = game_->variant().holeCount();
    const double spacing = holeSpacing();
    const double left = (width() - spacing * (holes - 1)) / 2.0;
    return {left + spacing * hole, height() / 2.0};
}

int BoardView::holeAt(QPointF point) const
{
    if (!game_) {
        return -1;
    }
    const double radius = holeSpacing() * 0.45;
    for (int hole = 0; hole < game_->variant().holeCount(); ++hole) {
        if (QLineF(point, holeCentre(hole)).length() <= radius) {
            return hole;
        }
    }
    return -1;
}

void BoardView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect(), QColor(0xf4, 0xef, 0xe6));
    if (!game_) {
        return;
    }
    const double radius = holeSpacing() * 0.38;
    for (int hole = 0; hole < game_->variant().holeCount(); ++hole) {
        const QPointF centre = holeCentre(hole);
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0x8a, 0x7a, 0x66));
        painter.drawEllipse(centre, radius * 0.6, radius * 0.6);
        const Cell cell = game_->position().at(hole);
        if (cell == Cell::Empty) {
            continue;
        }
        painter.setBrush(cell == Cell::Blue ? QColor(0x00, 0x72, 0xb2) : QColor(0xd5, 0x5e, 0x00));
        painter.drawEllipse(centre, radius, radius);
        painter.setPen(Qt::white);
        painter.drawText(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
                         Qt::AlignCenter, QString(QChar(cellChar(cell))));
    }
}

void BoardView::mousePressEvent(QMouseEvent* event)
{
    const int hole = holeAt(event->position());
    if (hole >= 0) {
        Q_EMIT holeClicked(hole);
    }
}

} // namespace leapfrog::ui

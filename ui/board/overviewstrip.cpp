#include "overviewstrip.h"

#include "boardstyle.h"
#include "boardview.h"

#include <QEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollArea>
#include <QScrollBar>

#include <algorithm>

namespace leapfrog::ui {

namespace {

constexpr int kHeight = 26;
constexpr int kInset = 6;

} // namespace

OverviewStrip::OverviewStrip(BoardView* view, QScrollArea* area, QWidget* parent)
    : QWidget(parent)
    , view_(view)
    , area_(area)
{
    setObjectName(QStringLiteral("overviewStrip"));
    setCursor(Qt::PointingHandCursor);
    setToolTip(tr("The whole board: click or drag to go there."));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    QScrollBar* bar = area_->horizontalScrollBar();
    connect(bar, &QScrollBar::rangeChanged, this, &OverviewStrip::follow);
    connect(bar, &QScrollBar::valueChanged, this, qOverload<>(&QWidget::update));
    // The board repaints whenever a peg moves: so does its miniature.
    view_->installEventFilter(this);
    follow();
}

QSize OverviewStrip::sizeHint() const { return {400, kHeight}; }

QSize OverviewStrip::minimumSizeHint() const { return {60, kHeight}; }

bool OverviewStrip::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == view_ && (event->type() == QEvent::Paint || event->type() == QEvent::Resize)) {
        update();
    }
    return QWidget::eventFilter(watched, event);
}

void OverviewStrip::follow() { setVisible(area_->horizontalScrollBar()->maximum() > 0); }

double OverviewStrip::scale() const
{
    return view_->width() > 0 ? (width() - 2.0 * kInset) / view_->width() : 0.0;
}

QRectF OverviewStrip::visibleFrame() const
{
    const double left = kInset + area_->horizontalScrollBar()->value() * scale();
    return {left, 2.0, area_->viewport()->width() * scale(), height() - 4.0};
}

void OverviewStrip::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect(), tableTopColour(view_->look()).darker(125));
    const Position& position = view_->position();
    const int holes = view_->boardGeometry().holeCount();
    const double mark = std::max(1.0, (width() - 2.0 * kInset) / std::max(1, holes) * 0.8);
    for (int hole = 0; hole < holes; ++hole) {
        const double x = kInset + view_->holeCentre(hole).x() * scale();
        const Cell cell = position.at(hole);
        const QColor colour = cell == Cell::Empty ? QColor(0x1B, 0x12, 0x0B) : pegColour(cell);
        const double top = cell == Cell::Empty ? height() * 0.42 : height() * 0.25;
        painter.fillRect(QRectF(x - mark / 2, top, mark, height() - 2 * top), colour);
    }
    painter.setPen(QPen(QColor(255, 255, 255, 230), 2));
    painter.setBrush(QColor(255, 255, 255, 40));
    painter.drawRoundedRect(visibleFrame(), 3, 3);
}

void OverviewStrip::centreOn(double stripX)
{
    const double boardX = (stripX - kInset) / std::max(scale(), 1e-9);
    area_->horizontalScrollBar()->setValue(static_cast<int>(boardX - area_->viewport()->width() / 2.0));
}

void OverviewStrip::mousePressEvent(QMouseEvent* event) { centreOn(event->position().x()); }

void OverviewStrip::mouseMoveEvent(QMouseEvent* event)
{
    if (event->buttons() & Qt::LeftButton) {
        centreOn(event->position().x());
    }
}

} // namespace leapfrog::ui

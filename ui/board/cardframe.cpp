#include "cardframe.h"

#include <QPainter>
#include <QPainterPath>

namespace leapfrog::ui {

CardFrame::CardFrame(Qt::Edge side, int radius, QWidget* parent)
    : QFrame(parent)
    , side_(side)
    , radius_(radius)
{
    // The stripe and the outline take the room a style sheet's borders took,
    // so the card's contents sit where they did.
    const bool top = side_ == Qt::TopEdge;
    setContentsMargins(top ? kEdge : kStripe, top ? kStripe : kEdge, kEdge, kEdge);
}

void CardFrame::setCardColours(const QColor& paper, const QColor& edge, const QColor& stripe)
{
    if (paper == paper_ && edge == edge_ && stripe == stripe_) {
        return;
    }
    paper_ = paper;
    edge_ = edge;
    stripe_ = stripe;
    update();
}

void CardFrame::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    QPainterPath card;
    card.addRoundedRect(QRectF(rect()), radius_, radius_);
    // The outline drawn on the pixel's centre, half a pixel inside the card.
    QPainterPath outline;
    outline.addRoundedRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5), radius_ - 0.5, radius_ - 0.5);
    painter.fillPath(card, paper_);
    painter.setPen(QPen(edge_, kEdge));
    painter.drawPath(outline);
    // The stripe, cut by the card's own corners: its inner edge stays straight.
    painter.setClipPath(card);
    painter.fillRect(side_ == Qt::TopEdge ? QRect(0, 0, width(), kStripe) : QRect(0, 0, kStripe, height()), stripe_);
}

} // namespace leapfrog::ui

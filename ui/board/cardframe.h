#pragma once
// A card of the window (the solved banner, the tutorial's card, the verdict
// and search cards of the side panel): rounded paper with a thin edge and a
// coloured stripe along one side, painted here. A style sheet's box would
// draw the same with a thick border on one side, but its rounded corners bend
// that border where it meets the thin ones, notching both ends of the stripe.
#include <QColor>
#include <QFrame>

namespace leapfrog::ui {

class CardFrame : public QFrame {
public:
    // The stripe along `side` (Qt::LeftEdge or Qt::TopEdge), corners of `radius` pixels.
    CardFrame(Qt::Edge side, int radius, QWidget* parent = nullptr);

    // The paper, its outline, and the stripe; repaints when they change.
    void setCardColours(const QColor& paper, const QColor& edge, const QColor& stripe);

    static constexpr int kStripe = 6; // the stripe's width, in pixels
    static constexpr int kEdge = 1;   // the outline's

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    Qt::Edge side_;
    int radius_;
    QColor paper_;
    QColor edge_;
    QColor stripe_;
};

} // namespace leapfrog::ui

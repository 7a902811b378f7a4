#pragma once
// The whole board in miniature under a board too long for the window: one
// coloured mark a hole, the part the window shows framed. A click or a drag
// on it brings that part of the board into view, so a player finds their
// way along classic:1000 without scrolling blind. Hidden while the whole
// board fits.
#include <QWidget>

class QScrollArea;

namespace leapfrog::ui {

class BoardView;

class OverviewStrip : public QWidget {
    Q_OBJECT
public:
    OverviewStrip(BoardView* view, QScrollArea* area, QWidget* parent);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    // The frame of the part in view, in the strip's pixels.
    QRectF visibleFrame() const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;

private:
    void follow();
    void centreOn(double stripX);
    // The strip's horizontal scale: pixels of strip per pixel of board.
    double scale() const;

    BoardView* view_;
    QScrollArea* area_;
};

} // namespace leapfrog::ui

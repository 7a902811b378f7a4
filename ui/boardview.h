#pragma once
// Draws a game's board and turns clicks on pegs into moves.
#include "game.h"

#include <QWidget>

namespace leapfrog::ui {

class BoardView : public QWidget {
    Q_OBJECT
public:
    explicit BoardView(QWidget* parent = nullptr);
    void setGame(const Game* game);
    QSize sizeHint() const override;
    // The hole under a point in widget coordinates, or -1.
    int holeAt(QPointF point) const;
    QPointF holeCentre(int hole) const;

Q_SIGNALS:
    void holeClicked(int hole);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

private:
    double holeSpacing() const;
    const Game* game_ = nullptr;
};

} // namespace leapfrog::ui

#pragma once
// What the solution's word and list have in common: a click goes to the
// position it points at (pausing first), and once Tab has brought the
// keyboard to either, it takes the keys that walk the moves as the clicks
// do: the arrows step one move back or forward, Home and End go to the start
// and to the end (each pauses first); Space plays and pauses, as everywhere
// in the player. Either shows it has the keyboard by the focus frame it
// paints (board/focusframe.h), repainted as the focus comes and goes.
#include <QAbstractScrollArea>
#include <QPoint>

#include <cstdint>
#include <optional>

class QPainter;

namespace leapfrog::ui {

class SolutionPlayer;

class PlayerScrollView : public QAbstractScrollArea {
    Q_OBJECT
public:
    explicit PlayerScrollView(SolutionPlayer* player, QWidget* parent = nullptr);

protected:
    SolutionPlayer* player() const { return player_; }
    // The position (after that many moves) a click at `point` of the
    // viewport goes to, if any.
    virtual std::optional<std::uint64_t> positionAt(QPoint point) const = 0;
    // The focus frame over the viewport, when the view has the keyboard.
    void paintFocusFrame(QPainter& painter) const;

    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    SolutionPlayer* player_;
};

} // namespace leapfrog::ui

#pragma once
// The board: draws a position with its marks, animates moves (a step slides,
// a jump hops in an arc over the jumped peg), and reports clicks, hovering and
// keys as holes. It decides nothing about play: the PlayController turns its
// signals into moves and tells it what to mark.
#include "boardgeometry.h"
#include "boardmarks.h"
#include "boardstyle.h"
#include "model/position.h"
#include "model/rules.h"
#include "motion.h"
#include "tilecache.h"

#include <QPixmap>
#include <QWidget>

#include <cstdint>
#include <utility>
#include <vector>

class QTimer;
class QVariantAnimation;

namespace leapfrog::ui {

enum class AnimationSpeed { Instant, Fast, Normal, Slow };


class BoardView : public QWidget {
    Q_OBJECT
public:
    explicit BoardView(QWidget* parent = nullptr);

    // A new board: resets the position to `position` and clears the marks
    // and the goal rings.
    void setBoard(const Board& board, const Position& position);
    // Rings round the holes in the colour of the peg each must end with (for
    // boards whose goal is not plain to see); an empty position for none.
    void setGoalRings(const Position& goal);
    const Position& goalRings() const { return goal_; }
    // Shows a position at once (no animation; a running one is finished).
    void setPosition(const Position& position);
    // Shows the change from `from` to `to`, animated when pegs moved.
    void showMove(const Position& from, const Position& to, MoveShape shape);
    // The same, taking `durationMs` (the solution player sets its own pace).
    void showMove(const Position& from, const Position& to, MoveShape shape, int durationMs);
    // How long a move of this shape takes at the chosen animation speed.
    int moveDuration(MoveShape shape) const;
    void finishAnimation();
    // The memory the view keeps of its drawn background: one pixmap for a
    // board that fits the cache's limit, else the tiles of a long row, within
    // their budget.
    std::int64_t backgroundBytes() const;
    bool isAnimating() const;
    // Jumps a running animation to progress t in [0, 1]: for benchmarks and
    // for pictures of a single frame.
    void setAnimationProgress(double t);

    void setAnimationSpeed(AnimationSpeed speed) { speed_ = speed; }
    AnimationSpeed animationSpeed() const { return speed_; }
    void setHoleNumbersVisible(bool visible);
    // The high-contrast look (boardstyle.h); light or dark follows the palette.
    void setHighContrast(bool on);
    bool highContrast() const { return highContrast_; }
    BoardLook look() const;
    bool holeNumbersVisible() const { return showNumbers_; }
    void setMarks(BoardMarks marks);
    const BoardMarks& marks() const { return marks_; }
    // The moves the player can make now (none while the board is only looked
    // at): the holes' names for a screen reader say where each peg can go.
    void setPlayableMoves(std::vector<PlayableMove> moves);
    const std::vector<PlayableMove>& playableMoves() const { return playable_; }
    // The move just made and its verdict, for a screen reader: the board's
    // accessible description (board/boardaccessible.h says how it is heard).
    void announce(const QString& text);
    const QString& announcement() const { return announcement_; }
    // The keyboard's hole when the last announcement was made (-1: none):
    // it says the announcement too, until the keyboard moves on.
    int announcedHole() const { return announcedHole_; }
    // A brief sideways shake of the peg in `hole`: "that cannot move".
    void shake(int hole);
    // Scrolls an enclosing scroll area so that `hole` shows; `centred`, into
    // the middle of it.
    void revealHole(int hole, bool centred = false);
    // Keeps `hole` in the middle third of what shows, scrolling only when it
    // leaves it (a watched solution's play moves along a long board).
    void followHole(int hole);
    // Zoom: larger holes than the window holds make the board scroll; "fit"
    // returns to the largest size that shows the whole board.
    void zoomIn();
    void zoomOut();
    void zoomToFit();
    bool isZoomed() const { return minSpacing_ > BoardGeometry::kMinSpacing; }
    // Pixels at the bottom that a card over the board covers (the
    // tutorial's): the board is laid out in the room above them.
    void setCoveredBottom(int pixels);

    const BoardGeometry& boardGeometry() const { return geometry_; }
    const Position& position() const { return position_; }
    QPointF holeCentre(int hole) const { return geometry_.centre(hole); }
    int holeAt(QPointF point) const { return geometry_.holeAt(point); }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    void holeClicked(int hole); // -1: a click beside the holes
    void holeHovered(int hole); // -1: the mouse left the holes
    void boardKey(leapfrog::ui::BoardKey key);
    // The board took the keyboard (`reason`: by Tab, a click, a new game...),
    // before it tells a screen reader which hole it is on.
    void focusGained(Qt::FocusReason reason);
    void animationFinished();
    // The board is drawn in another look: what surrounds it follows.
    void lookChanged();
    // Each event the board sends a screen reader (QAccessible::Event: Focus
    // on a hole, DescriptionChanged on the board or a hole; `child` -1 for
    // the board): QAccessible passes events on only while a screen reader
    // listens, so tests and logs see them here.
    void accessibilityNotified(int event, int child);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    void moveEvent(QMoveEvent* event) override;
    void changeEvent(QEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;

private:
    void setMinSpacing(double spacing);
    void restyle();
    void scrollToHole(int hole, double share);
    void relayout();
    void paintBackground(QPainter& painter, const QRectF& exposed);
    // Where a row's wood, holes and numbers lie: the rest is plain table.
    QRect rowBand() const;
    void drawBackgroundInto(QPainter& painter, const QRectF& area);
    void paintPegs(QPainter& painter, const std::vector<int>& holes);
    void paintMarks(QPainter& painter);
    void paintTravellers(QPainter& painter);
    // The keyboard's focus: a frame round the part of the board that shows.
    void paintFocusFrame(QPainter& painter);
    bool isArriving(int hole) const;
    QPointF shakeOffset(int hole) const;

    BoardGeometry geometry_;
    Position position_;
    Position goal_;
    BoardMarks marks_;
    std::vector<PlayableMove> playable_;
    QString announcement_;
    int announcedHole_ = -1;
    PegSprites sprites_;
    QPixmap background_;
    bool backgroundValid_ = false;
    TileCache bandTiles_; // the band of a row too long to cache whole
    QTimer* warmTiles_ = nullptr; // draws the band's missing tiles when idle
    bool showNumbers_ = true;
    bool highContrast_ = false;
    bool shownDark_ = false; // the palette's darkness the board was last drawn for
    AnimationSpeed speed_ = AnimationSpeed::Normal;

    std::vector<PegMotion> motions_;
    MoveShape shape_ = MoveShape::Step;
    double progress_ = 1;
    QVariantAnimation* moveAnimation_ = nullptr;

    int shakeHole_ = -1;
    double shakeProgress_ = 1;
    QVariantAnimation* shakeAnimation_ = nullptr;

    int hoverHole_ = -1;
    double minSpacing_ = BoardGeometry::kReadableSpacing;
    int coveredBottom_ = 0;
};

} // namespace leapfrog::ui

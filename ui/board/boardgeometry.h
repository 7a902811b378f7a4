#pragma once
// Where each hole of a board is drawn inside a widget: the board's own drawing
// coordinates (Board::coordinate, one unit between adjacent holes) scaled and
// centred into the widget's area. Rows and trees alike, so the Y and branching
// boards are drawn by the same view; no widget code here.
#include "model/board.h"

#include <QPointF>
#include <QRectF>
#include <QSizeF>

#include <utility>
#include <vector>

namespace leapfrog::ui {

class BoardGeometry {
public:
    // Pixels between adjacent holes. Below the minimum the board no longer
    // fits and its view scrolls; above the maximum small boards would balloon.
    static constexpr double kMinSpacing = 13.0;
    static constexpr double kMaxSpacing = 96.0;
    static constexpr double kComfortableSpacing = 56.0;
    // The spacing a board opens at, at the least: pegs of 20 pixels, with
    // their letters legible. A longer row scrolls (with an overview strip
    // to find one's way) until the player zooms out to fit it (Ctrl+0).
    static constexpr double kReadableSpacing = 26.0;

    BoardGeometry() = default;
    explicit BoardGeometry(const Board& board);

    // Lays the board out, centred, in an area of `size` pixels, with at least
    // `minSpacing` pixels between holes (more than fits: the view scrolls).
    void fit(QSizeF size, double minSpacing = kMinSpacing);
    // The area that holds the board at a given spacing, margins included.
    QSizeF sizeAt(double spacing) const;

    int holeCount() const { return static_cast<int>(units_.size()); }
    bool isRow() const { return isRow_; }
    double spacing() const { return spacing_; }
    double holeRadius() const { return spacing_ * 0.29; }
    double pegRadius() const { return spacing_ * 0.39; }
    QPointF centre(int hole) const { return origin_ + units_[static_cast<std::size_t>(hole)] * spacing_; }
    // The hole whose peg covers `point`, or -1.
    int holeAt(QPointF point) const;
    // The holes whose drawing (peg, marks, number) may reach into `rect`, in
    // ascending order: a range on rows, so huge boards paint only what shows.
    std::vector<int> holesNear(QRectF rect) const;
    // Pairs of adjacent holes, a < b.
    const std::vector<std::pair<int, int>>& edges() const { return edges_; }
    // The straight stretches of the board, each by the holes at its two ends:
    // a row's whole length, a tree's arms and line. The wooden body and its
    // grain follow them, so a board of any size is a few strokes.
    const std::vector<std::pair<int, int>>& runs() const { return runs_; }
    // Where a hole's number goes: below it on a row; on a tree, into the
    // widest gap between its edges (downward when gaps tie), off the wood; a
    // branching hole's into the gap its neighbours' numbers leave freest.
    QPointF numberPosition(int hole) const;
    // The unit vector from a hole toward its number, and the number's usual
    // distance (the style moves it further out when the text is large).
    QPointF numberDirection(int hole) const { return numberDirections_[static_cast<std::size_t>(hole)]; }
    double numberDistance() const;
    // The holes round the branching hole nearest `hole` (itself included,
    // ascending), where numbers of different arms meet and may crowd; nullptr
    // when `hole` is not near one.
    const std::vector<int>* junctionAround(int hole) const;
    // Whether arms meet at `hole` (the centre of a Y, a branching point).
    bool isJunction(int hole) const;
    // "Up" for a hop from one hole to another: the unit normal of the line
    // between them that points up the screen (left on a vertical line).
    QPointF hopNormal(int from, int to) const;

private:
    // Where each hole's number goes on a tree (numberPosition).
    void placeGridNumbers(const Board& board);
    void placeTreeNumbers(const Board& board);
    void findRuns(const Board& board);
    void findJunctions(const Board& board);
    // The distances from `place` to every other hole's peg and number, in
    // hole spacings, smallest first.
    std::vector<double> clearancesAt(QPointF place, int hole) const;

    std::vector<QPointF> units_;
    std::vector<std::pair<int, int>> edges_;
    std::vector<std::pair<int, int>> runs_;
    std::vector<std::vector<int>> junctions_; // holes round each branching hole
    std::vector<int> junctionOf_;             // per hole: index into junctions_, or -1
    std::vector<int> hubs_;                   // the branching holes, ascending
    std::vector<QPointF> numberDirections_; // unit vectors, one per hole
    QRectF unitBounds_;
    bool isRow_ = true;
    double spacing_ = kComfortableSpacing;
    QPointF origin_;
};

} // namespace leapfrog::ui

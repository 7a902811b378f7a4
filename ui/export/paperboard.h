#pragma once
// A board drawn for paper and pictures: the board's own look (wood, holes,
// Okabe-Ito pegs with their letters) in vectors and text, never bitmaps, so
// that a PDF or SVG stays sharp at any zoom and its letters can be searched.
// No table under it: it stands on white paper. Rows, trees and grids alike
// (BoardGeometry places the holes).
#include "board/boardgeometry.h"
#include "model/move.h"
#include "model/position.h"
#include "model/variant.h"

#include <QPointF>
#include <QRectF>
#include <QSizeF>

#include <optional>

class QPainter;

namespace leapfrog::ui {

class PaperBoard {
public:
    // How the board is inked: in colour with its pegs, or as a plain
    // outline of empty holes for a pupil to draw on (the worksheet).
    enum class Ink { Colour, Outline };

    // How pegs and wood are filled: shaded (gradients, for pictures) or
    // flat (for print: a strip of hundreds of boards stays a small PDF,
    // since each gradient is an object of its own there).
    enum class Finish { Shaded, Flat };

    explicit PaperBoard(const Variant& variant, Finish finish = Finish::Shaded);

    // The drawing's size at one unit between adjacent holes, room for the
    // move's arc above and hole numbers below included: the size at spacing
    // s is s times this.
    QSizeF unitSize() const { return unitSize_; }
    // The drawing's size at `spacing`: a row drawn too small for its hole
    // numbers leaves out their room below it.
    QSizeF sizeAt(double spacing) const;
    // The spacing at which the drawing fits `size` (however small).
    double spacingToFit(QSizeF size) const;

    // Draws `position` centred in `area` at `spacing` between holes. `move`
    // (the move that led here) is marked: an arc from the hole it left to
    // the hole it reached, and a ring round the peg that moved.
    void paint(QPainter& painter, const QRectF& area, double spacing, const Position& position,
               std::optional<Move> move = std::nullopt, Ink ink = Ink::Colour) const;
    // An empty board in outline (the worksheet's): holes only, numbered,
    // each as large as a peg, for a counter.
    void paintBlank(QPainter& painter, const QRectF& area, double spacing) const;
    // How far across paintBlank draws a hole at `spacing`.
    double blankHoleAcross(double spacing) const;

private:
    // The board laid out at `spacing` with its drawing's top left corner at
    // the origin.
    BoardGeometry geometryAt(double spacing) const;

    Board board_;
    RuleSet rules_;
    Finish finish_;
    BoardGeometry geometry_; // laid out at spacing 1, for the units' bounds
    QRectF unitBounds_;      // the holes' centres at spacing 1
    QSizeF unitSize_;
};

} // namespace leapfrog::ui

#pragma once
// The look of the board: its colours (the palette and contrast are
// look/colours.h's) and the drawing of its parts (the table, the wooden body,
// holes, pegs, marks). Pegs and their shadows are rendered once
// per size into pixmaps at the screen's pixel ratio (crisp on HiDPI) and then
// only copied, which keeps a frame of a large board to a few blits.
#include "boardgeometry.h"
#include "look/colours.h"
#include "model/cell.h"

#include <QColor>
#include <QFont>
#include <QString>
#include <QPainterPath>
#include <QPalette>
#include <QPixmap>
#include <QPointF>

#include <map>
#include <tuple>

class QPainter;

namespace leapfrog::ui {

// How the board is drawn on screen: on the light or the dark window's
// table, and in the high-contrast look (a black table, a white body, black
// holes and heavier outlines; the pegs keep their colours and letters).
// Paper (export/) always uses the default: light, never high contrast.
struct BoardLook {
    bool dark = false;
    bool highContrast = false;
    friend bool operator==(const BoardLook&, const BoardLook&) = default;
};

QColor pegColour(Cell cell);
// Yancey's letters in the colour of the peg that moves (S, J blue; s, j
// red); any other character (an unknown move's '?') in `other`.
QColor letterColour(char letter, const QColor& other);

class PegSprites {
public:
    // High contrast: each peg gets a heavy black outline inside a white
    // one, which stands out on the black holes and the white body alike.
    void setHighContrast(bool on);
    // A peg of `cell` with radius `radius`, centred on `centre`.
    void drawPeg(QPainter& painter, Cell cell, QPointF centre, double radius, double devicePixelRatio);
    // The soft shadow a peg casts; `lift` (0..1) spreads and fades it.
    void drawShadow(QPainter& painter, QPointF ground, double radius, double lift, double devicePixelRatio);

private:
    using Key = std::tuple<int, int, int>; // cell, radius in 1/4 px, ratio in 1/100
    const QPixmap& sprite(Cell cell, double radius, double devicePixelRatio);
    std::map<Key, QPixmap> sprites_;
    bool highContrast_ = false;
};

// The bold face of the letters and numbers on the board, at `pixelSize`.
QFont boldFont(double pixelSize);
// What a peg carries: its colour's letter, or a numbered frog's number.
QString pegLabel(Cell cell);

// The colour at the top of the table, for whatever surrounds the board.
QColor tableTopColour(BoardLook look = {});
// The table the board stands on, filling `area`.
void drawTable(QPainter& painter, const QRectF& area, BoardLook look = {});
// The outline of the board's body: a capsule along a row, a thick stroke along
// the straight stretches of a tree, cut to `area` (widened by the wood's
// width) so that a huge board is only stroked where it shows.
QPainterPath woodPath(const BoardGeometry& geometry, const QRectF& area);
// The wooden body of the board, following its holes and edges, as far as it
// shows in `area`.
void drawWood(QPainter& painter, const BoardGeometry& geometry, const QRectF& area, BoardLook look = {});
void drawHole(QPainter& painter, QPointF centre, double radius, BoardLook look = {});
// A ring just outside a peg of `pegRadius`, in the colour of the peg the
// hole must hold at the end: it shows round the peg standing there.
void drawGoalRing(QPainter& painter, QPointF centre, double pegRadius, Cell goal, double radius, BoardLook look = {});
// The goal rings' radius on `geometry`: just outside the pegs, and on a row
// (where every hole has a ring) clear of the next hole's ring.
double goalRingRadius(const BoardGeometry& geometry);
// Hole numbers (1-based) beside the holes in `holes` (below them on a row);
// every fifth only when the numbers would crowd.
void drawEmptyGoalRing(QPainter& painter, QPointF centre, double pegRadius, double radius, BoardLook look = {});
void drawHoleNumbers(QPainter& painter, const BoardGeometry& geometry, const std::vector<int>& holes);
// Whether a hole's number is drawn, and the box its digits fill: clear of the
// peg and its rings however small the board is drawn.
bool holeNumberShown(const BoardGeometry& geometry, int hole);
QRectF holeNumberRect(const BoardGeometry& geometry, int hole);

// Marks: a ring for a choice, a warning sign, a small tag with a letter.
// In the high-contrast look the rings and the cursor are drawn heavier.
void drawTargetRing(QPainter& painter, QPointF centre, double radius, bool withDot, BoardLook look = {});
void drawSelectionRing(QPainter& painter, QPointF centre, double radius, BoardLook look = {});
void drawHoverRing(QPainter& painter, QPointF centre, double radius, BoardLook look = {});
void drawCursor(QPainter& painter, QPointF centre, double radius, BoardLook look = {});
void drawWarningSign(QPainter& painter, QPointF centre, double size);
void drawTag(QPainter& painter, QPointF anchor, const QString& text, double size);
void drawHintArrow(QPainter& painter, QPointF from, QPointF to, QPointF normal, double spacing);

} // namespace leapfrog::ui

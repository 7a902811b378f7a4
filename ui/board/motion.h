#pragma once
// How pegs travel between two positions, for animation. Which pegs moved is
// read from the positions themselves (words/movedpegs.h, the same reading the
// sentences about a move use), so the view needs no knowledge of the rules.
#include "boardgeometry.h"
#include "words/movedpegs.h"
#include "model/cell.h"
#include "model/position.h"
#include "model/rules.h"

#include <QPointF>

#include <vector>

namespace leapfrog::ui {

// Where a travelling peg is drawn at progress t in [0, 1].
struct PegFrame {
    QPointF centre; // where the peg is drawn
    QPointF ground; // the point below it on the board (its shadow)
    double lift = 0; // 0 on the board, 1 at the top of a hop
};

// A step slides along the board; a jump or a pair shift hops in an arc over
// the pegs between.
PegFrame pegFrame(const BoardGeometry& geometry, const PegMotion& motion, MoveShape shape, double t);

} // namespace leapfrog::ui

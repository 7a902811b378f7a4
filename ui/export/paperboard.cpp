#include "paperboard.h"

#include "exportshared.h"
#include "board/boardstyle.h"
#include "model/rules.h"

#include <QFont>
#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>

#include <algorithm>
#include <cmath>

namespace leapfrog::ui {

using namespace exporting;

namespace {

// Room round the holes' centres, in hole spacings: the wood's rim at the
// sides, the move's arc above a row, its hole numbers below; a tree's or a
// grid's numbers and arcs may go any way.
struct Margins {
    double side, top, bottom;
};
constexpr Margins kRowMargins{0.62, 1.0, 1.05};
// Below a row drawn without numbers: the wood's rim (0.61 spacings) alone.
constexpr double kUnnumberedRowBottom = 0.7;
constexpr Margins kOpenMargins{1.0, 1.0, 1.0};

// Below this spacing hole numbers would be specks.
constexpr double kNumberedSpacing = 14.0;

const QColor kOutline{0x8A, 0x8A, 0x8A};
const QColor kHoleInk{0x3A, 0x24, 0x12};

void drawPeg(QPainter& painter, Cell cell, QPointF centre, double radius, PaperBoard::Finish finish)
{
    const QColor base = pegColour(cell);
    painter.setPen(QPen(base.darker(190), radius * 0.08));
    if (finish == PaperBoard::Finish::Shaded) {
        QRadialGradient body(centre + QPointF(-0.3, -0.35) * radius, 1.3 * radius,
                             centre + QPointF(-0.38, -0.42) * radius);
        body.setColorAt(0.0, base.lighter(150));
        body.setColorAt(0.5, base);
        body.setColorAt(1.0, base.darker(135));
        painter.setBrush(body);
    } else {
        painter.setBrush(base);
    }
    painter.drawEllipse(centre, radius, radius);
    // The letter (or a frog's number) as text: searchable, sharp.
    const QString label = pegLabel(cell);
    painter.setFont(boldFont(radius * (label.size() > 1 ? 0.9 : 1.1)));
    painter.setPen(cell == Cell::Yellow ? QColor(0x3A, 0x30, 0x00) : QColor(Qt::white));
    painter.drawText(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius), Qt::AlignCenter, label);
}

void drawPaperHole(QPainter& painter, QPointF centre, double radius, PaperBoard::Ink ink)
{
    if (ink == PaperBoard::Ink::Outline) {
        painter.setPen(QPen(kOutline, radius * 0.14));
        painter.setBrush(Qt::white);
    } else {
        painter.setPen(QPen(palette::woodDark.darker(150), radius * 0.1));
        painter.setBrush(kHoleInk);
    }
    painter.drawEllipse(centre, radius, radius);
}

void drawBody(QPainter& painter, const BoardGeometry& geometry, PaperBoard::Ink ink, PaperBoard::Finish finish)
{
    const QPainterPath body = woodPath(geometry, QRectF(-1e7, -1e7, 2e7, 2e7));
    const double s = geometry.spacing();
    if (ink == PaperBoard::Ink::Outline) {
        painter.setPen(QPen(kOutline, std::max(0.5, s * 0.03)));
        painter.setBrush(QColor(0xFA, 0xFA, 0xFA));
    } else if (finish == PaperBoard::Finish::Shaded) {
        const QRectF bounds = body.boundingRect();
        QLinearGradient wood(bounds.topLeft(), bounds.bottomLeft());
        wood.setColorAt(0.0, palette::woodLight);
        wood.setColorAt(1.0, palette::woodMid);
        painter.setPen(QPen(palette::woodDark, std::max(0.4, s * 0.035)));
        painter.setBrush(wood);
    } else {
        painter.setPen(QPen(palette::woodDark, std::max(0.4, s * 0.035)));
        painter.setBrush(palette::woodLight);
    }
    painter.drawPath(body);
}

// Hole numbers, 1-based: below a row's holes, elsewhere in the free gap the
// geometry finds for each.
void drawNumbers(QPainter& painter, const BoardGeometry& geometry, QColor colour)
{
    const double s = geometry.spacing();
    if (s < kNumberedSpacing) {
        return;
    }
    painter.setFont(boldFont(s * 0.32));
    painter.setPen(colour);
    const double half = s * 0.5;
    for (int hole = 0; hole < geometry.holeCount(); ++hole) {
        // Below a row's wood (0.61 spacings from the centre), clear of it.
        const QPointF at = geometry.isRow() ? geometry.centre(hole) + QPointF(0, s * 0.84)
                                            : geometry.centre(hole) + geometry.numberDirection(hole) * s * 0.7;
        painter.drawText(QRectF(at.x() - half, at.y() - half / 2, 2 * half, half), Qt::AlignCenter,
                         QString::number(hole + 1));
    }
}

// Where a move starts and ends for its arc: a peg's hole, or the middle of
// a pair's two holes.
QPointF movePoint(const BoardGeometry& geometry, RuleSet rules, int hole)
{
    return rules == RuleSet::Pairs ? (geometry.centre(hole) + geometry.centre(hole + 1)) / 2 : geometry.centre(hole);
}

void drawMove(QPainter& painter, const BoardGeometry& geometry, RuleSet rules, Move move)
{
    const double s = geometry.spacing();
    // The peg (or pair) that moved: a dark ring round it.
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(kInk, s * 0.07));
    const int moved = rules == RuleSet::Pairs ? 2 : 1;
    for (int i = 0; i < moved; ++i) {
        painter.drawEllipse(geometry.centre(move.to + i), geometry.pegRadius() * 1.2, geometry.pegRadius() * 1.2);
    }
    // The hop: an arc above the board from where it was to where it is.
    const QPointF normal = geometry.hopNormal(move.from, move.to);
    const QPointF from = movePoint(geometry, rules, move.from) + normal * s * 0.48;
    const QPointF to = movePoint(geometry, rules, move.to) + normal * s * 0.48;
    const QPointF control = (from + to) / 2 + normal * s * 0.5;
    QPainterPath arc(from);
    arc.quadTo(control, to);
    painter.setPen(QPen(kInk, s * 0.05, Qt::SolidLine, Qt::RoundCap));
    painter.drawPath(arc);
    const QPointF back = control - to;
    const QPointF unit = back / std::max(1e-9, std::hypot(back.x(), back.y()));
    const QPointF side(-unit.y(), unit.x());
    QPainterPath head(to);
    head.lineTo(to + unit * s * 0.2 + side * s * 0.11);
    head.lineTo(to + unit * s * 0.2 - side * s * 0.11);
    head.closeSubpath();
    painter.setPen(Qt::NoPen);
    painter.setBrush(kInk);
    painter.drawPath(head);
}

} // namespace

PaperBoard::PaperBoard(const Variant& variant, Finish finish)
    : board_(variant.board())
    , rules_(variant.rules())
    , finish_(finish)
    , geometry_(variant.board())
{
    geometry_.fit(QSizeF(0, 0), 1.0);
    // (QRectF::united would skip the empty rectangle of a single point.)
    double left = 0, top = 0, right = 0, bottom = 0;
    for (int hole = 0; hole < geometry_.holeCount(); ++hole) {
        const QPointF c = geometry_.centre(hole);
        left = hole == 0 ? c.x() : std::min(left, c.x());
        right = hole == 0 ? c.x() : std::max(right, c.x());
        top = hole == 0 ? c.y() : std::min(top, c.y());
        bottom = hole == 0 ? c.y() : std::max(bottom, c.y());
    }
    unitBounds_ = QRectF(QPointF(left, top), QPointF(right, bottom));
    const Margins margins = geometry_.isRow() ? kRowMargins : kOpenMargins;
    unitSize_ = QSizeF(unitBounds_.width() + 2 * margins.side, unitBounds_.height() + margins.top + margins.bottom);
}

QSizeF PaperBoard::sizeAt(double spacing) const
{
    QSizeF size = unitSize_ * spacing;
    if (board_.isRow() && spacing < kNumberedSpacing) {
        size.rheight() -= (kRowMargins.bottom - kUnnumberedRowBottom) * spacing;
    }
    return size;
}

double PaperBoard::spacingToFit(QSizeF size) const
{
    return std::min(size.width() / unitSize_.width(), size.height() / unitSize_.height());
}

BoardGeometry PaperBoard::geometryAt(double spacing) const
{
    BoardGeometry geometry = geometry_;
    geometry.fit(QSizeF(0, 0), spacing);
    return geometry;
}

void PaperBoard::paint(QPainter& painter, const QRectF& area, double spacing, const Position& position,
                       std::optional<Move> move, Ink ink) const
{
    const BoardGeometry geometry = geometryAt(spacing);
    const Margins margins = geometry.isRow() ? kRowMargins : kOpenMargins;
    // The drawing's top left, the drawing centred in `area`.
    const QSizeF size = sizeAt(spacing);
    const QPointF corner = area.center() - QPointF(size.width(), size.height()) / 2;
    const QPointF firstCentre = geometry.centre(0) - (geometry_.centre(0) - unitBounds_.topLeft()) * spacing;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.translate(corner + QPointF(margins.side, margins.top) * spacing - firstCentre);
    drawBody(painter, geometry, ink, finish_);
    for (int hole = 0; hole < geometry.holeCount(); ++hole) {
        const Cell cell = position.size() > hole ? position.at(hole) : Cell::Empty;
        if (cell == Cell::Empty || ink == Ink::Outline) {
            // An outline's holes take counters: drawn the size of a peg.
            const double radius = ink == Ink::Outline ? geometry.pegRadius() : geometry.holeRadius();
            drawPaperHole(painter, geometry.centre(hole), radius, ink);
        } else {
            drawPeg(painter, cell, geometry.centre(hole), geometry.pegRadius(), finish_);
        }
    }
    drawNumbers(painter, geometry, ink == Ink::Outline ? kOutline.darker(130) : palette::woodDark.darker(170));
    if (move && ink == Ink::Colour) {
        drawMove(painter, geometry, rules_, *move);
    }
    painter.restore();
}

double PaperBoard::blankHoleAcross(double spacing) const { return 2 * geometryAt(spacing).pegRadius(); }

void PaperBoard::paintBlank(QPainter& painter, const QRectF& area, double spacing) const
{
    paint(painter, area, spacing, Position(board_.holeCount()), std::nullopt, Ink::Outline);
}

} // namespace leapfrog::ui

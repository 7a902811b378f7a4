#include "boardstyle.h"

#include <QFontMetricsF>
#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>
#include <QPainterPathStroker>
#include <QRadialGradient>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace leapfrog::ui {

namespace {

const QColor kTableTop{0x3B, 0x47, 0x4F};
const QColor kTableBottom{0x22, 0x29, 0x2E};
// In a dark window the table goes darker still, so that the board, not the
// table, is the brightest thing on screen.
const QColor kDarkTableTop{0x24, 0x2A, 0x2E};
const QColor kDarkTableBottom{0x12, 0x15, 0x17};
const QColor kHighContrastBody{0xFF, 0xFF, 0xFF};
const QColor kWoodLight = palette::woodLight;
const QColor kWoodMid = palette::woodMid;
const QColor kWoodDark = palette::woodDark;
const QColor kGrain{0x6E, 0x40, 0x1C};
const QColor kInk{0x1A, 0x1A, 0x1A};

QColor withAlpha(QColor colour, int alpha)
{
    colour.setAlpha(alpha);
    return colour;
}

// The part of the straight stretch from `start` along `unit` (of `length`)
// whose points project into `area`: [from, to] along it, within the stretch
// and `reach` beyond its ends; empty (from >= to) when none.
std::pair<double, double> stretchOver(QPointF start, QPointF unit, double length, double reach, const QRectF& area)
{
    double from = length + reach;
    double to = -reach;
    for (const QPointF corner : {area.topLeft(), area.topRight(), area.bottomLeft(), area.bottomRight()}) {
        const QPointF offset = corner - start;
        const double t = offset.x() * unit.x() + offset.y() * unit.y();
        from = std::min(from, t);
        to = std::max(to, t);
    }
    return {std::max(from, -reach), std::min(to, length + reach)};
}

} // namespace

QFont boldFont(double pixelSize)
{
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(std::max(1, static_cast<int>(std::lround(pixelSize))));
    font.setBold(true);
    return font;
}

// What a peg carries: its colour's letter, or a numbered frog's number
// (Dudeney's frogs 1 to 12).
QString pegLabel(Cell cell)
{
    const int number = frogNumber(cell);
    return number > 0 ? QString::number(number) : QString(QChar::fromLatin1(cellChar(cell)));
}

QPainterPath woodPath(const BoardGeometry& geometry, const QRectF& area)
{
    const double width = geometry.spacing() * 1.22; // woodBounds and drawTreeGrain use half of it
    QPainterPath path;
    if (geometry.holeCount() == 0) {
        return path;
    }
    if (geometry.isRow()) {
        const QPointF first = geometry.centre(0);
        const QPointF last = geometry.centre(geometry.holeCount() - 1);
        path.addRoundedRect(QRectF(first.x() - width / 2, first.y() - width / 2, last.x() - first.x() + width, width),
                            width / 2, width / 2);
        return path;
    }
    QPainterPath skeleton;
    const QRectF wide = area.adjusted(-2 * width, -2 * width, 2 * width, 2 * width);
    for (const auto& [a, b] : geometry.runs()) {
        const QPointF start = geometry.centre(a);
        const QPointF along = geometry.centre(b) - start;
        const double length = std::hypot(along.x(), along.y());
        const QPointF unit = along / std::max(length, 1e-9);
        const auto [from, to] = stretchOver(start, unit, length, 0, wide);
        if (from < to) {
            skeleton.moveTo(start + unit * from);
            skeleton.lineTo(start + unit * to);
        }
    }
    QPainterPathStroker stroker;
    stroker.setWidth(width);
    stroker.setCapStyle(Qt::RoundCap);
    stroker.setJoinStyle(Qt::RoundJoin);
    return stroker.createStroke(skeleton).simplified();
}

namespace {

// The whole body's bounds (however little of it is drawn): the wood's shading
// spans them, so that pieces drawn apart match.
QRectF woodBounds(const BoardGeometry& geometry)
{
    const double half = geometry.spacing() * 0.61;
    QRectF bounds;
    bool first = true;
    for (const auto& [a, b] : geometry.runs()) {
        for (const int hole : {a, b}) {
            const QPointF c = geometry.centre(hole);
            const QRectF around(c.x() - half, c.y() - half, 2 * half, 2 * half);
            bounds = first ? around : bounds.united(around);
            first = false;
        }
    }
    return bounds;
}

// Fine wavy lines along the board, the same on every paint (seeded by line).
void drawGrain(QPainter& painter, const QRectF& bounds, double spacing)
{
    const int lines = std::max(4, static_cast<int>(bounds.height() / (spacing * 0.085)));
    const double step = std::max(4.0, spacing * 0.4);
    for (int line = 0; line < lines; ++line) {
        const unsigned seed = 2654435761u * static_cast<unsigned>(line + 1);
        const double phase = (seed % 628) / 100.0;
        const double wavelength = spacing * (2.5 + (seed >> 10) % 40 / 10.0);
        const double amplitude = spacing * (0.012 + (seed >> 16) % 25 / 1000.0);
        const double y = bounds.top() + (line + 0.5) * bounds.height() / lines;
        QPainterPath wave;
        wave.moveTo(bounds.left(), y + amplitude * std::sin(phase));
        for (double x = bounds.left() + step; x < bounds.right() + step; x += step) {
            wave.lineTo(x, y + amplitude * std::sin(phase + 2 * std::numbers::pi * x / wavelength));
        }
        painter.setPen(QPen(withAlpha(kGrain, 22 + static_cast<int>((seed >> 8) % 30)),
                            0.5 + (seed >> 20) % 10 / 10.0));
        painter.drawPath(wave);
    }
}

// A tree's grain runs along each straight stretch: the painter turned to the
// stretch, the grain drawn over the part of it that shows.
void drawTreeGrain(QPainter& painter, const BoardGeometry& geometry, const QRectF& visible)
{
    const double s = geometry.spacing();
    const double half = s * 0.61; // half the wood's width, as woodPath strokes it
    for (const auto& [a, b] : geometry.runs()) {
        const QPointF start = geometry.centre(a);
        const QPointF along = geometry.centre(b) - start;
        const double length = std::hypot(along.x(), along.y());
        if (length == 0) {
            continue;
        }
        const QPointF unit = along / length;
        auto [from, to] = stretchOver(start, unit, length, half, visible);
        // Where arms meet, the wood is left plain rather than cross-hatched
        // by the grain of every arm.
        if (geometry.isJunction(a)) {
            from = std::max(from, half);
        }
        if (geometry.isJunction(b)) {
            to = std::min(to, length - half);
        }
        if (from >= to) {
            continue;
        }
        painter.save();
        painter.translate(start);
        painter.rotate(std::atan2(unit.y(), unit.x()) * 180 / std::numbers::pi);
        drawGrain(painter, QRectF(from, -half, to - from, 2 * half), s);
        painter.restore();
    }
}

namespace {

// Device pixels below which a peg's letter is a blur.
constexpr double kSmallestLegibleLetter = 9;

// Blue: a dot; red: a bar; yellow: a ring. Drawn light on the dark pegs and
// dark on the yellow one, like the letters.
void drawCueShape(QPainter& painter, Cell cell, QPointF centre, double radius)
{
    const QColor ink = cell == Cell::Yellow ? QColor(0x3A, 0x30, 0x00) : QColor(255, 255, 255, 235);
    painter.setPen(Qt::NoPen);
    painter.setBrush(ink);
    switch (cell) {
    case Cell::Blue:
        painter.drawEllipse(centre, radius * 0.42, radius * 0.42);
        break;
    case Cell::Red:
        painter.drawRoundedRect(QRectF(centre.x() - radius * 0.7, centre.y() - radius * 0.19, radius * 1.4,
                                       radius * 0.38),
                                radius * 0.1, radius * 0.1);
        break;
    default:
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(ink, radius * 0.2));
        painter.drawEllipse(centre, radius * 0.42, radius * 0.42);
        break;
    }
}

} // namespace

QPixmap renderPeg(Cell cell, double radius, double ratio, bool highContrast)
{
    const double side = 2 * radius + 4;
    QPixmap pixmap(static_cast<int>(std::ceil(side * ratio)), static_cast<int>(std::ceil(side * ratio)));
    pixmap.setDevicePixelRatio(ratio);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    const QPointF c(side / 2, side / 2);
    const QColor base = pegColour(cell);

    QRadialGradient body(c + QPointF(-0.25, -0.3) * radius, 1.3 * radius, c + QPointF(-0.38, -0.45) * radius);
    body.setColorAt(0.0, base.lighter(165));
    body.setColorAt(0.45, base);
    body.setColorAt(0.85, base.darker(135));
    body.setColorAt(1.0, base.darker(175));
    painter.setPen(QPen(withAlpha(base.darker(240), 170), std::max(0.8, radius * 0.05)));
    painter.setBrush(body);
    painter.drawEllipse(c, radius, radius);

    QRadialGradient shine(c + QPointF(-0.3, -0.45) * radius, radius * 0.42);
    shine.setColorAt(0.0, QColor(255, 255, 255, 175));
    shine.setColorAt(1.0, QColor(255, 255, 255, 0));
    painter.setPen(Qt::NoPen);
    painter.setBrush(shine);
    painter.drawEllipse(c + QPointF(-0.3, -0.45) * radius, radius * 0.42, radius * 0.3);
    if (highContrast) {
        // Black just inside a white rim: the peg's edge reads on black holes and on the white body.
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(Qt::white, radius * 0.14));
        painter.drawEllipse(c, radius * 0.93, radius * 0.93);
        painter.setPen(QPen(Qt::black, radius * 0.14));
        painter.drawEllipse(c, radius * 0.79, radius * 0.79);
    }

    // The second cue besides the colour: the letter, or where the peg is too
    // small for a legible letter (a 30-a-side row fitted to the window), a
    // shape that still reads at a few pixels.
    const bool numbered = frogNumber(cell) > 0; // the number is the piece: always drawn
    if (!numbered && radius * 0.95 * ratio < kSmallestLegibleLetter) {
        drawCueShape(painter, cell, c, radius);
        return pixmap;
    }
    // The letter, embossed: a dark copy just below, the light one on top.
    const bool darkLetter = cell == Cell::Yellow;
    const QRectF box(c.x() - radius, c.y() - radius, 2 * radius, 2 * radius);
    const QString label = pegLabel(cell);
    painter.setFont(boldFont(radius * (label.size() > 1 ? 0.8 : 0.95)));
    painter.setPen(withAlpha(darkLetter ? QColor(255, 255, 255) : base.darker(260), 130));
    painter.drawText(box.translated(0, radius * 0.07), Qt::AlignCenter, label);
    painter.setPen(darkLetter ? QColor(0x3A, 0x30, 0x00) : QColor(255, 255, 255, 235));
    painter.drawText(box, Qt::AlignCenter, label);
    return pixmap;
}

QPixmap renderShadow(double radius, double ratio)
{
    const double side = 2 * radius * 1.3 + 4;
    QPixmap pixmap(static_cast<int>(std::ceil(side * ratio)), static_cast<int>(std::ceil(side * ratio)));
    pixmap.setDevicePixelRatio(ratio);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPointF c(side / 2, side / 2);
    QRadialGradient shade(c, radius * 1.25);
    shade.setColorAt(0.0, QColor(0, 0, 0, 120));
    shade.setColorAt(0.7, QColor(0, 0, 0, 70));
    shade.setColorAt(1.0, QColor(0, 0, 0, 0));
    painter.setPen(Qt::NoPen);
    painter.setBrush(shade);
    painter.drawEllipse(c, radius * 1.25, radius * 1.25);
    return pixmap;
}

} // namespace

QColor pegColour(Cell cell)
{
    switch (cell) {
    case Cell::Blue: return palette::blue;
    case Cell::Red: return palette::vermillion;
    case Cell::Yellow: return palette::yellow;
    case Cell::Empty: break;
    }
    // Dudeney's frogs: one colour, told apart by their numbers.
    return frogNumber(cell) > 0 ? palette::bluishGreen : QColor(Qt::transparent);
}

QColor letterColour(char letter, const QColor& other)
{
    if (letter == 'S' || letter == 'J') {
        return palette::blue;
    }
    if (letter == 's' || letter == 'j') {
        return palette::vermillion;
    }
    return other;
}

const QPixmap& PegSprites::sprite(Cell cell, double radius, double devicePixelRatio)
{
    const Key key{static_cast<int>(cell), static_cast<int>(std::lround(radius * 4)),
                  static_cast<int>(std::lround(devicePixelRatio * 100))};
    auto found = sprites_.find(key);
    if (found == sprites_.end()) {
        QPixmap pixmap = cell == Cell::Empty ? renderShadow(radius, devicePixelRatio)
                                             : renderPeg(cell, radius, devicePixelRatio, highContrast_);
        found = sprites_.emplace(key, std::move(pixmap)).first;
    }
    return found->second;
}

void PegSprites::setHighContrast(bool on)
{
    if (on != highContrast_) {
        highContrast_ = on;
        sprites_.clear();
    }
}

void PegSprites::drawPeg(QPainter& painter, Cell cell, QPointF centre, double radius, double devicePixelRatio)
{
    const QPixmap& pixmap = sprite(cell, radius, devicePixelRatio);
    const QSizeF size = pixmap.deviceIndependentSize();
    painter.drawPixmap(centre - QPointF(size.width() / 2, size.height() / 2), pixmap);
}

void PegSprites::drawShadow(QPainter& painter, QPointF ground, double radius, double lift, double devicePixelRatio)
{
    const QPixmap& pixmap = sprite(Cell::Empty, radius, devicePixelRatio);
    const QSizeF size = pixmap.deviceIndependentSize() * (1 + 0.35 * lift);
    const QPointF centre = ground + QPointF(0.1, 0.2) * radius;
    const double opacity = painter.opacity();
    painter.setOpacity(opacity * (1 - 0.5 * lift));
    painter.drawPixmap(QRectF(centre - QPointF(size.width() / 2, size.height() / 2), size), pixmap,
                       QRectF(QPointF(), pixmap.size()));
    painter.setOpacity(opacity);
}

QColor tableTopColour(BoardLook look)
{
    if (look.highContrast) {
        return Qt::black;
    }
    return look.dark ? kDarkTableTop : kTableTop;
}

void drawTable(QPainter& painter, const QRectF& area, BoardLook look)
{
    if (look.highContrast) {
        painter.fillRect(area, Qt::black);
        return;
    }
    QLinearGradient table(area.topLeft(), area.bottomLeft());
    table.setColorAt(0, look.dark ? kDarkTableTop : kTableTop);
    table.setColorAt(1, look.dark ? kDarkTableBottom : kTableBottom);
    painter.fillRect(area, table);
}

namespace {

// High contrast: a plain white body with no grain or bevel, the holes
// black on it.
void drawPlainBody(QPainter& painter, const QPainterPath& body, double spacing)
{
    painter.save();
    painter.setPen(QPen(Qt::white, std::max(2.0, spacing * 0.05)));
    painter.setBrush(kHighContrastBody);
    painter.drawPath(body);
    painter.restore();
}

// How much heavier the marks are drawn in the high-contrast look.
double weight(BoardLook look) { return look.highContrast ? 1.7 : 1.0; }

} // namespace

void drawWood(QPainter& painter, const BoardGeometry& geometry, const QRectF& area, BoardLook look)
{
    const QPainterPath body = woodPath(geometry, area);
    const QRectF bounds = woodBounds(geometry);
    const double s = geometry.spacing();
    if (look.highContrast) {
        drawPlainBody(painter, body, s);
        return;
    }
    painter.save();
    painter.setPen(Qt::NoPen);
    // A soft shadow on the table: two offset copies, the wider one fainter.
    painter.setBrush(QColor(0, 0, 0, 45));
    painter.drawPath(body.translated(0, s * 0.14));
    painter.setBrush(QColor(0, 0, 0, 60));
    painter.drawPath(body.translated(0, s * 0.07));

    QLinearGradient wood(bounds.topLeft(), bounds.bottomLeft());
    wood.setColorAt(0.0, kWoodLight);
    wood.setColorAt(0.55, kWoodMid);
    wood.setColorAt(1.0, kWoodDark);
    painter.setBrush(wood);
    painter.drawPath(body);

    painter.setClipPath(body, Qt::IntersectClip);
    painter.setBrush(Qt::NoBrush);
    const QRectF visible = painter.clipBoundingRect().isEmpty() ? bounds : painter.clipBoundingRect() & bounds;
    if (geometry.isRow()) {
        drawGrain(painter, QRectF(visible.left(), bounds.top(), visible.width(), bounds.height()), s);
    } else {
        drawTreeGrain(painter, geometry, visible);
    }
    painter.restore();

    // A bevel: light along the top edge, dark along the bottom.
    QLinearGradient bevel(bounds.topLeft(), bounds.bottomLeft());
    bevel.setColorAt(0.0, QColor(255, 240, 210, 150));
    bevel.setColorAt(0.45, QColor(255, 240, 210, 0));
    bevel.setColorAt(0.55, QColor(60, 30, 10, 0));
    bevel.setColorAt(1.0, QColor(60, 30, 10, 150));
    painter.save();
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(QBrush(bevel), std::max(1.0, s * 0.035)));
    painter.drawPath(body);
    painter.restore();
}

void drawHole(QPainter& painter, QPointF centre, double radius, BoardLook look)
{
    if (look.highContrast) {
        // Black on the white body, with a strong black rim round it.
        painter.setPen(QPen(Qt::black, std::max(1.5, radius * 0.18)));
        painter.setBrush(Qt::black);
        painter.drawEllipse(centre, radius, radius);
        return;
    }
    // Lit from above: the upper wall is in shadow, the lower lip catches light.
    QRadialGradient well(centre + QPointF(0, 0.45 * radius), 1.35 * radius);
    well.setColorAt(0.0, QColor(0x60, 0x3E, 0x21));
    well.setColorAt(0.55, QColor(0x3A, 0x24, 0x12));
    well.setColorAt(1.0, QColor(0x12, 0x0A, 0x04));
    painter.setPen(Qt::NoPen);
    painter.setBrush(well);
    painter.drawEllipse(centre, radius, radius);
    painter.setBrush(Qt::NoBrush);
    const QRectF box(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius);
    painter.setPen(QPen(QColor(255, 236, 200, 110), std::max(0.8, radius * 0.1), Qt::SolidLine, Qt::RoundCap));
    painter.drawArc(box, 200 * 16, 140 * 16);
    painter.setPen(QPen(QColor(0, 0, 0, 110), std::max(0.8, radius * 0.1), Qt::SolidLine, Qt::RoundCap));
    painter.drawArc(box, 20 * 16, 140 * 16);
}

double goalRingRadius(const BoardGeometry& geometry)
{
    return geometry.pegRadius() * (geometry.isRow() ? 1.1 : 1.2);
}

void drawGoalRing(QPainter& painter, QPointF centre, double pegRadius, Cell goal, double radius, BoardLook look)
{
    // A dark edge on both sides keeps the yellow ring visible on light wood.
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(withAlpha(kInk, look.highContrast ? 255 : 150), pegRadius * 0.24 * weight(look)));
    painter.drawEllipse(centre, radius, radius);
    painter.setPen(QPen(pegColour(goal), pegRadius * 0.14 * weight(look)));
    painter.drawEllipse(centre, radius, radius);
}

void drawEmptyGoalRing(QPainter& painter, QPointF centre, double pegRadius, double radius, BoardLook look)
{
    // Dashed cream on a dark edge: the place the empty hole must end, unlike
    // the pegs' solid coloured rings.
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(withAlpha(kInk, look.highContrast ? 255 : 150), pegRadius * 0.24 * weight(look)));
    painter.drawEllipse(centre, radius, radius);
    QPen dashed(palette::cream, pegRadius * 0.14 * weight(look));
    dashed.setDashPattern({2.0, 1.5});
    painter.setPen(dashed);
    painter.drawEllipse(centre, radius, radius);
}

QFont holeNumberFont(double spacing) { return boldFont(std::clamp(spacing * 0.27, 8.0, 15.0)); }

bool holeNumberShown(const BoardGeometry& geometry, int hole)
{
    const QFontMetricsF metrics(holeNumberFont(geometry.spacing()));
    const bool crowded = metrics.horizontalAdvance(QString::number(geometry.holeCount())) > geometry.spacing() * 0.9;
    const auto landmark = [](int h) { return h == 0 || (h + 1) % 5 == 0; };
    if (crowded && !landmark(hole)) {
        return false;
    }
    const std::vector<int>* around = geometry.junctionAround(hole);
    if (!around) {
        return true;
    }
    // Where arms meet, numbers of different arms can collide when drawn
    // small: they are placed in turn, hole 1 and every fifth first, and one
    // that would overlap a number already placed is left out.
    std::vector<QRectF> placed;
    for (const bool landmarks : {true, false}) {
        for (const int other : *around) {
            if (landmark(other) != landmarks || (crowded && !landmarks)) {
                continue;
            }
            const QRectF rect = holeNumberRect(geometry, other);
            const bool fits = std::ranges::none_of(placed, [&rect](const QRectF& p) { return p.intersects(rect); });
            if (other == hole) {
                return fits;
            }
            if (fits) {
                placed.push_back(rect);
            }
        }
    }
    return true;
}

QRectF holeNumberRect(const BoardGeometry& geometry, int hole)
{
    const QFontMetricsF metrics(holeNumberFont(geometry.spacing()));
    const QSizeF text(metrics.horizontalAdvance(QString::number(hole + 1)), metrics.ascent());
    // A badge out along the number's direction (the free side of the hole),
    // its near edge just clear of the peg's goal ring: no farther, so that the
    // badge is nearer its own hole's centre than any other hole's and a
    // number between four grid holes is never read as a neighbour's.
    const QPointF direction = geometry.numberDirection(hole);
    const QSizeF badge = text;
    const double reach = std::abs(direction.x()) * badge.width() / 2 + std::abs(direction.y()) * badge.height() / 2;
    const QPointF c = geometry.centre(hole) + direction * (geometry.pegRadius() * 1.3 + 1 + reach);
    return {c.x() - badge.width() / 2, c.y() - badge.height() / 2, badge.width(), badge.height()};
}

void drawHoleNumbers(QPainter& painter, const BoardGeometry& geometry, const std::vector<int>& holes)
{
    const QFont font = holeNumberFont(geometry.spacing());
    const QFontMetricsF metrics(font);
    painter.setFont(font);
    for (const int hole : holes) {
        if (!holeNumberShown(geometry, hole)) {
            continue;
        }
        // A dark badge with cream digits: readable on wood and table alike.
        const QRectF box = holeNumberRect(geometry, hole);
        // The box is the digits' ink from baseline to ascent: draw on its
        // baseline, the badge a little around it.
        const double pad = metrics.ascent() * 0.15;
        painter.setPen(Qt::NoPen);
        painter.setBrush(withAlpha(kInk, 215));
        painter.drawRoundedRect(box.adjusted(-pad, -pad, pad, pad), pad * 1.5, pad * 1.5);
        painter.setPen(palette::cream);
        painter.drawText(QPointF(box.left(), box.bottom()), QString::number(hole + 1));
    }
}

void drawTargetRing(QPainter& painter, QPointF centre, double radius, bool withDot, BoardLook look)
{
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(look.highContrast ? QColor(Qt::black) : withAlpha(palette::bluishGreen, 90),
                        radius * 0.42 * weight(look)));
    painter.drawEllipse(centre, radius * 1.05, radius * 1.05);
    painter.setPen(QPen(palette::bluishGreen.lighter(125), radius * 0.16 * weight(look)));
    painter.drawEllipse(centre, radius * 1.05, radius * 1.05);
    if (!withDot) {
        return;
    }
    painter.setPen(Qt::NoPen);
    painter.setBrush(palette::bluishGreen.lighter(125));
    painter.drawEllipse(centre, radius * 0.28, radius * 0.28);
}

void drawSelectionRing(QPainter& painter, QPointF centre, double radius, BoardLook look)
{
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(withAlpha(kInk, look.highContrast ? 255 : 160), radius * 0.2 * weight(look)));
    painter.drawEllipse(centre, radius * 1.14, radius * 1.14);
    painter.setPen(QPen(palette::yellow, radius * 0.11 * weight(look)));
    painter.drawEllipse(centre, radius * 1.14, radius * 1.14);
}

void drawHoverRing(QPainter& painter, QPointF centre, double radius, BoardLook look)
{
    painter.setBrush(Qt::NoBrush);
    // On the white body a white ring would vanish: black, heavier.
    painter.setPen(look.highContrast ? QPen(Qt::black, radius * 0.09 * weight(look))
                                     : QPen(QColor(255, 255, 255, 120), radius * 0.09));
    painter.drawEllipse(centre, radius * 1.1, radius * 1.1);
}

void drawCursor(QPainter& painter, QPointF centre, double radius, BoardLook look)
{
    const double half = radius * 1.32;
    // Cream on wood; black on the high-contrast look's white body.
    QPen pen(look.highContrast ? QColor(Qt::black) : palette::cream, std::max(1.5, radius * 0.08) * weight(look),
             Qt::DashLine);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(pen);
    painter.drawRoundedRect(QRectF(centre.x() - half, centre.y() - half, 2 * half, 2 * half), radius * 0.35,
                            radius * 0.35);
}

void drawWarningSign(QPainter& painter, QPointF centre, double size)
{
    const double h = size;
    const double w = size * 1.12;
    QPainterPath triangle;
    triangle.moveTo(centre + QPointF(0, -h * 0.55));
    triangle.lineTo(centre + QPointF(w / 2, h * 0.45));
    triangle.lineTo(centre + QPointF(-w / 2, h * 0.45));
    triangle.closeSubpath();
    painter.setPen(QPen(kInk, std::max(1.0, size * 0.09), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(palette::yellow);
    painter.drawPath(triangle);
    painter.setFont(boldFont(size * 0.62));
    painter.setPen(kInk);
    painter.drawText(QRectF(centre.x() - w / 2, centre.y() - h * 0.3, w, h * 0.75), Qt::AlignCenter,
                     QStringLiteral("!"));
}

void drawTag(QPainter& painter, QPointF anchor, const QString& text, double size)
{
    const QFont font = boldFont(size * 0.7);
    const double width = std::max(size, QFontMetricsF(font).horizontalAdvance(text) + size * 0.45);
    const QRectF box(anchor.x() - width / 2, anchor.y() - size * 1.25, width, size);
    QPainterPath tag;
    tag.addRoundedRect(box, size * 0.22, size * 0.22);
    tag.moveTo(anchor.x() - size * 0.18, box.bottom());
    tag.lineTo(anchor.x(), anchor.y() - size * 0.05);
    tag.lineTo(anchor.x() + size * 0.18, box.bottom());
    painter.setPen(QPen(kInk, std::max(1.0, size * 0.06)));
    painter.setBrush(palette::yellow);
    painter.drawPath(tag.simplified());
    if (text.isEmpty()) {
        // The empty hole: its own sign, a dark hole with a light rim.
        const double r = size * 0.27;
        painter.setPen(QPen(QColor(0xC9, 0x9A, 0x5B), std::max(1.0, size * 0.07)));
        painter.setBrush(QColor(0x2A, 0x1C, 0x10));
        painter.drawEllipse(box.center(), r, r);
        return;
    }
    painter.setFont(font);
    painter.setPen(kInk);
    painter.drawText(box, Qt::AlignCenter, text);
}

void drawHintArrow(QPainter& painter, QPointF from, QPointF to, QPointF normal, double spacing)
{
    const QPointF control = (from + to) / 2 + normal * spacing * 0.95;
    // Start and end just outside the pegs, along the curve's tangents.
    const auto unit = [](QPointF v) { return v / std::max(1e-9, std::hypot(v.x(), v.y())); };
    const QPointF start = from + unit(control - from) * spacing * 0.42;
    const QPointF end = to + unit(control - to) * spacing * 0.42;
    QPainterPath curve(start);
    curve.quadTo(control, end);
    const QPointF back = unit(control - end) * spacing * 0.26;
    const QPointF side(-back.y() * 0.7, back.x() * 0.7);
    QPainterPath head(end);
    head.lineTo(end + back + side);
    head.lineTo(end + back - side);
    head.closeSubpath();
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(withAlpha(kInk, 200), spacing * 0.13, Qt::SolidLine, Qt::RoundCap));
    painter.drawPath(curve);
    painter.setPen(QPen(palette::cream, spacing * 0.065, Qt::SolidLine, Qt::RoundCap));
    painter.drawPath(curve);
    painter.setPen(QPen(withAlpha(kInk, 200), spacing * 0.04, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(palette::cream);
    painter.drawPath(head);
}

} // namespace leapfrog::ui

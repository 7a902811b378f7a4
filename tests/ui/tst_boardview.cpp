// The board view on its own: geometry (every board from 1 x 1 to 30 x 30
// fits without clipping, larger ones ask to scroll, trees too), hit-testing,
// the motions read from positions, animation frames that read as a slide or
// a hop (the sentences the window says about games are tst_texts').
#include "board/boardgeometry.h"
#include "board/boardstyle.h"
#include "board/boardview.h"
#include "board/motion.h"
#include "model/variant.h"

#include <QImage>
#include <QPainter>
#include <QTest>

#include <cmath>

using namespace leapfrog;
using namespace leapfrog::ui;

namespace {

Position after(const Variant& variant, const char* move)
{
    return applyMove(variant.rules(), variant.start(), variant.parseMove(move));
}

// Blue enough to be a blue peg's body, not wood or the table.
bool looksBlue(QColor colour) { return colour.blue() > 110 && colour.blue() > colour.red() + 60; }

// How far `point` is from the nearest point of `rect` (0 inside it).
double distanceTo(QPointF point, const QRectF& rect)
{
    const double dx = std::max({rect.left() - point.x(), 0.0, point.x() - rect.right()});
    const double dy = std::max({rect.top() - point.y(), 0.0, point.y() - rect.bottom()});
    return std::hypot(dx, dy);
}

// A point on a peg's body beside its letter.
QPoint body(QPointF centre, const BoardGeometry& geometry)
{
    return (centre + QPointF(-0.6, 0.15) * geometry.pegRadius()).toPoint();
}

} // namespace

class BoardViewTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void boardsFitWithoutClipping_data();
    void boardsFitWithoutClipping();
    void largeBoardsScroll();
    void treesAreLaidOutFromTheirCoordinates();
    void treeNumbersNeverOverlap_data();
    void treeNumbersNeverOverlap();
    void treesAreStrokedAlongTheirArms();
    void treesPaintOnlyWhatShows();
    void clicksFindTheirHole();
    void onlyVisibleHolesArePainted();
    void motionsComeFromPositions_data();
    void motionsComeFromPositions();
    void stepSlidesJumpHops();
    void animationFrameShowsTheHop();
    void pegsCarryASecondCueAtEverySize_data();
    void pegsCarryASecondCueAtEverySize();
};

void BoardViewTest::boardsFitWithoutClipping_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QSize>("area");
    QTest::newRow("1x1 small") << "classic:1" << QSize(300, 160);
    QTest::newRow("1x1 large") << "classic:1" << QSize(1600, 900);
    QTest::newRow("5x5") << "classic:5" << QSize(860, 500);
    QTest::newRow("12x4") << "classic:12x4" << QSize(860, 500);
    QTest::newRow("30x30") << "classic:30" << QSize(940, 500);
    QTest::newRow("pairs:10") << "pairs:10" << QSize(860, 300);
    QTest::newRow("y:1") << "y:1" << QSize(300, 200);
    QTest::newRow("y:3") << "y:3" << QSize(930, 600);
    QTest::newRow("y:6 wide") << "y:6" << QSize(1400, 500);
    QTest::newRow("branch:4,1,1,1") << "branch:4,1,1,1" << QSize(790, 600);
    QTest::newRow("branch:7,3,3,3 narrow") << "branch:7,3,3,3" << QSize(500, 700);
}

void BoardViewTest::boardsFitWithoutClipping()
{
    QFETCH(QString, spec);
    QFETCH(QSize, area);
    const Variant variant = Variant::parse(spec.toStdString());
    BoardGeometry geometry(variant.board());
    geometry.fit(area);
    QVERIFY(geometry.spacing() >= BoardGeometry::kMinSpacing);
    const QRectF inside = QRectF(QPointF(), area).adjusted(geometry.pegRadius(), geometry.pegRadius(),
                                                            -geometry.pegRadius(), -geometry.pegRadius());
    for (int hole = 0; hole < variant.holeCount(); ++hole) {
        QVERIFY2(inside.contains(geometry.centre(hole)), qPrintable(QString("hole %1").arg(hole + 1)));
        // room above for a hop and the improper-board tags
        QVERIFY(geometry.centre(hole).y() - 1.5 * geometry.spacing() >= 0);
    }
    QVERIFY(geometry.sizeAt(geometry.spacing()).width() <= area.width() + 1e-6);
}

void BoardViewTest::largeBoardsScroll()
{
    BoardView view;
    const Variant variant = Variant::classic(200, 200);
    view.setBoard(variant.board(), variant.start());
    // 401 holes at the smallest spacing: wider than any screen, so the view
    // asks its scroll area for that much room.
    QVERIFY(view.minimumSizeHint().width() >= 401 * BoardGeometry::kMinSpacing);
    view.resize(view.minimumSizeHint());
    QCOMPARE(view.boardGeometry().spacing(), BoardGeometry::kReadableSpacing); // opens readable
    view.zoomToFit();
    view.resize(view.minimumSizeHint());
    view.show(); // the resize reaches a shown view at once
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QCOMPARE(view.boardGeometry().spacing(), BoardGeometry::kMinSpacing);
}

void BoardViewTest::treesAreLaidOutFromTheirCoordinates()
{
    const Variant variant = Variant::parse("y:3");
    BoardGeometry geometry(variant.board());
    geometry.fit(QSizeF(600, 600));
    QVERIFY(!geometry.isRow());
    QCOMPARE(geometry.edges().size(), std::size_t(variant.holeCount() - 1));
    for (int hole = 0; hole < variant.holeCount(); ++hole) {
        QCOMPARE(geometry.holeAt(geometry.centre(hole)), hole);
        QVERIFY(QRectF(0, 0, 600, 600).contains(geometry.centre(hole)));
    }
}

void BoardViewTest::treeNumbersNeverOverlap_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QSize>("area");
    for (const char* spec : {"y:1", "y:2", "y:3", "y:4", "y:6", "y:40", "branch:3,1,1,1", "branch:4,1,1,1",
                             "branch:4,2,1,2", "branch:7,3,3,3", "branch:30,5,2,2", "branch:40,1,20,19"}) {
        for (const QSize area : {QSize(930, 600), QSize(420, 300), QSize(120, 90)}) {
            QTest::addRow("%s in %dx%d", spec, area.width(), area.height()) << QString(spec) << area;
        }
    }
}

// Each number shown clears every peg (with its goal ring) and every other
// number, and lies within the board's area, at any size the board is drawn.
void BoardViewTest::treeNumbersNeverOverlap()
{
    QFETCH(QString, spec);
    QFETCH(QSize, area);
    const Variant variant = Variant::parse(spec.toStdString());
    BoardGeometry geometry(variant.board());
    geometry.fit(area);
    const QRectF board(QPointF(), geometry.sizeAt(geometry.spacing()).expandedTo(area));
    std::vector<std::pair<int, QRectF>> numbers;
    for (int hole = 0; hole < variant.holeCount(); ++hole) {
        if (holeNumberShown(geometry, hole)) {
            numbers.emplace_back(hole, holeNumberRect(geometry, hole));
        }
    }
    QVERIFY(numbers.size() >= std::size_t(variant.holeCount()) / 5);
    for (const auto& [hole, rect] : numbers) {
        const QString name = QString("number %1").arg(hole + 1);
        QVERIFY2(board.contains(rect), qPrintable(name + " leaves the board's area"));
        for (int peg = 0; peg < variant.holeCount(); ++peg) {
            QVERIFY2(distanceTo(geometry.centre(peg), rect) >= geometry.pegRadius() * 1.3,
                     qPrintable(name + QString(" touches the peg in hole %1").arg(peg + 1)));
        }
        for (const auto& [other, otherRect] : numbers) {
            QVERIFY2(other == hole || !rect.intersects(otherRect),
                     qPrintable(name + QString(" overlaps number %1").arg(other + 1)));
        }
    }
}

void BoardViewTest::treesAreStrokedAlongTheirArms()
{
    // A Y is three straight arms from the centre; a branching board is its
    // line and two arms from the branching point; a row is one stretch.
    const auto runs = [](const char* spec) { return BoardGeometry(Variant::parse(spec).board()).runs(); };
    using Runs = std::vector<std::pair<int, int>>;
    QCOMPARE(runs("y:3"), (Runs{{0, 3}, {0, 6}, {0, 9}}));
    QCOMPARE(runs("y:1"), (Runs{{0, 1}, {0, 2}, {0, 3}}));
    QCOMPARE(runs("branch:4,1,1,1"), (Runs{{0, 5}, {5, 6}, {5, 7}}));
    QCOMPARE(runs("branch:7,3,3,3"), (Runs{{0, 10}, {10, 13}, {10, 16}}));
    QCOMPARE(runs("classic:3"), (Runs{{0, 6}}));
}

void BoardViewTest::treesPaintOnlyWhatShows()
{
    BoardGeometry geometry(Variant::parse("y:5000").board());
    geometry.fit(QSizeF(100, 100));
    const QPointF centre = geometry.centre(0);
    const std::vector<int> holes = geometry.holesNear(QRectF(centre - QPointF(100, 100), QSizeF(200, 200)));
    QVERIFY(holes.size() < 100);
    QVERIFY(std::ranges::find(holes, 0) != holes.end());
    QVERIFY(std::ranges::find(holes, 4000) == holes.end());
}

void BoardViewTest::clicksFindTheirHole()
{
    BoardGeometry geometry(Variant::classic(3, 3).board());
    geometry.fit(QSizeF(700, 300));
    for (int hole = 0; hole < 7; ++hole) {
        const QPointF centre = geometry.centre(hole);
        QCOMPARE(geometry.holeAt(centre), hole);
        QCOMPARE(geometry.holeAt(centre + QPointF(geometry.pegRadius() * 0.9, 0)), hole);
    }
    QCOMPARE(geometry.holeAt(geometry.centre(0) + QPointF(0, geometry.spacing())), -1);
    QCOMPARE(geometry.holeAt(QPointF(1, 1)), -1);
}

void BoardViewTest::onlyVisibleHolesArePainted()
{
    BoardGeometry geometry(Variant::classic(5000, 5000).board());
    geometry.fit(QSizeF(100, 100));
    const QRectF window(geometry.centre(4000).x() - 100, 0, 200, 100);
    const std::vector<int> holes = geometry.holesNear(window);
    QVERIFY(holes.size() < 20);
    QVERIFY(std::ranges::find(holes, 4000) != holes.end());
}

void BoardViewTest::motionsComeFromPositions_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("move");
    QTest::addColumn<QString>("expected"); // from>to pairs, 1-based
    QTest::newRow("step") << "classic:3" << "3-4" << "3>4";
    QTest::newRow("jump") << "classic:3" << "2-4" << "2>4";
    QTest::newRow("red step") << "classic:3" << "5-4" << "5>4";
    QTest::newRow("pair shift") << "pairs:4" << "4-9" << "4>9 5>10";
}

void BoardViewTest::motionsComeFromPositions()
{
    QFETCH(QString, spec);
    QFETCH(QString, move);
    QFETCH(QString, expected);
    const Variant variant = Variant::parse(spec.toStdString());
    const Position moved = after(variant, move.toLatin1().constData());
    QStringList forward;
    for (const PegMotion& motion : motionsBetween(variant.start(), moved)) {
        forward << QString("%1>%2").arg(motion.from + 1).arg(motion.to + 1);
        QCOMPARE(motion.cell, variant.start().at(motion.from));
    }
    QCOMPARE(forward.join(' '), expected);
    // Undoing moves the same pegs back.
    QCOMPARE(motionsBetween(moved, variant.start()).size(), motionsBetween(variant.start(), moved).size());
    QVERIFY(motionsBetween(variant.start(), variant.start()).empty());
}

void BoardViewTest::stepSlidesJumpHops()
{
    BoardGeometry geometry(Variant::classic(3, 3).board());
    geometry.fit(QSizeF(700, 300));
    const PegMotion step{2, 3, Cell::Blue};
    const PegMotion jump{1, 3, Cell::Blue};
    for (const double t : {0.4, 0.5, 0.6}) {
        const PegFrame slide = pegFrame(geometry, step, MoveShape::Step, t);
        QCOMPARE(slide.centre.y(), geometry.centre(2).y());
        QCOMPARE(slide.lift, 0.0);
        const PegFrame hop = pegFrame(geometry, jump, MoveShape::Jump, t);
        QVERIFY(hop.centre.y() < geometry.centre(1).y() - geometry.spacing() * 0.4);
        QCOMPARE(hop.ground.y(), geometry.centre(1).y());
    }
    const PegFrame middle = pegFrame(geometry, jump, MoveShape::Jump, 0.5);
    QCOMPARE(middle.centre.x(), geometry.centre(2).x()); // right over the jumped peg
    QCOMPARE(pegFrame(geometry, jump, MoveShape::Jump, 1.0).centre, geometry.centre(3));
}

void BoardViewTest::animationFrameShowsTheHop()
{
    const Variant variant = Variant::classic(3, 3);
    BoardView view;
    view.setAnimationSpeed(AnimationSpeed::Slow);
    view.setBoard(variant.board(), variant.start());
    view.resize(700, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.showMove(variant.start(), after(variant, "2-4"), MoveShape::Jump);
    QVERIFY(view.isAnimating());
    view.setAnimationProgress(0.5);
    const QImage frame = view.grab().toImage();
    const BoardGeometry& geometry = view.boardGeometry();
    const QPointF apex = pegFrame(geometry, {1, 3, Cell::Blue}, MoveShape::Jump, 0.5).centre;
    QVERIFY(looksBlue(frame.pixelColor(body(apex, geometry))));                // the peg in the air...
    QVERIFY(!looksBlue(frame.pixelColor(body(geometry.centre(3), geometry)))); // ...not yet in its hole
    QVERIFY(!looksBlue(frame.pixelColor(body(geometry.centre(1), geometry)))); // and gone from where it was
    QVERIFY(looksBlue(frame.pixelColor(body(geometry.centre(2), geometry))));  // the jumped peg stays
    view.finishAnimation();
    QVERIFY(!view.isAnimating());
    QVERIFY(looksBlue(view.grab().toImage().pixelColor(body(geometry.centre(3), geometry))));
}


void BoardViewTest::pegsCarryASecondCueAtEverySize_data()
{
    QTest::addColumn<double>("radius");
    QTest::addColumn<double>("ratio");
    for (const double radius : {5.0, 6.0, 8.0, 12.0, 20.0, 32.0}) {
        QTest::addRow("radius %g", radius) << radius << 1.0;
    }
    QTest::addRow("radius 6, HiDPI") << 6.0 << 2.0;
}

namespace {

// The light marks on a peg (its cue and its shine), as a set of pixels.
QImage lightMarks(Cell cell, double radius, double ratio)
{
    const int side = static_cast<int>(std::ceil((2 * radius + 8) * ratio));
    QImage image(side, side, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    PegSprites sprites;
    sprites.drawPeg(painter, cell, QPointF(side, side) / (2 * ratio), radius, ratio);
    painter.end();
    QImage marks(image.size(), QImage::Format_Mono);
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QColor colour = image.pixelColor(x, y);
            marks.setPixel(x, y, colour.alpha() == 255 && colour.lightnessF() > 0.8 ? 1 : 0);
        }
    }
    return marks;
}

} // namespace

// Colour is not the only cue: a blue and a red peg differ in the light marks
// drawn on them (a letter, or a shape where a letter would be a blur), by a
// fair part of the peg at every size the window draws.
void BoardViewTest::pegsCarryASecondCueAtEverySize()
{
    QFETCH(double, radius);
    QFETCH(double, ratio);
    const QImage blue = lightMarks(Cell::Blue, radius, ratio);
    const QImage red = lightMarks(Cell::Red, radius, ratio);
    int differing = 0;
    for (int y = 0; y < blue.height(); ++y) {
        for (int x = 0; x < blue.width(); ++x) {
            differing += blue.pixelIndex(x, y) != red.pixelIndex(x, y) ? 1 : 0;
        }
    }
    const double pegPixels = 3.14159 * radius * radius * ratio * ratio;
    QVERIFY2(differing >= std::max(5.0, 0.03 * pegPixels),
             qPrintable(QString("%1 differing pixels of %2").arg(differing).arg(pegPixels)));
}



QTEST_MAIN(BoardViewTest)
#include "tst_boardview.moc"

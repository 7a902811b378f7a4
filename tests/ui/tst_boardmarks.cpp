// Hole numbers on tree boards and the grid (issue 21): each number is read
// as its own hole's, because its label sits nearer that hole's centre than
// any other hole's centre and covers no other hole.
#include "board/boardgeometry.h"
#include "board/boardstyle.h"
#include "board/boardview.h"
#include "model/variant.h"

#include <QTest>

#include <cmath>
#include <numbers>

using namespace leapfrog;
using namespace leapfrog::ui;

namespace {

double distance(QPointF a, QPointF b) { return std::hypot(a.x() - b.x(), a.y() - b.y()); }

// How far `point` is from the nearest point of `rect` (0 inside it).
double distanceTo(QPointF point, const QRectF& rect)
{
    const double dx = std::max({rect.left() - point.x(), 0.0, point.x() - rect.right()});
    const double dy = std::max({rect.top() - point.y(), 0.0, point.y() - rect.bottom()});
    return std::hypot(dx, dy);
}

} // namespace

class BoardMarksTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void numbersSitBesideTheirOwnHole_data();
    void numbersSitBesideTheirOwnHole();
    void goalsEmptyHoleIsMarked_data();
    void goalsEmptyHoleIsMarked();
};

void BoardMarksTest::numbersSitBesideTheirOwnHole_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QSize>("area");
    for (const char* spec : {"y:1", "y:2", "y:3", "branch:4,1,1,1", "branch:7,3,3,3", "grid:1", "grid:2"}) {
        QTest::newRow(spec) << QString(spec) << QSize(900, 600);
    }
    QTest::newRow("y:3 small") << "y:3" << QSize(600, 400);
    QTest::newRow("grid:2 large") << "grid:2" << QSize(1600, 1000);
}

void BoardMarksTest::numbersSitBesideTheirOwnHole()
{
    QFETCH(QString, spec);
    QFETCH(QSize, area);
    const Variant variant = Variant::parse(spec.toStdString());
    BoardGeometry geometry(variant.board());
    geometry.fit(area);
    int shown = 0;
    for (int hole = 0; hole < variant.holeCount(); ++hole) {
        if (!holeNumberShown(geometry, hole)) {
            continue;
        }
        ++shown;
        const QRectF label = holeNumberRect(geometry, hole);
        // The label's centre is nearer its own hole's centre than any
        // other's, and the label covers no other hole.
        const double own = distance(label.center(), geometry.centre(hole));
        for (int other = 0; other < variant.holeCount(); ++other) {
            if (other == hole) {
                continue;
            }
            const QString name = QString("number %1 against hole %2").arg(hole + 1).arg(other + 1);
            const double theirs = distance(label.center(), geometry.centre(other));
            QVERIFY2(own < theirs, qPrintable(name + QString(": %1 from its own centre, %2 from the other's")
                                                         .arg(own)
                                                         .arg(theirs)));
            QVERIFY2(distanceTo(geometry.centre(other), label) > geometry.pegRadius(),
                     qPrintable(name + " covers the other hole"));
        }
    }
    QVERIFY(shown >= variant.holeCount() / 5);
}

void BoardMarksTest::goalsEmptyHoleIsMarked_data()
{
    QTest::addColumn<QString>("spec");
    for (const char* spec : {"y:1", "y:2", "y:3", "branch:4,1,1,1", "branch:7,3,3,3", "grid:1", "grid:2"}) {
        QTest::newRow(spec) << QString(spec);
    }
}

// Where the core's goal leaves a hole empty, the board drawn with the goal's
// marks differs from the board drawn without them all round that hole.
void BoardMarksTest::goalsEmptyHoleIsMarked()
{
    QFETCH(QString, spec);
    const Variant variant = Variant::parse(spec.toStdString());
    BoardView view;
    view.setHoleNumbersVisible(false);
    view.setBoard(variant.board(), variant.start());
    view.resize(800, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const QImage plain = view.grab().toImage();
    view.setGoalRings(variant.goal());
    const QImage marked = view.grab().toImage();
    const BoardGeometry& geometry = view.boardGeometry();
    int empties = 0;
    for (int hole = 0; hole < variant.holeCount(); ++hole) {
        if (variant.goal().at(hole) != Cell::Empty) {
            continue;
        }
        ++empties;
        int changed = 0;
        for (int step = 0; step < 8; ++step) {
            const double angle = step * std::numbers::pi / 4;
            const QPoint at = (geometry.centre(hole) + QPointF(std::cos(angle), std::sin(angle)) * geometry.pegRadius() * 1.2)
                                  .toPoint();
            changed += plain.pixelColor(at) != marked.pixelColor(at) ? 1 : 0;
        }
        QVERIFY2(changed >= 6, qPrintable(QString("the goal's empty hole %1 is not marked all round").arg(hole + 1)));
    }
    QVERIFY(empties >= 1);
}

QTEST_MAIN(BoardMarksTest)
#include "tst_boardmarks.moc"

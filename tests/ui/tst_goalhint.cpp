// The goal in sight and hints that teach (issue 22), on the real window:
// every hole of a row ringed in the colour it must end with (View > Goal
// marks, on for a first game); after a hint the keyboard waits on the hinted
// peg, so Enter makes the hinted move, and the panel says why it is best.
#include "board/boardgeometry.h"
#include "board/boardstyle.h"
#include "board/boardview.h"
#include "panels/sidepanel.h"
#include "play/gamemodel.h"
#include "play/playcontroller.h"
#include "window/mainwindow.h"
#include "window_driver.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QStatusBar>
#include <QToolButton>
#include <QTest>

#include <cmath>
#include <numbers>

using namespace leapfrog;
using namespace leapfrog::testing;

namespace {

std::unique_ptr<ui::MainWindow> openWindow(const char* spec) { return testing::openWindow(spec, Shown::Active); }

// How far apart two colours are (sum of the channels' differences).
int colourDistance(QColor a, QColor b)
{
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue());
}

// The least distance to `colour` along a short radial stretch across the
// goal ring of `hole` at `angle` (up and to the side, clear of the numbers
// below a row's holes): the ring's coloured line is a few pixels wide, and
// its dark edges and antialiasing are not the colour.
int nearestOnRing(const QImage& image, const ui::BoardGeometry& geometry, int hole, double angle, QColor colour)
{
    const QPointF direction(std::cos(angle), std::sin(angle));
    const double radius = ui::goalRingRadius(geometry);
    int best = 3 * 255;
    // From just outside the peg standing in the hole (a peg of the goal's
    // colour must not count as its ring) to just beyond the ring.
    for (double r = geometry.pegRadius() + 1.5; r <= radius + 0.04 * geometry.spacing(); r += 0.5) {
        const QPointF point = (geometry.centre(hole) + direction * r) * image.devicePixelRatio();
        best = std::min(best, colourDistance(image.pixelColor(point.toPoint()), colour));
    }
    return best;
}

// A point on the goal ring of `hole`.
QPoint onRing(const ui::BoardGeometry& geometry, int hole, double angle, qreal ratio)
{
    return ((geometry.centre(hole) + QPointF(std::cos(angle), std::sin(angle)) * ui::goalRingRadius(geometry)) * ratio)
        .toPoint();
}

constexpr double kUpLeft = -3 * std::numbers::pi / 4;
constexpr double kUpRight = -std::numbers::pi / 4;

} // namespace

class GoalHintTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { useTestSettings(QStringLiteral("tst_goalhint")); }
    void init() { resetSettings(); }
    void goalMarksOnARow_data();
    void goalMarksOnARow();
    void goalMarksAreAChoiceKept();
    void enterAfterAHintMakesTheHintedMove();
    void thePanelSaysWhyTheHintIsBest();
    void theHintArrowCoversNoMistakeMark();
    void escapePutsTheHintAwayWholly_data();
    void escapePutsTheHintAwayWholly();
    void theMoveCardNamesTheKeysThatMove();
};

void GoalHintTest::goalMarksOnARow_data()
{
    QTest::addColumn<QString>("spec");
    for (const char* spec : {"classic:1", "classic:3", "strict:2x3", "classic:3h2", "classic:8x2"}) {
        QTest::newRow(spec) << QString(spec);
    }
}

// With fresh settings every hole whose goal is a peg shows a ring in that
// peg's colour, and the holes that must end empty a ring of their own; with
// View > Goal marks off, none of it is drawn.
void GoalHintTest::goalMarksOnARow()
{
    QFETCH(QString, spec);
    auto window = openWindow(qPrintable(spec));
    QAction* marks = action(*window, QStringLiteral("goalMarks"));
    QVERIFY(marks->isChecked()); // on for a first game
    ui::BoardView* view = window->boardView();
    const Variant& variant = window->model()->variant();
    const ui::BoardGeometry& geometry = view->boardGeometry();
    const QImage on = view->grab().toImage();
    marks->trigger();
    QVERIFY(!marks->isChecked());
    const QImage off = view->grab().toImage();
    for (int hole = 0; hole < variant.holeCount(); ++hole) {
        const Cell goal = variant.goal().at(hole);
        for (const double angle : {kUpLeft, kUpRight}) {
            if (isPeg(goal)) {
                const QColor colour = ui::pegColour(goal);
                QVERIFY2(nearestOnRing(on, geometry, hole, angle, colour) < 40,
                         qPrintable(QStringLiteral("hole %1 has no ring of its goal's colour").arg(hole + 1)));
                QVERIFY2(nearestOnRing(off, geometry, hole, angle, colour) >= 40,
                         qPrintable(QStringLiteral("hole %1 keeps its ring with the marks off").arg(hole + 1)));
            } else {
                const QPoint point = onRing(geometry, hole, angle, on.devicePixelRatio());
                QVERIFY2(on.pixelColor(point) != off.pixelColor(point),
                         qPrintable(QStringLiteral("hole %1, which must end empty, is not marked").arg(hole + 1)));
            }
        }
    }
}

// The choice is the player's and is kept: a window opened after turning the
// marks off opens without them.
void GoalHintTest::goalMarksAreAChoiceKept()
{
    {
        auto window = openWindow("classic:3");
        QVERIFY(window->boardView()->goalRings().size() > 0);
        action(*window, QStringLiteral("goalMarks"))->trigger();
        QCOMPARE(window->boardView()->goalRings().size(), std::size_t(0));
    }
    auto again = openWindow("classic:3");
    QVERIFY(!action(*again, QStringLiteral("goalMarks"))->isChecked());
    QCOMPARE(again->boardView()->goalRings().size(), std::size_t(0));
    action(*again, QStringLiteral("goalMarks"))->trigger();
    QCOMPARE(again->boardView()->goalRings(), again->model()->variant().goal());
}

// The keyboard stood on another peg (the last that can move: 6 -> 4, a jump
// over its own colour); after H the keyboard is on the hinted peg, and Enter
// makes the hinted move, counted as hinted.
void GoalHintTest::enterAfterAHintMakesTheHintedMove()
{
    auto window = openWindow("classic:3");
    QVERIFY(analysed(*window));
    press(*window, Qt::Key_End);
    QCOMPARE(window->boardView()->marks().cursor, 5);
    press(*window, Qt::Key_H);
    const std::optional<Move> hint = window->play()->hint();
    QVERIFY(hint);
    QVERIFY(hint->from != 5);
    QCOMPARE(window->boardView()->marks().cursor, hint->from);
    press(*window, Qt::Key_Return);
    QCOMPARE(window->model()->game().movesMade(), 1);
    QCOMPARE(window->model()->game().history().back().move, *hint);
    QCOMPARE(window->model()->game().history().back().origin, Origin::Hint);
    // And again later in the game, from wherever the keyboard was.
    press(*window, Qt::Key_Home);
    press(*window, Qt::Key_H);
    const std::optional<Move> second = window->play()->hint();
    QVERIFY(second);
    press(*window, Qt::Key_Enter);
    QCOMPARE(window->model()->game().movesMade(), 2);
    QCOMPARE(window->model()->game().history().back().move, *second);
}

// The panel says what the hint is and why it is best: in plain words on the
// card (it keeps the fewest moves, and no term of the papers), and behind
// Why? in the judge's: the hinted move's kind (a step moves one hole, a jump
// two) and its place in a published shortest solution, Bradley and
// Thomas's, named in the source line (move k + 1 of nm + n + m after k
// moves). Esc puts the hint away and the panel's own
// sentence comes back.
void GoalHintTest::thePanelSaysWhyTheHintIsBest()
{
    auto window = openWindow("classic:3");
    QVERIFY(analysed(*window));
    const QString before = window->sidePanel()->verdictText();
    for (int made = 0; made < 3; ++made) {
        press(*window, Qt::Key_H);
        const std::optional<Move> hint = window->play()->hint();
        QVERIFY(hint);
        const QString said = window->sidePanel()->verdictText();
        const bool step = std::abs(hint->to - hint->from) == 1;
        QVERIFY2(said.startsWith(QStringLiteral("Hint: ")), qPrintable(said));
        const QString plain = window->sidePanel()->findChild<QLabel*>(QStringLiteral("verdictReason"))->text();
        QVERIFY2(plain.contains(QStringLiteral("fewest moves")), qPrintable(plain));
        QVERIFY2(!plain.contains(QStringLiteral("Bradley-Thomas")) && !plain.contains(QStringLiteral("optimal")),
                 qPrintable(plain));
        const QString why = window->sidePanel()->whyText();
        QVERIFY2(why.contains(step ? QStringLiteral("step") : QStringLiteral("jump")), qPrintable(why));
        QVERIFY2(why.contains(QStringLiteral("move %1 of %2").arg(made + 1).arg(3 * 3 + 3 + 3)), qPrintable(why));
        QVERIFY2(why.contains(QStringLiteral("published shortest solution")), qPrintable(why));
        // The construction's authors in the source line, for a mathematician.
        QVERIFY2(window->sidePanel()->sourceText().contains(QStringLiteral("Bradley and Thomas")),
                 qPrintable(window->sidePanel()->sourceText()));
        if (made == 0) {
            press(*window, Qt::Key_Escape);
            QVERIFY(!window->play()->hint());
            QCOMPARE(window->sidePanel()->verdictText(), before);
            press(*window, Qt::Key_H);
        }
        press(*window, Qt::Key_H); // makes it: the panel turns to that move's verdict
        QCOMPARE(window->model()->game().movesMade(), made + 1);
        QVERIFY(!window->sidePanel()->verdictText().startsWith(QStringLiteral("Hint: ")));
    }
}

// After an improper move the board carries a warning sign on the moved peg
// and tags over the improper board's holes, just where a hint's arrow runs
// (above the holes): while the hint shows they step aside, and come back
// when it is put away.
void GoalHintTest::theHintArrowCoversNoMistakeMark()
{
    auto window = openWindow("classic:3");
    QVERIFY(analysed(*window));
    clickHole(*window, 2); // 3-4, proper
    clickHole(*window, 1); // 2-3: the improper board *S*BB*R*
    const ui::BoardMarks mistake = window->boardView()->marks();
    QVERIFY(!mistake.pattern.empty());
    QVERIFY(!mistake.flagged.empty());
    press(*window, Qt::Key_H);
    const ui::BoardMarks hinted = window->boardView()->marks();
    QVERIFY(!hinted.hintFrom.empty());
    QVERIFY(hinted.pattern.empty());
    QVERIFY(hinted.flagged.empty());
    press(*window, Qt::Key_Escape);
    QCOMPARE(window->boardView()->marks().pattern, mistake.pattern);
    QCOMPARE(window->boardView()->marks().flagged, mistake.flagged);
}

void GoalHintTest::escapePutsTheHintAwayWholly_data()
{
    QTest::addColumn<bool>("onWhy"); // Esc on the card's Why? button (after opening it), else on the board
    QTest::newRow("board") << false;
    QTest::newRow("Why?") << true;
}

// The newcomer's report: Esc on a hint left its line in the status bar, and
// with the keyboard on Why? Esc did nothing. Esc, on the board or on Why?,
// puts the hint away wholly: the card, the arrow, the status bar's line; the
// keyboard on the board (Why? goes with the hint's card).
void GoalHintTest::escapePutsTheHintAwayWholly()
{
    QFETCH(bool, onWhy);
    auto window = openWindow("classic:3");
    QVERIFY(analysed(*window));
    const QString before = window->sidePanel()->verdictText();
    press(*window, Qt::Key_H);
    QVERIFY(window->play()->hint());
    const QString said = window->statusBar()->currentMessage();
    QVERIFY(!said.isEmpty());
    if (onWhy) {
        auto* why = window->sidePanel()->findChild<QToolButton*>(QStringLiteral("whyButton"));
        QVERIFY(why && why->isVisible());
        why->setFocus(Qt::TabFocusReason); // where Tab brings the player
        QTest::keyClick(why, Qt::Key_Space); // opens the reason
        QVERIFY(why->isChecked());
        QTest::keyClick(why, Qt::Key_Escape);
    } else {
        press(*window, Qt::Key_Escape);
    }
    QVERIFY(!window->play()->hint());
    QCOMPARE(window->sidePanel()->verdictText(), before);
    QVERIFY2(window->statusBar()->currentMessage() != said, qPrintable(said));
    QVERIFY(window->boardView()->hasFocus());
}

// The card before the first move said "Click a peg to move it" to a player
// at the keyboard. It names the keys too, and they move a peg.
void GoalHintTest::theMoveCardNamesTheKeysThatMove()
{
    auto window = openWindow("classic:3");
    QVERIFY(analysed(*window));
    const QString said = window->sidePanel()->verdictText();
    QVERIFY2(said.contains(QStringLiteral("Click a peg")), qPrintable(said));
    QVERIFY2(said.contains(QStringLiteral("arrow keys")) && said.contains(QStringLiteral("Enter")), qPrintable(said));
    window->boardView()->setFocus(Qt::OtherFocusReason);
    press(*window, Qt::Key_Right);
    press(*window, Qt::Key_Return);
    QCOMPARE(window->model()->game().movesMade(), 1);
}

QTEST_MAIN(GoalHintTest)
#include "tst_goalhint.moc"

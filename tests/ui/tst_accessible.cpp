// The window for a screen reader and for the keyboard alone:
//  - the board through QAccessible, as a screen reader walks it: one item per
//    hole, named by what it holds and where its peg can go (the names written
//    here from the rules in leapfrog(6), not read from the window), the focus
//    on the keyboard's hole, and after each move an announcement of the move
//    and its verdict (the verdict read from a Judge of the test's own, its
//    proper/improper checked against the test's breadth-first search);
//  - Tab from the first control reaches every visible enabled control of the
//    side panel and of the solution player, and each shows that it has the
//    keyboard (its picture with the focus differs from its picture without).
#include "analysis/judge.h"
#include "board/boardview.h"
#include "dialogs/challengedialog.h"
#include "dialogs/custompuzzledialog.h"
#include "dialogs/howtoplay.h"
#include "dialogs/sizedialog.h"
#include "dialogs/statisticsdialog.h"
#include "model/variant.h"
#include "panels/sidepanel.h"
#include "play/recordbook.h"
#include "words/texts.h"
#include "solutions/playerbar.h"
#include "solutions/solutionpanel.h"
#include "solutions/solutionplayer.h"
#include "row_bfs.h"
#include "look/focusstyle.h"
#include "window/mainwindow.h"
#include "window_driver.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractScrollArea>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QRegularExpression>
#include <QToolButton>
#include <QComboBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QToolButton>
#include <QTest>

#include <algorithm>
#include <map>
#include <set>
#include <vector>

using namespace leapfrog;
using namespace leapfrog::testing;

namespace {

using Line = QList<QPair<int, int>>; // moves, 1-based from and to

// The events the board sent a screen reader since `spy` began.
bool told(const QSignalSpy& spy, QAccessible::Event type, int child)
{
    return std::ranges::any_of(spy, [&](const QList<QVariant>& event) {
        return event.at(0).toInt() == type && event.at(1).toInt() == child;
    });
}

// The holes' names from the rules alone, on a classic row with one empty
// hole: the pegs next to it can slide in, the pegs two away can jump in over
// the peg between.
std::vector<QString> expectedNames(const QString& row, bool playable)
{
    const int empty = static_cast<int>(row.indexOf('_'));
    std::vector<QString> names;
    std::vector<bool> moves;
    for (int hole = 0; hole < row.size(); ++hole) {
        const QChar cell = row[hole];
        QString name = QString("hole %1, %2").arg(hole + 1).arg(cell == '_' ? "empty" : cell == 'B' ? "blue peg" : "red peg");
        const int distance = std::abs(hole - empty);
        const bool slides = playable && cell != '_' && distance == 1;
        const bool jumps = playable && cell != '_' && distance == 2 && row[(hole + empty) / 2] != '_';
        if (slides) {
            name += QString(", can slide to %1").arg(empty + 1);
        }
        if (jumps) {
            name += QString(", can jump to %1").arg(empty + 1);
        }
        names.push_back(name);
        moves.push_back(slides || jumps);
    }
    // While some peg can move, each that cannot says so.
    for (int hole = 0; hole < row.size() && std::ranges::find(moves, true) != moves.end(); ++hole) {
        if (row[hole] != '_' && !moves[static_cast<std::size_t>(hole)]) {
            names[static_cast<std::size_t>(hole)] += ", cannot move";
        }
    }
    return names;
}

std::vector<QString> holeNames(QAccessibleInterface* board)
{
    std::vector<QString> names;
    for (int i = 0; i < board->childCount(); ++i) {
        names.push_back(board->child(i)->text(QAccessible::Name));
    }
    return names;
}

// Plays `from`-`to` (1-based) by clicks: the peg, then its target when the
// peg has several moves.
void playByClicks(ui::MainWindow& window, int from, int to)
{
    clickHole(window, from - 1);
    if (window.boardView()->marks().selected == from - 1) {
        clickHole(window, to - 1);
    }
}

// Controls a player operates, by kind: buttons, sliders (not a scroll area's
// own bars), fields, lists and the views that take clicks.
// The control a widget is part of: a spin box's or a combo box's field is
// the box's.
QWidget* controlOf(QWidget* widget)
{
    QWidget* parent = widget->parentWidget();
    if (qobject_cast<QComboBox*>(parent) || qobject_cast<QAbstractSpinBox*>(parent)) {
        return parent;
    }
    return widget;
}

bool isControl(QWidget* widget)
{
    if (qobject_cast<QScrollBar*>(widget) || qobject_cast<QHeaderView*>(widget) || controlOf(widget) != widget) {
        return false; // parts of a scroll area, a list or a box, not controls of their own
    }
    return qobject_cast<QAbstractButton*>(widget) || qobject_cast<QAbstractSlider*>(widget) ||
           qobject_cast<QComboBox*>(widget) || qobject_cast<QLineEdit*>(widget) ||
           qobject_cast<QAbstractSpinBox*>(widget) || qobject_cast<QAbstractScrollArea*>(widget);
}

// The visible enabled controls under `roots` (widgets that draw a scroll
// area's inside are the area's).
std::set<QWidget*> controlsUnder(const std::vector<QWidget*>& roots)
{
    std::set<QWidget*> found;
    for (QWidget* root : roots) {
        for (QWidget* widget : root->findChildren<QWidget*>()) {
            if (isControl(widget) && widget->isVisible() && widget->isEnabled()) {
                found.insert(widget);
            }
        }
    }
    return found;
}

// Tab from `first` until the focus comes back to it: the widgets it reached
// (as the controls they belong to: a combo box's line edit is the combo
// box's), with a picture of each while it had the keyboard.
struct Tabbed {
    std::map<QWidget*, QImage> pictures;
    std::vector<QWidget*> order;
    std::set<QWidget*> keepers; // widgets a Tab did not leave (a list walking its cells)
};

Tabbed tabAround(QWidget* first, int limit)
{
    Tabbed tabbed;
    first->setFocus(Qt::TabFocusReason);
    for (int i = 0; i < limit; ++i) {
        QWidget* focus = QApplication::focusWidget();
        if (!focus) {
            break;
        }
        focus = controlOf(focus);
        if (!tabbed.pictures.contains(focus)) {
            tabbed.order.push_back(focus);
        }
        // Pictures taken after a Tab (the first one's again when Tab comes
        // back to it): styles draw the focus once the keyboard has moved it.
        tabbed.pictures[focus] = focus->grab().toImage();
        if (i > 0 && focus == controlOf(first)) {
            break;
        }
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        if (QApplication::focusWidget() && controlOf(QApplication::focusWidget()) == focus) {
            tabbed.keepers.insert(focus);
        }
    }
    return tabbed;
}

QString nameOf(QWidget* widget)
{
    return QString("%1 \"%2\"").arg(widget->metaObject()->className(), widget->objectName());
}

// Every control under `roots` is reached by Tab from `first`, and every
// widget Tab stops at shows it has the keyboard; the order of the stops.
std::vector<QWidget*> checkTabReachesAll(QWidget* first, const std::vector<QWidget*>& roots)
{
    const std::set<QWidget*> controls = controlsUnder(roots);
    if (controls.empty()) {
        qWarning("no control found");
        return {};
    }
    const Tabbed tabbed = tabAround(first, 400);
    if (QWidget* focus = QApplication::focusWidget()) {
        focus->clearFocus(); // every control without the keyboard now
    }
    for (QWidget* control : controls) {
        if (!tabbed.pictures.contains(control)) {
            qWarning("%s is not reached by Tab", qPrintable(nameOf(control)));
            return {};
        }
    }
    // Tab always moves on (where there is anywhere else to go): a widget
    // that keeps it traps the keyboard.
    for (QWidget* keeper : tabbed.order.size() > 1 ? tabbed.keepers : std::set<QWidget*>{}) {
        qWarning("%s keeps Tab to itself", qPrintable(nameOf(keeper)));
        return {};
    }
    // Every stop has a name a screen reader says as the keyboard lands on it
    // (a list or slider without one is read as "table" or "slider").
    for (QWidget* stop : tabbed.order) {
        QAccessibleInterface* read = QAccessible::queryAccessibleInterface(stop);
        if (!read || read->text(QAccessible::Name).trimmed().isEmpty()) {
            qWarning("%s has no accessible name", qPrintable(nameOf(stop)));
            return {};
        }
    }
    // Every stop shows the keyboard, controls and any other widget Tab
    // reached on the way (an unseen stop loses the player).
    for (const auto& [widget, focused] : tabbed.pictures) {
        if (focused == widget->grab().toImage()) {
            qWarning("%s shows no focus", qPrintable(nameOf(widget)));
            return {};
        }
    }
    return tabbed.order;
}

// Whether Tab visits the stops that lie in `area` as a reader reads it: each
// next one on the same line further right, or on a line below.
bool inReadingOrder(const std::vector<QWidget*>& stops, QWidget* area)
{
    const QWidget* before = nullptr;
    for (QWidget* stop : stops) {
        if (!area->isAncestorOf(stop)) {
            continue;
        }
        if (before) {
            const QRect a(before->mapToGlobal(QPoint(0, 0)), before->size());
            const QRect b(stop->mapToGlobal(QPoint(0, 0)), stop->size());
            const bool sameLine = b.top() < a.bottom() && a.top() < b.bottom();
            if (sameLine ? b.left() < a.left() : b.top() < a.bottom()) {
                qWarning("Tab goes from %s back to %s", qPrintable(nameOf(const_cast<QWidget*>(before))),
                         qPrintable(nameOf(stop)));
                return false;
            }
        }
        before = stop;
    }
    return true;
}

} // namespace

class AccessibleTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        useTestSettings(QStringLiteral("tst_accessible"));
    }
    void init()
    {
        resetSettings();
    }
    void theBoardIsAListOfNamedHoles_data();
    void theBoardIsAListOfNamedHoles();
    void theFocusFollowsTheKeyboard();
    void theSolutionPlayerTellsEachMove();
    void tabReachesEveryControlOfThePanel();
    void tabReachesEveryControlOfThePlayer();
    void theBoardShowsItsFocus();
    void tabReachesEveryControlOfTheDialogs_data();
    void tabReachesEveryControlOfTheDialogs();
    void tabReadsTheCustomPuzzleAsDrawn();
    void theHolesTellTheirNewNames();
    void aNewBoardHasNewHoles();
    void theKeyboardLeavesTheVerdictBehind();
    void everyIconOnlyButtonHasAName();
    void theCustomPuzzleCellsSayWhatTheyHold();
    void aFrogIsNamedByItsNumberAndItsHoles_data();
    void aFrogIsNamedByItsNumberAndItsHoles();
};

// Dudeney's frogs carry numbers one off from their holes' (frog k starts in
// hole k + 1). What the card and the announcement say of a move names the
// frog the board shows in the hole it left, and both holes (issue 36): "3-1"
// alone read as frog 3's move when frog 2 made it.
void AccessibleTest::aFrogIsNamedByItsNumberAndItsHoles_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<int>("from"); // 1-based
    QTest::addColumn<int>("to");
    QTest::newRow("dudeney:3, a jump") << "dudeney:3" << 3 << 1;
    QTest::newRow("dudeney:3, a slide") << "dudeney:3" << 2 << 1;
    QTest::newRow("dudeney:5, a jump") << "dudeney:5" << 3 << 1;
}

void AccessibleTest::aFrogIsNamedByItsNumberAndItsHoles()
{
    QFETCH(QString, spec);
    QFETCH(int, from);
    QFETCH(int, to);
    auto window = openWindow(qPrintable(spec), Shown::Active);
    QVERIFY(analysed(*window));
    QAccessibleInterface* board = QAccessible::queryAccessibleInterface(window->boardView());
    // The frog as the board draws and names it: "frog 2, can jump to 1".
    const QString before = holeNames(board)[static_cast<std::size_t>(from - 1)];
    const QRegularExpressionMatch frog = QRegularExpression(QStringLiteral("\\bfrog (\\d+)")).match(before);
    QVERIFY2(frog.hasMatch(), qPrintable(before));
    const QString number = frog.captured(1);
    QCOMPARE(number.toInt(), frogNumber(window->model()->position().at(from - 1)));
    playByClicks(*window, from, to);
    QCOMPARE(window->model()->game().movesMade(), 1);
    QVERIFY2(holeNames(board)[static_cast<std::size_t>(to - 1)].contains(QStringLiteral("frog %1,").arg(number)),
             qPrintable(holeNames(board)[static_cast<std::size_t>(to - 1)]));
    const QString card = window->sidePanel()->verdictText();
    const QString heading = QStringLiteral("Move 1: frog %1 from hole %2 to hole %3").arg(number).arg(from).arg(to);
    QVERIFY2(card.startsWith(heading), qPrintable(card));
    const QString said = board->text(QAccessible::Description);
    const QString told = QStringLiteral("frog %1 in hole %2 to hole %3").arg(number).arg(from).arg(to);
    QVERIFY2(said.contains(told, Qt::CaseInsensitive), qPrintable(said));
}

void AccessibleTest::theBoardIsAListOfNamedHoles_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<Line>("moves"); // 1-based from, to
    QTest::newRow("classic:3, a proper step") << "classic:3" << Line{{3, 4}};
    QTest::newRow("classic:3, a slip, then on")
        << "classic:3" << Line{{3, 4}, {2, 3}, {1, 2}};
    QTest::newRow("classic:2, proper to the goal")
        << "classic:2" << Line{{2, 3}, {4, 2}, {5, 4}, {3, 5}, {1, 3}, {2, 1}, {4, 2}, {3, 4}};
    QTest::newRow("classic:2x3, a slip") << "classic:2x3" << Line{{2, 3}, {1, 2}};
}

void AccessibleTest::theBoardIsAListOfNamedHoles()
{
    QFETCH(QString, spec);
    QFETCH(Line, moves);
    auto window = openWindow(qPrintable(spec), Shown::Active);
    QVERIFY(analysed(*window));
    QAccessibleInterface* board = QAccessible::queryAccessibleInterface(window->boardView());
    QVERIFY(board);
    QCOMPARE(board->role(), QAccessible::List);
    QCOMPARE(board->text(QAccessible::Name), "Board, " + spec);

    const Variant variant = Variant::parse(spec.toStdString());
    QString row = text(variant.start());
    const std::map<QString, int> distance = classicDistancesToGoal(text(variant.goal()));
    const int minimum = distance.at(row);
    QCOMPARE(board->childCount(), static_cast<int>(row.size()));
    QCOMPARE(holeNames(board), expectedNames(row, true));

    const Judge judge(variant);
    std::vector<Move> line;
    bool optimal = true;
    for (const auto& [from, to] : moves) {
        QSignalSpy spy(window->boardView(), &ui::BoardView::accessibilityNotified);
        const int before = distance.at(row);
        const QString rowBefore = row;
        playByClicks(*window, from, to);
        row = moved(row, from, to);
        QCOMPARE(text(window->model()->position()), row);
        const bool won = row == text(variant.goal());
        QCOMPARE(holeNames(board), expectedNames(row, !won));

        // The announcement: the move, its verdict by the test's own judge,
        // its word agreeing with the test's search.
        line.push_back(Move{from - 1, to - 1});
        const Verdict verdict = judge.judge(line).back();
        const bool proper = optimal && distance.at(row) == before - 1;
        optimal = proper;
        QCOMPARE(verdict.proper, proper);
        const QString said = board->text(QAccessible::Description);
        QVERIFY2(said.startsWith(QString("Move %1: ").arg(line.size())), qPrintable(said));
        QVERIFY2(said.contains(QString("to hole %1").arg(to)), qPrintable(said));
        if (proper) {
            QVERIFY2(said.contains(", proper."), qPrintable(said));
        } else if (!verdict.proper && verdict.gameWasOptimal) {
            QVERIFY2(said.contains(", improper."), qPrintable(said));
        }
        // A mistake (a move that does not bring the goal one move nearer) is
        // told what it costs and, in words, every move the test's own search
        // finds would have kept the shortest finish, and no other move; a
        // good move names none but itself.
        const bool mistake = distance.at(row) != before - 1;
        QStringList better;
        const int empty = static_cast<int>(rowBefore.indexOf('_'));
        for (const int peg : {empty - 2, empty - 1, empty + 1, empty + 2}) {
            if (peg >= 0 && peg < rowBefore.size() && distance.at(moved(rowBefore, peg + 1, empty + 1)) == before - 1) {
                better << QString("peg in hole %1 to hole %2").arg(peg + 1).arg(empty + 1);
            }
        }
        QVERIFY(!better.isEmpty());
        QCOMPARE(said.count(" peg in hole "), 1 + (mistake ? better.size() : 0));
        if (mistake) {
            for (const QString& move : better) {
                QVERIFY2(said.contains(move), qPrintable(said));
            }
            QVERIFY2(said.contains(QString("costs %1 move").arg(distance.at(row) + 1 - before)), qPrintable(said));
        }
        // A jam is told by its holes, which the ear can find among the
        // board's items; the yellow tags are for the eye.
        QVERIFY2(!said.contains("yellow"), qPrintable(said));
        if (mistake && !verdict.pattern.empty()) {
            for (const int hole : verdict.holes) {
                QVERIFY2(said.contains(QRegularExpression(QString("jam in holes [^:]*\\b%1\\b").arg(hole + 1))),
                         qPrintable(QString("hole %1 of the jam is not said: %2").arg(hole + 1).arg(said)));
            }
        }
        QCOMPARE(said.contains(QString("Solved in %1 moves").arg(line.size())), won);
        if (won) {
            QCOMPARE(static_cast<int>(line.size()) == minimum, said.contains("optimal"));
        }
        QVERIFY2(told(spy, QAccessible::DescriptionChanged, -1), "no DescriptionChanged on the board after the move");
    }
}

void AccessibleTest::theFocusFollowsTheKeyboard()
{
    auto window = openWindow("classic:3", Shown::Active);
    QVERIFY(analysed(*window));
    window->boardView()->setFocus();
    QAccessibleInterface* board = QAccessible::queryAccessibleInterface(window->boardView());
    const std::vector<QString> names = expectedNames("BBB_RRR", true);
    std::set<int> visited;
    int previous = window->boardView()->marks().cursor;
    for (const Qt::Key key : {Qt::Key_Home, Qt::Key_Right, Qt::Key_Right, Qt::Key_Right, Qt::Key_End, Qt::Key_Left}) {
        QSignalSpy spy(window->boardView(), &ui::BoardView::accessibilityNotified);
        press(*window, key);
        const int cursor = window->boardView()->marks().cursor;
        QVERIFY(cursor >= 0);
        visited.insert(cursor);
        QAccessibleInterface* focused = board->focusChild();
        QVERIFY(focused);
        QCOMPARE(board->indexOfChild(focused), cursor);
        QVERIFY(focused->state().focused);
        QCOMPARE(focused->text(QAccessible::Name), names[cursor]);
        if (cursor != previous) {
            previous = cursor;
            QVERIFY2(told(spy, QAccessible::Focus, cursor), qPrintable(QString("no Focus event on hole %1").arg(cursor + 1)));
        }
    }
    QVERIFY(visited.size() >= 3); // the keyboard went somewhere: the four pegs that can move
    QCOMPARE(board->focusChild()->text(QAccessible::Description), QString()); // nothing told yet to repeat

    // A move by the keyboard: the hole the keyboard lands on says the
    // announcement with its name, once; the next hole says only its name.
    press(*window, Qt::Key_Home);
    press(*window, Qt::Key_Return);
    QCOMPARE(window->model()->game().movesMade(), 1);
    const QString said = board->text(QAccessible::Description);
    QVERIFY2(said.startsWith("Move 1: "), qPrintable(said));
    QCOMPARE(board->focusChild()->text(QAccessible::Description), said);
    press(*window, Qt::Key_Right);
    QCOMPARE(board->focusChild()->text(QAccessible::Description), QString());
}

// While a solution is watched the board tells its moves; the holes name no
// moves (the pegs are the solution's); closing it tells the game again.
void AccessibleTest::theSolutionPlayerTellsEachMove()
{
    auto window = openWindow("classic:3", Shown::Active);
    QVERIFY(analysed(*window));
    action(*window, "watchFromStart")->trigger();
    QVERIFY(QTest::qWaitFor([&] { return window->player()->isReady(); }, kReadyMs));
    ui::SolutionPlayer* player = window->player();
    player->pause();
    player->seek(0);
    QAccessibleInterface* board = QAccessible::queryAccessibleInterface(window->boardView());
    const int length = static_cast<int>(player->length());
    QCOMPARE(length, classicDistancesToGoal("RRR_BBB").at("BBB_RRR"));
    QCOMPARE(board->text(QAccessible::Description), QString("The start of the solution: %1 moves to the goal.").arg(length));
    QString row = "BBB_RRR";
    for (int k = 1; k <= 3; ++k) {
        QSignalSpy spy(window->boardView(), &ui::BoardView::accessibilityNotified);
        player->stepForward();
        const QString after = text(window->boardView()->position());
        // The test's own reading of the move: the peg that left a hole for the empty one.
        const int from = static_cast<int>(after.indexOf('_')) + 1;
        const int to = static_cast<int>(row.indexOf('_')) + 1;
        QCOMPARE(moved(row, from, to), after);
        const QString colour = row[from - 1] == 'B' ? "blue" : "red";
        QCOMPARE(board->text(QAccessible::Description),
                 QString("Move %1 of %2: the %3 peg in hole %4 to hole %5.").arg(k).arg(length).arg(colour).arg(from).arg(to));
        QVERIFY(told(spy, QAccessible::DescriptionChanged, -1));
        QCOMPARE(holeNames(board), expectedNames(after, false));
        row = after;
    }
    player->close();
    QVERIFY(!player->isWatching());
    QCOMPARE(board->text(QAccessible::Description), ui::goalSentence(Variant::parse("classic:3")));
    QCOMPARE(holeNames(board), expectedNames("BBB_RRR", true));
}

void AccessibleTest::tabReachesEveryControlOfThePanel()
{
    auto window = openWindow("classic:3", Shown::Active);
    QVERIFY(analysed(*window));
    playByClicks(*window, 3, 4);
    playByClicks(*window, 2, 3); // improper: the panel's card offers Undo
    const std::vector<QWidget*> stops = checkTabReachesAll(window->boardView(), {window->sidePanel()});
    QVERIFY(!stops.empty());
    QVERIFY(inReadingOrder(stops, window->sidePanel()));
}

void AccessibleTest::tabReachesEveryControlOfThePlayer()
{
    auto window = openWindow("classic:3", Shown::Active);
    QVERIFY(analysed(*window));
    action(*window, "playSolution")->trigger();
    QVERIFY(QTest::qWaitFor([&] { return window->player()->isReady(); }, kReadyMs));
    window->player()->pause();
    window->player()->seek(3);
    const std::vector<QWidget*> stops =
        checkTabReachesAll(window->boardView(), {window->playerBar(), window->solutionPanel()});
    QVERIFY(!stops.empty());
    QVERIFY(inReadingOrder(stops, window->playerBar()));
    QVERIFY(inReadingOrder(stops, window->solutionPanel()));
}

void AccessibleTest::theBoardShowsItsFocus()
{
    auto window = openWindow("classic:3", Shown::Active);
    QVERIFY(analysed(*window));
    ui::BoardView* view = window->boardView();
    view->setFocus(Qt::TabFocusReason);
    QVERIFY(view->hasFocus());
    const QImage focused = view->grab().toImage();
    window->sidePanel()->moveList()->setFocus(Qt::TabFocusReason);
    QVERIFY(!view->hasFocus());
    const QImage unfocused = view->grab().toImage();
    QCOMPARE(focused.size(), unfocused.size());
    // The frame runs along the edges: their pixels differ, the middle is the same.
    const QPoint edge(2, unfocused.height() / 2);
    QVERIFY(focused.pixel(edge) != unfocused.pixel(edge));
    QCOMPARE(focused.pixel(focused.rect().center()), unfocused.pixel(unfocused.rect().center()));
}

void AccessibleTest::tabReachesEveryControlOfTheDialogs_data()
{
    QTest::addColumn<QString>("dialog");
    for (const char* name : {"size", "size, long rows", "size, Y board", "custom puzzle", "challenge", "how to play",
                             "statistics"}) {
        QTest::newRow(name) << QString(name);
    }
}

void AccessibleTest::tabReachesEveryControlOfTheDialogs()
{
    QFETCH(QString, dialog);
    ui::installFocusStyle(); // as the main window does when the program starts
    const Variant variant = Variant::parse("classic:3");
    ui::RecordBook book;
    std::unique_ptr<QDialog> shown;
    if (dialog == "size") {
        shown = std::make_unique<ui::SizeDialog>(variant);
    } else if (dialog == "size, long rows") {
        shown = std::make_unique<ui::SizeDialog>(Variant::parse("classic:3h2")); // four fields and a check box
    } else if (dialog == "size, Y board") {
        shown = std::make_unique<ui::SizeDialog>(Variant::parse("y:2"));
    } else if (dialog == "custom puzzle") {
        shown = std::make_unique<ui::CustomPuzzleDialog>(Variant::parse("row:BB_R>R_BB"));
    } else if (dialog == "challenge") {
        shown = std::make_unique<ui::ChallengeDialog>(variant);
    } else if (dialog == "how to play") {
        shown = std::make_unique<ui::HowToPlayDialog>();
    } else {
        shown = std::make_unique<ui::StatisticsDialog>(&book);
    }
    shown->show();
    QVERIFY(QTest::qWaitForWindowActive(shown.get()));
    QWidget* first = shown->nextInFocusChain();
    while (!(first->focusPolicy() & Qt::TabFocus) || !first->isVisible() || !first->isEnabled()) {
        first = first->nextInFocusChain();
    }
    const std::vector<QWidget*> stops = checkTabReachesAll(first, {shown.get()});
    QVERIFY(!stops.empty());
    QVERIFY(inReadingOrder(stops, shown.get()));
}

// The custom puzzle's cells come in the order they are drawn: after the
// fields above them, start row then goal row, before the check box below.
void AccessibleTest::tabReadsTheCustomPuzzleAsDrawn()
{
    ui::CustomPuzzleDialog dialog(Variant::parse("row:BB_R>R_BB"));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    auto* length = dialog.findChild<QWidget*>("puzzleLength");
    length->setFocus(Qt::TabFocusReason);
    auto* spin = qobject_cast<QSpinBox*>(length);
    QTest::keyClick(spin, Qt::Key_Up); // a longer row: its new cells are made now
    QCoreApplication::processEvents(); // and shown
    const int holes = spin->value();
    QCOMPARE(holes, 5);
    std::vector<QString> expected{"puzzleLength", "puzzleRules", "puzzleJump"};
    for (int row = 0; row < 2; ++row) {
        for (int hole = 1; hole <= holes; ++hole) {
            if (dialog.cell(row, hole - 1)->isEnabled()) { // the goal's cells wait while it mirrors the start
                expected.push_back(QString("puzzleCell-%1-%2").arg(row).arg(hole));
            }
        }
    }
    expected.push_back("puzzleMirror");
    std::vector<QString> order;
    for (QWidget* widget : tabAround(length, 100).order) {
        order.push_back(widget->objectName());
    }
    order.resize(std::min(order.size(), expected.size()));
    QCOMPARE(order, expected);
}

// A screen reader that keeps what it read (as Orca does) hears each hole
// whose name a move changes: a NameChanged for every hole whose name (by the
// rules, written here) differs after the move from before it.
void AccessibleTest::theHolesTellTheirNewNames()
{
    auto window = openWindow("classic:3", Shown::Active);
    QVERIFY(analysed(*window));
    QAccessibleInterface* board = QAccessible::queryAccessibleInterface(window->boardView());
    QString row = "BBB_RRR";
    QCOMPARE(holeNames(board), expectedNames(row, true)); // read once: now kept
    for (const auto& [from, to] : Line{{3, 4}, {5, 3}, {6, 5}, {4, 6}}) {
        const std::vector<QString> before = expectedNames(row, true);
        QSignalSpy spy(window->boardView(), &ui::BoardView::accessibilityNotified);
        playByClicks(*window, from, to);
        row = moved(row, from, to);
        QCOMPARE(text(window->model()->position()), row);
        const std::vector<QString> after = expectedNames(row, true);
        QCOMPARE(holeNames(board), after);
        for (int hole = 0; hole < static_cast<int>(row.size()); ++hole) {
            if (before[hole] != after[hole]) {
                QVERIFY2(told(spy, QAccessible::NameChanged, hole),
                         qPrintable(QString("after %1-%2 no NameChanged on '%3'").arg(from).arg(to).arg(after[hole])));
            }
        }
    }
}

// After another size the holes are new objects with the new board's names:
// the old ones are removed (a screen reader hears them go) and no longer
// answer, so nothing kept of the old board passes for the new one's.
void AccessibleTest::aNewBoardHasNewHoles()
{
    auto window = openWindow("classic:3", Shown::Active);
    QVERIFY(analysed(*window));
    QAccessibleInterface* board = QAccessible::queryAccessibleInterface(window->boardView());
    QCOMPARE(holeNames(board), expectedNames("BBB_RRR", true));
    std::vector<QAccessible::Id> old;
    for (int i = 0; i < board->childCount(); ++i) {
        old.push_back(QAccessible::uniqueId(board->child(i)));
    }
    QSignalSpy spy(window->boardView(), &ui::BoardView::accessibilityNotified);
    action(*window, "size-classic:4")->trigger();
    QTRY_COMPARE(text(window->model()->position()), QString("BBBB_RRRR"));
    QVERIFY(analysed(*window));
    for (int hole = 0; hole < static_cast<int>(old.size()); ++hole) {
        QVERIFY2(told(spy, QAccessible::ObjectDestroyed, hole), qPrintable(QString("hole %1 not removed").arg(hole + 1)));
        QVERIFY(QAccessible::accessibleInterface(old[hole]) == nullptr);
    }
    QCOMPARE(board->text(QAccessible::Name), QString("Board, classic:4"));
    QCOMPARE(holeNames(board), expectedNames("BBBB_RRRR", true));
}

// The hole the keyboard is on says the last move's announcement; once the
// keyboard leaves it, it is told that its description is empty again, so a
// screen reader that kept it never hears that verdict on a later visit.
void AccessibleTest::theKeyboardLeavesTheVerdictBehind()
{
    auto window = openWindow("classic:3", Shown::Active);
    QVERIFY(analysed(*window));
    window->boardView()->setFocus();
    QAccessibleInterface* board = QAccessible::queryAccessibleInterface(window->boardView());
    for (int made = 1; made <= 2; ++made) {
        press(*window, Qt::Key_Home);
        press(*window, Qt::Key_Return);
        QCOMPARE(window->model()->game().movesMade(), made);
        const int announced = window->boardView()->marks().cursor;
        QVERIFY2(board->child(announced)->text(QAccessible::Description).startsWith(QString("Move %1: ").arg(made)),
                 qPrintable(board->child(announced)->text(QAccessible::Description)));
        QSignalSpy spy(window->boardView(), &ui::BoardView::accessibilityNotified);
        for (const Qt::Key key : {Qt::Key_Right, Qt::Key_Right, Qt::Key_Left, Qt::Key_Left, Qt::Key_Left}) {
            press(*window, key);
            QCOMPARE(board->focusChild()->text(QAccessible::Description), QString());
        }
        QVERIFY2(told(spy, QAccessible::DescriptionChanged, announced),
                 qPrintable(QString("hole %1 was not told it says nothing now").arg(announced + 1)));
        QCOMPARE(board->child(announced)->text(QAccessible::Description), QString());
    }
}

// Every button that shows only an icon has a name a screen reader says and a
// tooltip, in the window and in the solution player's bar and panel.
void AccessibleTest::everyIconOnlyButtonHasAName()
{
    auto window = openWindow("classic:3", Shown::Active);
    QVERIFY(analysed(*window));
    action(*window, "watchFromStart")->trigger();
    QVERIFY(QTest::qWaitFor([&] { return window->player()->isReady(); }, kReadyMs));
    int iconOnly = 0;
    for (QAbstractButton* button : window->findChildren<QAbstractButton*>()) {
        if (!button->isVisible() || !button->text().isEmpty()) {
            continue;
        }
        ++iconOnly;
        QAccessibleInterface* reader = QAccessible::queryAccessibleInterface(button);
        QVERIFY2(reader && !reader->text(QAccessible::Name).isEmpty(), qPrintable(nameOf(button)));
        QVERIFY2(!button->toolTip().isEmpty(), qPrintable(nameOf(button)));
    }
    QVERIFY(iconOnly >= 6); // the player's transport and close, at least
}

// A cell of the custom puzzle shows a colour and a letter; its name says
// the same: its row, its hole and the piece its letter shows, after each
// click that changes it.
void AccessibleTest::theCustomPuzzleCellsSayWhatTheyHold()
{
    ui::CustomPuzzleDialog dialog(Variant::parse("classic:1"));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    const QList<QToolButton*> cells = dialog.findChildren<QToolButton*>(
        QRegularExpression(QStringLiteral("^puzzleCell-")));
    QVERIFY(cells.size() >= 6);
    for (QToolButton* cell : cells) {
        const QStringList where = cell->objectName().split(QLatin1Char('-'));
        const QString row = where.at(1) == QLatin1String("0") ? QStringLiteral("Start") : QStringLiteral("Goal");
        for (int click = 0; click < 3; ++click) {
            if (!cell->isEnabled()) {
                break; // the goal mirrors the start
            }
            const QString letter = cell->text();
            const QString piece = letter == QLatin1String("B")   ? QStringLiteral("blue peg")
                                  : letter == QLatin1String("R") ? QStringLiteral("red peg")
                                                                 : QStringLiteral("empty");
            QVERIFY2(letter.isEmpty() || letter == QLatin1String("B") || letter == QLatin1String("R"),
                     qPrintable(letter));
            QCOMPARE(QAccessible::queryAccessibleInterface(cell)->text(QAccessible::Name),
                     QStringLiteral("%1, hole %2: %3").arg(row, where.at(2), piece));
            QTest::mouseClick(cell, Qt::LeftButton);
        }
    }
}

QTEST_MAIN(AccessibleTest)
#include "tst_accessible.moc"

// A newcomer's keyboard-only run of the window (issue 36), driven by keys
// on the real widgets (offscreen): Enter at the first-run offer answers it
// and never plays on the board behind it; Enter presses the focused button
// of a card (the banner, the tutorial's card, the side panel's verdict card)
// as Space does; the keys the hint's card names do what it says; one Esc puts
// a hint away wherever the keyboard is; the board shows its keyboard hole as
// soon as it has the keyboard; Help's text area shows its focus. The
// keyboard's square goes over every peg, starts where the play is, and Enter
// on a peg says what it does: the move, why none, or how to choose.
#include "board/banner.h"
#include "board/boardview.h"
#include "dialogs/howtoplay.h"
#include "panels/sidepanel.h"
#include "play/gamemodel.h"
#include "play/playcontroller.h"
#include "tutorial/tutorial.h"
#include "tutorial/tutorialcard.h"
#include "settings/settingkeys.h"
#include "settings/settings.h"
#include "window/mainwindow.h"
#include "window_driver.h"

#include "model/rules.h"
#include "model/variant.h"

#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QDialogButtonBox>
#include <QImage>
#include <QLabel>
#include <QPushButton>
#include <QStatusBar>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>
#include <QToolButton>

#include <algorithm>
#include <memory>
#include <vector>

using namespace leapfrog;
using namespace leapfrog::ui;
using namespace leapfrog::testing;

namespace {

// The window as a first start opens it: no game kept, the tour offered.
std::unique_ptr<MainWindow> firstStart()
{
    ui::Settings().remove(ui::setting::tutorialSeen);
    auto window = std::make_unique<MainWindow>();
    window->show();
    if (!QTest::qWaitForWindowActive(window.get())) {
        qWarning("the window did not become active");
    }
    return window;
}

QString focusName()
{
    QWidget* focus = QApplication::focusWidget();
    return focus ? QStringLiteral("%1 (%2)").arg(focus->objectName(), QString::fromLatin1(focus->metaObject()->className()))
                 : QStringLiteral("nothing");
}

QToolButton* whyButton(const MainWindow& window)
{
    return window.sidePanel()->findChild<QToolButton*>(QStringLiteral("whyButton"));
}

// The verdict card's Undo: the side panel's button that shows the window's Undo.
QToolButton* cardUndo(const MainWindow& window)
{
    for (auto* button : window.sidePanel()->findChildren<QToolButton*>()) {
        if (button->defaultAction() && button->defaultAction()->objectName() == QStringLiteral("undo")) {
            return button;
        }
    }
    return nullptr;
}

// Two moves on classic:3, the second a mistake: the card has Undo and Why?.
void makeAMistake(MainWindow& window)
{
    clickHole(window, 2); // 3-4
    clickHole(window, 1); // 2-3
}

// The hint's arrow on the board (the pegs it moves), empty when none shows.
bool arrowShows(const MainWindow& window) { return !window.boardView()->marks().hintFrom.empty(); }

Qt::Key enterKey(bool keypad) { return keypad ? Qt::Key_Enter : Qt::Key_Return; }

Qt::KeyboardModifiers enterModifiers(bool keypad) { return keypad ? Qt::KeypadModifier : Qt::NoModifier; }

int cursorOf(const MainWindow& window) { return window.boardView()->marks().cursor; }

// Tab onto the board, as a player at the keyboard comes to it.
void tabToTheBoard(MainWindow& window)
{
    window.sidePanel()->moveList()->setFocus(Qt::OtherFocusReason);
    window.boardView()->setFocus(Qt::TabFocusReason);
}

// Presses `key` on the board until the square stops (at most a press per
// hole): the holes it stood on after each press that moved it.
std::vector<int> walk(MainWindow& window, Qt::Key key)
{
    std::vector<int> visited;
    for (int press = 0; press < window.model()->position().size(); ++press) {
        const int before = cursorOf(window);
        testing::press(window, key);
        if (cursorOf(window) == before) {
            break;
        }
        visited.push_back(cursorOf(window));
    }
    return visited;
}

// The holes holding a peg, left to right, read from the position.
std::vector<int> pegHoles(const Position& position)
{
    std::vector<int> holes;
    for (int hole = 0; hole < position.size(); ++hole) {
        if (isPeg(position.at(hole))) {
            holes.push_back(hole);
        }
    }
    return holes;
}

// The legal moves of the game's position that move the peg in `hole`, by
// the core's rules (a pair shift moves the peg after `from` too).
std::vector<Move> movesOf(const MainWindow& window, int hole)
{
    const Variant& variant = window.model()->variant();
    std::vector<Move> found;
    for (const Move move : legalMoves(variant.board(), variant.rules(), window.model()->position())) {
        const bool pair = moveShape(variant.board(), variant.rules(), move) == MoveShape::PairShift;
        if (move.from == hole || (pair && move.from + 1 == hole)) {
            found.push_back(move);
        }
    }
    return found;
}

// What a screen reader hears of the hole the board's keyboard is on.
QString focusedHoleName(const MainWindow& window)
{
    QAccessibleInterface* board = QAccessible::queryAccessibleInterface(window.boardView());
    QAccessibleInterface* hole = board ? board->focusChild() : nullptr;
    return hole ? hole->text(QAccessible::Name) : QString();
}

QString focusedHoleDescription(const MainWindow& window)
{
    QAccessibleInterface* board = QAccessible::queryAccessibleInterface(window.boardView());
    QAccessibleInterface* hole = board ? board->focusChild() : nullptr;
    return hole ? hole->text(QAccessible::Description) : QString();
}

QString statusText(const MainWindow& window) { return window.statusBar()->currentMessage(); }

} // namespace

class KeyboardTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { useTestSettings(QStringLiteral("tst_keyboard")); }
    void init() { resetSettings(); }
    void enterAnswersTheOffer_data();
    void enterAnswersTheOffer();
    void enterPressesTheBannersButton();
    void enterPressesACardsButton_data();
    void enterPressesACardsButton();
    void theHintCardsKeysDoWhatItSays_data();
    void theHintCardsKeysDoWhatItSays();
    void oneEscPutsTheHintAway_data();
    void oneEscPutsTheHintAway();
    void theCursorShowsWithTheKeyboard_data();
    void theCursorShowsWithTheKeyboard();
    void aClickKeepsTheMousesLook();
    void helpsTextShowsItsFocus();
    void theArrowsVisitEveryPeg_data();
    void theArrowsVisitEveryPeg();
    void aNewGameStartsTheSquareWhereThePlayIs();
    void enterOnEachPegDoesWhatItsNameSays_data();
    void enterOnEachPegDoesWhatItsNameSays();
    void enterOnAPegWithTwoMovesLetsTheKeysChoose();
};

void KeyboardTest::enterAnswersTheOffer_data()
{
    QTest::addColumn<QString>("focus"); // where the keyboard is: as opened, the board, No thanks
    QTest::addColumn<bool>("keypad");
    QTest::addColumn<bool>("starts"); // else declines
    QTest::newRow("as opened") << QStringLiteral("opened") << false << true;
    QTest::newRow("as opened, keypad") << QStringLiteral("opened") << true << true;
    QTest::newRow("board") << QStringLiteral("board") << false << true;
    QTest::newRow("No thanks") << QStringLiteral("tutorialNoThanks") << false << false;
    QTest::newRow("No thanks, keypad") << QStringLiteral("tutorialNoThanks") << true << false;
}

// The newcomer's report: Enter at "New to Leapfrog?" moved peg 2-4 (an
// improper move) with the board's keyboard hole, and the offer vanished.
// Enter presses the offer's button that has the keyboard (Start when the
// window opens), and from the board behind it the offer's default, Start:
// never a move.
void KeyboardTest::enterAnswersTheOffer()
{
    QFETCH(QString, focus);
    QFETCH(bool, keypad);
    QFETCH(bool, starts);
    auto window = firstStart();
    QVERIFY(analysed(*window));
    TutorialCard* card = window->tutorial()->card();
    QVERIFY(card->isVisible() && card->isOffer());
    const int movesBefore = window->model()->game().movesMade();
    if (focus == QStringLiteral("board")) {
        window->boardView()->setFocus(Qt::TabFocusReason);
    } else if (focus != QStringLiteral("opened")) {
        card->findChild<QPushButton*>(focus)->setFocus(Qt::TabFocusReason);
    }
    QWidget* keyboard = QApplication::focusWidget();
    QVERIFY2(keyboard, "nothing has the keyboard");
    QTest::keyClick(keyboard, enterKey(keypad), enterModifiers(keypad));
    QCOMPARE(window->tutorial()->isRunning(), starts);
    if (starts) {
        QVERIFY(!card->isOffer()); // the tour's first step
        QCOMPARE(window->model()->game().movesMade(), 0);
    } else {
        QVERIFY(!card->isVisible());
        QCOMPARE(window->model()->game().movesMade(), movesBefore);
        QVERIFY2(window->boardView()->hasFocus(), qPrintable(focusName()));
    }
}

// The banner's buttons (here "Back to the game" over a move looked back at),
// reached by Tab, press on Enter too; the board behind does not move.
void KeyboardTest::enterPressesTheBannersButton()
{
    auto window = openWindow("classic:3", Shown::Active);
    QVERIFY(analysed(*window));
    makeAMistake(*window);
    window->play()->review(0);
    QVERIFY(window->banner()->isPresented());
    QToolButton* back = nullptr;
    for (auto* button : window->banner()->findChildren<QToolButton*>()) {
        if (button->defaultAction() && button->defaultAction()->objectName() == QStringLiteral("backToGame")) {
            back = button;
        }
    }
    QVERIFY(back);
    back->setFocus(Qt::TabFocusReason);
    QTest::keyClick(back, Qt::Key_Return);
    QVERIFY(!window->play()->reviewed());
    QCOMPARE(window->model()->game().movesMade(), 2);
}

void KeyboardTest::enterPressesACardsButton_data()
{
    QTest::addColumn<QString>("button");
    QTest::addColumn<bool>("keypad");
    for (const char* button : {"Why?", "Undo", "Skip tutorial"}) {
        QTest::addRow("%s", button) << QString::fromLatin1(button) << false;
        QTest::addRow("%s, keypad", button) << QString::fromLatin1(button) << true;
    }
}

// The newcomer's report: Space pressed the side panel's card buttons, Enter
// did nothing. Enter and keypad Enter press a focused card button, as in a
// dialog: Why? opens the reason, Undo takes the mistake back, the tutorial
// card's Skip leaves the tour.
void KeyboardTest::enterPressesACardsButton()
{
    QFETCH(QString, button);
    QFETCH(bool, keypad);
    auto window = openWindow("classic:3", Shown::Active);
    QVERIFY(analysed(*window));
    QAbstractButton* pressed = nullptr;
    if (button == QStringLiteral("Skip tutorial")) {
        window->tutorial()->start();
        QVERIFY(window->tutorial()->isRunning());
        pressed = window->tutorial()->card()->findChild<QPushButton*>(QStringLiteral("tutorialSkip"));
    } else {
        makeAMistake(*window);
        QCOMPARE(window->model()->game().movesMade(), 2);
        pressed = button == QStringLiteral("Why?") ? static_cast<QAbstractButton*>(whyButton(*window)) : cardUndo(*window);
    }
    QVERIFY(pressed && pressed->isVisible() && pressed->isEnabled());
    pressed->setFocus(Qt::TabFocusReason); // where Tab brings the player
    QTest::keyClick(pressed, enterKey(keypad), enterModifiers(keypad));
    if (button == QStringLiteral("Why?")) {
        QVERIFY(whyButton(*window)->isChecked());
        QVERIFY(window->sidePanel()->findChild<QLabel*>(QStringLiteral("verdictWhy"))->isVisible());
        QCOMPARE(window->model()->game().movesMade(), 2);
    } else if (button == QStringLiteral("Undo")) {
        QCOMPARE(window->model()->game().movesMade(), 1);
    } else {
        QVERIFY(!window->tutorial()->isRunning());
    }
}

void KeyboardTest::theHintCardsKeysDoWhatItSays_data()
{
    QTest::addColumn<QString>("key"); // as the card names it
    QTest::addColumn<QString>("focus");
    // H: wherever the keyboard is in the window; Enter: on the board; Esc: anywhere.
    for (const char* focus : {"board", "Why?", "move list"}) {
        QTest::addRow("H, %s", focus) << QStringLiteral("H") << QString::fromLatin1(focus);
        QTest::addRow("Esc, %s", focus) << QStringLiteral("Esc") << QString::fromLatin1(focus);
    }
    QTest::newRow("Enter, board") << QStringLiteral("Enter") << QStringLiteral("board");
}

// The hint's card names its keys; each does what the card says where the
// card says it: H or (on the board) Enter makes the hinted move, Esc puts
// the hint away.
void KeyboardTest::theHintCardsKeysDoWhatItSays()
{
    QFETCH(QString, key);
    QFETCH(QString, focus);
    auto window = openWindow("classic:3", Shown::Active);
    QVERIFY(analysed(*window));
    makeAMistake(*window); // a card with Why? under the hint too
    window->boardView()->setFocus(Qt::TabFocusReason);
    press(*window, Qt::Key_H);
    QVERIFY(window->play()->hint());
    const QString card = window->sidePanel()->verdictText();
    QVERIFY2(card.contains(QStringLiteral("Press H to make it (or Enter on the board), Esc to hide it.")),
             qPrintable(card));
    const Move hinted = *window->play()->hint();
    if (focus == QStringLiteral("Why?")) {
        QVERIFY(whyButton(*window)->isVisible());
        whyButton(*window)->setFocus(Qt::TabFocusReason);
    } else if (focus == QStringLiteral("move list")) {
        window->sidePanel()->moveList()->setFocus(Qt::TabFocusReason);
    }
    QWidget* keyboard = QApplication::focusWidget();
    QVERIFY(keyboard);
    const Qt::Key pressed = key == QStringLiteral("H")       ? Qt::Key_H
                            : key == QStringLiteral("Enter") ? Qt::Key_Return
                                                             : Qt::Key_Escape;
    QTest::keyClick(keyboard, pressed);
    if (key == QStringLiteral("Esc")) {
        QVERIFY(!window->play()->hint());
        QCOMPARE(window->model()->game().movesMade(), 2);
    } else {
        QCOMPARE(window->model()->game().movesMade(), 3);
        QVERIFY(window->model()->game().currentLine().back() == hinted);
    }
}

void KeyboardTest::oneEscPutsTheHintAway_data()
{
    QTest::addColumn<QString>("focus");
    QTest::addColumn<bool>("whyOpen"); // the reason opened by Space first
    QTest::newRow("board") << QStringLiteral("board") << false;
    QTest::newRow("Why?") << QStringLiteral("Why?") << false;
    QTest::newRow("Why?, opened") << QStringLiteral("Why?") << true;
    QTest::newRow("move list") << QStringLiteral("move list") << false;
}

// The newcomer's report: with the keyboard on the hint card's Why? button,
// Esc took the card's hint away and left its arrow on the board until a
// second Esc. One Esc, wherever the keyboard is in the window, puts the hint
// away wholly: the card and the arrow.
void KeyboardTest::oneEscPutsTheHintAway()
{
    QFETCH(QString, focus);
    QFETCH(bool, whyOpen);
    auto window = openWindow("classic:3", Shown::Active);
    QVERIFY(analysed(*window));
    makeAMistake(*window);
    window->boardView()->setFocus(Qt::TabFocusReason);
    press(*window, Qt::Key_H);
    QVERIFY(window->play()->hint());
    QVERIFY(arrowShows(*window));
    if (focus == QStringLiteral("Why?")) {
        QToolButton* why = whyButton(*window);
        QVERIFY(why->isVisible());
        why->setFocus(Qt::TabFocusReason);
        if (whyOpen) {
            QTest::keyClick(why, Qt::Key_Space);
            QVERIFY(why->isChecked());
        }
    } else if (focus == QStringLiteral("move list")) {
        window->sidePanel()->moveList()->setFocus(Qt::TabFocusReason);
    }
    QWidget* keyboard = QApplication::focusWidget();
    QVERIFY(keyboard);
    QTest::keyClick(keyboard, Qt::Key_Escape);
    QVERIFY(!window->play()->hint());
    QVERIFY(!arrowShows(*window));
    QCOMPARE(window->model()->game().movesMade(), 2);
}

void KeyboardTest::theCursorShowsWithTheKeyboard_data()
{
    QTest::addColumn<QString>("how");
    for (const char* how : {"Tab", "Shift+Tab", "new game", "offer declined", "a click, then a new game by key"}) {
        QTest::newRow(how) << QString::fromLatin1(how);
    }
}

// The newcomer's report: the board's keyboard hole was drawn only after an
// arrow key, so a player at the keyboard did not see where they were. As
// soon as the board has the keyboard (by Tab either way, after a new game,
// after the first-run offer is answered), its hole shows on a peg that can
// move, and Enter moves that peg.
void KeyboardTest::theCursorShowsWithTheKeyboard()
{
    QFETCH(QString, how);
    std::unique_ptr<MainWindow> window;
    if (how == QStringLiteral("offer declined")) {
        window = firstStart();
        QVERIFY(analysed(*window));
        auto* noThanks = window->tutorial()->card()->findChild<QPushButton*>(QStringLiteral("tutorialNoThanks"));
        noThanks->setFocus(Qt::TabFocusReason);
        QTest::keyClick(noThanks, Qt::Key_Space);
        QVERIFY(!window->tutorial()->card()->isVisible());
    } else {
        window = openWindow("classic:3", Shown::Active);
        QVERIFY(analysed(*window));
        QWidget* list = window->sidePanel()->moveList();
        if (how.startsWith(QStringLiteral("a click"))) {
            clickHole(*window, 2);
            QCOMPARE(window->boardView()->marks().cursor, -1); // the mouse's look: no keyboard hole
        }
        list->setFocus(Qt::OtherFocusReason);
        QVERIFY(!window->boardView()->hasFocus());
        if (how == QStringLiteral("Tab") || how == QStringLiteral("Shift+Tab")) {
            // Around the window's Tab chain until the board: a bounded walk.
            const bool back = how == QStringLiteral("Shift+Tab");
            for (int stop = 0; stop < 40 && !window->boardView()->hasFocus(); ++stop) {
                QTest::keyClick(QApplication::focusWidget(), back ? Qt::Key_Backtab : Qt::Key_Tab,
                                back ? Qt::ShiftModifier : Qt::NoModifier);
            }
        } else {
            QTest::keySequence(list, QKeySequence::New);
            QVERIFY(analysed(*window));
        }
    }
    BoardView* view = window->boardView();
    QVERIFY2(view->hasFocus(), qPrintable(focusName()));
    const int cursor = view->marks().cursor;
    QVERIFY2(cursor >= 0, "the board has the keyboard but shows no hole of it");
    const int before = window->model()->game().movesMade();
    QTest::keyClick(view, Qt::Key_Return);
    QVERIFY(window->model()->game().movesMade() > before || view->marks().selected == cursor);
}

// A player who plays by mouse does not get the keyboard's ring back when the
// window becomes active again: only Tab, a shortcut or a key shows it.
void KeyboardTest::aClickKeepsTheMousesLook()
{
    auto window = openWindow("classic:3", Shown::Active);
    QVERIFY(analysed(*window));
    clickHole(*window, 2);
    QCOMPARE(window->boardView()->marks().cursor, -1);
    window->sidePanel()->moveList()->setFocus(Qt::OtherFocusReason);
    window->boardView()->setFocus(Qt::ActiveWindowFocusReason);
    QCOMPARE(window->boardView()->marks().cursor, -1);
    window->sidePanel()->moveList()->setFocus(Qt::OtherFocusReason);
    window->boardView()->setFocus(Qt::MouseFocusReason);
    QCOMPARE(window->boardView()->marks().cursor, -1);
}

// The newcomer's report: Tab into Help's text area showed no focus (a
// hairline of Fusion's). The focused text area has the program's focus
// ring, two pixels of the highlight inside its edge, as its lists and
// buttons do; without the keyboard the same pixels are the text's ground.
void KeyboardTest::helpsTextShowsItsFocus()
{
    auto window = openWindow("classic:3", Shown::Active); // installs the focus style, as the program does
    action(*window, QStringLiteral("howToPlay"))->trigger();
    auto* dialog = window->findChild<HowToPlayDialog*>();
    QVERIFY(dialog);
    QVERIFY(QTest::qWaitFor([&] { return QApplication::activeWindow() == dialog; }, 2000)); // the keyboard is the help's
    auto* text = dialog->findChild<QTextBrowser*>();
    auto* close = dialog->findChild<QDialogButtonBox*>()->buttons().front();
    QVERIFY(text && close);
    close->setFocus(Qt::TabFocusReason);
    QVERIFY2(close->hasFocus(), qPrintable(focusName()));
    QTest::keyClick(close, Qt::Key_Tab); // Tab from Close comes round to the text
    QVERIFY2(text->hasFocus(), qPrintable(focusName()));
    const QImage focused = text->grab().toImage();
    close->setFocus(Qt::TabFocusReason);
    QVERIFY(!text->hasFocus());
    const QImage unfocused = text->grab().toImage();
    QCOMPARE(focused.size(), unfocused.size());
    const QColor highlight = text->palette().color(QPalette::Highlight);
    // Both pixels of the ring, on the left edge half-way down and on the top edge.
    const int middleY = focused.height() / 2;
    const int middleX = focused.width() / 3; // away from the scroll bar
    for (const QPoint at : {QPoint(0, middleY), QPoint(1, middleY), QPoint(middleX, 0), QPoint(middleX, 1)}) {
        QVERIFY2(focused.pixelColor(at) == highlight,
                 qPrintable(QStringLiteral("(%1, %2) is %3 with the keyboard, not the highlight %4")
                                .arg(at.x())
                                .arg(at.y())
                                .arg(focused.pixelColor(at).name(), highlight.name())));
        QVERIFY(unfocused.pixelColor(at) != highlight);
    }
}

void KeyboardTest::theArrowsVisitEveryPeg_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QList<int>>("clicks"); // holes clicked first (0-based), to play into the game
    QTest::newRow("classic:3, the start") << QStringLiteral("classic:3") << QList<int>{};
    QTest::newRow("classic:3, a mistake in") << QStringLiteral("classic:3") << QList<int>{2, 1};
    QTest::newRow("classic:5, three moves in") << QStringLiteral("classic:5") << QList<int>{4, 6, 7};
    QTest::newRow("pairs:4") << QStringLiteral("pairs:4") << QList<int>{};
    QTest::newRow("dudeney:4") << QStringLiteral("dudeney:4") << QList<int>{};
}

// The newcomer's report: after Ctrl+N the square sat on peg 2 and Left did
// nothing (the arrow keys stopped only on pegs that could move, unsaid).
// Left then Right go over every peg of the row in order, and back; none
// is skipped, whether it can move or not.
void KeyboardTest::theArrowsVisitEveryPeg()
{
    QFETCH(QString, spec);
    QFETCH(QList<int>, clicks);
    auto window = openWindow(spec.toLatin1().constData(), Shown::Active);
    QVERIFY(analysed(*window));
    for (const int hole : clicks) {
        clickHole(*window, hole);
    }
    QCOMPARE(window->model()->game().movesMade(), static_cast<int>(clicks.size()));
    tabToTheBoard(*window);
    QVERIFY(cursorOf(*window) >= 0);
    walk(*window, Qt::Key_Left);
    const std::vector<int> pegs = pegHoles(window->model()->position());
    QCOMPARE(cursorOf(*window), pegs.front());
    std::vector<int> rightward{pegs.front()};
    for (const int hole : walk(*window, Qt::Key_Right)) {
        rightward.push_back(hole);
    }
    QCOMPARE(rightward, pegs);
    std::vector<int> leftward{pegs.back()};
    for (const int hole : walk(*window, Qt::Key_Left)) {
        leftward.push_back(hole);
    }
    QCOMPARE(leftward, std::vector<int>(pegs.rbegin(), pegs.rend()));
    QCOMPARE(window->model()->game().movesMade(), static_cast<int>(clicks.size())); // walking moves nothing
}

// A new game (Ctrl+N) starts the square afresh where the play is: on the peg
// that can move next to the empty hole, the left one (classic:3's blue peg 3,
// which slides in), not on the peg the last game left it on.
void KeyboardTest::aNewGameStartsTheSquareWhereThePlayIs()
{
    auto window = openWindow("classic:3", Shown::Active);
    QVERIFY(analysed(*window));
    tabToTheBoard(*window);
    walk(*window, Qt::Key_Left);
    press(*window, Qt::Key_Right); // peg 2, as the newcomer had it
    QCOMPARE(cursorOf(*window), 1);
    QTest::keySequence(window->boardView(), QKeySequence::New);
    QVERIFY(analysed(*window));
    const Position& start = window->model()->position();
    const int empty = start.findEmpty();
    QCOMPARE(cursorOf(*window), empty - 1);
    QCOMPARE(movesOf(*window, empty - 1).size(), std::size_t{1});
}

void KeyboardTest::enterOnEachPegDoesWhatItsNameSays_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QList<int>>("clicks");
    QTest::newRow("classic:3, the start") << QStringLiteral("classic:3") << QList<int>{};
    QTest::newRow("classic:3, a mistake in") << QStringLiteral("classic:3") << QList<int>{2, 1};
    QTest::newRow("classic:4, two moves in") << QStringLiteral("classic:4") << QList<int>{3, 5};
}

// On every peg in turn: what a screen reader hears of the square's hole is
// true by the core's rules (where it can go, or "cannot move"), and Enter
// does that: the peg's one move, or nothing, with the peg named and the
// reason said in the status bar and to a screen reader. Never a move the
// square was not on.
void KeyboardTest::enterOnEachPegDoesWhatItsNameSays()
{
    QFETCH(QString, spec);
    QFETCH(QList<int>, clicks);
    auto window = openWindow(spec.toLatin1().constData(), Shown::Active);
    QVERIFY(analysed(*window));
    for (const int hole : clicks) {
        clickHole(*window, hole);
    }
    const int made = window->model()->game().movesMade();
    BoardView* view = window->boardView();
    tabToTheBoard(*window);
    walk(*window, Qt::Key_Left);
    const std::vector<int> pegs = pegHoles(window->model()->position());
    int immovable = 0;
    for (const int peg : pegs) {
        while (cursorOf(*window) < peg) {
            const int before = cursorOf(*window);
            press(*window, Qt::Key_Right);
            QVERIFY2(cursorOf(*window) > before, "Right did not move the square on");
        }
        QCOMPARE(cursorOf(*window), peg);
        const std::vector<Move> moves = movesOf(*window, peg);
        QVERIFY(moves.size() <= 1); // a classic row with one empty hole
        const QString name = focusedHoleName(*window);
        QVERIFY2(name.startsWith(QStringLiteral("hole %1, ").arg(peg + 1)), qPrintable(name));
        QCOMPARE(name.endsWith(QStringLiteral(", cannot move")), moves.empty());
        const Position before = window->model()->position();
        press(*window, Qt::Key_Return);
        if (moves.empty()) {
            ++immovable;
            QCOMPARE(window->model()->game().movesMade(), made);
            QCOMPARE(window->model()->position(), before);
            const QString said = QStringLiteral("Peg %1 cannot move").arg(peg + 1);
            QVERIFY2(statusText(*window).startsWith(said), qPrintable(statusText(*window)));
            QVERIFY2(view->announcement().startsWith(said), qPrintable(view->announcement()));
            QVERIFY2(focusedHoleDescription(*window).startsWith(said), qPrintable(focusedHoleDescription(*window)));
            continue;
        }
        QVERIFY2(name.contains(QStringLiteral(" to %1").arg(moves.front().to + 1)), qPrintable(name));
        QCOMPARE(window->model()->game().movesMade(), made + 1);
        QVERIFY(window->model()->game().currentLine().back() == moves.front());
        QCOMPARE(cursorOf(*window), moves.front().to); // the square went with its peg
        press(*window, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(window->model()->position(), before);
        QCOMPARE(cursorOf(*window), peg); // and came back with it
    }
    QVERIFY(immovable > 0); // the rows chosen have pegs that cannot move
}

// pairs:4: peg 4 can shift with peg 3 or with peg 5. Enter lifts it and
// says how to choose by keys; the arrow keys go over the two partners only;
// Enter on one shifts that pair.
void KeyboardTest::enterOnAPegWithTwoMovesLetsTheKeysChoose()
{
    auto window = openWindow("pairs:4", Shown::Active);
    QVERIFY(analysed(*window));
    QCOMPARE(movesOf(*window, 3).size(), std::size_t{2});
    tabToTheBoard(*window);
    walk(*window, Qt::Key_Left);
    while (cursorOf(*window) < 3) {
        const int before = cursorOf(*window);
        press(*window, Qt::Key_Right);
        QVERIFY(cursorOf(*window) > before);
    }
    QCOMPARE(cursorOf(*window), 3);
    press(*window, Qt::Key_Return);
    QCOMPARE(window->model()->game().movesMade(), 0);
    QCOMPARE(window->boardView()->marks().selected, 3);
    QCOMPARE(window->boardView()->marks().targets, (std::vector<int>{2, 4}));
    const QString said = statusText(*window);
    QVERIFY2(said.contains(QStringLiteral("arrow keys")) && said.contains(QStringLiteral("Enter")), qPrintable(said));
    QCOMPARE(window->boardView()->announcement(), said);
    std::vector<int> stops{cursorOf(*window)};
    for (const int hole : walk(*window, Qt::Key_Right)) {
        stops.push_back(hole);
    }
    QCOMPARE(stops, (std::vector<int>{2, 4}));
    press(*window, Qt::Key_Return); // on peg 5: the pair 4 and 5
    QCOMPARE(window->model()->game().movesMade(), 1);
    QCOMPARE(window->model()->game().history().back().move, (Move{3, 8}));
}

QTEST_MAIN(KeyboardTest)
#include "tst_keyboard.moc"

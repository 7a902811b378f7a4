// A newcomer's keyboard-only run of the window (issue 36), driven by keys
// on the real widgets (offscreen): Enter at the first-run offer answers it
// and never plays on the board behind it; Enter presses the focused button
// of a card (the banner, the tutorial's card, the side panel's verdict card)
// as Space does; the keys the hint's card names do what it says; one Esc puts
// a hint away wherever the keyboard is; the board shows its keyboard hole as
// soon as it has the keyboard; Help's text area shows its focus.
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

#include <QAction>
#include <QApplication>
#include <QDialogButtonBox>
#include <QImage>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>
#include <QToolButton>

#include <algorithm>
#include <memory>

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
    QVERIFY2(card.contains(QStringLiteral("Press H to make it (or Enter on the board), Esc to put it away.")),
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

QTEST_MAIN(KeyboardTest)
#include "tst_keyboard.moc"

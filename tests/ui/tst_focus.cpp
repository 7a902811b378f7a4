// Where the keyboard is (issue 36, point 3), driven by keys alone on the real
// window (offscreen): the first-run offer answered with Space, a size chosen
// from the Size menu opened by its mnemonic, a new game: the keyboard is on
// the board each time, and the arrow keys move its cursor. The menus'
// mnemonics match their words in every language (the first letter free)
// and open their menu.
#include "board/boardview.h"
#include "dialogs/howtoplay.h"
#include "language/language.h"
#include "panels/sidepanel.h"
#include "play/gamemodel.h"
#include "tutorial/tutorial.h"
#include "tutorial/tutorialcard.h"
#include "window/mainwindow.h"
#include "window_driver.h"
#include "window_invariants.h"

#include <QAbstractButton>
#include <QDialogButtonBox>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QTableView>
#include <QToolButton>
#include "settings/settingkeys.h"
#include <QTest>

using namespace leapfrog;
using namespace leapfrog::ui;
using namespace leapfrog::testing;

namespace {

// The menu bar's menus, in order, with their titles as shown.
QList<QMenu*> topMenus(const MainWindow& window)
{
    QList<QMenu*> menus;
    for (QAction* entry : window.menuBar()->actions()) {
        if (entry->menu()) {
            menus << entry->menu();
        }
    }
    return menus;
}

// The letter after the title's '&' (upper case), empty when it has none.
QString mnemonicLetter(const QString& title)
{
    for (qsizetype i = 0; i + 1 < title.size(); ++i) {
        if (title[i] == QLatin1Char('&')) {
            if (title[i + 1] == QLatin1Char('&')) {
                ++i;
                continue;
            }
            return title[i + 1].toUpper();
        }
    }
    return {};
}

QString plainTitle(QString title) { return title.remove(QLatin1Char('&')); }

QString focusSaid()
{
    const auto broken = lostFocus();
    QWidget* focus = QApplication::focusWidget();
    return QStringLiteral("%1 %2").arg(focus ? describe(focus) : QStringLiteral("nothing"),
                                       broken ? broken->detail : QString());
}

} // namespace

class FocusTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { useTestSettings(QStringLiteral("tst_focus")); }
    void init() { resetSettings(); }
    void cleanup() { installLanguage(QStringLiteral("en")); }
    void mnemonicsMatchTheMenus_data();
    void mnemonicsMatchTheMenus();
    void offerAnsweredBySpaceLeavesTheBoard();
    void sizeFromTheMenuKeepsTheBoard();
    void newGameKeepsTheBoard();
    void menuEntriesMnemonicsAreTheirWords_data();
    void menuEntriesMnemonicsAreTheirWords();
    void escapeFromAMenuGivesTheBoardBack();
    void closedHelpGivesTheBoardBack_data();
    void closedHelpGivesTheBoardBack();
    void whyThenUndoLeavesTheBoard();
    void whyThenUndoToAnotherWhyLeavesTheBoard();
    void escapeOnWhyDoesWhatItDoesOnTheBoard_data();
    void escapeOnWhyDoesWhatItDoesOnTheBoard();
    void noThanksClickedLeavesTheBoard();
    void aControlThatGoesLeavesTheBoard_data();
    void aControlThatGoesLeavesTheBoard();
};

void FocusTest::mnemonicsMatchTheMenus_data()
{
    QTest::addColumn<QString>("language");
    for (const char* language : {"en", "de", "fr", "zh_CN"}) {
        QTest::addRow("%s", language) << QString::fromLatin1(language);
    }
}

// Each menu of the bar has a mnemonic of its own; in a language written in
// Latin letters it is the first letter of its word unless a menu before took
// that letter (then another letter of the word); in Chinese, the English
// menu's letter. Alt and the letter open that menu, as a player expects
// (Alt+S the Size menu, not a peg moved by the Return after it).
void FocusTest::mnemonicsMatchTheMenus()
{
    QFETCH(QString, language);
    QStringList englishLetters;
    {
        auto english = openWindow("classic:3", Shown::Active);
        for (const QMenu* menu : topMenus(*english)) {
            englishLetters << mnemonicLetter(menu->title());
        }
    }
    QCOMPARE(englishLetters.value(2), QStringLiteral("S")); // Size
    installLanguage(language);
    auto window = openWindow("classic:3", Shown::Active);
    QStringList taken;
    const QList<QMenu*> menus = topMenus(*window);
    QStringList letters;
    for (const QMenu* menu : menus) {
        letters << mnemonicLetter(menu->title());
    }
    // View keeps its V, as in most programs (the fifth newcomer's Alt+V).
    QCOMPARE(englishLetters.value(3), QStringLiteral("V"));
    for (qsizetype i = 0; i < menus.size(); ++i) {
        const QString title = menus[i]->title();
        const QString letter = letters[i];
        QVERIFY2(!letter.isEmpty() && !taken.contains(letter), qPrintable(title));
        if (language == QStringLiteral("zh_CN")) {
            QCOMPARE(letter, englishLetters.value(i));
        } else {
            // Its first letter, unless another menu has it.
            const QString first = plainTitle(title).left(1).toUpper();
            QVERIFY2(letter == first || letters.contains(first), qPrintable(title + QStringLiteral(": ") + letter));
        }
        taken << letter;
        // Alt and the letter open the menu; Esc closes it.
        QTest::keyClick(window.get(), letter[0].toLower().toLatin1(), Qt::AltModifier);
        QVERIFY2(QTest::qWaitFor([&] { return menus[i]->isVisible(); }, 2000), qPrintable(title));
        QTest::keyClick(menus[i], Qt::Key_Escape);
        QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : window.get(), Qt::Key_Escape);
        QVERIFY(QTest::qWaitFor([&] { return !menus[i]->isVisible(); }, 2000));
    }
}

// The first-run offer of the tutorial answered by keys: Tab to its button,
// Space. The keyboard is back on the board, not on the empty move list.
void FocusTest::offerAnsweredBySpaceLeavesTheBoard()
{
    ui::Settings().remove(ui::setting::tutorialSeen);
    auto window = openWindow("classic:3", Shown::Active);
    window->tutorial()->offer();
    QVERIFY(window->tutorial()->card()->isVisible());
    auto* noThanks = window->tutorial()->card()->findChild<QPushButton*>(QStringLiteral("tutorialNoThanks"));
    QVERIFY(noThanks);
    noThanks->setFocus(Qt::TabFocusReason); // where Tab brings the player
    QTest::keyClick(noThanks, Qt::Key_Space);
    QVERIFY(!window->tutorial()->card()->isVisible());
    QVERIFY2(window->boardView()->hasFocus(), qPrintable(focusSaid()));
}

// From the move list (where a Tab goes), Alt+S, the first preset, Return:
// a new board, and the keyboard on it, so that the arrow keys move its
// cursor at once.
void FocusTest::sizeFromTheMenuKeepsTheBoard()
{
    auto window = openWindow("classic:3", Shown::Active);
    QVERIFY(analysed(*window));
    clickHole(*window, 2);
    QTest::keyClick(window->boardView(), Qt::Key_Tab);
    QVERIFY(!window->boardView()->hasFocus());
    QMenu* size = topMenus(*window).value(2);
    QTest::keyClick(window.get(), mnemonicLetter(size->title())[0].toLower().toLatin1(), Qt::AltModifier);
    QVERIFY(QTest::qWaitFor([&] { return size->isVisible(); }, 2000));
    // The first preset (the menu's first entry), whatever the current board.
    QTest::keyClick(size, Qt::Key_Home);
    QTest::keyClick(size, Qt::Key_Return);
    QVERIFY(QTest::qWaitFor([&] { return !size->isVisible(); }, 2000));
    QVERIFY(analysed(*window));
    QCOMPARE(QString::fromStdString(window->model()->variant().spec()),
             size->actions().front()->data().toString());
    // The window's keyboard is on the board: the widget that takes it when
    // the window is active (the offscreen platform keeps the closed menu's
    // popup as the active window, where a window manager gives it back).
    QVERIFY2(window->focusWidget() == window->boardView(),
             qPrintable(window->focusWidget() ? describe(window->focusWidget()) : QStringLiteral("nothing")));
}

// Ctrl+N from the move list: the new game has the keyboard on its board.
void FocusTest::newGameKeepsTheBoard()
{
    auto window = openWindow("classic:3", Shown::Active);
    QVERIFY(analysed(*window));
    clickHole(*window, 2);
    QTest::keyClick(window->boardView(), Qt::Key_Tab);
    QWidget* away = QApplication::focusWidget();
    QVERIFY(away && away != window->boardView());
    QTest::keySequence(away, QKeySequence::New);
    QVERIFY(analysed(*window));
    QVERIFY2(window->boardView()->hasFocus(), qPrintable(focusSaid()));
}

void FocusTest::menuEntriesMnemonicsAreTheirWords_data()
{
    QTest::addColumn<QString>("language");
    for (const char* language : {"en", "de", "fr"}) {
        QTest::addRow("%s", language) << QString::fromLatin1(language);
    }
}

// The newcomer's report: German "Unfertige Spiele (J)", a mnemonic that is
// no letter of its words. In a language written in Latin letters, every
// entry of every menu (and submenu) that has a mnemonic has it on a letter
// of its own words, never one added in brackets.
void FocusTest::menuEntriesMnemonicsAreTheirWords()
{
    QFETCH(QString, language);
    installLanguage(language);
    auto window = openWindow("classic:3", Shown::Active);
    QList<QMenu*> menus = topMenus(*window);
    QStringList wrong;
    while (!menus.isEmpty()) {
        QMenu* menu = menus.takeFirst();
        for (QAction* entry : menu->actions()) {
            if (entry->menu()) {
                menus << entry->menu();
            }
            const QString title = entry->text();
            const QString letter = mnemonicLetter(title);
            if (!letter.isEmpty() && title.contains(QStringLiteral("(&"))) {
                wrong << title;
            }
        }
    }
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QStringLiteral(" | "))));
}

// The seventh newcomer: Alt+T, then Esc, and the board's frame went away,
// the arrows moved nothing, a second Esc did not help. After Esc the
// keyboard is on a control that shows it (the menu bar, its title
// highlighted), and a second Esc gives the board back.
void FocusTest::escapeFromAMenuGivesTheBoardBack()
{
    auto window = openWindow("classic:3", Shown::Active);
    QVERIFY(analysed(*window));
    window->boardView()->setFocus(Qt::OtherFocusReason);
    QMenu* tools = topMenus(*window).at(topMenus(*window).size() - 2);
    QTest::keyClick(window.get(), mnemonicLetter(tools->title())[0].toLower().toLatin1(), Qt::AltModifier);
    QVERIFY(QTest::qWaitFor([&] { return tools->isVisible(); }, 2000));
    QTest::keyClick(tools, Qt::Key_Escape);
    QVERIFY(QTest::qWaitFor([&] { return !tools->isVisible(); }, 2000));
    // (A window system's activation may come after the menu closed: the window
    // takes the keyboard back on a later turn of the event loop.)
    QVERIFY2(QTest::qWaitFor([] { return QApplication::focusWidget() != nullptr; }, 2000), "nothing has the keyboard");
    QWidget* focus = QApplication::focusWidget();
    if (focus == window->menuBar()) {
        QVERIFY2(window->menuBar()->activeAction(), "the menu bar has the keyboard and shows no title");
        QTest::keyClick(focus, Qt::Key_Escape);
    }
    QVERIFY(QTest::qWaitFor([] { return QApplication::focusWidget() != nullptr; }, 2000));
    QVERIFY2(window->boardView()->hasFocus(), qPrintable(focusSaid()));
}

void FocusTest::closedHelpGivesTheBoardBack_data()
{
    QTest::addColumn<bool>("byEscape"); // else by its Close button, reached with Tab
    QTest::newRow("Esc") << true;
    QTest::newRow("Close") << false;
}

// The newcomer's report: after Help > How to play, opened from the board by
// its menu's keys and closed, nothing had the keyboard. Closed by Esc or by
// its Close button, the keyboard is back on a control with a name, the
// board it was on, and the arrow keys move its cursor.
void FocusTest::closedHelpGivesTheBoardBack()
{
    QFETCH(bool, byEscape);
    auto window = openWindow("classic:3", Shown::Active);
    QVERIFY(analysed(*window));
    window->boardView()->setFocus(Qt::OtherFocusReason);
    QVERIFY(window->boardView()->hasFocus());
    QMenu* help = topMenus(*window).last();
    QTest::keyClick(window.get(), mnemonicLetter(help->title())[0].toLower().toLatin1(), Qt::AltModifier);
    QVERIFY(QTest::qWaitFor([&] { return help->isVisible(); }, 2000));
    QTest::keyClick(help, Qt::Key_Home);
    QTest::keyClick(help, Qt::Key_Return); // the menu's first entry: How to play
    auto* dialog = window->findChild<HowToPlayDialog*>();
    QVERIFY(dialog);
    QVERIFY(QTest::qWaitFor([&] { return dialog->isVisible(); }, 2000));
    QVERIFY(QTest::qWaitFor([&] { return QApplication::activeWindow() == dialog; }, 2000)); // Esc is the help's
    if (byEscape) {
        QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : dialog, Qt::Key_Escape);
    } else {
        auto* buttons = dialog->findChild<QDialogButtonBox*>();
        QVERIFY(buttons);
        QTest::keyClick(buttons->buttons().front(), Qt::Key_Space);
    }
    QVERIFY(QTest::qWaitFor([&] { return !dialog->isVisible(); }, 2000));
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
    QVERIFY2(!lostFocus(), qPrintable(focusSaid()));
    QVERIFY2(window->boardView()->hasFocus(), qPrintable(focusSaid()));
}

// The newcomer's report: Tab to the card's Why?, Space, then Ctrl+Z: the
// Undo took the mistake and its card's Why? away, and the keyboard went to
// the move list. It is on the board, and the arrows move its square.
void FocusTest::whyThenUndoLeavesTheBoard()
{
    auto window = openWindow("classic:3", Shown::Active);
    QVERIFY(analysed(*window));
    clickHole(*window, 1); // 2-4, a mistake: the card has Why?, and Undo leaves a card without one
    auto* why = window->sidePanel()->findChild<QToolButton*>(QStringLiteral("whyButton"));
    QVERIFY(why && why->isVisible());
    why->setFocus(Qt::TabFocusReason);
    QTest::keyClick(why, Qt::Key_Space);
    QVERIFY(why->isChecked());
    QTest::keyClick(why, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(window->model()->game().movesMade(), 0);
    QVERIFY2(!lostFocus(), qPrintable(focusSaid()));
    QVERIFY2(window->boardView()->hasFocus(), qPrintable(focusSaid()));
    QVERIFY(!why->isVisible()); // (the move list, given the keyboard, looked back at move 1 and showed it again)
    const int cursor = window->boardView()->marks().cursor;
    QTest::keyClick(window->boardView(), Qt::Key_Left);
    QVERIFY(window->boardView()->marks().cursor >= 0 && window->boardView()->marks().cursor != cursor);
}

// The fourth newcomer (issue 36): Why? opened by keyboard on a mistake, then
// Ctrl+Z, which left the card of the move before, with a Why? of its own:
// the keyboard stayed on that button, and Right went into the move list.
// The card speaks of another move: the keyboard is the board's, and Right
// moves its square.
void FocusTest::whyThenUndoToAnotherWhyLeavesTheBoard()
{
    auto window = openWindow("classic:3", Shown::Active);
    QVERIFY(analysed(*window));
    clickHole(*window, 2); // 3-4, proper
    QVERIFY(analysed(*window));
    clickHole(*window, 1); // 2-3, a mistake
    QVERIFY(analysed(*window));
    auto* why = window->sidePanel()->findChild<QToolButton*>(QStringLiteral("whyButton"));
    QVERIFY(why && why->isVisible());
    why->setFocus(Qt::TabFocusReason);
    QTest::keyClick(why, Qt::Key_Space);
    QVERIFY(why->isChecked());
    QTest::keyClick(why, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(window->model()->game().movesMade(), 1);
    QVERIFY(analysed(*window));
    QVERIFY2(why->isVisible(), "the card of 3-4 has a Why? too (the newcomer's path)");
    QVERIFY2(window->boardView()->hasFocus(), qPrintable(focusSaid()));
    const int cursor = window->boardView()->marks().cursor;
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
    QVERIFY2(window->boardView()->hasFocus(), qPrintable(focusSaid()));
    QVERIFY(window->boardView()->marks().cursor >= 0 && window->boardView()->marks().cursor != cursor);
}

void FocusTest::escapeOnWhyDoesWhatItDoesOnTheBoard_data()
{
    QTest::addColumn<bool>("lookingBack");
    QTest::newRow("in play") << false;
    QTest::newRow("looking back") << true;
}

// The fifth newcomer (issue 36): a move of the list looked back at, Shift+Tab
// to Why?, Space, then Esc twice: the past stayed, under a banner saying Esc
// returns to the game; in play Esc on Why? did nothing. Esc there ends the
// look back and gives the board the keyboard, as Esc on the board does.
void FocusTest::escapeOnWhyDoesWhatItDoesOnTheBoard()
{
    QFETCH(bool, lookingBack);
    auto window = openWindow("classic:3", Shown::Active);
    QVERIFY(analysed(*window));
    clickHole(*window, 2); // 3-4
    clickHole(*window, 1); // 2-3, a mistake
    QVERIFY(analysed(*window));
    const Position now = window->model()->position();
    QTableView* list = window->sidePanel()->moveList();
    if (lookingBack) {
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(list->model()->index(0, 1)).center());
        QVERIFY(window->boardView()->position() != now); // the board as it was after move 1
    }
    auto* why = window->sidePanel()->findChild<QToolButton*>(QStringLiteral("whyButton"));
    QVERIFY(why && why->isVisible());
    why->setFocus(Qt::BacktabFocusReason);
    QTest::keyClick(why, Qt::Key_Space);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    QVERIFY2(window->boardView()->hasFocus(), qPrintable(focusSaid()));
    QCOMPARE(window->boardView()->position(), now); // back in the game
    QCOMPARE(window->model()->game().movesMade(), 2);
}

// The newcomer's report: a click on the first-run offer's "No thanks" left
// the keyboard in the move list. It is on the board.
void FocusTest::noThanksClickedLeavesTheBoard()
{
    ui::Settings().remove(ui::setting::tutorialSeen);
    auto window = std::make_unique<MainWindow>();
    window->show();
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
    QVERIFY(analysed(*window));
    TutorialCard* card = window->tutorial()->card();
    QVERIFY(card->isVisible() && card->isOffer());
    auto* noThanks = card->findChild<QPushButton*>(QStringLiteral("tutorialNoThanks"));
    QVERIFY(noThanks);
    QTest::mouseClick(noThanks, Qt::LeftButton);
    QVERIFY(!card->isVisible());
    QVERIFY2(!lostFocus(), qPrintable(focusSaid()));
    QVERIFY2(window->boardView()->hasFocus(), qPrintable(focusSaid()));
}

void FocusTest::aControlThatGoesLeavesTheBoard_data()
{
    QTest::addColumn<QString>("how");
    QTest::newRow("hidden") << QStringLiteral("hidden");
    QTest::newRow("its card hidden") << QStringLiteral("parent hidden");
    QTest::newRow("disabled") << QStringLiteral("disabled");
}

// The rule behind both: whatever control of the window has the keyboard,
// when it is hidden (itself or with what holds it) or disabled, the
// keyboard goes to the board, never to the next stop of the Tab chain.
// Each stop Tab reaches from the board in turn, a mistake's card showing.
void FocusTest::aControlThatGoesLeavesTheBoard()
{
    QFETCH(QString, how);
    auto window = openWindow("classic:3", Shown::Active);
    QVERIFY(analysed(*window));
    clickHole(*window, 2);
    clickHole(*window, 1);
    BoardView* board = window->boardView();
    board->setFocus(Qt::TabFocusReason);
    std::vector<QWidget*> stops;
    for (int tab = 0; tab < 40; ++tab) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QWidget* focus = QApplication::focusWidget();
        if (!focus || focus == board) {
            break;
        }
        stops.push_back(focus);
    }
    QVERIFY(stops.size() >= 2); // the card's buttons and the move list at least
    for (QWidget* stop : stops) {
        stop->setFocus(Qt::TabFocusReason);
        QVERIFY2(stop->hasFocus(), qPrintable(describe(stop)));
        QWidget* going = how == QStringLiteral("parent hidden") ? stop->parentWidget() : stop;
        if (how == QStringLiteral("disabled")) {
            going->setEnabled(false);
        } else {
            going->hide();
        }
        QVERIFY2(board->hasFocus(), qPrintable(describe(stop) + QStringLiteral(": ") + focusSaid()));
        if (how == QStringLiteral("disabled")) {
            going->setEnabled(true);
        } else {
            going->show();
        }
    }
}

QTEST_MAIN(FocusTest)
#include "tst_focus.moc"

// The window a player can trust, part one (issue 21): the first window fits
// the screen, and nothing a player did is lost. New, a Size or Variant
// choice, Open and a click in the state-space picture put the unfinished game
// on the shelf, and Undo brings it back move for move (Redo goes forward
// again); a game from a file shows its unsaved changes, asks before they are
// dropped at Quit, and is listed under Open recent; an empty file is refused
// in plain words.
#include "window_driver.h"

#include "board/banner.h"
#include "catalog/solve.h"
#include "files/savefile.h"
#include "language/language.h"
#include "panels/elidedlabel.h"
#include "statespace/statespacecontroller.h"
#include "statespace/statespaceview.h"
#include "window/windowfit.h"

#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTimer>
#include <QWindow>

using namespace leapfrog;
using namespace leapfrog::testing;
using namespace leapfrog::ui;

namespace {

// What "the game, as it was" means: its board, its whole history with the
// undo cursor, and the position.
struct GameState {
    std::string spec;
    std::vector<HistoryEntry> history;
    int cursor = 0;
    std::string position;
    friend bool operator==(const GameState&, const GameState&) = default;
};

GameState stateOf(const MainWindow& window)
{
    const Game& game = window.model()->game();
    return {game.variant().spec(), {game.history().begin(), game.history().end()}, game.cursor(),
            game.position().text()};
}

// The first `count` moves of an optimal solution, clicked on the board.
void playOptimalMoves(MainWindow& window, int count)
{
    const Solved solved = solveVariant(window.model()->variant(), Method::Auto);
    for (int i = 0; i < count; ++i) {
        clickHole(window, solved.solution->moveAt(static_cast<std::uint64_t>(i)).from);
    }
}

// The next move of an optimal solution, for a game that has followed it so far.
void playNextOptimalMove(MainWindow& window)
{
    const Solved solved = solveVariant(window.model()->variant(), Method::Auto);
    clickHole(window, solved.solution->moveAt(static_cast<std::uint64_t>(window.model()->game().movesMade())).from);
}

void undoKey(MainWindow& window) { press(window, Qt::Key_Z, Qt::ControlModifier); }
void redoKey(MainWindow& window) { press(window, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier); }

// Answers the next modal question with `button` once it shows.
void answerNextQuestion(QMessageBox::StandardButton button)
{
    QTimer::singleShot(0, [button] {
        QTRY_VERIFY(qobject_cast<QMessageBox*>(QApplication::activeModalWidget()));
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        QTest::mouseClick(box->button(button), Qt::LeftButton);
    });
}

} // namespace

class KeepGameTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { useTestSettings(QStringLiteral("tst_keepgame")); }
    void init() { resetSettings(); }
    void cleanup() { installLanguage(QStringLiteral("en")); }

    void fittedGeometry_data();
    void fittedGeometry();
    void firstWindowFitsTheScreen();
    void savedGeometryLargerThanTheScreenIsFitted();
    void panelKeepsOneWidthAcrossVariants();
    void titlesAreReadWholeAtTheFirstWindowsSize_data();
    void titlesAreReadWholeAtTheFirstWindowsSize();
    void narrowWindowPutsThePanelUnderTheBoard();
    void theBoardGetsTheRoomOnASmallScreen();
    void stateSpaceOpensBesideTheBoard();
    void unfinishedGameSurvives_data();
    void unfinishedGameSurvives();
    void undoWalksBackThroughSeveralGames();
    void modifiedMarkFollowsTheFile();
    void openRecentListsTheLastFiles();
    void quitWithChangesAsks();
    void emptyFileIsRefusedInPlainWords();

private:
    QTemporaryDir folder_;
    QString savedGame(const char* name, const char* spec, int moves);
};

// A file holding a game of `spec` with its first `moves` optimal moves.
QString KeepGameTest::savedGame(const char* name, const char* spec, int moves)
{
    const Variant variant = Variant::parse(spec);
    Game game(variant);
    const Solved solved = solveVariant(variant, Method::Auto);
    for (int i = 0; i < moves; ++i) {
        game.play(solved.solution->moveAt(static_cast<std::uint64_t>(i)));
    }
    const QString path = folder_.filePath(QString::fromLatin1(name));
    writeGameFile(path, game, false);
    return path;
}

void KeepGameTest::fittedGeometry_data()
{
    QTest::addColumn<QRect>("available");
    QTest::addColumn<QRect>("saved");
    // Screens as Xvfb, a laptop, a desktop with a panel, and 2048 x 1536 at
    // scale 2 (1024 x 768 logical pixels); saved windows too large, off to
    // the right, above, and on a second screen that is gone.
    QTest::newRow("1024x768, too wide") << QRect(0, 0, 1024, 768) << QRect(0, 0, 1240, 680);
    QTest::newRow("1024x768, too tall") << QRect(0, 0, 1024, 768) << QRect(10, 10, 800, 1000);
    QTest::newRow("1400x900, off right") << QRect(0, 0, 1400, 900) << QRect(1300, 100, 800, 600);
    QTest::newRow("panel at top, above") << QRect(0, 32, 1920, 1048) << QRect(100, -300, 900, 600);
    QTest::newRow("second screen gone") << QRect(0, 0, 1366, 768) << QRect(2000, 50, 1200, 700);
    QTest::newRow("scale 2") << QRect(0, 0, 1024, 768) << QRect(-50, 20, 2000, 1400);
    QTest::newRow("already inside") << QRect(0, 0, 1400, 900) << QRect(100, 100, 900, 600);
}

void KeepGameTest::fittedGeometry()
{
    QFETCH(QRect, available);
    QFETCH(QRect, saved);
    const QRect fitted = windowfit::fitted(saved, available);
    QVERIFY2(available.contains(fitted), qPrintable(QStringLiteral("%1,%2 %3x%4").arg(fitted.x()).arg(fitted.y())
                                                        .arg(fitted.width()).arg(fitted.height())));
    if (available.contains(saved)) {
        QCOMPARE(fitted, saved); // a window that fits stays where the player put it
    } else {
        QCOMPARE(fitted.size(), saved.size().boundedTo(available.size())); // shrunk only as needed
    }
    const QRect first = windowfit::firstGeometry(available);
    QVERIFY(available.contains(first.adjusted(-windowfit::kFrameAllowance.width() / 2,
                                              -(windowfit::kFrameAllowance.height() - 8),
                                              windowfit::kFrameAllowance.width() / 2, 8)));
}

// The offscreen screen of this suite is 1024 x 768 (main below): the first
// window, frame included, lies inside it.
void KeepGameTest::firstWindowFitsTheScreen()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QRect available = window.screen()->availableGeometry();
    QCOMPARE(available.size(), QSize(1024, 768));
    QVERIFY2(available.contains(window.frameGeometry()),
             qPrintable(QStringLiteral("%1x%2+%3+%4").arg(window.frameGeometry().width())
                            .arg(window.frameGeometry().height()).arg(window.frameGeometry().x())
                            .arg(window.frameGeometry().y())));
    // Board, panel and status bar are all inside the window, none cut away.
    for (QWidget* part : {static_cast<QWidget*>(window.boardView()->parentWidget()),
                          static_cast<QWidget*>(window.sidePanel()), static_cast<QWidget*>(window.statusBar())}) {
        const QRect shown(part->mapTo(&window, QPoint()), part->size());
        QVERIFY(part->isVisible());
        QVERIFY(window.rect().contains(shown));
    }
}

void KeepGameTest::savedGeometryLargerThanTheScreenIsFitted()
{
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.setGeometry(2500, 1900, 1900, 1200); // as on a large second screen
        QTRY_COMPARE(window.windowHandle()->geometry(), QRect(2500, 1900, 1900, 1200));
    }
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.screen()->availableGeometry().contains(window.frameGeometry()));
}

// Titles elide (the whole title in the tooltip) rather than widen the panel,
// so that it keeps one width from board to board.
void KeepGameTest::panelKeepsOneWidthAcrossVariants()
{
    auto window = openWindow("classic:3", Shown::Exposed);
    QApplication::processEvents();
    const int width = window->sidePanel()->width();
    bool someTitleElided = false;
    for (const char* spec : {"y:2", "grid:1", "dudeney:6", "classic:12x4", "branch:7,3,3,3", "strict:8x3h2k2",
                             "pairs:10", "classic:1000", "row:BBR_R>RR_BB"}) {
        window->newGame(Variant::parse(spec));
        QApplication::processEvents();
        QCOMPARE(window->sidePanel()->width(), width);
        ElidedLabel* title = window->sidePanel()->title();
        QVERIFY(title->width() <= window->sidePanel()->width());
        if (title->isElided()) {
            someTitleElided = true;
            QCOMPARE(title->toolTip(), title->fullText());
            QVERIFY(title->text().endsWith(QChar(0x2026)));
        }
    }
    Q_UNUSED(someTitleElided); // whether any is long enough depends on the font
}

// At the first window's size on a 1024 x 768 screen, a board's title is
// shown whole (issue 36: "Three-colour Y, arms o..."): wrapped between its
// words, its label as high as its lines, in English and German.
void KeepGameTest::titlesAreReadWholeAtTheFirstWindowsSize_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("spec");
    for (const char* language : {"en", "de"}) {
        for (const char* spec : {"y:3", "strict:8x3h2k2", "branch:7,3,3,3", "classic:12x4", "dudeney:6", "classic:5"}) {
            QTest::addRow("%s %s", language, spec) << QString::fromLatin1(language) << QString::fromLatin1(spec);
        }
    }
}

void KeepGameTest::titlesAreReadWholeAtTheFirstWindowsSize()
{
    QFETCH(QString, language);
    QFETCH(QString, spec);
    installLanguage(language);
    auto window = openWindow(qPrintable(spec), Shown::Exposed);
    QVERIFY(layOut(window.get()));
    ElidedLabel* title = window->sidePanel()->title();
    QVERIFY(title->isVisible());
    QVERIFY2(!title->isElided(), qPrintable(title->text() + QStringLiteral(" of ") + title->fullText()));
    QCOMPARE(title->text(), title->fullText());
    QVERIFY2(title->height() >= title->heightForWidth(title->width()),
             qPrintable(QStringLiteral("%1 px high, needs %2").arg(title->height()).arg(title->heightForWidth(title->width()))));
    QVERIFY(title->width() <= window->sidePanel()->width());
}

void KeepGameTest::narrowWindowPutsThePanelUnderTheBoard()
{
    auto window = openWindow("classic:3", Shown::Exposed);
    auto* dock = window->findChild<QDockWidget*>(QStringLiteral("sidePanelDock"));
    QCOMPARE(window->dockWidgetArea(dock), Qt::RightDockWidgetArea);
    window->resize(620, 470); // a short window too: the board keeps the larger part
    QTRY_COMPARE(window->dockWidgetArea(dock), Qt::BottomDockWidgetArea);
    QApplication::processEvents();
    // The board keeps the window's width, the panel is below it.
    QWidget* board = window->boardView()->parentWidget();
    QVERIFY(board->width() >= window->width() - 20);
    QTRY_VERIFY2(board->height() >= dock->height(),
                 qPrintable(QStringLiteral("board %1, panel %2").arg(board->height()).arg(dock->height())));
    QVERIFY(dock->geometry().top() >= board->mapTo(window.get(), QPoint(0, board->height())).y() - 1);
    window->resize(1000, 700);
    QTRY_COMPARE(window->dockWidgetArea(dock), Qt::RightDockWidgetArea);
    // At its minimum size nothing of the window is cut off: the status
    // bar's moves and the panel's list keep room to show.
    window->resize(1, 1); // as small as the window lets itself be
    QApplication::processEvents();
    auto* moves = window->findChild<QLabel*>(QStringLiteral("movesLabel"));
    // (A message too long to share the bar has it to itself while it shows:
    // the count is whole once it has gone.)
    window->statusBar()->clearMessage();
    QApplication::processEvents();
    QVERIFY(moves->isVisible());
    QVERIFY(moves->width() >= moves->sizeHint().width());
    QVERIFY(window->sidePanel()->moveList()->height() > 0);
    QVERIFY(board->width() > 0 && board->height() > 0);
}

// On this suite's 1024 x 768 screen the panel beside the board takes a
// share of the window's width, not a third of it (318 of 947 px it was):
// classic:10's long row gets the room, its pegs at least 25 px across. On a
// larger window the panel grows, up to what its words use; its words wrap,
// and nothing in it runs out sideways.
void KeepGameTest::theBoardGetsTheRoomOnASmallScreen()
{
    auto window = openWindow("classic:10", Shown::Exposed);
    auto* dock = window->findChild<QDockWidget*>(QStringLiteral("sidePanelDock"));
    QCOMPARE(window->dockWidgetArea(dock), Qt::RightDockWidgetArea);
    QVERIFY(window->width() <= 1024);
    const auto share = [&] { return double(dock->width()) / window->width(); };
    const auto peg = [&] { return 2 * window->boardView()->boardGeometry().pegRadius(); };
    QTRY_VERIFY2(share() <= 0.28, qPrintable(QStringLiteral("the panel takes %1 of %2 px").arg(dock->width()).arg(window->width())));
    QTRY_VERIFY2(peg() >= 25, qPrintable(QStringLiteral("pegs of %1 px").arg(peg())));
    qInfo("1024 x 768, classic:10: window %d px, panel %d px (%.0f%%), pegs %.1f px", window->width(), dock->width(),
          100 * share(), peg());
    auto* scroller = window->findChild<QScrollArea*>(QStringLiteral("panelScroller"));
    QVERIFY(scroller->widget()->width() <= scroller->viewport()->width());
    // A tall card (an improper move's reason) brings the panel's scroll
    // bar: the panel narrows beside it rather than run under it.
    QVERIFY(analysed(*window));
    clickHole(*window, 9); // 10-11
    clickHole(*window, 8); // 9-10: leaves an improper board
    QCOMPARE(window->model()->game().movesMade(), 2);
    QTRY_VERIFY(scroller->verticalScrollBar()->isVisible() || scroller->widget()->height() <= scroller->viewport()->height());
    QTRY_VERIFY2(scroller->widget()->width() <= scroller->viewport()->width(),
                 qPrintable(QStringLiteral("panel %1 px in a view of %2 px")
                                .arg(scroller->widget()->width())
                                .arg(scroller->viewport()->width())));
    const int small = dock->width();
    window->resize(1900, 1000);
    QTRY_VERIFY(dock->width() > small);
    QTRY_VERIFY2(dock->width() <= 360, qPrintable(QString::number(dock->width())));
    QVERIFY(scroller->widget()->width() <= scroller->viewport()->width());
}

// The state-space window opens beside the main window where the screen has
// room, and otherwise over the panel side: never over the board.
void KeepGameTest::stateSpaceOpensBesideTheBoard()
{
    for (const QRect& placed : {QRect(0, 0, 560, 600), QRect(400, 40, 600, 600), QRect()}) {
        auto window = openWindow("classic:2", Shown::Exposed);
        if (!placed.isNull()) {
            window->setGeometry(placed);
            // The screen keeps the frame on it: the window system's answer
            // (a place a frame's width in) arrives as an event.
            QTRY_COMPARE(window->geometry(), window->windowHandle()->geometry());
            QCOMPARE(window->size(), placed.size());
        }
        QVERIFY(layOut(window.get()));
        window->stateSpace()->show();
        QWidget* dialog = window->stateSpace()->dialog();
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        const QWidget* board = window->boardView()->parentWidget()->parentWidget();
        const QRect boardRect(board->mapToGlobal(QPoint()), board->size());
        QVERIFY2(!dialog->frameGeometry().intersects(boardRect),
                 qPrintable(QStringLiteral("picture %1,%2 %3x%4 over the board %5,%6 %7x%8")
                                .arg(dialog->frameGeometry().x()).arg(dialog->frameGeometry().y())
                                .arg(dialog->frameGeometry().width()).arg(dialog->frameGeometry().height())
                                .arg(boardRect.x()).arg(boardRect.y()).arg(boardRect.width()).arg(boardRect.height())));
        QVERIFY(window->screen()->availableGeometry().contains(dialog->frameGeometry()));
        if (!placed.isNull()) {
            QVERIFY(!dialog->frameGeometry().intersects(window->frameGeometry())); // room beside: beside
        }
        dialog->close();
    }
}

void KeepGameTest::unfinishedGameSurvives_data()
{
    QTest::addColumn<QString>("how");
    // One Undo takes back the game's replacement; the state-space picture
    // plays its way there as moves, so its Undo takes each of them.
    QTest::addColumn<int>("undos");
    QTest::newRow("New game") << "new" << 1;
    QTest::newRow("Size menu") << "size" << 1;
    QTest::newRow("Variant menu") << "variant" << 1;
    QTest::newRow("Open") << "open" << 3; // the opened game's own two moves, then the game it replaced
    QTest::newRow("state-space click") << "stateSpace" << -1;
}

void KeepGameTest::unfinishedGameSurvives()
{
    QFETCH(QString, how);
    QFETCH(int, undos);
    auto window = openWindow("classic:2", Shown::Active);
    QVERIFY(analysed(*window));
    playOptimalMoves(*window, 3);
    const GameState before = stateOf(*window);
    QCOMPARE(before.cursor, 3);

    if (how == "new") {
        action(*window, "newGame")->trigger();
    } else if (how == "size") {
        action(*window, "size-classic:4")->trigger();
    } else if (how == "variant") {
        action(*window, "family1")->trigger(); // strict rules
    } else if (how == "open") {
        QVERIFY(window->openFile(savedGame("other.json", "classic:3", 2)));
    } else {
        window->stateSpace()->show();
        StateSpaceDialog* dialog = window->stateSpace()->dialog();
        QVERIFY(dialog);
        // The goal, reached by the picture's own shortest way: moves played for the player.
        QVERIFY(window->stateSpace()->goTo(QString::fromStdString(window->model()->variant().goal().text())));
        QVERIFY(window->model()->game().isWon());
        undos = static_cast<int>(window->model()->game().history().size()) - before.cursor;
        dialog->close();
    }
    const GameState after = stateOf(*window);
    QVERIFY(after != before);
    QVERIFY(action(*window, "undo")->isEnabled());
    for (int i = 0; i < undos; ++i) {
        undoKey(*window);
    }
    QCOMPARE(stateOf(*window).spec, before.spec);
    QCOMPARE(stateOf(*window).position, before.position);
    if (how != "stateSpace") {
        QVERIFY(stateOf(*window) == before); // history and cursor too
    }
    // Move for move: further Undo walks back the three moves themselves.
    for (int i = 3; i > 0; --i) {
        QCOMPARE(window->model()->game().movesMade(), i);
        undoKey(*window);
    }
    QCOMPARE(window->model()->position().text(), window->model()->variant().start().text());
    // And Redo goes all the way forward again, to the game that replaced it.
    for (int i = 0; i < 3 + undos; ++i) {
        redoKey(*window);
    }
    QVERIFY(stateOf(*window) == after);
}

void KeepGameTest::undoWalksBackThroughSeveralGames()
{
    auto window = openWindow("classic:2", Shown::Active);
    playOptimalMoves(*window, 2);
    const GameState first = stateOf(*window);
    action(*window, "size-classic:3")->trigger();
    playOptimalMoves(*window, 1);
    const GameState second = stateOf(*window);
    action(*window, "newGame")->trigger(); // a fresh classic:3 ...
    action(*window, "size-classic:5")->trigger(); // ... left untouched: nothing to keep
    QCOMPARE(window->model()->variant().spec(), std::string("classic:5"));
    undoKey(*window);
    QVERIFY(stateOf(*window) == second);
    QVERIFY(window->windowTitle().contains(QStringLiteral("3")));
    undoKey(*window); // the move of the second game
    undoKey(*window); // back to the first game
    QVERIFY(stateOf(*window) == first);
    QVERIFY(action(*window, "family0")->isChecked()); // the menus follow the game shown
    QVERIFY(action(*window, "size-classic:2")->isChecked());
    // A move here ends the way forward, as it does within a game.
    QVERIFY(action(*window, "redo")->isEnabled());
    undoKey(*window);
    const int made = window->model()->game().movesMade();
    playNextOptimalMove(*window);
    QCOMPARE(window->model()->game().movesMade(), made + 1);
    QVERIFY(!action(*window, "redo")->isEnabled());
}

void KeepGameTest::modifiedMarkFollowsTheFile()
{
    auto window = openWindow("classic:2", Shown::Active);
    playOptimalMoves(*window, 1);
    QVERIFY(!window->isWindowModified()); // a game of no file is kept between runs, not "unsaved"
    const QString path = folder_.filePath(QStringLiteral("marked.json"));
    QVERIFY(window->saveFile(path));
    QVERIFY(window->windowTitle().contains(QStringLiteral("marked.json[*]")));
    QVERIFY(!window->isWindowModified());
    playNextOptimalMove(*window);
    QVERIFY(window->isWindowModified());
    undoKey(*window); // back to what the file holds
    QVERIFY(!window->isWindowModified());
    redoKey(*window);
    QVERIFY(window->isWindowModified());
    QVERIFY(window->saveFile(path));
    QVERIFY(!window->isWindowModified());
    QCOMPARE(readGameFile(path).game.movesMade(), 2);
    QVERIFY(window->openFile(savedGame("fresh.json", "classic:3", 1)));
    QVERIFY(!window->isWindowModified());
    QVERIFY(window->windowTitle().startsWith(QStringLiteral("fresh.json")));
}

void KeepGameTest::openRecentListsTheLastFiles()
{
    auto window = openWindow("classic:2", Shown::Active);
    const QString a = savedGame("a.json", "classic:2", 1);
    const QString b = savedGame("b.json", "classic:3", 2);
    QVERIFY(window->openFile(a));
    QVERIFY(window->openFile(b));
    // The board's analysis arriving later does not make the news untrue.
    QVERIFY(analysed(*window));
    QApplication::processEvents();
    QCOMPARE(window->statusBar()->currentMessage(), QStringLiteral("Opened b.json."));
    auto* menu = window->findChild<QMenu*>(QStringLiteral("openRecentMenu"));
    QVERIFY(menu);
    Q_EMIT menu->aboutToShow();
    QVERIFY(action(*window, "recent1")->text().contains(QStringLiteral("b.json")));
    QVERIFY(action(*window, "recent2")->text().contains(QStringLiteral("a.json")));
    action(*window, "recent2")->trigger(); // a.json again: first in the list now
    QCOMPARE(window->model()->variant().spec(), std::string("classic:2"));
    Q_EMIT menu->aboutToShow();
    QVERIFY(action(*window, "recent1")->text().contains(QStringLiteral("a.json")));

    QVERIFY(QFile::remove(b));
    Q_EMIT menu->aboutToShow();
    QAction* gone = action(*window, "recent2");
    QVERIFY(gone->text().contains(QStringLiteral("(gone)")));
    const GameState shown = stateOf(*window);
    gone->trigger();
    QVERIFY(stateOf(*window) == shown); // nothing opened, nothing lost
    QVERIFY(window->banner()->isPresented());
    QVERIFY(window->banner()->title().contains(QStringLiteral("b.json")));
    QVERIFY(window->banner()->detail().contains(QStringLiteral("moved or deleted")));
    Q_EMIT menu->aboutToShow();
    QVERIFY(!window->findChild<QAction*>(QStringLiteral("recent2"))); // taken off the list
}

void KeepGameTest::quitWithChangesAsks()
{
    auto window = openWindow("classic:2", Shown::Active);
    const QString path = savedGame("quit.json", "classic:2", 1);
    QVERIFY(window->openFile(path));
    QVERIFY(window->close()); // no changes: closes without a question
    window->show();
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
    playNextOptimalMove(*window);
    QVERIFY(window->isWindowModified());
    answerNextQuestion(QMessageBox::Cancel);
    QVERIFY(!window->close());
    QVERIFY(window->isVisible());
    QCOMPARE(readGameFile(path).game.movesMade(), 1);
    answerNextQuestion(QMessageBox::Save);
    QVERIFY(window->close());
    QCOMPARE(readGameFile(path).game.movesMade(), 2); // saved on the way out
}

void KeepGameTest::emptyFileIsRefusedInPlainWords()
{
    auto window = openWindow("classic:2", Shown::Active);
    playOptimalMoves(*window, 2);
    const GameState before = stateOf(*window);
    const QString path = folder_.filePath(QStringLiteral("empty.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    QVERIFY(!window->openFile(path));
    QVERIFY(stateOf(*window) == before);
    QVERIFY(window->banner()->isPresented());
    QVERIFY2(window->banner()->detail().contains(QStringLiteral("file is empty"), Qt::CaseInsensitive),
             qPrintable(window->banner()->detail()));
    QVERIFY(!window->banner()->detail().contains(QStringLiteral("character")));
}

// The suite's screen: 1024 x 768, as a small laptop's or Xvfb's default.
int main(int argc, char** argv)
{
    QTemporaryDir configFolder;
    const QString config = configFolder.filePath(QStringLiteral("screen.json"));
    QFile file(config);
    if (!file.open(QIODevice::WriteOnly)
        || file.write(R"({"screens": [{"name": "small", "x": 0, "y": 0, "width": 1024, "height": 768,
                          "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})")
               < 0) {
        qFatal("cannot write the offscreen screen's configuration");
    }
    file.close();
    qputenv("QT_QPA_PLATFORM", QByteArray("offscreen:configfile=") + config.toUtf8());
    QApplication app(argc, argv);
    KeepGameTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_keepgame.moc"

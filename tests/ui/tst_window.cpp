// The window, driven by real mouse and key events on the real widgets
// (offscreen): playing by clicks and keys, the flagging of improper moves,
// the shortcuts, the Custom size dialog, saving and opening, and the session
// kept in (test-only) settings. Animations run at "instant" unless a test is
// about them, so the suite stays quick.
#include "analysis/category.h"
#include "board/banner.h"
#include "board/boardview.h"
#include "catalog/solve.h"
#include "dialogs/howtoplay.h"
#include "dialogs/sizedialog.h"
#include "panels/sidepanel.h"
#include "play/gamemodel.h"
#include "play/movelistmodel.h"
#include "play/playcontroller.h"
#include "search/engine.h"
#include "window/mainwindow.h"
#include "window_driver.h"

#include <QAction>
#include <QApplication>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QPushButton>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QWindow>

#include <memory>

using namespace leapfrog;
using namespace leapfrog::ui;
using namespace leapfrog::testing;

namespace {

// Waits for the window to become active: its shortcuts go to the active window.
std::unique_ptr<MainWindow> openWindow(const char* spec) { return testing::openWindow(spec, Shown::Active); }

} // namespace

class WindowTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void solveClassicThreeByClicks();
    void improperClickIsFlagged();
    void improperBoardIsShownOnTheBoard();
    void coachWarnsOnHover();
    void refusedClickSaysWhy();
    void undoRedoRestartByShortcut();
    void actionsFollowTheGame();
    void keyboardPlay();
    void pairShiftSelectsAPair();
    void inputDuringAnimationFinishesItFirst();
    void hintTwiceMakesTheMove();
    void stuckIsAnnounced();
    void overTheMinimumSaysByHowMuch();
    void customSizeIsValidated();
    void saveThenOpenRestoresTheGame();
    void corruptFileIsRefused_data();
    void corruptFileIsRefused();
    void settingsSurviveARestart();
    void largeBoardIsJudgedByCriteria();
    void pairShiftBeyondTablesIsJudgedBySearch();
    void beyondSearchShowsKindsOnly();
    void lastMoveStaysInView();
    void howToPlayFollowsTheVariant();
    void longBoardsFitAndZoom();
    void hintOffTheSolutionsOfClassic20();
};

void WindowTest::initTestCase() { useTestSettings(QStringLiteral("LeapfrogTest")); }

void WindowTest::init() { resetSettings(); }

void WindowTest::solveClassicThreeByClicks()
{
    auto window = openWindow("classic:3");
    QVERIFY(analysed(*window));
    const Solved solved = solveVariant(window->model()->variant(), Method::Auto);
    for (const Move move : solved.solution->moves()) {
        clickHole(*window, move.from);
    }
    QVERIFY(window->model()->game().isWon());
    QCOMPARE(window->model()->game().movesMade(), 15);
    QCOMPARE(window->banner()->title(), QString("Solved in 15 moves: optimal"));
    // The panel looks back instead of repeating the banner.
    QVERIFY(!window->sidePanel()->verdictText().contains(window->banner()->title()));
    QVERIFY(!window->sidePanel()->verdictText().contains(window->banner()->detail()));
    QVERIFY(window->sidePanel()->verdictText().contains("15 moves, all your own. No move was a mistake."));
    QCOMPARE(window->movesText(), QString("Moves: 15 / minimum 15"));
    for (int row = 0; row < 15; ++row) {
        QCOMPARE(verdictCell(*window, row), QString("proper"));
    }
}

void WindowTest::improperClickIsFlagged()
{
    auto window = openWindow("classic:3");
    QVERIFY(analysed(*window));
    clickHole(*window, 1); // the blue peg in hole 2 jumps its neighbour: 2-4
    QCOMPARE(text(window->model()->position()), QString("B_BBRRR"));
    QCOMPARE(verdictCell(*window, 0), QString("improper"));
    const QAbstractItemModel* list = window->sidePanel()->moveList()->model();
    QVERIFY(!list->data(list->index(0, MoveListModel::VerdictColumn), Qt::DecorationRole).value<QIcon>().isNull());
    const QString sentence = window->sidePanel()->verdictText();
    QVERIFY2(sentence.contains("improper"), qPrintable(sentence));
    QVERIFY2(sentence.contains(QString::fromLatin1(categoryNoun(Category::HomoJump).data())), qPrintable(sentence));
    QVERIFY2(sentence.contains("it costs"), qPrintable(sentence));
    QCOMPARE(window->boardView()->marks().flagged, std::vector<int>{3});
    auto* undo = window->sidePanel()->findChild<QToolButton*>();
    QVERIFY(undo && undo->isVisible() && undo->defaultAction() == action(*window, "undo"));
    QTest::mouseClick(undo, Qt::LeftButton);
    QCOMPARE(window->model()->game().movesMade(), 0);
}

void WindowTest::improperBoardIsShownOnTheBoard()
{
    auto window = openWindow("classic:3");
    QVERIFY(analysed(*window));
    clickHole(*window, 2); // 3-4: BB_BRRR
    clickHole(*window, 1); // 2-3: B_BBRRR, the improper board *S*BB*R*
    const Verdict* verdict = window->model()->lastVerdict();
    QVERIFY(verdict);
    QCOMPARE(verdict->pattern, std::string("*S*BB*R*"));
    const auto& pattern = window->boardView()->marks().pattern;
    QCOMPARE(pattern.size(), std::size_t{4});
    // The empty hole's tag is the hole's own sign, not S (a blue step's
    // letter); the tag sits on the hole that is empty.
    QCOMPARE(pattern.front().second, QString());
    QCOMPARE(window->model()->position().at(pattern.front().first), Cell::Empty);
    for (std::size_t i = 1; i < pattern.size(); ++i) {
        QVERIFY(pattern[i].second == "B" || pattern[i].second == "R");
    }
    // The scholar's reason (under Why?) writes Yancey's pattern with the
    // board's own signs (_ the empty hole, as in every position shown: S is
    // the notation's blue step), with its legend; the player's words use
    // only what the board shows.
    QVERIFY(window->sidePanel()->verdictText().contains("*_*BB*R*"));
    QVERIFY(window->sidePanel()->verdictText().contains("_ the empty hole"));
}

void WindowTest::coachWarnsOnHover()
{
    auto window = openWindow("classic:3");
    QVERIFY(analysed(*window));
    action(*window, "coach")->trigger();
    BoardView* view = window->boardView();
    QTest::mouseMove(view, view->holeCentre(1).toPoint()); // 2-4 would be improper
    QTRY_COMPARE(view->marks().warnings, std::vector<int>{3});
    QVERIFY(window->statusBar()->currentMessage().startsWith("Coach:"));
    QTest::mouseMove(view, view->holeCentre(2).toPoint()); // 3-4 is proper
    QTRY_VERIFY(view->marks().warnings.empty());
}

void WindowTest::refusedClickSaysWhy()
{
    auto window = openWindow("classic:3");
    clickHole(*window, 0); // hole 1 is three holes from the empty one
    QCOMPARE(window->model()->game().movesMade(), 0);
    const QString message = window->statusBar()->currentMessage();
    QVERIFY2(message.startsWith("Peg 1 cannot move:") && message.contains("out of reach"), qPrintable(message));
    QVERIFY(!QApplication::activeModalWidget());
    clickHole(*window, 3); // the empty hole
    QVERIFY(window->statusBar()->currentMessage().contains("empty"));
}

void WindowTest::undoRedoRestartByShortcut()
{
    auto window = openWindow("classic:3");
    clickHole(*window, 2); // 3-4
    clickHole(*window, 4); // 5-3
    const QString twoMoves = text(window->model()->position());
    press(*window, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(text(window->model()->position()), QString("BB_BRRR"));
    press(*window, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(text(window->model()->position()), twoMoves);
    press(*window, Qt::Key_R, Qt::ControlModifier);
    QCOMPARE(text(window->model()->position()), QString("BBB_RRR"));
    QCOMPARE(window->model()->game().movesMade(), 0);
    press(*window, Qt::Key_Z, Qt::ControlModifier); // a restart is undoable
    QCOMPARE(text(window->model()->position()), twoMoves);
    QCOMPARE(window->model()->records().size(), std::size_t{2});
}

void WindowTest::actionsFollowTheGame()
{
    auto window = openWindow("classic:3");
    QVERIFY(analysed(*window));
    QVERIFY(!action(*window, "undo")->isEnabled());
    QVERIFY(!action(*window, "redo")->isEnabled());
    QVERIFY(!action(*window, "restart")->isEnabled());
    QVERIFY(action(*window, "hint")->isEnabled());
    QVERIFY(action(*window, "playSolution")->isEnabled());
    clickHole(*window, 2);
    QVERIFY(action(*window, "undo")->isEnabled());
    QVERIFY(action(*window, "restart")->isEnabled());
    action(*window, "undo")->trigger();
    QVERIFY(action(*window, "redo")->isEnabled());
    QVERIFY(!action(*window, "undo")->isEnabled());
}

void WindowTest::keyboardPlay()
{
    auto window = openWindow("classic:3");
    window->boardView()->setFocus();
    // The keyboard's hole shows at once, on the peg that can move left of the empty hole (3).
    QCOMPARE(window->boardView()->marks().cursor, 2);
    press(*window, Qt::Key_Home); // the first peg that can move: hole 2
    QCOMPARE(window->boardView()->marks().cursor, 1);
    press(*window, Qt::Key_Right); // hole 3
    QCOMPARE(window->boardView()->marks().cursor, 2);
    press(*window, Qt::Key_Return);
    QCOMPARE(text(window->model()->position()), QString("BB_BRRR"));
    press(*window, Qt::Key_End);   // the last peg that can move: hole 5 (5-3)
    press(*window, Qt::Key_Space);
    QCOMPARE(text(window->model()->position()), QString("BBRB_RR"));
}

void WindowTest::pairShiftSelectsAPair()
{
    auto window = openWindow("pairs:4");
    clickHole(*window, 3); // a peg with two partners: (3,4) or (4,5), 1-based
    QCOMPARE(window->model()->game().movesMade(), 0);
    QCOMPARE(window->boardView()->marks().selected, 3);
    QCOMPARE(window->boardView()->marks().targets, (std::vector<int>{2, 4}));
    clickHole(*window, 4); // pair it with its right-hand neighbour
    QCOMPARE(window->model()->game().history().back().move, (Move{3, 8}));
    QCOMPARE(text(window->model()->position()), QString("BBB__RRRBR"));
    QVERIFY(window->boardView()->marks().targets.empty());
}

void WindowTest::inputDuringAnimationFinishesItFirst()
{
    auto window = openWindow("classic:3");
    action(*window, "speed-slow")->trigger();
    BoardView* view = window->boardView();
    clickHole(*window, 2); // 3-4 starts sliding
    QVERIFY(view->isAnimating());
    clickHole(*window, 4); // 5-3: the slide lands at once, then this jump starts
    QCOMPARE(text(window->model()->position()), QString("BBRB_RR"));
    QVERIFY(view->isAnimating());
    QCOMPARE(text(view->position()), QString("BBRB_RR"));
    QTRY_VERIFY(!view->isAnimating());
}

void WindowTest::hintTwiceMakesTheMove()
{
    auto window = openWindow("classic:3");
    QVERIFY(analysed(*window));
    press(*window, Qt::Key_H);
    QCOMPARE(window->play()->hint(), (std::optional<Move>(Move{2, 3})));
    QCOMPARE(window->boardView()->marks().hintFrom, std::vector<int>{2});
    QVERIFY(window->statusBar()->currentMessage().startsWith("Hint: move the blue peg in hole 3 to hole 4"));
    QCOMPARE(window->model()->game().movesMade(), 0);
    press(*window, Qt::Key_H); // the second press makes it
    QCOMPARE(window->model()->game().movesMade(), 1);
    QCOMPARE(window->model()->game().history().back().move, (Move{2, 3}));
    QCOMPARE(window->model()->game().history().back().origin, Origin::Hint);
    QVERIFY(!window->play()->hint());
    press(*window, Qt::Key_H);
    clickHole(*window, 4); // following a hint by hand counts as hinted too
    QCOMPARE(window->model()->game().history().back().origin, Origin::Hint);
}

void WindowTest::stuckIsAnnounced()
{
    auto window = openWindow("strict:2");
    clickHole(*window, 1); // 2-3: B_BRR
    clickHole(*window, 0); // 1-2: _BBRR, and no peg may move under the strict rules
    QVERIFY(window->model()->game().isStuck());
    QCOMPARE(window->banner()->title(), QString("Stuck: no peg can move"));
    auto* undo = window->banner()->findChild<QToolButton*>(QString(), Qt::FindDirectChildrenOnly);
    bool offersUndo = false;
    for (auto* button : window->banner()->findChildren<QToolButton*>()) {
        offersUndo = offersUndo || button->defaultAction() == action(*window, "undo");
    }
    QVERIFY(undo && offersUndo);
}

void WindowTest::overTheMinimumSaysByHowMuch()
{
    auto window = openWindow("classic:1");
    QVERIFY(analysed(*window));
    // B_R: 1-2, 2-1 (back), 1-2, 3-1, 2-3: five moves where three would do.
    for (const int hole : {0, 1, 0, 2, 1}) {
        clickHole(*window, hole);
    }
    QVERIFY(window->model()->game().isWon());
    QCOMPARE(window->banner()->title(), QString("Solved in 5 moves: 2 over the minimum of 3"));
}

void WindowTest::customSizeIsValidated()
{
    auto window = openWindow("classic:3");
    action(*window, "customSize")->trigger();
    auto* dialog = window->findChild<SizeDialog*>();
    QVERIFY(dialog);
    auto* blue = dialog->findChild<QLineEdit*>("blueCount");
    auto* red = dialog->findChild<QLineEdit*>("redCount");
    QPushButton* ok = dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
    typeInto(blue, "0");
    QVERIFY(!ok->isEnabled());
    QVERIFY2(dialog->message().contains("from 1 to 100000"), qPrintable(dialog->message()));
    typeInto(blue, "ten");
    QVERIFY2(dialog->message().contains("whole number"), qPrintable(dialog->message()));
    typeInto(blue, "100001");
    QVERIFY2(dialog->message().contains("out of range"), qPrintable(dialog->message()));
    typeInto(blue, "12");
    typeInto(red, "");
    QVERIFY2(dialog->message().contains("number of red pegs"), qPrintable(dialog->message()));
    QVERIFY(!ok->isEnabled());
    typeInto(red, "4");
    QVERIFY(ok->isEnabled());
    QVERIFY2(dialog->message().contains("17 holes"), qPrintable(dialog->message()));
    QTest::mouseClick(ok, Qt::LeftButton);
    QCOMPARE(window->model()->variant().spec(), std::string("classic:12x4"));
    QVERIFY(action(*window, "customSize")->isChecked());
}

void WindowTest::saveThenOpenRestoresTheGame()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("game.json");
    auto window = openWindow("classic:3");
    QVERIFY(analysed(*window));
    for (const int hole : {2, 4, 5}) {
        clickHole(*window, hole);
    }
    action(*window, "undo")->trigger();
    const Game before = window->model()->game();
    QVERIFY(window->saveFile(path));
    window->newGame(Variant::parse("strict:4"));
    QVERIFY(window->openFile(path));
    const Game& after = window->model()->game();
    QCOMPARE(after.variant().spec(), before.variant().spec());
    QVERIFY(std::ranges::equal(after.history(), before.history()));
    QCOMPARE(after.cursor(), before.cursor());
    QCOMPARE(after.position(), before.position());
    QVERIFY(action(*window, "redo")->isEnabled());
    QCOMPARE(window->model()->records().size(), std::size_t{2});
    QVERIFY(window->windowTitle().startsWith("game.json"));
}

void WindowTest::corruptFileIsRefused_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("reason");
    // The player's sentence (ui/words/savefiletext), naming what is wrong.
    QTest::newRow("not JSON") << QByteArray("{\"format\": \"leapfrog-game\", ") << "no JSON text";
    QTest::newRow("illegal move")
        << QByteArray(R"({"format": "leapfrog-game", "version": 1, "variant": "classic:3", "start": "BBB_RRR",
                          "history": [{"kind": "move", "move": "1-4", "origin": "player"}], "cursor": 1,
                          "solutionShown": false})")
        << "The move 1-4 (entry 1 of the game's history) is not allowed on classic:3";
}

void WindowTest::corruptFileIsRefused()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    const QString path = dir.filePath("bad.json");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(content);
    file.close();
    auto window = openWindow("classic:3");
    clickHole(*window, 2);
    clickHole(*window, 4);
    const Game before = window->model()->game();
    QVERIFY(!window->openFile(path));
    const Game& after = window->model()->game();
    QCOMPARE(after.variant().spec(), before.variant().spec());
    QVERIFY(std::ranges::equal(after.history(), before.history()));
    QCOMPARE(after.position(), before.position());
    QCOMPARE(window->banner()->title(), QString("Could not open bad.json"));
    QVERIFY2(window->banner()->detail().contains(reason), qPrintable(window->banner()->detail()));
    QVERIFY(!QApplication::activeModalWidget());
}

void WindowTest::settingsSurviveARestart()
{
    {
        auto window = openWindow("classic:3");
        action(*window, "holeNumbers")->trigger(); // off
        action(*window, "coach")->trigger();       // on
        action(*window, "speed-fast")->trigger();
        action(*window, "family1")->trigger();     // strict rules
        clickHole(*window, 2);
        window->resize(730, 510); // within the offscreen screen (800 x 600), so kept as it is
        QTRY_COMPARE(window->windowHandle()->size(), QSize(730, 510));
    }
    MainWindow window;
    QCOMPARE(window.preferences().holeNumbers, false);
    QCOMPARE(window.preferences().coach, true);
    QCOMPARE(window.preferences().speed, AnimationSpeed::Fast);
    QVERIFY(!action(window, "holeNumbers")->isChecked());
    QVERIFY(action(window, "coach")->isChecked());
    QVERIFY(action(window, "speed-fast")->isChecked());
    QVERIFY(!window.boardView()->holeNumbersVisible());
    QCOMPARE(window.model()->variant().spec(), Variant::strict(3, 3).spec());
    QCOMPARE(text(window.model()->position()), QString("BB_BRRR"));
    QVERIFY(action(window, "family1")->isChecked());
    QCOMPARE(window.size(), QSize(730, 510));
}

void WindowTest::largeBoardIsJudgedByCriteria()
{
    auto window = openWindow("classic:30");
    QVERIFY(analysed(*window));
    QCOMPARE(window->model()->analysis(), Analysis::Partial);
    QVERIFY(window->model()->analysisNote().contains("Yancey's criteria"));
    QCOMPARE(window->movesText(), QString("Moves: 0 / minimum 960"));
    clickHole(*window, 29); // the last blue peg steps forward: proper by the criteria
    QCOMPARE(verdictCell(*window, 0), QString("proper"));
    clickHole(*window, 28); // and its neighbour follows: the improper board *S*BB*R*
    QCOMPARE(verdictCell(*window, 1), QString("improper"));
}

void WindowTest::pairShiftBeyondTablesIsJudgedBySearch()
{
    auto window = openWindow("pairs:12"); // 67.6 million positions: beyond the exact table
    QVERIFY(analysed(*window));
    QCOMPARE(window->model()->analysis(), Analysis::Partial);
    QVERIFY(window->model()->analysisNote().contains("exact search judges each move in the background"));
    // Hint follows the construction from the start (the player's tests
    // watch it to the end).
    press(*window, Qt::Key_H);
    const Solved construction = solveVariant(window->model()->variant(), Method::Formula);
    QCOMPARE(window->play()->hint(), std::optional<Move>(construction.solution->moveAt(0)));
    press(*window, Qt::Key_H);
    // The kind at once, the verdict when the search engine has judged it.
    QTRY_COMPARE_WITH_TIMEOUT(verdictCell(*window, 0), QString("proper"), 30'000);
}

// y:7 is beyond the tables, and its search (about 40 s from the start) is
// beyond a move's budget: each move's kind only, and the panel says so.
void WindowTest::beyondSearchShowsKindsOnly()
{
    auto window = openWindow("y:7");
    QVERIFY(analysed(*window));
    QCOMPARE(window->model()->analysis(), Analysis::Partial);
    QVERIFY(window->model()->analysisNote().contains("only each move's kind is shown"));
    QVERIFY(!window->model()->refining());
}

// However the panel above it grows (a long reason, an Undo button, a verdict
// that arrives later), the move list keeps the last move in full view.
void WindowTest::lastMoveStaysInView()
{
    auto window = openWindow("classic:5");
    QVERIFY(analysed(*window));
    const Solved solved = solveVariant(window->model()->variant(), Method::Auto);
    const std::vector<Move> moves = solved.solution->moves();
    for (std::size_t i = 0; i + 1 < moves.size(); ++i) {
        clickHole(*window, moves[i].from);
    }
    // Now an improper move: the panel's reason and Undo button appear.
    const std::vector<Move> legal = window->model()->legalMoves();
    const auto improper = std::find_if(legal.begin(), legal.end(), [&](Move move) {
        return !window->model()->verdictFor(move)->proper;
    });
    QVERIFY(improper != legal.end());
    window->model()->play(*improper);
    QVERIFY(layOut(window.get()));
    QTableView* list = window->sidePanel()->moveList();
    const QModelIndex last = list->model()->index(list->model()->rowCount() - 1, 0);
    QTRY_VERIFY2(list->viewport()->rect().contains(list->visualRect(last)),
             qPrintable(QString("last row at %1, viewport height %2")
                            .arg(list->visualRect(last).bottom())
                            .arg(list->viewport()->height())));
}

void WindowTest::howToPlayFollowsTheVariant()
{
    auto window = openWindow("strict:3");
    press(*window, Qt::Key_F1);
    auto* dialog = window->findChild<HowToPlayDialog*>();
    QVERIFY(dialog && dialog->isVisible());
    QVERIFY(dialog->text().contains("blue pegs only move right"));
    QVERIFY(!QApplication::activeModalWidget());
    action(*window, "family2")->trigger(); // pair shift
    QVERIFY(dialog->text().contains("two adjacent pegs"));
}

void WindowTest::longBoardsFitAndZoom()
{
    auto window = openWindow("classic:30");
    window->resize(1240, 680); // a window of a wide screen
    BoardView* view = window->boardView();
    auto* viewport = view->parentWidget();
    // It opens at a readable scale (pegs of 20 pixels), so the row scrolls ...
    QTRY_VERIFY(view->width() > viewport->width());
    QVERIFY(2 * view->boardGeometry().pegRadius() >= 20);
    // ... until the player fits it.
    action(*window, "zoomFit")->trigger();
    QTRY_VERIFY(view->width() <= viewport->width());
    const double fitted = view->boardGeometry().spacing();
    action(*window, "zoomIn")->trigger();
    action(*window, "zoomIn")->trigger();
    QTRY_VERIFY(view->width() > viewport->width()); // now it scrolls
    QVERIFY(view->boardGeometry().spacing() > fitted * 1.5);
    action(*window, "zoomFit")->trigger();
    QTRY_COMPARE(view->boardGeometry().spacing(), fitted);
    QTRY_VERIFY(view->width() <= viewport->width());
}

// A shuffled row of classic:20, far from both constructed solutions (no
// table reaches that far): the hint comes from the engine's row search in the
// background, a move that a second engine finds best too. The row is reached
// by clicks along a shortest way from the start: the rules read the same
// mirrored (the start mirrored is the goal), so the engine's solution from the
// mirrored row, mirrored and played backwards, leads there.
void WindowTest::hintOffTheSolutionsOfClassic20()
{
    const Variant variant = Variant::classic(20, 20);
    const std::string shuffled = "RBBRRBBBRBR_RBBBRBRRRBBBRBRRBRBRBRBBBRRRR";
    const int last = static_cast<int>(shuffled.size()) - 1;
    SearchEngine engine(variant);
    const auto there = engine.solution(variant.parsePosition(std::string(shuffled.rbegin(), shuffled.rend())), BigInt(1));
    QVERIFY(there);
    auto window = openWindow("classic:20");
    QVERIFY(analysed(*window));
    for (auto move = there->moves.rbegin(); move != there->moves.rend(); ++move) {
        clickHole(*window, last - move->to); // the move from `to` to `from`, mirrored
    }
    const Position position = window->model()->position();
    QCOMPARE(text(position), QString::fromStdString(shuffled));
    press(*window, Qt::Key_H);
    QTRY_VERIFY_WITH_TIMEOUT(window->statusBar()->currentMessage().startsWith("Hint: move"), 30'000);
    const SearchEngine::Hint best = SearchEngine(variant).hint(position);
    QVERIFY(window->play()->hint());
    QVERIFY(std::find(best.best.begin(), best.best.end(), *window->play()->hint()) != best.best.end());
}

QTEST_MAIN(WindowTest)
#include "tst_window.moc"

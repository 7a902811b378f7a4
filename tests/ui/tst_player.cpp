// The solution player, driven by mouse and key events on the real widgets
// (offscreen): playing to the goal, stepping back, the timeline slider
// against the core's replay, choosing another optimal solution (by rank and
// by label), the finishes after a slip, hints confirmed by the reference
// search, leaving a solution midway and closing it, the word and the move
// list, and a board of a million moves. Animations run at "instant" unless a
// test is about them.
#include "background/backgroundwork.h"
#include "board/banner.h"
#include "board/boardview.h"
#include "dialogs/howtoplay.h"
#include "language/language.h"
#include "catalog/solve.h"
#include "construct/constructions.h"
#include "model/cell.h"
#include "model/rules.h"
#include "panels/sidepanel.h"
#include "play/gamemodel.h"
#include "play/playcontroller.h"
#include "solutions/pace.h"
#include "solutions/playerbar.h"
#include "solutions/solutionlistview.h"
#include "solutions/solutionpanel.h"
#include "solutions/solutionpicker.h"
#include "solutions/solutionplayer.h"
#include "solutions/timelinescale.h"
#include "solutions/wordview.h"
#include "search/bfs.h"
#include "search/engine.h"
#include "window/mainwindow.h"
#include "words/movelisttexts.h"
#include "window_driver.h"
#include "rules_bfs.h"

#include <QAbstractItemModel>
#include <QAbstractScrollArea>
#include <QAction>
#include <QApplication>
#include <QCoreApplication>
#include <QComboBox>
#include <QDialog>
#include <QFont>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSlider>
#include <QStatusBar>
#include <QTableView>
#include <QStyle>
#include <QStringList>
#include <QStyleOptionSlider>
#include <QTextDocument>
#include <QSignalSpy>
#include <QTest>
#include <QToolButton>

#include <map>
#include <memory>
#include <set>
#include <random>
#include <vector>

using namespace leapfrog;
using namespace leapfrog::ui;
using namespace leapfrog::testing;


// How long a test waits for a search that is continued past the window's
// budget; reached only when something is broken.
constexpr int kSearchMs = 300000;
namespace {

// Waits for the window to become active: its shortcuts go to the active window.
std::unique_ptr<MainWindow> openWindow(const char* spec) { return testing::openWindow(spec, Shown::Active); }

template<typename T>
T* widget(const MainWindow& window, const char* name)
{
    auto* found = window.findChild<T*>(QString::fromLatin1(name));
    if (!found) {
        qFatal("no widget %s", name);
    }
    return found;
}

void clickButton(const MainWindow& window, const char* name)
{
    QTest::mouseClick(widget<QAbstractButton>(window, name), Qt::LeftButton);
}

// The pace slider's handle dragged by the mouse to the tick of stop `index`.
void dragPaceTo(QSlider* slider, int index)
{
    QStyleOptionSlider option;
    option.initFrom(slider);
    option.orientation = slider->orientation();
    option.minimum = slider->minimum();
    option.maximum = slider->maximum();
    option.sliderPosition = slider->value();
    option.sliderValue = slider->value();
    const QRect handle = slider->style()->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderHandle, slider);
    const QRect groove = slider->style()->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderGroove, slider);
    const int span = groove.width() - handle.width();
    const int x = groove.left() + handle.width() / 2
                  + QStyle::sliderPositionFromValue(slider->minimum(), slider->maximum(), index, span);
    QTest::mousePress(slider, Qt::LeftButton, {}, handle.center());
    QTest::mouseMove(slider, QPoint(x, handle.center().y()));
    QTest::mouseRelease(slider, Qt::LeftButton, {}, QPoint(x, handle.center().y()));
}

// Opens the player with its shortcut and waits until it can play; pauses it
// where it started (it starts playing at once).
bool watch(MainWindow& window, bool fromStart = false)
{
    const QKeySequence keys = action(window, fromStart ? "watchFromStart" : "playSolution")->shortcut();
    QTest::keySequence(window.boardView(), keys);
    if (!QTest::qWaitFor([&] { return window.player()->isReady(); }, kReadyMs)) {
        return false;
    }
    window.player()->pause();
    window.player()->seek(window.player()->catalog()->startMove());
    return true;
}

Position replay(const Variant& variant, const Solution& solution, std::uint64_t moves)
{
    Position position = variant.start();
    for (std::uint64_t i = 0; i < moves; ++i) {
        applyMoveInPlace(variant.rules(), position, solution.moveAt(i));
    }
    return position;
}

void setPace(const MainWindow& window, double movesPerSecond)
{
    auto* slider = widget<QSlider>(window, "paceSlider");
    QTest::keyClick(slider, Qt::Key_Home);
    while (paceAt(slider->value()) < movesPerSecond) {
        QTest::keyClick(slider, Qt::Key_Right);
    }
}

// The number of shortest ways from `row` to `goal` on a classic row, by the
// tests' own rules and search (rules_bfs.h): one at the goal, else the sum
// over the moves that bring it a move nearer.
int optimalFinishes(const QString& row, const QString& goal)
{
    const std::map<QString, int> distance = classicDistancesToGoal(goal);
    std::map<QString, int> known;
    const auto count = [&](const auto& self, const QString& here) -> int {
        if (here == goal) {
            return 1;
        }
        if (const auto found = known.find(here); found != known.end()) {
            return found->second;
        }
        int ways = 0;
        for (const auto& [move, next] : testing::successors(here, testing::Rules::Classic)) {
            if (distance.at(next) == distance.at(here) - 1) {
                ways += self(self, next);
            }
        }
        return known[here] = ways;
    };
    return count(count, row);
}

// Help's words as a reader sees them, without the markup.
QString plainHelp(const Variant& variant)
{
    QTextDocument document;
    document.setHtml(howToPlayHtml(variant));
    return document.toPlainText();
}

} // namespace

class PlayerTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void playToTheEndReachesTheGoal();
    void animatedPlayReachesTheGoal();
    void paceChangesWhilePlaying();
    void stepBackReturnsToThePreviousPosition();
    void sliderShowsThePositionAfterKMoves();
    void secondSolutionIsTheConjugate();
    void oneGameFamilyByRankAndLabel();
    void pairShiftSolutionsBySearch();
    void treeBoardsBySearch();
    void hugeCountsAreShownWhole();
    void playFromHereContinuesTheGame();
    void afterASlipTheFinishesAreShown();
    void hintFromOffThePathIsOptimal();
    void hintBeyondTheJudgeBySearch();
    void pairShiftBeyondSearchShowsTheConstruction();
    void longSearchShowsProgressAndStops();
    void leavingMidwayContinuesAsAGame();
    void continueButtonHandsOverTheMoves();
    void closingReturnsToTheGame();
    void aSizeChosenWhileWatchingMarksTheNewBoard();
    void keysDriveThePlayer();
    void theWordAndTheListTakeThePlayersKeys_data();
    void theWordAndTheListTakeThePlayersKeys();
    void moveListAndWordFollowAndGo();
    void millionMoveBoard();
    void unreachableGoalIsSaid();
    void sliderScaleBeyondAnInt();
    void paceStopsAreNamed();
    void fastestPaceStillShowsEachStep();
    void spacePlaysFromAnyControl();
    void openingClearsTheStatusBar();
    void keysNoteFitsTheBoard_data();
    void keysNoteFitsTheBoard();
    void helpNamesTheCountersTheBarShows();
    void theLastMoveOffersNoPause();
    void theSolutionsNoteFollowsTheCount_data();
    void theSolutionsNoteFollowsTheCount();
    void takenOverMovesAreMarkedAsTheStatusSays();
    void spaceOnContinueFromHerePressesIt();
    void theKeyboardSquareIsOnAPegAfterContinuing();
    void theByColumnNamesWhoChoseEachMove();
    void helpSaysWhatTheCountCounts_data();
    void helpSaysWhatTheCountCounts();
    void helpNamesThePacesAndSpeedsTheWindowOffers_data();
    void helpNamesThePacesAndSpeedsTheWindowOffers();
    void switchingSolutionsTellsTheTruth_data();
    void switchingSolutionsTellsTheTruth();
    void everyControlOfTheBarIsReachedByTab();
    void theRankFieldStepsByUpAndDown();
};

void PlayerTest::initTestCase() { useTestSettings(QStringLiteral("LeapfrogPlayerTest")); }

void PlayerTest::init() { resetSettings(); }

void PlayerTest::cleanup() { installLanguage(QStringLiteral("en")); }

void PlayerTest::playToTheEndReachesTheGoal()
{
    auto window = openWindow("classic:3");
    QVERIFY(watch(*window));
    SolutionPlayer* player = window->player();
    QVERIFY(window->playerBar()->isVisible());
    QCOMPARE(player->playhead(), std::uint64_t{0});
    QCOMPARE(player->length(), std::uint64_t{15});
    setPace(*window, 100);
    clickButton(*window, "playPause");
    QTRY_VERIFY(!player->isPlaying());
    QCOMPARE(player->playhead(), std::uint64_t{15});
    QVERIFY(window->model()->variant().isGoal(window->boardView()->position()));
    QCOMPARE(window->playerBar()->moveText(), QString("Move 15 of 15"));
    // Watching is not playing: the game waits where it was.
    QCOMPARE(window->model()->game().movesMade(), 0);
    QVERIFY(window->model()->solutionShown());
}

void PlayerTest::animatedPlayReachesTheGoal()
{
    auto window = openWindow("classic:2x3");
    action(*window, "speed-fast")->trigger();
    QVERIFY(watch(*window));
    setPace(*window, 10);
    QVERIFY(animatesEachMove(window->player()->paceIndex()));
    clickButton(*window, "playPause");
    QVERIFY(window->player()->isPlaying());
    QTRY_VERIFY(window->boardView()->isAnimating()); // each move hops or slides
    QTRY_VERIFY_WITH_TIMEOUT(!window->player()->isPlaying(), 10000);
    QTRY_VERIFY(!window->boardView()->isAnimating());
    QVERIFY(window->model()->variant().isGoal(window->boardView()->position()));
}

void PlayerTest::paceChangesWhilePlaying()
{
    auto window = openWindow("classic:6");
    QVERIFY(watch(*window));
    setPace(*window, 1);
    clickButton(*window, "playPause");
    // Under way at one move a second (the test turns no event loop here, so
    // no machine's speed decides how far it got); at that pace the end is
    // most of a minute off, beyond QTRY's wait, unless the new pace takes.
    QVERIFY(window->player()->isPlaying());
    QVERIFY(window->player()->playhead() < 3);
    setPace(*window, 100); // no pause needed to go faster
    QTRY_VERIFY(!window->player()->isPlaying());
    QCOMPARE(window->player()->playhead(), window->player()->length());
    QCOMPARE(widget<QLabel>(*window, "paceLabel")->text(), QString("Fastest · 100 moves/s"));
}

void PlayerTest::stepBackReturnsToThePreviousPosition()
{
    auto window = openWindow("classic:4");
    QVERIFY(watch(*window));
    const Variant& variant = window->model()->variant();
    const Solution& solution = *window->player()->solution();
    std::vector<Position> seen{window->boardView()->position()};
    for (int k = 1; k <= 6; ++k) {
        clickButton(*window, "stepForward");
        QCOMPARE(window->boardView()->position(), replay(variant, solution, k));
        seen.push_back(window->boardView()->position());
    }
    for (int k = 5; k >= 0; --k) {
        clickButton(*window, "stepBack");
        QCOMPARE(window->player()->playhead(), std::uint64_t(k));
        QCOMPARE(text(window->boardView()->position()), text(seen[static_cast<std::size_t>(k)]));
    }
    QVERIFY(!widget<QToolButton>(*window, "stepBack")->isEnabled());
    clickButton(*window, "lastMove");
    QVERIFY(variant.isGoal(window->boardView()->position()));
    clickButton(*window, "stepBack");
    QCOMPARE(window->boardView()->position(), replay(variant, solution, solution.length() - 1));
    clickButton(*window, "firstMove");
    QCOMPARE(window->boardView()->position(), variant.start());
}

void PlayerTest::sliderShowsThePositionAfterKMoves()
{
    auto window = openWindow("classic:7x5");
    QVERIFY(watch(*window));
    const Variant& variant = window->model()->variant();
    const Solved core = solveVariant(variant, Method::Formula, BigInt(1));
    auto* slider = widget<QSlider>(*window, "timelineSlider");
    QCOMPARE(slider->maximum(), 47);
    for (const int k : {1, 17, 46, 3, 47, 0, 30}) {
        slider->setValue(k);
        QCOMPARE(window->player()->playhead(), std::uint64_t(k));
        QCOMPARE(text(window->boardView()->position()), text(replay(variant, *core.solution, k)));
    }
    // The keyboard on the slider: one move at a time.
    slider->setFocus();
    QTest::keyClick(slider, Qt::Key_Right);
    QCOMPARE(text(window->boardView()->position()), text(replay(variant, *core.solution, 31)));
    QTest::keyClick(slider, Qt::Key_End);
    QVERIFY(variant.isGoal(window->boardView()->position()));
    QCOMPARE(window->playerBar()->moveText(), QString("Move 47 of 47"));
}

void PlayerTest::secondSolutionIsTheConjugate()
{
    auto window = openWindow("classic:4x3");
    QVERIFY(watch(*window));
    const Variant& variant = window->model()->variant();
    SolutionPicker* picker = window->playerBar()->picker();
    QCOMPARE(picker->summary(), QString("Solution 1 of 2"));
    QVERIFY(!picker->previousButton()->isEnabled());
    QTest::mouseClick(picker->nextButton(), Qt::LeftButton);
    QTRY_COMPARE(picker->summary(), QString("Solution 2 of 2"));
    const Solved second = solveVariant(variant, Method::Search, BigInt(2));
    QCOMPARE(window->player()->solution()->moves(), second.solution->moves());
    QCOMPARE(window->solutionPanel()->title(), QString("Solution 2 of 2"));
    // It plays: red moves first.
    clickButton(*window, "stepForward");
    QCOMPARE(text(window->boardView()->position()), text(replay(variant, *second.solution, 1)));
    setPace(*window, 100);
    clickButton(*window, "playPause");
    QTRY_VERIFY(!window->player()->isPlaying());
    QVERIFY(variant.isGoal(window->boardView()->position()));
    // Typing a rank goes there too.
    QLineEdit* field = picker->field();
    field->selectAll();
    QTest::keyClicks(field, "1");
    QTest::keyClick(field, Qt::Key_Return);
    QTRY_COMPARE(picker->summary(), QString("Solution 1 of 2"));
    QCOMPARE(window->player()->solution()->moves(), solveVariant(variant, Method::Search, BigInt(1)).solution->moves());
    field->selectAll();
    QTest::keyClicks(field, "3");
    QTest::keyClick(field, Qt::Key_Return);
    QVERIFY2(window->statusBar()->currentMessage().contains("choose 1 to 2"),
             qPrintable(window->statusBar()->currentMessage()));
}

void PlayerTest::oneGameFamilyByRankAndLabel()
{
    auto window = openWindow("classic:5x1");
    QVERIFY(watch(*window));
    const Variant& variant = window->model()->variant();
    SolutionPicker* picker = window->playerBar()->picker();
    QCOMPARE(picker->summary(), QString("Solution 1 of 13")); // F(7)
    QLineEdit* field = picker->field();
    field->selectAll();
    QTest::keyClicks(field, "8");
    QTest::keyClick(field, Qt::Key_Return);
    QTRY_COMPARE(*window->player()->rank(), BigInt(8));
    QCOMPARE(window->player()->solution()->moves(), bfsSolutions(variant, variant.start(), BigInt(8)).solution);
    // By label: the field shows the label of solution 8, and takes another.
    picker->kindBox()->setCurrentIndex(1);
    const SolutionCatalog& catalog = *window->player()->catalog();
    QCOMPARE(field->text(), QString::fromStdString(catalog.labelOf(BigInt(8)).toString()));
    QCOMPARE(picker->summary(), QString("Solution label %1 (one of 13)").arg(field->text()));
    const BigInt label = catalog.labelOf(BigInt(11));
    field->selectAll();
    QTest::keyClicks(field, QString::fromStdString(label.toString()));
    QTest::keyClick(field, Qt::Key_Return);
    QTRY_COMPARE(*window->player()->rank(), BigInt(11));
    QCOMPARE(window->player()->solution()->moves(), bfsSolutions(variant, variant.start(), BigInt(11)).solution);
    QVERIFY(window->solutionPanel()->note().contains("label in Zhu and Wang's numbering: "
                                                     + QString::fromStdString(label.toString())));
}

void PlayerTest::pairShiftSolutionsBySearch()
{
    auto window = openWindow("pairs:8");
    QVERIFY(watch(*window));
    SolutionPicker* picker = window->playerBar()->picker();
    QCOMPARE(picker->summary(), QString("Solution 1 of 16"));
    QCOMPARE(window->player()->catalog()->source(), CatalogSource::Search);
    picker->field()->selectAll();
    QTest::keyClicks(picker->field(), "7");
    QTest::keyClick(picker->field(), Qt::Key_Return);
    QTRY_COMPARE(picker->summary(), QString("Solution 7 of 16"));
    // Seed 002's construction is solution 7 of 16 on pairs:8.
    const Variant& variant = window->model()->variant();
    QCOMPARE(window->player()->solution()->moves(), formulaSolution(variant, std::nullopt).solution->moves());
    clickButton(*window, "lastMove");
    QVERIFY(variant.isGoal(window->boardView()->position()));
    QVERIFY(!window->solutionPanel()->wordView()->isVisible()); // no notation for pair shifts
}

void PlayerTest::treeBoardsBySearch()
{
    auto window = openWindow("y:2");
    QVERIFY(watch(*window));
    const Variant& variant = window->model()->variant();
    SearchEngine engine(variant);
    const SearchEngine::Count count = engine.count(variant.start());
    QCOMPARE(window->playerBar()->picker()->summary(),
             QString("Solution 1 of %1").arg(QString::fromStdString(count.solutions.toString())));
    QCOMPARE(window->player()->length(), std::uint64_t(*count.minimum));
    clickButton(*window, "lastMove");
    QVERIFY(variant.isGoal(window->boardView()->position()));
}

// classic:10000x1 has F(10002) optimal solutions, a number of 2090 digits:
// shortened in the bar, whole in the panel.
void PlayerTest::hugeCountsAreShownWhole()
{
    auto window = openWindow("classic:10000x1");
    QVERIFY(watch(*window));
    const QString summary = window->playerBar()->picker()->summary();
    QVERIFY2(summary.startsWith("Solution 1 of 88083…") && summary.size() < 40, qPrintable(summary));
    const QString whole = QString::fromStdString(window->player()->catalog()->count()->toString());
    QCOMPARE(whole.size(), 2090);
    auto* numbers = window->solutionPanel()->findChild<QPlainTextEdit*>("longNumbers");
    QVERIFY(numbers && numbers->isVisible());
    QVERIFY(numbers->toPlainText().contains("Optimal solutions (2090 digits): " + whole));
    QTest::mouseClick(window->playerBar()->picker()->nextButton(), Qt::LeftButton);
    QTRY_COMPARE(*window->player()->rank(), BigInt(2));
}

void PlayerTest::playFromHereContinuesTheGame()
{
    auto window = openWindow("classic:4x3");
    const Variant& variant = window->model()->variant();
    const Solved second = solveVariant(variant, Method::Formula, BigInt(2));
    for (std::uint64_t i = 0; i < 5; ++i) {
        clickHole(*window, second.solution->moveAt(i).from);
    }
    QCOMPARE(window->model()->game().movesMade(), 5);
    QVERIFY(watch(*window));
    SolutionPlayer* player = window->player();
    QCOMPARE(player->playhead(), std::uint64_t{5});
    QCOMPARE(*player->rank(), BigInt(2));
    QCOMPARE(player->ownMoves(), std::uint64_t{5});
    QCOMPARE(window->boardView()->position(), window->model()->position());
    QCOMPARE(window->playerBar()->picker()->summary(), QString("Solution 2 of 2"));
    QVERIFY(window->solutionPanel()->note().contains("Your first 5 moves"));
    QCOMPARE(window->solutionPanel()->moveList()->rowTexts(5).last(), QString("you"));
    QCOMPARE(window->solutionPanel()->moveList()->rowTexts(6).last(), QString("solution"));
}

void PlayerTest::afterASlipTheFinishesAreShown()
{
    auto window = openWindow("classic:3");
    clickHole(*window, 2); // 3-4
    clickHole(*window, 3); // 4-3: back again, off the optimal path
    QVERIFY(watch(*window));
    SolutionPlayer* player = window->player();
    QCOMPARE(player->catalog()->scope(), CatalogScope::Finishes);
    QCOMPARE(player->playhead(), std::uint64_t{2});
    QCOMPARE(window->playerBar()->picker()->summary(), QString("Solution 1 of 2"));
    QCOMPARE(player->length(), std::uint64_t{17});
    const Variant& variant = window->model()->variant();
    const BfsSolutions finish = bfsSolutions(variant, window->model()->position(), BigInt(2));
    QTest::mouseClick(window->playerBar()->picker()->nextButton(), Qt::LeftButton);
    QTRY_COMPARE(window->playerBar()->picker()->summary(), QString("Solution 2 of 2"));
    std::vector<Move> expected = window->model()->game().currentLine();
    expected.insert(expected.end(), finish.solution.begin(), finish.solution.end());
    QCOMPARE(player->solution()->moves(), expected);
    QCOMPARE(player->ownMoves(), std::uint64_t{2});
    // The letterless step back shows as '?' in the word.
    QCOMPARE(player->word()->letterAt(1), '?');
}

// Off the optimal path the judge's best move and a searched one both agree
// with the reference search's distances.
void PlayerTest::hintFromOffThePathIsOptimal()
{
    auto window = openWindow("classic:4");
    QVERIFY(analysed(*window));
    clickHole(*window, 3); // 4-5
    clickHole(*window, 2); // 3-4: the improper board *S*BB*R*
    const Variant& variant = window->model()->variant();
    const Position here = window->model()->position();
    press(*window, Qt::Key_H);
    QTRY_VERIFY(window->play()->hint());
    const Move hinted = *window->play()->hint();
    const std::size_t distance = bfsSolve(variant, here)->size();
    QCOMPARE(bfsSolve(variant, applyMove(variant.rules(), here, hinted))->size() + 1, distance);
    QCOMPARE(window->boardView()->marks().hintFrom, std::vector<int>{hinted.from});
    press(*window, Qt::Key_H);
    QCOMPARE(window->model()->game().history().back().move, hinted);
    QCOMPARE(window->model()->game().history().back().origin, Origin::Hint);
}

// pairs:12 (67.6 million positions) is beyond the judge's exact table: off
// its construction the hint comes from the search engine, in the background.
void PlayerTest::hintBeyondTheJudgeBySearch()
{
    auto window = openWindow("pairs:12");
    QVERIFY(analysed(*window));
    QCOMPARE(window->model()->analysis(), Analysis::Partial);
    const Variant& variant = window->model()->variant();
    const Move construction = window->model()->bestMoves().front();
    const std::vector<Move> legal = window->model()->legalMoves();
    window->model()->play(*std::ranges::find_if(legal, [&](Move m) { return m != construction; }));
    QVERIFY(window->model()->bestMoves().empty()); // off the construction: the judge cannot tell
    const Position here = window->model()->position();
    // On a slow machine (the sanitizers, a loaded CI) the search may run out
    // of the window's budget: it is then continued, as the player would, so
    // that what is checked is the answer, not its speed.
    BackgroundWork* work = window->model()->hintWork();
    QObject::connect(
        work, &BackgroundWork::outOfBudget, work, [work] { work->keepGoing(work->budget()); }, Qt::QueuedConnection);
    press(*window, Qt::Key_H);
    QTRY_VERIFY_WITH_TIMEOUT(window->play()->hint(), kSearchMs);
    const Move hinted = *window->play()->hint();
    SearchEngine engine(variant);
    SearchControl patient; // the test's own check waits for its answer, however slow the machine (ASan took over 58 s)
    patient.budget = std::chrono::hours(24);
    QCOMPARE(*engine.distance(applyMove(variant.rules(), here, hinted), patient) + 1, *engine.distance(here, patient));
    press(*window, Qt::Key_H);
    QCOMPARE(window->model()->game().history().back().move, hinted);
}

// pairs:40 (82 holes) is beyond the engine: the player shows seed 002's
// construction, and says that the count is unknown.
void PlayerTest::pairShiftBeyondSearchShowsTheConstruction()
{
    auto window = openWindow("pairs:40");
    QVERIFY(watch(*window));
    QCOMPARE(window->player()->catalog()->source(), CatalogSource::PairShiftConstruction);
    QVERIFY(!window->player()->catalog()->count());
    QCOMPARE(window->player()->length(), std::uint64_t{40});
    QVERIFY(window->playerBar()->picker()->summary().contains("unknown"));
    QVERIFY(window->solutionPanel()->note().contains("beyond exact search"));
    clickButton(*window, "lastMove");
    QVERIFY(window->model()->variant().isGoal(window->boardView()->position()));
    clickHole(*window, 0); // leave at the goal: the game is solved with the shown solution
    QVERIFY(window->model()->game().isWon());
    QCOMPARE(window->banner()->title(), QString("Solved in 40 moves with the shown solution"));
}

// pairs:22 from the start is a long search: the bar says how far it has got,
// and closing the player stops it (the search observes the cancel).
void PlayerTest::longSearchShowsProgressAndStops()
{
    auto window = openWindow("pairs:22");
    QSignalSpy stopped(window->player()->work(), &BackgroundWork::cancelObserved);
    action(*window, "watchFromStart")->trigger();
    QCOMPARE(window->player()->phase(), SolutionPlayer::Phase::Finding);
    QTRY_VERIFY_WITH_TIMEOUT(window->player()->busyText().contains("positions so far"), kReadyMs);
    QVERIFY(window->player()->work()->busy());
    QCOMPARE(stopped.count(), 0);
    clickButton(*window, "closePlayer");
    QVERIFY(!window->player()->isWatching());
    QTRY_COMPARE_WITH_TIMEOUT(stopped.count(), 1, kReadyMs);
    QVERIFY(!window->player()->work()->busy());
}

void PlayerTest::leavingMidwayContinuesAsAGame()
{
    auto window = openWindow("classic:3");
    QVERIFY(analysed(*window));
    QVERIFY(watch(*window, true));
    const Solution& solution = *window->player()->solution();
    const std::vector<Move> moves = solution.moves();
    widget<QSlider>(*window, "timelineSlider")->setValue(6);
    // A click on the peg of the solution's next move leaves the solution at
    // move 6 and makes that move by hand.
    clickHole(*window, moves[6].from);
    QVERIFY(!window->player()->isWatching());
    QVERIFY(!window->playerBar()->isVisible());
    const Game& game = window->model()->game();
    QCOMPARE(game.movesMade(), 7);
    for (std::size_t i = 0; i < 6; ++i) {
        QCOMPARE(game.history()[i].origin, Origin::Solution);
        QCOMPARE(game.history()[i].move, moves[i]);
    }
    QCOMPARE(game.history()[6].origin, Origin::Player);
    // The rest by hand: a normal game, which does not claim an own solve.
    for (std::size_t i = 7; i < moves.size(); ++i) {
        clickHole(*window, moves[i].from);
    }
    QVERIFY(game.isWon());
    QCOMPARE(window->banner()->title(), QString("Solved in 15 moves with the shown solution"));
    QVERIFY(!window->sidePanel()->verdictText().contains("optimal"));
    action(*window, "undo")->trigger(); // history as usual
    QCOMPARE(game.movesMade(), 14);
}

void PlayerTest::continueButtonHandsOverTheMoves()
{
    auto window = openWindow("classic:3x2");
    clickHole(*window, 2); // 3-4 (the blue-first solution begins so)
    QVERIFY(watch(*window));
    QCOMPARE(window->player()->playhead(), std::uint64_t{1});
    clickButton(*window, "stepForward");
    clickButton(*window, "stepForward");
    const Position shown = window->boardView()->position();
    clickButton(*window, "takeOver");
    QVERIFY(!window->player()->isWatching());
    QCOMPARE(window->model()->game().movesMade(), 3);
    QCOMPARE(window->model()->position(), shown);
    QCOMPARE(window->boardView()->position(), shown);
    QCOMPARE(window->model()->game().history()[0].origin, Origin::Player);
    QCOMPARE(window->model()->game().history()[2].origin, Origin::Solution);
    // Taking over before the game's own position undoes to there (redo keeps the rest).
    QVERIFY(watch(*window));
    clickButton(*window, "firstMove");
    clickButton(*window, "takeOver");
    QCOMPARE(window->model()->game().movesMade(), 0);
    QVERIFY(action(*window, "redo")->isEnabled());
}

void PlayerTest::closingReturnsToTheGame()
{
    auto window = openWindow("classic:3");
    clickHole(*window, 2);
    clickHole(*window, 4);
    const Position game = window->model()->position();
    QVERIFY(watch(*window, true));
    QCOMPARE(window->player()->playhead(), std::uint64_t{0});
    QCOMPARE(window->boardView()->position(), window->model()->variant().start());
    clickButton(*window, "closePlayer");
    QVERIFY(!window->player()->isWatching());
    QCOMPARE(window->boardView()->position(), game);
    QCOMPARE(window->model()->game().movesMade(), 2);
    // A new game closes the player too.
    QVERIFY(watch(*window));
    action(*window, "newGame")->trigger();
    QVERIFY(!window->player()->isWatching());
    QVERIFY(!window->playerBar()->isVisible());
}

// A size chosen from the menu while the solution plays: the player closes,
// and the board offers the new board's moves, not the last board's (once
// read past the end of the smaller board's tables: the sanitizers' walk).
void PlayerTest::aSizeChosenWhileWatchingMarksTheNewBoard()
{
    auto window = openWindow("classic:4");
    QVERIFY(watch(*window));
    action(*window, "size-classic:1")->trigger();
    QCOMPARE(window->model()->variant().spec(), std::string("classic:1"));
    QVERIFY(!window->player()->isWatching());
    std::vector<Move> offered;
    for (const PlayableMove& playable : window->boardView()->playableMoves()) {
        offered.push_back(playable.move);
    }
    QCOMPARE(offered, window->model()->legalMoves());
}

void PlayerTest::keysDriveThePlayer()
{
    auto window = openWindow("classic:3");
    QVERIFY(watch(*window));
    BoardView* view = window->boardView();
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Right);
    QTest::keyClick(view, Qt::Key_Right);
    QCOMPARE(window->player()->playhead(), std::uint64_t{2});
    QTest::keyClick(view, Qt::Key_Left);
    QCOMPARE(window->player()->playhead(), std::uint64_t{1});
    // While paused the next move is marked; H makes it.
    QVERIFY(!view->marks().hintFrom.empty());
    QCOMPARE(view->marks().hintFrom.front(), window->player()->solution()->moveAt(1).from);
    QTest::keyClick(view, Qt::Key_H);
    QCOMPARE(window->player()->playhead(), std::uint64_t{2});
    QTest::keyClick(view, Qt::Key_End);
    QCOMPARE(window->player()->playhead(), std::uint64_t{15});
    QTest::keyClick(view, Qt::Key_Home);
    QCOMPARE(window->player()->playhead(), std::uint64_t{0});
    setPace(*window, 100);
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Space);
    QTRY_COMPARE(window->player()->playhead(), std::uint64_t{15});
    QTest::keyClick(view, Qt::Key_Escape);
    QVERIFY(!window->player()->isWatching());
}

void PlayerTest::theWordAndTheListTakeThePlayersKeys_data()
{
    QTest::addColumn<bool>("word");
    QTest::newRow("the word") << true;
    QTest::newRow("the list") << false;
}

// Once Tab has brought the keyboard to either, the arrows, Home and End walk
// the moves as on the board; with Ctrl they are the window's, not steps.
void PlayerTest::theWordAndTheListTakeThePlayersKeys()
{
    QFETCH(bool, word);
    auto window = openWindow("classic:3");
    QVERIFY(watch(*window));
    QAbstractScrollArea* view = word ? static_cast<QAbstractScrollArea*>(window->solutionPanel()->wordView())
                                     : window->solutionPanel()->moveList();
    QTRY_VERIFY(view->isVisible());
    view->setFocus(Qt::TabFocusReason);
    QTRY_VERIFY(view->hasFocus());
    SolutionPlayer* player = window->player();
    QTest::keyClick(view, Qt::Key_Right);
    QTest::keyClick(view, Qt::Key_Down);
    QCOMPARE(player->playhead(), std::uint64_t{2});
    QTest::keyClick(view, Qt::Key_Up);
    QCOMPARE(player->playhead(), std::uint64_t{1});
    QTest::keyClick(view, Qt::Key_Right, Qt::ControlModifier);
    QCOMPARE(player->playhead(), std::uint64_t{1});
    QTest::keyClick(view, Qt::Key_End);
    QCOMPARE(player->playhead(), std::uint64_t{15});
    QTest::keyClick(view, Qt::Key_Left);
    QCOMPARE(player->playhead(), std::uint64_t{14});
    QTest::keyClick(view, Qt::Key_Home);
    QCOMPARE(player->playhead(), std::uint64_t{0});
    QVERIFY(!player->isPlaying());
}

void PlayerTest::moveListAndWordFollowAndGo()
{
    auto window = openWindow("classic:3");
    QVERIFY(watch(*window));
    SolutionListView* list = window->solutionPanel()->moveList();
    WordView* word = window->solutionPanel()->wordView();
    QTRY_VERIFY(list->isVisible() && word->isVisible());
    const Solution& solution = *window->player()->solution();
    QCOMPARE(list->rowCount(), std::uint64_t{16});
    QCOMPARE(list->rowTexts(0)[SolutionListView::MoveText], QString("Start"));
    QCOMPARE(list->rowTexts(4), (QStringList{"4", QString::fromStdString(moveText(solution.moveAt(3))), "J", QString("solution")}));
    // Clicking a row goes there.
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->rowRect(9).center());
    QCOMPARE(window->player()->playhead(), std::uint64_t{9});
    // The word: SjsJJSjjjSJJsjS, in runs; clicking a letter goes after its move.
    QCOMPARE(window->player()->word()->word().text(), std::string("SjsJJSjjjSJJsjS"));
    const QRect letter = word->letterRect(4);
    QVERIFY(word->viewport()->rect().contains(letter));
    QCOMPARE(word->letterAt(letter.center()), std::optional<std::uint64_t>(4));
    QTest::mouseClick(word->viewport(), Qt::LeftButton, {}, letter.center());
    QCOMPARE(window->player()->playhead(), std::uint64_t{5});
    // Runs are set apart: the letter after a run boundary sits one cell further.
    QCOMPARE(word->letterRect(3).left() - word->letterRect(2).left(), 2 * (word->letterRect(4).left() - word->letterRect(3).left()));
}

void PlayerTest::millionMoveBoard()
{
    auto window = openWindow("classic:1000");
    QVERIFY(watch(*window));
    const Variant& variant = window->model()->variant();
    QCOMPARE(window->player()->length(), std::uint64_t{1002000});
    const Solved core = solveVariant(variant, Method::Formula, BigInt(1));
    auto* slider = widget<QSlider>(*window, "timelineSlider");
    QCOMPARE(slider->maximum(), 1002000);
    std::mt19937_64 random(7);
    for (int trial = 0; trial < 5; ++trial) {
        const auto k = static_cast<int>(random() % 1002001);
        slider->setValue(k);
        QCOMPARE(window->boardView()->position(), replay(variant, *core.solution, static_cast<std::uint64_t>(k)));
        QCOMPARE(window->playerBar()->moveText(),
                 QString("Move %1 of 1,002,000").arg(QLocale().toString(static_cast<qulonglong>(k))));
        if (k > 0) {
            SolutionListView* list = window->solutionPanel()->moveList();
            QCOMPARE(list->rowTexts(static_cast<std::uint64_t>(k))[SolutionListView::MoveText],
                     QString::fromStdString(moveText(core.solution->moveAt(static_cast<std::uint64_t>(k) - 1))));
            QCOMPARE(list->rowTexts(static_cast<std::uint64_t>(k))[SolutionListView::Letter],
                     QString(QChar::fromLatin1(*core.solution->letterAt(static_cast<std::uint64_t>(k) - 1))));
        }
    }
    clickButton(*window, "lastMove");
    QVERIFY(variant.isGoal(window->boardView()->position()));
    // Handing a million moves to the game is refused with the reason.
    QVERIFY(!widget<QPushButton>(*window, "takeOver")->isEnabled());
    QVERIFY(window->player()->takeOverRefusal().contains("at most"));
}

void PlayerTest::unreachableGoalIsSaid()
{
    auto window = openWindow("strict:2");
    clickHole(*window, 1); // 2-3
    clickHole(*window, 0); // 1-2: stuck
    QVERIFY(!action(*window, "playSolution")->isEnabled());
    window->player()->playFromHere();
    QTRY_VERIFY(!window->player()->isWatching());
    QVERIFY2(window->statusBar()->currentMessage().contains("cannot be reached"),
             qPrintable(window->statusBar()->currentMessage()));
}

// classic:100000 has 10,000,200,000 moves, more than a QSlider's int: every
// value names a move that maps back to it, the ends map to the ends, and the
// values spread evenly.
void PlayerTest::sliderScaleBeyondAnInt()
{
    const std::uint64_t length = 10'000'200'000;
    const TimelineScale scale(length);
    QCOMPARE(scale.maximum(), TimelineScale::kMaxValue);
    QCOMPARE(scale.moveAt(0), std::uint64_t{0});
    QCOMPARE(scale.moveAt(scale.maximum()), length);
    std::mt19937 random(3);
    for (int trial = 0; trial < 10000; ++trial) {
        const int value = static_cast<int>(random() % (static_cast<unsigned>(scale.maximum()) + 1));
        QCOMPARE(scale.valueOf(scale.moveAt(value)), value);
        const std::uint64_t move = scale.moveAt(value);
        QVERIFY(move + 10 >= static_cast<std::uint64_t>(value) * (length / TimelineScale::kMaxValue));
    }
    QCOMPARE(scale.valueOf(length / 2), TimelineScale::kMaxValue / 2);
    const TimelineScale small(47);
    QCOMPARE(small.maximum(), 47);
    QCOMPARE(small.moveAt(17), std::uint64_t{17});
    QCOMPARE(small.valueOf(17), 17);
}


// The pace slider has six named stops, half a move to a hundred moves a
// second, each at least twice as fast as the one before: a drag lands on a
// stop and the bar names it (the table is the issue's, not the program's).
void PlayerTest::paceStopsAreNamed()
{
    auto window = openWindow("classic:3");
    QVERIFY(watch(*window));
    auto* slider = widget<QSlider>(*window, "paceSlider");
    auto* label = widget<QLabel>(*window, "paceLabel");
    const QStringList stops{"Very slow · ½ move/s", "Slow · 1 move/s",        "Normal · 2 moves/s",
                            "Fast · 5 moves/s",     "Very fast · 10 moves/s", "Fastest · 100 moves/s"};
    const double paces[] = {0.5, 1, 2, 5, 10, 100};
    QCOMPARE(slider->maximum() - slider->minimum() + 1, stops.size());
    for (const int stop : {5, 0, 3, 1, 4, 2, 5}) {
        dragPaceTo(slider, stop);
        QCOMPARE(window->player()->paceIndex(), stop);
        QCOMPARE(label->text(), stops[stop]);
        QCOMPARE(paceAt(stop), paces[stop]);
        QCOMPARE(slider->accessibleDescription(), stops[stop]);
    }
    // The keys go one named stop at a time.
    slider->setFocus();
    QTest::keyClick(slider, Qt::Key_Home);
    for (int stop = 1; stop < stops.size(); ++stop) {
        QTest::keyClick(slider, Qt::Key_Right);
        QCOMPARE(label->text(), stops[stop]);
        QVERIFY(paceAt(stop) >= 2 * paceAt(stop - 1));
    }
}

// At the fastest stop, Play still shows the pegs move from where the
// playhead is: the board passes through the solution's positions, never more
// than two moves apart, each the core's replay; again after the player is
// closed and opened with the pace kept.
void PlayerTest::fastestPaceStillShowsEachStep()
{
    auto window = openWindow("classic:4");
    for (int round = 0; round < 2; ++round) {
        QVERIFY(watch(*window));
        setPace(*window, 100);
        QCOMPARE(window->player()->paceIndex(), kPaceCount - 1);
        const Variant& variant = window->model()->variant();
        const Solution& solution = *window->player()->solution();
        std::vector<std::uint64_t> shown;
        QString wrong;
        QObject context;
        connect(window->player(), &SolutionPlayer::playheadChanged, &context, [&](std::uint64_t at) {
            shown.push_back(at);
            if (window->boardView()->position() != replay(variant, solution, at)) {
                wrong = QString("the board at move %1 is not the solution's").arg(at);
            }
        });
        clickButton(*window, "playPause");
        QTRY_VERIFY(!window->player()->isPlaying());
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
        QCOMPARE(shown.back(), solution.length());
        std::uint64_t before = 0;
        for (const std::uint64_t at : shown) {
            QVERIFY2(at > before && at - before <= 2, qPrintable(QString("from %1 to %2").arg(before).arg(at)));
            before = at;
        }
        QVERIFY(shown.size() >= solution.length() / 2);
        QTest::keyClick(window->boardView(), Qt::Key_Escape);
        QVERIFY(!window->player()->isWatching());
    }
}

// Space plays and pauses wherever the keyboard is in the player: after a
// click on either slider, on a transport button, on the move list.
void PlayerTest::spacePlaysFromAnyControl()
{
    auto window = openWindow("classic:6");
    QVERIFY(watch(*window));
    setPace(*window, 0.5); // a move every two seconds: the play is still on when Space comes
    SolutionPlayer* player = window->player();
    auto* timeline = widget<QSlider>(*window, "timelineSlider");
    auto* pace = widget<QSlider>(*window, "paceSlider");
    auto* forward = widget<QToolButton>(*window, "stepForward");
    QWidget* list = window->solutionPanel()->moveList();
    for (QWidget* control : std::initializer_list<QWidget*>{timeline, pace, forward, list}) {
        QTest::mouseClick(control, Qt::LeftButton, {}, QPoint(control->width() / 2, control->height() / 2));
        if (qobject_cast<QSlider*>(control)) {
            QCOMPARE(QApplication::focusWidget(), control); // the click gave the slider the keyboard
        } else {
            control->setFocus(); // a flat button takes none by a click: Tab brings the keyboard there
        }
        player->pause();
        QVERIFY(!player->isPlaying());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
        QVERIFY2(player->isPlaying(), qPrintable(control->objectName()));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
        QVERIFY2(!player->isPlaying(), qPrintable(control->objectName()));
    }
}

// A note about the game ("Back to your game.") goes when the player opens.
void PlayerTest::openingClearsTheStatusBar()
{
    auto window = openWindow("classic:3");
    QVERIFY(watch(*window));
    QTest::keyClick(window->boardView(), Qt::Key_Escape);
    QCOMPARE(window->statusBar()->currentMessage(), QString("Back to your game."));
    QVERIFY(watch(*window));
    QCOMPARE(window->statusBar()->currentMessage(), QString());
}

// The panel's words say what can be clicked: letters only where the board
// has Yancey's notation (a row of two colours), the move list everywhere.
void PlayerTest::keysNoteFitsTheBoard_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<bool>("letters");
    QTest::newRow("classic:3") << "classic:3" << true;
    QTest::newRow("y:2") << "y:2" << false;
    QTest::newRow("pairs:3") << "pairs:3" << false;
}

void PlayerTest::keysNoteFitsTheBoard()
{
    QFETCH(QString, spec);
    QFETCH(bool, letters);
    auto window = openWindow(qPrintable(spec));
    QVERIFY(watch(*window, true));
    auto* keys = widget<QLabel>(*window, "playerKeys");
    QCOMPARE(window->model()->variant().hasNotation(), letters);
    QCOMPARE(keys->text().contains("letter"), letters);
    QVERIFY(keys->text().contains("move"));
    QVERIFY(keys->isVisible());
}

// The bar's counter on a Y board, from the start and after a move, in the
// words the Help uses for it: one wording, and a true one, for both.
void PlayerTest::helpNamesTheCountersTheBarShows()
{
    auto window = openWindow("y:2");
    const QString help = howToPlayHtml(window->model()->variant());
    QVERIFY(watch(*window, true));
    const QString fromStart = window->playerBar()->picker()->summary();
    QVERIFY2(fromStart.startsWith("Solution 1 of "), qPrintable(fromStart));
    QVERIFY(help.contains("<i>Solution 1 of "));
    QTest::keyClick(window->boardView(), Qt::Key_Escape);
    const Variant& variant = window->model()->variant();
    window->model()->play(solveVariant(variant, Method::Search, BigInt(1)).solution->moveAt(0)); // an optimal first move
    QVERIFY(watch(*window));
    const QString finishes = window->playerBar()->picker()->summary();
    QVERIFY2(finishes.startsWith("Solution 1 of "), qPrintable(finishes));
    QCOMPARE(window->solutionPanel()->title(), finishes); // the panel's heading and the bar: one word
    QVERIFY(help.contains("counts the optimal solutions that go on from your position"));
}

// The newcomer's report: at the last move the bar still offered Pause (for
// a whole period at a slow pace, the player waiting for a move that would
// not come). Played at one move a second to the last move: the moment it is
// made, the player is no longer playing, and the button says what pressing
// it does, which it then does (play again from the start).
void PlayerTest::theLastMoveOffersNoPause()
{
    auto window = openWindow("classic:2");
    QVERIFY(watch(*window));
    SolutionPlayer* player = window->player();
    setPace(*window, 1);
    QVERIFY(animatesEachMove(player->paceIndex()));
    clickButton(*window, "lastMove");
    clickButton(*window, "stepBack");
    QCOMPARE(player->playhead() + 1, player->length());
    auto* button = widget<QToolButton>(*window, "playPause");
    clickButton(*window, "playPause");
    QVERIFY(QTest::qWaitFor([&] { return player->playhead() == player->length(); }, kReadyMs));
    QVERIFY(!player->isPlaying());
    QVERIFY2(button->accessibleName() != QStringLiteral("Pause") && !button->toolTip().contains(QStringLiteral("Pause")),
             qPrintable(button->accessibleName()));
    QVERIFY2(button->accessibleName().contains(QStringLiteral("from the start")), qPrintable(button->accessibleName()));
    clickButton(*window, "playPause");
    QVERIFY(player->playhead() < 2); // from the start again
    QVERIFY(player->isPlaying());
    player->pause();
}

void PlayerTest::switchingSolutionsTellsTheTruth_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("rank");  // the solution whose first moves the game plays
    QTest::addColumn<int>("moves"); // how many of them
    for (const char* language : {"en", "de", "fr", "zh_CN"}) {
        for (const int rank : {1, 2}) {
            for (const int moves : {1, 4}) {
                QTest::addRow("%s, the first %d moves of solution %d", language, moves, rank)
                    << QString::fromLatin1(language) << rank << moves;
            }
        }
    }
}

namespace {

// The moves `line` and `solution` start with alike.
std::uint64_t sharedMoves(const std::vector<Move>& line, const std::vector<Move>& solution)
{
    std::uint64_t shared = 0;
    while (shared < line.size() && shared < solution.size() && line[shared] == solution[shared]) {
        ++shared;
    }
    return shared;
}

QString panelWords(const char* source, int count = -1)
{
    return QCoreApplication::translate("leapfrog::ui::SolutionPanel", source, nullptr, count);
}

const char* const kAllYours = "Your first %Ln move(s) are on this optimal solution; it goes on from there. From "
                              "published constructions.";
const char* const kSomeYours = "This optimal solution follows your first %Ln move(s), then plays %1 where you played "
                               "%2. From published constructions.";
const char* const kNoneYours = "This optimal solution starts differently from your game: it begins with %1, where you "
                               "played %2. From published constructions.";

// Plays `move` by clicks, as tst_verdictcard does: the peg, and where it
// could go two ways, the hole.
void clickMove(MainWindow& window, Move move)
{
    const std::size_t before = window.model()->records().size();
    clickHole(window, move.from);
    if (window.model()->records().size() == before) {
        clickHole(window, move.to);
    }
}

} // namespace

// The newcomer's "Solution 2 of 2" under "Your first move is on this
// optimal solution" (issue 36): after 3-4 on classic:3 solution 2 starts
// 5-4. After the first moves of either solution, in four languages, every
// solution the picker switches to is said truly against the test's own
// reading of its moves: all the game's moves on it, some (then the moves
// where they part), or none. Switching keeps the move number shown, paused;
// from the goal (the same in both) it goes back to where the new solution
// leaves the game; while playing it pauses where it was.
void PlayerTest::switchingSolutionsTellsTheTruth()
{
    QFETCH(QString, language);
    QFETCH(int, rank);
    QFETCH(int, moves);
    installLanguage(language);
    auto window = openWindow("classic:3");
    QVERIFY(analysed(*window));
    const Variant& variant = window->model()->variant();
    std::vector<std::vector<Move>> solutions{{}};
    for (int r = 1; r <= 2; ++r) {
        solutions.push_back(solveVariant(variant, Method::Search, BigInt(r)).solution->moves());
    }
    const std::vector<Move> line(solutions[rank].begin(), solutions[rank].begin() + moves);
    for (const Move move : line) {
        clickMove(*window, move);
    }
    QCOMPARE(window->model()->game().currentLine(), line);
    QVERIFY(watch(*window));
    SolutionPlayer* player = window->player();
    SolutionPicker* picker = window->playerBar()->picker();
    QCOMPARE(*player->catalog()->count(), BigInt(2));
    const auto checkNote = [&](int shown) {
        QCOMPARE(player->solution()->moves(), solutions[shown]);
        const std::uint64_t shared = sharedMoves(line, solutions[shown]);
        QCOMPARE(player->ownMoves(), shared);
        const QString note = window->solutionPanel()->note();
        const QString where = QStringLiteral(" (solution %1): ").arg(shown) + note;
        const QString all = panelWords(kAllYours, moves);
        QVERIFY2(note.contains(all) == (shared == line.size()), qPrintable(all + where));
        if (shared == line.size()) {
            return;
        }
        const QString theirs = QString::fromStdString(moveText(solutions[shown][shared]));
        const QString yours = QString::fromStdString(moveText(line[shared]));
        const QString parting = shared == 0 ? panelWords(kNoneYours).arg(theirs, yours)
                                            : panelWords(kSomeYours, static_cast<int>(shared)).arg(theirs, yours);
        QVERIFY2(note.contains(parting), qPrintable(parting + where));
        if (language == QLatin1String("en")) {
            QVERIFY2(!note.contains(QStringLiteral("Your first")), qPrintable(note));
            QVERIFY2(note.contains(shared == 0 ? QStringLiteral("starts differently")
                                               : QStringLiteral("follows your first")),
                     qPrintable(note));
        }
    };
    const auto switchTo = [&](int other) {
        QTest::mouseClick(other > *player->rank() ? picker->nextButton() : picker->previousButton(), Qt::LeftButton);
        QTRY_COMPARE(*player->rank(), BigInt(other));
    };
    QCOMPARE(*player->rank(), BigInt(rank));
    checkNote(rank);
    const int other = 3 - rank;

    // Midway: the same move number of the other solution, paused.
    clickButton(*window, "stepForward");
    clickButton(*window, "stepForward");
    const std::uint64_t midway = player->playhead();
    QCOMPARE(midway, std::uint64_t(moves + 2));
    switchTo(other);
    checkNote(other);
    QCOMPARE(player->playhead(), midway);
    QVERIFY(!player->isPlaying());
    QCOMPARE(text(window->boardView()->position()), text(replay(variant, *player->solution(), midway)));

    // At the goal: back where the solution now shown leaves the game.
    clickButton(*window, "lastMove");
    QCOMPARE(player->playhead(), player->length());
    switchTo(rank);
    checkNote(rank);
    QCOMPARE(player->playhead(), sharedMoves(line, solutions[rank]));
    QVERIFY(!player->isPlaying());
    QCOMPARE(text(window->boardView()->position()), text(replay(variant, *player->solution(), player->playhead())));

    // Playing: paused where it was.
    clickButton(*window, "playPause");
    QVERIFY(player->isPlaying());
    const std::uint64_t playing = player->playhead();
    switchTo(other);
    QVERIFY(!player->isPlaying());
    QCOMPARE(player->playhead(), playing);
    QCOMPARE(text(window->boardView()->position()), text(replay(variant, *player->solution(), playing)));
}

QTEST_MAIN(PlayerTest)
// The fourth newcomer (issue 36), by keyboard alone: the player's arrows
// were not reached by Tab. From the board, Tab goes round the window; every
// control of the bar a player can use (shown and enabled) is among its stops.
void PlayerTest::everyControlOfTheBarIsReachedByTab()
{
    auto window = openWindow("classic:3");
    QVERIFY(analysed(*window));
    QVERIFY(watch(*window, true));
    QCOMPARE(window->player()->catalog()->count(), std::optional<BigInt>(BigInt(2)));
    window->player()->chooseRank(BigInt(2)); // both of the solution arrows can be used
    QVERIFY(window->playerBar()->findChild<QToolButton*>(QStringLiteral("previousSolution"))->isEnabled());
    QWidget* board = window->boardView();
    board->setFocus(Qt::TabFocusReason);
    QVERIFY(board->hasFocus());
    std::set<QString> reached;
    for (int tab = 0; tab < 80; ++tab) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QWidget* now = QApplication::focusWidget();
        QVERIFY(now);
        if (now == board) {
            break;
        }
        reached.insert(now->objectName());
    }
    QStringList missed;
    const QList<QWidget*> controls = window->playerBar()->findChildren<QWidget*>();
    for (QWidget* control : controls) {
        const bool usable = control->isVisible() && control->isEnabled() && !control->objectName().isEmpty()
                            && (qobject_cast<QAbstractButton*>(control) || qobject_cast<QLineEdit*>(control)
                                || qobject_cast<QSlider*>(control) || qobject_cast<QComboBox*>(control));
        if (usable && !reached.contains(control->objectName())) {
            missed << control->objectName();
        }
    }
    QVERIFY2(missed.isEmpty(), qPrintable(QStringLiteral("not reached by Tab: ") + missed.join(QStringLiteral(", "))));
}

// The newcomer's Up and Down in the solution's number field did nothing:
// they choose the next and the previous solution, as in a number box.
void PlayerTest::theRankFieldStepsByUpAndDown()
{
    auto window = openWindow("classic:3");
    QVERIFY(analysed(*window));
    QVERIFY(watch(*window, true));
    auto* field = window->playerBar()->findChild<QLineEdit*>(QStringLiteral("solutionRank"));
    QVERIFY(field);
    field->setFocus(Qt::TabFocusReason);
    QCOMPARE(window->player()->rank(), std::optional<BigInt>(BigInt(1)));
    QTest::keyClick(field, Qt::Key_Up);
    QCOMPARE(window->player()->rank(), std::optional<BigInt>(BigInt(2)));
    QCOMPARE(field->text(), QStringLiteral("2"));
    QTest::keyClick(field, Qt::Key_Up); // there is no third: it stays
    QCOMPARE(window->player()->rank(), std::optional<BigInt>(BigInt(2)));
    QTest::keyClick(field, Qt::Key_Down);
    QCOMPARE(window->player()->rank(), std::optional<BigInt>(BigInt(1)));
    QTest::keyClick(field, Qt::Key_Down);
    QCOMPARE(window->player()->rank(), std::optional<BigInt>(BigInt(1)));
    QVERIFY(field->hasFocus());
}

#include "tst_player.moc"

void PlayerTest::theSolutionsNoteFollowsTheCount_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QList<int>>("clicks"); // holes clicked on classic:3, 0-based
    QTest::addColumn<bool>("one");          // one optimal solution on from there, by the test's own search
    QTest::addColumn<QString>("heading");
    QTest::addColumn<QString>("said");
    const QList<int> mistake{2, 1};  // 3-4 2-3, the newcomer's
    const QList<int> andBack{2, 3};  // 3-4 4-3
    QTest::newRow("en, one") << "en" << mistake << true << "Solution 1 of 1" << "The optimal solution from move 2 on";
    QTest::newRow("en, two") << "en" << andBack << false << "Solution 1 of 2" << "The optimal solutions from move 2 on";
    QTest::newRow("de, one") << "de" << mistake << true << QStringLiteral("Lösung 1 von 1")
                             << QStringLiteral("Die optimale Lösung ab Zug 2");
    QTest::newRow("de, two") << "de" << andBack << false << QStringLiteral("Lösung 1 von 2")
                             << QStringLiteral("Die optimalen Lösungen ab Zug 2");
}

// The newcomer's report (issue 36): "Solution 1 of 1" over "The optimal
// solutions from move 4 on". After two moves of the player's own, the
// player's heading counts the optimal solutions on from there (as the
// test's own search counts them) and its note speaks of one in the
// singular, of more in the plural, in English and in German.
void PlayerTest::theSolutionsNoteFollowsTheCount()
{
    QFETCH(QString, language);
    QFETCH(QList<int>, clicks);
    QFETCH(bool, one);
    QFETCH(QString, heading);
    QFETCH(QString, said);
    installLanguage(language);
    auto window = openWindow("classic:3");
    for (const int hole : clicks) {
        clickHole(*window, hole);
    }
    QCOMPARE(window->model()->game().movesMade(), static_cast<int>(clicks.size()));
    const int finishes = optimalFinishes(text(window->model()->position()), QStringLiteral("RRR_BBB"));
    QCOMPARE(finishes == 1, one);
    QVERIFY(watch(*window));
    QCOMPARE(window->player()->catalog()->scope(), CatalogScope::Finishes);
    QCOMPARE(window->solutionPanel()->title(), heading);
    QVERIFY(heading.endsWith(QString::number(finishes)));
    const QString note = window->solutionPanel()->note();
    QVERIFY2(note.startsWith(said + QLatin1Char(',')), qPrintable(note));
}

// The fifth newcomer (issue 36): "Continue from here" said the shown moves
// were "marked in the move list as the solution's", and only a tooltip
// marked them. Taken over at move 6, then a hint made and a move of the
// player's own: the moves the player did not choose are in italics in the
// list (the model's font, which the view draws), the others upright, as the
// status line says, and pointing at one names where it came from.
void PlayerTest::takenOverMovesAreMarkedAsTheStatusSays()
{
    auto window = openWindow("classic:3");
    QVERIFY(analysed(*window));
    QVERIFY(watch(*window, true));
    widget<QSlider>(*window, "timelineSlider")->setValue(6);
    clickButton(*window, "takeOver");
    QVERIFY(!window->player()->isWatching());
    const QString said = window->statusBar()->currentMessage();
    QVERIFY2(said.contains(QStringLiteral("italics")), qPrintable(said));
    press(*window, Qt::Key_H);
    QTRY_VERIFY(window->play()->hint().has_value());
    press(*window, Qt::Key_H); // the hint made
    QTRY_COMPARE(window->model()->game().movesMade(), 7);
    window->model()->play(window->model()->legalMoves().front()); // one of the player's own
    const Game& game = window->model()->game();
    QCOMPARE(game.movesMade(), 8);
    const QAbstractItemModel* list = window->sidePanel()->moveList()->model();
    QCOMPARE(list->rowCount(), 8);
    int italic = 0;
    for (int row = 0; row < list->rowCount(); ++row) {
        const Origin origin = game.history()[static_cast<std::size_t>(row)].origin;
        QCOMPARE(origin, row < 6 ? Origin::Solution : row == 6 ? Origin::Hint : Origin::Player);
        for (int column = 0; column < list->columnCount(); ++column) {
            const QModelIndex cell = list->index(row, column);
            const QFont font = cell.data(Qt::FontRole).value<QFont>();
            QVERIFY2(font.italic() == (origin != Origin::Player), qPrintable(QStringLiteral("row %1").arg(row + 1)));
            if (origin == Origin::Solution) {
                QVERIFY(cell.data(Qt::ToolTipRole).toString().endsWith(originSuffix(Origin::Solution)));
            }
        }
        italic += origin != Origin::Player ? 1 : 0;
    }
    QCOMPARE(italic, 7);
}

// The sixth newcomer (issue 36): Space on "Continue from here", which had
// the keyboard, played the solution on to its end, and the game took over
// the wrong move. Space presses that button, as every button: the game
// goes on from the move shown.
void PlayerTest::spaceOnContinueFromHerePressesIt()
{
    auto window = openWindow("classic:3");
    QVERIFY(analysed(*window));
    QVERIFY(watch(*window, true));
    window->player()->pause();
    widget<QSlider>(*window, "timelineSlider")->setValue(5);
    auto* takeOver = widget<QPushButton>(*window, "takeOver");
    takeOver->setFocus();
    QCOMPARE(QApplication::focusWidget(), takeOver);
    QTest::keyClick(takeOver, Qt::Key_Space);
    QTRY_VERIFY(!window->player()->isWatching());
    QCOMPARE(window->model()->game().movesMade(), 5);
}

// The sixth newcomer: the solution's "By" column said "you" beside a move
// made from a hint, which the win's review counted as a hint. After a move
// of the player's own and a hint made, the column names who chose each of
// the game's moves as the game recorded it.
void PlayerTest::theByColumnNamesWhoChoseEachMove()
{
    auto window = openWindow("classic:3");
    QVERIFY(analysed(*window));
    clickHole(*window, 2); // 3-4, the player's own
    press(*window, Qt::Key_H);
    QTRY_VERIFY(window->play()->hint().has_value());
    press(*window, Qt::Key_H); // the hint made
    QTRY_COMPARE(window->model()->game().movesMade(), 2);
    const Game& game = window->model()->game();
    QVERIFY(watch(*window));
    SolutionListView* list = window->solutionPanel()->moveList();
    QCOMPARE(window->player()->ownMoves(), std::uint64_t{2});
    for (std::uint64_t row = 1; row <= 2; ++row) {
        const Origin origin = game.history()[static_cast<std::size_t>(row - 1)].origin;
        QCOMPARE(origin, row == 1 ? Origin::Player : Origin::Hint);
        QCOMPARE(list->rowTexts(row)[SolutionListView::Note], origin == Origin::Player ? QString("you") : QString("hint"));
    }
    QCOMPARE(list->rowTexts(3)[SolutionListView::Note], QString("solution"));
}

// The sixth newcomer: after Continue from here the keyboard's square sat on
// the empty hole, and Return there only said the hole is empty. Taken over
// at every move of the solution by a player who uses the keyboard: the
// square is on a peg of the position the game goes on from.
void PlayerTest::theKeyboardSquareIsOnAPegAfterContinuing()
{
    auto window = openWindow("classic:3");
    QVERIFY(analysed(*window));
    const std::uint64_t length = 15;
    for (std::uint64_t at = 1; at < length; ++at) {
        QTest::keyClick(window->boardView(), Qt::Key_Right); // the keyboard in use: its square shows
        QVERIFY(watch(*window, true));
        window->player()->pause();
        widget<QSlider>(*window, "timelineSlider")->setValue(static_cast<int>(at));
        clickButton(*window, "takeOver");
        QVERIFY(!window->player()->isWatching());
        QCOMPARE(window->model()->game().movesMade(), static_cast<int>(at));
        const int square = window->boardView()->marks().cursor;
        const Position& position = window->model()->position();
        QVERIFY2(square >= 0 && square < static_cast<int>(position.size()) && isPeg(position.at(square)),
                 qPrintable(QStringLiteral("after %1 moves the square is on hole %2 of %3").arg(at).arg(square + 1)
                                .arg(QString::fromStdString(position.text()))));
        action(*window, "restart")->trigger();
    }
}

void PlayerTest::helpSaysWhatTheCountCounts_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QList<int>>("clicks"); // holes clicked, 0-based
    QTest::newRow("classic:3, 3-4") << "classic:3" << QList<int>{2};
    QTest::newRow("classic:3, 3-4 5-3") << "classic:3" << QList<int>{2, 4};
    QTest::newRow("classic:3, the slip 3-4 2-3") << "classic:3" << QList<int>{2, 1};
    QTest::newRow("classic:3, and back 3-4 4-3") << "classic:3" << QList<int>{2, 3};
    QTest::newRow("classic:4, 4-5 6-4") << "classic:4" << QList<int>{3, 5};
    QTest::newRow("classic:4, the slip 4-5 3-4") << "classic:4" << QList<int>{3, 2};
    QTest::newRow("classic:3x1, 5-4") << "classic:3x1" << QList<int>{4};
}

// The fifth newcomer (issue 36): after an optimal 3-4 the bar said
// "Solution 1 of 2" while Help said it counts the optimal solutions that go
// on from the player's position (one). Help's sentence on the count is
// checked against the count the bar shows and the tests' own search: all
// of the board's optimal solutions, or those on from the position.
void PlayerTest::helpSaysWhatTheCountCounts()
{
    QFETCH(QString, spec);
    QFETCH(QList<int>, clicks);
    auto window = openWindow(qPrintable(spec));
    const Variant& variant = window->model()->variant();
    const QString start = text(variant.start());
    const QString goal = text(variant.goal());
    for (const int hole : clicks) {
        clickHole(*window, hole);
    }
    QCOMPARE(window->model()->game().movesMade(), static_cast<int>(clicks.size()));
    const QString here = text(window->model()->position());
    const std::map<QString, int> distance = classicDistancesToGoal(goal);
    const bool onAnOptimalSolution = static_cast<int>(clicks.size()) + distance.at(here) == distance.at(start);
    const int all = optimalFinishes(start, goal);
    const int onFromHere = optimalFinishes(here, goal);
    QVERIFY(watch(*window));
    const QString summary = window->playerBar()->picker()->summary();
    static const QRegularExpression counted(QStringLiteral("^Solution \\d+ of (\\d+)$"));
    const QRegularExpressionMatch match = counted.match(summary);
    QVERIFY2(match.hasMatch(), qPrintable(summary));
    const int shown = match.captured(1).toInt();
    const QString sentence = solutionCountHtml(variant);
    QVERIFY(howToPlayHtml(variant).contains(sentence));
    const bool saysAllWhileOptimal = sentence.contains(QStringLiteral("still counts all of this board's optimal solutions"));
    const bool saysOnFromHere = sentence.contains(QStringLiteral("counts the optimal solutions that go on from your position"))
                                || sentence.contains(QStringLiteral("after a slip it counts the optimal ways on from your position"));
    QVERIFY(saysAllWhileOptimal || saysOnFromHere);
    if (onAnOptimalSolution && saysAllWhileOptimal) {
        QCOMPARE(shown, all);
        // ...and starts at the first that goes on from the position.
        const auto* solution = window->player()->solution();
        QVERIFY(solution);
        for (int i = 0; i < window->model()->game().movesMade(); ++i) {
            QCOMPARE(solution->moveAt(static_cast<std::uint64_t>(i)), window->model()->game().history()[static_cast<std::size_t>(i)].move);
        }
    } else {
        QCOMPARE(shown, onFromHere);
    }
}

void PlayerTest::helpNamesThePacesAndSpeedsTheWindowOffers_data()
{
    QTest::addColumn<QString>("language");
    for (const char* language : {"en", "de", "fr", "zh_CN"}) {
        QTest::newRow(language) << QString::fromLatin1(language);
    }
}

// The newcomer's report (issue 36): Help spoke of six named paces while
// Preferences offered four animation speeds, and said nothing of the four.
// Help names what the window offers, in every language: each stop of the
// player's pace slider as the bar shows it (its name and its rate), and
// each animation speed of the Preferences dialog and of View > Animation
// speed.
void PlayerTest::helpNamesThePacesAndSpeedsTheWindowOffers()
{
    QFETCH(QString, language);
    installLanguage(language);
    auto window = openWindow("classic:3");
    const QString help = plainHelp(window->model()->variant());
    QStringList missing;
    QVERIFY(watch(*window));
    auto* slider = widget<QSlider>(*window, "paceSlider");
    auto* label = widget<QLabel>(*window, "paceLabel");
    QCOMPARE(slider->maximum() - slider->minimum() + 1, kPaceCount);
    for (int stop = slider->minimum(); stop <= slider->maximum(); ++stop) {
        dragPaceTo(slider, stop);
        QCOMPARE(slider->value(), stop);
        if (!help.contains(label->text())) {
            missing << label->text();
        }
    }
    QTest::keyClick(window->boardView(), Qt::Key_Escape);
    action(*window, QStringLiteral("preferences"))->trigger();
    auto* dialog = window->findChild<QDialog*>(QStringLiteral("preferencesDialog"));
    QVERIFY(dialog);
    auto* speeds = dialog->findChild<QComboBox*>(QStringLiteral("speedChoice"));
    QVERIFY(speeds);
    QCOMPARE(speeds->count(), 4);
    for (int i = 0; i < speeds->count(); ++i) {
        if (!help.contains(speeds->itemText(i))) {
            missing << speeds->itemText(i);
        }
    }
    dialog->close();
    static const QRegularExpression accelerator(QStringLiteral("\\(&.\\)|&"));
    for (const char* name : {"speed-instant", "speed-fast", "speed-normal", "speed-slow"}) {
        const QString entry = action(*window, QString::fromLatin1(name))->text().remove(accelerator);
        if (!help.contains(entry)) {
            missing << entry;
        }
    }
    QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("not in Help: ") + missing.join(QStringLiteral(" | "))));
}

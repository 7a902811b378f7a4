// The window a player can trust, part two (issue 21): every background
// answer ends in a result or a sentence (a hint beyond its budget says so in
// the panel and keeps searching on request; a cancelled search says it was
// cancelled), a message that no longer applies is cleared, every message is
// a sentence, and a board that cannot be solved offers no help that cannot
// come, saying why.
#include "window_driver.h"

#include "board/banner.h"
#include "catalog/exact_search.h"
#include "board/overviewstrip.h"
#include "catalog/solve.h"
#include "files/table_cache.h"
#include "search/engine.h"
#include "panels/searchcard.h"
#include "play/playcontroller.h"
#include "solutions/solutionplayer.h"
#include "play/solvability.h"

#include <QMenu>
#include <QPushButton>
#include <QSlider>
#include <QStatusBar>
#include <QTemporaryDir>

using namespace leapfrog;
using namespace leapfrog::testing;
using namespace leapfrog::ui;

namespace {

// Every status-bar message shown while the suite runs, to check they are sentences.
QStringList& shownMessages()
{
    static QStringList messages;
    return messages;
}

void recordMessages(MainWindow& window)
{
    QObject::connect(window.statusBar(), &QStatusBar::messageChanged, [](const QString& text) {
        if (!text.isEmpty()) {
            shownMessages() << text;
        }
    });
}

// The test's own checks by the engine wait as long as they need: a slow
// (sanitized, loaded) machine must not turn a true answer into a failure.
SearchControl patient()
{
    SearchControl control;
    control.budget = std::chrono::minutes(30);
    return control;
}

} // namespace

class TruthTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { useTestSettings(QStringLiteral("tst_truth")); }
    void init() { resetSettings(); }

    void hintBeyondItsBudgetSaysSoAndKeepsSearching();
    void cancelledSearchSaysSo();
    void hintOnY6EndsWithARingedMove();
    void staleHintMessageIsCleared_data();
    void staleHintMessageIsCleared();
    void unsolvableBoardsOfferNoHelp_data();
    void unsolvableBoardsOfferNoHelp();
    void everyMessageIsASentence();
    void bannerOverlaysTheBoard();
    void longSolutionPlayerLeavesByEscAndReturnsToTheGame();
};

// classic:20 one move off its optimal line: beyond the judge's table, so the
// hint is searched in the background; with a budget of nothing the search
// stops at once and must say so, then "Keep searching" finds a best move.
static std::unique_ptr<MainWindow> offTheLine(Budget budget)
{
    auto window = openWindow("classic:20", Shown::Active);
    recordMessages(*window);
    if (!analysed(*window)) {
        return nullptr;
    }
    window->model()->hintWork()->setBudget(budget);
    // An improper first step: the blue peg next to the hole steps, then the
    // red one jumps it (a homo-coloured jump is not possible yet): the game
    // is off every optimal solution, where no table and no construction
    // answers at once.
    clickHole(*window, 19);
    clickHole(*window, 18);
    return window;
}

void TruthTest::hintBeyondItsBudgetSaysSoAndKeepsSearching()
{
    auto window = offTheLine(Budget{std::chrono::milliseconds(0), kWindowSearchMemory});
    QVERIFY(window);
    QCOMPARE(window->model()->game().movesMade(), 2);
    QVERIFY(window->model()->bestMoves().empty()); // the hint must be searched
    SearchCard* card = window->sidePanel()->hintSearch();
    press(*window, Qt::Key_H);
    QTRY_VERIFY_WITH_TIMEOUT(card->state() == SearchCard::State::OutOfBudget, kReadyMs);
    QVERIFY(card->isVisible());
    QVERIFY(card->text().contains(QStringLiteral("stopped at its limit")));
    QVERIFY(card->keepSearchingButton()->isVisible());
    QVERIFY(!window->play()->hint());
    QTest::mouseClick(card->keepSearchingButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(window->play()->hint().has_value(), 60'000);
    QTRY_VERIFY(!card->isVisible()); // answered: the ring on the board says the rest
    // The ringed move is a best move by the core's own search.
    const auto best = ExactSearch(window->model()->variant()).bestMoves(window->model()->position(), patient());
    QVERIFY(best);
    QVERIFY(std::ranges::find(*best, *window->play()->hint()) != best->end());
}

void TruthTest::cancelledSearchSaysSo()
{
    auto window = offTheLine(Budget{std::chrono::milliseconds(0), kWindowSearchMemory});
    QVERIFY(window);
    SearchCard* card = window->sidePanel()->hintSearch();
    press(*window, Qt::Key_H);
    QTRY_VERIFY_WITH_TIMEOUT(card->state() == SearchCard::State::OutOfBudget, kReadyMs);
    QTest::mouseClick(card->keepSearchingButton(), Qt::LeftButton);
    QVERIFY(card->cancelButton()->isVisible());
    QTest::mouseClick(card->cancelButton(), Qt::LeftButton);
    // Cancelled, or answered just before the cancel was seen: never silence.
    QTRY_VERIFY_WITH_TIMEOUT(card->state() != SearchCard::State::Searching, kReadyMs);
    if (!window->play()->hint()) {
        QCOMPARE(card->state(), SearchCard::State::Cancelled);
        QVERIFY(card->text().contains(QStringLiteral("was cancelled")));
        QVERIFY(card->isVisible());
    }
}

// The Y board of six-hole arms: a hint off the constructions' paths ends
// with a ringed move that y:6's whole table (326 million positions) finds
// best. That table, once kept in the cache folder, is read back by the next
// run's window, whose hint then builds nothing and never runs out of time.
void TruthTest::hintOnY6EndsWithARingedMove()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    auto firstRun = installTableCache({.folder = folder.path()});
    // QVERIFY returns from the lambda: the caller looks at the test's state.
    const auto askForHint = [](MainWindow& window) {
        press(window, Qt::Key_H);
        SearchCard* card = window.sidePanel()->hintSearch();
        QTRY_VERIFY_WITH_TIMEOUT(window.play()->hint() || card->state() == SearchCard::State::OutOfBudget, 60'000);
        if (!window.play()->hint()) {
            QTest::mouseClick(card->keepSearchingButton(), Qt::LeftButton);
            QTRY_VERIFY_WITH_TIMEOUT(window.play()->hint().has_value(), 600'000);
        }
    };
    // Off the constructions' paths (whose hints need no search): a slip, a
    // legal move other than the one hinted at the start.
    const auto slipFromTheStart = [&](MainWindow& window, std::optional<Move>& slip) {
        askForHint(window);
        if (QTest::currentTestFailed()) {
            return;
        }
        const auto legal = window.model()->legalMoves();
        const auto other = std::ranges::find_if(legal, [&](Move move) { return move != *window.play()->hint(); });
        QVERIFY(other != legal.end());
        slip = *other;
        clickHole(window, other->from);
        QTRY_VERIFY(!window.play()->hint());
        QCOMPARE(window.model()->game().currentLine(), std::vector<Move>{*slip});
    };
    std::optional<Move> slip;
    std::optional<Move> first;
    {
        auto window = openWindow("y:6", Shown::Active);
        QVERIFY(analysed(*window));
        slipFromTheStart(*window, slip);
        QVERIFY(slip);
        askForHint(*window);
        first = window->play()->hint();
        QVERIFY(first);
        // The whole table, whether the window's search needed it or not
        // (then it is built here and kept, as the window would have).
        SearchEngine tables(window->model()->variant(), SearchEngine::Strategy::Table);
        const SearchEngine::Hint byTable = tables.hint(window->model()->position(), patient());
        QVERIFY(byTable.distance);
        QVERIFY(std::ranges::find(byTable.best, *first) != byTable.best.end());
        QCOMPARE(firstRun->counters().saved, 1);
    }
    // A restart: a new cache over the same folder, a new window with no table
    // in memory, the same slip. Its hint reads the table back, builds
    // nothing and never runs out of its budget.
    auto secondRun = installTableCache({.folder = folder.path()});
    auto window = openWindow("y:6", Shown::Active);
    QVERIFY(analysed(*window));
    std::optional<Move> again;
    slipFromTheStart(*window, again);
    QCOMPARE(again, slip);
    askForHint(*window);
    QCOMPARE(window->play()->hint(), first);
    QCOMPARE(secondRun->counters().loaded, 1);
    QCOMPARE(secondRun->counters().saved, 0);
    QVERIFY(window->sidePanel()->hintSearch()->state() != SearchCard::State::OutOfBudget);
    QVERIFY(window->model()->search()->hasTable());
    setDefaultTableStore(nullptr); // the other tests keep their tables in memory
}

void TruthTest::staleHintMessageIsCleared_data()
{
    QTest::addColumn<QString>("change");
    QTest::newRow("a different move") << "move";
    QTest::newRow("undo") << "undo";
    QTest::newRow("new game") << "new";
    QTest::newRow("the hinted move") << "hinted";
}

void TruthTest::staleHintMessageIsCleared()
{
    QFETCH(QString, change);
    auto window = openWindow("classic:3", Shown::Active);
    QVERIFY(analysed(*window));
    clickHole(*window, 2); // 3-4: optimal
    press(*window, Qt::Key_H);
    QTRY_VERIFY(window->statusBar()->currentMessage().startsWith(QStringLiteral("Hint: move")));
    const Move hinted = *window->play()->hint();
    if (change == "move") {
        // Another legal move than the hinted one.
        for (const Move move : window->model()->legalMoves()) {
            if (move != hinted) {
                clickHole(*window, move.from);
                break;
            }
        }
    } else if (change == "undo") {
        press(*window, Qt::Key_Z, Qt::ControlModifier);
    } else if (change == "new") {
        action(*window, "newGame")->trigger();
    } else {
        press(*window, Qt::Key_H); // makes it
    }
    QTRY_VERIFY(!window->statusBar()->currentMessage().contains(QStringLiteral("Press H again")));
}

void TruthTest::unsolvableBoardsOfferNoHelp_data()
{
    QTest::addColumn<QString>("spec");
    QTest::newRow("pairs:1") << "pairs:1";
    QTest::newRow("pairs:2") << "pairs:2";
    QTest::newRow("a custom row with no way") << "row:R_B>B_R,strict"; // red cannot go left of hole 1
}

void TruthTest::unsolvableBoardsOfferNoHelp()
{
    QFETCH(QString, spec);
    const Variant variant = Variant::parse(spec.toStdString());
    // The premise, from the core: no way from the start to the goal.
    QVERIFY(!ExactSearch(variant).bestMoves(variant.start()));
    auto window = openWindow(qPrintable(spec), Shown::Active);
    QVERIFY(analysed(*window));
    for (const char* name : {"hint", "playSolution", "watchFromStart"}) {
        QAction* help = action(*window, name);
        QVERIFY2(!help->isEnabled(), name);
        QVERIFY2(help->toolTip().contains(QStringLiteral("No sequence of moves reaches the goal")), name);
    }
    // The Size menu marks the board that cannot be solved, with the reason.
    if (variant.family() == Family::Pairs) {
        QAction* entry = action(*window, QStringLiteral("size-") + spec);
        QVERIFY(entry->text().contains(QStringLiteral("no solution")));
        QVERIFY(entry->toolTip().contains(QStringLiteral("No sequence of moves reaches the goal")));
        QAction* solvable = action(*window, QStringLiteral("size-pairs:3"));
        QVERIFY(!solvable->text().contains(QStringLiteral("no solution")));
    }
    // A board that can be solved has its help back.
    action(*window, "newGame")->trigger();
    window->newGame(Variant::classic(2, 2));
    QVERIFY(analysed(*window));
    QVERIFY(action(*window, "hint")->isEnabled());
    QVERIFY(!action(*window, "hint")->toolTip().contains(QStringLiteral("No sequence")));
}

// Every message the suite saw (and those of a short scripted game) starts
// with a capital letter and ends as a sentence.
void TruthTest::everyMessageIsASentence()
{
    auto window = openWindow("classic:3", Shown::Active);
    recordMessages(*window);
    QVERIFY(analysed(*window));
    clickHole(*window, 0); // cannot move
    clickHole(*window, 3); // the empty hole
    clickHole(*window, 2);
    press(*window, Qt::Key_H);
    press(*window, Qt::Key_H);
    press(*window, Qt::Key_Z, Qt::ControlModifier);
    action(*window, "newGame")->trigger();
    press(*window, Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(shownMessages().size() >= 5);
    for (const QString& message : shownMessages()) {
        QVERIFY2(message.front().isUpper(), qPrintable(message));
        const QChar last = message.back();
        QVERIFY2(last == QLatin1Char('.') || last == QLatin1Char('!') || last == QLatin1Char('?')
                     || last == QChar(0x2026),
                 qPrintable(message));
    }
}

// The solved banner floats over the board: the board does not move when it
// comes, and the panel does not say what the banner says.
void TruthTest::bannerOverlaysTheBoard()
{
    auto window = openWindow("classic:2", Shown::Active);
    QVERIFY(analysed(*window));
    const Solved solved = solveVariant(window->model()->variant(), Method::Auto);
    const auto boardRect = [&] {
        return QRect(window->boardView()->mapTo(window.get(), QPoint()), window->boardView()->size());
    };
    const auto firstHole = [&] { return window->boardView()->mapTo(window.get(), window->boardView()->holeCentre(0).toPoint()); };
    for (std::uint64_t i = 0; i + 1 < solved.solution->length(); ++i) {
        clickHole(*window, solved.solution->moveAt(i).from);
    }
    QApplication::processEvents();
    const QRect before = boardRect();
    const QPoint holeBefore = firstHole();
    clickHole(*window, solved.solution->moveAt(solved.solution->length() - 1).from);
    QVERIFY(window->model()->game().isWon());
    QTRY_VERIFY(window->banner()->isPresented() && window->banner()->isVisible());
    QVERIFY(layOut(window.get())); // any layout the banner could cause
    QCOMPARE(boardRect(), before);
    QCOMPARE(firstHole(), holeBefore);
    const QString panel = window->sidePanel()->verdictText();
    QVERIFY2(!panel.contains(window->banner()->title()), qPrintable(panel));
    QVERIFY2(!panel.contains(window->banner()->detail()), qPrintable(panel));
}

// classic:1000 in the solution player: the board is readable (pegs of 20
// pixels at least), Esc closes the player even from the timeline slider the
// player dragged, and closing scrolls back to the game's empty hole.
void TruthTest::longSolutionPlayerLeavesByEscAndReturnsToTheGame()
{
    auto window = openWindow("classic:1000", Shown::Active);
    const QSize before = window->size();
    QTest::keySequence(window->boardView(), action(*window, "watchFromStart")->shortcut());
    QTRY_VERIFY_WITH_TIMEOUT(window->player()->isReady(), kReadyMs);
    window->player()->pause();
    QApplication::processEvents();
    QCOMPARE(window->size().width(), before.width()); // the player's bar does not widen the window
    BoardView* view = window->boardView();
    QVERIFY2(2 * view->boardGeometry().pegRadius() >= 20, qPrintable(QString::number(view->boardGeometry().pegRadius())));
    auto* viewport = view->parentWidget();
    const auto inView = [&](int hole) {
        return viewport->rect().contains(view->mapTo(viewport, view->holeCentre(hole).toPoint()));
    };
    // The overview strip shows the whole row; a click on it goes there.
    auto* strip = window->findChild<OverviewStrip*>(QStringLiteral("overviewStrip"));
    QVERIFY(strip);
    QTRY_VERIFY(strip->isVisible());
    const QPoint farRight(strip->width() - 2, strip->height() / 2); // the row's far end
    QTest::mouseClick(strip, Qt::LeftButton, {}, farRight);
    QTRY_VERIFY(inView(view->boardGeometry().holeCount() - 1)); // the last hole is in view
    const QPoint middle(strip->width() / 3, strip->height() / 2);
    QTest::mouseClick(strip, Qt::LeftButton, {}, middle);
    QTRY_VERIFY(strip->visibleFrame().contains(QPointF(middle))); // the frame moved to the click
    QVERIFY(!inView(view->boardGeometry().holeCount() - 1));
    // Zooming keeps the current move (where the empty hole is) in view.
    window->player()->seek(window->player()->length() / 2);
    QTRY_VERIFY(inView(view->position().findEmpty()));
    action(*window, "zoomIn")->trigger();
    QTRY_VERIFY(inView(view->position().findEmpty()));
    action(*window, "zoomOut")->trigger();
    action(*window, "zoomOut")->trigger();
    QTRY_VERIFY(inView(view->position().findEmpty()));
    auto* slider = window->findChild<QSlider*>(QStringLiteral("timelineSlider"));
    QVERIFY(slider);
    slider->setFocus();
    QTest::keyClick(slider, Qt::Key_End); // the slider dragged to the end: the board shows the far side
    QTRY_VERIFY(window->player()->playhead() == window->player()->length());
    QVERIFY(slider->hasFocus());
    QTest::keyClick(slider, Qt::Key_Escape);
    QTRY_VERIFY(!window->player()->isWatching());
    // The game's empty hole is in view again.
    QTRY_VERIFY(inView(window->model()->position().findEmpty()));
}

QTEST_MAIN(TruthTest)
#include "tst_truth.moc"

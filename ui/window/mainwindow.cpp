#include "mainwindow.h"

// The window's parts, a file each: its menus and tool bar
// (mainwindow_menus.cpp), the wiring of the game's models to the views
// (mainwindow_wiring.cpp), the session kept between runs and the panel's
// place (mainwindow_session.cpp), choosing boards (mainwindow_boards.cpp) and
// files (mainwindow_files.cpp). Here: building the window, closing it, and
// following the game (the moves, the title, the banner, the records).
#include "background/backgroundwork.h"
#include "board/banner.h"
#include "board/boardview.h"
#include "focuskeeper.h"
#include "look/focusstyle.h"
#include "panels/sidepanel.h"
#include "play/gamemodel.h"
#include "play/dailychallenges.h"
#include "play/movekinds.h"
#include "play/playcontroller.h"
#include "play/recordbook.h"
#include "play/unfinishedgames.h"
#include "look/verdictstyle.h"
#include "solutions/solutionplayer.h"
#include "sharing.h"
#include "statespace/statespacecontroller.h"
#include "look/theme.h"
#include "tutorial/tutorial.h"
#include "words/recordtexts.h"
#include "words/texts.h"

#include <QCloseEvent>
#include <QFileInfo>
#include <QLabel>
#include <QStatusBar>
#include <QTimer>

// Q_INIT_RESOURCE must be used outside any namespace; the resources live in
// a static library, so nothing else would pull them in.
static void initLeapfrogResources() { Q_INIT_RESOURCE(leapfrog); }

namespace leapfrog::ui {

namespace {

// The smallest window in which the board, the tool bar and the status bar's
// moves still show (the panel scrolls): below it they would be cut.
constexpr QSize kSmallestWindow(480, 360);

} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , model_(new GameModel(this))
    , view_(new BoardView)
    , play_(new PlayController(model_, view_, this))
    , player_(new SolutionPlayer(model_, view_, play_, this))
    , stateSpace_(new StateSpaceController(model_, play_, this))
    , records_(new RecordBook(this))
    , sharing_(new Sharing(model_, player_, this))
{
    initLeapfrogResources();
    installFocusStyle();
    // After the style: setting a style resets the palette, and the desktop's
    // palette is read as the style leaves it.
    themes_ = std::make_unique<ThemeKeeper>();
    setWindowIcon(QIcon(QStringLiteral(":/leapfrog.svg")));
    auto* area = new BoardArea(view_, this);
    area->setObjectName(QStringLiteral("boardArea"));
    setCentralWidget(area);
    setMinimumSize(kSmallestWindow);

    createGameMenu();
    createVariantMenu();
    createSizeMenu();
    createViewMenu();
    createToolsMenu();
    createHelpMenu();
    createToolBar();
    createStatusBar();
    installPlayer();
    connectModel();
    createTutorial();
    // A control that goes with the keyboard (a card's button) leaves it to the board.
    new FocusKeeper(this, view_);
    // The board has the keyboard, unless the session's first start asks
    // "New to Leapfrog?": then its Start does, as a dialog's default button.
    view_->setFocus();
    restoreSession();
    // A records file that was damaged (and set aside) or unreadable: said
    // once, when the window is up, after the game main() may start (a new
    // game clears the board's messages).
    QTimer::singleShot(0, this, &MainWindow::tellRecordsProblem);
    QTimer::singleShot(0, this, &MainWindow::tellUnfinishedGames);
}

void MainWindow::tellRecordsProblem()
{
    if (records_->problem().isEmpty()) {
        return;
    }
    showProblem(records_->setAsidePath().isEmpty() ? tr("The records could not be read")
                                                   : tr("The records were set aside"),
                records_->problem());
    records_->clearProblem();
}

MainWindow::~MainWindow()
{
    saveSession();
    // The desktop's palette back while every widget is still whole.
    themes_.reset();
}

Banner* MainWindow::banner() const { return findChild<BoardArea*>()->banner(); }

void MainWindow::closeEvent(QCloseEvent* event)
{
    play_->stop();
    if (!maySetAsideChanges()) {
        event->ignore();
        return;
    }
    tutorial_->abandon(); // the player's game is the one kept, not the tutorial's
    saveSession();
    event->accept();
}

// ---- following the game -----------------------------------------------------

QString MainWindow::movesText() const { return movesLabel_->text(); }

void MainWindow::onGameChanged()
{
    const auto minimum = model_->minimum();
    const int made = model_->game().movesMade();
    // A challenge's minimum is its par.
    const QString target = model_->variant().isStartedElsewhere() ? tr("Moves: %1 / par %2") : tr("Moves: %1 / minimum %2");
    movesLabel_->setText(minimum ? target.arg(countText(made), countText(*minimum)) : tr("Moves: %1").arg(countText(made)));
    // "[*]" is where Qt puts the mark of unsaved changes (setWindowModified).
    QString title = gameTitle(model_->variant()) + QStringLiteral(" — Leapfrog");
    if (!model_->file().isEmpty()) {
        title = QFileInfo(model_->file()).fileName() + QStringLiteral("[*] — ") + title;
    }
    setWindowTitle(title);
    setWindowModified(model_->isModified());
    analysingLabel_->setVisible(model_->analysis() == Analysis::Pending);
    updateBanner();
    // The game in progress survives a crash or a closed window.
    keepUnfinished();
}

// Looking back at a move: the board is the past, marked so by the banner;
// back in the game, the game's own banner (solved, stuck) returns.
void MainWindow::showReview(std::optional<std::size_t> index)
{
    panel_->showReview(index);
    if (index) {
        banner()->present(Banner::Tone::Neutral, QIcon(QStringLiteral(":/icons/back.svg")),
                          tr("Looking back at move %1 of %2").arg(*index + 1).arg(model_->records().size()),
                          tr("The board as it was; it cannot be played. Esc returns to your game."),
                          {backToGameAction_});
        shownEnding_ = Ending::Review;
        return;
    }
    if (shownEnding_ == Ending::Review) {
        banner()->dismiss();
        shownEnding_ = Ending::None;
    }
    updateBanner();
    view_->setFocus();
}

void MainWindow::recordSolve(bool again)
{
    if (tutorial_ && tutorial_->isRunning()) {
        return; // a guided game is a lesson, not a record
    }
    SolveResult result;
    result.spec = model_->variant().spec();
    result.moves = model_->game().movesMade();
    result.minimum = model_->minimum();
    result.hints = model_->hintsUsed();
    result.solutionShown = model_->solutionShown(); // set by every way a solution is shown
    seenWhenWon_ = result.solutionShown;
    result.when = QDateTime::currentDateTimeUtc();
    result.milliseconds = model_->elapsedMs();
    std::vector<Category> categories;
    for (const MoveRecord& record : model_->records()) {
        categories.push_back(record.category);
    }
    if (const std::optional<MoveKinds> kinds = countKinds(categories)) {
        result.slides = kinds->slides;
        result.jumps = kinds->jumps;
    }
    records_->refresh(); // another window's results count as this one's
    const SizeRecord* known = records_->find(result.spec);
    const std::optional<SolveResult> before = known ? std::optional(known->best) : std::nullopt;
    const RecordBook::Standing standing = records_->add(result, !again);
    // Nothing is said recorded that the file does not hold.
    standing_ = records_->wasWritten() ? standingSentence(standing, result, before) : resultNotRecordedSentence(result);
}

void MainWindow::updateBanner()
{
    if (play_->reviewed()) {
        return; // the board shows the past, and says so
    }
    if (player_->isWatching()) {
        return; // the board shows the solution, not the game
    }
    const Game& game = model_->game();
    Banner* board = banner();
    if (!game.isWon()) {
        seenWhenWon_.reset();
    }
    const bool seen = seenWhenWon_.value_or(model_->solutionShown());
    if (game.isWon()) {
        Outcome outcome = outcomeOf(game, model_->minimum(), seen, model_->hintsUsed());
        if (model_->variant().isStartedElsewhere() && dailyChallengeDate(model_->variant().spec())) {
            outcome.title = dailyWinTitle(outcome.title); // the day's puzzle, said so when it is won
        }
        if (!standing_.isEmpty()) {
            outcome.detail += QLatin1Char(' ') + standing_;
        }
        if (shownEnding_ != Ending::Won || board->title() != outcome.title || board->detail() != outcome.detail) {
            const QIcon icon(outcome.optimal ? QStringLiteral(":/icons/optimal.svg")
                                             : outcome.ownSolve ? QStringLiteral(":/icons/proper.svg")
                                                                : QStringLiteral(":/icons/info.svg"));
            // A new game of a challenge would be the same position again.
            QList<QAction*> actions{model_->variant().isStartedElsewhere() ? newChallengeAction_ : newAction_};
            if (!outcome.optimal && !seen) { // a restart would not unsee the solution
                actions.prepend(restartAction_);
            }
            board->present(outcome.optimal ? Banner::Tone::Success : Banner::Tone::Neutral, icon, outcome.title,
                           outcome.detail, actions);
        }
        shownEnding_ = Ending::Won;
    } else if (game.isStuck()) {
        if (shownEnding_ != Ending::Stuck) {
            board->present(Banner::Tone::Warning, flagIcon(Flag::Improper), tr("Stuck: no peg can move"),
                           tr("Under the strict rules pegs can block each other. Undo a move or two and try "
                              "another way."),
                           {undoAction_});
        }
        shownEnding_ = Ending::Stuck;
    } else {
        if (shownEnding_ != Ending::None) {
            board->dismiss();
        }
        shownEnding_ = Ending::None;
    }
    if (!game.isWon()) {
        standing_.clear(); // it spoke of an arrival that has been undone
    }
}

void MainWindow::showProblem(const QString& title, const QString& detail)
{
    banner()->present(Banner::Tone::Warning, flagIcon(Flag::Improper), title, detail);
    shownEnding_ = Ending::None;
    statusBar()->showMessage(title + QStringLiteral(": ") + detail, kStatusMessageMs);
}

} // namespace leapfrog::ui

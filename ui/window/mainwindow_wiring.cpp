#include "mainwindow.h"

// The main window's wiring of the game's models to its views: the actions
// that follow the game, the status bar's messages, the tutorial, and the
// solution player's bar and panel in the board's and the side panel's places.
#include "board/banner.h"
#include "board/boardview.h"
#include "panels/sidepanel.h"
#include "play/gamemodel.h"
#include "play/playcontroller.h"
#include "play/recordbook.h"
#include "play/solvability.h"
#include "solutions/playerbar.h"
#include "solutions/solutionpanel.h"
#include "solutions/solutionplayer.h"
#include "settings/settings.h"
#include "tutorial/tutorial.h"
#include "tutorial/tutorialcard.h"
#include "words/filetexts.h"
#include "words/texts.h"

#include <QDockWidget>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <memory>
#include <optional>
#include <utility>

namespace leapfrog::ui {

void MainWindow::connectModel()
{
    connect(model_, &GameModel::undoAvailable, this, &MainWindow::followUndo);
    connect(model_, &GameModel::changed, this, &MainWindow::followUndo);
    connect(model_, &GameModel::redoAvailable, redoAction_, &QAction::setEnabled);
    connect(model_, &GameModel::restartAvailable, restartAction_, &QAction::setEnabled);
    followLookBack();
    followHelp();
    dropStaleMessages();
    connect(model_, &GameModel::goalReached, this, &MainWindow::recordSolve);
    connect(model_, &GameModel::changed, this, &MainWindow::onGameChanged);
    connect(model_, &GameModel::reset, this, &MainWindow::syncChoices);
    // A new board (New, a size, a variant, a game ID, a challenge, a file)
    // has the keyboard, whatever had it before (a menu, the move list): the
    // arrow keys play on it at once.
    connect(model_, &GameModel::reset, view_, [this] { view_->setFocus(Qt::OtherFocusReason); });
    connect(records_, &RecordBook::writeFailed, this,
            [this](const QString& problem) { showProblem(tr("The records were not saved"), problem); });
    // A choice that did not reach the settings file (a full disk, a read-only
    // folder) still holds in this window; the file keeps what it held.
    connect(&SettingsNotice::instance(), &SettingsNotice::notWritten, this, [this](const WriteFailure& failure) {
        statusBar()->showMessage(tr("Your settings were not saved: %1.").arg(unwrittenText(failure)), kStatusMessageMs);
    });
    // A problem shown over the board (a file that would not open) stays until
    // the game moves on.
    const auto dismissProblem = [this] {
        if (shownEnding_ == Ending::None) {
            banner()->dismiss();
        }
    };
    connect(model_, &GameModel::moved, this, dismissProblem);
    connect(model_, &GameModel::reset, this, dismissProblem);
    connect(model_, &GameModel::analysisChanged, this,
            [this] { analysingLabel_->setVisible(model_->analysis() == Analysis::Pending); });
}

// Hint and Play solution follow the model, with the reason in their tooltips
// when they do not apply; Watch from the start only needs a board that can be
// solved.
void MainWindow::followHelp()
{
    const auto follow = [this] {
        const QString refusal = model_->helpRefusal();
        const bool solvable = !model_->unsolvable();
        hintAction_->setEnabled(refusal.isEmpty());
        solveAction_->setEnabled(refusal.isEmpty());
        watchAction_->setEnabled(solvable);
        for (QAction* help : {hintAction_, solveAction_, watchAction_}) {
            const QString plain = help->property("plainToolTip").toString();
            help->setToolTip(help->isEnabled() ? plain : plain + QStringLiteral(": ") + (solvable ? refusal : unsolvableSentence()));
            help->setStatusTip(help->isEnabled() ? QString() : (solvable ? refusal : unsolvableSentence()));
        }
    };
    for (QAction* help : {hintAction_, solveAction_, watchAction_}) {
        help->setProperty("plainToolTip", help->toolTip());
    }
    connect(model_, &GameModel::helpAvailable, this, follow);
    connect(model_, &GameModel::changed, this, follow);
    connect(model_, &GameModel::analysisChanged, this, follow);
}

// Looking back needs moves; comparing needs a move that left every optimal
// solution by exact verdicts, and a board that can be solved.
void MainWindow::followLookBack()
{
    const auto follow = [this] {
        replayAction_->setEnabled(!model_->records().empty());
        compareAction_->setEnabled(player_->canCompare() && !model_->unsolvable());
        compareAction_->setToolTip(compareAction_->isEnabled()
                                       ? tr("Compare with the best")
                                       : tr("Compare with the best: no move of this game has left every optimal "
                                            "solution (as far as its moves are judged exactly)."));
    };
    connect(model_, &GameModel::changed, this, follow);
    connect(model_, &GameModel::verdictsRefined, this, follow);
    connect(model_, &GameModel::analysisChanged, this, follow);
}

// A status message is about the game as it was: once the game changes, the
// one shown before the change goes (one shown because of the change is newer,
// and stays its time).
void MainWindow::dropStaleMessages()
{
    connect(statusBar(), &QStatusBar::messageChanged, this, [this] { ++statusMessages_; });
    // (The game's moves and new boards only: a verdict or an analysis that
    // arrives later does not make "Opened game.json." untrue.)
    const auto dropStaleMessage = [this] {
        if (!statusBar()->currentMessage().isEmpty()) {
            QTimer::singleShot(0, this, [this, shown = statusMessages_] {
                if (statusMessages_ == shown) {
                    statusBar()->clearMessage();
                }
            });
        }
    };
    connect(model_, &GameModel::moved, this, dropStaleMessage);
    connect(model_, &GameModel::reset, this, dropStaleMessage);
}

void MainWindow::createTutorial()
{
    auto* area = findChild<BoardArea*>();
    auto* card = new TutorialCard(area);
    area->keepBoardAbove(card);
    tutorial_ = new Tutorial(model_, play_, view_, card, this);
    connect(tutorialAction_, &QAction::triggered, this, &MainWindow::startTutorial);
    // The card's buttons take no focus, but a click on them lands the keyboard back on the board.
    connect(tutorial_, &Tutorial::stepChanged, view_, [this] { view_->setFocus(); });
    connect(tutorial_, &Tutorial::stepChanged, this, &MainWindow::followUndo);
    connect(tutorial_, &Tutorial::ended, this, &MainWindow::followUndo);
    connect(tutorial_, &Tutorial::ended, this, [this] {
        view_->setFocus();
        statusBar()->showMessage(tr("Back to your game."), kStatusMessageMs);
    });
}

// Undo follows the model: within the game, or back to the game it replaced.
// In the lesson only within the game: at a step's first move there is
// nothing of the lesson to take back, and going back to the game it replaced
// would leave the lesson.
void MainWindow::followUndo()
{
    const bool withinGame = model_->game().canUndo();
    const bool lesson = tutorial_ && tutorial_->isOnLessonBoard();
    undoAction_->setEnabled(withinGame || (!lesson && model_->undoReturnsToEarlierGame()));
}

void MainWindow::startTutorial()
{
    play_->stop();
    if (player_->isWatching()) {
        player_->close(); // the tutorial plays on the board, not on a solution
    }
    tutorial_->start();
}

// The solution player's bar goes under the board and its panel takes the
// side panel's place while a solution is watched.
void MainWindow::installPlayer()
{
    auto* board = takeCentralWidget();
    auto* central = new QWidget(this);
    auto* column = new QVBoxLayout(central);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(0);
    playerBar_ = new PlayerBar(player_, central);
    playerBar_->hide();
    column->addWidget(board, 1);
    column->addWidget(playerBar_);
    setCentralWidget(central);

    auto* dock = findChild<QDockWidget*>(QStringLiteral("sidePanelDock"));
    QStackedWidget* pages = createPanelPages(dock);
    connect(player_, &SolutionPlayer::watchingChanged, this, [this, dock, pages](bool watching) {
        playerBar_->setVisible(watching);
        dock->setWindowTitle(!watching ? tr("Moves and verdicts") : player_->isReplay() ? tr("Your game") : tr("Solution"));
        pages->setCurrentWidget(watching ? static_cast<QWidget*>(solutionPanel_) : panel_);
        if (watching) {
            banner()->dismiss();
            shownEnding_ = Ending::None;
            // "Back to your game." and the game's notes are about what the board no longer shows.
            statusBar()->clearMessage();
        } else {
            updateBanner();
        }
        view_->setFocus();
    });
    fitPanelWidth(pages);
    addClosePlayerKey();
    const auto say = [this](const QString& text) { statusBar()->showMessage(text, kStatusMessageMs); };
    connect(player_, &SolutionPlayer::message, this, say);
    connect(playerBar_, &PlayerBar::message, this, say);
}

// The side panel and the solution's panel as two pages of the dock, in a
// scroll area.
QStackedWidget* MainWindow::createPanelPages(QDockWidget* dock)
{
    auto* pages = new QStackedWidget(dock);
    solutionPanel_ = new SolutionPanel(player_, pages);
    pages->addWidget(panel_);
    pages->addWidget(solutionPanel_);
    // In a scroll area: on a short window (the panel under the board) the
    // panel scrolls rather than push the board out of sight.
    auto* scroller = new QScrollArea(dock);
    scroller->setObjectName(QStringLiteral("panelScroller"));
    scroller->setWidget(pages);
    scroller->setWidgetResizable(true);
    scroller->setFrameShape(QFrame::NoFrame);
    scroller->setFocusPolicy(Qt::NoFocus); // Tab goes to the panel's controls, never to an unseen stop
    scroller->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // At its narrowest the panel leaves room for the scroll bar a tall card
    // brings, so that the bar never covers the panel's right edge.
    scroller->setMinimumWidth(PanelPlace::kLeastWidth);
    const int least = PanelPlace::kLeastWidth - scroller->verticalScrollBar()->sizeHint().width();
    panel_->setMinimumWidth(least);
    // The pages are as wide as the view, never as their widest words: a
    // page's least width (the solution's heading, a table's columns) would
    // lay the panel out wider than the dock, past its right edge, and the
    // stack keeps its pages' widest least width after the solution closes.
    // So the pages ignore their least width and have the panel's, and each
    // page's words wrap and its tables elide within it.
    pages->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    pages->setMinimumWidth(least);
    dock->setWidget(scroller);
    // Each page opens at its top: the solution's page opened where the
    // game's had been scrolled to, its heading out of sight.
    connect(pages, &QStackedWidget::currentChanged, scroller,
            [scroller] { scroller->verticalScrollBar()->setValue(0); });
    return pages;
}

// The dock is never narrower than the page it shows needs (the solution's
// list with its "By" column, a long word): the page shown sets the least
// width of the pages and of the scroll area, so the dock holds it whole;
// the page hidden asks for nothing.
void MainWindow::fitPanelWidth(QStackedWidget* pages)
{
    auto* scroller = findChild<QScrollArea*>(QStringLiteral("panelScroller"));
    const int least = panel_->minimumWidth();
    const auto fit = [this, pages, scroller, least] {
        // The game's page wraps its words at the panel's least width (as it
        // opens); only the solution's page may need more.
        const int needed = pages->currentWidget() == panel_
                               ? least
                               : std::max(least, pages->currentWidget()->minimumSizeHint().width());
        pages->setMinimumWidth(needed);
        scroller->setMinimumWidth(needed + scroller->verticalScrollBar()->sizeHint().width());
    };
    connect(pages, &QStackedWidget::currentChanged, this, fit);
    // The solution's page may widen the dock; back in the game the dock
    // returns to the width it had before, so that the board gets its room
    // back (the dock kept the solution's width, the board smaller than before).
    auto* dock = findChild<QDockWidget*>(QStringLiteral("sidePanelDock"));
    auto widthBefore = std::make_shared<std::optional<int>>();
    connect(pages, &QStackedWidget::currentChanged, this, [this, pages, dock, widthBefore] {
        if (pages->currentWidget() != panel_) {
            if (!*widthBefore) {
                *widthBefore = dock->width();
            }
            return;
        }
        if (const std::optional<int> width = std::exchange(*widthBefore, std::nullopt)) {
            QTimer::singleShot(0, dock, [this, dock, width = *width] {
                const Qt::DockWidgetArea area = dockWidgetArea(dock);
                if (dock->isFloating()) {
                    dock->resize(width, dock->height());
                } else if (area == Qt::LeftDockWidgetArea || area == Qt::RightDockWidgetArea) {
                    resizeDocks({dock}, {width}, Qt::Horizontal);
                }
            });
        }
    });
    connect(player_, &SolutionPlayer::solutionChanged, pages, [pages, fit] { QTimer::singleShot(0, pages, fit); });
    connect(player_, &SolutionPlayer::phaseChanged, pages, [pages, fit] { QTimer::singleShot(0, pages, fit); });
}

// Esc leaves the solution from wherever the keyboard is in the window (the
// timeline slider or the pace keep it otherwise); only while one is watched,
// so that Esc still cancels a choice on the board in play.
void MainWindow::addClosePlayerKey()
{
    auto* closePlayer = new QAction(tr("Close the solution"), this);
    closePlayer->setObjectName(QStringLiteral("closePlayerKey"));
    closePlayer->setShortcut(QKeySequence(Qt::Key_Escape));
    closePlayer->setShortcutContext(Qt::WindowShortcut);
    closePlayer->setEnabled(false);
    QWidget::addAction(closePlayer);
    connect(closePlayer, &QAction::triggered, player_, &SolutionPlayer::close);
    connect(player_, &SolutionPlayer::watchingChanged, closePlayer, &QAction::setEnabled);
}

void MainWindow::undoOrGoBack()
{
    play_->stop();
    const bool leaving = model_->undoReturnsToEarlierGame();
    if (model_->undo() && leaving) {
        const int made = model_->game().movesMade();
        const QString title = variantTitle(model_->variant());
        statusBar()->showMessage(tr("Back to the game you left: %1, %Ln move(s) in.", nullptr, made).arg(title),
                                 kStatusMessageMs);
    }
}

void MainWindow::redoOrGoForward()
{
    play_->stop();
    const bool leaving = model_->redoGoesToLaterGame();
    if (model_->redo() && leaving) {
        statusBar()->showMessage(tr("On to the next game again: %1.").arg(variantTitle(model_->variant())),
                                 kStatusMessageMs);
    }
}

} // namespace leapfrog::ui

#include "mainwindow.h"

// The main window's menus, tool bar and status bar, and the windows the Help
// and Tools menus open.
#include "board/boardview.h"
#include "dialogs/howtoplay.h"
#include "dialogs/statisticsdialog.h"
#include "families/families.h"
#include "investigate/investigationwindow.h"
#include "keeponscreen.h"
#include "languagemenu.h"
#include "menuaction.h"
#include "look/inkicon.h"
#include "look/mutedtext.h"
#include "panels/sidepanel.h"
#include "play/gamemodel.h"
#include "play/playcontroller.h"
#include "play/unfinishedgames.h"
#include "words/texts.h"
#include "model/errors.h"
#include "files/savefile.h"
#include "solutions/solutionplayer.h"
#include "recentfiles.h"
#include "sharing.h"
#include "sizemenu.h"
#include "statespace/statespacecontroller.h"
#include "words/gameid.h"

#include <QAbstractButton>
#include <QActionGroup>
#include <QDateTime>
#include <QDialog>
#include <QLocale>
#include <QApplication>
#include <QClipboard>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QShortcut>
#include <QFontMetrics>
#include <QStatusBar>
#include <QToolBar>

namespace leapfrog::ui {

QAction* MainWindow::addAction(QMenu* menu, const QString& name, const QString& text, const QString& icon,
                               const QList<QKeySequence>& shortcuts)
{
    return addMenuAction(this, menu, name, text, icon, shortcuts);
}

void MainWindow::createGameMenu()
{
    QMenu* menu = menuBar()->addMenu(tr("&Game"));
    addPlayActions(menu);
    menu->addSeparator();
    addGameIdActions(menu);
    menu->addSeparator();
    statisticsAction_ = addAction(menu, QStringLiteral("statistics"), tr("St&atistics..."), {});
    connect(statisticsAction_, &QAction::triggered, this, &MainWindow::showStatistics);
    menu->addSeparator();
    addFileActions(menu);
}

// New, restart, undo and redo; the help a game can have, and looking back at it.
void MainWindow::addPlayActions(QMenu* menu)
{
    newAction_ = addAction(menu, QStringLiteral("newGame"), tr("&New game"), QStringLiteral("new"), {QKeySequence::New});
    restartAction_ = addAction(menu, QStringLiteral("restart"), tr("Res&tart"), QStringLiteral("restart"),
                               {QKeySequence(Qt::CTRL | Qt::Key_R)});
    menu->addSeparator();
    undoAction_ = addAction(menu, QStringLiteral("undo"), tr("&Undo"), QStringLiteral("undo"), {QKeySequence::Undo});
    redoAction_ = addAction(menu, QStringLiteral("redo"), tr("Re&do"), QStringLiteral("redo"),
                            {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    menu->addSeparator();
    hintAction_ = addAction(menu, QStringLiteral("hint"), tr("&Hint"), QStringLiteral("hint"), {QKeySequence(Qt::Key_H)});
    solveAction_ = addAction(menu, QStringLiteral("playSolution"), tr("&Play solution"), QStringLiteral("solve"),
                             {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H)});
    watchAction_ = addAction(menu, QStringLiteral("watchFromStart"), tr("&Watch a solution from the start"),
                             QStringLiteral("watch"), {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W)});
    compareAction_ = addAction(menu, QStringLiteral("compareWithBest"), tr("&Compare with the best"),
                               QStringLiteral("solve"), {});
    compareAction_->setStatusTip(tr("Where your game first left every optimal solution, what it cost, and an "
                                    "optimal finish from just before it."));
    replayAction_ = addAction(menu, QStringLiteral("replayGame"), tr("Replay &my game"), QStringLiteral("play"), {});
    replayAction_->setStatusTip(tr("Your own moves again from the start, each with its verdict."));

    connect(newAction_, &QAction::triggered, this, [this] { newGame(model_->variant()); });
    connect(restartAction_, &QAction::triggered, this, [this] {
        play_->stop();
        model_->restart();
    });
    connect(undoAction_, &QAction::triggered, this, &MainWindow::undoOrGoBack);
    connect(redoAction_, &QAction::triggered, this, &MainWindow::redoOrGoForward);
    // While a solution is watched its next move is marked on the board; Hint makes it.
    connect(hintAction_, &QAction::triggered, this, [this] {
        if (player_->isWatching()) {
            player_->stepForward();
        } else {
            play_->showHint();
        }
    });
    connect(solveAction_, &QAction::triggered, player_, &SolutionPlayer::playFromHere);
    connect(watchAction_, &QAction::triggered, player_, &SolutionPlayer::watchFromStart);
    connect(compareAction_, &QAction::triggered, player_, &SolutionPlayer::compareWithTheBest);
    connect(replayAction_, &QAction::triggered, player_, &SolutionPlayer::replayGame);
}

// A challenge, and a game's ID to give away or to enter.
void MainWindow::addGameIdActions(QMenu* menu)
{
    QAction* challenge = addAction(menu, QStringLiteral("challenge"), tr("Cha&llenge..."), {});
    challenge->setStatusTip(tr("A position of a row to take to the goal in the fewest moves, with its exact par."));
    QAction* copyId = addAction(menu, QStringLiteral("copyGameId"), tr("Copy &game ID"), {});
    copyId->setStatusTip(tr("Copies the name of this game's board and start, to give to someone else."));
    QAction* enterId = addAction(menu, QStringLiteral("enterGameId"), tr("&Enter game ID..."), {});
    connect(challenge, &QAction::triggered, this, &MainWindow::chooseChallenge);
    newChallengeAction_ = new QAction(inkIcon(QStringLiteral("new")), tr("New challenge"), this);
    newChallengeAction_->setObjectName(QStringLiteral("newChallenge"));
    newChallengeAction_->setToolTip(tr("Another challenge on this board, with a position of its own."));
    connect(newChallengeAction_, &QAction::triggered, this, &MainWindow::newChallenge);
    connect(copyId, &QAction::triggered, this, [this] {
        QGuiApplication::clipboard()->setText(gameIdOf(model_->variant()));
        statusBar()->showMessage(tr("Copied the game ID %1.").arg(gameIdOf(model_->variant())), kStatusMessageMs);
    });
    connect(enterId, &QAction::triggered, this, &MainWindow::enterGameId);
}

// Open, the recent files, save, sharing the game, and quitting.
void MainWindow::addFileActions(QMenu* menu)
{
    openAction_ = addAction(menu, QStringLiteral("open"), tr("&Open..."), QStringLiteral("open"), {QKeySequence::Open});
    recent_ = new RecentFiles(menu->addMenu(tr("Open &recent")), this);
    connect(recent_, &RecentFiles::chosen, this, &MainWindow::openFile);
    connect(recent_, &RecentFiles::gone, this, [this](const QString& path) {
        showProblem(tr("Could not open %1").arg(QFileInfo(path).fileName()),
                    tr("The file is no longer at %1: it was moved or deleted. It has been taken off the list.")
                        .arg(QFileInfo(path).path()));
    });
    saveAction_ = addAction(menu, QStringLiteral("save"), tr("&Save..."), QStringLiteral("save"), {QKeySequence::Save});
    addUnfinishedGamesMenu(menu);
    menu->addSeparator();
    sharing_->addGameActions(menu);
    connect(sharing_, &Sharing::said, this, [this](const QString& text) { statusBar()->showMessage(text, kStatusMessageMs); });
    menu->addSeparator();
    quitAction_ = addAction(menu, QStringLiteral("quit"), tr("&Quit"), QStringLiteral("quit"), {QKeySequence::Quit});
    connect(openAction_, &QAction::triggered, this, &MainWindow::openWithDialog);
    connect(saveAction_, &QAction::triggered, this, &MainWindow::saveWithDialog);
    connect(quitAction_, &QAction::triggered, this, &QWidget::close);
}

namespace {

// An entry of Game > Unfinished games: "Classic, 2 a side (classic:2): 1 move, 28/11/2026 04:59".
QString unfinishedGameText(const QByteArray& json, const QDateTime& when)
{
    try {
        const SavedGame saved = gameFromJson(json);
        return MainWindow::tr("%1: %n move(s), %2", nullptr, saved.game.movesMade())
            .arg(variantTitle(saved.game.variant()) + QStringLiteral(" (")
                     + QString::fromStdString(saved.game.variant().spec()) + QLatin1Char(')'),
                 QLocale().toString(when, QLocale::ShortFormat));
    } catch (const InputError&) {
        return MainWindow::tr("A game that can no longer be read");
    }
}

} // namespace

// Game > Unfinished games: the games other windows left (and no open window
// holds), newest first, listed afresh each time the menu opens.
void MainWindow::addUnfinishedGamesMenu(QMenu* menu)
{
    QMenu* games = menu->addMenu(tr("Un&finished games"));
    games->setObjectName(QStringLiteral("unfinishedGamesMenu"));
    connect(games, &QMenu::aboutToShow, this, [this, games] {
        games->clear();
        for (const UnfinishedGames::Offered& offered : unfinished_->offered()) {
            QAction* action = games->addAction(unfinishedGameText(offered.json, offered.when));
            connect(action, &QAction::triggered, this, [this, path = offered.path] { continueUnfinished(path); });
        }
        if (games->isEmpty()) {
            games->addAction(tr("None: every game is on a window"))->setEnabled(false);
        }
    });
}

void MainWindow::createVariantMenu()
{
    // Alt+V is View's, as in most programs (the fifth newcomer pressed it for View).
    QMenu* menu = menuBar()->addMenu(tr("Va&riant"));
    familyGroup_ = new QActionGroup(this);
    // One list with the refusal of an unknown board's name (families/families.h).
    for (const BoardFamily& entry : boardFamilies()) {
        if (entry.lineAbove) {
            menu->addSeparator();
        }
        const Family family = entry.family;
        QAction* action =
            addAction(menu, QStringLiteral("family%1").arg(static_cast<int>(family)), entry.menuText(), {});
        action->setCheckable(true);
        action->setData(static_cast<int>(family));
        familyGroup_->addAction(action);
        connect(action, &QAction::triggered, this, [this, family] { chooseFamily(family); });
    }
    menu->addSeparator();
    customPuzzleAction_ = addAction(menu, QStringLiteral("customPuzzle"), tr("C&ustom puzzle..."), {});
    customPuzzleAction_->setCheckable(true);
    familyGroup_->addAction(customPuzzleAction_);
    connect(customPuzzleAction_, &QAction::triggered, this, [this] {
        syncChoices(); // the check mark moves only if a puzzle is started
        const Variant& current = model_->variant();
        editCustomPuzzle(current.isCustom() ? current : preferences_.customPuzzleToOffer());
    });
}

void MainWindow::createSizeMenu()
{
    sizeMenu_ = new SizeMenu(menuBar()->addMenu(tr("&Size")));
    sizeMenu_->setRecordBook(records_);
    connect(sizeMenu_, &SizeMenu::presetChosen, this,
            [this](const QString& spec) { newGame(Variant::parse(spec.toStdString())); });
    connect(sizeMenu_, &SizeMenu::customChosen, this, &MainWindow::chooseCustomSize);
}

void MainWindow::createViewMenu()
{
    QMenu* menu = menuBar()->addMenu(tr("&View"));
    addViewToggles(menu);
    addSpeedMenu(menu);
    // Spoken from the next start (languagemenu.h).
    auto* languages = new LanguageMenu(menu->addMenu(tr("&Language")));
    connect(languages, &LanguageMenu::said, this,
            [this](const QString& text) { statusBar()->showMessage(text, kStatusMessageMs); });
    QAction* preferences = addAction(menu, QStringLiteral("preferences"), tr("&Preferences..."), {},
                                     {QKeySequence(Qt::CTRL | Qt::Key_Comma)});
    preferences->setMenuRole(QAction::PreferencesRole);
    preferences->setStatusTip(tr("The theme, the board's high contrast, the language and the view's options."));
    connect(preferences, &QAction::triggered, this, &MainWindow::showPreferences);
    menu->addSeparator();
    QAction* zoomIn = addAction(menu, QStringLiteral("zoomIn"), tr("Zoom &in"), {}, {QKeySequence::ZoomIn});
    QAction* zoomOut = addAction(menu, QStringLiteral("zoomOut"), tr("Zoom o&ut"), {}, {QKeySequence::ZoomOut});
    QAction* zoomFit = addAction(menu, QStringLiteral("zoomFit"), tr("&Fit the board"), {},
                                 {QKeySequence(Qt::CTRL | Qt::Key_0)});
    connect(zoomIn, &QAction::triggered, view_, &BoardView::zoomIn);
    connect(zoomOut, &QAction::triggered, view_, &BoardView::zoomOut);
    connect(zoomFit, &QAction::triggered, view_, &BoardView::zoomToFit);
    menu->addSeparator();
    QAction* stateSpace = addAction(menu, QStringLiteral("stateSpace"), tr("&State space..."), {},
                                    {QKeySequence(Qt::CTRL | Qt::Key_G)});
    stateSpace->setStatusTip(tr("Draws every position and every optimal solution: opening it counts as seeing the "
                                "solution for this game."));
    connect(stateSpace, &QAction::triggered, stateSpace_, &StateSpaceController::show);
    menu->addSeparator();
    createSidePanelDock(menu);
}

// The board's marks and the coach, each a preference kept at once.
void MainWindow::addViewToggles(QMenu* menu)
{
    goalMarksAction_ = addAction(menu, QStringLiteral("goalMarks"), tr("&Goal marks"), {});
    goalMarksAction_->setStatusTip(tr("Rings round the holes in the colour each must end with."));
    holeNumbersAction_ = addAction(menu, QStringLiteral("holeNumbers"), tr("Hole &numbers"), {});
    notationAction_ = addAction(menu, QStringLiteral("notation"), tr("N&otation letters"), {});
    coachAction_ = addAction(menu, QStringLiteral("coach"), tr("&Coach: warn before improper moves"), {});
    for (QAction* toggle : {goalMarksAction_, holeNumbersAction_, notationAction_, coachAction_}) {
        toggle->setCheckable(true);
        connect(toggle, &QAction::toggled, this, [this] {
            preferences_.goalMarks = goalMarksAction_->isChecked();
            preferences_.holeNumbers = holeNumbersAction_->isChecked();
            preferences_.notation = notationAction_->isChecked();
            preferences_.coach = coachAction_->isChecked();
            applyPreferences();
            savePreferences();
        });
    }
}

void MainWindow::addSpeedMenu(QMenu* menu)
{
    QMenu* speedMenu = menu->addMenu(tr("&Animation speed"));
    speedGroup_ = new QActionGroup(this);
    const std::pair<AnimationSpeed, QString> speeds[] = {
        {AnimationSpeed::Instant, tr("&Instant")},
        {AnimationSpeed::Fast, tr("&Fast")},
        {AnimationSpeed::Normal, tr("&Normal")},
        {AnimationSpeed::Slow, tr("&Slow")},
    };
    for (const auto& [speed, text] : speeds) {
        QAction* action = addAction(speedMenu, QStringLiteral("speed-") + speedName(speed), text, {});
        action->setCheckable(true);
        speedGroup_->addAction(action);
        connect(action, &QAction::triggered, this, [this, speed] {
            preferences_.speed = speed;
            applyPreferences();
            savePreferences();
        });
    }
}

// The moves and verdicts in a dock beside the board; View shows and hides it.
void MainWindow::createSidePanelDock(QMenu* menu)
{
    auto* dock = new QDockWidget(tr("Moves and verdicts"), this);
    dock->setObjectName(QStringLiteral("sidePanelDock"));
    dock->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable);
    panel_ = new SidePanel(model_, undoAction_, dock);
    panel_->setMinimumWidth(PanelPlace::kLeastWidth);
    dock->setWidget(panel_);
    addDockWidget(Qt::RightDockWidgetArea, dock);
    KeepOnScreen::watch(dock);
    menu->addAction(dock->toggleViewAction());
    // Its title bar's close button shows only a cross: say what it does and how to undo it.
    if (auto* close = dock->findChild<QAbstractButton*>(QStringLiteral("qt_dockwidget_closebutton"))) {
        close->setToolTip(tr("Hide this panel (the View menu shows it again)"));
    }
}

void MainWindow::createToolsMenu()
{
    QMenu* menu = menuBar()->addMenu(tr("&Tools"));
    menu->setObjectName(QStringLiteral("toolsMenu"));
    QAction* investigate = addAction(menu, QStringLiteral("investigate"), tr("&Investigate..."), {});
    investigate->setStatusTip(tr("The frogs-and-toads investigation: a table of boards that fills in as you solve "
                                 "them, with a chart of the pattern."));
    connect(investigate, &QAction::triggered, this, &MainWindow::showInvestigation);
    sharing_->addWorksheetAction(menu);
}

void MainWindow::createHelpMenu()
{
    QMenu* menu = menuBar()->addMenu(tr("&Help"));
    QAction* howTo = addAction(menu, QStringLiteral("howToPlay"), tr("&How to play"), QStringLiteral("help"),
                               {QKeySequence::HelpContents});
    tutorialAction_ = addAction(menu, QStringLiteral("tutorial"), tr("&Tutorial"), {});
    tutorialAction_->setStatusTip(tr("A short guided game: the moves, and a move that costs."));
    QAction* about = addAction(menu, QStringLiteral("about"), tr("&About Leapfrog"), {});
    QAction* aboutQt = addAction(menu, QStringLiteral("aboutQt"), tr("About &Qt"), {});
    connect(howTo, &QAction::triggered, this, &MainWindow::showHowToPlay);
    connect(about, &QAction::triggered, this, &MainWindow::showAbout);
    connect(aboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
}

void MainWindow::createToolBar()
{
    QToolBar* bar = addToolBar(tr("Game"));
    bar->setObjectName(QStringLiteral("gameToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    bar->setIconSize(QSize(22, 22));
    bar->addActions({newAction_, restartAction_});
    bar->addSeparator();
    bar->addActions({undoAction_, redoAction_});
    bar->addSeparator();
    bar->addActions({hintAction_, solveAction_});
}

void MainWindow::createStatusBar()
{
    analysingLabel_ = new QLabel(tr("Analysing…"), this);
    keepMuted(analysingLabel_);
    movesLabel_ = new QLabel(this);
    movesLabel_->setObjectName(QStringLiteral("movesLabel"));
    QFont bold = movesLabel_->font();
    bold.setBold(true);
    movesLabel_->setFont(bold);
    statusBar()->addPermanentWidget(analysingLabel_);
    statusBar()->addPermanentWidget(movesLabel_);
    // A message too long to share the bar with the count (a long status tip
    // in German or French at 1024 wide) has the bar to itself while it shows:
    // the count would cut it, and it is back the moment the message goes.
    connect(statusBar(), &QStatusBar::messageChanged, this, [this](const QString& message) {
        const QFontMetrics metrics = statusBar()->fontMetrics();
        int kept = movesLabel_->sizeHint().width() + 3 * metrics.height(); // the count, the bar's gaps and grip
        if (analysingLabel_->isVisible()) {
            kept += analysingLabel_->sizeHint().width();
        }
        const int room = statusBar()->contentsRect().width() - kept;
        movesLabel_->setVisible(message.isEmpty() || metrics.horizontalAdvance(message) <= room);
    });
    connect(play_, &PlayController::message, this,
            [this](const QString& text) { statusBar()->showMessage(text, kStatusMessageMs); });
    connect(play_, &PlayController::messageWithdrawn, this, [this](const QString& text) {
        if (!text.isEmpty() && statusBar()->currentMessage() == text) {
            statusBar()->clearMessage();
        }
    });
    connect(play_, &PlayController::hintChanged, panel_, &SidePanel::showHint);
    // One Esc puts a shown hint away (its card and its arrow) wherever the
    // keyboard is in the window: the board, the card's Why?, the move list.
    // One shortcut of the window while the hint shows, so that no other Esc
    // of the window (the card's own, once) made the first press ambiguous.
    auto* hintAway = new QShortcut(QKeySequence(Qt::Key_Escape), this, this, [this] {
        const bool fromPanel = panel_->isAncestorOf(QApplication::focusWidget());
        play_->putHintAway();
        if (fromPanel) {
            boardView()->setFocus(Qt::OtherFocusReason); // the card's Why? may go with the hint
        }
    });
    hintAway->setObjectName(QStringLiteral("hintAwayKey"));
    hintAway->setEnabled(false);
    connect(play_, &PlayController::hintChanged, hintAway,
            [hintAway](const QString& heading) { hintAway->setEnabled(!heading.isEmpty()); });
    connect(panel_, &SidePanel::reviewRequested, play_, &PlayController::review);
    connect(panel_, &SidePanel::cardLeftTheKeyboard, view_, [view = view_] { view->setFocus(Qt::OtherFocusReason); });
    backToGameAction_ = new QAction(inkIcon(QStringLiteral("back")), tr("Back to the game"), this);
    backToGameAction_->setObjectName(QStringLiteral("backToGame"));
    connect(backToGameAction_, &QAction::triggered, play_, [this] { play_->review(std::nullopt); });
    connect(play_, &PlayController::reviewChanged, this, &MainWindow::showReview);
}

// ---- the windows of the Help and Tools menus ------------------------------

void MainWindow::showInvestigation()
{
    if (!investigation_) {
        investigation_ = new InvestigationWindow(records_, this);
        connect(investigation_, &InvestigationWindow::playRequested, this, [this](const QString& spec) {
            newGame(Variant::parse(spec.toStdString()));
            raise();
            activateWindow();
        });
    }
    investigation_->show();
    investigation_->raise();
    investigation_->activateWindow();
}

void MainWindow::showHowToPlay()
{
    if (!howToPlay_) {
        howToPlay_ = new HowToPlayDialog(this);
        howToPlay_->setObjectName(QStringLiteral("howToPlay"));
        // Closed (Esc or Close), the keyboard comes back to where it was, or
        // the board: without a window manager that gives it back, nothing
        // would have it.
        connect(howToPlay_, &QDialog::finished, this, [this] {
            activateWindow();
            QWidget* back = keyboardBeforeHelp_ && keyboardBeforeHelp_->isVisible() && keyboardBeforeHelp_->isEnabled()
                                ? keyboardBeforeHelp_.data()
                                : boardView();
            back->setFocus(Qt::OtherFocusReason);
        });
    }
    if (!howToPlay_->isVisible()) {
        keyboardBeforeHelp_ = focusWidget();
    }
    howToPlay_->setVariant(model_->variant());
    howToPlay_->show();
    howToPlay_->raise();
    howToPlay_->activateWindow(); // the keyboard in the help, so that Esc closes it
}

void MainWindow::showStatistics()
{
    if (!statistics_) {
        statistics_ = new StatisticsDialog(records_, this);
        statistics_->setObjectName(QStringLiteral("statistics"));
    }
    statistics_->show();
    statistics_->raise();
    statistics_->activateWindow();
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Leapfrog"),
                       tr("<h3>Leapfrog %1</h3><p>The peg-jumping puzzles: frogs and toads, the shuttle puzzle, "
                          "Brainbuster, shifting checkers.</p><p>Play them, watch optimal solutions, and learn why "
                          "a move spoils optimality: every improper move is flagged with its reason, after "
                          "M. Yancey's analysis of the Bradley-Thomas algorithm.</p>")
                           .arg(QStringLiteral(LEAPFROG_VERSION)));
}

} // namespace leapfrog::ui

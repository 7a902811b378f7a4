#include "mainwindow.h"

#include "panels/inkicon.h"

#include "background/backgroundwork.h"
#include "board/banner.h"
#include "board/boardview.h"
#include "dialogs/challengedialog.h"
#include "dialogs/custompuzzledialog.h"
#include "dialogs/gameiddialog.h"
#include "dialogs/howtoplay.h"
#include "preferencesdialog.h"
#include "dialogs/sizedialog.h"
#include "dialogs/sizepresets.h"
#include "dialogs/statisticsdialog.h"
#include "files/savefile.h"
#include "investigate/investigationwindow.h"
#include "language/language.h"
#include "panels/labels.h"
#include "focusstyle.h"
#include "model/errors.h"
#include "panels/sidepanel.h"
#include "words/gameid.h"
#include "play/gamemodel.h"
#include "play/movekinds.h"
#include "play/playcontroller.h"
#include "play/recordbook.h"
#include "words/recordtexts.h"
#include "play/solvability.h"
#include "words/texts.h"
#include "play/verdictstyle.h"
#include "player/playerbar.h"
#include "player/solutionpanel.h"
#include "player/solutionplayer.h"
#include "languagemenu.h"
#include "recentfiles.h"
#include "sharing.h"
#include "sizemenu.h"
#include "theme.h"
#include "windowfit.h"
#include "statespace/statespacecontroller.h"
#include "tutorial/tutorial.h"
#include "tutorial/tutorialcard.h"

#include <QAbstractButton>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QStandardPaths>
#include <QScrollBar>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

#include <algorithm>

// Q_INIT_RESOURCE must be used outside any namespace; the resources live in
// a static library, so nothing else would pull them in.
static void initLeapfrogResources() { Q_INIT_RESOURCE(leapfrog); }

namespace leapfrog::ui {

namespace {

constexpr int kStatusMessageMs = 8000;
// Below this width the board and the panel do not both fit side by side
// (the panel's least width and a board of seven holes at a playable size).
constexpr int kNarrowWindow = 680;
// Beside the board the panel takes a share of the window's width, its words
// wrapping: on a small screen the board needs the room (classic:10's pegs at
// 1024 x 768), and on a large one the panel need not grow past what its
// words use.
constexpr double kPanelShare = 0.24;
constexpr int kLeastPanelWidth = 240;
constexpr int kMostPanelWidth = 340;

int panelWidthFor(int windowWidth)
{
    return std::clamp(static_cast<int>(windowWidth * kPanelShare), kLeastPanelWidth, kMostPanelWidth);
}
constexpr QSize kSmallestWindow(480, 360);

// A row board of `family`, for switching families at the current size.
Variant makeRowVariant(Family family, int blue, int red)
{
    switch (family) {
    case Family::Strict: return Variant::strict(blue, red);
    case Family::Pairs: return Variant::pairs(blue);
    case Family::Classic:
    case Family::Y:
    case Family::Branch:
    case Family::Row:
    case Family::Dudeney:
    case Family::Grid: break;
    }
    return Variant::classic(blue, red);
}

// A row board of `family` at the size carried over, or, where that board
// cannot be solved (pairs:1 and pairs:2), the nearest larger one that can:
// a menu never opens a puzzle with no way to the goal.
Variant playableRowVariant(Family family, int blue, int red)
{
    const Variant asked = makeRowVariant(family, blue, red);
    for (int more = 1; whyUnsolvable(asked) && more <= 8; ++more) {
        const Variant larger = makeRowVariant(family, blue + more, red + more);
        if (!whyUnsolvable(larger)) {
            return larger;
        }
    }
    return asked;
}

// The size menus speak of pegs a side; a Y board's arms stand in for them.
int perSide(const Variant& variant)
{
    const bool oneSize = variant.family() == Family::Y || variant.family() == Family::Dudeney
                         || variant.family() == Family::Grid;
    return oneSize ? variant.sizes().front() : variant.blueCount();
}

QString defaultFileName(const Variant& variant)
{
    QString name = QString::fromStdString(variant.spec());
    name.replace(QLatin1Char(':'), QLatin1Char('-'));
    name.replace(QLatin1Char(','), QLatin1Char('-'));
    return name + QStringLiteral(".json");
}

// A menu entry's words without its accelerator, for tool buttons and tips:
// "&Hint" reads "Hint", and the Chinese and Japanese form "提示(&H)" reads
// "提示" (Qt's own stripping drops only the '&' and would leave "提示(H)").
QString withoutAccelerator(QString text)
{
    static const QRegularExpression bracketed(QStringLiteral("\\s*\\(&[^&]\\)"));
    text.remove(bracketed);
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    text.remove(QStringLiteral("..."));
    text.remove(QChar(0x2026)); // …
    return text;
}

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
    // The smallest window in which the board, the tool bar and the status
    // bar's moves still show (the panel scrolls): below it they would be cut.
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
    restoreSession();
    view_->setFocus();
    // A records file that was damaged (and set aside) or unreadable: said
    // once, when the window is up, after the game main() may start (a new
    // game clears the board's messages).
    QTimer::singleShot(0, this, &MainWindow::tellRecordsProblem);
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

// ---- building the window ----------------------------------------------------

QAction* MainWindow::addAction(QMenu* menu, const QString& name, const QString& text, const QString& icon,
                               const QList<QKeySequence>& shortcuts)
{
    auto* action = new QAction(text, this);
    action->setObjectName(name);
    if (!icon.isEmpty()) {
        action->setIcon(inkIcon(icon));
    }
    action->setShortcuts(shortcuts);
    action->setIconText(withoutAccelerator(text));
    if (!shortcuts.isEmpty()) {
        action->setToolTip(QStringLiteral("%1 (%2)").arg(withoutAccelerator(text),
                                                        shortcuts.front().toString(QKeySequence::NativeText)));
    }
    menu->addAction(action);
    return action;
}

void MainWindow::createGameMenu()
{
    QMenu* menu = menuBar()->addMenu(tr("&Game"));
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
    menu->addSeparator();
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
    menu->addSeparator();
    statisticsAction_ = addAction(menu, QStringLiteral("statistics"), tr("St&atistics..."), {});
    menu->addSeparator();
    openAction_ = addAction(menu, QStringLiteral("open"), tr("&Open..."), QStringLiteral("open"), {QKeySequence::Open});
    recent_ = new RecentFiles(menu->addMenu(tr("Open &Recent")), this);
    connect(recent_, &RecentFiles::chosen, this, &MainWindow::openFile);
    connect(recent_, &RecentFiles::gone, this, [this](const QString& path) {
        showProblem(tr("Could not open %1").arg(QFileInfo(path).fileName()),
                    tr("The file is no longer at %1: it was moved or deleted. It has been taken off the list.")
                        .arg(QFileInfo(path).path()));
    });
    saveAction_ = addAction(menu, QStringLiteral("save"), tr("&Save..."), QStringLiteral("save"), {QKeySequence::Save});
    menu->addSeparator();
    sharing_->addGameActions(menu);
    connect(sharing_, &Sharing::said, this, [this](const QString& text) { statusBar()->showMessage(text, kStatusMessageMs); });
    menu->addSeparator();
    quitAction_ = addAction(menu, QStringLiteral("quit"), tr("&Quit"), QStringLiteral("quit"), {QKeySequence::Quit});

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
    connect(statisticsAction_, &QAction::triggered, this, &MainWindow::showStatistics);
    connect(openAction_, &QAction::triggered, this, &MainWindow::openWithDialog);
    connect(saveAction_, &QAction::triggered, this, &MainWindow::saveWithDialog);
    connect(quitAction_, &QAction::triggered, this, &QWidget::close);
}

void MainWindow::createVariantMenu()
{
    QMenu* menu = menuBar()->addMenu(tr("&Variant"));
    familyGroup_ = new QActionGroup(this);
    const std::pair<Family, QString> families[] = {
        {Family::Classic, tr("&Classic")},
        {Family::Strict, tr("&Strict rules")},
        {Family::Pairs, tr("&Pair shift")},
        {Family::Y, tr("Three-colour &Y...")},
        {Family::Branch, tr("&Branching board...")},
        {Family::Row, tr("Several &holes and long jumps")},
        {Family::Dudeney, tr("&Dudeney's numbered frogs")},
        {Family::Grid, tr("&Grid (two dimensions)")},
    };
    for (const auto& [family, text] : families) {
        if (family == Family::Y || family == Family::Row) {
            menu->addSeparator();
        }
        QAction* action = addAction(menu, QStringLiteral("family%1").arg(static_cast<int>(family)), text, {});
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

void MainWindow::editCustomPuzzle(const Variant& initial)
{
    auto* dialog = new CustomPuzzleDialog(initial, this);
    dialog->setObjectName(QStringLiteral("customPuzzleDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        if (const auto variant = dialog->variant()) {
            newGame(*variant);
        }
    });
    dialog->open();
}

void MainWindow::createSizeMenu()
{
    sizeMenu_ = new SizeMenu(menuBar()->addMenu(tr("Si&ze")));
    sizeMenu_->setRecordBook(records_);
    connect(sizeMenu_, &SizeMenu::presetChosen, this,
            [this](const QString& spec) { newGame(Variant::parse(spec.toStdString())); });
    connect(sizeMenu_, &SizeMenu::customChosen, this, &MainWindow::chooseCustomSize);
}

void MainWindow::createViewMenu()
{
    QMenu* menu = menuBar()->addMenu(tr("V&iew"));
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
    auto* dock = new QDockWidget(tr("Moves and verdicts"), this);
    dock->setObjectName(QStringLiteral("sidePanelDock"));
    dock->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable);
    panel_ = new SidePanel(model_, undoAction_, dock);
    panel_->setMinimumWidth(kLeastPanelWidth);
    dock->setWidget(panel_);
    addDockWidget(Qt::RightDockWidgetArea, dock);
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
    connect(play_, &PlayController::message, this,
            [this](const QString& text) { statusBar()->showMessage(text, kStatusMessageMs); });
    connect(play_, &PlayController::hintChanged, panel_, &SidePanel::showHint);
    connect(panel_, &SidePanel::reviewRequested, play_, &PlayController::review);
    backToGameAction_ = new QAction(inkIcon(QStringLiteral("back")), tr("Back to the game"), this);
    backToGameAction_->setObjectName(QStringLiteral("backToGame"));
    connect(backToGameAction_, &QAction::triggered, play_, [this] { play_->review(std::nullopt); });
    connect(play_, &PlayController::reviewChanged, this, &MainWindow::showReview);
}

void MainWindow::connectModel()
{
    connect(model_, &GameModel::undoAvailable, this, &MainWindow::followUndo);
    connect(model_, &GameModel::changed, this, &MainWindow::followUndo);
    connect(model_, &GameModel::redoAvailable, redoAction_, &QAction::setEnabled);
    connect(model_, &GameModel::restartAvailable, restartAction_, &QAction::setEnabled);
    // Hint and Play solution follow the model, with the reason in their
    // tooltips when they do not apply; Watch from the start only needs a
    // board that can be solved.
    const auto followHelp = [this] {
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
    // Looking back needs moves; comparing needs a move that left every
    // optimal solution by exact verdicts, and a board that can be solved.
    const auto followLookBack = [this] {
        replayAction_->setEnabled(!model_->records().empty());
        compareAction_->setEnabled(player_->canCompare() && !model_->unsolvable());
        compareAction_->setToolTip(compareAction_->isEnabled()
                                       ? tr("Compare with the best")
                                       : tr("Compare with the best: no move of this game has left every optimal "
                                            "solution (as far as its moves are judged exactly)."));
    };
    connect(model_, &GameModel::changed, this, followLookBack);
    connect(model_, &GameModel::verdictsRefined, this, followLookBack);
    connect(model_, &GameModel::analysisChanged, this, followLookBack);
    connect(model_, &GameModel::helpAvailable, this, followHelp);
    connect(model_, &GameModel::changed, this, followHelp);
    connect(model_, &GameModel::analysisChanged, this, followHelp);
    // A status message is about the game as it was: once the game changes,
    // the one shown before the change goes (one shown because of the change
    // is newer, and stays its time).
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
    connect(model_, &GameModel::goalReached, this, &MainWindow::recordSolve);
    connect(model_, &GameModel::changed, this, &MainWindow::onGameChanged);
    connect(model_, &GameModel::reset, this, &MainWindow::syncChoices);
    connect(records_, &RecordBook::writeFailed, this,
            [this](const QString& problem) { showProblem(tr("The records were not saved"), problem); });
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

void MainWindow::createTutorial()
{
    auto* card = new TutorialCard(findChild<BoardArea*>());
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
    scroller->setMinimumWidth(kLeastPanelWidth);
    panel_->setMinimumWidth(kLeastPanelWidth - scroller->verticalScrollBar()->sizeHint().width());
    dock->setWidget(scroller);

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
    // Esc leaves the solution from wherever the keyboard is in the window
    // (the timeline slider or the pace keep it otherwise); only while one is
    // watched, so that Esc still cancels a choice on the board in play.
    auto* closePlayer = new QAction(tr("Close the solution"), this);
    closePlayer->setObjectName(QStringLiteral("closePlayerKey"));
    closePlayer->setShortcut(QKeySequence(Qt::Key_Escape));
    closePlayer->setShortcutContext(Qt::WindowShortcut);
    closePlayer->setEnabled(false);
    QWidget::addAction(closePlayer);
    connect(closePlayer, &QAction::triggered, player_, &SolutionPlayer::close);
    connect(player_, &SolutionPlayer::watchingChanged, closePlayer, &QAction::setEnabled);
    const auto say = [this](const QString& text) { statusBar()->showMessage(text, kStatusMessageMs); };
    connect(player_, &SolutionPlayer::message, this, say);
    connect(playerBar_, &PlayerBar::message, this, say);
}

// ---- the session ------------------------------------------------------------

void MainWindow::restoreSession()
{
    QSettings settings;
    preferences_ = Preferences::load(settings);
    const QRect available = screen()->availableGeometry();
    if (restoreGeometry(settings.value(settingsKey::windowGeometry).toByteArray())) {
        // Saved on a larger screen, or on one that is gone: bring it back onto this one.
        const QMargins frame(windowfit::kFrameAllowance.width() / 2, windowfit::kFrameAllowance.height() - 8,
                             windowfit::kFrameAllowance.width() / 2, 8);
        setGeometry(windowfit::fitted(geometry().marginsAdded(frame), available).marginsRemoved(frame));
    } else {
        setGeometry(windowfit::firstGeometry(available));
    }
    if (restoreState(settings.value(settingsKey::windowState).toByteArray())) {
        panelSizedFor_ = width(); // the panel as the player left it
    }
    applyPreferences();
    const QByteArray saved = settings.value(settingsKey::currentGame).toByteArray();
    try {
        if (saved.isEmpty()) {
            throw InputError("no game in progress");
        }
        model_->loadGame(gameFromJson(saved));
    } catch (const InputError&) {
        // No game to continue (or an unreadable one): start the chosen variant.
        try {
            model_->newGame(Variant::parse(preferences_.variant.toStdString()));
        } catch (const InputError&) {
            model_->newGame(Variant::classic(3, 3));
        }
        // A first start (no game kept): the tour is offered, on a card that blocks nothing.
        tutorial_->offer();
    }
}

void MainWindow::saveSession()
{
    QSettings settings;
    settings.setValue(settingsKey::windowGeometry, saveGeometry());
    settings.setValue(settingsKey::windowState, saveState());
    settings.setValue(settingsKey::currentGame, model_->toJson());
    savePreferences();
}

void MainWindow::savePreferences()
{
    QSettings settings;
    preferences_.save(settings);
}

void MainWindow::applyPreferences()
{
    for (const auto& [action, on] : {std::pair{goalMarksAction_, preferences_.goalMarks},
                                     std::pair{holeNumbersAction_, preferences_.holeNumbers},
                                     std::pair{notationAction_, preferences_.notation},
                                     std::pair{coachAction_, preferences_.coach}}) {
        const QSignalBlocker quiet(action);
        action->setChecked(on);
    }
    for (QAction* action : speedGroup_->actions()) {
        action->setChecked(action->objectName() == QStringLiteral("speed-") + speedName(preferences_.speed));
    }
    themes_->setTheme(preferences_.theme);
    view_->setHighContrast(preferences_.highContrast);
    view_->setHoleNumbersVisible(preferences_.holeNumbers);
    view_->setAnimationSpeed(preferences_.speed);
    panel_->setNotationVisible(preferences_.notation);
    play_->setCoach(preferences_.coach);
    play_->setGoalMarks(preferences_.goalMarks);
    setTableMemory(static_cast<std::size_t>(preferences_.tableMemory));
}

void MainWindow::showPreferences()
{
    auto* dialog = new PreferencesDialog(preferences_, chosenLanguage(QSettings()), this);
    dialog->setObjectName(QStringLiteral("preferencesDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const Preferences chosen = dialog->preferences(preferences_);
        preferences_ = chosen;
        applyPreferences();
        savePreferences();
        const QString language = dialog->language();
        QSettings settings;
        if (language != chosenLanguage(settings)) {
            chooseLanguage(settings, language);
            statusBar()->showMessage(tr("The new language is spoken from Leapfrog's next start."), kStatusMessageMs);
        }
    });
    dialog->open();
}

void MainWindow::resizeEvent(QResizeEvent* event)
{
    QMainWindow::resizeEvent(event);
    placePanel();
}

void MainWindow::placePanel()
{
    auto* dock = findChild<QDockWidget*>(QStringLiteral("sidePanelDock"));
    if (!dock || dock->isFloating()) {
        return;
    }
    const Qt::DockWidgetArea area = dockWidgetArea(dock);
    if (width() < kNarrowWindow && area != Qt::BottomDockWidgetArea) {
        panelMovedDown_ = true;
        addDockWidget(Qt::BottomDockWidgetArea, dock);
        // Under the board it takes a third of the height (it scrolls): the board first.
        resizeDocks({dock}, {height() / 3}, Qt::Vertical);
    } else if (width() >= kNarrowWindow + 40 && panelMovedDown_ && area == Qt::BottomDockWidgetArea) {
        panelMovedDown_ = false; // a margin, so that a window on the edge does not flip to and fro
        addDockWidget(Qt::RightDockWidgetArea, dock);
        panelSizedFor_ = 0;
    }
    if (dockWidgetArea(dock) != Qt::BottomDockWidgetArea && dockWidgetArea(dock) != Qt::TopDockWidgetArea
        && width() != panelSizedFor_) {
        panelSizedFor_ = width();
        resizeDocks({dock}, {panelWidthFor(width())}, Qt::Horizontal);
    }
}

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

// A game that came from a file and has changes the file lacks. (A game of no
// file needs no question: it is kept between runs as it is.)
bool MainWindow::maySetAsideChanges()
{
    if (!model_->isModified()) {
        return true;
    }
    const QString name = QFileInfo(model_->file()).fileName();
    QMessageBox ask(QMessageBox::Question, tr("Save the changes?"),
                    tr("The game has changes that %1 does not have yet.").arg(name),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    ask.setObjectName(QStringLiteral("saveChangesQuestion"));
    ask.setInformativeText(tr("Save them to %1 before quitting? The game stays in Leapfrog either way.").arg(name));
    ask.setDefaultButton(QMessageBox::Save);
    switch (ask.exec()) {
    case QMessageBox::Save: return saveFile(model_->file());
    case QMessageBox::Discard: return true;
    default: return false;
    }
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

// ---- choosing boards --------------------------------------------------------

void MainWindow::newGame(const Variant& variant)
{
    play_->stop();
    const bool leftAGame = !model_->game().history().empty();
    model_->newGame(variant);
    preferences_.remember(variant);
    savePreferences();
    statusBar()->showMessage(leftAGame ? tr("New game: %1. Undo brings back the game you left.").arg(variantTitle(variant))
                                       : tr("New game: %1.").arg(variantTitle(variant)),
                             kStatusMessageMs);
}

void MainWindow::chooseFamily(Family family)
{
    const Variant current = boardOf(model_->variant());
    if (family == Family::Y || family == Family::Branch) {
        syncChoices(); // the check mark moves only if a board is started
        askSize(current.family() == family ? current : preferences_.lastTree(family));
        return;
    }
    if (family == Family::Row) {
        newGame(current.family() == Family::Row && !current.isCustom() ? current : preferences_.rowToOffer());
        return;
    }
    if (family == Family::Dudeney || family == Family::Grid) {
        newGame(current.family() == family ? current : Variant::parse(defaultSpec(family)));
        return;
    }
    const bool sides = current.hasNotation(); // classic and strict keep their two sides
    // The size carries over (a branching board's blue count, Dudeney's or
    // the grid's N); a row of the player's own has no size a side.
    const int blue = current.isCustom() ? 3 : perSide(current);
    const int red = sides ? current.redCount() : blue;
    newGame(playableRowVariant(family, blue, red));
}

void MainWindow::chooseCustomSize()
{
    const Variant current = boardOf(model_->variant());
    if (current.isCustom()) {
        editCustomPuzzle(current);
        return;
    }
    askSize(current);
}

void MainWindow::chooseChallenge()
{
    auto* dialog = new ChallengeDialog(boardOf(model_->variant()), this);
    dialog->setObjectName(QStringLiteral("challengeDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { startChallenge(dialog->choice()); });
    dialog->open();
}

void MainWindow::startChallenge(const ChallengeChoice& choice)
{
    if (!challengeWork_) {
        challengeWork_ = new BackgroundWork(Budget{}, 1, this);
        connect(challengeWork_, &BackgroundWork::failed, this, [this](const QString& why) {
            showProblem(tr("No challenge"), asSentence(why));
        });
        connect(challengeWork_, &BackgroundWork::outOfBudget, this, [this](const QString& why) {
            showProblem(tr("No challenge"), asSentence(why));
        });
    }
    const std::uint64_t seed =
        choice.daily ? dailySeed(choice.daily->year(), choice.daily->month(), choice.daily->day(), choice.board.spec(),
                                 choice.difficulty)
                     : QRandomGenerator::global()->generate64();
    statusBar()->showMessage(tr("Setting a challenge…"), kStatusMessageMs);
    const bool daily = choice.daily.has_value();
    lastChallenge_ = std::make_shared<const ChallengeChoice>(choice);
    challengeWork_->run(
        [board = choice.board, difficulty = choice.difficulty, distance = choice.distance,
         seed](const SearchControl& control) { return makeChallenge(board, difficulty, seed, distance, control); },
        [this, daily](const Challenge& made) {
            newGame(made.variant);
            const QString level = QString::fromLatin1(difficultyName(made.difficulty));
            const QString what = daily ? tr("Today's %1 challenge").arg(level)
                                 : made.difficulty == Difficulty::Custom ? tr("A challenge at your distance")
                                                                         : tr("A %1 challenge").arg(level);
            statusBar()->showMessage(tr("%1, par %Ln: take it to the goal in %Ln move(s). Game ID %2.", nullptr, made.par)
                                         .arg(what, gameIdOf(made.variant)),
                                     kStatusMessageMs * 3);
        });
}

void MainWindow::newChallenge()
{
    if (!lastChallenge_ || lastChallenge_->board.spec() != boardOf(model_->variant()).spec()) {
        chooseChallenge(); // a challenge from a game ID: its level is not known
        return;
    }
    ChallengeChoice another = *lastChallenge_;
    another.daily.reset(); // today's is the one just played
    startChallenge(another);
}

void MainWindow::enterGameId()
{
    auto* dialog = new GameIdDialog(gameIdOf(model_->variant()), this);
    dialog->setObjectName(QStringLiteral("gameIdDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &GameIdDialog::chosen, this, [this](const Variant& variant) { newGame(variant); });
    dialog->open();
}

bool MainWindow::openGameId(const QString& typed)
{
    try {
        newGame(parseGameId(typed));
        return true;
    } catch (const InputError& error) {
        showProblem(tr("No game with that ID"), asSentence(QString::fromUtf8(error.what())));
        return false;
    }
}

void MainWindow::askSize(const Variant& initial)
{
    auto* dialog = new SizeDialog(initial, this);
    dialog->setObjectName(QStringLiteral("sizeDialog"));
    dialog->setHighContrast(preferences_.highContrast);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        if (const auto variant = dialog->variant()) {
            newGame(*variant);
        }
    });
    dialog->open();
}

void MainWindow::syncChoices()
{
    const Variant variant = boardOf(model_->variant());
    for (QAction* action : familyGroup_->actions()) {
        if (action != customPuzzleAction_) {
            action->setChecked(action->data().toInt() == static_cast<int>(variant.family()) && !variant.isCustom());
        }
    }
    customPuzzleAction_->setChecked(variant.isCustom());
    sizeMenu_->setVariant(variant);
    if (howToPlay_) {
        howToPlay_->setVariant(variant);
    }
}

// ---- files ------------------------------------------------------------------

bool MainWindow::openFile(const QString& path)
{
    std::optional<SavedGame> saved;
    try {
        saved = readGameFile(path);
    } catch (const InputError& error) {
        showProblem(tr("Could not open %1").arg(QFileInfo(path).fileName()), QString::fromUtf8(error.what()));
        return false;
    }
    play_->stop();
    model_->loadGame(std::move(*saved), path);
    recent_->add(path);
    preferences_.remember(model_->variant());
    savePreferences();
    statusBar()->showMessage(tr("Opened %1.").arg(QFileInfo(path).fileName()), kStatusMessageMs);
    return true;
}

bool MainWindow::saveFile(const QString& path)
{
    try {
        writeGameFile(path, model_->game(), model_->solutionShown());
    } catch (const InputError& error) {
        showProblem(tr("Could not save %1").arg(QFileInfo(path).fileName()), QString::fromUtf8(error.what()));
        return false;
    }
    model_->markSaved(path);
    recent_->add(path);
    statusBar()->showMessage(tr("Saved to %1.").arg(QFileInfo(path).fileName()), kStatusMessageMs);
    return true;
}

void MainWindow::openWithDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open a saved game"), QFileInfo(model_->file()).path(),
                                                      tr("Leapfrog games (*.json);;All files (*)"));
    if (!path.isEmpty()) {
        openFile(path);
    }
}

bool MainWindow::saveWithDialog()
{
    const QString& file = model_->file();
    const QString folder = file.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
                                          : QFileInfo(file).path();
    const QString suggested = file.isEmpty() ? folder + QLatin1Char('/') + defaultFileName(model_->variant()) : file;
    const QString path = QFileDialog::getSaveFileName(this, tr("Save the game"), suggested,
                                                      tr("Leapfrog games (*.json)"));
    return !path.isEmpty() && saveFile(path);
}

// ---- help -------------------------------------------------------------------

void MainWindow::showHowToPlay()
{
    if (!howToPlay_) {
        howToPlay_ = new HowToPlayDialog(this);
        howToPlay_->setObjectName(QStringLiteral("howToPlay"));
    }
    howToPlay_->setVariant(model_->variant());
    howToPlay_->show();
    howToPlay_->raise();
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
    QString title = variantTitle(model_->variant()) + QStringLiteral(" — Leapfrog");
    if (!model_->file().isEmpty()) {
        title = QFileInfo(model_->file()).fileName() + QStringLiteral("[*] — ") + title;
    }
    setWindowTitle(title);
    setWindowModified(model_->isModified());
    analysingLabel_->setVisible(model_->analysis() == Analysis::Pending);
    updateBanner();
    // The game in progress survives a crash or a closed window.
    QSettings().setValue(settingsKey::currentGame, model_->toJson());
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
    const SizeRecord* known = records_->find(result.spec);
    const std::optional<SolveResult> before = known ? std::optional(known->best) : std::nullopt;
    const RecordBook::Standing standing = records_->add(result, !again);
    standing_ = standingSentence(standing, result, before);
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

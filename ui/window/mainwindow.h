#pragma once
// The main window in the usual shape of a desktop puzzle game: menus and a
// toolbar, the board in the middle, a side panel with the moves and their
// verdicts, and a status bar with "moves made / minimum". It wires the parts
// together and keeps the session (preferences, geometry, the game in
// progress) in the settings (settings/settingkeys.h). One class, its parts in a file each (mainwindow.cpp
// says which).
#include "settings/preferences.h"
#include "model/variant.h"
#include "panelplace.h"

#include <optional>
#include <QMainWindow>
#include <QPointer>

#include <memory>

class QAction;
class QActionGroup;
class QDockWidget;
class QLabel;
class QMenu;
class QStackedWidget;

namespace leapfrog::ui {

class BackgroundWork;
struct ChallengeChoice;

class Banner;
class BoardView;
class GameModel;
class HowToPlayDialog;
class InvestigationWindow;
class PlayController;
class PlayerBar;
class RecentFiles;
class UnfinishedGames;
class RecordBook;
class Sharing;
class SidePanel;
class SizeMenu;
class SolutionPanel;
class SolutionPlayer;
class StateSpaceController;
class StatisticsDialog;
class ThemeKeeper;
class Tutorial;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // Restores the last session: preferences, geometry and the game in progress.
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Starts a new game of `variant` and remembers it as the chosen one.
    void newGame(const Variant& variant);
    // Game > Challenge...: the dialog, then a challenge made in the background.
    void chooseChallenge();
    void startChallenge(const ChallengeChoice& choice);
    // Another challenge like the last one on this board (not today's again:
    // a random one), or the dialog when there was none.
    void newChallenge();
    // Enables Undo where it takes something back (not out of the tutorial's lesson).
    void followUndo();
    // Game > Enter game ID...: the dialog, then the game it names.
    void enterGameId();
    // Opens a game ID or a variant spec typed or given on the command line;
    // false (with the reason shown) when it names no game.
    bool openGameId(const QString& typed);
    // Loads a saved game. On a bad file the current game is left as it was,
    // the reason is shown over the board, and false is returned.
    bool openFile(const QString& path);
    bool saveFile(const QString& path);

    GameModel* model() const { return model_; }
    BoardView* boardView() const { return view_; }
    PlayController* play() const { return play_; }
    SolutionPlayer* player() const { return player_; }
    PlayerBar* playerBar() const { return playerBar_; }
    SolutionPanel* solutionPanel() const { return solutionPanel_; }
    SidePanel* sidePanel() const { return panel_; }
    StateSpaceController* stateSpace() const { return stateSpace_; }
    RecordBook* records() const { return records_; }
    Sharing* sharing() const { return sharing_; }
    Tutorial* tutorial() const { return tutorial_; }
    Banner* banner() const;
    const Preferences& preferences() const { return preferences_; }
    // The status bar's "moves made / minimum".
    QString movesText() const;

protected:
    void closeEvent(QCloseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    // How long a status bar message shows.
    static constexpr int kStatusMessageMs = 8000;

    // The menus (mainwindow_menus.cpp).
    QAction* addAction(QMenu* menu, const QString& name, const QString& text, const QString& icon,
                       const QList<QKeySequence>& shortcuts = {});
    void createGameMenu();
    void addPlayActions(QMenu* menu);
    void addGameIdActions(QMenu* menu);
    void addFileActions(QMenu* menu);
    void addUnfinishedGamesMenu(QMenu* menu);
    void createVariantMenu();
    void createSizeMenu();
    void createViewMenu();
    void addViewToggles(QMenu* menu);
    void addSpeedMenu(QMenu* menu);
    void createSidePanelDock(QMenu* menu);
    void createToolsMenu();
    void createHelpMenu();
    void createToolBar();
    void createStatusBar();
    // The wiring of the models to the views (mainwindow_wiring.cpp).
    void connectModel();
    void followHelp();
    void followLookBack();
    void dropStaleMessages();
    // After connectModel: the tutorial follows the game once the window has.
    void createTutorial();
    void startTutorial();
    void installPlayer();
    QStackedWidget* createPanelPages(QDockWidget* dock);
    void fitPanelWidth(QStackedWidget* pages);
    void addClosePlayerKey();
    // The board first: a window too narrow for board and panel side by side
    // has the panel under the board, and back beside it when there is room.
    void placePanel();

    // The session and the panel's place (mainwindow_session.cpp).
    void restoreSession();
    void saveSession();
    // This window's game into its unfinished-game slot (said once when it fails).
    void keepUnfinished();
    // Game > Unfinished games: continues another window's game, which
    // swaps places with this one (unfinishedgames.h).
    void continueUnfinished(const QString& path);
    void tellUnfinishedGames();
    void applyPreferences();
    // View > Preferences...: the dialog; its choices apply at once on OK.
    void showPreferences();
    void savePreferences();

    // Choosing boards (mainwindow_boards.cpp), files (mainwindow_files.cpp)
    // and the windows of Help and Tools (mainwindow_menus.cpp).
    void chooseFamily(Family family);
    void chooseCustomSize();
    // Size > Custom... and a tree family's choice: the size dialog, from `initial`.
    void askSize(const Variant& initial);
    void editCustomPuzzle(const Variant& initial);
    void syncChoices();
    void openWithDialog();
    // Asks for a file name (the game's own file first); false when cancelled or the write failed.
    bool saveWithDialog();
    // Before the window closes with changes its file lacks: Save, Discard or Cancel.
    bool maySetAsideChanges();
    void undoOrGoBack();
    void redoOrGoForward();
    void showHowToPlay();
    void showStatistics();
    // Tools > Investigate...: the one investigation window, raised if open.
    void showInvestigation();
    // The game reached its goal: its result goes into the record book, and
    // the banner says where it stands.
    void recordSolve(bool again);
    void tellRecordsProblem();
    void showAbout();

    // Following the game (mainwindow.cpp).
    void onGameChanged();
    void updateBanner();
    void showReview(std::optional<std::size_t> index);
    void showProblem(const QString& title, const QString& detail);

    QAction* customPuzzleAction_ = nullptr;
    GameModel* model_;
    BoardView* view_;
    PlayController* play_;
    SolutionPlayer* player_;
    StateSpaceController* stateSpace_;
    SidePanel* panel_ = nullptr;
    PlayerBar* playerBar_ = nullptr;
    SolutionPanel* solutionPanel_ = nullptr;
    Preferences preferences_;
    RecentFiles* recent_ = nullptr;
    std::unique_ptr<UnfinishedGames> unfinished_;
    bool keepFailureShown_ = false;
    HowToPlayDialog* howToPlay_ = nullptr;
    QPointer<QWidget> keyboardBeforeHelp_; // where the keyboard was when the help opened
    RecordBook* records_;
    Sharing* sharing_;
    StatisticsDialog* statistics_ = nullptr;
    InvestigationWindow* investigation_ = nullptr;
    Tutorial* tutorial_ = nullptr;
    std::unique_ptr<ThemeKeeper> themes_; // given up first in the destructor: the desktop's palette back
    QString standing_; // the solved banner's sentence on the records, while the game is won
    // Whether a solution had been shown when the goal was reached: a
    // solution watched after the solve does not change how it was solved.
    std::optional<bool> seenWhenWon_;
    QLabel* movesLabel_ = nullptr;
    QLabel* analysingLabel_ = nullptr;
    enum class Ending { None, Won, Stuck, Review };
    Ending shownEnding_ = Ending::None;
    PanelPlace panelPlace_;
    int statusMessages_ = 0; // messages shown so far, to tell a stale one

    QAction* newAction_ = nullptr;
    QAction* restartAction_ = nullptr;
    QAction* undoAction_ = nullptr;
    QAction* redoAction_ = nullptr;
    QAction* hintAction_ = nullptr;
    QAction* solveAction_ = nullptr; // Play solution: from here
    QAction* watchAction_ = nullptr;  // Watch from the start
    QAction* statisticsAction_ = nullptr;
    QAction* openAction_ = nullptr;
    QAction* saveAction_ = nullptr;
    QAction* quitAction_ = nullptr;
    QAction* goalMarksAction_ = nullptr;
    QAction* backToGameAction_ = nullptr;
    QAction* compareAction_ = nullptr;
    BackgroundWork* challengeWork_ = nullptr;
    // After a challenge, the banner offers another like it (a new game of a
    // challenge is the same position again); the last choice, when known.
    QAction* newChallengeAction_ = nullptr;
    std::shared_ptr<const ChallengeChoice> lastChallenge_;
    QAction* replayAction_ = nullptr;
    QAction* tutorialAction_ = nullptr;
    QAction* holeNumbersAction_ = nullptr;
    QAction* notationAction_ = nullptr;
    QAction* coachAction_ = nullptr;
    QActionGroup* familyGroup_ = nullptr;
    QActionGroup* speedGroup_ = nullptr;
    SizeMenu* sizeMenu_ = nullptr;
};

} // namespace leapfrog::ui

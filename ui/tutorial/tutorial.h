#pragma once
// The first-run tutorial: a short guided game on the window's own board
// (tutorialsteps.h). It puts the player's game aside when it starts and
// back when it ends, skipped or done; it points at each peg to click with
// the hint's arrow (PlayController::setGuide), follows the game model, and
// moves on when the game reaches the step's position. Done, skipped or
// declined once, it is not offered again (setting::tutorialSeen); Help > Tutorial
// always starts it.
#include "play/gameshelf.h"

#include <QObject>
#include <QString>

#include <optional>

namespace leapfrog::ui {

class BoardView;
class GameModel;
class PlayController;
class TutorialCard;

class Tutorial : public QObject {
    Q_OBJECT
public:
    Tutorial(GameModel* model, PlayController* play, BoardView* view, TutorialCard* card, QObject* parent = nullptr);

    // Asks "New to Leapfrog?" on the card, unless the tutorial was seen.
    void offer();
    static bool seen();

    void start();
    // Skip and Done: the player's game comes back, and the tutorial counts as seen.
    void skip();
    void finish();
    // The window closes mid-way: the player's game comes back (so that it is
    // the one kept), and the tutorial stays unseen.
    void abandon();

    bool isRunning() const { return step_.has_value(); }
    // Running, on the board of its step (not on another the player opened).
    bool isOnLessonBoard() const;
    // The step shown (0-based), nullopt when not running.
    std::optional<int> step() const { return step_; }
    TutorialCard* card() const { return card_; }

Q_SIGNALS:
    void stepChanged(int step);
    void ended();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void enterStep(int step);
    // The game changed: the step is done, back on its path, or off it.
    void follow();
    // The Judge's verdict came: the Undo step can say what the jump cost.
    void onAnalysis();
    void onHoleClicked(int hole);
    bool atStepStart() const;
    QString stepText() const;
    // What to do when the game left the step's path (empty when on it).
    QString nudge() const;
    void markSeen();
    void end();

    GameModel* model_;
    PlayController* play_;
    BoardView* view_;
    TutorialCard* card_;
    std::optional<int> step_;
    // The player's game and the games behind it, put aside while the
    // tutorial runs: back as they were, the lesson's boards not among them.
    std::optional<GamesAside> playersGames_;
    bool changedSincePress_ = false; // whether the last press on the board changed the game
};

} // namespace leapfrog::ui

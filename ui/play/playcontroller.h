#pragma once
// Play by mouse and keyboard: turns the board's clicks, hovering and keys into
// moves of the game model, and keeps the board's marks (selection, targets,
// hint, the coach's warnings, the last mistake) in step with the game. What
// a click or a key means is read by boardinput.h's plain functions, the marks
// are made by playmarks.h's; this class carries them out and tells the board.
//
//  - A peg with one legal move moves at once; a peg with several is selected
//    and the second click chooses (for a pair shift, the second click picks
//    the peg to pair it with).
//  - Input during an animation finishes the animation first, then acts on
//    the game as it now is: nothing is queued behind the player's back.
//  - A click that cannot move says why in the status bar and shakes the peg.
//  - The keyboard's square goes over every peg (the arrow keys), and Enter
//    acts on its peg as a click does: a peg that cannot move says why
//    (heard by a screen reader too), a peg with several moves is lifted and
//    the arrow keys choose where it goes.
//  - Hint marks a best next move; pressing it again makes that move.
//  - While a solution is watched (SolutionPlayer) the board belongs to the
//    player: keys go to it, and a click on a peg first asks to leave the
//    solution there, then acts on the game.
#include "board/boardgeometry.h"
#include "board/boardview.h"
#include "boardinput.h"
#include "gamemodel.h"
#include "hintchoice.h"

#include <QObject>

#include <QString>

#include <optional>
#include <vector>

namespace leapfrog::ui {

class PlayController : public QObject {
    Q_OBJECT
public:
    PlayController(GameModel* model, BoardView* view, QObject* parent = nullptr);

    void setCoach(bool on);
    bool coach() const { return coach_; }
    // Rings round the holes in the colour each must end with (and a dashed
    // ring where the empty hole must end), on every board.
    void setGoalMarks(bool on);
    bool goalMarks() const { return goalMarks_; }
    // Marks a best next move on the board (found by exact search in the
    // background where the judge cannot tell); pressed again while the mark
    // shows, makes the move. Playing it counts as a hinted move.
    void showHint();
    // Lands any moving peg.
    void stop();
    std::optional<Move> hint() const { return hint_; }
    // Puts a shown hint away (Esc anywhere in the window) as Esc on the board
    // does: the hint's card and arrow, and a lifted peg with them.
    void putHintAway();
    // A peg lifted, waiting for the hole it should go to.
    bool hasPick() const { return input_.selected >= 0; }
    // An arrow on a move someone asks the player to make (the tutorial), drawn
    // as a hint's arrow while no hint shows; nullopt removes it. Playing the
    // move is no hinted move: it is the player's own. The keyboard's square
    // goes to the arrow's peg, so that Enter does what the arrow asks.
    void setGuide(std::optional<Move> move);
    std::optional<Move> guide() const { return guide_; }
    // Looking back: the board as it was after move `index` of the line (0
    // based), read-only, with that move's marks; nullopt returns to the game.
    // A click on the board, Esc, a move, Undo or a new game end it too.
    void review(std::optional<std::size_t> index);
    std::optional<std::size_t> reviewed() const { return reviewed_; }
    // While watching, the game's marks and input step aside (see above).
    void setWatching(bool watching);
    bool isWatching() const { return watching_; }

Q_SIGNALS:
    // A short note for the status bar.
    void message(const QString& text);
    // A note said before no longer holds (the hint it named was put away):
    // the status bar drops it if it still shows it.
    void messageWithdrawn(const QString& text);
    // A hint shown (its heading and why it is best, for the panel), or the
    // hint gone (both empty) after a move, Esc or a new game.
    // The hint's card: its heading, why it is best in plain words (`said`),
    // and the judge's reason behind Why? (`why`, empty where the search
    // found it) with its source (`source`, the paper it rests on); all
    // empty when the hint is put away.
    void hintChanged(const QString& heading, const QString& said, const QString& why, const QString& source);
    // The move looked back at (nullopt: back in the game).
    void reviewChanged(std::optional<std::size_t> index);
    // A peg was clicked while watching: the player leaves the solution (or
    // closes), after which the click acts on the game.
    void watchInterrupted();
    // A board key while watching.
    void watchKey(leapfrog::ui::BoardKey key);

private:
    void onHoleClicked(int hole);
    void onHoleHovered(int hole);
    void onBoardKey(BoardKey key);
    // The board took the keyboard: its hole shows at once, not at the first
    // arrow key, unless the mouse is what the player plays with.
    void onFocusGained(Qt::FocusReason reason);
    // Puts the keyboard on a peg when it is on none: the guide's, else the
    // one that can move nearest the empty hole, where the play is.
    void placeCursor();
    // The keyboard's square follows the peg it was on from `from` to `to`.
    void followPeg(const Position& from, const Position& to);
    void keepCursorOnAPeg();
    void onReset();
    void onMoved(const Position& from, const Position& to, std::optional<Move> move);
    void onChanged();

    // Carries out what a click on `hole` means (readClick).
    void act(int hole);
    void playChoice(const MoveChoice& choice);
    void explainRefusal(int hole);
    // No peg lifted any more (the game changed under it).
    void dropLift();
    // The lifted peg put down, the square back on it, the board redrawn.
    void putDownLift();
    // Shows the hint chosen (hintchoice.h): its arrow, the status bar's
    // note, the panel's card.
    void markHint(const HintChoice& choice);
    // The game as the hint's choice reads it: the position, the one before
    // the last move, whether that move was the first slip.
    HintGame hintGame() const;
    void onHintSearched(std::optional<Move> best);
    void onHintFailed(const QString& why);
    void computeCandidates();
    // A note for the status bar that a player at the keyboard also hears:
    // the board announces it (why Enter moved nothing, what to choose).
    void tellKeyboard(const QString& text);
    // What the coach says about the moves of the peg in `hole`: the holes to
    // mark, a line for the status bar, the verdict's whole sentence.
    struct CoachAdvice {
        std::vector<int> holes;
        QString line;
        QString reason;
    };
    CoachAdvice coachAdvice(int hole) const;
    void refreshMarks();
    // Tells a screen reader what the last change did (board/boardaccessible.h).
    void announce();
    void addMistakeMarks(BoardMarks& marks, std::size_t index) const;
    // Leaves a review because the game changed under it (the board already
    // shows the game).
    void endReview();

    GameModel* model_;
    BoardView* view_;
    // The board's holes as input reads them (the view's layout, unscaled).
    BoardGeometry geometry_;
    std::vector<MoveChoice> moves_; // every legal move from the current position
    InputState input_;              // the square, the hovered and the lifted peg
    bool coach_ = false;
    bool goalMarks_ = true;
    std::optional<Move> hint_;
    QString hintSaid_; // the status bar's note of the hint shown
    std::optional<Move> guide_;
    std::optional<std::size_t> reviewed_;
    // Puts the hint away (after a move, Esc, a new game) and tells the panel.
    void clearHint();
    bool watching_ = false;
    std::size_t announcedMoves_ = 0; // moves of the line when last announced: fewer now is an undo
};

} // namespace leapfrog::ui

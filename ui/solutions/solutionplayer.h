#pragma once
// The solution player: an optimal solution on the board, animated at any
// pace, forward and backward, from the start or from the game's position, for
// any of the optimal solutions the catalog offers (catalog/solution_catalog.h).
//
// Watching leaves the game alone: the board shows the player's position after
// `playhead` moves of the solution while the game waits. Leaving at a move
// (takeOver(), or a click on a peg) hands the solution's moves up to there to
// the game as moves the solution made (Origin::Solution): the game goes on
// from there by hand and never counts as solved unaided. close() returns to
// the game as it was.
//
// Work that may take a while runs in the background with progress
// (background/backgroundwork.h): the catalog (search, off the optimal path),
// a searched solution of another rank, and preparing a long solution (the
// Timeline's checkpoints and the word's runs). Each is cancelled when the
// player closes, the board changes, or a newer request replaces it.
#include "background/backgroundwork.h"
#include "catalog/prepared_solution.h"
#include "catalog/solution_catalog.h"
#include "catalog/solution_word.h"
#include "model/bigint.h"
#include "model/game.h"
#include "model/position.h"
#include "model/timeline.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

class QTimer;

namespace leapfrog::ui {

class BoardView;
class GameModel;
class PlayController;
enum class BoardKey;

class SolutionPlayer : public QObject {
    Q_OBJECT
public:
    enum class Phase {
        Closed,    // not watching: the board shows the game
        Finding,   // making the catalog (a search, off the optimal path)
        Preparing, // a solution is chosen; its timeline or word is being built
        Ready,
    };

    SolutionPlayer(GameModel* model, BoardView* view, PlayController* play, QObject* parent = nullptr);

    Phase phase() const { return phase_; }
    bool isWatching() const { return phase_ != Phase::Closed; }
    bool isReady() const { return phase_ == Phase::Ready; }
    bool isPlaying() const { return playing_; }
    // What the player is busy with, and how far (0-100; -1 when unknown).
    QString busyText() const { return busyText_; }
    int progress() const { return progress_; }

    const SolutionCatalog* catalog() const { return catalog_ ? &*catalog_ : nullptr; }
    // The solution being watched: the whole line from the variant's start.
    const Solution* solution() const { return solution_.get(); }
    const std::optional<BigInt>& rank() const { return rank_; }
    std::uint64_t length() const { return solution_ ? solution_->length() : 0; }
    // Moves of the solution made so far (0: the start position).
    std::uint64_t playhead() const { return playhead_; }
    const Position& position() const { return position_; }
    // The solution's first moves that are the game's own (shown as such),
    // for the solution shown: another solution may share fewer of them.
    std::uint64_t ownMoves() const { return ownMoves_; }
    // The game's line as it was when the player opened.
    const std::vector<Move>& gameLine() const { return gameLine_; }
    // Who chose the game's move `index` (0-based): the player, a hint, or
    // the shown solution taken over; a "By" column names it truly.
    Origin gameOrigin(std::uint64_t index) const
    {
        return index < gameOrigins_.size() ? gameOrigins_[static_cast<std::size_t>(index)] : Origin::Player;
    }
    // The notation word with random access; nullptr where the variant has
    // no notation or while it is being built.
    const WordIndex* word() const { return word_.get(); }
    int paceIndex() const { return paceIndex_; }
    // Why takeOver() cannot hand over this many moves, or empty when it can.
    QString takeOverRefusal() const;
    // The player's background work: its progress, its budget, its cancel.
    BackgroundWork* work() { return &work_; }

    // Opens the player on the game: its optimal continuation, or from the start.
    void playFromHere();
    void watchFromStart();
    // Compares the game with the best: from just before its first move that
    // left every optimal solution, an optimal finish, with that move and its
    // cost said in comparison(). Says why in message() when there is nothing
    // to compare (no slip; verdicts not known yet).
    void compareWithTheBest();
    // What compareWithTheBest() found, while its finish is watched; empty
    // otherwise.
    const QString& comparison() const { return comparison_; }
    // Whether compareWithTheBest() applies: a move of the game left every
    // optimal solution (by exact verdicts).
    bool canCompare() const { return firstSlip().has_value(); }
    // Replays the game's own line from its start, each move listed with its
    // verdict; nothing of it counts as a shown solution.
    void replayGame();
    bool isReplay() const { return replay_; }
    // The verdict's word or two on move `index` of a replayed game ("proper",
    // "improper", "+2 moves"); empty where it is not known.
    QString verdictLabel(std::uint64_t index) const;
    // Back to the game as it was.
    void close();
    // Leaves the solution here: the game goes on from the playhead.
    void takeOver();

    void play();
    void pause();
    void togglePlay();
    void stepForward();
    void stepBack();
    void goToFirst();
    void goToLast();
    // Shows the position after `move` moves at once.
    void seek(std::uint64_t move);
    void setPace(int index);
    // Another solution of the catalog, paused, to be compared: at the same
    // move number; from the goal (the same in every solution, so nothing to
    // compare) back where this solution leaves the game's moves.
    void chooseRank(const BigInt& rank);
    // The board's keys while watching: arrows step, Home/End, Space plays.
    void handleKey(BoardKey key);

Q_SIGNALS:
    void watchingChanged(bool watching);
    void phaseChanged();
    // A new solution is shown (another rank, or the first): length, rank,
    // own moves; the word follows with wordChanged() when it is built later.
    void solutionChanged();
    void wordChanged();
    void playheadChanged(std::uint64_t playhead);
    void playingChanged(bool playing);
    void paceChanged(int index);
    // A short note for the status bar.
    void message(const QString& text);

private:
    QString comparison_;
    bool replay_ = false;
    // Leaves whatever was shown, ready for a new line to watch.
    void startWatching(const QString& busy, bool replay);
    struct Found;
    struct Prepared;

    // Opens on the optimal finishes after the game's first `kept` moves.
    void open(std::size_t kept);
    // The first move of the game's line that left every optimal solution.
    std::optional<std::size_t> firstSlip() const;
    void onFound(Found found);
    void showSolution(WatchedSolution watched, std::uint64_t playhead);
    void onPrepared(Prepared prepared, std::uint64_t playhead);
    void becomeReady(std::uint64_t playhead);
    void setPhase(Phase phase, const QString& busyText = {});
    void onProgress(const SearchProgress& progress);
    void onWorkFailed(const QString& why);
    void finish();

    void advance(bool animate);
    void showStep(const Position& from, Move move, bool animate);
    int stepDuration(Move move) const;
    void schedule();
    void onStepTimer();
    void onFrame();
    void setPlaying(bool playing);
    void updateMarks();
    // Tells a screen reader where the playhead is: the move just shown from
    // `before` (the board's description, as the game's moves are told).
    void announcePlayhead(const Position& before);

    GameModel* model_;
    BoardView* view_;
    PlayController* play_;

    Phase phase_ = Phase::Closed;
    QString busyText_;
    int progress_ = -1;
    bool autoPlay_ = false;
    bool takingOver_ = false;
    // Two threads: a newer request need not wait for a cancelled one to end.
    BackgroundWork work_;

    std::optional<SolutionCatalog> catalog_;
    std::vector<Move> gameLine_;
    std::vector<Origin> gameOrigins_; // beside gameLine_, move by move
    std::shared_ptr<const Solution> solution_;
    std::optional<BigInt> rank_;
    std::shared_ptr<Timeline> timeline_;
    std::shared_ptr<const WordIndex> word_;
    std::uint64_t ownMoves_ = 0;
    std::uint64_t playhead_ = 0;
    Position position_;

    bool playing_ = false;
    int paceIndex_ = 2;
    bool paceChosen_ = false;
    QTimer* stepTimer_;  // slow paces: one animated move each time
    QTimer* frameTimer_; // fast paces: as many moves as the time allows, a frame at a time
    QElapsedTimer frameClock_;
    double frameCarry_ = 0;
};

} // namespace leapfrog::ui

#pragma once
// The game behind the window: a Game, and what the window shows about it —
// each move of the current line with its kind, its notation letter and its
// verdict, the minimum, whether a solution was shown — plus the Judge that
// gives the verdicts. Its long work runs in the background
// (background/backgroundwork.h): building the Judge (an exact table can take
// a few seconds), refining verdicts by search beyond the tables, and hints
// by search. Every change goes through here and is announced by signals; the
// window's actions follow the availability signals.
#include "analysis/judge.h"
#include "background/backgroundwork.h"
#include "catalog/exact_search.h"
#include "files/savefile.h"
#include "gameshelf.h"
#include "model/game.h"
#include "model/rules.h"
#include "model/solution.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>

#include <memory>
#include <optional>
#include <span>
#include <vector>

namespace leapfrog::ui {

// How far the verdicts reach on this board.
enum class Analysis {
    Pending, // the judge is being built
    Exact,   // every move judged exactly
    Partial, // beyond the exact table: Yancey's criteria while the game is optimal, or the kind only
};

// One move of the current line, as the move list shows it.
struct MoveRecord {
    Move move;
    Origin origin = Origin::Player;
    Category category = Category::ForwardStep;
    std::optional<char> letter; // Yancey's letter, where the move has one
};

class GameModel : public QObject {
    Q_OBJECT
public:
    explicit GameModel(QObject* parent = nullptr);
    ~GameModel() override;

    // A new game, or a saved one (from `file` when it came from one). The
    // game it replaces is not lost: Undo at the start of the new one brings
    // it back as it was (GameShelf), and Redo returns.
    void newGame(const Variant& variant);
    void loadGame(SavedGame saved, const QString& file = {});
    // The game and its shelf, to bring back later exactly as they are (the
    // games played between leave no trace on the shelf).
    GamesAside setAside() const { return {current(), shelf_}; }
    void bringBack(GamesAside aside);

    // Plays a legal move (illegal ones are the caller's mistake: the core's
    // reason is thrown as InputError and nothing changes).
    void play(Move move, Origin origin = Origin::Player);
    // Undo and Redo walk the game's history, and past its start or end the
    // games it replaced or was replaced by.
    bool undo();
    bool redo();
    // Whether Undo would leave this game for the one it replaced.
    bool undoReturnsToEarlierGame() const { return !game_.canUndo() && shelf_.canGoBack(); }
    bool redoGoesToLaterGame() const { return !game_.canRedo() && shelf_.canGoForward(); }
    bool restart();
    void markSolutionShown();
    // A hint was shown in this attempt. A hint used is used: Undo does not
    // take it back, so the records can tell a clean solve from a helped one.
    // An attempt is the play from the game's start or from a Restart: a
    // Restart begins a new attempt, with no hint shown yet.
    void markHintShown();
    // Hints shown in the current attempt (for a game put back on the board,
    // from a file or the shelf, the hinted moves its history holds).
    int hintsUsed() const;
    // Wall time from the attempt's first move to now, or to the goal once it was
    // reached; nullopt for a game that had moves before it came on the board
    // (a saved game, the last session's), whose start this window did not see.
    std::optional<qint64> elapsedMs() const;
    // Leaves a watched solution for the game: undoes the current line back to
    // its first `keep` moves, then plays `moves` with `origin`, announcing
    // the change once (a shown solution may hand over many moves at a time).
    void continueLine(std::size_t keep, std::span<const Move> moves, Origin origin);

    const Game& game() const { return game_; }
    const Variant& variant() const { return game_.variant(); }
    const Position& position() const { return game_.position(); }
    bool solutionShown() const { return solutionShown_; }
    QByteArray toJson() const { return gameToJson(game_, solutionShown_); }
    // The file the game was opened from or last saved to (empty when none).
    const QString& file() const { return file_; }
    // The game was written to (or read from) `file` just now.
    void markSaved(const QString& file);
    // A game from a file with changes the file does not have.
    bool isModified() const { return !file_.isEmpty() && fileStateOf(game_, solutionShown_) != inFile_; }

    const std::vector<MoveRecord>& records() const { return records_; }
    // The verdict on move `index` of the line; nullptr until the judge is ready.
    const Verdict* verdictAt(std::size_t index) const;
    const Verdict* lastVerdict() const { return records_.empty() ? nullptr : verdictAt(records_.size() - 1); }
    // The position before the last move of the line (the start when none).
    const Position& positionBeforeLast() const { return beforeLast_; }
    // The position after the first `moves` moves of the current line (its
    // start for 0), for looking back at the game (replayed: Game keeps few positions).
    Position positionAfterLine(std::size_t moves) const
    {
        return game_.positionAfter(game_.cursor() - game_.movesMade() + static_cast<int>(moves));
    }

    Analysis analysis() const;
    // One sentence on how moves are judged on this board.
    QString analysisNote() const;
    std::optional<int> minimum() const;
    // The verdict the next move would get; nullopt until the judge is ready.
    std::optional<Verdict> verdictFor(Move move) const;
    // The moves that keep the shortest finish from here, where the judge (or
    // the construction the game follows) can tell at once; empty elsewhere.
    std::vector<Move> bestMoves() const;
    // The moves that would have kept the shortest finish where move `index`
    // of the line was played instead, as the judge tells them (the verdict
    // card's "better move"); empty where the judge cannot tell.
    std::vector<Move> bestMovesBefore(std::size_t index) const;
    // Looks for a best next move by exact search in the background (where
    // bestMoves() is empty): hintSearched() answers for this position, unless
    // the game moves on first; hintWork() tells of its progress, its budget
    // and why it failed.
    void searchHint();
    BackgroundWork* hintWork() { return &hints_; }
    // The distance table a hint or a refined verdict turned to (the engine's
    // route, search/engine.h), built here with no time budget so that it
    // goes on after their short budgets end and is kept: the next hint
    // answers from it at once. Cancelled by a new board and by closing.
    BackgroundWork* tableWork() { return &tables_; }
    std::vector<Move> legalMoves() const;
    // Whether Hint and Play solution apply: the game is neither won nor stuck,
    // and the board can be solved at all.
    bool canGetHelp() const { return helpRefusal().isEmpty(); }
    // Why they do not apply (one sentence), empty when they do.
    QString helpRefusal() const;
    // The board's goal cannot be reached from its start.
    bool unsolvable() const;
    // Whether verdicts are being judged by search in the background.
    bool refining() const { return refines_.busy(); }
    BackgroundWork* refineWork() { return &refines_; }
    // Exact search for this variant, shared by the workers that need it.
    std::shared_ptr<const ExactSearch> search() const { return search_; }

Q_SIGNALS:
    // A new board or a loaded game: everything may differ.
    void reset();
    // The position changed; `move` is the move played, undone or redone
    // (nullopt for a restart or its undo), so that views can animate it.
    void moved(const leapfrog::Position& from, const leapfrog::Position& to, std::optional<leapfrog::Move> move);
    // After every change, once the records are up to date.
    void changed();
    void analysisChanged();
    // Verdicts already shown were replaced by better ones (the search
    // engine's, judged in the background); the position did not change.
    void verdictsRefined();
    // A searched hint for the current position: a best next move, or nullopt
    // when the goal cannot be reached from here.
    void hintSearched(std::optional<leapfrog::Move> best);
    // A move (played, redone, or a solution's) brought the game to its goal;
    // sent before changed(), so that what the window says of it is ready.
    // `again` when this attempt had reached the goal before (after an undo):
    // the same solve, not another.
    void goalReached(bool again);
    void undoAvailable(bool available);
    void redoAvailable(bool available);
    void restartAvailable(bool available);
    void helpAvailable(bool available);

private:
    struct Availability {
        bool undo = false;
        bool redo = false;
        bool restart = false;
        bool help = false;
    };

    // What the analysis hands back: a judge (or why there is none), and where
    // the judge cannot advise, an optimal solution from the start.
    struct AnalysisResult {
        std::shared_ptr<const Judge> judge;
        QString error;
        std::shared_ptr<const Solution> startSolution;
    };

    // Puts `game` on the board in place of the current one (which is returned
    // for the shelf); announceNewGame() tells the views once the shelf is set.
    ShelvedGame install(ShelvedGame game);
    void announceNewGame();
    // A game came on the board: its hints, its clock and its arrivals at the goal start again.
    void startBookkeeping();
    // The attempt the cursor is in: the Restart entries before it.
    std::size_t attempt() const;
    // The current attempt's entry in a per-attempt count (grown as needed).
    int& ofAttempt(std::vector<int>& counts) const;
    ShelvedGame current() const { return {{game_, solutionShown_}, file_, inFile_}; }
    void startAnalysis();
    void onAnalysisDone(AnalysisResult result);
    MoveRecord makeRecord(const Position& before, Move move, Origin origin) const;
    void rebuildRecords();
    void appendRecord(const Position& before, const HistoryEntry& entry);
    void dropLastRecord();
    // Beyond the Judge's tables, verdicts the Judge could not give exactly
    // (after a slip; an improper move's cost) are refined by search in the
    // background, from verdict `from` on, and replace the first ones when
    // they come (announced by verdictsRefined()).
    void refineVerdicts(std::size_t from);
    void onVerdictsRefined(std::size_t from, std::vector<Verdict> refined);
    void announce(const Position& from, std::optional<Move> move);
    void announceAvailability(bool force);
    // Whether every move of the line so far is the start solution's.
    bool followsStartSolution() const;

    Game game_;
    bool solutionShown_ = false;
    QString file_;
    FileState inFile_; // the file's game when last read or written
    GameShelf shelf_;
    std::vector<MoveRecord> records_;
    std::vector<Move> line_;        // records_' moves, for the judge
    std::vector<Verdict> verdicts_; // one per move once judged, else empty
    Position beforeLast_;
    std::shared_ptr<const Judge> judge_;
    std::shared_ptr<const ExactSearch> search_;
    std::shared_ptr<const Solution> startSolution_; // where the judge cannot advise
    std::size_t followed_ = 0;                      // leading moves of the line on it
    QString analysisError_;
    Availability available_;
    std::vector<int> hintsByAttempt_; // hints shown, by attempt
    std::vector<int> goalsByAttempt_; // times each attempt reached the goal
    QElapsedTimer clock_;  // started by the attempt's first move
    std::optional<qint64> solvedAfterMs_; // the clock at the last arrival at the goal
    bool clockKnown_ = true; // the game came on the board with no move made
    // The background work: the judge of a new board (two threads, so that a
    // new board need not wait for the old one's cancelled build), the
    // verdicts refined by search and hints (one search at a time each).
    BackgroundWork analysis_;
    BackgroundWork refines_;
    BackgroundWork hints_;
    BackgroundWork tables_;

    // The hook that sends a query's table build to tables_
    // (SearchControl::buildTableAside).
    std::function<void()> tableAside();
    void buildTableAside(const std::shared_ptr<const ExactSearch>& search);
};

} // namespace leapfrog::ui

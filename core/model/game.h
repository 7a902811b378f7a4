#pragma once
// A game: a variant, the full history with an undo cursor, and the position
// after each entry. One mechanism serves undo, redo, restart, save and replay
// (Tatham's midend): restart and solution moves are history entries too.
//
// Compact: the position after an entry is not kept for every entry (a saved
// game of classic:100000 with 20,000 restarts once held 40,000 positions of
// 100 KB, 4 GB): a restart's is the start, and within a line a position is
// kept every kSnapshotEvery moves; any other is replayed from the nearest
// one before it. So a game holds its entries (a few bytes each), the current
// position, and at most one position per kSnapshotEvery moves of a line.
#include "move.h"
#include "position.h"
#include "variant.h"

#include <span>
#include <utility>
#include <vector>

namespace leapfrog {

// Who made a move: showing a solution never counts as solving it yourself.
enum class Origin { Player, Solution, Hint };

struct HistoryEntry {
    enum class Kind { Move, Restart };
    Kind kind = Kind::Move;
    Move move;
    Origin origin = Origin::Player;

    friend bool operator==(const HistoryEntry&, const HistoryEntry&) = default;
};

class Game {
public:
    explicit Game(Variant variant);
    // Replays a stored history. Throws InputError naming the first bad entry.
    static Game fromHistory(Variant variant, std::span<const HistoryEntry> history, int cursor);

    const Variant& variant() const { return variant_; }
    const Position& position() const { return current_; }
    // The position after the first `entries` entries of the history
    // (0 <= entries <= history().size()), replayed from the nearest kept one.
    Position positionAfter(int entries) const;
    // Moves of a line between kept positions.
    static constexpr int kSnapshotEvery = 64;
    std::span<const HistoryEntry> history() const { return history_; }
    int cursor() const { return cursor_; }

    bool canUndo() const { return cursor_ > 0; }
    bool canRedo() const { return cursor_ < static_cast<int>(history_.size()); }
    bool undo();
    bool redo();

    // Plays a legal move, dropping any redo tail. Throws InputError with the
    // reason when the move is illegal here; the game is then unchanged.
    void play(Move move, Origin origin = Origin::Player);
    // Back to the start, as an undoable entry. Nothing to do at a fresh start.
    bool restart();

    // The moves from the last restart up to the cursor.
    std::vector<Move> currentLine() const;
    int movesMade() const;
    bool isWon() const { return variant_.isGoal(position()); }
    // No legal move and not the goal (reachable under the strict rules).
    bool isStuck() const;
    // Whether a shown solution or hint made any move of the current line.
    bool usedHelp() const;

private:
    void push(HistoryEntry entry, Position after);
    int lineStart() const;
    int lineStartBefore(int entries) const;
    // The position after the first `entries` entries, from the nearest kept one.
    Position replayed(int entries) const;

    Variant variant_;
    std::vector<HistoryEntry> history_;
    Position current_; // after the first cursor_ entries
    // Positions after the first k entries, for some k (every kSnapshotEvery-th
    // move of a line), sorted by k; none beyond the history.
    std::vector<std::pair<int, Position>> snapshots_;
    int cursor_ = 0;
};

} // namespace leapfrog

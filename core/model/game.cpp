#include "game.h"

#include "errors.h"
#include "rules.h"

#include <algorithm>
#include <iterator>

namespace leapfrog {

Game::Game(Variant variant)
    : variant_(std::move(variant))
    , current_(variant_.start())
{
}

Game Game::fromHistory(Variant variant, std::span<const HistoryEntry> history, int cursor)
{
    Game game(std::move(variant));
    for (std::size_t i = 0; i < history.size(); ++i) {
        const HistoryEntry& entry = history[i];
        if (entry.kind == HistoryEntry::Kind::Restart) {
            game.push(entry, game.variant_.start());
            continue;
        }
        const auto reason = illegalReason(game.variant_.board(), game.variant_.rules(), game.position(), entry.move);
        if (reason) {
            throw InputError("history entry " + std::to_string(i + 1) + " (" + moveText(entry.move)
                             + ") is illegal: " + *reason);
        }
        game.push(entry, applyMove(game.variant_.rules(), game.position(), entry.move));
    }
    if (cursor < 0 || cursor > static_cast<int>(history.size())) {
        throw InputError("undo cursor " + std::to_string(cursor) + " is outside the history (0 to "
                         + std::to_string(history.size()) + ")");
    }
    game.cursor_ = cursor;
    game.current_ = game.replayed(cursor);
    return game;
}

bool Game::undo()
{
    if (!canUndo()) {
        return false;
    }
    --cursor_;
    current_ = replayed(cursor_);
    return true;
}

bool Game::redo()
{
    if (!canRedo()) {
        return false;
    }
    const HistoryEntry& entry = history_[static_cast<std::size_t>(cursor_)];
    if (entry.kind == HistoryEntry::Kind::Restart) {
        current_ = variant_.start();
    } else {
        applyMoveInPlace(variant_.rules(), current_, entry.move);
    }
    ++cursor_;
    return true;
}

// Where the line holding the position after `entries` entries starts: just
// after the last restart among them, or at 0.
int Game::lineStartBefore(int entries) const
{
    int start = entries;
    while (start > 0 && history_[static_cast<std::size_t>(start) - 1].kind != HistoryEntry::Kind::Restart) {
        --start;
    }
    return start;
}

Position Game::positionAfter(int entries) const { return entries == cursor_ ? current_ : replayed(entries); }

Position Game::replayed(int entries) const
{
    const int start = lineStartBefore(entries);
    // The nearest kept position at or before `entries`, within its line.
    const auto kept = std::upper_bound(snapshots_.begin(), snapshots_.end(), entries,
                                       [](int k, const auto& snapshot) { return k < snapshot.first; });
    const bool useKept = kept != snapshots_.begin() && std::prev(kept)->first >= start;
    Position position = useKept ? std::prev(kept)->second : variant_.start();
    for (int k = useKept ? std::prev(kept)->first : start; k < entries; ++k) {
        applyMoveInPlace(variant_.rules(), position, history_[static_cast<std::size_t>(k)].move);
    }
    return position;
}

void Game::push(HistoryEntry entry, Position after)
{
    history_.resize(static_cast<std::size_t>(cursor_));
    while (!snapshots_.empty() && snapshots_.back().first > cursor_) {
        snapshots_.pop_back(); // of a redo tail that is gone
    }
    history_.push_back(entry);
    current_ = std::move(after);
    ++cursor_;
    // Kept when the last kSnapshotEvery entries are moves of one line and
    // none of them is kept already.
    const int from = cursor_ - kSnapshotEvery;
    if (from < 0 || (!snapshots_.empty() && snapshots_.back().first > from)) {
        return;
    }
    const auto lineBreaks = [](const HistoryEntry& e) { return e.kind == HistoryEntry::Kind::Restart; };
    if (std::none_of(history_.begin() + from, history_.end(), lineBreaks)) {
        snapshots_.emplace_back(cursor_, current_);
    }
}

void Game::play(Move move, Origin origin)
{
    const auto reason = illegalReason(variant_.board(), variant_.rules(), position(), move);
    if (reason) {
        throw InputError("move " + moveText(move) + " is illegal: " + *reason);
    }
    push({HistoryEntry::Kind::Move, move, origin}, applyMove(variant_.rules(), position(), move));
}

bool Game::restart()
{
    if (movesMade() == 0) {
        return false;
    }
    push({HistoryEntry::Kind::Restart, Move{}, Origin::Player}, variant_.start());
    return true;
}

int Game::lineStart() const { return lineStartBefore(cursor_); }

std::vector<Move> Game::currentLine() const
{
    std::vector<Move> line;
    for (int i = lineStart(); i < cursor_; ++i) {
        line.push_back(history_[static_cast<std::size_t>(i)].move);
    }
    return line;
}

int Game::movesMade() const { return cursor_ - lineStart(); }

bool Game::isStuck() const
{
    return !isWon() && !hasLegalMove(variant_.board(), variant_.rules(), position());
}

bool Game::usedHelp() const
{
    for (int i = lineStart(); i < cursor_; ++i) {
        if (history_[static_cast<std::size_t>(i)].origin != Origin::Player) {
            return true;
        }
    }
    return false;
}

} // namespace leapfrog

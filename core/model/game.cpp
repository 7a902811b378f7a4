#include "game.h"

#include "errors.h"
#include "rules.h"

namespace leapfrog {

Game::Game(Variant variant)
    : variant_(std::move(variant))
    , positions_{variant_.start()}
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
    return game;
}

bool Game::undo()
{
    if (!canUndo()) {
        return false;
    }
    --cursor_;
    return true;
}

bool Game::redo()
{
    if (!canRedo()) {
        return false;
    }
    ++cursor_;
    return true;
}

void Game::push(HistoryEntry entry, Position after)
{
    history_.resize(static_cast<std::size_t>(cursor_));
    positions_.resize(static_cast<std::size_t>(cursor_) + 1);
    history_.push_back(entry);
    positions_.push_back(std::move(after));
    ++cursor_;
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

int Game::lineStart() const
{
    int start = cursor_;
    while (start > 0 && history_[static_cast<std::size_t>(start) - 1].kind != HistoryEntry::Kind::Restart) {
        --start;
    }
    return start;
}

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

#include "gameshelf.h"

namespace leapfrog::ui {

namespace {

// Enough to undo a long evening of New games; the oldest go first.
constexpr std::size_t kShelfLimit = 100;

} // namespace

FileState fileStateOf(const Game& game, bool solutionShown)
{
    const auto history = game.history().first(static_cast<std::size_t>(game.cursor()));
    return {{history.begin(), history.end()}, solutionShown};
}

void GameShelf::replace(ShelvedGame replaced)
{
    later_.clear();
    if (replaced.saved.game.history().empty()) {
        return;
    }
    earlier_.push_back(std::move(replaced));
    if (earlier_.size() > kShelfLimit) {
        earlier_.erase(earlier_.begin());
    }
}

ShelvedGame GameShelf::goBack(ShelvedGame current)
{
    ShelvedGame previous = std::move(earlier_.back());
    earlier_.pop_back();
    later_.push_back(std::move(current));
    return previous;
}

ShelvedGame GameShelf::goForward(ShelvedGame current)
{
    ShelvedGame next = std::move(later_.back());
    later_.pop_back();
    earlier_.push_back(std::move(current));
    return next;
}

} // namespace leapfrog::ui

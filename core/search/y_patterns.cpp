#include "y_patterns.h"

#include "../errors.h"
#include "../rules.h"
#include "../variant.h"

#include <array>
#include <map>
#include <mutex>

namespace leapfrog {

namespace {

constexpr std::uint8_t kUnseen = 255;
constexpr std::uint8_t kHole = 0;
constexpr std::uint8_t kColour = 1;
constexpr std::uint8_t kOther = 2;

// Holes of y:k: the centre 0, arm a's i-th hole (from the centre, 1-based)
// at 1 + a k + i - 1.
int holeOf(int k, int arm, int i) { return 1 + arm * k + i - 1; }

} // namespace

std::shared_ptr<const YPatternDatabase> YPatternDatabase::forArmLength(int k, const SearchGuard* guard)
{
    if (k < 1 || k > kLargestArmLength) {
        throw LimitError("no pattern database for y:" + std::to_string(k));
    }
    static std::mutex mutex;
    static std::map<int, std::shared_ptr<const YPatternDatabase>> built;
    const std::lock_guard lock(mutex);
    auto& slot = built[k];
    if (!slot) {
        slot = std::shared_ptr<const YPatternDatabase>(new YPatternDatabase(k, guard));
    }
    return slot;
}

std::uint64_t YPatternDatabase::rankOf(const CellArray& cells, Cell colour, int arm) const
{
    // Canonical order: centre, then the two other arms in ascending order,
    // then `arm` in C's place.
    std::array<std::uint8_t, CellArray::kMaxHoles> symbols{};
    int at = 0;
    const auto put = [&](Cell cell) {
        symbols[static_cast<std::size_t>(at++)] = cell == Cell::Empty ? kHole : cell == colour ? kColour : kOther;
    };
    put(cells.at(0));
    for (int other = 0; other < 3; ++other) {
        if (other != arm) {
            for (int i = 1; i <= k_; ++i) {
                put(cells.at(holeOf(k_, other, i)));
            }
        }
    }
    for (int i = 1; i <= k_; ++i) {
        put(cells.at(holeOf(k_, arm, i)));
    }
    return ranking_.rank(std::span(symbols.data(), static_cast<std::size_t>(at)));
}

int YPatternDatabase::colourMoves(const CellArray& cells, Cell colour, int arm) const
{
    return moves_[rankOf(cells, colour, arm)];
}

YPatternDatabase::YPatternDatabase(int k, const SearchGuard* guard)
    : k_(k)
    , ranking_(std::array<int, 3>{1, k, 2 * k})
{
    // Abstract positions are y:k positions with Blue for the colour and Red
    // for the others; the rules are the real ones (they look at no colour).
    const Variant board = Variant::yBoard(k);
    const int holes = board.holeCount();
    const auto cellsOf = [&](std::uint64_t rank) {
        std::array<std::uint8_t, CellArray::kMaxHoles> symbols{};
        ranking_.unrank(rank, std::span(symbols.data(), static_cast<std::size_t>(holes)));
        CellArray cells(holes);
        for (int hole = 0; hole < holes; ++hole) {
            cells.set(hole, static_cast<Cell>(symbols[static_cast<std::size_t>(hole)]));
        }
        return cells;
    };
    CellArray goal(holes);
    for (int arm = 0; arm < 3; ++arm) {
        for (int i = 1; i <= k; ++i) {
            goal.set(holeOf(k, arm, i), arm == 2 ? Cell::Blue : Cell::Red);
        }
    }
    moves_.assign(ranking_.count(), kUnseen);
    // 0-1 breadth-first search: close each layer under the free moves (the
    // others'), then take one move of the colour into the next layer.
    std::vector<std::uint64_t> layer{rankOf(goal, Cell::Blue, 2)};
    moves_[layer.front()] = 0;
    std::uint64_t done = 0;
    for (std::uint8_t d = 0; !layer.empty(); ++d) {
        std::vector<std::uint64_t> next;
        const auto expand = [&](std::uint64_t rank, bool colourMoves, std::vector<std::uint64_t>& into,
                                std::uint8_t value) {
            const CellArray cells = cellsOf(rank);
            forEachMove(board.board(), RuleSet::Classic, cells, [&](Move move) {
                if ((cells.at(move.from) == Cell::Blue) != colourMoves) {
                    return;
                }
                CellArray after = cells;
                playMove(RuleSet::Classic, after, move);
                const std::uint64_t reached = rankOf(after, Cell::Blue, 2);
                if (moves_[reached] == kUnseen) {
                    moves_[reached] = value;
                    into.push_back(reached);
                }
            });
            if (guard && (++done & 0xFFFF) == 0) {
                guard->checkCancel();
            }
        };
        for (std::size_t i = 0; i < layer.size(); ++i) { // grows while it runs
            expand(layer[i], false, layer, d);
        }
        for (const std::uint64_t rank : layer) {
            expand(rank, true, next, static_cast<std::uint8_t>(d + 1));
        }
        layer.swap(next);
    }
}

} // namespace leapfrog

#include "y_patterns.h"

#include "model/errors.h"
#include "model/rules.h"
#include "model/variant.h"

#include <algorithm>
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

// One step of the database's search: the moves of (or not of) the colour out
// of one abstract position. A move swaps a peg and the hole, so only the
// symbols between its two holes change: the rank after it is re-summed over
// that stretch alone, from the prefix sums of the position before (what
// ranking.h's pieces are for).
struct YPatternDatabase::Expansion {
    YPatternDatabase& database;
    const Variant board;
    const int holes;
    const SearchGuard* guard;
    std::uint64_t done = 0;
    std::array<std::uint8_t, CellArray::kMaxHoles> symbols{};
    std::array<std::uint32_t, CellArray::kMaxHoles + 1> remainingAt{};
    std::array<std::uint64_t, CellArray::kMaxHoles + 1> rankBefore{};

    // Moves of the colour (colourMoves) or of the others out of `rank`; the
    // positions first met are given `value` and added to `into`.
    void operator()(std::uint64_t rank, bool colourMoves, std::vector<std::uint64_t>& into, std::uint8_t value)
    {
        const CellArray cells = load(rank);
        forEachMove(board.board(), RuleSet::Classic, cells, [&](Move move) {
            if ((cells.at(move.from) == Cell::Blue) != colourMoves) {
                return;
            }
            const std::uint64_t reached = rankAfter(rank, move);
            if (database.moves_[reached] == kUnseen) {
                database.moves_[reached] = value;
                into.push_back(reached);
            }
        });
        if (guard && (++done & 0xFFFF) == 0) {
            guard->checkCancel();
            if (guard->outOfTime()) {
                throw LimitError("unknown within the limit: the pattern database of y:"
                                 + std::to_string(database.k_) + " was not built within the time budget");
            }
        }
    }

    // Unranks into `symbols` and fills the prefix sums.
    CellArray load(std::uint64_t rank)
    {
        const MultisetRanking& ranking = database.ranking_;
        ranking.unrank(rank, std::span(symbols.data(), static_cast<std::size_t>(holes)));
        CellArray cells(holes);
        remainingAt[0] = ranking.full();
        rankBefore[0] = 0;
        for (int hole = 0; hole < holes; ++hole) {
            const auto at = static_cast<std::size_t>(hole);
            const int symbol = symbols[at];
            cells.set(hole, static_cast<Cell>(symbol));
            rankBefore[at + 1] = rankBefore[at] + ranking.contribution(remainingAt[at], symbol);
            remainingAt[at + 1] = ranking.after(remainingAt[at], symbol);
        }
        return cells;
    }

    std::uint64_t rankAfter(std::uint64_t rank, Move move) const
    {
        const MultisetRanking& ranking = database.ranking_;
        const int low = std::min(move.from, move.to);
        const int high = std::max(move.from, move.to);
        std::uint64_t reached = rankBefore[static_cast<std::size_t>(low)];
        std::uint32_t remaining = remainingAt[static_cast<std::size_t>(low)];
        for (int hole = low; hole <= high; ++hole) {
            int symbol = symbols[static_cast<std::size_t>(hole)];
            if (hole == move.from) {
                symbol = kHole;
            } else if (hole == move.to) {
                symbol = symbols[static_cast<std::size_t>(move.from)];
            }
            reached += ranking.contribution(remaining, symbol);
            remaining = ranking.after(remaining, symbol);
        }
        return reached + rank - rankBefore[static_cast<std::size_t>(high) + 1];
    }
};

YPatternDatabase::YPatternDatabase(int k, const SearchGuard* guard)
    : k_(k)
    , ranking_(std::array<int, 3>{1, k, 2 * k})
{
    // Abstract positions are y:k positions with Blue for the colour and Red
    // for the others; the rules are the real ones (they look at no colour).
    Expansion expand{*this, Variant::yBoard(k), Variant::yBoard(k).holeCount(), guard};
    CellArray goal(expand.holes);
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
    for (std::uint8_t d = 0; !layer.empty(); ++d) {
        std::vector<std::uint64_t> next;
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

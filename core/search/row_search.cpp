#include "row_search.h"

#include "lower_bound.h"
#include "model/errors.h"

#include <algorithm>
#include <array>
#include <bit>
#include <string>

namespace leapfrog {

namespace {

constexpr std::uint64_t kNoKey = ~std::uint64_t{0};
constexpr int kCheckEvery = 1024; // expansions between looks at the clock, the cancel flag and the memory

std::uint64_t keyOf(const PackedRow& row) { return (row.blues << 6) | static_cast<std::uint64_t>(row.hole); }
PackedRow rowOf(std::uint64_t key) { return {key >> 6, static_cast<int>(key & 63U)}; }

bool blueAt(std::uint64_t blues, int peg) { return ((blues >> peg) & 1U) != 0; }

std::uint64_t swapped(std::uint64_t blues, int peg) // pegs peg and peg + 1
{
    return blueAt(blues, peg) == blueAt(blues, peg + 1) ? blues : blues ^ (std::uint64_t{3} << peg);
}

// Calls visit(next, move, change of inversions) for every legal move of
// `row` (P pegs), in one fixed order. In the row with the hole, pegs left of
// the hole keep their index and pegs right of it are one further.
template<typename Visit>
void forEachRowMove(const PackedRow& row, int pegs, bool strict, Visit&& visit)
{
    const int hole = row.hole;
    const std::uint64_t blues = row.blues;
    if (hole >= 1 && (!strict || blueAt(blues, hole - 1))) { // peg hole - 1 steps right
        visit(PackedRow{blues, hole - 1}, Move{hole - 1, hole}, 0);
    }
    if (hole < pegs && (!strict || !blueAt(blues, hole))) { // peg hole steps left
        visit(PackedRow{blues, hole + 1}, Move{hole + 1, hole}, 0);
    }
    if (hole >= 2) { // peg hole - 2 jumps right over peg hole - 1
        const bool moverBlue = blueAt(blues, hole - 2);
        const bool overBlue = blueAt(blues, hole - 1);
        if (!strict || (moverBlue && !overBlue)) {
            const int change = moverBlue == overBlue ? 0 : (moverBlue ? -1 : 1);
            visit(PackedRow{swapped(blues, hole - 2), hole - 2}, Move{hole - 2, hole}, change);
        }
    }
    if (hole + 2 <= pegs) { // peg hole + 1 jumps left over peg hole
        const bool overBlue = blueAt(blues, hole);
        const bool moverBlue = blueAt(blues, hole + 1);
        if (!strict || (!moverBlue && overBlue)) {
            const int change = moverBlue == overBlue ? 0 : (overBlue ? -1 : 1);
            visit(PackedRow{swapped(blues, hole), hole + 2}, Move{hole + 2, hole}, change);
        }
    }
}

// Positions met, with their moves so far and the first move of the way
// they were met by: open addressing on the packed key.
class Reached {
public:
    Reached() { resize(std::size_t{1} << 12); }

    struct Entry {
        int moves;
        int firstMove;
    };
    std::optional<Entry> find(std::uint64_t key) const
    {
        for (std::size_t slot = home(key);; slot = (slot + 1) & mask_) {
            if (keys_[slot] == key) {
                return Entry{static_cast<int>(values_[slot] & 0xFFFFU), static_cast<int>(values_[slot] >> 16) - 1};
            }
            if (keys_[slot] == kNoKey) {
                return std::nullopt;
            }
        }
    }
    // Sets or replaces; `memoryCap` bounds the growth (false when it would
    // pass it).
    bool set(std::uint64_t key, Entry entry, std::size_t memoryCap)
    {
        if ((count_ + 1) * 2 > keys_.size()) {
            if (bytesAfterGrowth() > memoryCap) {
                return false;
            }
            resize(keys_.size() * 2);
        }
        std::size_t slot = home(key);
        while (keys_[slot] != kNoKey && keys_[slot] != key) {
            slot = (slot + 1) & mask_;
        }
        count_ += keys_[slot] == kNoKey ? 1 : 0;
        keys_[slot] = key;
        values_[slot] = static_cast<std::uint32_t>(entry.moves) | (static_cast<std::uint32_t>(entry.firstMove + 1) << 16);
        return true;
    }
    std::size_t bytes() const { return keys_.size() * (sizeof(std::uint64_t) + sizeof(std::uint32_t)); }
    std::size_t size() const { return count_; }

private:
    std::size_t bytesAfterGrowth() const { return 2 * bytes(); }
    std::size_t home(std::uint64_t key) const
    {
        key ^= key >> 33;
        key *= 0xff51afd7ed558ccdULL;
        key ^= key >> 33;
        return static_cast<std::size_t>(key) & mask_;
    }
    void resize(std::size_t slots)
    {
        std::vector<std::uint64_t> oldKeys(slots, kNoKey);
        std::vector<std::uint32_t> oldValues(slots, 0);
        oldKeys.swap(keys_);
        oldValues.swap(values_);
        mask_ = slots - 1;
        count_ = 0;
        for (std::size_t i = 0; i < oldKeys.size(); ++i) {
            if (oldKeys[i] != kNoKey) {
                std::size_t slot = home(oldKeys[i]);
                while (keys_[slot] != kNoKey) {
                    slot = (slot + 1) & mask_;
                }
                keys_[slot] = oldKeys[i];
                values_[slot] = oldValues[i];
                ++count_;
            }
        }
    }

    std::vector<std::uint64_t> keys_;
    std::vector<std::uint32_t> values_;
    std::size_t mask_ = 0;
    std::size_t count_ = 0;
};

[[noreturn]] void unknown(const Variant& variant, const SearchGuard& guard, const std::string& why)
{
    if (why.empty()) {
        throw LimitError("unknown within the limit: the search of " + variant.spec() + " ran out of its time budget of "
                         + std::to_string(guard.control().budget.count() / 1000) + " s before reaching an answer");
    }
    throw LimitError("unknown within the limit: the search of " + variant.spec() + " " + why
                     + " before reaching an answer");
}

void checkGuard(const Variant& variant, SearchGuard& guard, int layer, std::uint64_t done)
{
    guard.checkCancel();
    if (guard.outOfTime()) {
        unknown(variant, guard, "");
    }
    guard.report({"search", layer, done, 0});
}

[[noreturn]] void outOfMemory(const Variant& variant, const SearchGuard& guard)
{
    unknown(variant, guard,
            "reached the memory cap of " + std::to_string(guard.control().memoryCap >> 20) + " MiB");
}

} // namespace

struct RowSearch::Found {
    std::optional<int> distance; // nullopt: farther than the limit
    int firstMove = -1;          // in forEachRowMove's order; -1 at the goal
};

namespace {

// The papers' goal R..R_B..B: every red, then the hole, then every blue.
bool isMirroredGoal(const Position& goal)
{
    const int reds = goal.count(Cell::Red);
    for (int hole = 0; hole < goal.size(); ++hole) {
        const Cell want = hole < reds ? Cell::Red : hole == reds ? Cell::Empty : Cell::Blue;
        if (goal.at(hole) != want) {
            return false;
        }
    }
    return true;
}

} // namespace

bool RowSearch::appliesTo(const Variant& variant)
{
    // Only toward the papers' goal: the band bound and the strict count
    // I + V assume one-peg jumps and the mirrored goal R..R_B..B, from any
    // position. Rows with long jumps or a goal of the user's own do not have
    // them; a custom row (a game ID of classic:N, or row:...>RRR_BBB) with
    // one hole, one-peg jumps and that goal does, whatever its start.
    const Position& start = variant.start();
    const bool papersRow = variant.family() == Family::Classic || variant.family() == Family::Strict
                           || (variant.family() == Family::Row && isMirroredGoal(variant.goal()));
    return papersRow && (variant.rules() == RuleSet::Classic || variant.rules() == RuleSet::Strict)
           && variant.board().isRow() && variant.reach() == 1 && start.count(Cell::Empty) == 1
           && start.count(Cell::Yellow) == 0 && start.count(Cell::Blue) >= 1 && start.count(Cell::Red) >= 1
           && start.size() - 1 <= kMaxPegs;
}

RowSearch::RowSearch(const Variant& variant)
    : variant_(variant)
    , blues_(variant.start().count(Cell::Blue))
    , reds_(variant.start().count(Cell::Red))
    , strict_(variant.rules() == RuleSet::Strict)
    , goal_(pack(CellArray::from(variant.goal())))
{
}

RowSearch::~RowSearch() = default;

PackedRow RowSearch::pack(const CellArray& cells)
{
    PackedRow row;
    int peg = 0;
    for (int hole = 0; hole < cells.size(); ++hole) {
        const Cell cell = cells.at(hole);
        if (cell == Cell::Empty) {
            row.hole = peg;
            continue;
        }
        if (cell == Cell::Blue) {
            row.blues |= std::uint64_t{1} << peg;
        }
        ++peg;
    }
    return row;
}

std::shared_ptr<const RowBands> RowSearch::bands(SearchGuard& guard)
{
    const std::lock_guard lock(bandsMutex_);
    if (!bands_) {
        guard.report({"row bands", 0, 0, 0}, true);
        bands_ = std::make_shared<const RowBands>(blues_, reds_, guard);
    }
    return bands_;
}

std::function<int(const CellArray&)> RowSearch::goalBound(SearchGuard& guard)
{
    if (strict_) {
        return {};
    }
    return [bound = bands(guard)](const CellArray& cells) { return bound->toGoal(pack(cells)); };
}

std::optional<int> RowSearch::cached(std::uint64_t key) const
{
    const std::lock_guard lock(cacheMutex_);
    const auto found = known_.find(key);
    return found == known_.end() ? std::nullopt : std::optional<int>(found->second);
}

void RowSearch::remember(std::uint64_t key, int distance)
{
    constexpr std::size_t kRemembered = std::size_t{1} << 20;
    const std::lock_guard lock(cacheMutex_);
    if (known_.size() >= kRemembered) {
        known_.clear();
    }
    known_[key] = distance;
}

// A*, its queue by (moves so far + bound) and, within one value, deepest
// first; positions whose sum exceeds `limit` are dropped.
RowSearch::Found RowSearch::classicSearch(const PackedRow& source, int limit, const RowBands& bands,
                                          SearchGuard& guard) const
{
    const int pegs = blues_ + reds_;
    const std::uint64_t goalKey = keyOf(goal_);
    const std::uint64_t sourceKey = keyOf(source);
    if (sourceKey == goalKey) {
        return {0, -1};
    }
    const int lowest = bands.toGoal(source);
    if (lowest > limit) {
        return {};
    }
    const std::size_t memoryCap = guard.control().memoryCap;
    Reached reached;
    reached.set(sourceKey, {0, -1}, memoryCap);
    // queue[f - lowest][g]: keys met with moves so far g and g + bound f.
    std::vector<std::vector<std::vector<std::uint64_t>>> queue(1);
    queue[0].resize(1);
    queue[0][0].push_back(sourceKey);
    std::size_t queued = 1;
    std::uint64_t expanded = 0;
    for (int f = lowest; f <= limit && static_cast<std::size_t>(f - lowest) < queue.size(); ++f) {
        const auto level = static_cast<std::size_t>(f - lowest);
        int deepest = static_cast<int>(queue[level].size()) - 1;
        while (true) {
            while (deepest >= 0 && queue[level][static_cast<std::size_t>(deepest)].empty()) {
                --deepest;
            }
            if (deepest < 0) {
                break;
            }
            std::vector<std::uint64_t>& bucket = queue[level][static_cast<std::size_t>(deepest)];
            const std::uint64_t key = bucket.back();
            bucket.pop_back();
            const int moves = deepest;
            const std::optional<Reached::Entry> here = reached.find(key);
            if (here->moves != moves) {
                continue; // met again since by a shorter way
            }
            if (key == goalKey) {
                return {moves, here->firstMove};
            }
            if (++expanded % kCheckEvery == 0) {
                checkGuard(variant_, guard, f, expanded);
                if (reached.bytes() + queued * sizeof(std::uint64_t) > memoryCap) {
                    outOfMemory(variant_, guard);
                }
            }
            const PackedRow row = rowOf(key);
            const int inversions = RowBands::inversions(row.blues, pegs);
            int moveIndex = 0;
            forEachRowMove(row, pegs, false, [&](const PackedRow& next, Move, int change) {
                const int first = moves == 0 ? moveIndex : here->firstMove;
                ++moveIndex;
                const std::uint64_t nextKey = keyOf(next);
                const std::optional<Reached::Entry> before = reached.find(nextKey);
                if (before && before->moves <= moves + 1) {
                    return;
                }
                const int sum = std::max(f, moves + 1 + inversions + change + bands.overhead(next));
                if (sum > limit) {
                    return;
                }
                if (!reached.set(nextKey, {moves + 1, first}, memoryCap)) {
                    outOfMemory(variant_, guard);
                }
                const auto at = static_cast<std::size_t>(sum - lowest);
                if (queue.size() <= at) {
                    queue.resize(at + 1);
                }
                if (queue[at].size() <= static_cast<std::size_t>(moves + 1)) {
                    queue[at].resize(static_cast<std::size_t>(moves) + 2);
                }
                queue[at][static_cast<std::size_t>(moves) + 1].push_back(nextKey);
                ++queued;
                if (sum == f) {
                    deepest = std::max(deepest, moves + 1);
                }
            });
        }
        std::vector<std::vector<std::uint64_t>>().swap(queue[level]);
    }
    return {};
}

RowSearch::Hint RowSearch::classicHint(const PackedRow& source, bool bestMoves, SearchGuard& guard)
{
    const std::shared_ptr<const RowBands> bound = bands(guard);
    const int pegs = blues_ + reds_;
    constexpr int kNoLimit = 1 << 15;
    Hint out;
    // A distance found before saves the first search, not the others.
    int foundFirst = -1;
    out.distance = cached(keyOf(source));
    if (!out.distance) {
        const Found found = classicSearch(source, kNoLimit, *bound, guard);
        if (!found.distance) {
            unknown(variant_, guard, "found no path within " + std::to_string(kNoLimit) + " moves");
        }
        out.distance = found.distance;
        foundFirst = found.firstMove;
        remember(keyOf(source), *found.distance);
    }
    if (!bestMoves || *out.distance == 0) {
        return out;
    }
    const int distance = *out.distance;
    int moveIndex = 0;
    std::vector<std::pair<PackedRow, Move>> moves;
    forEachRowMove(source, pegs, false, [&](const PackedRow& next, Move move, int) {
        moves.emplace_back(next, move);
    });
    for (const auto& [next, move] : moves) {
        bool best = moveIndex == foundFirst;
        if (!best) {
            const std::optional<int> known = cached(keyOf(next));
            best = known ? *known == distance - 1
                         : classicSearch(next, distance - 1, *bound, guard).distance.has_value();
        }
        if (best) {
            out.best.push_back(move);
            remember(keyOf(next), distance - 1);
        }
        ++moveIndex;
    }
    std::sort(out.best.begin(), out.best.end());
    return out;
}

RowSearch::Hint RowSearch::strictHint(const CellArray& cells, bool bestMoves, SearchGuard& guard)
{
    const int pegs = blues_ + reds_;
    const LowerBound bound(variant_);
    const CellArray goalCells = CellArray::from(variant_.goal());
    const LowerBound::Features goalFeatures = bound.features(goalCells);
    const std::uint64_t goalKey = keyOf(goal_);
    const std::size_t memoryCap = guard.control().memoryCap;
    // I + V, the length of every path to the goal, and whether lower_bound.h
    // already shows that none exists.
    const auto length = [](const LowerBound::Features& features) { return features.first + features.second; };
    const auto hopeless = [&](const CellArray& here) {
        const LowerBound::Features features = bound.features(here);
        return bound.between(features, goalFeatures) > length(features);
    };
    const auto cellsOf = [&](const PackedRow& row) {
        CellArray out(pegs + 1);
        for (int hole = 0, peg = 0; hole <= pegs; ++hole) {
            if (hole == row.hole) {
                out.set(hole, Cell::Empty);
            } else {
                out.set(hole, blueAt(row.blues, peg) ? Cell::Blue : Cell::Red);
                ++peg;
            }
        }
        return out;
    };
    Reached dead; // positions from which the goal cannot be reached
    std::uint64_t visited = 0;
    const auto reaches = [&](const PackedRow& from) {
        // Depth first; each frame remembers how many of its moves it tried.
        struct Frame {
            PackedRow row;
            int tried;
        };
        if (keyOf(from) == goalKey) {
            return true;
        }
        if (dead.find(keyOf(from)) || hopeless(cellsOf(from))) {
            return false;
        }
        std::vector<Frame> path{{from, 0}};
        while (!path.empty()) {
            Frame& top = path.back();
            std::optional<PackedRow> next;
            int index = 0;
            forEachRowMove(top.row, pegs, true, [&](const PackedRow& after, Move, int) {
                if (!next && index++ == top.tried) {
                    next = after;
                }
            });
            if (!next) {
                if (!dead.set(keyOf(top.row), {0, 0}, memoryCap)) {
                    outOfMemory(variant_, guard);
                }
                path.pop_back();
                continue;
            }
            ++top.tried;
            if (keyOf(*next) == goalKey) {
                return true;
            }
            if (++visited % kCheckEvery == 0) {
                checkGuard(variant_, guard, static_cast<int>(path.size()), visited);
            }
            if (dead.find(keyOf(*next))) {
                continue;
            }
            if (hopeless(cellsOf(*next))) {
                if (!dead.set(keyOf(*next), {0, 0}, memoryCap)) {
                    outOfMemory(variant_, guard);
                }
                continue;
            }
            path.push_back({*next, 0});
        }
        return false;
    };
    const PackedRow source = pack(cells);
    Hint out;
    if (!reaches(source)) {
        return out;
    }
    const LowerBound::Features features = bound.features(cells);
    out.distance = length(features);
    if (bestMoves) {
        forEachRowMove(source, pegs, true, [&](const PackedRow& next, Move move, int) {
            if (reaches(next)) {
                out.best.push_back(move);
            }
        });
        std::sort(out.best.begin(), out.best.end());
    }
    return out;
}

RowSearch::Hint RowSearch::hint(const CellArray& cells, SearchGuard& guard)
{
    return strict_ ? strictHint(cells, true, guard) : classicHint(pack(cells), true, guard);
}

std::optional<int> RowSearch::distance(const CellArray& cells, SearchGuard& guard)
{
    return strict_ ? strictHint(cells, false, guard).distance : classicHint(pack(cells), false, guard).distance;
}

} // namespace leapfrog

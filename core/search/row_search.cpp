#include "row_search.h"

#include "lower_bound.h"
#include "model/errors.h"

#include <algorithm>
#include <array>
#include <bit>
#include <optional>
#include <utility>
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
            "reached the memory cap of " + byteSizeText(guard.control().memoryCap));
}

// Every kCheckEvery expansions: the guard, and the memory in use.
void checkNowAndThen(const Variant& variant, SearchGuard& guard, int layer, std::uint64_t expanded, std::size_t bytes)
{
    if (expanded % kCheckEvery != 0) {
        return;
    }
    checkGuard(variant, guard, layer, expanded);
    if (bytes > guard.control().memoryCap) {
        outOfMemory(variant, guard);
    }
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

namespace {

// A*'s open list: keys by (moves so far + bound) = f, and within one f by
// moves so far g, deepest first. levels_[f - lowest][g] holds the keys.
class BucketQueue {
public:
    explicit BucketQueue(int lowest)
        : lowest_(lowest)
    {
    }

    bool hasLevel(int f) const { return static_cast<std::size_t>(f - lowest_) < levels_.size(); }
    std::size_t queued() const { return queued_; } // every key ever pushed

    void push(int f, int moves, std::uint64_t key)
    {
        const auto at = static_cast<std::size_t>(f - lowest_);
        if (levels_.size() <= at) {
            levels_.resize(at + 1);
        }
        if (levels_[at].size() <= static_cast<std::size_t>(moves)) {
            levels_[at].resize(static_cast<std::size_t>(moves) + 1);
        }
        levels_[at][static_cast<std::size_t>(moves)].push_back(key);
        ++queued_;
        if (static_cast<int>(at) == current_) {
            deepest_ = std::max(deepest_, moves);
        }
    }

    void startLevel(int f)
    {
        current_ = f - lowest_;
        deepest_ = static_cast<int>(levels_[static_cast<std::size_t>(current_)].size()) - 1;
    }

    // The deepest key of the current level with its moves so far.
    std::optional<std::pair<int, std::uint64_t>> pop()
    {
        auto& level = levels_[static_cast<std::size_t>(current_)];
        while (deepest_ >= 0 && level[static_cast<std::size_t>(deepest_)].empty()) {
            --deepest_;
        }
        if (deepest_ < 0) {
            return std::nullopt;
        }
        std::vector<std::uint64_t>& bucket = level[static_cast<std::size_t>(deepest_)];
        const std::uint64_t key = bucket.back();
        bucket.pop_back();
        return std::pair{deepest_, key};
    }

    void endLevel() { std::vector<std::vector<std::uint64_t>>().swap(levels_[static_cast<std::size_t>(current_)]); }

private:
    int lowest_;
    int current_ = -1;
    int deepest_ = -1;
    std::size_t queued_ = 0;
    std::vector<std::vector<std::vector<std::uint64_t>>> levels_;
};

} // namespace

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
    BucketQueue queue(lowest);
    queue.push(lowest, 0, sourceKey);
    std::uint64_t expanded = 0;
    for (int f = lowest; f <= limit && queue.hasLevel(f); ++f) {
        queue.startLevel(f);
        while (const auto popped = queue.pop()) {
            const int moves = popped->first;
            const std::uint64_t key = popped->second;
            const std::optional<Reached::Entry> here = reached.find(key);
            if (here->moves != moves) {
                continue; // met again since by a shorter way
            }
            if (key == goalKey) {
                return {moves, here->firstMove};
            }
            checkNowAndThen(variant_, guard, f, ++expanded, reached.bytes() + queue.queued() * sizeof(std::uint64_t));
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
                queue.push(sum, moves + 1, nextKey);
            });
        }
        queue.endLevel();
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

namespace {

// Under the strict rules every path to the goal has the same length I + V
// (lower_bound.h), so a hint only needs to know whether the goal can be
// reached: depth first, remembering the positions from which it cannot.
class StrictReach {
public:
    StrictReach(const Variant& variant, std::uint64_t goalKey, int pegs, SearchGuard& guard)
        : variant_(variant)
        , bound_(variant)
        , goalFeatures_(bound_.features(CellArray::from(variant.goal())))
        , goalKey_(goalKey)
        , pegs_(pegs)
        , guard_(guard)
    {
    }

    // I + V, the length of every path from `cells` to the goal.
    int length(const CellArray& cells) const
    {
        const LowerBound::Features features = bound_.features(cells);
        return features.first + features.second;
    }

    bool reaches(const PackedRow& from)
    {
        if (keyOf(from) == goalKey_) {
            return true;
        }
        if (dead_.find(keyOf(from)) || hopeless(from)) {
            return false;
        }
        // Each frame remembers how many of its moves it tried.
        std::vector<Frame> path{{from, 0}};
        while (!path.empty()) {
            const std::optional<PackedRow> next = nextUntried(path.back());
            if (!next) {
                markDead(keyOf(path.back().row));
                path.pop_back();
                continue;
            }
            if (keyOf(*next) == goalKey_) {
                return true;
            }
            if (++visited_ % kCheckEvery == 0) {
                checkGuard(variant_, guard_, static_cast<int>(path.size()), visited_);
            }
            if (dead_.find(keyOf(*next))) {
                continue;
            }
            if (hopeless(*next)) {
                markDead(keyOf(*next));
                continue;
            }
            path.push_back({*next, 0});
        }
        return false;
    }

private:
    struct Frame {
        PackedRow row;
        int tried;
    };

    std::optional<PackedRow> nextUntried(Frame& frame) const
    {
        std::optional<PackedRow> next;
        int index = 0;
        forEachRowMove(frame.row, pegs_, true, [&](const PackedRow& after, Move, int) {
            if (!next && index++ == frame.tried) {
                next = after;
            }
        });
        if (next) {
            ++frame.tried;
        }
        return next;
    }

    // lower_bound.h already shows that no path exists.
    bool hopeless(const PackedRow& row) const
    {
        const CellArray here = cellsOf(row);
        return bound_.between(bound_.features(here), goalFeatures_) > length(here);
    }

    CellArray cellsOf(const PackedRow& row) const
    {
        CellArray out(pegs_ + 1);
        for (int hole = 0, peg = 0; hole <= pegs_; ++hole) {
            if (hole == row.hole) {
                out.set(hole, Cell::Empty);
            } else {
                out.set(hole, blueAt(row.blues, peg) ? Cell::Blue : Cell::Red);
                ++peg;
            }
        }
        return out;
    }

    void markDead(std::uint64_t key)
    {
        if (!dead_.set(key, {0, 0}, guard_.control().memoryCap)) {
            outOfMemory(variant_, guard_);
        }
    }

    const Variant& variant_;
    const LowerBound bound_;
    const LowerBound::Features goalFeatures_;
    const std::uint64_t goalKey_;
    const int pegs_;
    SearchGuard& guard_;
    Reached dead_; // positions from which the goal cannot be reached
    std::uint64_t visited_ = 0;
};

} // namespace

RowSearch::Hint RowSearch::strictHint(const CellArray& cells, bool bestMoves, SearchGuard& guard)
{
    const int pegs = blues_ + reds_;
    StrictReach search(variant_, keyOf(goal_), pegs, guard);
    const PackedRow source = pack(cells);
    Hint out;
    if (!search.reaches(source)) {
        return out;
    }
    out.distance = search.length(cells);
    if (bestMoves) {
        forEachRowMove(source, pegs, true, [&](const PackedRow& next, Move move, int) {
            if (search.reaches(next)) {
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

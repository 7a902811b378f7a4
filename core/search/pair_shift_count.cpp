#include "pair_shift_count.h"

#include "model/errors.h"
#include "pair_shift_checks.h"
#include "pair_shift_row.h"

#include <string>
#include <unordered_set>
#include <vector>

namespace leapfrog {

namespace {

using pairshift::Key;

// Open addressing with linear probing; key 0 never occurs (every row has a
// red peg), so it marks an empty slot.
class CountTable {
public:
    CountTable() { resize(1u << 12); }

    const std::uint64_t* find(Key key) const
    {
        for (std::size_t slot = home(key);; slot = (slot + 1) & mask_) {
            if (keys_[slot] == key) {
                return &counts_[slot];
            }
            if (keys_[slot] == 0) {
                return nullptr;
            }
        }
    }

    void insert(Key key, std::uint64_t count)
    {
        if ((size_ + 1) * 2 > keys_.size()) {
            grow();
        }
        std::size_t slot = home(key);
        while (keys_[slot] != 0) {
            slot = (slot + 1) & mask_;
        }
        keys_[slot] = key;
        counts_[slot] = count;
        ++size_;
    }

    std::size_t bytes() const { return keys_.size() * (sizeof(Key) + sizeof(std::uint64_t)); }
    std::size_t bytesAfterGrowth() const { return 3 * bytes(); } // old and new tables side by side

private:
    std::size_t home(Key key) const
    {
        key ^= key >> 33;
        key *= 0xff51afd7ed558ccdULL;
        key ^= key >> 33;
        return static_cast<std::size_t>(key) & mask_;
    }

    void resize(std::size_t slots)
    {
        keys_.assign(slots, 0);
        counts_.assign(slots, 0);
        mask_ = slots - 1;
        size_ = 0;
    }

    void grow()
    {
        std::vector<Key> keys = std::move(keys_);
        std::vector<std::uint64_t> counts = std::move(counts_);
        resize(keys.size() * 2);
        for (std::size_t i = 0; i < keys.size(); ++i) {
            if (keys[i] != 0) {
                insert(keys[i], counts[i]);
            }
        }
    }

    std::vector<Key> keys_;
    std::vector<std::uint64_t> counts_;
    std::size_t mask_ = 0;
    std::size_t size_ = 0;
};

class Counter {
public:
    Counter(int n, SearchGuard& guard)
        : rows_(n)
        , guard_(guard)
    {
    }

    PairShiftCount run()
    {
        PairShiftCount result;
        result.solutions = BigInt(count(rows_.start(), rows_.n(), false));
        result.expanded = expanded_;
        result.refused = refused_;
        if (!result.solutions.isZero()) {
            result.onOptimalPaths = positionsOnOptimalPaths();
        }
        return result;
    }

private:
    // Paths of `movesLeft` rising moves from `key` to the goal. `mixed`: a
    // two-colour move was made on the way here (which check applies).
    std::uint64_t count(Key key, int movesLeft, bool mixed)
    {
        if (movesLeft == 0) {
            return key == rows_.goal() ? 1 : 0;
        }
        // A position's moves-to-go is fixed by its boundaries (every move adds
        // 2), so a remembered count answers for any path that meets it.
        if (const std::uint64_t* known = table_.find(key)) {
            return *known;
        }
        if (!(mixed ? pairshift::mixedPhaseMayFinish(rows_, key) : pairshift::oneColourPhaseMayFinish(rows_, key))) {
            ++refused_;
            return 0;
        }
        if ((++expanded_ & 0xfffu) == 0) {
            poll();
        }
        std::uint64_t total = 0;
        rows_.forEachRisingMove(key, [&](Key after, bool twoColours) {
            const std::uint64_t below = count(after, movesLeft - 1, mixed || twoColours);
            if (__builtin_add_overflow(total, below, &total)) {
                throw LimitError("pairs:" + std::to_string(rows_.n()) + " has more optimal solutions than the "
                                 "pair-shift counter holds (64 bits)");
            }
        });
        table_.insert(key, total);
        return total;
    }

    // The positions from which the goal was counted reachable, walked from
    // the start along rising moves (the goal is the one with no count stored).
    std::uint64_t positionsOnOptimalPaths() const
    {
        std::unordered_set<Key> seen{rows_.start()};
        std::vector<Key> stack{rows_.start()};
        while (!stack.empty()) {
            const Key key = stack.back();
            stack.pop_back();
            rows_.forEachRisingMove(key, [&](Key after, bool) {
                const std::uint64_t* below = table_.find(after);
                if ((after == rows_.goal() || (below && *below > 0)) && seen.insert(after).second) {
                    stack.push_back(after);
                }
            });
        }
        return seen.size();
    }

    void poll()
    {
        guard_.checkCancel();
        const std::string variant = "pairs:" + std::to_string(rows_.n());
        if (guard_.outOfTime()) {
            throw LimitError("counting the optimal solutions of " + variant + " did not finish within the time limit");
        }
        if (table_.bytesAfterGrowth() > guard_.control().memoryCap) {
            throw LimitError("counting the optimal solutions of " + variant + " needs more memory than the cap of "
                             + byteSizeText(guard_.control().memoryCap));
        }
        guard_.report({"pair-shift count", 0, expanded_, 0});
    }

    pairshift::Rows rows_;
    SearchGuard& guard_;
    CountTable table_;
    std::uint64_t expanded_ = 0;
    std::uint64_t refused_ = 0;
};

} // namespace

PairShiftCount countPairShiftSolutions(int n, SearchGuard& guard)
{
    return Counter(n, guard).run();
}

} // namespace leapfrog

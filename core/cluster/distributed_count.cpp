#include "distributed_count.h"

#include "partition.h"

#include "model/errors.h"
#include "search/bounded_expansion.h"
#include "search/lower_bound.h"
#include "search/state_space.h"

#include <algorithm>
#include <array>
#include <csignal>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <vector>

namespace leapfrog::cluster {

namespace {

__extension__ using Paths = unsigned __int128; // GCC and Clang's 128-bit integer

// A position sent to its owner: its rank and the paths that reach it.
constexpr std::size_t kRecord = sizeof(std::uint64_t) + sizeof(Paths);
// What a rank holds a position of a layer with.
constexpr std::uint64_t kHeldBytes = sizeof(std::uint64_t) + sizeof(Paths);

// The positions of one layer this rank owns (sorted ranks) and their paths
// from the side's end; `total` is the layer's size over all ranks.
struct OwnedLayer {
    std::vector<std::uint64_t> ranks;
    std::vector<Paths> paths;
    std::uint64_t total = 0;
};

struct Side {
    bool forward = true;
    std::vector<OwnedLayer> layers; // only the newest two hold their numbers (see forgetOlder)
    bool pruned = false; // on any rank
    bool heldOtherEnd = false; // this rank's layers held the other side's end (source or goal)

    int depth() const { return static_cast<int>(layers.size()) - 1; }
    const OwnedLayer& last() const { return layers.back(); }
};

// Why the ranks stop, agreed by a maximum: the largest reason any rank has.
enum Stop : std::uint64_t { Going = 0, Overflow = 1, MemoryCap = 2, OutOfTime = 3, Cancel = 4 };

struct Search {
    const StateSpace& space;
    TrialBound bound; // its length: the trial length D
    const Partition& partition;
    Communicator& communicator;
    SearchGuard& guard;
    const std::function<void(const std::string&)>& note;
    std::uint64_t heldBytes = 0; // this rank's layers
    int layersBuilt = 0;         // over all trials, for the test hook below
};

// Test hook, as distributed_stats.cpp's: LEAPFROG_CLUSTER_KILL=RANK:LAYER
// makes that rank kill itself (SIGKILL, as a lost machine) once it has built
// that many layers (both sides, every trial length): the tests' lost rank.
void killIfAsked(const Search& search)
{
    const char* asked = std::getenv("LEAPFROG_CLUSTER_KILL");
    const int rank = search.communicator.rank();
    if (asked == nullptr || std::to_string(rank) + ":" + std::to_string(search.layersBuilt) != asked) {
        return;
    }
    if (search.note) {
        search.note("rank " + std::to_string(rank) + " stops after layer " + std::to_string(search.layersBuilt)
                    + " (LEAPFROG_CLUSTER_KILL)");
    }
    std::raise(SIGKILL);
}

std::string spec(const Search& search) { return search.space.variant().spec(); }

// The words of layered_search.cpp's refusals, so that the cluster refuses as
// leapfrog-cli does.
[[noreturn]] void refuse(const Search& search, std::uint64_t stop)
{
    const SearchControl& control = search.guard.control();
    if (stop == Cancel) {
        throw Cancelled();
    }
    if (stop == Overflow) {
        throw LimitError("the number of optimal solutions of " + spec(search)
                         + " passes 2^128 - 1, beyond leapfrog-cluster's 128-bit path counters; leapfrog-cli count "
                           "counts it exactly");
    }
    const std::string why =
        stop == OutOfTime ? "ran out of its time budget of " + std::to_string(control.budget.count() / 1000) + " s"
                          : "reached the memory cap of " + byteSizeText(control.memoryCap);
    throw LimitError("unknown within the limit: the search of " + spec(search) + " " + why
                     + " before reaching an answer");
}

// Every rank's reason to stop, agreed: all ranks refuse together or go on.
void agree(Search& search, std::uint64_t stop)
{
    if (search.guard.cancelled()) {
        stop = Cancel; // the guard stopped the expansion for it, not for the time
    }
    search.communicator.max(std::span(&stop, 1));
    if (stop != Going) {
        refuse(search, stop);
    }
}

void put(std::vector<std::byte>& out, std::uint64_t rank, Paths paths)
{
    const std::size_t at = out.size();
    out.resize(at + kRecord);
    std::memcpy(out.data() + at, &rank, sizeof rank);
    std::memcpy(out.data() + at + sizeof rank, &paths, sizeof paths);
}

// Per thread, per owner rank: the successors found, as records.
using Outgoing = std::vector<std::vector<std::vector<std::byte>>>;

// Expands this rank's part of `side`'s last layer into records for the
// successors' owners; whether every position was expanded (not stopped by
// the guard). Sets side.pruned when the bound cut a move here.
bool expand(const Search& search, Side& side, Outgoing& outgoing)
{
    const OwnedLayer& from = side.last();
    const std::vector<std::vector<std::byte>> perOwner(static_cast<std::size_t>(search.partition.ranks()));
    const ExpansionResult expansion = expandWithinBound(
        search.space, search.bound, side.forward, side.depth() + 1, from.ranks, search.guard, outgoing, perOwner,
        [&](std::vector<std::vector<std::byte>>& out, std::size_t parent, std::uint64_t after) {
            put(out[static_cast<std::size_t>(search.partition.owner(after))], after, from.paths[parent]);
        });
    side.pruned = side.pruned || expansion.pruned;
    return expansion.finished;
}

std::uint64_t outgoingBytes(const Outgoing& outgoing)
{
    std::uint64_t bytes = 0;
    for (const auto& perThread : outgoing) {
        for (const auto& part : perThread) {
            bytes += part.size();
        }
    }
    return bytes;
}

// The threads' records, joined per owner (each thread's part freed once copied).
std::vector<std::vector<std::byte>> byOwner(Outgoing& outgoing, std::size_t ranks)
{
    std::vector<std::vector<std::byte>> joined(ranks);
    for (std::size_t owner = 0; owner < ranks; ++owner) {
        for (auto& perThread : outgoing) {
            joined[owner].insert(joined[owner].end(), perThread[owner].begin(), perThread[owner].end());
            std::vector<std::byte>().swap(perThread[owner]);
        }
    }
    return joined;
}

struct Record {
    std::uint64_t rank;
    Paths paths;
};

// The received records, sorted by rank, repeats merged (their paths summed);
// false when a sum passes 128 bits.
bool merged(const std::vector<std::byte>& received, std::vector<Record>& out)
{
    out.resize(received.size() / kRecord);
    for (std::size_t i = 0; i < out.size(); ++i) {
        std::memcpy(&out[i].rank, received.data() + i * kRecord, sizeof(std::uint64_t));
        std::memcpy(&out[i].paths, received.data() + i * kRecord + sizeof(std::uint64_t), sizeof(Paths));
    }
    std::sort(out.begin(), out.end(), [](const Record& a, const Record& b) { return a.rank < b.rank; });
    std::size_t kept = 0;
    for (std::size_t i = 0; i < out.size(); ++i) {
        if (kept > 0 && out[kept - 1].rank == out[i].rank) {
            if (__builtin_add_overflow(out[kept - 1].paths, out[i].paths, &out[kept - 1].paths)) {
                return false;
            }
        } else {
            out[kept++] = out[i];
        }
    }
    out.resize(kept);
    return true;
}

bool contains(const OwnedLayer& layer, std::uint64_t rank)
{
    return std::binary_search(layer.ranks.begin(), layer.ranks.end(), rank);
}

// The merged records this rank owns of the next layer, without what its two
// previous layers of the same side hold.
OwnedLayer fresh(const Side& side, const std::vector<Record>& records)
{
    OwnedLayer next;
    for (const Record& record : records) {
        bool older = false;
        for (int back = 0; back < 2 && back <= side.depth(); ++back) {
            older = older || contains(side.layers[static_cast<std::size_t>(side.depth() - back)], record.rank);
        }
        if (!older) {
            next.ranks.push_back(record.rank);
            next.paths.push_back(record.paths);
        }
    }
    return next;
}

// `side`'s next layer, this rank's part of it; total: over all ranks.
OwnedLayer nextLayer(Search& search, Side& side)
{
    Outgoing outgoing;
    const bool finished = expand(search, side, outgoing);
    const std::uint64_t sending = outgoingBytes(outgoing);
    const std::uint64_t cap = search.guard.control().memoryCap;
    agree(search, !finished ? OutOfTime : search.heldBytes + sending > cap ? MemoryCap : Going);
    std::vector<std::byte> received = search.communicator.exchangeRecords(
        byOwner(outgoing, static_cast<std::size_t>(search.partition.ranks())), kRecord);
    std::vector<Record> records;
    const bool fits = search.heldBytes + 2 * received.size() <= cap; // the bytes and their records, about
    const bool counted = fits && merged(received, records);
    std::vector<std::byte>().swap(received);
    agree(search, !fits ? MemoryCap : !counted ? Overflow : Going);
    OwnedLayer next = fresh(side, records);
    search.heldBytes += next.ranks.size() * kHeldBytes;
    std::array<std::uint64_t, 2> totals{next.ranks.size(), side.pruned ? 1u : 0u};
    search.communicator.sum(totals);
    next.total = totals[0];
    side.pruned = totals[1] > 0;
    return next;
}

// Whether any rank's layers of `side` held the other side's end.
bool anyHeldOtherEnd(Search& search, const Side& side)
{
    std::uint64_t held = side.heldOtherEnd ? 1 : 0;
    search.communicator.max(std::span(&held, 1));
    return held != 0;
}

// A 128-bit sum over all ranks: 32-bit limbs summed as 64-bit numbers (no
// carry is lost below 2^32 ranks), then carried; false past 128 bits.
bool sumOverRanks(Communicator& communicator, Paths local, Paths& total)
{
    std::array<std::uint64_t, 4> limbs{};
    for (std::size_t i = 0; i < limbs.size(); ++i) {
        limbs[i] = static_cast<std::uint64_t>(local >> (32 * i)) & 0xffff'ffffu;
    }
    communicator.sum(limbs);
    total = 0;
    std::uint64_t carry = 0;
    for (std::size_t i = 0; i < limbs.size(); ++i) {
        const std::uint64_t limb = limbs[i] + carry;
        total |= static_cast<Paths>(limb & 0xffff'ffffu) << (32 * i);
        carry = limb >> 32;
    }
    return carry == 0;
}

// Paths through this rank's meeting positions: sum of forward x backward.
// Sets `overflow` past 128 bits.
Paths meetingPaths(const OwnedLayer& forward, const OwnedLayer& backward, std::uint64_t& meeting, bool& overflow)
{
    Paths total = 0;
    std::size_t b = 0;
    for (std::size_t f = 0; f < forward.ranks.size(); ++f) {
        while (b < backward.ranks.size() && backward.ranks[b] < forward.ranks[f]) {
            ++b;
        }
        if (b < backward.ranks.size() && backward.ranks[b] == forward.ranks[f]) {
            Paths through = 0;
            ++meeting;
            overflow = overflow || __builtin_mul_overflow(forward.paths[f], backward.paths[b], &through)
                       || __builtin_add_overflow(total, through, &total);
        }
    }
    return total;
}

std::string decimal(Paths value)
{
    std::string digits;
    do {
        digits.insert(digits.begin(), static_cast<char>('0' + static_cast<int>(value % 10)));
        value /= 10;
    } while (value != 0);
    return digits;
}

// Only a side's newest layer is expanded and met, so only its paths are
// needed; the one before it only for its numbers (the next layer drops what
// these two hold), and older ones not at all (whether they held the other
// end is noted as they come): a rank holds two layers a side, not all.
void forgetOlder(Search& search, Side& side)
{
    const std::size_t newest = side.layers.size() - 1;
    if (newest >= 1) {
        std::vector<Paths>& paths = side.layers[newest - 1].paths;
        search.heldBytes -= paths.size() * sizeof(Paths);
        std::vector<Paths>().swap(paths);
    }
    if (newest >= 2) {
        std::vector<std::uint64_t>& ranks = side.layers[newest - 2].ranks;
        search.heldBytes -= ranks.size() * sizeof(std::uint64_t);
        std::vector<std::uint64_t>().swap(ranks);
    }
}

enum class Outcome { Met, NoPath, Unreachable };

// One trial length: grow both sides until their depths add up to D, then
// count the paths through the meeting.
// `kept`: this rank's positions, `positions`: all ranks', over all trials.
Outcome runTrial(Search& search, std::uint64_t sourceRank, std::uint64_t goalRank, Paths& solutions,
                 std::uint64_t& kept, std::uint64_t& positions)
{
    const auto start = [&](bool forward, std::uint64_t rank) {
        Side side{forward, {OwnedLayer{{}, {}, 1}}, false};
        if (search.partition.owner(rank) == search.communicator.rank()) {
            side.layers[0].ranks.push_back(rank);
            side.layers[0].paths.push_back(1);
        }
        return side;
    };
    Side forward = start(true, sourceRank);
    Side backward = start(false, goalRank);
    search.heldBytes = 2 * kHeldBytes;
    while (forward.depth() + backward.depth() < search.bound.length) {
        Side& side = forward.last().total <= backward.last().total ? forward : backward;
        OwnedLayer next = nextLayer(search, side);
        ++search.layersBuilt;
        killIfAsked(search);
        kept += next.ranks.size();
        positions += next.total;
        search.guard.report({"search", forward.depth() + backward.depth() + 1, positions, 0});
        if (next.total == 0) {
            // Nothing pruned: this side's whole component is in its layers.
            const bool found = anyHeldOtherEnd(search, side);
            return (!side.pruned && !found) ? Outcome::Unreachable : Outcome::NoPath;
        }
        side.heldOtherEnd = side.heldOtherEnd || contains(next, side.forward ? goalRank : sourceRank);
        side.layers.push_back(std::move(next));
        forgetOlder(search, side);
    }
    std::uint64_t meeting = 0;
    bool overflow = false;
    const Paths here = meetingPaths(forward.last(), backward.last(), meeting, overflow);
    const bool summed = sumOverRanks(search.communicator, here, solutions);
    agree(search, overflow || !summed ? Overflow : Going);
    search.communicator.sum(std::span(&meeting, 1));
    return meeting == 0 ? Outcome::NoPath : Outcome::Met;
}

// The bound, built on every rank (the Y boards' pattern database takes the
// time budget too); when a rank's build gives up, every rank throws the
// first such rank's error, so that none waits for the others.
std::unique_ptr<LowerBound> agreedBound(const Variant& variant, const SearchGuard& guard,
                                        Communicator& communicator)
{
    std::unique_ptr<LowerBound> bound;
    std::string failure;
    std::uint64_t failed = 0; // 1: LimitError, 2: cancelled
    try {
        bound = std::make_unique<LowerBound>(variant, &guard);
    } catch (const LimitError& error) {
        failure = error.what();
        failed = 1;
    } catch (const Cancelled&) {
        failed = 2;
    }
    const std::vector<std::uint64_t> byRank = communicator.gather(failed);
    const auto first = std::find_if(byRank.begin(), byRank.end(), [](std::uint64_t f) { return f != 0; });
    if (first == byRank.end()) {
        return bound;
    }
    if (*first == 2) {
        throw Cancelled();
    }
    communicator.broadcast(failure, static_cast<int>(first - byRank.begin()));
    throw LimitError(failure);
}

} // namespace

OptimalCount distributedCount(const Variant& variant, const SearchControl& control, Communicator& communicator,
                              CountWork* work, const std::function<void(const std::string&)>& note)
{
    if (work) {
        work->shared = true;
    }
    SearchGuard guard(control);
    const StateSpace space(variant);
    const CellArray source = CellArray::from(variant.start());
    const CellArray goal = CellArray::from(variant.goal());
    const std::uint64_t sourceRank = space.rank(source);
    const std::uint64_t goalRank = space.rank(goal);
    if (sourceRank == goalRank) {
        return {0, BigInt(1), "search"};
    }
    const std::unique_ptr<LowerBound> agreed = agreedBound(variant, guard, communicator);
    const LowerBound& bound = *agreed;
    const Partition partition(space.size(), communicator.ranks());
    // The cluster knows no stronger bound toward the goal (no toGoal): it
    // prunes by the lower bound alone, on every rank alike.
    const TrialBound pruning{bound, bound.features(source), bound.features(goal), 0, nullptr};
    Search search{space, pruning, partition, communicator, guard, note};
    std::uint64_t kept = 0;
    std::uint64_t positions = 0;
    for (int length = std::max(1, bound.between(search.bound.sourceFeatures, search.bound.goalFeatures));; ++length) {
        agree(search, guard.outOfTime() ? OutOfTime : Going);
        search.bound.length = length;
        Paths solutions = 0;
        const Outcome outcome = runTrial(search, sourceRank, goalRank, solutions, kept, positions);
        if (work) {
            work->positionsKept = kept;
        }
        switch (outcome) {
        case Outcome::Unreachable: return {std::nullopt, BigInt(0), "search"};
        case Outcome::NoPath: continue;
        case Outcome::Met: return {length, BigInt::fromString(decimal(solutions)), "search"};
        }
    }
}

} // namespace leapfrog::cluster

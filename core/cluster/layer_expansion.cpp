#include "layer_expansion.h"

#include "place_exchange.h"

#include "model/errors.h"
#include "search/predecessors.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdlib>
#include <thread>
#include <vector>

namespace leapfrog::cluster {

namespace {

// Runs work(self) on `threads` threads (self 0 on the calling one).
template<typename Work>
void onThreads(int threads, Work&& work)
{
    std::vector<std::thread> helpers;
    for (int self = 1; self < threads; ++self) {
        helpers.emplace_back([&work, self] { work(static_cast<std::size_t>(self)); });
    }
    work(std::size_t{0});
    for (std::thread& helper : helpers) {
        helper.join();
    }
}

// What one thread found over the rounds of a layer, in a cache line of its
// own: the threads update their tallies at every position, and tallies that
// shared a line would bounce it between the cores (on one rank this cost
// a fifth more processor time, erratically).
struct alignas(64) ThreadTally {
    std::uint64_t count = 0;
    std::uint64_t smallest = ~std::uint64_t{0};
    bool marked = false;
    std::vector<PackedPlaces>* outgoing = nullptr; // by destination rank, this round (ExchangeBuffers')
};

// One round's scan: threads take the slice's pieces in order from `nextPiece`
// until the round has queued `limit` numbers for others or the slice ends.
class RoundScan {
public:
    RoundScan(const StateSpace& space, const Partition& partition, SliceCodes& codes, int layer, int self)
        : space_(space)
        , partition_(partition)
        , codes_(codes)
        , layer_(layer)
        , self_(self)
    {
    }

    // Returns false when the guard said stop. `inFlight` (the MPI thread's
    // only, else null) is the previous round's exchange, moved on after
    // each piece that held frontier.
    bool scan(ThreadTally& tally, std::atomic<std::uint64_t>& nextPiece, std::atomic<std::uint64_t>& queued,
              std::uint64_t limit, const SearchGuard& guard, PlaceExchange* inFlight);

private:
    void expand(std::uint64_t position, ThreadTally& tally);
    void flush(ThreadTally& tally);

    static constexpr std::size_t kBatch = 64;
    static constexpr std::size_t kPendingCapacity = 256;

    const StateSpace& space_;
    const Partition& partition_;
    SliceCodes& codes_;
    int layer_;
    int self_;
    StateSpace::Unranked unranked_;
    std::array<std::uint64_t, kPendingCapacity> pending_{};
    std::size_t pendingCount_ = 0;
};

bool RoundScan::scan(ThreadTally& tally, std::atomic<std::uint64_t>& nextPiece, std::atomic<std::uint64_t>& queued,
                     std::uint64_t limit, const SearchGuard& guard, PlaceExchange* inFlight)
{
    while (queued.load(std::memory_order_relaxed) < limit) {
        const std::uint64_t piece = nextPiece++;
        if (piece >= codes_.pieces()) {
            break;
        }
        if (guard.cancelled() || guard.outOfTime()) {
            return false;
        }
        if (!codes_.active(piece)) {
            continue;
        }
        std::uint64_t before = 0;
        for (const PackedPlaces& out : *tally.outgoing) {
            before += out.count();
        }
        codes_.forEachFrontier(piece, layer_, [&](std::uint64_t position) { expand(position, tally); });
        flush(tally);
        std::uint64_t after = 0;
        for (const PackedPlaces& out : *tally.outgoing) {
            after += out.count();
        }
        queued += after - before;
        // Not after the pieces skipped: a small layer skips thousands, and
        // as many MPI_Test calls would cost more than its scan.
        if (inFlight != nullptr && inFlight->progress()) {
            inFlight = nullptr;
        }
    }
    return true;
}

void RoundScan::expand(std::uint64_t position, ThreadTally& tally)
{
    ++tally.count;
    tally.smallest = std::min(tally.smallest, position);
    const Variant& variant = space_.variant();
    const RuleSet rules = variant.rules();
    space_.unrankNext(position, unranked_);
    forEachPredecessorMove(variant.board(), rules, unranked_.cells, [&](Move back, Move) {
        int owner = 0;
        const std::uint64_t place = partition_.local(space_.rankAfterMove(unranked_, reversibleHull(rules), back), owner);
        if (owner != self_) {
            (*tally.outgoing)[static_cast<std::size_t>(owner)].push(place);
            return;
        }
        if (pendingCount_ == kPendingCapacity) {
            flush(tally);
        }
        codes_.prefetchPlace(place);
        pending_[pendingCount_++] = place;
    });
    if (pendingCount_ >= kBatch) {
        flush(tally);
    }
}

void RoundScan::flush(ThreadTally& tally)
{
    for (std::size_t i = 0; i < pendingCount_; ++i) {
        if (codes_.visitPlace(pending_[i], layer_ + 1)) {
            tally.marked = true;
            codes_.markActivePlace(pending_[i]);
        }
    }
    pendingCount_ = 0;
}

// The places every thread queued, in one buffer ordered by destination;
// counts[d] is the bytes for rank d.
void packOutgoing(ExchangeBuffers& buffers, std::size_t threads, std::vector<int>& counts)
{
    counts.assign(buffers.outgoing.empty() ? 0 : buffers.outgoing[0].size(), 0);
    buffers.send.clear();
    for (std::size_t d = 0; d < counts.size(); ++d) {
        for (std::size_t t = 0; t < threads; ++t) {
            PackedPlaces& out = buffers.outgoing[t][d];
            buffers.send.append(out);
            counts[d] += static_cast<int>(out.bytes());
            out.clear();
        }
    }
}

// Marks the received places as layer + 1, on all threads.
void markReceived(const PackedPlaces& received, SliceCodes& codes, int layer, std::vector<ThreadTally>& tallies)
{
    const std::size_t threads = tallies.size();
    const std::size_t count = received.count();
    const std::size_t share = (count + threads - 1) / threads;
    onThreads(static_cast<int>(threads), [&](std::size_t self) {
        const std::size_t begin = std::min(count, self * share);
        const std::size_t end = std::min(count, begin + share);
        // Places arrive in no useful order: fetch the words ahead, as the
        // scan's batches do (a cache miss a place otherwise).
        constexpr std::size_t kAhead = 16;
        for (std::size_t i = begin; i < std::min(end, begin + kAhead); ++i) {
            codes.prefetchPlace(received[i]);
        }
        for (std::size_t i = begin; i < end; ++i) {
            if (i + kAhead < end) {
                codes.prefetchPlace(received[i + kAhead]);
            }
            const std::uint64_t place = received[i];
            if (codes.visitPlace(place, layer + 1)) {
                tallies[self].marked = true;
                codes.markActivePlace(place);
            }
        }
    });
}

} // namespace

std::uint64_t roundEntries()
{
    static const std::uint64_t entries = [] {
        const char* asked = std::getenv("LEAPFROG_CLUSTER_ROUND_ENTRIES");
        const std::uint64_t value = asked != nullptr ? std::strtoull(asked, nullptr, 10) : 0;
        return value > 0 ? value : std::uint64_t{1} << 20;
    }();
    return entries;
}

ExchangeBuffers::ExchangeBuffers(const Partition& partition, int threads)
    : send(placeWidth(partition.largestSlice()))
    , received(placeWidth(partition.largestSlice()))
    , outgoing(static_cast<std::size_t>(threads))
{
    for (std::vector<PackedPlaces>& byRank : outgoing) {
        for (int r = 0; r < partition.ranks(); ++r) {
            byRank.emplace_back(static_cast<int>(send.width()));
        }
    }
}

namespace {

// The flags a rank sends with a round (PlaceExchange::Flag).
int roundFlags(bool more, bool stopped, const SearchGuard& guard)
{
    return (more ? PlaceExchange::kMore : 0) | (stopped ? PlaceExchange::kStopped : 0)
           | (guard.cancelled() ? PlaceExchange::kCancelled : 0);
}

// Throws what every rank agreed on from the round's flags.
void stopIfAsked(int agreed, const StateSpace& space, const SearchGuard& guard)
{
    if ((agreed & PlaceExchange::kCancelled) != 0) {
        throw Cancelled();
    }
    if ((agreed & PlaceExchange::kStopped) != 0) {
        throw LimitError("the distance table of " + space.variant().spec()
                         + " was not finished within the time budget of "
                         + std::to_string(guard.control().budget.count() / 1000) + " s");
    }
}

} // namespace

LayerResult expandLayer(const StateSpace& space, const Partition& partition, SliceCodes& codes, int layer,
                        Communicator& communicator, SearchGuard& guard, ExchangeBuffers& buffers)
{
    const int threads = guard.threads();
    const std::uint64_t limit = std::max<std::uint64_t>(1, roundEntries() / static_cast<std::uint64_t>(communicator.ranks()));
    std::vector<ThreadTally> tallies(static_cast<std::size_t>(threads));
    for (std::size_t t = 0; t < tallies.size(); ++t) {
        tallies[t].outgoing = &buffers.outgoing[t];
    }
    std::atomic<std::uint64_t> nextPiece{0};
    PlaceExchange exchange(communicator);
    std::vector<int> counts;
    LayerResult result;
    // Round k is scanned while round k - 1's places travel; then round k - 1's
    // are marked, and round k's sent. The layer ends with the round after
    // which no rank had frontier left: the scan begun meanwhile found none
    // on any rank, so it queued nothing.
    for (;;) {
        std::atomic<std::uint64_t> queued{0};
        std::atomic<bool> stopped{false};
        onThreads(threads, [&](std::size_t self) {
            RoundScan round(space, partition, codes, layer, communicator.rank());
            PlaceExchange* inFlight = self == 0 && exchange.active() ? &exchange : nullptr;
            if (!round.scan(tallies[self], nextPiece, queued, limit, guard, inFlight)) {
                stopped = true;
            }
        });
        if (exchange.active()) {
            exchange.finish();
            markReceived(buffers.received, codes, layer, tallies);
            stopIfAsked(exchange.flags(), space, guard);
            if ((exchange.flags() & PlaceExchange::kMore) == 0) {
                break;
            }
        }
        packOutgoing(buffers, tallies.size(), counts);
        result.sent += buffers.send.count();
        result.bytesSent += buffers.send.bytes();
        exchange.begin(buffers.send, counts, roundFlags(nextPiece.load() < codes.pieces(), stopped, guard),
                       buffers.received);
    }
    for (const ThreadTally& tally : tallies) {
        result.size += tally.count;
        result.smallest = std::min(result.smallest, tally.smallest);
        result.markedNext = result.markedNext || tally.marked;
    }
    return result;
}

} // namespace leapfrog::cluster

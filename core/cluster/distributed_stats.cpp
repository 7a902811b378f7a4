#include "distributed_stats.h"

#include "checkpoint.h"
#include "layer_expansion.h"
#include "partition.h"
#include "slice_codes.h"

#include "model/errors.h"
#include "search/machine_limits.h"
#include "search/state_space.h"

#include <algorithm>
#include <array>
#include <csignal>
#include <cstdlib>
#include <numeric>
#include <optional>

namespace leapfrog::cluster {

namespace {

constexpr std::uint64_t kNone = ~std::uint64_t{0};

// The refusal a table beyond the cap gets, in leapfrog-cli's words on one
// rank and per rank on several.
void checkMemory(const Variant& variant, const Partition& partition, const SearchControl& control)
{
    const std::uint64_t needed = SliceCodes::bytesFor(partition.largestSlice());
    if (needed <= control.memoryCap) {
        return;
    }
    const std::string table = "the distance table of " + variant.spec() + " (" + std::to_string(partition.positions())
                              + " positions) needs " + byteSizeText(needed);
    if (partition.ranks() == 1) {
        throw LimitError(table + ", above the memory cap of " + byteSizeText(control.memoryCap));
    }
    throw LimitError(table + " a rank on " + std::to_string(partition.ranks()) + " ranks, above the memory cap of "
                     + byteSizeText(control.memoryCap) + " a rank");
}

// Test hook: LEAPFROG_CLUSTER_KILL=RANK:LAYER makes that rank kill itself
// (SIGKILL, as a lost machine) once it has finished that layer and written
// its checkpoint: the tests' lost rank.
void killIfAsked(int rank, int layer, const ClusterOptions& options)
{
    const char* asked = std::getenv("LEAPFROG_CLUSTER_KILL");
    if (asked == nullptr || std::to_string(rank) + ":" + std::to_string(layer) != asked) {
        return;
    }
    if (options.note) {
        options.note("rank " + std::to_string(rank) + " stops after layer " + std::to_string(layer)
                     + " (LEAPFROG_CLUSTER_KILL)");
    }
    std::raise(SIGKILL);
}

// The layer every rank has a valid checkpoint of (the newest), read into
// `codes`; nullopt when there is none.
std::optional<LayerState> resume(const CheckpointFolder& folder, SliceCodes& codes, Communicator& communicator,
                                 const ClusterOptions& options)
{
    std::vector<std::string> damaged;
    const std::vector<int> valid = folder.validLayers(damaged);
    // Each rank offers its two newest; the newest layer all offer wins.
    std::array<std::uint64_t, 2> offered{kNone, kNone};
    for (std::size_t i = 0; i < std::min<std::size_t>(2, valid.size()); ++i) {
        offered[i] = static_cast<std::uint64_t>(valid[i]);
    }
    const std::vector<std::uint64_t> first = communicator.gather(offered[0]);
    const std::vector<std::uint64_t> second = communicator.gather(offered[1]);
    const auto everywhere = [&](std::uint64_t candidate) {
        for (std::size_t r = 0; r < first.size(); ++r) {
            if (first[r] != candidate && second[r] != candidate) {
                return false;
            }
        }
        return candidate != kNone;
    };
    // A layer every rank has is among each rank's own offers, so all ranks
    // find the same one; the maximum only makes that agreement explicit.
    std::uint64_t chosen = 0; // the layer + 1, 0 for none
    for (const std::uint64_t candidate : offered) {
        if (everywhere(candidate)) {
            chosen = std::max(chosen, candidate + 1);
        }
    }
    std::array<std::uint64_t, 1> agreed{chosen};
    communicator.max(agreed);
    for (const std::string& file : damaged) {
        if (options.note) {
            options.note("checkpoint " + file + " is damaged or not this job's: not used, its layer is rebuilt");
        }
    }
    if (agreed[0] == 0) {
        return std::nullopt;
    }
    const int layer = static_cast<int>(agreed[0] - 1);
    std::optional<LayerState> state = folder.read(layer, codes);
    std::array<std::uint64_t, 1> failed{state ? 0u : 1u};
    communicator.max(failed);
    if (failed[0] != 0) {
        throw std::runtime_error("the checkpoint of layer " + std::to_string(layer) + " in " + folder.folder()
                                 + " changed while it was read");
    }
    if (options.note && communicator.rank() == 0) {
        options.note("resumed from layer " + std::to_string(layer) + " of the checkpoint in " + folder.folder());
    }
    codes.activateAll();
    return state;
}

// Settles one layer on every rank and adds it to `state`.
void settleLayer(const StateSpace& space, const Partition& partition, SliceCodes& codes, std::uint64_t startRank,
                 LayerState& state, Communicator& communicator, SearchGuard& guard, ExchangeBuffers& buffers,
                 ClusterWork& work)
{
    const int layer = state.nextLayer;
    const bool holdsStart = startRank != kNone && partition.owner(startRank) == communicator.rank();
    const bool startHere = holdsStart && codes.atFrontier(startRank, layer);
    const LayerResult result = expandLayer(space, partition, codes, layer, communicator, guard, buffers);
    std::array<std::uint64_t, 1> size{result.size};
    communicator.sum(size);
    std::array<std::uint64_t, 3> least{result.smallest, startHere ? static_cast<std::uint64_t>(layer) : kNone,
                                       result.markedNext ? 0u : 1u};
    communicator.min(least);
    state.sizes.push_back(size[0]);
    state.examples.push_back(least[0]);
    state.start = std::min(state.start, least[1]);
    state.finished = least[2] == 1;
    state.nextLayer = layer + 1;
    codes.advance();
    work.positionsSettled += size[0];
    work.numbersSent += result.sent;
    work.bytesSent += result.bytesSent;
}

DistanceStats statsOf(const StateSpace& space, const LayerState& state)
{
    DistanceStats stats;
    stats.positions = space.size();
    stats.atDistance = state.sizes;
    for (const std::uint64_t size : state.sizes) {
        stats.reachGoal += size;
    }
    stats.greatest = static_cast<int>(state.sizes.size()) - 1;
    stats.atGreatest = state.sizes.back();
    CellArray cells;
    space.unrank(state.examples.back(), cells);
    stats.farthest = cells.toPosition();
    if (state.start != kNone) {
        stats.start = static_cast<int>(state.start);
    }
    return stats;
}

} // namespace

std::uint64_t bytesPerRank(const Variant& variant, int ranks)
{
    const Partition partition(StateSpace(variant).size(), ranks);
    return SliceCodes::bytesFor(partition.largestSlice()) + 2 * roundEntries() * sizeof(std::uint64_t);
}

DistanceStats distributedStats(const Variant& variant, const SearchControl& given, Communicator& communicator,
                               const ClusterOptions& options, ClusterWork* work)
{
    // Each rank's threads: as asked (--threads), else the cores this rank
    // may run on, shared with the ranks on its machine that may run on them.
    SearchControl control = given;
    control.threads = given.threads > 0 ? given.threads : communicator.defaultThreads();
    // Ranks on machines of different sizes (or sharing them differently)
    // decide by the smallest cap, so that all refuse or none.
    std::array<std::uint64_t, 1> cap{control.memoryCap};
    communicator.min(cap);
    control.memoryCap = static_cast<std::size_t>(cap[0]);
    const StateSpace space(variant);
    const Partition partition(space.size(), communicator.ranks());
    checkMemory(variant, partition, control);
    const int self = communicator.rank();
    SliceCodes codes(partition, self, "the distance table slice of " + variant.spec());
    const CellArray start = CellArray::from(variant.start());
    const std::uint64_t startRank = space.representable(start) ? space.rank(start) : kNone;
    std::optional<CheckpointFolder> folder;
    LayerState state;
    ClusterWork done;
    if (!options.checkpointFolder.empty()) {
        folder.emplace(options.checkpointFolder, variant.spec(), self, communicator.ranks(), codes.size(),
                       partition.block());
        if (std::optional<LayerState> resumed = resume(*folder, codes, communicator, options)) {
            state = std::move(*resumed);
            done.resumedFrom = state.nextLayer - 1;
        }
    }
    if (state.nextLayer == 0) {
        const std::uint64_t goal = space.rank(CellArray::from(variant.goal()));
        if (partition.owner(goal) == self) {
            codes.visit(goal, 0);
            codes.markActive(goal);
        }
        codes.advance();
    }
    SearchGuard guard(control);
    ExchangeBuffers buffers(partition, guard.threads());
    while (!state.finished) {
        settleLayer(space, partition, codes, startRank, state, communicator, guard, buffers, done);
        const std::uint64_t settled = std::accumulate(state.sizes.begin(), state.sizes.end(), std::uint64_t{0});
        guard.report({"distance table", state.nextLayer - 1, settled, space.size()}, true);
        const int layerDone = state.nextLayer - 1;
        if (folder && (layerDone % std::max(1, options.checkpointEvery) == 0 || state.finished)) {
            folder->write(state, codes);
        }
        killIfAsked(self, state.nextLayer - 1, options);
    }
    if (work != nullptr) {
        *work = done;
    }
    return statsOf(space, state);
}

} // namespace leapfrog::cluster

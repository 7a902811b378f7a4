#pragma once
// One breadth-first layer of the distributed distance table: every rank
// expands the frontier of its slice, marks the predecessors it holds itself
// and sends the others to their owners (their places in the owner's slice,
// in a few bytes each: packed_places.h), in rounds whose buffers are
// bounded: a round ends once a rank has queued roundEntries() / ranks
// numbers, so that what a rank sends and receives in one round stays below
// roundEntries() numbers whatever the others do. A round's exchange
// (place_exchange.h, non-blocking) travels while the next round is scanned,
// and its places are marked after that scan: a rank waits for the network
// and for a slower rank only at the end of a layer. All ranks take part in
// every round until none has frontier left.
#include "communicator.h"
#include "packed_places.h"
#include "partition.h"
#include "slice_codes.h"

#include "search/control.h"
#include "search/state_space.h"

#include <cstdint>

namespace leapfrog::cluster {

// Numbers queued for other ranks in one round, summed over the ranks: 2^20
// (8 MiB a rank to send, as much to receive), or as the environment's
// LEAPFROG_CLUSTER_ROUND_ENTRIES says (the tests' way to make a small board
// take many rounds). Small enough that a big layer takes several rounds,
// each exchanged while the next is scanned, and what is left to wait for
// at the layer's end (its last round's transfer) is short; 2^22 left most
// of classic:13's layers in one round, which nothing overlapped.
std::uint64_t roundEntries();

struct LayerResult {
    std::uint64_t size = 0;                    // this rank's frontier positions
    std::uint64_t smallest = ~std::uint64_t{0}; // the smallest of them
    bool markedNext = false;                   // whether this rank marked any position of the next layer
    std::uint64_t sent = 0;                    // places this rank sent to others
    std::uint64_t bytesSent = 0;               // their bytes
};

// The buffers of the rounds, kept from round to round and layer to layer
// (megabytes: allocated afresh each round, their pages would be
// faulted in again each time).
struct ExchangeBuffers {
    ExchangeBuffers(const Partition& partition, int threads);

    PackedPlaces send;
    PackedPlaces received;
    std::vector<std::vector<PackedPlaces>> outgoing; // by thread, by destination rank
};

// Expands `layer` of this rank's slice, marking layer + 1 on every rank.
// Throws LimitError (the same on every rank) when the guard runs out of time,
// Cancelled when it is cancelled, ClusterError when a rank is lost.
LayerResult expandLayer(const StateSpace& space, const Partition& partition, SliceCodes& codes, int layer,
                        Communicator& communicator, SearchGuard& guard, ExchangeBuffers& buffers);

} // namespace leapfrog::cluster

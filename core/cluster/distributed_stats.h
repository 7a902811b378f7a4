#pragma once
// `stats` on a cluster: the distance distribution of a variant (analysis/
// distance_stats.h) from a distance table built by every rank of an MPI job
// at once, each holding a contiguous slice of the ranked positions (2 bits a
// position and an expanded mark, slice_codes.h), layer by layer backwards
// from the goal (layer_expansion.h), with checkpoints (checkpoint.h).
//
// Every rank calls it with the same arguments and gets the same answer: the
// numbers leapfrog-cli's table gives (layer sizes, the smallest position of
// the last layer, the start's distance), found as the layers are built, so
// no table is kept afterwards.
#include "communicator.h"

#include "analysis/distance_stats.h"
#include "model/variant.h"
#include "search/control.h"

#include <cstdint>
#include <functional>
#include <string>

namespace leapfrog::cluster {

struct ClusterOptions {
    std::string checkpointFolder; // empty: no checkpoints
    // Checkpoints after the layers that are multiples of this (and after
    // the last): a big table's slices written less often (each layer's
    // files are the whole table, --checkpoint-every).
    int checkpointEvery = 1;
    // Where a rank says what it did with the checkpoints (resumed, a damaged
    // file rebuilt) or that it stops; every rank calls it, with its lines.
    std::function<void(const std::string&)> note;
};

// What the build did, for the summary line.
struct ClusterWork {
    std::uint64_t positionsSettled = 0; // positions expanded by this job (not those read from a checkpoint)
    std::uint64_t numbersSent = 0;      // position numbers (places) this rank sent to others
    std::uint64_t bytesSent = 0;        // their bytes, packed
    int resumedFrom = -1;               // the checkpoint layer resumed from, or -1
};

// Throws LimitError (the slice exceeds the control's memory cap, or the time
// budget runs out: the same on every rank), Cancelled, ClusterError (a rank
// lost), std::runtime_error (the checkpoint folder cannot be written).
DistanceStats distributedStats(const Variant& variant, const SearchControl& control, Communicator& communicator,
                               const ClusterOptions& options, ClusterWork* work = nullptr);

// The bytes a rank holds for `variant`'s table on `ranks` ranks: its slice
// (the largest) and the exchange buffers.
std::uint64_t bytesPerRank(const Variant& variant, int ranks);

} // namespace leapfrog::cluster

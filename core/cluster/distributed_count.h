#pragma once
// `count` on a cluster where leapfrog-cli counts by the layered search
// (search/layered_search.h): the same bidirectional search, pruned by the
// same bound, with each layer's positions dealt to the ranks by their
// StateSpace rank (partition.h, as `stats` deals them). Each rank expands the
// positions it owns and sends every kept successor, with the number of
// shortest paths that reach it, to its owner (Communicator::exchangeRecords);
// the owner merges repeats, summing their paths, and drops what its two
// previous layers of the same side hold. Which side grows, whether a side ran
// out, the meeting and its total are agreed by reductions.
//
// Counting on the way rather than building the DAG afterwards: a position m
// of the meeting layer (depth k from the source) has f(m) shortest paths from
// the source and b(m) to the goal, every optimal solution passes through
// exactly one such m, so the count is the sum of f(m) b(m). The layers hold
// the right f and b for every position on an optimal path: all its shortest
// paths from the source survive the pruning (each of their positions is on
// an optimal path), and any kept predecessor one layer up is at its true
// distance, hence on a shortest path too (layered_search.h's argument).
// Paths are counted per move, as OptimalDag counts them.
//
// Paths are 128-bit counters; a count beyond 2^128 - 1 is refused
// (LimitError) rather than wrapped. The time budget, cancellation and the
// memory cap (a rank's layers and buffers) stop every rank at the same
// layer with the same words: ranks agree on a refusal before each exchange.
#include "communicator.h"

#include "catalog/counting.h"
#include "model/variant.h"
#include "search/control.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace leapfrog::cluster {

struct CountWork {
    bool shared = false;             // the ranks shared the search (else rank 0 counted alone)
    std::uint64_t positionsKept = 0; // positions this rank kept in its layers, over all trial lengths
};

// The minimum and the number of optimal solutions from the variant's start,
// method "search". Every rank calls it with the same arguments and gets the
// same answer. Throws LimitError (the same on every rank), Cancelled,
// ClusterError (a rank lost).
// `note`: where a rank says it stops (the test hook LEAPFROG_CLUSTER_KILL).
OptimalCount distributedCount(const Variant& variant, const SearchControl& control, Communicator& communicator,
                              CountWork* work = nullptr, const std::function<void(const std::string&)>& note = {});

} // namespace leapfrog::cluster

#pragma once
// `count` on a cluster, for now: rank 0 counts exactly as leapfrog-cli does
// (catalog/counting.h: the pair-shift counter, seed 000's theorem or the
// engine's search) and sends the answer, or the error, to every rank, so that
// every rank prints, or refuses, the same. The other ranks wait; the search
// itself is not yet shared among them (see resources/docs/cluster.md).
#include "communicator.h"

#include "catalog/counting.h"
#include "model/variant.h"
#include "search/control.h"

namespace leapfrog::cluster {

// Throws on every rank what rank 0's count threw (LimitError, InputError,
// Cancelled), or ClusterError.
OptimalCount countOnFirstRank(const Variant& variant, const SearchControl& control, Communicator& communicator);

} // namespace leapfrog::cluster

#pragma once
// `count` on a cluster. Rank 0 decides as leapfrog-cli does
// (catalog/counting.h: the pair-shift counter, seed 000's theorem, a
// construction, a table or the layered search). Where leapfrog-cli would
// count by the layered search, every rank shares it (distributed_count.h);
// otherwise rank 0 counts alone, exactly as leapfrog-cli, and sends the
// answer, or the error, to every rank, so that every rank prints, or refuses,
// the same (see resources/docs/cluster.md).
#include "communicator.h"
#include "distributed_count.h"

#include "catalog/counting.h"
#include "model/variant.h"
#include "search/control.h"

namespace leapfrog::cluster {

// Throws on every rank what rank 0's count threw (LimitError, InputError,
// Cancelled), or ClusterError.
OptimalCount countOnCluster(const Variant& variant, const SearchControl& control, Communicator& communicator,
                            CountWork* work = nullptr, const std::function<void(const std::string&)>& note = {});

} // namespace leapfrog::cluster

#pragma once
// What a cluster job's summary line adds to leapfrog-cli's: the peak memory
// of every rank (each rank's resident high-water mark, gathered by a
// collective: every rank calls it) and the traffic between the ranks.
#include "communicator.h"
#include "distributed_stats.h"

#include <string>

namespace leapfrog::cluster {

// "per rank 27.0, 26.8 MiB", on every rank.
std::string peakMemoryPerRank(Communicator& communicator);
// "17472478 position numbers (133.3 MiB) exchanged between 2 ranks", on
// every rank.
std::string trafficText(Communicator& communicator, const ClusterWork& work);

} // namespace leapfrog::cluster

#pragma once
// The line a cluster job ends with on stderr: its time, the positions it
// settled and their rate, and the peak memory of every rank (each rank's
// resident high-water mark, gathered by a collective: every rank calls it).
#include "communicator.h"
#include "distributed_stats.h"

#include <chrono>
#include <string>

namespace leapfrog::cluster {

std::string summaryLine(Communicator& communicator, const ClusterWork& work, std::chrono::steady_clock::duration elapsed);

} // namespace leapfrog::cluster

#pragma once
// The ranks of an MPI job, as the distributed table uses them: a few
// collectives over MPI_COMM_WORLD, each failing with ClusterError (never
// MPI's default abort) so that the program can say which rank saw what.
// Called from one thread per rank (MPI_THREAD_FUNNELED).
#include "packed_places.h"

#include <mpi.h>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

namespace leapfrog::cluster {

// A collective failed: a rank was lost, killed or cannot be reached.
class ClusterError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

class Communicator {
public:
    // MPI_COMM_WORLD, with errors returned rather than fatal. MPI must be
    // initialised (by the program's main).
    Communicator();

    int rank() const { return rank_; }
    int ranks() const { return ranks_; }

    // Sends outgoing[d] to rank d and returns what every rank sent to this
    // one, whole records of `record` bytes (in no promised order). Any
    // sizes: in rounds of under 256 MiB a pair of ranks (MPI counts are
    // ints), as many rounds as the largest needs on any rank.
    std::vector<std::byte> exchangeRecords(const std::vector<std::vector<std::byte>>& outgoing, std::size_t record);
    // Element-wise reductions over all ranks, in place.
    void sum(std::span<std::uint64_t> values);
    void min(std::span<std::uint64_t> values);
    void max(std::span<std::uint64_t> values);
    // Rank `root`'s `text`, on every rank.
    void broadcast(std::string& text, int root = 0);
    // Every rank's `value`, by rank.
    std::vector<std::uint64_t> gather(std::uint64_t value);

    // The ranks on this rank's machine (sharing its memory), and this
    // rank's index among them.
    int ranksOnMachine() const { return ranksOnMachine_; }
    // The worker threads a rank uses when not told (--threads): the cores
    // it may run on (its affinity), but no more than its share of the
    // cores all ranks of its machine may run on, so that ranks which share
    // cores (mpirun --bind-to none, or binding to a socket) do not run more
    // threads than there are cores.
    int defaultThreads() const { return defaultThreads_; }

    // Throws ClusterError naming this rank and `what` unless `code` is
    // MPI_SUCCESS.
    void check(int code, const char* what) const;
    // Calls done() until it says true: polls, and after a short while
    // sleeps between polls, so that a rank waiting for a slower one leaves
    // the cores to the ranks and programs that still work (Open MPI's
    // blocking collectives poll at full speed).
    void waitUntil(const std::function<bool()>& done) const;

private:
    // Waits for a collective begun on this rank (waitUntil's polling).
    void wait(MPI_Request& request, const char* what) const;
    void allreduce(std::span<std::uint64_t> values, MPI_Op operation);
    void findMachineShare();

    int rank_ = 0;
    int ranks_ = 1;
    int ranksOnMachine_ = 1;
    int defaultThreads_ = 1;
};

} // namespace leapfrog::cluster

#pragma once
// The ranks of an MPI job, as the distributed table uses them: a few
// collectives over MPI_COMM_WORLD, each failing with ClusterError (never
// MPI's default abort) so that the program can say which rank saw what.
// Called from one thread per rank (MPI_THREAD_FUNNELED).
#include <cstdint>
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

    // Sends send[...] in runs, counts[d] entries for rank d in order, and
    // returns what all ranks sent to this one (rank 0's first). Each count
    // must fit an int (the caller's batches are bounded far below).
    std::vector<std::uint64_t> exchange(std::span<const std::uint64_t> send, std::span<const int> counts);
    // Element-wise reductions over all ranks, in place.
    void sum(std::span<std::uint64_t> values);
    void min(std::span<std::uint64_t> values);
    void max(std::span<std::uint64_t> values);
    // Rank 0's `text`, on every rank.
    void broadcast(std::string& text);
    // Every rank's `value`, by rank.
    std::vector<std::uint64_t> gather(std::uint64_t value);

private:
    void check(int code, const char* what) const;

    int rank_ = 0;
    int ranks_ = 1;
};

} // namespace leapfrog::cluster

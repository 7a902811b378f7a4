#pragma once
// One round's exchange of packed places (packed_places.h) that runs while
// the next round is scanned (layer_expansion.h), so that a rank computes
// instead of waiting for the network and for the slower rank. Two
// non-blocking collectives, one after the other: MPI_Ialltoall of each
// rank's header (the bytes it sends each rank, and its flags), then
// MPI_Ialltoallv of the places, which needs those byte counts. Open MPI
// moves a non-blocking collective on only inside MPI calls, so the scanning
// thread calls progress() between pieces of its work; finish() waits for
// what is left. Called from the MPI thread only (MPI_THREAD_FUNNELED).
#include "communicator.h"
#include "packed_places.h"

#include <mpi.h>

#include <exception>
#include <span>
#include <vector>

namespace leapfrog::cluster {

class PlaceExchange {
public:
    // What a rank says with its round; the ranks' flags are ORed, so every
    // rank decides the same from them.
    enum Flag : int {
        kMore = 1,      // this rank has frontier left after the round
        kStopped = 2,   // its scan was stopped by the time budget
        kCancelled = 4, // it was cancelled
    };

    explicit PlaceExchange(Communicator& communicator);

    // Begins sending `send`, counts[d] bytes for rank d in order, with
    // `flags`; what all ranks send to this one goes to `received`, rank 0's
    // first. Both buffers belong to the exchange until finish() returns.
    void begin(const PackedPlaces& send, std::span<const int> counts, int flags, PackedPlaces& received);
    // Moves the exchange on without blocking; true once it is over (done or
    // failed: finish() says which). Never throws: it runs amid the scan,
    // beside the rank's other threads.
    bool progress() noexcept;
    // Waits for the end (polling, then sleeping between polls, as the
    // communicator's collectives do); ClusterError when a rank was lost.
    void finish();

    // Whether an exchange was begun and not finished.
    bool active() const { return step_ != Step::Idle; }
    // The flags of all ranks ORed, after finish().
    int flags() const { return flags_; }

private:
    enum class Step { Idle, Headers, Places, Over };

    bool fail(int code, const char* what) noexcept;

    Communicator& communicator_;
    const PackedPlaces* send_ = nullptr;
    PackedPlaces* received_ = nullptr;
    // MPI reads and writes these until the collective completes: members,
    // not locals, and sized once (a rank count each, or two for the headers).
    std::vector<int> sendHeaders_;
    std::vector<int> receivedHeaders_;
    std::vector<int> sendCounts_;
    std::vector<int> sendOffsets_;
    std::vector<int> receiveCounts_;
    std::vector<int> receiveOffsets_;
    MPI_Request request_ = MPI_REQUEST_NULL;
    Step step_ = Step::Idle;
    int flags_ = 0;
    int error_ = MPI_SUCCESS;
    const char* failed_ = nullptr;
    std::exception_ptr thrown_; // the receive buffer could not grow
};

} // namespace leapfrog::cluster

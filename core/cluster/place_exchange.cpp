#include "place_exchange.h"

#include <algorithm>
#include <numeric>

namespace leapfrog::cluster {

PlaceExchange::PlaceExchange(Communicator& communicator)
    : communicator_(communicator)
    , sendHeaders_(2 * static_cast<std::size_t>(communicator.ranks()), 0)
    , receivedHeaders_(sendHeaders_.size(), 0)
    , sendCounts_(static_cast<std::size_t>(communicator.ranks()), 0)
    , sendOffsets_(sendCounts_.size(), 0)
    , receiveCounts_(sendCounts_.size(), 0)
    , receiveOffsets_(sendCounts_.size(), 0)
{
}

void PlaceExchange::begin(const PackedPlaces& send, std::span<const int> counts, int flags, PackedPlaces& received)
{
    send_ = &send;
    received_ = &received;
    flags_ = 0;
    error_ = MPI_SUCCESS;
    thrown_ = nullptr;
    std::copy(counts.begin(), counts.end(), sendCounts_.begin());
    std::exclusive_scan(sendCounts_.begin(), sendCounts_.end(), sendOffsets_.begin(), 0);
    for (std::size_t d = 0; d < sendCounts_.size(); ++d) {
        sendHeaders_[2 * d] = sendCounts_[d];
        sendHeaders_[2 * d + 1] = flags;
    }
    step_ = Step::Headers;
    const int code = MPI_Ialltoall(sendHeaders_.data(), 2, MPI_INT, receivedHeaders_.data(), 2, MPI_INT,
                                   MPI_COMM_WORLD, &request_);
    if (code != MPI_SUCCESS) {
        fail(code, "MPI_Ialltoall");
    }
}

bool PlaceExchange::fail(int code, const char* what) noexcept
{
    error_ = code;
    failed_ = what;
    step_ = Step::Over;
    return true;
}

bool PlaceExchange::progress() noexcept
{
    int done = 0;
    if (step_ == Step::Headers) {
        if (const int code = MPI_Test(&request_, &done, MPI_STATUS_IGNORE); code != MPI_SUCCESS) {
            return fail(code, "MPI_Ialltoall");
        }
        if (done == 0) {
            return false;
        }
        for (std::size_t r = 0; r < receiveCounts_.size(); ++r) {
            receiveCounts_[r] = receivedHeaders_[2 * r];
            flags_ |= receivedHeaders_[2 * r + 1];
        }
        std::exclusive_scan(receiveCounts_.begin(), receiveCounts_.end(), receiveOffsets_.begin(), 0);
        // The buffer grows over a layer's first rounds and is kept (its
        // pages faulted in once); a failure to grow waits for finish(), so
        // that the scan's other threads are joined first.
        try {
            received_->resizeBytes(static_cast<std::size_t>(receiveOffsets_.back())
                                   + static_cast<std::size_t>(receiveCounts_.back()));
        } catch (...) {
            thrown_ = std::current_exception();
            step_ = Step::Over;
            return true;
        }
        const int code = MPI_Ialltoallv(send_->data(), sendCounts_.data(), sendOffsets_.data(), MPI_BYTE,
                                        received_->data(), receiveCounts_.data(), receiveOffsets_.data(), MPI_BYTE,
                                        MPI_COMM_WORLD, &request_);
        if (code != MPI_SUCCESS) {
            return fail(code, "MPI_Ialltoallv");
        }
        step_ = Step::Places;
    }
    if (step_ == Step::Places) {
        if (const int code = MPI_Test(&request_, &done, MPI_STATUS_IGNORE); code != MPI_SUCCESS) {
            return fail(code, "MPI_Ialltoallv");
        }
        if (done != 0) {
            step_ = Step::Over;
        }
    }
    return step_ == Step::Over;
}

void PlaceExchange::finish()
{
    communicator_.waitUntil([this] { return progress(); });
    step_ = Step::Idle;
    if (thrown_) {
        std::rethrow_exception(thrown_);
    }
    if (error_ != MPI_SUCCESS) {
        communicator_.check(error_, failed_);
    }
}

} // namespace leapfrog::cluster

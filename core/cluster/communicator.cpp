#include "communicator.h"

#include <mpi.h>

#include <numeric>

namespace leapfrog::cluster {

Communicator::Communicator()
{
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
    MPI_Comm_size(MPI_COMM_WORLD, &ranks_);
}

void Communicator::check(int code, const char* what) const
{
    if (code == MPI_SUCCESS) {
        return;
    }
    char text[MPI_MAX_ERROR_STRING] = {};
    int length = 0;
    MPI_Error_string(code, text, &length);
    throw ClusterError("rank " + std::to_string(rank_) + ": " + what + " failed (" + std::string(text, static_cast<std::size_t>(length))
                       + "): a rank of the job was lost");
}

std::vector<std::uint64_t> Communicator::exchange(std::span<const std::uint64_t> send, std::span<const int> counts)
{
    const auto size = static_cast<std::size_t>(ranks_);
    std::vector<int> received(size, 0);
    check(MPI_Alltoall(counts.data(), 1, MPI_INT, received.data(), 1, MPI_INT, MPI_COMM_WORLD), "MPI_Alltoall");
    std::vector<int> sendOffsets(size, 0);
    std::vector<int> receiveOffsets(size, 0);
    std::exclusive_scan(counts.begin(), counts.end(), sendOffsets.begin(), 0);
    std::exclusive_scan(received.begin(), received.end(), receiveOffsets.begin(), 0);
    const auto total = static_cast<std::size_t>(receiveOffsets.back()) + static_cast<std::size_t>(received.back());
    std::vector<std::uint64_t> incoming(total);
    check(MPI_Alltoallv(send.data(), counts.data(), sendOffsets.data(), MPI_UINT64_T, incoming.data(), received.data(),
                        receiveOffsets.data(), MPI_UINT64_T, MPI_COMM_WORLD),
          "MPI_Alltoallv");
    return incoming;
}

void Communicator::sum(std::span<std::uint64_t> values)
{
    check(MPI_Allreduce(MPI_IN_PLACE, values.data(), static_cast<int>(values.size()), MPI_UINT64_T, MPI_SUM,
                        MPI_COMM_WORLD),
          "MPI_Allreduce");
}

void Communicator::min(std::span<std::uint64_t> values)
{
    check(MPI_Allreduce(MPI_IN_PLACE, values.data(), static_cast<int>(values.size()), MPI_UINT64_T, MPI_MIN,
                        MPI_COMM_WORLD),
          "MPI_Allreduce");
}

void Communicator::max(std::span<std::uint64_t> values)
{
    check(MPI_Allreduce(MPI_IN_PLACE, values.data(), static_cast<int>(values.size()), MPI_UINT64_T, MPI_MAX,
                        MPI_COMM_WORLD),
          "MPI_Allreduce");
}

void Communicator::broadcast(std::string& text)
{
    std::uint64_t length = text.size();
    check(MPI_Bcast(&length, 1, MPI_UINT64_T, 0, MPI_COMM_WORLD), "MPI_Bcast");
    text.resize(static_cast<std::size_t>(length));
    check(MPI_Bcast(text.data(), static_cast<int>(length), MPI_CHAR, 0, MPI_COMM_WORLD), "MPI_Bcast");
}

std::vector<std::uint64_t> Communicator::gather(std::uint64_t value)
{
    std::vector<std::uint64_t> values(static_cast<std::size_t>(ranks_), 0);
    check(MPI_Allgather(&value, 1, MPI_UINT64_T, values.data(), 1, MPI_UINT64_T, MPI_COMM_WORLD), "MPI_Allgather");
    return values;
}

} // namespace leapfrog::cluster

#include "communicator.h"

#include <mpi.h>

#include "search/machine_limits.h"

#include <sched.h>

#include <algorithm>
#include <chrono>
#include <numeric>
#include <thread>

namespace leapfrog::cluster {

Communicator::Communicator()
{
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
    MPI_Comm_size(MPI_COMM_WORLD, &ranks_);
    findMachineShare();
}

void Communicator::findMachineShare()
{
    MPI_Comm machine = MPI_COMM_NULL;
    if (MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, rank_, MPI_INFO_NULL, &machine) != MPI_SUCCESS) {
        defaultThreads_ = machineThreads();
        return;
    }
    MPI_Comm_size(machine, &ranksOnMachine_);
    cpu_set_t own;
    CPU_ZERO(&own);
    sched_getaffinity(0, sizeof own, &own);
    std::vector<cpu_set_t> all(static_cast<std::size_t>(ranksOnMachine_));
    MPI_Allgather(&own, sizeof own, MPI_BYTE, all.data(), sizeof own, MPI_BYTE, machine);
    MPI_Comm_free(&machine);
    cpu_set_t cores;
    CPU_ZERO(&cores);
    for (cpu_set_t& other : all) {
        CPU_OR(&cores, &cores, &other);
    }
    const int share = std::max(1, CPU_COUNT(&cores) / ranksOnMachine_);
    defaultThreads_ = std::max(1, std::min(machineThreads(), share));
}

void Communicator::waitUntil(const std::function<bool()>& done) const
{
    using namespace std::chrono;
    const auto begun = steady_clock::now();
    while (!done()) {
        // Poll for 200 us (a round's exchange between ranks that arrive
        // together), then sleep 50 us between polls: a rank that waits for
        // another's scan gives up its core.
        if (steady_clock::now() - begun > microseconds(200)) {
            std::this_thread::sleep_for(microseconds(50));
        }
    }
}

void Communicator::wait(MPI_Request& request, const char* what) const
{
    waitUntil([&] {
        int done = 0;
        check(MPI_Test(&request, &done, MPI_STATUS_IGNORE), what);
        return done != 0;
    });
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

void Communicator::sum(std::span<std::uint64_t> values)
{
    allreduce(values, MPI_SUM);
}

void Communicator::min(std::span<std::uint64_t> values)
{
    allreduce(values, MPI_MIN);
}

void Communicator::max(std::span<std::uint64_t> values)
{
    allreduce(values, MPI_MAX);
}

void Communicator::allreduce(std::span<std::uint64_t> values, MPI_Op operation)
{
    MPI_Request request = MPI_REQUEST_NULL;
    check(MPI_Iallreduce(MPI_IN_PLACE, values.data(), static_cast<int>(values.size()), MPI_UINT64_T, operation,
                         MPI_COMM_WORLD, &request),
          "MPI_Iallreduce");
    wait(request, "MPI_Iallreduce");
}

std::vector<std::byte> Communicator::exchangeRecords(const std::vector<std::vector<std::byte>>& outgoing,
                                                    std::size_t record)
{
    const std::size_t round = record * ((std::size_t{1} << 28) / record); // whole records, below 2^31 bytes
    std::uint64_t rounds = 1;
    for (const std::vector<std::byte>& part : outgoing) {
        rounds = std::max<std::uint64_t>(rounds, (part.size() + round - 1) / round);
    }
    max(std::span(&rounds, 1));
    const auto size = static_cast<std::size_t>(ranks_);
    std::vector<std::byte> all;
    std::vector<std::byte> send;
    std::vector<int> counts(size, 0);
    std::vector<int> received(size, 0);
    std::vector<int> sendOffsets(size, 0);
    std::vector<int> receiveOffsets(size, 0);
    for (std::uint64_t r = 0; r < rounds; ++r) {
        send.clear();
        for (std::size_t d = 0; d < size; ++d) {
            const std::size_t begin = std::min(outgoing[d].size(), static_cast<std::size_t>(r) * round);
            const std::size_t end = std::min(outgoing[d].size(), begin + round);
            counts[d] = static_cast<int>(end - begin);
            send.insert(send.end(), outgoing[d].begin() + static_cast<std::ptrdiff_t>(begin),
                        outgoing[d].begin() + static_cast<std::ptrdiff_t>(end));
        }
        MPI_Request request = MPI_REQUEST_NULL;
        check(MPI_Ialltoall(counts.data(), 1, MPI_INT, received.data(), 1, MPI_INT, MPI_COMM_WORLD, &request),
              "MPI_Ialltoall");
        wait(request, "MPI_Ialltoall");
        std::exclusive_scan(counts.begin(), counts.end(), sendOffsets.begin(), 0);
        std::exclusive_scan(received.begin(), received.end(), receiveOffsets.begin(), 0);
        const std::size_t before = all.size();
        all.resize(before + static_cast<std::size_t>(receiveOffsets.back()) + static_cast<std::size_t>(received.back()));
        check(MPI_Alltoallv(send.data(), counts.data(), sendOffsets.data(), MPI_BYTE, all.data() + before,
                            received.data(), receiveOffsets.data(), MPI_BYTE, MPI_COMM_WORLD),
              "MPI_Alltoallv");
    }
    return all;
}

void Communicator::broadcast(std::string& text, int root)
{
    std::uint64_t length = text.size();
    check(MPI_Bcast(&length, 1, MPI_UINT64_T, root, MPI_COMM_WORLD), "MPI_Bcast");
    text.resize(static_cast<std::size_t>(length));
    check(MPI_Bcast(text.data(), static_cast<int>(length), MPI_CHAR, root, MPI_COMM_WORLD), "MPI_Bcast");
}

std::vector<std::uint64_t> Communicator::gather(std::uint64_t value)
{
    std::vector<std::uint64_t> values(static_cast<std::size_t>(ranks_), 0);
    check(MPI_Allgather(&value, 1, MPI_UINT64_T, values.data(), 1, MPI_UINT64_T, MPI_COMM_WORLD), "MPI_Allgather");
    return values;
}

} // namespace leapfrog::cluster

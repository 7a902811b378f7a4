#include "job_summary.h"

#include <cstdio>

#include <sys/resource.h>

namespace leapfrog::cluster {

namespace {

std::uint64_t peakResidentBytes()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<std::uint64_t>(usage.ru_maxrss) * 1024; // Linux: kilobytes
}

std::string fixed(double value, int decimals)
{
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return text;
}

} // namespace

std::string summaryLine(Communicator& communicator, const ClusterWork& work, std::chrono::steady_clock::duration elapsed)
{
    const std::vector<std::uint64_t> peaks = communicator.gather(peakResidentBytes());
    std::array<std::uint64_t, 1> sent{work.numbersSent};
    communicator.sum(sent);
    const double seconds = std::chrono::duration<double>(elapsed).count();
    std::string line = std::to_string(work.positionsSettled) + " positions in " + fixed(seconds, 1) + " s ("
                       + fixed(static_cast<double>(work.positionsSettled) / std::max(seconds, 1e-9) / 1e6, 2)
                       + " M positions/s) on " + std::to_string(communicator.ranks()) + " rank"
                       + (communicator.ranks() == 1 ? "" : "s") + ", " + std::to_string(sent[0])
                       + " numbers exchanged";
    if (work.resumedFrom >= 0) {
        line += ", resumed after layer " + std::to_string(work.resumedFrom);
    }
    line += "; peak memory per rank:";
    for (std::size_t r = 0; r < peaks.size(); ++r) {
        line += (r == 0 ? " " : ", ") + fixed(static_cast<double>(peaks[r]) / (1 << 20), 0) + " MiB";
    }
    return line;
}

} // namespace leapfrog::cluster

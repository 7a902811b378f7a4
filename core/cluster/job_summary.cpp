#include "job_summary.h"

#include <array>
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

std::string peakMemoryPerRank(Communicator& communicator)
{
    const std::vector<std::uint64_t> peaks = communicator.gather(peakResidentBytes());
    std::string text = "per rank";
    for (std::size_t r = 0; r < peaks.size(); ++r) {
        text += (r == 0 ? " " : ", ") + fixed(static_cast<double>(peaks[r]) / (1 << 20), 1);
    }
    return text + " MiB";
}

std::string trafficText(Communicator& communicator, const ClusterWork& work)
{
    std::array<std::uint64_t, 2> sent{work.numbersSent, work.bytesSent};
    communicator.sum(sent);
    return std::to_string(sent[0]) + " position numbers (" + fixed(static_cast<double>(sent[1]) / (1 << 20), 1)
           + " MiB packed) exchanged between " + std::to_string(communicator.ranks()) + " ranks";
}

} // namespace leapfrog::cluster

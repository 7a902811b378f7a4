#pragma once
// Helpers shared by the benchmarks: wall-clock seconds and the peak resident
// memory of the process so far (getrusage), printed with each figure.
#include <sys/resource.h>

#include <chrono>
#include <cstdio>

namespace leapfrog::bench {

inline double secondsSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

inline double peakMiB()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_maxrss) / 1024.0; // ru_maxrss is in KiB on Linux
}

} // namespace leapfrog::bench

#pragma once
// How a caller steers a long search: a cancellation flag, progress reports, a
// time budget and a memory cap. The engine runs on whatever thread calls it
// (the window calls it from a worker thread); reports arrive on that thread,
// so a window forwards them to its GUI thread itself (a queued signal).
#include <atomic>
#include "machine_limits.h"

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>

namespace leapfrog {

// Thrown out of a search when its cancellation flag was set.
class Cancelled : public std::runtime_error {
public:
    Cancelled()
        : std::runtime_error("search cancelled")
    {
    }
};

struct SearchProgress {
    std::string phase;       // "distance table", "search", ...
    int layer = 0;           // the breadth-first layer (moves from the goal or the source) being built
    std::uint64_t done = 0;  // positions settled so far
    std::uint64_t total = 0; // positions in all, where known (0: unknown)
};

// Default time limit: a minute of heuristic search before the answer is
// "unknown within the limit". The default memory cap is the machine's
// (machine_limits.h), and the default thread count the cores the process may
// run on.
inline constexpr std::chrono::milliseconds kDefaultBudget{60'000};

struct SearchControl {
    // Set (from any thread) to stop; the search then throws Cancelled.
    const std::atomic<bool>* cancel = nullptr;
    // Called on the searching thread, at most every few milliseconds.
    std::function<void(const SearchProgress&)> progress;
    // Wall-clock budget for searches that may not finish.
    std::chrono::milliseconds budget = kDefaultBudget;
    // Bytes a table or a search may hold; beyond it the engine refuses.
    std::size_t memoryCap = machineMemoryCap();
    // Worker threads for the parts that parallelise (0: machineThreads(), the
    // cores in the process's affinity mask).
    int threads = 0;
};

// One search's view of its control: a deadline fixed at the start, and cheap
// checks for the inner loops.
class SearchGuard {
public:
    explicit SearchGuard(const SearchControl& control);

    const SearchControl& control() const { return control_; }
    bool cancelled() const { return control_.cancel && control_.cancel->load(std::memory_order_relaxed); }
    // Throws Cancelled when the flag is set.
    void checkCancel() const;
    bool outOfTime() const { return std::chrono::steady_clock::now() >= deadline_; }
    // Reports progress, at most every 50 ms unless `force`.
    void report(const SearchProgress& progress, bool force = false);
    int threads() const;
    std::chrono::steady_clock::time_point deadline() const { return deadline_; }

private:
    const SearchControl& control_;
    std::chrono::steady_clock::time_point deadline_;
    std::chrono::steady_clock::time_point lastReport_{};
};

} // namespace leapfrog

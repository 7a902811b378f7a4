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
    // When not empty, this report names the method the engine chose (or
    // turned to), in words for --progress ("the layered search, ..."): the
    // route is decided by counted work and memory, never by the clock, so it
    // is the same on an idle and a busy machine. The fields above are unused.
    std::string route = {};
};

// Default time limit of a SearchControl: a minute of heuristic search before
// the answer is "unknown within the limit" (the window's tasks set their own;
// leapfrog-cli sets none unless --time-limit is given: kNoBudget). The
// default memory cap is the machine's (machine_limits.h), and the default
// thread count the cores the process may run on.
inline constexpr std::chrono::milliseconds kDefaultBudget{60'000};
// A budget of this or more is no budget: the search has no deadline and
// stops only at its answer, its memory cap or a cancel.
inline constexpr std::chrono::milliseconds kNoBudget = std::chrono::hours(24 * 365 * 10);

struct SearchControl {
    // Set (from any thread) to stop; the search then throws Cancelled.
    const std::atomic<bool>* cancel = nullptr;
    // Called on the searching thread, at most every few milliseconds.
    std::function<void(const SearchProgress&)> progress;
    // Wall-clock budget for searches that may not finish (kNoBudget: none).
    // It only ever stops a search; it never chooses the method that answers.
    std::chrono::milliseconds budget = kDefaultBudget;
    // Bytes a table or a search may hold; beyond it the engine refuses.
    std::size_t memoryCap = machineMemoryCap();
    // Worker threads for the parts that parallelise (0: machineThreads(), the
    // cores in the process's affinity mask).
    int threads = 0;
    // Where the engine turns to a distance table that the caller cannot wait
    // for (the window, which must answer a click within a short budget):
    // called once on the searching thread instead of building the table
    // there. It starts the build elsewhere, with no time budget
    // (SearchEngine::buildTable, a control of its own), and the query waits
    // for that table within its own budget, so that the table is kept and a
    // later query answers from it at once. Empty: the query builds the
    // table itself, within its budget.
    std::function<void()> buildTableAside;
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
    // Whether the control has a time budget at all (not kNoBudget).
    bool timed() const { return deadline_ != std::chrono::steady_clock::time_point::max(); }
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

#pragma once
// The one way the search layer spreads a pass over threads: the distance
// table's layers and the layered search's frontiers both run through it.
#include "control.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <thread>
#include <algorithm>
#include <system_error>
#include <exception>
#include <vector>

namespace leapfrog {

// Runs `work(self, next)` on `threads` threads at once (self 0 is the
// calling thread, the others are started here) and returns when all are done.
// `next()` deals out the chunks 0..count-1, each to one thread, in increasing
// order, and returns nullopt once none is left or once `guard` says stop
// (cancelled or out of time). Returns false when the guard stopped the pass:
// some chunks then never ran, and the caller says what that means (Cancelled,
// or a LimitError naming its budget). Each thread keeps its own results
// (indexed by `self`); the caller merges them after.
//
// A thread whose work throws (std::bad_alloc on a machine short of memory)
// stops the dealing; every thread is joined and the first exception is
// rethrown on the calling thread, never left to end the process.
template<typename Work>
bool parallelFor(std::uint64_t count, int threads, const SearchGuard& guard, Work&& work)
{
    std::atomic<std::uint64_t> nextChunk{0};
    std::atomic<bool> stopped{false};
    std::atomic<bool> failed{false};
    const auto next = [&]() -> std::optional<std::uint64_t> {
        const std::uint64_t chunk = nextChunk++;
        if (chunk >= count || failed) {
            return std::nullopt;
        }
        if (guard.cancelled() || guard.outOfTime()) {
            stopped = true;
            return std::nullopt;
        }
        return chunk;
    };
    std::vector<std::exception_ptr> failures(static_cast<std::size_t>(std::max(threads, 1)));
    const auto run = [&](std::size_t self) {
        try {
            work(self, next);
        } catch (...) {
            failures[self] = std::current_exception();
            failed = true;
        }
    };
    std::vector<std::thread> helpers;
    for (int self = 1; self < threads; ++self) {
        try {
            helpers.emplace_back(run, static_cast<std::size_t>(self));
        } catch (const std::system_error&) {
            break; // no more threads to be had: fewer do the work
        }
    }
    run(std::size_t{0});
    for (std::thread& helper : helpers) {
        helper.join();
    }
    for (const std::exception_ptr& failure : failures) {
        if (failure) {
            std::rethrow_exception(failure);
        }
    }
    return !stopped;
}

} // namespace leapfrog

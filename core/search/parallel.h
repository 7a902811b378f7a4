#pragma once
// The one way the search layer spreads a pass over threads: the distance
// table's layers and the layered search's frontiers both run through it.
#include "control.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <thread>
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
template<typename Work>
bool parallelFor(std::uint64_t count, int threads, const SearchGuard& guard, Work&& work)
{
    std::atomic<std::uint64_t> nextChunk{0};
    std::atomic<bool> stopped{false};
    const auto next = [&]() -> std::optional<std::uint64_t> {
        const std::uint64_t chunk = nextChunk++;
        if (chunk >= count) {
            return std::nullopt;
        }
        if (guard.cancelled() || guard.outOfTime()) {
            stopped = true;
            return std::nullopt;
        }
        return chunk;
    };
    std::vector<std::thread> helpers;
    for (int self = 1; self < threads; ++self) {
        helpers.emplace_back([&work, &next, self] { work(static_cast<std::size_t>(self), next); });
    }
    work(std::size_t{0}, next);
    for (std::thread& helper : helpers) {
        helper.join();
    }
    return !stopped;
}

} // namespace leapfrog

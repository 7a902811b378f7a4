#pragma once
// Timing the solvers, for `leapfrog-cli bench` and tests/bench: moves per
// second, the plain-loop baseline the generator is measured against, and the
// process's peak memory. Figures, not assertions: no test asserts on speed
// (development.md, "Tests and CI"); benchmarks print numbers that are
// written down in resources/docs/performance.md.
#include "model/solution.h"

#include <cstdint>

namespace leapfrog {

// The longest solution a benchmark reads move by move (about 15-20 s at the
// speeds in resources/docs/performance.md); longer ones are refused with a LimitError.
inline constexpr std::uint64_t kBenchMaxMoves = 1'000'000'000;
// The longest solution raceGeneration writes into memory: two buffers of 4
// bytes a move, 3.2 GB at this size.
inline constexpr std::uint64_t kRaceMaxMoves = 400'000'000;

// The process's peak resident memory so far, in MiB (getrusage ru_maxrss).
double peakMemoryMiB();

// Seconds for each way of writing `moves` 32-bit values into memory: seed
// 000's iterative construction writing its move function x_1..x_L (one hole
// per move), and a plain loop storing its index, into buffers of the same
// size allocated in the same run. "cold" is the first pass (the buffers'
// pages are touched for the first time, as in a real run); "warm" is the
// best of three more passes over the same memory.
struct GenerationRace {
    std::uint64_t moves = 0;
    double generatorCold = 0;
    double generatorWarm = 0;
    double plainLoopCold = 0;
    double plainLoopWarm = 0;
    // Sampled entries of the generated vector that differ from the explicit
    // formula: 0 unless something is badly wrong (it also keeps the writes
    // from being optimised away).
    std::uint64_t mismatches = 0;
};

// classic:blue x red with blue >= red >= 1, blue pegs first. Throws
// LimitError above kRaceMaxMoves moves.
GenerationRace raceGeneration(int blue, int red);

// Seconds for moveAt(0..length-1) in order; `checksum` receives a sum of the
// holes so that the calls are not optimised away.
double sequentialSeconds(const Solution& solution, std::uint64_t& checksum);

// Seconds for `calls` moveAt calls at pseudo-random indices (fixed seed).
double randomAccessSeconds(const Solution& solution, std::uint64_t calls, std::uint64_t& checksum);

} // namespace leapfrog

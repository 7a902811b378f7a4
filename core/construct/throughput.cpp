#include "throughput.h"

#include "classic_formula.h"
#include "classic_iterative.h"
#include "model/errors.h"

#include <algorithm>
#include <chrono>
#include <memory>
#include <random>
#include <span>

#include <sys/resource.h>

namespace leapfrog {

namespace {

using Clock = std::chrono::steady_clock;

template<typename Work>
double secondsOf(Work&& work)
{
    const auto start = Clock::now();
    work();
    return std::chrono::duration<double>(Clock::now() - start).count();
}

// Stores each index: the baseline "plain loop storing 32-bit values".
// noinline, so that it is timed as written and not merged with its caller.
[[gnu::noinline]] void plainLoop(std::span<std::uint32_t> out)
{
    for (std::size_t i = 0; i < out.size(); ++i) {
        out[i] = static_cast<std::uint32_t>(i);
    }
}

constexpr int kWarmPasses = 3;

} // namespace

double peakMemoryMiB()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_maxrss) / 1024.0; // Linux reports KiB
}

GenerationRace raceGeneration(int blue, int red)
{
    const ClassicIterative generator(blue, red, FirstMover::Blue);
    GenerationRace race;
    race.moves = generator.length();
    if (race.moves > kRaceMaxMoves) {
        throw LimitError("the in-memory generator race is limited to " + std::to_string(kRaceMaxMoves)
                         + " moves (two buffers of 4 bytes a move); classic:" + std::to_string(blue) + "x"
                         + std::to_string(red) + " has " + std::to_string(race.moves));
    }
    const auto size = static_cast<std::size_t>(race.moves);
    // Uninitialised on purpose: the first pass pays for touching the pages,
    // equally for both.
    const std::unique_ptr<std::uint32_t[]> generated(new std::uint32_t[size]);
    const std::unique_ptr<std::uint32_t[]> plain(new std::uint32_t[size]);
    const std::span<std::uint32_t> generatedSpan(generated.get(), size);
    const std::span<std::uint32_t> plainSpan(plain.get(), size);

    race.plainLoopCold = secondsOf([&] { plainLoop(plainSpan); });
    race.generatorCold = secondsOf([&] { generator.fill(generatedSpan); });
    race.plainLoopWarm = race.generatorWarm = 1e300;
    for (int pass = 0; pass < kWarmPasses; ++pass) {
        race.plainLoopWarm = std::min(race.plainLoopWarm, secondsOf([&] { plainLoop(plainSpan); }));
        race.generatorWarm = std::min(race.generatorWarm, secondsOf([&] { generator.fill(generatedSpan); }));
    }

    const ClassicFormula formula(blue, red, FirstMover::Blue);
    std::mt19937_64 random(20240501);
    for (int sample = 0; sample < 1000; ++sample) {
        const std::uint64_t i = random() % race.moves;
        race.mismatches += std::int64_t(generated[i]) != formula.holeAfter(i + 1);
        race.mismatches += plain[i] != static_cast<std::uint32_t>(i);
    }
    return race;
}

double sequentialSeconds(const Solution& solution, std::uint64_t& checksum)
{
    return secondsOf([&] {
        for (std::uint64_t i = 0; i < solution.length(); ++i) {
            checksum += static_cast<std::uint64_t>(solution.moveAt(i).from);
        }
    });
}

double randomAccessSeconds(const Solution& solution, std::uint64_t calls, std::uint64_t& checksum)
{
    std::mt19937_64 random(20240501);
    std::vector<std::uint64_t> indices(static_cast<std::size_t>(calls));
    for (auto& index : indices) {
        index = random() % solution.length();
    }
    return secondsOf([&] {
        for (const std::uint64_t index : indices) {
            checksum += static_cast<std::uint64_t>(solution.moveAt(index).from);
        }
    });
}

} // namespace leapfrog

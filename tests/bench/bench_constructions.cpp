// The constructions' speed (resources/docs/performance.md): seed 000's generator
// writing the whole solution of classic:N (default N = 10000, 100,020,000
// moves) into memory next to a plain loop storing as many 32-bit values, in
// the same run; a million random moveAt calls by the formula and by the word;
// the Fibonacci family's ranks on classic:Nx1. Not a test: it prints figures.
//
//   build/tests/bench_constructions [N]
#include "catalog/solve.h"
#include "construct/throughput.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>

using namespace leapfrog;

namespace {

double secondsSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

void randomAccess(const char* what, const Solution& solution, std::uint64_t& checksum)
{
    constexpr std::uint64_t kCalls = 1'000'000;
    const double seconds = randomAccessSeconds(solution, kCalls, checksum);
    std::printf("%-44s %9.4f s  (%6.1f M calls/s)\n", what, seconds, double(kCalls) / seconds / 1e6);
}

} // namespace

int main(int argc, char** argv)
{
    const int n = argc > 1 ? std::atoi(argv[1]) : 10000;
    if (n < 2 || n > kMaxPegsPerSide) {
        std::fprintf(stderr, "bench_constructions: N must be 2 to %d\n", kMaxPegsPerSide);
        return 2;
    }
    std::printf("classic:%d\n", n);
    const GenerationRace race = raceGeneration(n, n);
    std::printf("%-44s %llu\n", "moves", static_cast<unsigned long long>(race.moves));
    std::printf("%-44s %9.4f s cold, %9.4f s warm\n", "generator (iterative_move) into memory", race.generatorCold,
                race.generatorWarm);
    std::printf("%-44s %9.4f s cold, %9.4f s warm\n", "plain loop storing 32-bit values", race.plainLoopCold,
                race.plainLoopWarm);
    std::printf("%-44s %9.2f   cold, %9.2f   warm\n", "ratio generator / plain loop",
                race.generatorCold / race.plainLoopCold, race.generatorWarm / race.plainLoopWarm);
    std::printf("%-44s %llu\n", "sampled mismatches with the formula", static_cast<unsigned long long>(race.mismatches));

    std::uint64_t checksum = 0;
    const Variant classic = Variant::classic(n, n);
    const Solved formula = solveVariant(classic, Method::Formula);
    randomAccess("1,000,000 random moveAt, formula", *formula.solution, checksum);
    const Solved word = solveVariant(classic, Method::Word);
    randomAccess("1,000,000 random moveAt, word", *word.solution, checksum);
    const double sequential = sequentialSeconds(*formula.solution, checksum);
    std::printf("%-44s %9.4f s  (%6.1f M moves/s)\n", "every move by formula moveAt, in order", sequential,
                double(formula.solution->length()) / sequential / 1e6);

    const Variant onePeg = Variant::classic(n, 1);
    const auto start = std::chrono::steady_clock::now();
    const Solved middle = solveVariant(onePeg, Method::Formula, BigInt(1)); // count first
    BigInt half = middle.count.value();
    half.divideBy(2);
    const Solved ranked = solveVariant(onePeg, Method::Formula, half);
    std::printf("classic:%dx1: %zu-digit count; solution count/2 built in %.4f s\n", n,
                middle.count->toString().size(), secondsSince(start));
    randomAccess("1,000,000 random moveAt, Fibonacci family", *ranked.solution, checksum);

    std::printf("%-44s %llu\n", "checksum", static_cast<unsigned long long>(checksum));
    std::printf("%-44s %.1f MiB\n", "peak memory", peakMemoryMiB());
    return race.mismatches == 0 ? 0 : 1;
}

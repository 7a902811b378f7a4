// The pair-shift game's count (seed 002's open question): the exact minimum
// and number of optimal solutions of pairs:N by the pair-shift counter
// (search/pair_shift_count.h), with the formula of construct/pair_shift_count_formula.h
// beside it. One row per N, as the table in resources/docs/findings.md; run
// one N per process for its own peak memory.
//   bench_pairs [FIRST [LAST]] [--engine]
// --engine counts with the general engine's layered search instead (the
// method before the counter; pairs:20 takes it minutes and 4.6 GB).
#include "bench_common.h"
#include "search/layered_search.h"
#include "search/pair_shift_count.h"
#include "construct/pair_shift_count_formula.h"
#include "model/variant.h"

#include <cstdlib>
#include <cstring>
#include <string>

using namespace leapfrog;

namespace {

void counterRow(int n)
{
    SearchControl control;
    control.budget = std::chrono::hours(24);
    control.memoryCap = std::size_t{8} << 30;
    SearchGuard guard(control);
    const auto start = std::chrono::steady_clock::now();
    const PairShiftCount counted = countPairShiftSolutions(n, guard);
    const double seconds = bench::secondsSince(start);
    const std::string formula = n >= 4 ? pairShiftFormula(n).toString() : "-";
    const std::string verdict = n < 4 ? "-" : formula == counted.solutions.toString() ? "yes" : "**no**";
    const std::string minimum = (counted.solutions.isZero() ? "more than " : "") + std::to_string(n);
    std::printf("| %d | %s | %s | %s | %s | %llu | %llu | %.2f | %.0f |\n", n, minimum.c_str(),
                counted.solutions.toString().c_str(),
                formula.c_str(), verdict.c_str(), static_cast<unsigned long long>(counted.onOptimalPaths),
                static_cast<unsigned long long>(counted.expanded + counted.refused), seconds, bench::peakMiB());
}

void engineRow(int n)
{
    SearchControl control;
    control.budget = std::chrono::hours(24);
    control.memoryCap = std::size_t{12} << 30;
    const Variant variant = Variant::pairs(n);
    const StateSpace space(variant);
    SearchGuard guard(control);
    LayeredSearchStats stats;
    const auto start = std::chrono::steady_clock::now();
    const auto dag = layeredSearch(space, CellArray::from(variant.start()), guard, &stats);
    const double seconds = bench::secondsSince(start);
    std::printf("| %d | %s | %s | - | - | %llu | %llu | %.2f | %.0f |\n", n,
                dag ? std::to_string(dag->length()).c_str() : "none", dag ? dag->count().toString().c_str() : "0",
                static_cast<unsigned long long>(dag ? dag->nodeCount() : 0),
                static_cast<unsigned long long>(stats.positions), seconds, bench::peakMiB());
}

} // namespace

int main(int argc, char** argv)
{
    bool engine = false;
    int numbers[2] = {20, 0};
    int given = 0;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--engine") == 0) {
            engine = true;
        } else if (given < 2) {
            numbers[given++] = std::atoi(argv[i]);
        }
    }
    const int first = numbers[0];
    const int last = given > 1 ? numbers[1] : first;
    std::printf("| n | minimum | optimal solutions | formula | equal | positions on optimal paths | positions "
                "searched | seconds | peak MiB |\n|---|---|---|---|---|---|---|---|---|\n");
    for (int n = first; n <= last; ++n) {
        engine ? engineRow(n) : counterRow(n);
        std::fflush(stdout);
    }
    return 0;
}

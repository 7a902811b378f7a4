// Benchmark: the full distance table of a variant (default classic:12,
// 67,603,900 positions). Prints time, peak memory, positions, layers.
//   bench_table [VARIANT] [THREADS]
#include "bench_common.h"
#include "model/variant.h"
#include "search/distance_table.h"

#include <cstdlib>
#include <string>

using namespace leapfrog;

int main(int argc, char** argv)
{
    const Variant variant = Variant::parse(argc > 1 ? argv[1] : "classic:12");
    SearchControl control;
    control.threads = argc > 2 ? std::atoi(argv[2]) : 0;
    control.budget = std::chrono::hours(1);
    SearchGuard guard(control);
    const auto start = std::chrono::steady_clock::now();
    const auto table = DistanceTable::build(variant, guard);
    const double seconds = bench::secondsSince(start);
    std::printf("%s: %llu positions, %llu reach the goal, greatest distance %d, table %.1f MiB\n",
                variant.spec().c_str(), static_cast<unsigned long long>(table->space().size()),
                static_cast<unsigned long long>(table->reachableCount()), table->maxDistance(),
                static_cast<double>(table->bytes()) / (1 << 20));
    std::printf("built in %.2f s on %d threads, peak memory %.1f MiB\n", seconds, guard.threads(), bench::peakMiB());
    return 0;
}

// The pair-shift game's open question (seed 002): the exact minimum and
// number of optimal solutions of pairs:N, by the bidirectional layered search
// (no table). One row per N, as the README's Findings table.
//   bench_pairs [FIRST [LAST [MEMORY_GIB]]]     (default 12 12 4)
#include "bench_common.h"
#include "model/variant.h"
#include "search/layered_search.h"

#include <cstdlib>
#include <string>

using namespace leapfrog;

int main(int argc, char** argv)
{
    const int first = argc > 1 ? std::atoi(argv[1]) : 12;
    const int last = argc > 2 ? std::atoi(argv[2]) : first;
    SearchControl control;
    control.budget = std::chrono::hours(24);
    control.memoryCap = static_cast<std::size_t>((argc > 3 ? std::atof(argv[3]) : 4.0) * (1 << 30));
    std::printf("| n | minimum | optimal solutions | 2^(n-4) | positions on optimal paths | positions searched | "
                "seconds | peak MiB |\n|---|---|---|---|---|---|---|---|\n");
    for (int n = first; n <= last; ++n) {
        const Variant variant = Variant::pairs(n);
        const StateSpace space(variant);
        SearchGuard guard(control);
        LayeredSearchStats stats;
        const auto start = std::chrono::steady_clock::now();
        const auto dag = layeredSearch(space, CellArray::from(variant.start()), guard, &stats);
        const double seconds = bench::secondsSince(start);
        const std::string power = n >= 4 ? std::to_string(1ull << (n - 4)) : "-";
        if (!dag) {
            std::printf("| %d | none | 0 | %s | 0 | %llu | %.2f | %.0f |\n", n, power.c_str(),
                        static_cast<unsigned long long>(stats.positions), seconds, bench::peakMiB());
        } else {
            std::printf("| %d | %d | %s | %s | %llu | %llu | %.2f | %.0f |\n", n, dag->length(),
                        dag->count().toString().c_str(), power.c_str(),
                        static_cast<unsigned long long>(dag->nodeCount()),
                        static_cast<unsigned long long>(stats.positions), seconds, bench::peakMiB());
        }
        std::fflush(stdout);
    }
    return 0;
}

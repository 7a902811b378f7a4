// Tree boards through the exact engine (seed 004, section 4):
//  - every branching board branch:NB,N0,N1,N2 with MIN_HOLES to MAX_HOLES
//    holes (N1 <= N2: the mirror image is the same board), against Yancey's
//    formula for the Bradley-Thomas algorithm on it (N_B + N_R steps and
//    N_B N_R - N_1 N_2 jumps, Theorem 15), which he conjectures optimal; and
//    its number of optimal solutions against 2 C(N1 + N2, N1), the count
//    observed on every board so far;
//  - the three-colour boards y:1 .. y:Y_MAX (Theorem 13: no algorithm of
//    proper moves only), minimum and number of optimal solutions, by the
//    pattern-database search (y:7 in about 40 s; a table would take 2.2 GB).
//   bench_trees [MAX_HOLES [Y_MAX [MIN_HOLES]]]     (default 20 5 1)
#include "bench_common.h"
#include "model/variant.h"
#include "search/engine.h"

#include <cstdlib>
#include <map>
#include <string>

using namespace leapfrog;

namespace {

// Exact in 64 bits for the sizes here (C(n, k) * i stays small).
std::uint64_t binomial(int n, int k)
{
    std::uint64_t value = 1;
    for (int i = 1; i <= k; ++i) {
        value = value * static_cast<std::uint64_t>(n - k + i) / static_cast<std::uint64_t>(i);
    }
    return value;
}

} // namespace

int main(int argc, char** argv)
{
    const int maxHoles = argc > 1 ? std::atoi(argv[1]) : 20;
    const int yMax = argc > 2 ? std::atoi(argv[2]) : 5;
    const int minHoles = argc > 3 ? std::atoi(argv[3]) : 1;
    SearchControl control;
    control.budget = std::chrono::hours(24);
    const auto start = std::chrono::steady_clock::now();
    struct Tally {
        int boards = 0;
        int yancey = 0;
        int count = 0;
        double seconds = 0;
    };
    std::map<int, Tally> byHoles;
    for (int blue = 2; blue < maxHoles; ++blue) {
        for (int n1 = 1; n1 < blue; ++n1) {
            for (int n2 = n1; n1 + n2 < blue; ++n2) {
                for (int n0 = 1; blue + n0 + n1 + n2 + 1 <= maxHoles; ++n0) {
                    const int holes = blue + n0 + n1 + n2 + 1;
                    if (holes < minHoles) {
                        continue;
                    }
                    const int red = n0 + n1 + n2;
                    const std::string spec = "branch:" + std::to_string(blue) + "," + std::to_string(n0) + ","
                                             + std::to_string(n1) + "," + std::to_string(n2);
                    const Variant variant = Variant::parse(spec);
                    const auto begin = std::chrono::steady_clock::now();
                    SearchEngine engine(variant, SearchEngine::Strategy::Table);
                    const SearchEngine::Count counted = engine.count(variant.start(), control);
                    const long yancey = blue + red + static_cast<long>(blue) * red - static_cast<long>(n1) * n2;
                    const BigInt observed(2 * binomial(n1 + n2, n1));
                    Tally& tally = byHoles[holes];
                    ++tally.boards;
                    tally.yancey += counted.minimum && *counted.minimum == yancey ? 1 : 0;
                    tally.count += counted.solutions == observed ? 1 : 0;
                    tally.seconds += bench::secondsSince(begin);
                    std::printf("%s: minimum %s, Yancey %ld, %s optimal solutions, 2 C(N1+N2, N1) = %s\n",
                                spec.c_str(), counted.minimum ? std::to_string(*counted.minimum).c_str() : "none",
                                yancey, counted.solutions.toString().c_str(), observed.toString().c_str());
                    std::fflush(stdout);
                }
            }
        }
    }
    Tally all;
    for (const auto& [holes, tally] : byHoles) {
        std::printf("%d holes: %d boards, Yancey's count optimal on %d, 2 C(N1+N2, N1) solutions on %d (%.1f s)\n",
                    holes, tally.boards, tally.yancey, tally.count, tally.seconds);
        all.boards += tally.boards;
        all.yancey += tally.yancey;
        all.count += tally.count;
    }
    std::printf("branching boards with %d to %d holes: %d, Yancey's count optimal on %d, 2 C(N1+N2, N1) optimal "
                "solutions on %d (%.1f s)\n",
                minHoles, maxHoles, all.boards, all.yancey, all.count, bench::secondsSince(start));
    for (int k = 1; k <= yMax; ++k) {
        const Variant variant = Variant::parse("y:" + std::to_string(k));
        SearchEngine engine(variant, SearchEngine::Strategy::Search);
        const auto begin = std::chrono::steady_clock::now();
        const SearchEngine::Count counted = engine.count(variant.start(), control);
        std::printf("%s: minimum %s, %s optimal solutions (%.1f s, %llu positions)\n", variant.spec().c_str(),
                    counted.minimum ? std::to_string(*counted.minimum).c_str() : "none",
                    counted.solutions.toString().c_str(), bench::secondsSince(begin),
                    static_cast<unsigned long long>(engine.tablePositions()));
    }
    std::printf("peak memory %.0f MiB\n", bench::peakMiB());
    return 0;
}

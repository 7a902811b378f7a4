// Tree boards through the exact engine (seed 004, section 4):
//  - every branching board branch:NB,N0,N1,N2 with at most MAX_HOLES holes,
//    against Yancey's formula for the Bradley-Thomas algorithm on it (N_B +
//    N_R steps and N_B N_R - N_1 N_2 jumps, Theorem 15), which he conjectures
//    optimal; and its number of optimal solutions;
//  - the three-colour boards y:1 .. y:Y_MAX (Theorem 13: no algorithm of
//    proper moves only), minimum and number of optimal solutions.
//   bench_trees [MAX_HOLES [Y_MAX]]     (default 20 5)
#include "bench_common.h"
#include "model/variant.h"
#include "search/engine.h"

#include <cstdlib>
#include <string>

using namespace leapfrog;

int main(int argc, char** argv)
{
    const int maxHoles = argc > 1 ? std::atoi(argv[1]) : 20;
    const int yMax = argc > 2 ? std::atoi(argv[2]) : 5;
    SearchControl control;
    control.budget = std::chrono::hours(1);
    const auto start = std::chrono::steady_clock::now();
    int boards = 0;
    int agree = 0;
    for (int blue = 2; blue < maxHoles; ++blue) {
        for (int n1 = 1; n1 < blue; ++n1) {
            for (int n2 = n1; n1 + n2 < blue; ++n2) {
                for (int n0 = 1; blue + n0 + n1 + n2 + 1 <= maxHoles; ++n0) {
                    const int red = n0 + n1 + n2;
                    const std::string spec = "branch:" + std::to_string(blue) + "," + std::to_string(n0) + ","
                                             + std::to_string(n1) + "," + std::to_string(n2);
                    const Variant variant = Variant::parse(spec);
                    SearchEngine engine(variant, SearchEngine::Strategy::Table);
                    const SearchEngine::Count counted = engine.count(variant.start(), control);
                    const long yancey = blue + red + static_cast<long>(blue) * red - static_cast<long>(n1) * n2;
                    ++boards;
                    agree += counted.minimum && *counted.minimum == yancey ? 1 : 0;
                    std::printf("%s: minimum %s, Yancey %ld, %s optimal solutions\n", spec.c_str(),
                                counted.minimum ? std::to_string(*counted.minimum).c_str() : "none", yancey,
                                counted.solutions.toString().c_str());
                }
            }
        }
    }
    std::printf("branching boards up to %d holes: %d, Yancey's count optimal on %d (%.1f s)\n", maxHoles, boards,
                agree, bench::secondsSince(start));
    for (int k = 1; k <= yMax; ++k) {
        const Variant variant = Variant::parse("y:" + std::to_string(k));
        SearchEngine engine(variant, SearchEngine::Strategy::Table);
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

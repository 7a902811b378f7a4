// The solution player's slider on a huge board: how long moving to a move
// takes. Usage: bench_timeline [N] (classic:N, default 1000: 1,002,000 moves).
// Reports the first jump to the end (checkpoints built on the way), then 1000
// random positions: median and worst.
#include "construct/constructions.h"
#include "model/timeline.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

using namespace leapfrog;
using Clock = std::chrono::steady_clock;

namespace {

double millisecondsSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

} // namespace

int main(int argc, char** argv)
{
    const int n = argc > 1 ? std::atoi(argv[1]) : 1000;
    const Variant variant = Variant::classic(n, n);
    std::shared_ptr<const Solution> solution = formulaSolution(variant, std::nullopt).solution;
    Timeline timeline(variant, solution);
    auto start = Clock::now();
    timeline.positionAt(solution->length());
    std::printf("%s: %llu moves, stride %llu; first jump to the end %.2f ms\n", variant.spec().c_str(),
                static_cast<unsigned long long>(solution->length()), static_cast<unsigned long long>(timeline.stride()),
                millisecondsSince(start));
    std::mt19937_64 random(7);
    std::vector<double> times;
    for (int i = 0; i < 1000; ++i) {
        const std::uint64_t k = random() % (solution->length() + 1);
        start = Clock::now();
        timeline.positionAt(k);
        times.push_back(millisecondsSince(start));
    }
    std::sort(times.begin(), times.end());
    std::printf("1000 random slider positions: median %.3f ms, worst %.3f ms\n", times[times.size() / 2], times.back());
}

// Benchmark: hints (exact distance and every optimal next move) from random
// reachable positions, through SearchEngine as the window and the CLI use
// it. The table is built by the first hint (and timed apart); the figures
// are the per-hint times after that.
//   bench_hints [VARIANT [COUNT [SEED]]]     (default classic:10 1000 1)
#include "bench_common.h"
#include "construct/constructions.h"
#include "model/rules.h"
#include "model/variant.h"
#include "search/engine.h"

#include <algorithm>
#include <cstdlib>
#include <random>
#include <vector>

using namespace leapfrog;

namespace {

// A position reachable from the start: a random walk of legal moves (every
// position of these variants that the walk visits can reach the goal again
// under the classic and pair rules; under strict rules it may be stuck, which
// the hint then reports).
Position randomPosition(const Variant& variant, std::mt19937_64& random)
{
    Position position = variant.start();
    const int steps = 20 + static_cast<int>(random() % 400);
    for (int i = 0; i < steps; ++i) {
        const auto moves = legalMoves(variant.board(), variant.rules(), position);
        if (moves.empty()) {
            break;
        }
        position = applyMove(variant.rules(), position, moves[random() % moves.size()]);
    }
    return position;
}

} // namespace

int main(int argc, char** argv)
{
    const Variant variant = Variant::parse(argc > 1 ? argv[1] : "classic:10");
    const int count = argc > 2 ? std::atoi(argv[2]) : 1000;
    std::mt19937_64 random(argc > 3 ? std::strtoull(argv[3], nullptr, 10) : 1);
    SearchEngine engine(variant, SearchEngine::Strategy::Auto, constructedOptimalSolutions);
    const auto first = std::chrono::steady_clock::now();
    engine.hint(variant.start());
    const double setup = bench::secondsSince(first);
    std::vector<double> millis;
    std::uint64_t distances = 0;
    for (int i = 0; i < count; ++i) {
        const Position position = randomPosition(variant, random);
        const auto start = std::chrono::steady_clock::now();
        const SearchEngine::Hint hint = engine.hint(position);
        millis.push_back(bench::secondsSince(start) * 1000);
        distances += static_cast<std::uint64_t>(hint.distance.value_or(0));
    }
    std::sort(millis.begin(), millis.end());
    std::printf("%s: first hint (builds the table) %.2f s; %d hints from random reachable positions: median %.4f ms, "
                "worst %.4f ms (mean distance %.1f); peak memory %.1f MiB\n",
                variant.spec().c_str(), setup, count, millis[millis.size() / 2], millis.back(),
                static_cast<double>(distances) / count, bench::peakMiB());
    return 0;
}

// The findings of resources/docs/findings.md for the generalised members of
// the family: for each VARIANT, the minimum number of moves and the number of
// optimal solutions (the exact engine, its distance table), and the positions
// reachable from the start (a forward breadth-first search over the engine's
// numbering, one bit a position), with the time and the peak memory.
//
//   build/tests/bench_family VARIANT...     e.g. classic:5k2 dudeney:8 grid:2
//
// For grid:N it also replays the row-by-row-then-middle-column hand solution
// (tests/core/grid_row_by_row.h) and prints its length.
#include "bench_common.h"
#include "core/grid_row_by_row.h"
#include "model/errors.h"
#include "model/rules.h"
#include "model/variant.h"
#include "search/engine.h"
#include "search/state_space.h"

#include <cstdio>
#include <exception>
#include <string>
#include <vector>

using namespace leapfrog;
using namespace leapfrog::bench;

namespace {

// Positions reachable from the start by legal moves.
std::uint64_t reachableFromStart(const Variant& variant)
{
    const StateSpace space(variant);
    std::vector<std::uint64_t> seen((space.size() + 63) / 64, 0);
    const auto mark = [&](std::uint64_t rank) {
        std::uint64_t& word = seen[rank / 64];
        const std::uint64_t bit = std::uint64_t{1} << (rank % 64);
        const bool fresh = (word & bit) == 0;
        word |= bit;
        return fresh;
    };
    const CellArray start = CellArray::from(variant.start());
    std::vector<std::uint64_t> frontier{space.rank(start)};
    mark(frontier.front());
    std::uint64_t total = 1;
    std::vector<std::uint64_t> next;
    CellArray cells;
    while (!frontier.empty()) {
        next.clear();
        for (const std::uint64_t rank : frontier) {
            space.unrank(rank, cells);
            forEachMove(variant.board(), variant.rules(), cells, [&](Move move) {
                CellArray after = cells;
                playMove(variant.rules(), after, move);
                const std::uint64_t r = space.rank(after);
                if (mark(r)) {
                    next.push_back(r);
                }
            });
        }
        total += next.size();
        frontier.swap(next);
    }
    return total;
}

void gridHandSolution(const Variant& variant, int minimum)
{
    const int n = variant.sizes().front();
    SearchEngine line(Variant::strict(n, n));
    const auto solution = line.solution(line.variant().start(), BigInt(1));
    const std::vector<Move> moves = reference::gridRowByRow(n, solution->moves);
    Position position = variant.start();
    bool legal = true;
    for (const Move move : moves) {
        legal = legal && isLegal(variant.board(), variant.rules(), position, move);
        if (legal) {
            applyMoveInPlace(variant.rules(), position, move);
        }
    }
    std::printf("  row by row, then the middle column: %zu moves (%s), %d more than the minimum %d\n", moves.size(),
                legal && variant.isGoal(position) ? "replayed legally to the goal" : "NOT a solution",
                static_cast<int>(moves.size()) - minimum, minimum);
}

} // namespace

int main(int argc, char** argv)
{
    if (argc < 2) {
        std::fprintf(stderr, "usage: bench_family VARIANT... (e.g. classic:5k2 dudeney:8 grid:2)\n");
        return 2;
    }
    for (int i = 1; i < argc; ++i) {
        try {
            const Variant variant = Variant::parse(argv[i]);
            const auto began = std::chrono::steady_clock::now();
            SearchControl control;
            control.budget = std::chrono::minutes(10);
            control.memoryCap = std::size_t{8} << 30;
            SearchEngine engine(variant, SearchEngine::Strategy::Table);
            const SearchEngine::Count count = engine.count(variant.start(), control);
            const double counted = secondsSince(began);
            const std::uint64_t reachable = reachableFromStart(variant);
            std::printf("%s: %d holes, %llu positions numbered, %llu reachable from the start; minimum %s, "
                        "optimal solutions %s; %.2f s (count %.2f s), peak %.0f MiB\n",
                        variant.spec().c_str(), variant.holeCount(),
                        static_cast<unsigned long long>(engine.tablePositions()),
                        static_cast<unsigned long long>(reachable),
                        count.minimum ? std::to_string(*count.minimum).c_str() : "none",
                        count.solutions.toString().c_str(), secondsSince(began), counted, peakMiB());
            if (variant.family() == Family::Grid && count.minimum) {
                gridHandSolution(variant, *count.minimum);
            }
            std::fflush(stdout);
        } catch (const std::exception& error) {
            std::printf("%s: %s\n", argv[i], error.what());
        }
    }
    return 0;
}

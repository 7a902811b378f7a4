// Benchmark: how close the search's lower bound (search/lower_bound.h) comes
// to the exact distance to the goal, on positions drawn uniformly from those
// that reach the goal (exact from the full distance table). Prints, for the
// bound and for the inversions-and-vacancies bound alone (|dI| +
// ceil(|dV| / 2), the bound before the steps the hole's parity needs), the
// mean and the least of bound / distance and how often the bound is exact;
// on classic rows also for the band bound of search/row_bands.h (the row
// search's, the engine's bands: 13 gaps wide, two cuts).
//   bench_bound [VARIANT [COUNT [SEED]]]     (default classic:10 100000 1)
#include "bench_common.h"
#include "model/variant.h"
#include "search/distance_table.h"
#include "search/lower_bound.h"
#include "search/row_bands.h"
#include "search/row_search.h"

#include <algorithm>
#include <cstdlib>
#include <memory>
#include <random>

using namespace leapfrog;

namespace {

struct Tally {
    double ratioSum = 0;
    double least = 1;
    long exact = 0;
    void add(int bound, int distance)
    {
        const double ratio = static_cast<double>(bound) / distance;
        ratioSum += ratio;
        least = std::min(least, ratio);
        exact += bound == distance ? 1 : 0;
    }
    void print(const char* name, long count) const
    {
        std::printf("  %-28s mean bound/distance %.3f, least %.3f, exact on %.1f%%\n", name, ratioSum / count, least,
                    100.0 * static_cast<double>(exact) / count);
    }
};

} // namespace

int main(int argc, char** argv)
{
    const Variant variant = Variant::parse(argc > 1 ? argv[1] : "classic:10");
    const long count = argc > 2 ? std::atol(argv[2]) : 100000;
    std::mt19937_64 random(argc > 3 ? std::strtoull(argv[3], nullptr, 10) : 1);
    SearchControl control;
    control.budget = std::chrono::hours(1);
    SearchGuard guard(control);
    const auto table = DistanceTable::build(variant, guard);
    const LowerBound bound(variant);
    const LowerBound::Features goal = bound.features(CellArray::from(variant.goal()));
    const bool classicRow = RowSearch::appliesTo(variant) && variant.rules() == RuleSet::Classic;
    std::unique_ptr<RowBands> bands;
    if (classicRow) {
        bands = std::make_unique<RowBands>(variant.start().count(Cell::Blue), variant.start().count(Cell::Red), guard);
    }
    Tally now;
    Tally before;
    Tally banded;
    long drawn = 0;
    double distanceSum = 0;
    CellArray cells;
    while (drawn < count) {
        const std::uint64_t rank = random() % table->space().size();
        const std::optional<int> distance = table->distance(rank);
        if (!distance || *distance == 0) {
            continue;
        }
        table->space().unrank(rank, cells);
        const LowerBound::Features features = bound.features(cells);
        now.add(bound.between(features, goal), *distance);
        const int vacancies = std::abs(goal.second - features.second);
        before.add(std::abs(goal.first - features.first) + (vacancies + 1) / 2,
                   *distance);
        if (bands) {
            banded.add(bands->toGoal(RowSearch::pack(cells)), *distance);
        }
        distanceSum += *distance;
        ++drawn;
    }
    std::printf("%s: %ld positions that reach the goal, drawn uniformly (mean distance %.1f)\n", variant.spec().c_str(),
                count, distanceSum / count);
    now.print("bound:", count);
    before.print("|dI| + ceil(|dV| / 2) alone:", count);
    if (bands) {
        banded.print("band bound (row_bands.h):", count);
    }
    return 0;
}

#include "distance_stats.h"

#include "search/distance_table.h"

namespace leapfrog {

DistanceStats distanceStats(const DistanceTable& table)
{
    const StateSpace& space = table.space();
    DistanceStats stats;
    stats.positions = space.size();
    stats.reachGoal = table.reachableCount();
    stats.atDistance = table.layerSizes();
    stats.greatest = table.maxDistance();
    stats.atGreatest = stats.atDistance.back();
    CellArray cells;
    space.unrank(table.layerExamples().back(), cells);
    stats.farthest = cells.toPosition();
    stats.start = table.distance(CellArray::from(space.variant().start()));
    return stats;
}

} // namespace leapfrog

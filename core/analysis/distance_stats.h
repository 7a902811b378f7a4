#pragma once
// The distance distribution of a variant ("God's number"): over every
// position of its numbering from which the goal can be reached, how many are
// at each distance from the goal, the greatest distance and a position there.
//
// Which positions are counted: every arrangement of the variant's pegs and
// empty holes (for pairs:N only those with the two holes side by side: no
// other arrangement can arise there, search/state_space.h) from which the
// goal can be reached by legal moves. Under reversible rules (classic, pairs,
// the trees) these are exactly the positions reachable from the start; under
// the strict rules some of them cannot be reached from the start, and some
// positions reachable from the start cannot reach the goal (they are left
// out).
#include "model/position.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace leapfrog {

class DistanceTable;

struct DistanceStats {
    std::uint64_t positions = 0; // arrangements numbered (the table's size)
    std::uint64_t reachGoal = 0; // those from which the goal can be reached
    std::vector<std::uint64_t> atDistance; // index d: positions d moves from the goal
    int greatest = 0;                      // God's number: the greatest distance
    std::uint64_t atGreatest = 0;          // positions that far
    Position farthest;                     // the first of them in the numbering (lowest rank)
    std::optional<int> start;              // moves from the start (nullopt: it cannot reach the goal)
};

DistanceStats distanceStats(const DistanceTable& table);

} // namespace leapfrog

#pragma once
// The state-space picture of a small variant (seed 004 Figure 1, seed 000
// Figure 2): every reachable position, laid out in columns by its distance
// from the start, with every move between them. Optimal edges lie on a
// shortest solution; improper edges leave every shortest solution.
#include "model/move.h"
#include "model/position.h"
#include "model/variant.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace leapfrog {

struct StateNode {
    Position position;
    int level = 0;              // fewest moves from the start
    std::optional<int> toGoal;  // fewest moves to the goal; nullopt: unreachable
    bool onOptimalPath = false; // level + toGoal == minimum
    double slot = 0;            // place within its level, 0 .. levelWidth-1, for drawing
};

struct StateEdge {
    int from = 0;
    int to = 0;
    Move move;
    bool optimal = false; // both ends on an optimal path and one step along it
};

struct StateGraph {
    std::vector<StateNode> nodes; // node 0 is the start
    std::vector<StateEdge> edges;
    std::vector<int> levelWidth;  // nodes per level
    std::optional<int> minimum;
    int nodeOf(const Position& position) const; // -1 when absent
};

// Largest variant the picture draws.
inline constexpr std::size_t kStateGraphLimit = 5000;

// Throws LimitError (naming the count) beyond `limit` reachable positions.
StateGraph buildStateGraph(const Variant& variant, std::size_t limit = kStateGraphLimit);

// The fewest moves from `from` to `to` (plain search); nullopt when `to`
// cannot be reached from `from`.
std::optional<std::vector<Move>> shortestPathBetween(const Variant& variant, const Position& from,
                                                     const Position& to, std::size_t limit = kStateGraphLimit * 10);

} // namespace leapfrog

#pragma once
// Exact shortest paths beyond the tables: a bidirectional breadth-first
// search, pruned by an admissible lower bound (lower_bound.h), that keeps
// every position on a shortest path and so yields the whole optimal-solution
// DAG, not just one path.
//
// For a trial length D: layers grow forward from the source and backward from
// the goal (the smaller frontier first) until their depths add up to D. A
// position g moves from the source is kept only if g + bound(it, goal) <= D,
// and likewise backward; positions already in the two previous layers of the
// same side are dropped (a breadth-first search never needs older ones, and a
// position met again deeper is not on a shortest path). The layers meet in
// the positions both sides reach; none means no path of length D, and D grows
// by one from the bound of the source, so the first D that meets is the
// distance, and every path of that length survives the pruning (each of its
// positions p at depth g has g + bound(p) <= g + distance(p) = D). A caller
// that knows the distance (LayeredSearchHelp) starts D there, and a stronger
// admissible bound toward the goal prunes the forward side by the same
// argument.
//
// Keys are StateSpace ranks (8 bytes a position); layers are sorted vectors.
// Only positions on shortest paths matter in the end, but the layers before
// the meeting hold everything within the bound: that is what the memory cap,
// the caller's position limit and the time budget limit. When one runs out
// the answer is unknown, and the search says so (LimitError) rather than
// guess; the memory cap and the position limit are counted work, the same on
// any machine, and say so with SearchOutgrown, on which the engine may turn
// to a table (engine.h).
#include "control.h"
#include "model/errors.h"
#include "optimal_dag.h"
#include "state_space.h"

#include <cstdint>
#include <functional>
#include <optional>

namespace leapfrog {

// The search kept more positions than its limit, or more bytes than the
// memory cap: counted work, not time, so a caller may choose another method
// on it and choose the same on any machine.
class SearchOutgrown : public LimitError {
public:
    using LimitError::LimitError;
};

// No limit on the positions kept (only the memory cap's).
inline constexpr std::uint64_t kNoPositionLimit = UINT64_MAX;

struct LayeredSearchStats {
    std::uint64_t positions = 0; // kept in layers, over all trial lengths
    int trials = 0;              // trial lengths D tried
};

// What a caller may know beyond lower_bound.h (row_search.h on classic
// rows): a stronger admissible bound toward the goal, which then prunes the
// source's side too, and the distance itself, which saves the trials below it.
struct LayeredSearchHelp {
    std::function<int(const CellArray&)> toGoal; // may be empty; called from several threads
    int length = 0;                              // the distance when known, else 0
};

// The optimal-solution DAG from `source`; nullopt when the goal is proven
// unreachable (a side ran out of positions without pruning any). Throws
// SearchOutgrown once the layers kept (over every trial length, counted as
// LayeredSearchStats::positions, the same whatever the threads) pass
// `positionLimit` or the memory cap, LimitError when the time budget runs out
// first, Cancelled.
std::optional<OptimalDag> layeredSearch(const StateSpace& space, const CellArray& source, SearchGuard& guard,
                                        LayeredSearchStats* stats = nullptr, const LayeredSearchHelp* help = nullptr,
                                        std::uint64_t positionLimit = kNoPositionLimit);

} // namespace leapfrog

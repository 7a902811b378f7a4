#pragma once
// The optimal-solution DAG of one position: every position on a shortest
// path from it (the source) to the goal, layer by layer (layer g: g moves
// from the source), each with the exact number of shortest paths from it to
// the goal. From it: the number of optimal solutions, the optimal first
// moves, and the K-th optimal solution in Leapfrog's one documented order,
// lexicographic order of the move sequences with each move compared by
// (from, to) (search/bfs.h), the order model/rules.h's forEachMove visits moves in.
//
// Layers hold ranks (state_space.h), sorted, so a successor is found by
// binary search; counts are BigInt because they outgrow 64 bits.
#include "control.h"
#include "model/bigint.h"
#include "model/move.h"
#include "state_space.h"

#include <cstdint>
#include <vector>

namespace leapfrog {

class DistanceTable;

class OptimalDag {
public:
    // From layers that hold exactly the positions on shortest paths (layer
    // 0: the source alone; the last: the goal alone), each sorted; counts the
    // paths. Throws Cancelled.
    OptimalDag(const StateSpace& space, std::vector<std::vector<std::uint64_t>> layers, SearchGuard& guard);

    // From an exact distance table: walks from the source along moves one
    // closer to the goal. Precondition: the source reaches the goal. Throws
    // LimitError beyond the guard's memory cap, Cancelled.
    static OptimalDag fromTable(const DistanceTable& table, const CellArray& source, SearchGuard& guard);

    // Moves from the source to the goal.
    int length() const { return static_cast<int>(layers_.size()) - 1; }
    // Number of optimal solutions from the source.
    const BigInt& count() const { return counts_.front().front(); }
    // Positions in the DAG.
    std::uint64_t nodeCount() const;
    // The optimal moves from the source, ascending.
    std::vector<Move> firstMoves() const;
    // The rank-th (1-based) optimal solution. Throws InputError when rank is
    // 0 or above count().
    std::vector<Move> solution(const BigInt& rank) const;

private:
    // Index of `rank` in layer g, or -1.
    std::int64_t find(int layer, std::uint64_t rank) const;
    // Calls visit(move, index in layer + 1) for each optimal move from the
    // position `cells` of `layer`, in ascending move order.
    template<typename Visit>
    void forEachOptimalMove(int layer, const StateSpace::Unranked& position, Visit&& visit) const;

    const StateSpace* space_;
    std::vector<std::vector<std::uint64_t>> layers_;
    std::vector<std::vector<BigInt>> counts_; // paths to the goal, parallel to layers_
};

} // namespace leapfrog

#include "weight.h"

#include <cstdlib>
#include <vector>

namespace leapfrog {

namespace {

// Holes in an order where every hole comes after its parent (breadth-first
// from hole 0), with each hole's parent.
struct Rooted {
    std::vector<int> order;
    std::vector<int> parent;
};

Rooted rootAtZero(const Board& board)
{
    Rooted tree{{0}, std::vector<int>(static_cast<std::size_t>(board.holeCount()), -1)};
    for (std::size_t i = 0; i < tree.order.size(); ++i) {
        const int hole = tree.order[i];
        for (const int next : board.neighbours(hole)) {
            if (next != 0 && tree.parent[static_cast<std::size_t>(next)] < 0) {
                tree.parent[static_cast<std::size_t>(next)] = hole;
                tree.order.push_back(next);
            }
        }
    }
    return tree;
}

} // namespace

int boardWeight(const Variant& variant, const Position& position)
{
    const Rooted tree = rootAtZero(variant.board());
    const Position& goal = variant.goal();
    int weight = 0;
    for (const Cell colour : {Cell::Blue, Cell::Red, Cell::Yellow}) {
        // surplus[h]: pegs of this colour minus goal holes of it, in h's subtree.
        std::vector<int> surplus(static_cast<std::size_t>(position.size()), 0);
        for (auto it = tree.order.rbegin(); it != tree.order.rend(); ++it) {
            const auto hole = static_cast<std::size_t>(*it);
            surplus[hole] += (position.at(*it) == colour ? 1 : 0) - (goal.at(*it) == colour ? 1 : 0);
            if (tree.parent[hole] >= 0) {
                weight += std::abs(surplus[hole]);
                surplus[static_cast<std::size_t>(tree.parent[hole])] += surplus[hole];
            }
        }
    }
    return weight;
}

} // namespace leapfrog

#include "board.h"

#include <algorithm>

namespace leapfrog {

Board Board::row(int holes)
{
    std::vector<std::pair<int, int>> edges;
    std::vector<Point> coordinates;
    for (int hole = 0; hole < holes; ++hole) {
        coordinates.push_back({static_cast<double>(hole), 0.0});
        if (hole + 1 < holes) {
            edges.emplace_back(hole, hole + 1);
        }
    }
    Board board = fromEdges(holes, edges, std::move(coordinates));
    board.isRow_ = true;
    return board;
}

Board Board::fromEdges(int holes, std::span<const std::pair<int, int>> edges, std::vector<Point> coordinates)
{
    std::vector<std::vector<int>> adjacency(static_cast<std::size_t>(holes));
    for (const auto& [a, b] : edges) {
        adjacency[static_cast<std::size_t>(a)].push_back(b);
        adjacency[static_cast<std::size_t>(b)].push_back(a);
    }
    Board board;
    board.coordinates_ = std::move(coordinates);
    board.neighbourStart_.push_back(0);
    board.wayInStart_.push_back(0);
    for (int to = 0; to < holes; ++to) {
        auto& near = adjacency[static_cast<std::size_t>(to)];
        std::sort(near.begin(), near.end());
        board.neighbours_.insert(board.neighbours_.end(), near.begin(), near.end());
        board.neighbourStart_.push_back(static_cast<int>(board.neighbours_.size()));

        std::vector<WayIn> ways;
        for (const int over : near) {
            ways.push_back({over, -1});
            for (const int from : adjacency[static_cast<std::size_t>(over)]) {
                if (from != to) {
                    ways.push_back({from, over});
                }
            }
        }
        std::sort(ways.begin(), ways.end(), [](const WayIn& x, const WayIn& y) { return x.from < y.from; });
        board.waysIn_.insert(board.waysIn_.end(), ways.begin(), ways.end());
        board.wayInStart_.push_back(static_cast<int>(board.waysIn_.size()));
    }
    return board;
}

bool Board::adjacent(int a, int b) const
{
    const auto near = neighbours(a);
    return std::find(near.begin(), near.end(), b) != near.end();
}

int Board::middle(int a, int c) const
{
    for (const WayIn& way : waysInto(c)) {
        if (way.from == a && way.over >= 0) {
            return way.over;
        }
    }
    return -1;
}

} // namespace leapfrog

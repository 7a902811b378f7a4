#include "board.h"

#include <algorithm>

namespace leapfrog {

Board Board::row(int holes, int reach)
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
    board.reach_ = reach;
    return board;
}

Board Board::grid(int side)
{
    std::vector<std::pair<int, int>> edges;
    std::vector<Point> coordinates;
    for (int row = 0; row < side; ++row) {
        for (int column = 0; column < side; ++column) {
            const int hole = row * side + column;
            coordinates.push_back({static_cast<double>(column), static_cast<double>(row)});
            if (column + 1 < side) {
                edges.emplace_back(hole, hole + 1);
            }
            if (row + 1 < side) {
                edges.emplace_back(hole, hole + side);
            }
        }
    }
    Board board = build(side * side, edges, std::move(coordinates), true);
    board.columns_ = side;
    return board;
}

Board Board::fromEdges(int holes, std::span<const std::pair<int, int>> edges, std::vector<Point> coordinates)
{
    return build(holes, edges, std::move(coordinates), false);
}

Board Board::build(int holes, std::span<const std::pair<int, int>> edges, std::vector<Point> coordinates,
                   bool straightJumpsOnly)
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
                const Point a = board.coordinates_[static_cast<std::size_t>(from)];
                const Point b = board.coordinates_[static_cast<std::size_t>(over)];
                const Point c = board.coordinates_[static_cast<std::size_t>(to)];
                const bool straight = b.x - a.x == c.x - b.x && b.y - a.y == c.y - b.y;
                if (from != to && (straight || !straightJumpsOnly)) {
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

std::vector<int> Board::jumpedHoles(int a, int c) const
{
    if (reach_ > 1 && isRow_) {
        const int distance = a < c ? c - a : a - c;
        std::vector<int> holes;
        if (distance < 2 || distance > reach_ + 1) {
            return holes;
        }
        const int direction = a < c ? 1 : -1;
        for (int hole = a + direction; hole != c; hole += direction) {
            holes.push_back(hole);
        }
        return holes;
    }
    const int over = middle(a, c);
    return over < 0 ? std::vector<int>{} : std::vector<int>{over};
}

} // namespace leapfrog

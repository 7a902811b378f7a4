#pragma once
// Board geometry: holes, which holes are adjacent, which triples form a jump
// line, and where each hole is drawn. General enough for rows and trees.
//
// A jump line (from, over, to) is any path of two edges with from != to; on a
// tree that includes paths that turn through a hole of degree three (DESIGN.md:
// without turning jumps the Y board cannot be solved). For each hole the board
// keeps one list of "ways in" sorted by the hole they come from, so that move
// generation visits moves in ascending (from, to) order without sorting and
// without allocating.
#include <span>
#include <utility>
#include <vector>

namespace leapfrog {

struct Point {
    double x = 0;
    double y = 0;
};

// One way into a hole: a step from an adjacent hole (over == -1) or a jump
// over `over`.
struct WayIn {
    int from = -1;
    int over = -1;
};

class Board {
public:
    Board() = default;
    // A straight row of `holes` holes, drawn left to right at unit spacing.
    static Board row(int holes);
    // Any graph given by its edges (a tree for the boards Leapfrog knows).
    static Board fromEdges(int holes, std::span<const std::pair<int, int>> edges, std::vector<Point> coordinates);

    int holeCount() const { return static_cast<int>(coordinates_.size()); }
    bool isRow() const { return isRow_; }
    Point coordinate(int hole) const { return coordinates_[static_cast<std::size_t>(hole)]; }

    std::span<const int> neighbours(int hole) const { return slice(neighbours_, neighbourStart_, hole); }
    std::span<const WayIn> waysInto(int hole) const { return slice(waysIn_, wayInStart_, hole); }

    bool adjacent(int a, int b) const;
    // The hole between a and c on a jump line, or -1 when a and c are not the
    // two ends of one.
    int middle(int a, int c) const;

private:
    template<typename T>
    static std::span<const T> slice(const std::vector<T>& items, const std::vector<int>& start, int hole)
    {
        const auto begin = static_cast<std::size_t>(start[static_cast<std::size_t>(hole)]);
        const auto end = static_cast<std::size_t>(start[static_cast<std::size_t>(hole) + 1]);
        return std::span<const T>(items).subspan(begin, end - begin);
    }

    bool isRow_ = false;
    std::vector<Point> coordinates_;
    std::vector<int> neighbours_;      // all lists, flat
    std::vector<int> neighbourStart_;  // holeCount + 1 offsets into neighbours_
    std::vector<WayIn> waysIn_;
    std::vector<int> wayInStart_;
};

} // namespace leapfrog

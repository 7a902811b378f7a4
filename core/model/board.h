#pragma once
// Board geometry: holes, which holes are adjacent, which triples form a jump
// line, and where each hole is drawn. General enough for rows and trees.
//
// A jump line (from, over, to) is any path of two edges with from != to; on a
// tree that includes paths that turn through a hole of degree three (window.md,
// "Variants"; without turning jumps the Y board cannot be solved). For each
// hole the board keeps one list of "ways in" sorted by the hole they come
// from, so that move generation visits moves in ascending (from, to) order
// without sorting and without allocating.
//
// Two shapes beyond the papers (window.md, "Variants"): a row
// whose jumps pass over up to `reach` pegs (the jump lines longer than one
// peg are not listed as ways in: the rules find them by scanning the row, so
// a long reach costs no memory), and a square grid whose jump lines run
// straight along a row or a column only (a jump never turns a corner).
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
    // `reach`: the most pegs one jump passes over (1 on the papers' rows).
    static Board row(int holes, int reach = 1);
    // A side x side square, holes numbered row by row from the top left,
    // drawn at unit spacing; steps and straight jumps along rows and columns.
    static Board grid(int side);
    // Any graph given by its edges (a tree for the boards Leapfrog knows).
    static Board fromEdges(int holes, std::span<const std::pair<int, int>> edges, std::vector<Point> coordinates);

    int holeCount() const { return static_cast<int>(coordinates_.size()); }
    bool isRow() const { return isRow_; }
    bool isGrid() const { return columns_ > 0; }
    // Holes per row of a grid; 0 on other boards.
    int columns() const { return columns_; }
    // The most pegs one jump passes over: more than 1 on long-jump rows only.
    int reach() const { return reach_; }
    Point coordinate(int hole) const { return coordinates_[static_cast<std::size_t>(hole)]; }

    std::span<const int> neighbours(int hole) const { return slice(neighbours_, neighbourStart_, hole); }
    std::span<const WayIn> waysInto(int hole) const { return slice(waysIn_, wayInStart_, hole); }

    bool adjacent(int a, int b) const;
    // The hole between a and c on a jump line, or -1 when a and c are not the
    // two ends of one.
    int middle(int a, int c) const;
    // The holes a jump from a to c passes over, nearest to a first; empty
    // when a and c are not the ends of a jump line (a step, or out of reach).
    std::vector<int> jumpedHoles(int a, int c) const;

private:
    template<typename T>
    static std::span<const T> slice(const std::vector<T>& items, const std::vector<int>& start, int hole)
    {
        const auto begin = static_cast<std::size_t>(start[static_cast<std::size_t>(hole)]);
        const auto end = static_cast<std::size_t>(start[static_cast<std::size_t>(hole) + 1]);
        return std::span<const T>(items).subspan(begin, end - begin);
    }

    static Board build(int holes, std::span<const std::pair<int, int>> edges, std::vector<Point> coordinates,
                       bool straightJumpsOnly);

    bool isRow_ = false;
    int columns_ = 0;
    int reach_ = 1;
    std::vector<Point> coordinates_;
    std::vector<int> neighbours_;      // all lists, flat
    std::vector<int> neighbourStart_;  // holeCount + 1 offsets into neighbours_
    std::vector<WayIn> waysIn_;
    std::vector<int> wayInStart_;
};

} // namespace leapfrog

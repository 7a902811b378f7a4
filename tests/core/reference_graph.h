#pragma once
// The tests' one reference for their independent searches, simpler still
// than search/bfs.h: every arrangement of a small variant's pieces
// (std::next_permutation over the start's text), its legal moves through
// rules.h, and plain breadth-first searches over that explicit graph; and,
// for boards whose arrangements are too many to list, levelsFrom(): a plain
// breadth-first search over the positions reachable from one. No ranking,
// no tables, no pruning, so it shares nothing with the engine but the rules.
#include "model/rules.h"
#include "model/variant.h"

#include <algorithm>
#include <cstdint>
#include <deque>
#include <string>
#include <unordered_map>
#include <vector>

namespace leapfrog::reference {

struct Graph {
    std::vector<Position> positions;                 // every arrangement
    std::unordered_map<std::string, int> indexOf;    // by text
    std::vector<std::vector<std::pair<Move, int>>> successors; // legal moves, ascending
    std::vector<int> toGoal;                         // -1: the goal cannot be reached

    int index(const Position& position) const { return indexOf.at(position.text()); }

    // Shortest distances from `from` to every position (-1: unreachable).
    std::vector<int> distancesFrom(int from) const
    {
        std::vector<int> distance(positions.size(), -1);
        std::deque<int> queue{from};
        distance[static_cast<std::size_t>(from)] = 0;
        while (!queue.empty()) {
            const int p = queue.front();
            queue.pop_front();
            for (const auto& [move, q] : successors[static_cast<std::size_t>(p)]) {
                if (distance[static_cast<std::size_t>(q)] < 0) {
                    distance[static_cast<std::size_t>(q)] = distance[static_cast<std::size_t>(p)] + 1;
                    queue.push_back(q);
                }
            }
        }
        return distance;
    }

    // Every shortest solution from `from`, in ascending move order (depth
    // first), up to `limit` of them.
    std::vector<std::vector<Move>> solutions(int from, std::size_t limit) const
    {
        std::vector<std::vector<Move>> out;
        std::vector<Move> path;
        collect(from, path, out, limit);
        return out;
    }

    // The number of shortest solutions from every position (0: unreachable),
    // by walking down the distances.
    std::vector<std::uint64_t> solutionCounts() const
    {
        std::vector<int> order(positions.size());
        for (std::size_t i = 0; i < order.size(); ++i) {
            order[i] = static_cast<int>(i);
        }
        std::sort(order.begin(), order.end(), [&](int a, int b) {
            return toGoal[static_cast<std::size_t>(a)] < toGoal[static_cast<std::size_t>(b)];
        });
        std::vector<std::uint64_t> count(positions.size(), 0);
        for (const int p : order) {
            const int d = toGoal[static_cast<std::size_t>(p)];
            if (d == 0) {
                count[static_cast<std::size_t>(p)] = 1;
            }
            for (const auto& [move, q] : successors[static_cast<std::size_t>(p)]) {
                if (d > 0 && toGoal[static_cast<std::size_t>(q)] == d - 1) {
                    count[static_cast<std::size_t>(p)] += count[static_cast<std::size_t>(q)];
                }
            }
        }
        return count;
    }

private:
    void collect(int at, std::vector<Move>& path, std::vector<std::vector<Move>>& out, std::size_t limit) const
    {
        if (out.size() >= limit) {
            return;
        }
        const int d = toGoal[static_cast<std::size_t>(at)];
        if (d == 0) {
            out.push_back(path);
            return;
        }
        for (const auto& [move, q] : successors[static_cast<std::size_t>(at)]) {
            if (d > 0 && toGoal[static_cast<std::size_t>(q)] == d - 1) {
                path.push_back(move);
                collect(q, path, out, limit);
                path.pop_back();
            }
        }
    }
};

// Every position reachable from `from` by legal moves, with its fewest moves
// from `from`. From the goal, under rules whose moves can be taken back
// (classic, pairs), these are the distances to the goal.
inline std::unordered_map<Position, int> levelsFrom(const Variant& variant, const Position& from)
{
    std::unordered_map<Position, int> level{{from, 0}};
    std::vector<Position> queue{from};
    for (std::size_t i = 0; i < queue.size(); ++i) {
        const Position p = queue[i];
        for (const Move move : legalMoves(variant.board(), variant.rules(), p)) {
            Position after = applyMove(variant.rules(), p, move);
            if (level.emplace(after, level.at(p) + 1).second) {
                queue.push_back(std::move(after));
            }
        }
    }
    return level;
}

inline Graph build(const Variant& variant)
{
    Graph graph;
    std::string text = variant.start().text();
    std::sort(text.begin(), text.end());
    do {
        graph.indexOf.emplace(text, static_cast<int>(graph.positions.size()));
        graph.positions.push_back(Position::fromText(text));
    } while (std::next_permutation(text.begin(), text.end()));
    graph.successors.resize(graph.positions.size());
    std::vector<std::vector<int>> predecessors(graph.positions.size());
    for (std::size_t p = 0; p < graph.positions.size(); ++p) {
        for (const Move move : legalMoves(variant.board(), variant.rules(), graph.positions[p])) {
            const int q = graph.index(applyMove(variant.rules(), graph.positions[p], move));
            graph.successors[p].emplace_back(move, q);
            predecessors[static_cast<std::size_t>(q)].push_back(static_cast<int>(p));
        }
    }
    graph.toGoal.assign(graph.positions.size(), -1);
    const int goal = graph.index(variant.goal());
    graph.toGoal[static_cast<std::size_t>(goal)] = 0;
    std::deque<int> queue{goal};
    while (!queue.empty()) {
        const int q = queue.front();
        queue.pop_front();
        for (const int p : predecessors[static_cast<std::size_t>(q)]) {
            if (graph.toGoal[static_cast<std::size_t>(p)] < 0) {
                graph.toGoal[static_cast<std::size_t>(p)] = graph.toGoal[static_cast<std::size_t>(q)] + 1;
                queue.push_back(p);
            }
        }
    }
    return graph;
}

} // namespace leapfrog::reference

#include "state_graph.h"

#include "distances.h"
#include "model/errors.h"
#include "model/rules.h"

#include <algorithm>
#include <unordered_map>

namespace leapfrog {

int StateGraph::nodeOf(const Position& position) const
{
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        if (nodes[i].position == position) {
            return static_cast<int>(i);
        }
    }
    return -1;
}

namespace {

void explore(StateGraph& graph, const Variant& variant, std::size_t limit)
{
    std::unordered_map<Position, int> index{{variant.start(), 0}};
    graph.nodes.push_back({variant.start(), 0, std::nullopt, false, 0});
    for (std::size_t next = 0; next < graph.nodes.size(); ++next) {
        const Position state = graph.nodes[next].position;
        const int level = graph.nodes[next].level;
        forEachMove(variant.board(), variant.rules(), state, [&](Move move) {
            Position after = applyMove(variant.rules(), state, move);
            const auto [slot, added] = index.emplace(after, static_cast<int>(graph.nodes.size()));
            if (added) {
                graph.nodes.push_back({std::move(after), level + 1, std::nullopt, false, 0});
            }
            graph.edges.push_back({static_cast<int>(next), slot->second, move, false});
        });
        if (graph.nodes.size() > limit) {
            throw LimitError("the state-space picture draws at most " + std::to_string(limit) + " positions, and "
                             + variant.spec() + " has more; choose a smaller board");
        }
    }
}

void markOptimal(StateGraph& graph, const Variant& variant)
{
    const ExhaustiveDistances distances(variant, graph.nodes.size());
    graph.minimum = distances.toGoal(variant.start());
    for (StateNode& node : graph.nodes) {
        node.toGoal = distances.toGoal(node.position);
        node.onOptimalPath = graph.minimum && node.toGoal && node.level + *node.toGoal == *graph.minimum;
    }
    for (StateEdge& edge : graph.edges) {
        const StateNode& a = graph.nodes[static_cast<std::size_t>(edge.from)];
        const StateNode& b = graph.nodes[static_cast<std::size_t>(edge.to)];
        edge.optimal = a.onOptimalPath && b.onOptimalPath && b.level == a.level + 1 && *b.toGoal + 1 == *a.toGoal;
    }
}

// Orders each level by the mean slot of its neighbours in the level before
// (a barycentre sweep), which keeps edges between columns short.
void layOut(StateGraph& graph)
{
    int levels = 0;
    for (const StateNode& node : graph.nodes) {
        levels = std::max(levels, node.level + 1);
    }
    std::vector<std::vector<int>> byLevel(static_cast<std::size_t>(levels));
    for (std::size_t i = 0; i < graph.nodes.size(); ++i) {
        byLevel[static_cast<std::size_t>(graph.nodes[i].level)].push_back(static_cast<int>(i));
    }
    std::vector<double> sum(graph.nodes.size(), 0);
    std::vector<int> count(graph.nodes.size(), 0);
    for (auto& level : byLevel) {
        for (const int node : level) {
            graph.nodes[static_cast<std::size_t>(node)].slot =
                count[static_cast<std::size_t>(node)] ? sum[static_cast<std::size_t>(node)] / count[static_cast<std::size_t>(node)] : 0;
        }
        std::stable_sort(level.begin(), level.end(), [&](int a, int b) {
            return graph.nodes[static_cast<std::size_t>(a)].slot < graph.nodes[static_cast<std::size_t>(b)].slot;
        });
        for (std::size_t i = 0; i < level.size(); ++i) {
            graph.nodes[static_cast<std::size_t>(level[i])].slot = static_cast<double>(i);
        }
        for (const StateEdge& edge : graph.edges) {
            const StateNode& from = graph.nodes[static_cast<std::size_t>(edge.from)];
            if (&level == &byLevel[static_cast<std::size_t>(from.level)]
                && graph.nodes[static_cast<std::size_t>(edge.to)].level == from.level + 1) {
                sum[static_cast<std::size_t>(edge.to)] += from.slot;
                ++count[static_cast<std::size_t>(edge.to)];
            }
        }
        graph.levelWidth.push_back(static_cast<int>(level.size()));
    }
}

} // namespace

StateGraph buildStateGraph(const Variant& variant, std::size_t limit)
{
    StateGraph graph;
    explore(graph, variant, limit);
    markOptimal(graph, variant);
    layOut(graph);
    return graph;
}

std::optional<std::vector<Move>> shortestPathBetween(const Variant& variant, const Position& from,
                                                     const Position& to, std::size_t limit)
{
    std::unordered_map<Position, std::pair<Position, Move>> cameFrom;
    std::vector<Position> queue{from};
    cameFrom.emplace(from, std::make_pair(from, Move{}));
    for (std::size_t next = 0; next < queue.size() && !cameFrom.count(to); ++next) {
        const Position state = queue[next];
        forEachMove(variant.board(), variant.rules(), state, [&](Move move) {
            Position after = applyMove(variant.rules(), state, move);
            if (cameFrom.emplace(after, std::make_pair(state, move)).second) {
                queue.push_back(std::move(after));
            }
        });
        if (queue.size() > limit) {
            throw LimitError("the path search visits at most " + std::to_string(limit) + " positions");
        }
    }
    if (!cameFrom.count(to)) {
        return std::nullopt;
    }
    std::vector<Move> path;
    for (Position at = to; !(at == from);) {
        const auto& [previous, move] = cameFrom.at(at);
        path.push_back(move);
        at = previous;
    }
    std::reverse(path.begin(), path.end());
    return path;
}

} // namespace leapfrog

#pragma once
// The state graph of a small variant (analysis/state_graph.h) written for
// other tools: Graphviz (DOT), Gephi and yEd (GraphML), NetworkX (JSON in its
// node-link form). Every format carries the same facts:
//   graph: variant, minimum (moves of an optimal solution; absent or null
//          when the goal cannot be reached), positions, moves, optimal_only;
//   node:  position (its text, also the label), from_start (fewest moves from
//          the start), to_goal (fewest moves to the goal; absent or null when
//          unreachable), optimal (on an optimal solution), start, goal;
//   edge:  move (its text, "from-to" with 1-based holes), optimal (a step
//          along an optimal solution).
// Nodes are numbered in breadth-first order from the start (node 0); DOT and
// GraphML name them n0, n1, ..., JSON by the number.
#include "analysis/state_graph.h"
#include "model/variant.h"

#include <QByteArray>

#include <cstddef>
#include <optional>
#include <string_view>

namespace leapfrog {

enum class GraphFormat { Dot, GraphMl, Json };

// "dot", "graphml", "json"; nullopt for anything else.
std::optional<GraphFormat> graphFormatFromName(std::string_view name);

// Largest state graph leapfrog-cli writes: classic:7, pairs:7 and y:3 fit,
// classic:8 (about 200,000 positions) does not.
inline constexpr std::size_t kGraphExportLimit = 100'000;

// The state graph `graph` writes (and the library's graph()): at most
// kGraphExportLimit positions; beyond, LimitError with the sentence the CLI
// prints ("... choose a smaller board, e.g. classic:7").
StateGraph exportedStateGraph(const Variant& variant);

// The graph in `format`; with `optimalOnly`, only the positions and moves of
// optimal solutions.
QByteArray writeStateGraph(const Variant& variant, const StateGraph& graph, GraphFormat format, bool optimalOnly);

} // namespace leapfrog

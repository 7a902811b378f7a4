// leapfrog-cli graph VARIANT --format dot|graphml|json [--optimal-only]
// The state graph of a small variant (every position reachable from the
// start, every move between them, distances from the start and to the goal,
// the optimal ones marked) for Graphviz, Gephi and NetworkX. The formats and
// their keys are those of files/state_graph_formats.h.
#include "cli.h"
#include "output.h"

#include "analysis/state_graph.h"
#include "files/state_graph_formats.h"
#include "model/variant.h"

#include <QCommandLineParser>

namespace leapfrog::cli {

int runGraph(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral(
            "Writes the state graph of VARIANT to standard output: every position reachable\n"
            "from the start, every move between them, each position's distance from the\n"
            "start and to the goal, the optimal ones marked. At most %1 positions\n"
            "(classic:7, pairs:7 and y:3 fit; classic:8 does not).\n"
            "\n"
            "Keys, the same in every format:\n"
            "  graph  variant, minimum, positions, moves, optimal_only\n"
            "  node   position (its text, also the label), from_start, to_goal, optimal,\n"
            "         start, goal; numbered in breadth-first order from the start\n"
            "         (n0, n1, ... in dot and graphml)\n"
            "  edge   move (FROM-TO), optimal\n"
            "minimum and to_goal are absent (null in json) where the goal cannot be reached.\n"
            "\n"
            "Formats:\n"
            "  dot      Graphviz digraph, columns by distance from the start, the optimal\n"
            "           positions and moves bold blue (dot -Tsvg)\n"
            "  graphml  GraphML with typed keys (Gephi, yEd, networkx.read_graphml)\n"
            "  json     NetworkX node-link form with nodes and links\n"
            "           (networkx.node_link_graph(data, edges=\"links\"))")
            .arg(kGraphExportLimit));
    const QCommandLineOption format("format", "dot, graphml or json.", "FORMAT");
    const QCommandLineOption optimalOnly("optimal-only", "Only the positions and moves of optimal solutions.");
    parser.addOptions({format, optimalOnly});
    const std::optional<Variant> parsed = parseCommand(
        parser, arguments, "graph takes one VARIANT and --format, e.g. leapfrog-cli graph classic:2 --format dot");
    if (!parsed) {
        return Success;
    }
    const Variant& variant = *parsed;
    if (!parser.isSet(format)) {
        badInput("graph needs --format dot, graphml or json");
    }
    const std::optional<GraphFormat> chosen = graphFormatFromName(parser.value(format).toStdString());
    if (!chosen) {
        badInput("bad --format \"" + parser.value(format) + "\"; expected dot, graphml or json");
    }
    const StateGraph graph = exportedStateGraph(variant); // LimitError: exit 2 with its sentence
    const QByteArray written = writeStateGraph(variant, graph, *chosen, parser.isSet(optimalOnly));
    StdoutWriter out;
    out.text(std::string_view(written.constData(), static_cast<std::size_t>(written.size())));
    out.flush();
    return Success;
}

} // namespace leapfrog::cli

#include "state_graph_formats.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <QXmlStreamWriter>

#include <string>
#include <vector>

namespace leapfrog {

namespace {

// The part of the graph a call writes.
struct Selection {
    std::vector<int> nodes; // ascending
    std::vector<int> edges; // ascending
};

Selection select(const StateGraph& graph, bool optimalOnly)
{
    Selection chosen;
    for (std::size_t i = 0; i < graph.nodes.size(); ++i) {
        if (!optimalOnly || graph.nodes[i].onOptimalPath) {
            chosen.nodes.push_back(static_cast<int>(i));
        }
    }
    for (std::size_t i = 0; i < graph.edges.size(); ++i) {
        if (!optimalOnly || graph.edges[i].optimal) {
            chosen.edges.push_back(static_cast<int>(i));
        }
    }
    return chosen;
}

QString nodeName(int node) { return QStringLiteral("n%1").arg(node); }
QString text(const std::string& s) { return QString::fromStdString(s); }
const char* yesNo(bool value) { return value ? "true" : "false"; }

// A DOT string literal (double quotes and backslashes escaped).
QString dotString(const QString& s)
{
    QString escaped = s;
    escaped.replace('\\', "\\\\").replace('"', "\\\"");
    return '"' + escaped + '"';
}

QByteArray writeDot(const Variant& variant, const StateGraph& graph, const Selection& chosen, bool optimalOnly)
{
    QString out;
    out += "digraph " + dotString(text(variant.spec())) + " {\n";
    out += "  graph [variant=" + dotString(text(variant.spec()));
    if (graph.minimum) {
        out += QStringLiteral(", minimum=%1").arg(*graph.minimum);
    }
    out += QStringLiteral(", positions=%1, moves=%2, optimal_only=%3, rankdir=LR];\n")
               .arg(chosen.nodes.size())
               .arg(chosen.edges.size())
               .arg(yesNo(optimalOnly));
    out += "  node [shape=box, fontname=\"monospace\", color=\"#999999\"];\n";
    out += "  edge [color=\"#999999\"];\n";
    std::vector<std::vector<int>> byLevel;
    for (const int i : chosen.nodes) {
        const StateNode& node = graph.nodes[static_cast<std::size_t>(i)];
        const bool start = i == 0;
        const bool goal = node.position == variant.goal();
        const QString position = text(node.position.text());
        out += "  " + nodeName(i) + " [label=" + dotString(position) + ", position=" + dotString(position)
             + QStringLiteral(", from_start=%1").arg(node.level);
        if (node.toGoal) {
            out += QStringLiteral(", to_goal=%1").arg(*node.toGoal);
        }
        out += QStringLiteral(", optimal=%1, start=%2, goal=%3").arg(yesNo(node.onOptimalPath), yesNo(start), yesNo(goal));
        if (node.onOptimalPath) {
            out += ", color=\"#0072B2\", penwidth=2";
        }
        if (start || goal) {
            out += ", peripheries=2";
        }
        out += "];\n";
        if (byLevel.size() <= static_cast<std::size_t>(node.level)) {
            byLevel.resize(static_cast<std::size_t>(node.level) + 1);
        }
        byLevel[static_cast<std::size_t>(node.level)].push_back(i);
    }
    for (const int e : chosen.edges) {
        const StateEdge& edge = graph.edges[static_cast<std::size_t>(e)];
        const QString move = text(moveText(edge.move));
        out += "  " + nodeName(edge.from) + " -> " + nodeName(edge.to) + " [label=" + dotString(move)
             + ", move=" + dotString(move) + ", optimal=" + yesNo(edge.optimal);
        if (edge.optimal) {
            out += ", color=\"#0072B2\", penwidth=2";
        }
        out += "];\n";
    }
    // Columns by distance from the start, as in the window's picture.
    for (const std::vector<int>& level : byLevel) {
        if (level.size() < 2) {
            continue;
        }
        out += "  { rank=same;";
        for (const int i : level) {
            out += ' ' + nodeName(i) + ';';
        }
        out += " }\n";
    }
    out += "}\n";
    return out.toUtf8();
}

QByteArray writeGraphMl(const Variant& variant, const StateGraph& graph, const Selection& chosen, bool optimalOnly)
{
    QByteArray bytes;
    QXmlStreamWriter xml(&bytes);
    xml.setAutoFormatting(true);
    xml.writeStartDocument();
    xml.writeStartElement("graphml");
    xml.writeDefaultNamespace("http://graphml.graphdrawing.org/xmlns");
    xml.writeNamespace("http://www.w3.org/2001/XMLSchema-instance", "xsi");
    xml.writeAttribute("http://www.w3.org/2001/XMLSchema-instance", "schemaLocation",
                       "http://graphml.graphdrawing.org/xmlns http://graphml.graphdrawing.org/xmlns/1.0/graphml.xsd");
    const auto key = [&](const char* id, const char* domain, const char* name, const char* type) {
        xml.writeEmptyElement("key");
        xml.writeAttribute("id", id);
        xml.writeAttribute("for", domain);
        xml.writeAttribute("attr.name", name);
        xml.writeAttribute("attr.type", type);
    };
    key("variant", "graph", "variant", "string");
    key("minimum", "graph", "minimum", "int");
    key("positions", "graph", "positions", "int");
    key("moves", "graph", "moves", "int");
    key("optimal_only", "graph", "optimal_only", "boolean");
    key("label", "node", "label", "string");
    key("position", "node", "position", "string");
    key("from_start", "node", "from_start", "int");
    key("to_goal", "node", "to_goal", "int");
    key("node_optimal", "node", "optimal", "boolean");
    key("start", "node", "start", "boolean");
    key("goal", "node", "goal", "boolean");
    key("move", "edge", "move", "string");
    key("edge_optimal", "edge", "optimal", "boolean");
    const auto datum = [&](const char* id, const QString& value) {
        xml.writeStartElement("data");
        xml.writeAttribute("key", id);
        xml.writeCharacters(value);
        xml.writeEndElement();
    };
    xml.writeStartElement("graph");
    xml.writeAttribute("id", text(variant.spec()));
    xml.writeAttribute("edgedefault", "directed");
    datum("variant", text(variant.spec()));
    if (graph.minimum) {
        datum("minimum", QString::number(*graph.minimum));
    }
    datum("positions", QString::number(chosen.nodes.size()));
    datum("moves", QString::number(chosen.edges.size()));
    datum("optimal_only", yesNo(optimalOnly));
    for (const int i : chosen.nodes) {
        const StateNode& node = graph.nodes[static_cast<std::size_t>(i)];
        const QString position = text(node.position.text());
        xml.writeStartElement("node");
        xml.writeAttribute("id", nodeName(i));
        datum("label", position);
        datum("position", position);
        datum("from_start", QString::number(node.level));
        if (node.toGoal) {
            datum("to_goal", QString::number(*node.toGoal));
        }
        datum("node_optimal", yesNo(node.onOptimalPath));
        datum("start", yesNo(i == 0));
        datum("goal", yesNo(node.position == variant.goal()));
        xml.writeEndElement();
    }
    for (const int e : chosen.edges) {
        const StateEdge& edge = graph.edges[static_cast<std::size_t>(e)];
        xml.writeStartElement("edge");
        xml.writeAttribute("id", QStringLiteral("e%1").arg(e));
        xml.writeAttribute("source", nodeName(edge.from));
        xml.writeAttribute("target", nodeName(edge.to));
        datum("move", text(moveText(edge.move)));
        datum("edge_optimal", yesNo(edge.optimal));
        xml.writeEndElement();
    }
    xml.writeEndElement(); // graph
    xml.writeEndElement(); // graphml
    xml.writeEndDocument();
    return bytes;
}

QByteArray writeJson(const Variant& variant, const StateGraph& graph, const Selection& chosen, bool optimalOnly)
{
    QJsonObject about{{"variant", text(variant.spec())},
                      {"minimum", graph.minimum ? QJsonValue(*graph.minimum) : QJsonValue()},
                      {"positions", static_cast<qint64>(chosen.nodes.size())},
                      {"moves", static_cast<qint64>(chosen.edges.size())},
                      {"optimal_only", optimalOnly}};
    QJsonArray nodes;
    for (const int i : chosen.nodes) {
        const StateNode& node = graph.nodes[static_cast<std::size_t>(i)];
        nodes.append(QJsonObject{{"id", i},
                                 {"position", text(node.position.text())},
                                 {"from_start", node.level},
                                 {"to_goal", node.toGoal ? QJsonValue(*node.toGoal) : QJsonValue()},
                                 {"optimal", node.onOptimalPath},
                                 {"start", i == 0},
                                 {"goal", node.position == variant.goal()}});
    }
    QJsonArray links;
    for (const int e : chosen.edges) {
        const StateEdge& edge = graph.edges[static_cast<std::size_t>(e)];
        links.append(QJsonObject{{"source", edge.from},
                                 {"target", edge.to},
                                 {"move", text(moveText(edge.move))},
                                 {"optimal", edge.optimal}});
    }
    const QJsonObject document{{"directed", true}, {"multigraph", false}, {"graph", about},
                               {"nodes", nodes},   {"links", links}};
    return QJsonDocument(document).toJson(QJsonDocument::Compact) + '\n';
}

} // namespace

std::optional<GraphFormat> graphFormatFromName(std::string_view name)
{
    if (name == "dot") {
        return GraphFormat::Dot;
    }
    if (name == "graphml") {
        return GraphFormat::GraphMl;
    }
    if (name == "json") {
        return GraphFormat::Json;
    }
    return std::nullopt;
}

QByteArray writeStateGraph(const Variant& variant, const StateGraph& graph, GraphFormat format, bool optimalOnly)
{
    const Selection chosen = select(graph, optimalOnly);
    switch (format) {
    case GraphFormat::Dot: return writeDot(variant, graph, chosen, optimalOnly);
    case GraphFormat::GraphMl: return writeGraphMl(variant, graph, chosen, optimalOnly);
    case GraphFormat::Json: return writeJson(variant, graph, chosen, optimalOnly);
    }
    return {};
}

} // namespace leapfrog

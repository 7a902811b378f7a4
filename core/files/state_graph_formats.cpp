#include "state_graph_formats.h"

#include "model/errors.h"

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

QString dotNode(const Variant& variant, const StateGraph& graph, int i)
{
    const StateNode& node = graph.nodes[static_cast<std::size_t>(i)];
    const bool start = i == 0;
    const bool goal = node.position == variant.goal();
    const QString position = text(node.position.text());
    QString out = "  " + nodeName(i) + " [label=" + dotString(position) + ", position=" + dotString(position)
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
    return out + "];\n";
}

QString dotEdge(const StateEdge& edge)
{
    const QString move = text(moveText(edge.move));
    QString out = "  " + nodeName(edge.from) + " -> " + nodeName(edge.to) + " [label=" + dotString(move)
                  + ", move=" + dotString(move) + ", optimal=" + yesNo(edge.optimal);
    if (edge.optimal) {
        out += ", color=\"#0072B2\", penwidth=2";
    }
    return out + "];\n";
}

// Columns by distance from the start, as in the window's picture.
QString dotColumns(const StateGraph& graph, const Selection& chosen)
{
    std::vector<std::vector<int>> byLevel;
    for (const int i : chosen.nodes) {
        const auto level = static_cast<std::size_t>(graph.nodes[static_cast<std::size_t>(i)].level);
        if (byLevel.size() <= level) {
            byLevel.resize(level + 1);
        }
        byLevel[level].push_back(i);
    }
    QString out;
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
    return out;
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
    for (const int i : chosen.nodes) {
        out += dotNode(variant, graph, i);
    }
    for (const int e : chosen.edges) {
        out += dotEdge(graph.edges[static_cast<std::size_t>(e)]);
    }
    out += dotColumns(graph, chosen);
    out += "}\n";
    return out.toUtf8();
}

// GraphML through one writer: the keys, then the graph's data, nodes and edges.
class GraphMlWriter {
public:
    explicit GraphMlWriter(QByteArray* bytes)
        : xml_(bytes)
    {
        xml_.setAutoFormatting(true);
    }

    void keys()
    {
        const char* const keys[][4] = {
            {"variant", "graph", "variant", "string"},        {"minimum", "graph", "minimum", "int"},
            {"positions", "graph", "positions", "int"},       {"moves", "graph", "moves", "int"},
            {"optimal_only", "graph", "optimal_only", "boolean"}, {"label", "node", "label", "string"},
            {"position", "node", "position", "string"},       {"from_start", "node", "from_start", "int"},
            {"to_goal", "node", "to_goal", "int"},            {"node_optimal", "node", "optimal", "boolean"},
            {"start", "node", "start", "boolean"},            {"goal", "node", "goal", "boolean"},
            {"move", "edge", "move", "string"},               {"edge_optimal", "edge", "optimal", "boolean"},
        };
        for (const auto& key : keys) {
            xml_.writeEmptyElement("key");
            xml_.writeAttribute("id", key[0]);
            xml_.writeAttribute("for", key[1]);
            xml_.writeAttribute("attr.name", key[2]);
            xml_.writeAttribute("attr.type", key[3]);
        }
    }

    void node(const Variant& variant, const StateGraph& graph, int i)
    {
        const StateNode& node = graph.nodes[static_cast<std::size_t>(i)];
        const QString position = text(node.position.text());
        xml_.writeStartElement("node");
        xml_.writeAttribute("id", nodeName(i));
        datum("label", position);
        datum("position", position);
        datum("from_start", QString::number(node.level));
        if (node.toGoal) {
            datum("to_goal", QString::number(*node.toGoal));
        }
        datum("node_optimal", yesNo(node.onOptimalPath));
        datum("start", yesNo(i == 0));
        datum("goal", yesNo(node.position == variant.goal()));
        xml_.writeEndElement();
    }

    void edge(const StateGraph& graph, int e)
    {
        const StateEdge& edge = graph.edges[static_cast<std::size_t>(e)];
        xml_.writeStartElement("edge");
        xml_.writeAttribute("id", QStringLiteral("e%1").arg(e));
        xml_.writeAttribute("source", nodeName(edge.from));
        xml_.writeAttribute("target", nodeName(edge.to));
        datum("move", text(moveText(edge.move)));
        datum("edge_optimal", yesNo(edge.optimal));
        xml_.writeEndElement();
    }

    void datum(const char* id, const QString& value)
    {
        xml_.writeStartElement("data");
        xml_.writeAttribute("key", id);
        xml_.writeCharacters(value);
        xml_.writeEndElement();
    }

    QXmlStreamWriter& xml() { return xml_; }

private:
    QXmlStreamWriter xml_;
};

QByteArray writeGraphMl(const Variant& variant, const StateGraph& graph, const Selection& chosen, bool optimalOnly)
{
    QByteArray bytes;
    GraphMlWriter writer(&bytes);
    QXmlStreamWriter& xml = writer.xml();
    xml.writeStartDocument();
    xml.writeStartElement("graphml");
    xml.writeDefaultNamespace("http://graphml.graphdrawing.org/xmlns");
    xml.writeNamespace("http://www.w3.org/2001/XMLSchema-instance", "xsi");
    xml.writeAttribute("http://www.w3.org/2001/XMLSchema-instance", "schemaLocation",
                       "http://graphml.graphdrawing.org/xmlns http://graphml.graphdrawing.org/xmlns/1.0/graphml.xsd");
    writer.keys();
    xml.writeStartElement("graph");
    xml.writeAttribute("id", text(variant.spec()));
    xml.writeAttribute("edgedefault", "directed");
    writer.datum("variant", text(variant.spec()));
    if (graph.minimum) {
        writer.datum("minimum", QString::number(*graph.minimum));
    }
    writer.datum("positions", QString::number(chosen.nodes.size()));
    writer.datum("moves", QString::number(chosen.edges.size()));
    writer.datum("optimal_only", yesNo(optimalOnly));
    for (const int i : chosen.nodes) {
        writer.node(variant, graph, i);
    }
    for (const int e : chosen.edges) {
        writer.edge(graph, e);
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

StateGraph exportedStateGraph(const Variant& variant)
{
    try {
        return buildStateGraph(variant, kGraphExportLimit);
    } catch (const LimitError&) {
        throw LimitError("graph writes state graphs of at most " + std::to_string(kGraphExportLimit) + " positions and "
                         + variant.spec() + " has more; choose a smaller board, e.g. classic:7");
    }
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

#include "convert.h"

#include <string>

namespace leapfrog::python {

using pybind11::literals::operator""_a;

py::object optionalInt(const std::optional<int>& value) { return value ? py::object(py::int_(*value)) : py::none(); }

py::int_ pythonInt(const Integer& value)
{
    return py::reinterpret_steal<py::int_>(PyLong_FromString(value.toString().c_str(), nullptr, 10));
}

py::list moveList(const std::vector<Step>& moves)
{
    py::list list;
    for (const Step step : moves) {
        list.append(toString(step));
    }
    return list;
}

py::dict adviceDict(std::string_view variant, const Advice& advice)
{
    return py::dict("variant"_a = describe(variant).spec, "position"_a = advice.position,
                    "distance"_a = optionalInt(advice.distance), "best"_a = moveList(advice.best));
}

namespace {

py::dict verdictDict(const MoveVerdict& verdict)
{
    py::dict entry("move"_a = toString(verdict.move), "legal"_a = verdict.legal, "reason"_a = verdict.reason);
    if (!verdict.legal) {
        return entry;
    }
    const auto optionalBool = [](const std::optional<bool>& value) {
        return value ? py::object(py::bool_(*value)) : py::none();
    };
    py::list holes;
    for (const int hole : verdict.holes) {
        holes.append(hole);
    }
    entry["proper"] = optionalBool(verdict.proper);
    entry["best"] = optionalBool(verdict.best);
    entry["cost"] = optionalInt(verdict.cost);
    entry["category"] = verdict.category;
    entry["pattern"] = verdict.pattern.empty() ? py::object(py::none()) : py::object(py::str(verdict.pattern));
    entry["holes"] = holes;
    entry["basis"] = verdict.basis;
    if (!verdict.source.empty()) {
        entry["source"] = verdict.source;
    }
    return entry;
}

} // namespace

py::dict lineCheckDict(std::string_view variant, const LineCheck& line)
{
    py::list moves;
    for (const MoveVerdict& verdict : line.moves) {
        moves.append(verdictDict(verdict));
    }
    return py::dict("variant"_a = describe(variant).spec, "minimum"_a = optionalInt(line.minimum),
                    "goal"_a = line.goal, "position"_a = line.position, "moves"_a = moves);
}

py::dict statsDict(std::string_view variant, const TableStats& table)
{
    py::list distribution;
    for (const std::uint64_t count : table.atDistance) {
        distribution.append(count);
    }
    return py::dict("variant"_a = describe(variant).spec, "positions"_a = table.positions,
                    "reachGoal"_a = table.reachGoal, "start"_a = optionalInt(table.start),
                    "greatest"_a = table.greatest, "atGreatest"_a = table.atGreatest, "farthest"_a = table.farthest,
                    "distribution"_a = distribution, "table"_a = table.fromCache ? "cache" : "built");
}

py::dict nodeLinkDict(const Graph& graph)
{
    py::list nodes;
    for (const GraphNode& node : graph.nodes) {
        nodes.append(py::dict("id"_a = node.id, "position"_a = node.position, "from_start"_a = node.fromStart,
                              "to_goal"_a = optionalInt(node.toGoal), "optimal"_a = node.optimal,
                              "start"_a = node.start, "goal"_a = node.goal));
    }
    py::list links;
    for (const GraphEdge& edge : graph.edges) {
        links.append(py::dict("source"_a = edge.source, "target"_a = edge.target, "move"_a = toString(edge.move),
                              "optimal"_a = edge.optimal));
    }
    const py::dict about("variant"_a = graph.variant, "minimum"_a = optionalInt(graph.minimum),
                         "positions"_a = graph.nodes.size(), "moves"_a = graph.edges.size(),
                         "optimal_only"_a = graph.optimalOnly);
    return py::dict("directed"_a = true, "multigraph"_a = false, "graph"_a = about, "nodes"_a = nodes,
                    "links"_a = links);
}

py::object graphObject(const Graph& graph)
{
    py::module_ networkx;
    try {
        networkx = py::module_::import("networkx");
    } catch (py::error_already_set& error) {
        if (!error.matches(PyExc_ImportError)) {
            throw;
        }
        return nodeLinkDict(graph);
    }
    py::object directed = networkx.attr("DiGraph")();
    const py::dict data = nodeLinkDict(graph);
    directed.attr("graph").attr("update")(data["graph"]);
    for (const py::handle node : py::list(data["nodes"])) {
        py::dict attributes = py::reinterpret_borrow<py::dict>(node).attr("copy")();
        const py::object id = attributes.attr("pop")("id");
        directed.attr("add_node")(id, **attributes);
    }
    for (const py::handle link : py::list(data["links"])) {
        py::dict attributes = py::reinterpret_borrow<py::dict>(link).attr("copy")();
        const py::object source = attributes.attr("pop")("source");
        const py::object target = attributes.attr("pop")("target");
        directed.attr("add_edge")(source, target, **attributes);
    }
    return directed;
}

} // namespace leapfrog::python

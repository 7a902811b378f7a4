#pragma once
// The library's answers as Python values, keyed as leapfrog-cli's JSON keys
// them (check --json, hint --json, stats --json, graph --format json), so
// that a script moving from the CLI's JSON to the module reads the same.
#include <leapfrog/leapfrog.h>

#include <pybind11/pybind11.h>

#include <optional>

namespace leapfrog::python {

namespace py = pybind11;

py::object optionalInt(const std::optional<int>& value);
py::int_ pythonInt(const Integer& value); // of any size
py::list moveList(const std::vector<Step>& moves); // ["3-4", ...]
py::dict adviceDict(std::string_view variant, const Advice& advice);
py::dict lineCheckDict(std::string_view variant, const LineCheck& line);
py::dict statsDict(std::string_view variant, const TableStats& table);
// The node-link form of `graph --format json` (networkx.node_link_graph(data, edges="links")).
py::dict nodeLinkDict(const Graph& graph);
// A networkx.DiGraph where NetworkX imports, else the node-link dict.
py::object graphObject(const Graph& graph);

} // namespace leapfrog::python

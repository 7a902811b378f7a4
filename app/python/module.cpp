// The Python module `leapfrog`: Leapfrog's exact solvers for scripts and
// notebooks, over the library's public interface (<leapfrog/leapfrog.h>)
// alone. Answers are Python values keyed as leapfrog-cli's JSON keys them.
#include "calls.h"
#include "convert.h"

#include <pybind11/stl.h>

#include <string>
#include <vector>

namespace leapfrog::python {

namespace {

using pybind11::literals::operator""_a;

const char* const kModuleDoc = R"(Leapfrog's exact solvers for the peg-jumping puzzles.

Frogs and toads, the shuttle puzzle, the pair-shift game, Y and branching
boards: the minimum number of moves and how many optimal solutions there are,
an optimal solution, the best moves from any position, each move's verdict
with its reason, the distance distribution (God's number) and the state graph.

A variant is named as leapfrog-cli names it: "classic:3", "classic:3x2",
"strict:3", "pairs:12", "y:4", "branch:5,1,1,1", "classic:4h2", "dudeney:5",
"grid:2", "row:BR_BR>RB_RB", or a game ID "classic:3@BB_BRRR". Positions are
text ("BBB_RRR"), moves "FROM-TO" with holes numbered from 1 ("3-4").

    >>> import leapfrog
    >>> leapfrog.count("pairs:12")
    Count(minimum=12, solutions=2592, method='pair-shift')
    >>> leapfrog.solve("classic:1")
    ['1-2', '3-1', '2-3']
    >>> leapfrog.hint("classic:2", "B_BRR")["distance"]
    7

Every refusal (a bad spec, position or move, a board beyond a method's limit)
is a ValueError whose message is the reason leapfrog-cli prints.)";

Limits limitsOf(const py::object& timeLimit, const py::object& memory, int threads, bool tableCache,
                const py::object& progress)
{
    return Limits{timeLimit, memory, threads, tableCache, progress};
}

// The keyword arguments every search takes, after its own.
#define LEAPFROG_LIMIT_ARGS                                                                                     \
    py::kw_only(), py::arg("time_limit") = py::none(), py::arg("memory") = py::none(), py::arg("threads") = 0, \
        py::arg("table_cache") = true, py::arg("progress") = py::none()

std::string documented(const char* text) { return std::string(text) + "\n" + kLimitsDoc; }

py::object countOf(const std::string& variant, bool forwardOnly, const py::object& timeLimit,
                   const py::object& memory, int threads, bool tableCache, const py::object& progress)
{
    SolutionCount counted;
    runSearch(limitsOf(timeLimit, memory, threads, tableCache, progress), [&](const Options& options) {
        counted = forwardOnly ? countForwardOnly(variant) : count(variant, options);
    });
    const py::object type = py::module_::import("leapfrog").attr("Count");
    return type(counted.minimum ? py::object(py::int_(*counted.minimum)) : py::none(), pythonInt(counted.solutions),
                counted.method);
}

py::object solveOf(const std::string& variant, const std::string& method, const py::object& rank, bool notation,
                   const py::object& timeLimit, const py::object& memory, int threads, bool tableCache,
                   const py::object& progress)
{
    const SolveMethod chosen = parseSolveMethod(method);
    const std::optional<Integer> wanted =
        rank.is_none() ? std::nullopt : std::optional(Integer::fromString(py::str(rank).cast<std::string>()));
    std::optional<OptimalSolution> solved;
    runSearch(limitsOf(timeLimit, memory, threads, tableCache, progress),
              [&](const Options& options) { solved = solve(variant, chosen, wanted, options); });
    if (!solved) {
        return py::none();
    }
    if (notation) {
        if (solved->notation.empty() && !solved->moves.empty()) {
            throw Error(Error::Kind::BadInput,
                        "notation is defined for classic and strict boards only, not " + describe(variant).spec);
        }
        return py::str(solved->notation);
    }
    return moveList(solved->moves);
}

std::vector<Step> stepsOf(const std::string& variant, const py::object& moves)
{
    std::string text;
    if (py::isinstance<py::str>(moves)) {
        text = moves.cast<std::string>();
    } else {
        for (const py::handle move : moves) {
            text += py::str(move).cast<std::string>() + ' ';
        }
    }
    return parseMoves(variant, text);
}

void defineCount(py::module_& module)
{
    module.def("count", &countOf, py::arg("variant"), py::arg("forward_only") = false, LEAPFROG_LIMIT_ARGS,
               documented(R"(count(variant, forward_only=False, **limits) -> Count

The minimum number of moves from the start to the goal and the exact number of
optimal solutions (leapfrog-cli count). Returns Count(minimum, solutions,
method): minimum None when the goal cannot be reached; solutions a Python int
of any size; method "search", "theorem", "pair-shift" or "forward-only".
With forward_only=True, among the solutions whose every move is forward.
    >>> leapfrog.count("classic:3")
    Count(minimum=15, solutions=2, method='search'))")
                   .c_str());
}

void defineSolve(py::module_& module)
{
    module.def("solve", &solveOf, py::arg("variant"), py::arg("method") = "auto", py::arg("solution") = py::none(),
               py::arg("notation") = false, LEAPFROG_LIMIT_ARGS,
               documented(R"(solve(variant, method="auto", solution=None, notation=False, **limits) -> list

An optimal solution from the start (leapfrog-cli solve): its moves, "FROM-TO"
with holes from 1, or with notation=True Yancey's word (classic and strict
boards). method: "auto", "formula", "word" or "search"; solution: which
optimal solution, 1 for the first in lexicographic order of the move
sequences. None when the goal cannot be reached.
    >>> len(leapfrog.solve("classic:3"))
    15
    >>> leapfrog.solve("classic:3", notation=True)
    'SjsJJSjjjSJJsjS')")
                   .c_str());
}

void defineHintAndCheck(py::module_& module)
{
    module.def(
        "hint",
        [](const std::string& variant, const py::object& position, const py::object& timeLimit,
           const py::object& memory, int threads, bool tableCache, const py::object& progress) {
            const std::string at = position.is_none() ? std::string() : position.cast<std::string>();
            Advice advice;
            runSearch(limitsOf(timeLimit, memory, threads, tableCache, progress),
                      [&](const Options& options) { advice = hint(variant, at, options); });
            return adviceDict(variant, advice);
        },
        py::arg("variant"), py::arg("position") = py::none(), LEAPFROG_LIMIT_ARGS,
        documented(R"(hint(variant, position=None, **limits) -> dict

The exact number of moves from a position (None: the start) to the goal and
every optimal next move (leapfrog-cli hint --json): {"variant", "position",
"distance" (None: unreachable), "best" (list of moves)}.)")
            .c_str());
    module.def(
        "check",
        [](const std::string& variant, const py::object& moves, const py::object& timeLimit,
           const py::object& memory, int threads, bool tableCache, const py::object& progress) {
            const std::vector<Step> steps = stepsOf(variant, moves);
            LineCheck line;
            runSearch(limitsOf(timeLimit, memory, threads, tableCache, progress),
                      [&](const Options& options) { line = check(variant, steps, options); });
            return lineCheckDict(variant, line);
        },
        py::arg("variant"), py::arg("moves"), LEAPFROG_LIMIT_ARGS,
        documented(R"(check(variant, moves, **limits) -> dict

Replays the moves (a list of "FROM-TO", or one string "1-2 3-1 2-3") from the
start and judges each (leapfrog-cli check --json): {"variant", "minimum",
"goal", "position" (after the legal moves), "moves": [{"move", "legal",
"reason", and for a legal move "proper", "best", "cost", "category",
"pattern", "holes", "basis", "source"}]}. The list stops after the first
illegal move.)")
            .c_str());
}

void defineStatsAndGraph(py::module_& module)
{
    module.def(
        "stats",
        [](const std::string& variant, const py::object& timeLimit, const py::object& memory, int threads,
           bool tableCache, const py::object& progress) {
            TableStats table;
            runSearch(limitsOf(timeLimit, memory, threads, tableCache, progress),
                      [&](const Options& options) { table = stats(variant, options); });
            return statsDict(variant, table);
        },
        py::arg("variant"), LEAPFROG_LIMIT_ARGS,
        documented(R"(stats(variant, **limits) -> dict

The distance distribution of the full distance table (leapfrog-cli stats
--json): {"variant", "positions", "reachGoal", "start", "greatest" (God's
number), "atGreatest", "farthest" (the first position that far),
"distribution" (positions at each distance from the goal), "table" ("built"
or "cache")}.)")
            .c_str());
    module.def(
        "graph",
        [](const std::string& variant, bool optimalOnly) {
            Graph states;
            {
                const py::gil_scoped_release unlocked;
                states = graph(variant, optimalOnly);
            }
            return graphObject(states);
        },
        py::arg("variant"), py::arg("optimal_only") = false,
        R"(graph(variant, optimal_only=False) -> networkx.DiGraph

The state graph (leapfrog-cli graph --format json): every position reachable
from the start (at most 100,000), every move between them; with optimal_only,
those of optimal solutions alone. Nodes are numbered in breadth-first order
from the start (0) with attributes position, from_start, to_goal (None:
unreachable), optimal, start, goal; edges have move and optimal; the graph
has variant, minimum, positions, moves, optimal_only. Without NetworkX, the
same as a node-link dict (networkx.node_link_graph(data, edges="links")).)");
}

void defineDescribe(py::module_& module)
{
    module.def(
        "describe",
        [](const std::string& variant) {
            const VariantInfo info = describe(variant);
            return py::dict("spec"_a = info.spec, "family"_a = info.family, "holes"_a = info.holes,
                            "start"_a = info.start, "goal"_a = info.goal,
                            "proven_minimum"_a = info.provenMinimum ? py::object(py::int_(*info.provenMinimum))
                                                                    : py::object(py::none()));
        },
        py::arg("variant"),
        R"(describe(variant) -> dict

The variant a spec names: {"spec" (its canonical spelling), "family", "holes",
"start", "goal" (position texts), "proven_minimum" (where a paper proves it,
else None)}.
    >>> leapfrog.describe("classic:2")["start"]
    'BB_RR')");
}

} // namespace

} // namespace leapfrog::python

PYBIND11_MODULE(leapfrog, module)
{
    namespace lp = leapfrog::python;
    // Each docstring begins with its own signature line (keywords by name,
    // not pybind11's C++ types).
    pybind11::options options;
    options.disable_function_signatures();
    module.doc() = lp::kModuleDoc;
    lp::registerErrors();
    const pybind11::object namedTuple = pybind11::module_::import("collections").attr("namedtuple");
    pybind11::object countType = namedTuple("Count", "minimum solutions method");
    countType.attr("__module__") = "leapfrog";
    countType.attr("__doc__") = "count()'s answer: minimum (None: unreachable), solutions (an int of any size), "
                                "method (how it was counted).";
    module.attr("Count") = countType;
    module.attr("__version__") = std::string(leapfrog::libraryVersion());
    lp::defineCount(module);
    lp::defineSolve(module);
    lp::defineHintAndCheck(module);
    lp::defineStatsAndGraph(module);
    lp::defineDescribe(module);
}

// stats and graph: the whole state space of a variant, as leapfrog-cli's
// stats and graph commands compute it (catalog/requests.h,
// files/state_graph_formats.h), handed back as values.
#include "call.h"

#include "catalog/requests.h"
#include "files/state_graph_formats.h"

namespace leapfrog {

TableStats stats(std::string_view variant, const Options& options)
{
    return api::translated([&] {
        const Variant parsed = api::parseVariant(variant);
        const api::CallControl call(options, api::kNoBudget);
        TableAnswer answer;
        try {
            answer = tableStats(parsed, call.control());
        } catch (const LimitError& error) {
            throw LimitError(std::string(error.what()) + "; "
                             + statsReach(call.control().memoryCap, options.memory.has_value()));
        }
        const DistanceStats& found = answer.stats;
        return TableStats{found.positions, found.reachGoal, found.atDistance,        found.greatest,
                          found.atGreatest, found.farthest.text(), found.start, answer.fromCache};
    });
}

Graph graph(std::string_view variant, bool optimalOnly)
{
    return api::translated([&] {
        const Variant parsed = api::parseVariant(variant);
        const StateGraph states = exportedStateGraph(parsed);
        Graph answer{parsed.spec(), states.minimum, optimalOnly, {}, {}};
        for (std::size_t i = 0; i < states.nodes.size(); ++i) {
            const StateNode& node = states.nodes[i];
            if (!optimalOnly || node.onOptimalPath) {
                answer.nodes.push_back({static_cast<int>(i), node.position.text(), node.level, node.toGoal,
                                        node.onOptimalPath, i == 0, parsed.isGoal(node.position)});
            }
        }
        for (const StateEdge& edge : states.edges) {
            if (!optimalOnly || edge.optimal) {
                answer.edges.push_back({edge.from, edge.to, api::stepOf(edge.move), edge.optimal});
            }
        }
        return answer;
    });
}

} // namespace leapfrog

"""graph() against NetworkX's own shortest paths: each position's from_start
and to_goal are the lengths of NetworkX's shortest paths on the same graph,
and an optimal edge lies on a shortest path from the start to the goal."""
import unittest

import networkx

import leapfrog


class AgainstNetworkX(unittest.TestCase):
    def test_distances(self):
        for board in ["classic:2", "classic:3x1", "strict:2", "pairs:4", "pairs:5", "y:1", "branch:3,1,1,1",
                      "row:BR_BR>RB_RB", "dudeney:3", "pairs:2"]:
            with self.subTest(board=board):
                graph = leapfrog.graph(board)
                self.assertIsInstance(graph, networkx.DiGraph)
                start = next(n for n, data in graph.nodes(data=True) if data["start"])
                goals = [n for n, data in graph.nodes(data=True) if data["goal"]]
                from_start = networkx.single_source_shortest_path_length(graph, start)
                to_goal = networkx.single_source_shortest_path_length(graph.reverse(), goals[0]) if goals else {}
                self.assertEqual(set(from_start), set(graph.nodes))  # every position reachable from the start
                minimum = to_goal.get(start)
                self.assertEqual(graph.graph["minimum"], minimum)
                for node, data in graph.nodes(data=True):
                    self.assertEqual(data["from_start"], from_start[node])
                    self.assertEqual(data["to_goal"], to_goal.get(node))
                    on_optimal = minimum is not None and node in to_goal and from_start[node] + to_goal[node] == minimum
                    self.assertEqual(data["optimal"], on_optimal)
                for a, b, data in graph.edges(data=True):
                    optimal = (graph.nodes[a]["optimal"] and graph.nodes[b]["optimal"]
                               and from_start[b] == from_start[a] + 1)
                    self.assertEqual(data["optimal"], optimal, f"{a}->{b} {data}")

    def test_optimal_only_is_the_optimal_subgraph(self):
        whole = leapfrog.graph("classic:3")
        optimal = leapfrog.graph("classic:3", optimal_only=True)
        self.assertEqual(set(optimal.nodes), {n for n, d in whole.nodes(data=True) if d["optimal"]})
        self.assertEqual(set(optimal.edges), {(a, b) for a, b, d in whole.edges(data=True) if d["optimal"]})
        start = next(n for n, d in whole.nodes(data=True) if d["start"])
        goal = next(n for n, d in whole.nodes(data=True) if d["goal"])
        paths = sum(1 for _ in networkx.all_shortest_paths(whole, start, goal))
        self.assertEqual(paths, leapfrog.count("classic:3").solutions)


if __name__ == "__main__":
    unittest.main()

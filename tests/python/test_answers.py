"""The module's answers against leapfrog-cli's JSON, on boards of every family."""
import unittest

import cli
import leapfrog

# One board of each family the CLI names (small enough for a full table).
BOARDS = [
    "classic:3", "classic:3x2", "strict:3", "pairs:5", "pairs:3", "y:2", "branch:3,1,1,1",
    "classic:3h2", "classic:4k2", "dudeney:4", "grid:1", "row:BR_BR>RB_RB", "classic:3@BB_BRRR", "pairs:2",
]


class AgainstTheCli(unittest.TestCase):
    def test_count(self):
        for board in BOARDS:
            with self.subTest(board=board):
                counted = leapfrog.count(board, table_cache=False)
                expected = cli.answer("count", board, "--json")
                self.assertEqual(counted.minimum, expected["minimum"])
                self.assertEqual(counted.solutions, int(expected["solutions"]))
                self.assertIsInstance(counted.solutions, int)
                self.assertEqual(counted.method, expected["method"])

    def test_count_forward_only(self):
        for board in ["classic:3", "y:1", "y:2"]:
            with self.subTest(board=board):
                counted = leapfrog.count(board, forward_only=True)
                expected = cli.answer("count", board, "--json", "--forward-only")
                self.assertEqual((counted.minimum, counted.solutions), (expected["minimum"], int(expected["solutions"])))

    def test_solve(self):
        for board in BOARDS:
            with self.subTest(board=board):
                status, _, _ = cli.run("solve", board, "--format", "json")
                moves = leapfrog.solve(board, table_cache=False)
                if status == 1:  # the goal cannot be reached
                    self.assertIsNone(moves)
                    continue
                expected = cli.answer("solve", board, "--format", "json")
                self.assertEqual(moves, expected["moves"])
                if "notation" in expected:
                    self.assertEqual(leapfrog.solve(board, notation=True), expected["notation"])

    def test_solve_kth(self):
        for board, rank in [("classic:2", 2), ("pairs:8", 16), ("y:1", 3)]:
            with self.subTest(board=board, solution=rank):
                expected = cli.answer("solve", board, "--format", "json", "--solution", str(rank))
                self.assertEqual(leapfrog.solve(board, solution=rank), expected["moves"])

    def test_hint(self):
        for board in BOARDS:
            with self.subTest(board=board):
                start = leapfrog.describe(board)["start"]
                self.assertEqual(leapfrog.hint(board, start), cli.answer("hint", board, "--position", start, "--json"))
                self.assertEqual(leapfrog.hint(board), cli.answer("hint", board, "--json"))

    def test_check(self):
        for board in BOARDS:
            with self.subTest(board=board):
                line = leapfrog.solve(board) or ["1-2"]
                # Two moves, the second undone (a slip that costs two moves),
                # then the rest of the line: legal moves, some improper.
                start, end = line[1].split("-") if len(line) > 1 else ("1", "2")
                moves = line[:2] + [f"{end}-{start}"] + line[1:]
                judged = leapfrog.check(board, moves)
                expected = cli.answer("check", board, "--json", *moves)
                for verdict in expected["moves"]:
                    del verdict["clauses"]  # the reason's claims: the CLI's alone
                self.assertEqual(judged["moves"], expected["moves"])
                self.assertEqual((judged["minimum"], judged["goal"]), (expected["minimum"], expected["goal"]))
                self.assertEqual(leapfrog.check(board, " ".join(moves)), judged)

    def test_stats(self):
        for board in BOARDS:
            with self.subTest(board=board):
                table = leapfrog.stats(board, table_cache=False)
                self.assertEqual(table, cli.answer("stats", board, "--json"))

    def test_graph_as_the_cli_writes_it(self):
        for board in ["classic:2", "pairs:4", "y:1", "strict:2x1", "pairs:2"]:
            for optimal_only in (False, True):
                with self.subTest(board=board, optimal_only=optimal_only):
                    import networkx
                    expected = cli.answer("graph", board, "--format", "json", *(["--optimal-only"] if optimal_only else []))
                    got = networkx.node_link_data(leapfrog.graph(board, optimal_only=optimal_only))
                    self.assertEqual(got["graph"], expected["graph"])
                    self.assertEqual(sorted(got["nodes"], key=lambda n: n["id"]), expected["nodes"])
                    key = lambda e: (e["source"], e["target"])  # noqa: E731
                    self.assertEqual(sorted(got["links"], key=key), sorted(expected["links"], key=key))


class Refusals(unittest.TestCase):
    """ValueError with the reason leapfrog-cli gives for the same request."""

    def test_reasons(self):
        cases = [
            (lambda: leapfrog.count("classic:0"), ["count", "classic:0"]),
            (lambda: leapfrog.count("octagon:3"), ["count", "octagon:3"]),
            (lambda: leapfrog.hint("classic:2", "BB_R"), ["hint", "classic:2", "--position", "BB_R"]),
            (lambda: leapfrog.check("classic:2", ["1-9"]), ["check", "classic:2", "1-9"]),
            (lambda: leapfrog.check("classic:2", "2_3"), ["check", "classic:2", "2_3"]),
            (lambda: leapfrog.graph("classic:9"), ["graph", "classic:9", "--format", "json"]),
            (lambda: leapfrog.solve("classic:3", method="magic"), ["solve", "classic:3", "--method", "magic"]),
            (lambda: leapfrog.solve("classic:3", solution=0), ["solve", "classic:3", "--solution", "0"]),
        ]
        for call, arguments in cases:
            with self.subTest(arguments=arguments):
                with self.assertRaises(ValueError) as raised:
                    call()
                self.assertEqual(str(raised.exception), cli.reason(*arguments))

    def test_limits_refused(self):
        with self.assertRaises(ValueError) as raised:
            leapfrog.count("classic:3", time_limit=0)
        self.assertIn("time limit", str(raised.exception))
        with self.assertRaises(ValueError) as raised:
            leapfrog.count("classic:3", memory="lots")
        self.assertIn("memory", str(raised.exception))
        self.assertEqual(leapfrog.count("classic:3", memory="64M", threads=1).minimum, 15)


if __name__ == "__main__":
    unittest.main()

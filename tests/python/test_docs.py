"""The module reads well in help(): every function has a docstring with its
signature and the limits, and the docstrings' examples run as written."""
import doctest
import pydoc
import unittest

import leapfrog

FUNCTIONS = ["count", "solve", "hint", "check", "stats", "graph", "describe"]


class Docs(unittest.TestCase):
    def test_every_function_documented(self):
        self.assertIn("peg-jumping", leapfrog.__doc__)
        for name in FUNCTIONS:
            with self.subTest(function=name):
                doc = getattr(leapfrog, name).__doc__
                self.assertTrue(doc.startswith(f"{name}(variant"), doc[:80])
                if name not in ("graph", "describe"):
                    self.assertIn("time_limit", doc)
        text = pydoc.render_doc(leapfrog, renderer=pydoc.plaintext)
        for name in FUNCTIONS:
            self.assertIn(f"{name}(variant", text)

    def test_examples_run(self):
        failed, attempted = doctest.testmod(leapfrog, extraglobs={"leapfrog": leapfrog})
        self.assertGreater(attempted, 5)
        self.assertEqual(failed, 0)


if __name__ == "__main__":
    unittest.main()

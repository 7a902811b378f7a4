"""resources/docs/library.md's Python examples run as written: each pycon
block is a doctest of its own, and the investigation's script runs (for the
first few boards) and agrees with findings.md's formula there."""
import doctest
import os
import re
import subprocess
import sys
import unittest

ROOT = os.path.join(os.path.dirname(__file__), "..", "..")
PAGE = os.path.join(ROOT, "resources", "docs", "library.md")
SCRIPT = os.path.join(ROOT, "resources", "docs", "investigations", "farthest.py")


def blocks(language):
    with open(PAGE, encoding="utf-8") as page:
        return re.findall(rf"```{language}\n(.*?)```", page.read(), re.S)


class LibraryPage(unittest.TestCase):
    def test_python_examples(self):
        examples = blocks("pycon")
        self.assertGreaterEqual(len(examples), 2)
        parser = doctest.DocTestParser()
        runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
        for number, text in enumerate(examples):
            test = parser.get_doctest(text, {}, f"library.md pycon block {number + 1}", PAGE, 0)
            runner.run(test)
        results = runner.summarize(verbose=False)
        self.assertGreater(results.attempted, 10)
        self.assertEqual(results.failed, 0)

    def test_investigation_script(self):
        done = subprocess.run([sys.executable, SCRIPT, "5"], capture_output=True, text=True, check=True)
        rows = [line for line in done.stdout.splitlines() if re.match(r"\| \d", line)]
        self.assertEqual([row.split(" | ")[0] for row in rows], ["| 2", "| 3", "| 4", "| 5"])
        for row in rows:
            cells = [cell.strip() for cell in row.strip("|").split("|")]
            self.assertEqual(cells[1], cells[2], row)  # the distance is the formula's, up to 5 (findings.md)
            self.assertEqual(cells[3], "yes")


if __name__ == "__main__":
    unittest.main()

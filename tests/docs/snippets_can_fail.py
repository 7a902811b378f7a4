#!/usr/bin/python3
"""Shows that snippets.py can fail: a small tree of pages that keep every
convention must pass, and copies that each break one (a wrong `# prints`, an
exit the page does not declare, a console block's output, a text block after
a command, a Python block's print, a man page's example, a command block
without a label, a long block under --long) must each be refused with the
reason. Usage: snippets_can_fail.py --build BUILD"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
F = "```"

GOOD_README = f"""# A program

{F}sh
leapfrog-cli solve classic:1 --format notation        # prints `SjS`
build/app/leapfrog-cli count classic:0                 # refused (exit 2)
moves=$(leapfrog-cli solve classic:1 | tr '\\n' ' ')
leapfrog-cli check classic:1 "$moves"                  # prints `goal reached in 3 moves`
{F}

{F}console
$ leapfrog-cli hint classic:1 --position B_R
distance 3
best ...
{F}

{F}sh
leapfrog-cli count classic:2
{F}

{F}text
minimum 8
solutions 2
{F}

{F}python
print(6 * 7)   # prints `42`
{F}

<!-- long: a test of the mark -->
{F}sh
leapfrog-cli count classic:0
{F}

<!-- not run: a synopsis -->
{F}sh
leapfrog-cli solve VARIANT [--method M]
{F}
"""

GOOD_MAN = """.TH X 6
.SH EXAMPLES
.nf
leapfrog\\-cli solve classic:2 \\-\\-format notation
.\\" long: a test of the mark
leapfrog\\-cli count classic:0
.fi
"""

# (what is broken, the README or man page that breaks it, the refusal's words)
BROKEN = [
    ("a printed piece", GOOD_README.replace("`SjS`", "`SJS`"), "the page says it prints `SJS`"),
    ("pieces out of order", GOOD_README.replace("# prints `goal reached in 3 moves`",
                                                "# prints `in 3 moves` `goal reached`"),
     "the page says it prints `goal reached`"),
    ("an undeclared failure", GOOD_README.replace("# refused (exit 2)", "# refused"), "exit 2, the page says 0"),
    ("a declared failure that succeeds", GOOD_README.replace("--format notation        # prints `SjS`",
                                                             "--format notation        # (exit 1)"),
     "exit 0, the page says 1"),
    ("a console block's output", GOOD_README.replace("distance 3", "distance 4"), "the page shows"),
    ("a text block after a command", GOOD_README.replace("minimum 8", "minimum 9"), "the page shows"),
    ("a Python block's print", GOOD_README.replace("6 * 7", "6 * 8"), "the page says it prints `42`"),
    ("a failing Python block", GOOD_README.replace("print(6 * 7)", "print(6 * 7); import no_such_module"),
     "exit 1, the page says 0"),
    ("a block without a label", GOOD_README.replace(f"{F}sh\nleapfrog-cli count classic:2", f"{F}\nleapfrog-cli count classic:2"),
     "a block of commands without a label"),
]


def run(root, build, *options):
    return subprocess.run([sys.executable, os.path.join(HERE, "snippets.py"), "--root", root, "--build", build,
                           *options], capture_output=True, text=True)


TREES = []


def tree(readme, man=GOOD_MAN):
    root = tempfile.mkdtemp(prefix="leapfrog-snippets-can-fail-")
    TREES.append(root)
    os.makedirs(os.path.join(root, "resources", "man"))
    with open(os.path.join(root, "README.md"), "w", encoding="utf-8") as page:
        page.write(readme)
    with open(os.path.join(root, "resources", "man", "x.6"), "w", encoding="utf-8") as page:
        page.write(man)
    return root


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--build", required=True)
    build = os.path.abspath(parser.parse_args().build)
    problems = []

    good = run(tree(GOOD_README), build)
    if good.returncode != 0:
        problems.append(f"the good tree was refused:\n{good.stdout}{good.stderr}")
    elif "skipped README.md" not in good.stdout or "skipped resources/man/x.6" not in good.stdout:
        problems.append(f"the long and not-run blocks were not skipped:\n{good.stdout}")

    cases = [(what, tree(readme), (), words) for what, readme, words in BROKEN]
    cases.append(("a man page's example", tree(GOOD_README, GOOD_MAN.replace("classic:2", "classic:0")), (),
                  "exit 2, the page says 0"))
    cases.append(("a long block under --long", tree(GOOD_README), ("--long",), "exit 2, the page says 0"))
    for what, root, options, words in cases:
        done = run(root, build, *options)
        if done.returncode != 1 or words not in done.stderr:
            problems.append(f"{what}: expected exit 1 and \"{words}\", got exit {done.returncode}:\n"
                            f"{done.stdout}{done.stderr}")
        else:
            print(f"refused as it should be: {what}")
    for root in TREES:
        shutil.rmtree(root, ignore_errors=True)
    for problem in problems:
        print("PROBLEM " + problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

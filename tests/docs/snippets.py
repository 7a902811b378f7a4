#!/usr/bin/python3
"""Runs the commands the pages show, as written, and checks what they print.

The pages are README.md, resources/docs/*.md and the man pages
(resources/man/*.6). The conventions are those of development.md's section
"Snippets that run":

- A fenced block labelled `sh` runs when one of its commands (comments
  aside) calls leapfrog-cli or leapfrog-cluster; a `console` block holds
  `$ COMMAND` lines, each followed by its output; a `python` block always
  runs (with Debian's /usr/bin/python3, warnings as errors; one that
  imports leapfrog only where the module is built). `pycon` blocks are
  doctests, run by python_library_doc; other blocks are never run, but an
  unlabelled one whose lines start with a command is an error.
- A command's comment may say what it prints: `# prints `TEXT`` (one or
  more backquoted pieces after "prints"; each must occur in the output, in
  that order, every run of white space read as one space), and that it fails:
  `(exit N)`. Without `(exit N)` the command must exit 0. A `console`
  block's output is compared whole, as is a `text` block right after a
  block that runs (the output of its last command); `...` stands for any
  text.
- `<!-- long -->` (or `<!-- long: why -->`) on the line before a block marks
  it long: skipped unless --long is given. `<!-- not run: why -->` marks a
  block that cannot run here (a synopsis, several machines, Slurm).
- In a man page, the lines of EXAMPLES between .nf and .fi are the commands;
  a roff comment `.\\" long` before a line marks that line long.

The blocks of one page run in order in one scratch folder (a later block
may read a file an earlier one wrote), with `build` there a link to the build
tree and its app/ folder first on PATH, so `build/app/leapfrog-cli` and
`leapfrog-cli` both name the programs just built; the table cache is a
scratch folder too.

Usage: snippets.py --root SOURCE --build BUILD [--long] [--page NAME]
Exit status 0 when every command did as its page says, 1 otherwise.
"""
import argparse
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

RUN_LANGUAGES = ("sh", "console", "python")
LEAPFROG_COMMAND = re.compile(r"\bleapfrog-(cli|cluster)\b")
MARK = re.compile(r"^\s*<!--\s*(long|not run)\b:?\s*(.*?)\s*-->\s*$")
UNLABELLED_COMMAND = re.compile(r"^\s*(\$ |build/app/leapfrog-|leapfrog-(cli|cluster) |mpirun |srun )")
FENCE = re.compile(r"^(\s*)```\s*([A-Za-z0-9_+-]*)\s*$")
BLOCK_TIMEOUT = 300  # seconds; a quick block takes a few


class Command:
    """One command of a page, with what the page says it does."""

    def __init__(self, page, line, text, expected_exit=0, prints=(), output=None):
        self.page, self.line, self.text = page, line, text
        self.expected_exit = expected_exit
        self.prints = list(prints)  # pieces that must occur, in order
        self.output = output  # the whole output a console block shows, or None

    def where(self):
        return f"{self.page}:{self.line}"


class Block:
    def __init__(self, page, line, language, commands, mark=None, why=""):
        self.page, self.line, self.language = page, line, language
        self.commands, self.mark, self.why = commands, mark, why
        self.source = ""  # a python block's text


# --- reading the pages -----------------------------------------------------

def comment_of(line):
    """The text after the line's first unquoted '#' that starts a word."""
    quote = None
    for i, c in enumerate(line):
        if quote:
            if c == quote:
                quote = None
            elif c == "\\" and quote == '"':
                continue
        elif c in "'\"":
            quote = c
        elif c == "#" and (i == 0 or line[i - 1].isspace()):
            return line[i + 1:]
    return ""


def claims(comment):
    """(expected exit status, printed pieces) a comment states."""
    status = re.search(r"\(exit (\d+)\)", comment)
    prints = []
    said = re.search(r"\bprints\b(.*)", comment)
    if said:
        prints = re.findall(r"`([^`]+)`", said.group(1))
    return (int(status.group(1)) if status else 0), prints


def parses(text):
    return subprocess.run(["bash", "-n"], input=text, text=True, capture_output=True).returncode == 0


def shell_commands(page, first_line, lines):
    """The block's lines cut into whole commands: a command ends where the
    lines so far parse and the last one does not continue with a backslash."""
    commands, pending, start = [], [], None
    for number, line in enumerate(lines, first_line):
        if not pending and (not line.strip() or line.lstrip().startswith("#")):
            continue
        if not pending:
            start = number
        pending.append(line)
        text = "\n".join(pending)
        if line.rstrip().endswith("\\") or not parses(text):
            continue
        status, prints = 0, []
        for part in pending:
            part_status, part_prints = claims(comment_of(part))
            status = status or part_status
            prints += part_prints
        commands.append(Command(page, start, text, status, prints))
        pending = []
    if pending:
        commands.append(Command(page, start, "\n".join(pending)))  # fails to parse: reported when run
    return commands


def console_commands(page, first_line, lines):
    """`$ COMMAND` lines (continued by a trailing backslash) and the output
    after each, up to the next `$ ` line."""
    commands, i = [], 0
    while i < len(lines):
        if not lines[i].startswith("$ "):
            i += 1
            continue
        start, text = first_line + i, [lines[i][2:]]
        while text[-1].rstrip().endswith("\\") and i + 1 < len(lines):
            i += 1
            text.append(lines[i])
        i += 1
        output = []
        while i < len(lines) and not lines[i].startswith("$ "):
            output.append(lines[i])
            i += 1
        status, prints = claims(comment_of(text[0]))
        commands.append(Command(page, start, "\n".join(text), status, prints, "\n".join(output)))
    return commands


def fenced(lines):
    """Every fenced block: (first body line's number, language, body lines,
    the mark before it or None, whether only blank lines lie between it and
    the block before)."""
    found, i, last_end = [], 0, None
    while i < len(lines):
        fence = FENCE.match(lines[i])
        if not fence:
            i += 1
            continue
        indent, language, start = fence.group(1), fence.group(2), i
        i += 1
        body = []
        while i < len(lines) and not FENCE.match(lines[i]):
            body.append(lines[i][len(indent):] if lines[i].startswith(indent) else lines[i])
            i += 1
        before = start - 1
        while before >= 0 and not lines[before].strip():
            before -= 1
        mark = MARK.match(lines[before]) if before >= 0 else None
        follows = last_end is not None and before == last_end
        found.append((start + 2, language, body, mark, follows))
        last_end = i
        i += 1
    return found


def markdown_blocks(path, page):
    """The page's blocks to run. A `text` block right after one of them
    (blank lines between at most) is the output of its last command."""
    blocks, previous = [], None
    for first_line, language, body, mark, follows in fenced(open(path, encoding="utf-8").read().split("\n")):
        if language == "text" and follows and previous is not None and previous.commands:
            previous.commands[-1].output = "\n".join(body)
            previous = None
            continue
        block = markdown_block(page, first_line, language, body)
        if block and mark:
            block.mark, block.why = mark.group(1), mark.group(2)
        if block:
            blocks.append(block)
        previous = block
    return blocks


def markdown_block(page, first_line, language, body):
    if language == "python":
        block = Block(page, first_line - 1, language, [])
        block.source = "\n".join(body) + "\n"
        prints = []
        for line in body:
            prints += claims(comment_of(line))[1]
        block.commands = [Command(page, first_line - 1, "python block", 0, prints)]
        return block
    if language == "console":
        return Block(page, first_line - 1, language, console_commands(page, first_line, body))
    if language == "" and any(UNLABELLED_COMMAND.match(line) for line in body):
        return Block(page, first_line - 1, "unlabelled", [])
    if language == "sh":
        commands = shell_commands(page, first_line, body)
        if any(LEAPFROG_COMMAND.search(without_comments(c.text)) for c in commands):
            return Block(page, first_line - 1, language, commands)
    return None


def without_comments(text):
    return "\n".join(line[: len(line) - len(comment_of(line)) - 1] if comment_of(line) else line
                     for line in text.split("\n"))


def unroff(line):
    for escape, plain in (("\\-", "-"), ("\\(dq", '"'), ("\\e", "\\"), ("\\(aq", "'"), ("\\&", "")):
        line = line.replace(escape, plain)
    return line


def man_blocks(path, page):
    """Each command of the EXAMPLES section's .nf ... .fi lines is a block of
    its own, so that a `.\\" long` before one marks that one alone."""
    lines = open(path, encoding="utf-8").read().split("\n")
    blocks, in_examples, in_fill, mark = [], False, False, None
    for number, line in enumerate(lines, 1):
        if line.startswith(".SH"):
            in_examples = line.split(None, 1)[1:] == ["EXAMPLES"]
            continue
        if not in_examples:
            continue
        if line.startswith(".nf"):
            in_fill = True
        elif line.startswith(".fi"):
            in_fill = False
        elif line.startswith('.\\"'):
            found = re.match(r'\.\\"\s*(long|not run)\b:?\s*(.*)', line)
            mark = (found.group(1), found.group(2)) if found else mark
        elif in_fill and line.strip():
            command = unroff(line)
            status, prints = claims(comment_of(command))
            block = Block(page, number, "sh", [Command(page, number, command, status, prints)])
            if mark:
                block.mark, block.why = mark
                mark = None
            blocks.append(block)
    return blocks


def pages(root):
    found = [os.path.join(root, "README.md")] + sorted(glob.glob(os.path.join(root, "resources", "docs", "*.md")))
    found += sorted(glob.glob(os.path.join(root, "resources", "man", "*.[1-9]")))
    return [path for path in found if os.path.isfile(path)]


def blocks_of(path, root):
    page = os.path.relpath(path, root)
    if path.endswith(".md"):
        return markdown_blocks(path, page)
    return man_blocks(path, page)


# --- running them ------------------------------------------------------------

def squeeze(text):
    return " ".join(text.split())


def occurs_in_order(pieces, output):
    text, at = squeeze(output), 0
    for piece in pieces:
        found = text.find(squeeze(piece), at)
        if found < 0:
            return piece
        at = found + len(squeeze(piece))
    return None


def matches_shown(shown, output):
    """A console block's output against the real one: line ends ignored,
    `...` any text (across lines too)."""
    shown = "\n".join(line.rstrip() for line in shown.strip("\n").split("\n"))
    output = "\n".join(line.rstrip() for line in output.strip("\n").split("\n"))
    pattern = ".*?".join(re.escape(part) for part in shown.split("..."))
    return re.fullmatch(pattern, output, re.S) is not None


def run_shell(block, folder, environment):
    """The block's commands, in order, in one bash: variables set by one
    command are seen by the next. Each command's output (both streams, as a
    terminal shows them) and exit status go to files of their own."""
    script = ["set -o pipefail", "cd " + shell_quote(folder)]
    for n, command in enumerate(block.commands):
        script.append(f"echo $EPOCHREALTIME > .t{n}")
        script.append("{ " + command.text + "\n} > .out%d 2>&1 < /dev/null; echo $? > .rc%d" % (n, n))
        script.append(f"echo $EPOCHREALTIME >> .t{n}")
    try:
        subprocess.run(["bash", "-c", "\n".join(script)], env=environment, timeout=BLOCK_TIMEOUT,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        pass
    results = []
    for n, command in enumerate(block.commands):
        rc_file = os.path.join(folder, f".rc{n}")
        if not os.path.exists(rc_file):
            results.append((command, None, "", None))
            continue
        status = int(open(rc_file).read())
        output = open(os.path.join(folder, f".out{n}"), encoding="utf-8", errors="replace").read()
        began, ended = (float(t) for t in open(os.path.join(folder, f".t{n}")).read().split())
        results.append((command, status, output, ended - began))
    return results


def run_python(block, folder, environment):
    command = block.commands[0]
    began = time.monotonic()
    try:
        done = subprocess.run(["/usr/bin/python3", "-W", "error", "-"], input=block.source, text=True,
                              cwd=folder, env=environment, timeout=BLOCK_TIMEOUT,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    except subprocess.TimeoutExpired:
        return [(command, None, "", None)]
    return [(command, done.returncode, done.stdout, time.monotonic() - began)]


def shell_quote(text):
    return "'" + text.replace("'", "'\\''") + "'"


def judge(command, status, output):
    """What is wrong with a command's run, or None."""
    lines = output.strip().split("\n")
    shown = "\n".join(lines if len(lines) <= 40 else lines[:25] + ["[...]"] + lines[-10:])
    if status is None:
        return f"did not finish within {BLOCK_TIMEOUT} s (a long one? mark its block <!-- long -->)"
    if status != command.expected_exit:
        return f"exit {status}, the page says {command.expected_exit}; it printed:\n{shown}"
    missing = occurs_in_order(command.prints, output)
    if missing is not None:
        return f"the page says it prints `{missing}` (in order with the rest); it printed:\n{shown}"
    if command.output is not None and not matches_shown(command.output, output):
        return f"the page shows\n{command.output.strip()}\nbut it printed:\n{shown}"
    return None


def module_loads(environment):
    """Whether Debian's Python imports the build's module (none is built
    without pybind11, and the sanitizers' build is not loadable)."""
    return subprocess.run(["/usr/bin/python3", "-c", "import leapfrog"], env=environment,
                          capture_output=True).returncode == 0


def list_commands(root, only):
    for path in pages(root):
        if only and not any(part in path for part in only):
            continue
        for block in blocks_of(path, root):
            mark = f" [{block.mark}{': ' + block.why if block.why else ''}]" if block.mark else ""
            print(f"{block.page}:{block.line} {block.language}{mark}")
            for command in block.commands:
                claims_made = "".join(f" prints `{p}`" for p in command.prints)
                claims_made += f" exit {command.expected_exit}" if command.expected_exit else ""
                claims_made += " (output shown)" if command.output is not None else ""
                print(f"    {command.line}: {command.text.splitlines()[0][:90]}{claims_made}")
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--root", default=os.path.join(os.path.dirname(__file__), "..", ".."))
    parser.add_argument("--build", default=None, help="the build tree (default: ROOT/build)")
    parser.add_argument("--long", action="store_true", help="run the blocks marked long too")
    parser.add_argument("--page", action="append", help="only pages whose path contains this")
    parser.add_argument("--list", action="store_true", help="list the commands and their marks, run nothing")
    arguments = parser.parse_args()
    root = os.path.abspath(arguments.root)
    build = os.path.abspath(arguments.build or os.path.join(root, "build"))
    if arguments.list:
        return list_commands(root, arguments.page)
    if not os.access(os.path.join(build, "app", "leapfrog-cli"), os.X_OK):
        print(f"snippets: no {build}/app/leapfrog-cli; build it first", file=sys.stderr)
        return 2

    scratch = tempfile.mkdtemp(prefix="leapfrog-snippets-")
    tools = os.path.join(scratch, "bin")  # python3 in a snippet is Debian's, as in the tests
    os.makedirs(tools)
    os.symlink("/usr/bin/python3", os.path.join(tools, "python3"))
    environment = dict(os.environ)
    environment.update({
        "PATH": os.pathsep.join([os.path.join(build, "app"), tools, environment.get("PATH", "")]),
        "XDG_CACHE_HOME": os.path.join(scratch, "cache"),
        "QT_QPA_PLATFORM": "offscreen",
        "PYTHONPATH": os.path.join(build, "app"),
        "PYTHONDONTWRITEBYTECODE": "1",
        "OMPI_ALLOW_RUN_AS_ROOT": "1", "OMPI_ALLOW_RUN_AS_ROOT_CONFIRM": "1",
    })
    if "ASAN_OPTIONS" in environment:
        # Under the sanitizers (.ci/sanitize), as tst_cluster runs its ranks:
        # their error checks, not the leak check. Open MPI unloads its
        # components (dlclose) before the leak check runs, so their own leaks
        # show as "<unknown module>", which no suppression can name; the
        # programs' own leaks are checked by their suites.
        environment["ASAN_OPTIONS"] += ":detect_leaks=0"
    failures, ran, skipped = [], 0, []
    try:
        for path in pages(root):
            if arguments.page and not any(part in path for part in arguments.page):
                continue
            folder = os.path.join(scratch, re.sub(r"[^A-Za-z0-9.]", "-", os.path.relpath(path, root)))
            os.makedirs(folder)
            os.symlink(build, os.path.join(folder, "build"))
            for block in blocks_of(path, root):
                where = f"{block.page}:{block.line}"
                if block.mark == "not run" or (block.mark == "long" and not arguments.long):
                    skipped.append(f"{where} ({block.mark}{': ' + block.why if block.why else ''})")
                    continue
                if block.language == "python" and re.search(r"^\s*import leapfrog\b|^\s*from leapfrog\b",
                                                            block.source, re.M) and not module_loads(environment):
                    skipped.append(f"{where} (imports leapfrog, which this build has not built)")
                    continue
                if (any("leapfrog-cluster" in without_comments(c.text) for c in block.commands)
                        and not os.access(os.path.join(build, "app", "leapfrog-cluster"), os.X_OK)):
                    skipped.append(f"{where} (calls leapfrog-cluster, which this build has not built: no MPI)")
                    continue
                if block.language == "unlabelled":
                    failures.append(f"{where}: a block of commands without a label: label it sh or console "
                                    "(or mark it <!-- not run: why -->)")
                    continue
                run = run_python if block.language == "python" else run_shell
                for command, status, output, seconds in run(block, folder, environment):
                    ran += 1
                    wrong = judge(command, status, output)
                    took = f"{seconds:.2f} s" if seconds is not None else "unfinished"
                    print(f"{'FAIL' if wrong else 'ok  '} {command.where()} ({took}): "
                          f"{command.text.splitlines()[0][:100]}")
                    if wrong:
                        failures.append(f"{command.where()}: {command.text}\n  " + wrong.replace("\n", "\n  "))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    for skip in skipped:
        print(f"skipped {skip}")
    print(f"{ran} commands run, {len(failures)} failed, {len(skipped)} blocks skipped"
          + ("" if arguments.long else " (--long runs the long ones)"))
    for failure in failures:
        print("\nFAILED " + failure, file=sys.stderr)
    return 1 if failures or ran == 0 else 0


if __name__ == "__main__":
    sys.exit(main())

"""leapfrog-cli as the tests run it: its JSON, its exit status and its one-line
reason, for comparing the module's answers with the program's."""
import json
import os
import subprocess

CLI = os.environ["LEAPFROG_CLI"]


def run(*arguments):
    """(exit status, stdout, stderr) of leapfrog-cli ARGUMENTS --no-cache."""
    done = subprocess.run([CLI, *arguments, "--no-cache"], capture_output=True, text=True, check=False)
    return done.returncode, done.stdout, done.stderr


def answer(*arguments):
    """The JSON object leapfrog-cli prints (exit 0 or 1: answered)."""
    status, out, err = run(*arguments)
    assert status in (0, 1), f"leapfrog-cli {' '.join(arguments)}: exit {status}: {err}"
    return json.loads(out)


def reason(*arguments):
    """The reason leapfrog-cli gives for refusing (exit 2): its stderr line
    without the "leapfrog-cli: " before it."""
    status, _, err = run(*arguments)
    assert status == 2, f"leapfrog-cli {' '.join(arguments)} did not refuse: exit {status}"
    return err.strip().removeprefix("leapfrog-cli: ")

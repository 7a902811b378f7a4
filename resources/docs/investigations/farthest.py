"""The distance of the start with the hole moved to the left end (_BB..BRR..R)
on classic:N, N = 2, 3, ..., against findings.md's formula for God's number,
N^2 + 2N + floor(N/2) - 1, each distance searched within a minute
(resources/docs/library.md, "An investigation").

Usage: /usr/bin/python3 farthest.py [LARGEST_N]   (default: until the engine
gives no distance: beyond its minute, or a board it refuses). Prints one
Markdown table row per N, the refusal's reason on the last."""
import sys
import time

import leapfrog


def farthest(n, seconds=60):
    """The distance of _BB..BRR..R on classic:n (or the engine's reason for
    not giving one, a str) and the seconds it took."""
    began = time.monotonic()
    try:
        position = "_" + "B" * n + "R" * n
        distance = leapfrog.hint(f"classic:{n}", position, time_limit=seconds, table_cache=False)["distance"]
    except ValueError as refusal:
        distance = str(refusal)
    return distance, time.monotonic() - began


def formula(n):
    return n * n + 2 * n + n // 2 - 1


def main():
    largest = int(sys.argv[1]) if len(sys.argv) > 1 else None
    print("| N | distance of `_BB..BRR..R` | N² + 2N + ⌊N/2⌋ − 1 | agree | seconds |")
    print("|---|---|---|---|---|")
    n = 2
    while largest is None or n <= largest:
        distance, seconds = farthest(n)
        found = isinstance(distance, int)
        agree = ("yes" if distance == formula(n) else "**no**") if found else "-"
        print(f"| {n} | {distance} | {formula(n)} | {agree} | {seconds:.2f} |", flush=True)
        if not found:
            break
        n += 1


if __name__ == "__main__":
    main()

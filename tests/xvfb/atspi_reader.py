#!/usr/bin/python3
# A screen reader's view of the real program, read as Orca reads it: one
# AT-SPI client (libatspi through python3-gi) that runs libatspi's own event
# loop, so that what it reads of an object is kept (cached) and refreshed only
# by the events the program sends. Started by atspi_reader.sh, which gives it
# an X screen, a session bus, the accessibility bus and the program
# (classic:3, fresh settings).
#
# It checks, each able to fail:
#  1. the holes' names at the start, after a move by mouse and after moves by
#     keyboard, read from the same objects it read first, equal the names the
#     rules give (written here from leapfrog(6)'s classic rules, the moves
#     applied to the start in this script, not read from the program);
#  2. a focus event never carries an older move's verdict: whatever hole the
#     keyboard lands on, its description is empty or the last move's;
#  3. after Size > 4 a side, the board's holes carry the new board's names;
#  4. with the solution player open, every visible push button (Qt's tool
#     buttons too) has a name.
import subprocess
import sys
import time

import gi

gi.require_version('Atspi', '2.0')
from gi.repository import Atspi, GLib  # noqa: E402

WAIT_S = 20  # how long a condition may take to come true (only a broken program waits it out)
failures = []


def fail(text):
    failures.append(text)
    print(f"FAIL: {text}", flush=True)


# ---- the rules (leapfrog(6), classic): a peg slides into the adjacent empty
# hole or jumps over one peg into it, either way.

def moves(position):
    found = []
    for empty, cell in enumerate(position):
        if cell != '_':
            continue
        for step in (-1, 1):
            hole = empty + step
            if 0 <= hole < len(position) and position[hole] != '_':
                found.append((hole, empty, 'slide'))
        for step in (-2, 2):
            hole = empty + step
            if 0 <= hole < len(position) and position[hole] != '_' and position[(hole + empty) // 2] != '_':
                found.append((hole, empty, 'jump'))
    return found


def apply(position, move):
    cells = list(position)
    cells[move[1]], cells[move[0]] = cells[move[0]], '_'
    return ''.join(cells)


def name_of(position, hole, playable=True):
    contents = {'_': 'empty', 'B': 'blue peg', 'R': 'red peg'}[position[hole]]
    parts = [f"hole {hole + 1}", contents]
    if playable:
        own = [f"can {kind} to {to + 1}" for frm, to, kind in moves(position) if frm == hole]
        # While the game has moves, a peg with none says so (the keyboard's
        # square stops on it too, and Enter there moves nothing).
        if not own and position[hole] != '_' and moves(position):
            own = ["cannot move"]
        parts += own
    return ', '.join(parts)


# ---- reading the tree

def children(node):
    return [node.get_child_at_index(i) for i in range(node.get_child_count())]


def find(node, wanted, depth=0):
    if node is None or depth > 30:
        return None
    try:
        if wanted(node):
            return node
        for child in children(node):
            found = find(child, wanted, depth + 1)
            if found:
                return found
    except GLib.Error:
        return None
    return None


def walk(node, depth=0):
    if node is None or depth > 30:
        return
    yield node
    for child in children(node):
        yield from walk(child, depth + 1)


def app_root():
    desktop = Atspi.get_desktop(0)
    for app in children(desktop):
        if app is not None and (app.get_name() or '') == 'Leapfrog':
            return app
    return None


def board_of(app):
    return find(app, lambda n: (n.get_name() or '').startswith('Board, '))


def names(holes):
    return [hole.get_name() for hole in holes]


def key(name):
    subprocess.run(['xdotool', 'key', '--clearmodifiers', name], check=True)


# ---- the test, one step at a time inside libatspi's event loop (as Orca runs)

focus_seen = []  # (moves made when the event came, the focused object's name, its description)
state = {'moves': 0}


def on_event(event):
    if event.type.startswith('focus') or (event.type.startswith('object:state-changed:focused') and event.detail1 == 1):
        source = event.source
        try:
            if source.get_role() == Atspi.Role.LIST_ITEM:
                focus_seen.append((state['moves'], source.get_name() or '', source.get_description() or ''))
        except GLib.Error:
            pass


def check_focus_verdicts():
    for made, name, description in focus_seen:
        if description and not description.startswith(f"Move {made}:"):
            fail(f"after {made} moves, the focus on '{name}' carried '{description[:70]}…'")
    focus_seen.clear()


def script():
    app = None
    while app is None:
        app = app_root()
        yield 0.25
    board = None
    while board is None:
        board = board_of(app)
        yield 0.25
    position = 'BBB_RRR'
    holes = children(board)  # kept, as a screen reader keeps what it has read
    got = names(holes)
    want = [name_of(position, hole) for hole in range(len(position))]
    if got != want:
        fail(f"at the start the holes read {got}, not {want}")
    print(f"start: {got}", flush=True)

    listener = Atspi.EventListener.new(on_event)
    for kind in ('object:property-change:accessible-name', 'object:property-change:accessible-description',
                 'object:state-changed:focused', 'focus:', 'object:children-changed'):
        listener.register(kind)
    yield 1.0  # the program hears of the new listeners (its bridge asks the registry)

    # 1a. A move by mouse: hole 3's blue peg slides to 4 (its only move).
    extents = holes[2].get_extents(Atspi.CoordType.SCREEN)
    subprocess.run(['xdotool', 'mousemove', str(extents.x + extents.width // 2), str(extents.y + extents.height // 2),
                    'click', '1'], check=True)
    position = apply(position, (2, 3))
    state['moves'] = 1
    want = [name_of(position, hole) for hole in range(len(position))]
    yield lambda: names(holes) == want
    got = names(holes)
    print(f"after 3-4 by mouse: {got}", flush=True)
    if got != want:
        fail(f"after 3-4 the kept holes read {got}, not {want}")

    # 1b, 2. Moves by keyboard: the arrows walk the pegs (each a
    # focus event), Enter moves the one the keyboard is on. Which one that is
    # the names tell: after Enter the kept holes must read the rules' names of
    # a position one legal move on (each computed here), not the old ones.
    for _ in range(3):
        for arrow in ('Right', 'Right', 'Left', 'Left', 'Left', 'Right'):
            key(arrow)
            yield 0.3
        yield lambda: bool(focus_seen)
        yield 1.0  # the last arrow's events are in before the move is made
        check_focus_verdicts()
        key('Return')
        state['moves'] += 1
        after = {apply(position, m): m for m in moves(position)}
        named = {tuple(name_of(p, h) for h in range(len(p))): p for p in after}
        yield lambda: tuple(names(holes)) in named
        got = names(holes)
        if tuple(got) not in named:
            fail(f"after move {state['moves']} the kept holes read {got}, not the names of any position one "
                 f"move on from {position}")
            return
        position = named[tuple(got)]
        made = after[position]
        print(f"after {made[0] + 1}-{made[1] + 1} by keyboard: {got}", flush=True)
    for arrow in ('Left', 'Left', 'Right', 'Right', 'Right', 'Left'):
        key(arrow)
        yield 0.3
    yield 1.0
    check_focus_verdicts()

    # 3. Another size, chosen from the Size menu through AT-SPI's action.
    item = find(app, lambda n: n.get_role() in (Atspi.Role.RADIO_MENU_ITEM, Atspi.Role.CHECK_MENU_ITEM,
                                                Atspi.Role.MENU_ITEM)
                and (n.get_name() or '').startswith('4 a side'))
    if item is None:
        fail("no '4 a side' item in the Size menu")
        return
    Atspi.Action.do_action(item, 0)
    yield lambda: (board.get_name() or '') == 'Board, classic:4'
    position = 'BBBB_RRRR'
    want = [name_of(position, hole) for hole in range(len(position))]
    yield lambda: names(children(board)) == want
    got = names(children(board))
    print(f"after Size > 4 a side: {got}", flush=True)
    if got != want:
        fail(f"on the new board the holes read {got}, not {want}")

    # 4. The solution player's buttons, and every other visible one.
    key('ctrl+shift+w')
    yield lambda: find(app, lambda n: n.get_role() == Atspi.Role.SLIDER) is not None
    yield 1.0
    buttons = 0
    for node in walk(app):
        try:
            if node.get_role() not in (Atspi.Role.PUSH_BUTTON, Atspi.Role.TOGGLE_BUTTON):
                continue
            if not node.get_state_set().contains(Atspi.StateType.SHOWING):
                continue
        except GLib.Error:
            continue
        buttons += 1
        if not (node.get_name() or '').strip():
            fail(f"a visible button with no name: {node.get_role_name()} in '{node.get_parent().get_name()}' "
                 f"('{node.get_description() or ''}')")
    print(f"visible buttons read: {buttons}", flush=True)
    if buttons < 5:
        fail(f"only {buttons} visible buttons were found: the player's bar was not read")


def run():
    steps = script()
    waiting = {'until': None, 'deadline': 0.0}

    def tick():
        try:
            condition = waiting['until']
            if condition is not None:
                if callable(condition):
                    if not condition() and time.monotonic() < waiting['deadline']:
                        return True
                elif time.monotonic() < condition:
                    return True
            want = next(steps)
            if callable(want):
                waiting['until'], waiting['deadline'] = want, time.monotonic() + WAIT_S
            else:
                waiting['until'] = time.monotonic() + want
            return True
        except StopIteration:
            Atspi.event_quit()
            return False
        except Exception as error:  # a broken step ends the run with its reason
            fail(f"{type(error).__name__}: {error}")
            Atspi.event_quit()
            return False

    GLib.timeout_add(50, tick)
    Atspi.event_main()


run()
if failures:
    print(f"{len(failures)} failures", flush=True)
    sys.exit(1)
print("PASS", flush=True)

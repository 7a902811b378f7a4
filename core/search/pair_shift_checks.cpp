#include "pair_shift_checks.h"

#include <array>
#include <bit>

namespace leapfrog::pairshift {

namespace {

// The runs of the framed row and where the holes sit among them.
struct Runs {
    int count = 0;
    std::array<int, 2 * kMaxN + 2> length{};
    std::array<int, 2 * kMaxN + 2> colour{}; // 1: red
    // Holes inside run `host`: `before` pegs of it on their left, `after` on their right.
    int host = -1;
    int before = 0;
    int after = 0;
    // Holes between run `boundary` - 1 and run `boundary`.
    int boundary = -1;
};

Runs runsOf(const Rows& rows, Key key)
{
    Runs runs;
    const int length = 2 * rows.n() + 2;
    const std::uint64_t frame = rows.framed(key);
    // The holes lie between framed bits `left` and `left` + 1.
    const int left = Rows::gap(key);
    int start = 0;
    for (int j = 1; j <= length; ++j) {
        if (j < length && ((frame >> j) & 1u) == ((frame >> (j - 1)) & 1u)) {
            continue;
        }
        const int run = runs.count++;
        runs.length[static_cast<std::size_t>(run)] = j - start;
        runs.colour[static_cast<std::size_t>(run)] = static_cast<int>((frame >> start) & 1u);
        if (start <= left && left + 1 < j) {
            runs.host = run;
            runs.before = left - start + 1;
            runs.after = j - start - runs.before;
        } else if (start == left + 1) {
            runs.boundary = run;
        }
        start = j;
    }
    return runs;
}

// Whether a stretch of `pegs` pegs (runs of one colour, split by pairs of the
// other if `splittable`) can carry the equations from xIn before it to xOut
// after it. The front stretch (with b) must begin with the piece "bB" and x = 1.
bool carries(int pegs, int xIn, int xOut, bool splittable, bool front)
{
    if (pegs < 1) {
        return false;
    }
    if (front) {
        if (xIn != 0) {
            return false;
        }
        if (pegs == 2) {
            return xOut == 1;
        }
        // "bB", a pair (x 1 -> 0), then the rest from x = 0.
        return splittable && pegs >= 5 && carries(pegs - 4, 0, xOut, true, false);
    }
    const int rest = pegs - 1 - xIn - xOut;
    if (rest == 0) {
        return true;
    }
    return splittable && pegs >= 4 && rest > 0 && rest % 4 == 0;
}

// The turn placed inside a run of `pegs` (>= 4): parts A and B, A + B = pegs - 1,
// x = 0 around the single between them.
bool carriesTurnInside(int pegs, int xIn, int xOut, bool front)
{
    for (int a = 1; a + 1 <= pegs - 1; ++a) {
        if (carries(a, xIn, 0, true, front) && carries(pegs - 1 - a, 0, xOut, true, false)) {
            return true;
        }
    }
    return false;
}

bool turnNowMayFinish(const Runs& runs)
{
    // No more one-colour moves: every run keeps its length; the turn's pair
    // goes into the holes.
    std::array<bool, 2> reach{true, false};
    for (int r = 0; r < runs.count; ++r) {
        const bool front = r == 0;
        const bool last = r + 1 == runs.count;
        const int pegs = runs.length[static_cast<std::size_t>(r)];
        std::array<bool, 2> next{false, false};
        for (int xIn = 0; xIn < 2; ++xIn) {
            if (!reach[static_cast<std::size_t>(xIn)]) {
                continue;
            }
            for (int xOut = 0; xOut < 2 - (last ? 1 : 0); ++xOut) {
                bool ok = false;
                if (r == runs.host) { // X' + 1, single, X''  or  X', single, X'' + 1
                    for (int grown = 0; grown < 2 && !ok; ++grown) {
                        ok = carries(runs.before + grown, xIn, 0, false, front)
                          && carries(runs.after + 1 - grown, 0, xOut, false, false);
                    }
                } else if (r == runs.boundary) { // two singles before this run
                    ok = xIn == 0 && carries(pegs, 0, xOut, false, front);
                } else {
                    ok = carries(pegs, xIn, xOut, false, front);
                }
                next[static_cast<std::size_t>(xOut)] = next[static_cast<std::size_t>(xOut)] || ok;
            }
        }
        reach = next;
    }
    return reach[0];
}

bool turnLaterMayFinish(const Runs& runs)
{
    // reach[x][t]: x on the boundary just passed, t: the turn placed.
    using State = std::array<std::array<bool, 2>, 2>;
    const auto step = [](const State& in, int pegs, bool front, bool last) {
        State out{};
        for (int xIn = 0; xIn < 2; ++xIn) {
            for (int turned = 0; turned < 2; ++turned) {
                if (!in[static_cast<std::size_t>(xIn)][static_cast<std::size_t>(turned)]) {
                    continue;
                }
                for (int xOut = 0; xOut < 2 - (last ? 1 : 0); ++xOut) {
                    auto& plain = out[static_cast<std::size_t>(xOut)][static_cast<std::size_t>(turned)];
                    plain = plain || carries(pegs, xIn, xOut, true, front);
                    if (turned) {
                        continue;
                    }
                    auto& withTurn = out[static_cast<std::size_t>(xOut)][1];
                    withTurn = withTurn || (pegs >= 4 && carriesTurnInside(pegs, xIn, xOut, front))
                            || (pegs >= 3 && !front && xIn == 0 && carries(pegs - 2, 0, xOut, true, false))
                            || (pegs >= 3 && !last && xOut == 0 && carries(pegs - 2, xIn, 0, true, front));
                }
            }
        }
        return out;
    };
    State reach{};
    reach[0][0] = true;
    for (int r = 0; r < runs.count; ++r) {
        const bool front = r == 0;
        const bool last = r + 1 == runs.count;
        if (r == runs.host) {
            // The next one-colour move sets a pair of the other colour into
            // the holes: X', a run of two (x flips), X''.
            const State left = step(reach, runs.before, front, false);
            State flipped{};
            for (int x = 0; x < 2; ++x) {
                flipped[static_cast<std::size_t>(1 - x)] = left[static_cast<std::size_t>(x)];
            }
            reach = step(flipped, runs.after, false, last);
        } else {
            reach = step(reach, runs.length[static_cast<std::size_t>(r)], front, last);
        }
    }
    return reach[0][1];
}

} // namespace

bool mixedPhaseMayFinish(const Rows& rows, Key key)
{
    const Runs runs = runsOf(rows, key);
    if (runs.boundary < 0) {
        return false; // a two-colour move leaves the holes between two colours
    }
    int x = 0;
    int lifts[2] = {0, 0}; // boundaries to lift whose left run is blue (BR), red (RB)
    int front = 0;
    for (int r = 0; r < runs.count; ++r) {
        const int next = runs.length[static_cast<std::size_t>(r)] - 1 - x;
        const bool last = r + 1 == runs.count;
        if (next < 0 || next > 1 || (last && next != 0) || (r + 1 == runs.boundary && next != 0)) {
            return false;
        }
        if (next) {
            ++lifts[runs.colour[static_cast<std::size_t>(r)]];
        }
        if (r == 0) {
            front = next;
        }
        x = next;
    }
    const int moves = lifts[0] + lifts[1];
    if (moves == 0) {
        return Rows::gap(key) == 0; // the goal itself
    }
    if (front != 1) {
        return false;
    }
    // The next pair is the last one reversed: its colour order is that of the
    // run right of the holes, then the run left of them.
    const bool nextIsBR = runs.colour[static_cast<std::size_t>(runs.boundary)] == 0;
    return nextIsBR ? (moves % 2 == 1 && lifts[0] == (moves + 1) / 2) : (moves % 2 == 0 && lifts[0] == moves / 2);
}

bool oneColourPhaseMayFinish(const Rows& rows, Key key)
{
    const Runs runs = runsOf(rows, key);
    if (turnNowMayFinish(runs)) {
        return true;
    }
    // Holes between two colours (the last lift was at a run's end): the next
    // move can only be the turn.
    return runs.host >= 0 && turnLaterMayFinish(runs);
}

} // namespace leapfrog::pairshift

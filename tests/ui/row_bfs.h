#pragma once
// The window tests' own search on the papers' classic rows: the fewest moves
// from every position to the goal, breadth first from the goal, written from
// the rules alone (leapfrog(6)) so that what the window says can be checked
// against something it did not compute.
#include <QString>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <queue>

namespace leapfrog::testing {

// A row's position after moving the peg of hole `from` (1-based) into the
// empty hole `to`, on the text itself.
inline QString moved(QString row, int from, int to)
{
    std::swap(row[from - 1], row[to - 1]);
    return row;
}

// A classic move (a step into the next hole or a jump over one peg into the
// hole beyond, either way) is undone by the same kind of move, so the
// distances to the goal are the distances from it.
inline std::map<QString, int> classicDistancesToGoal(const QString& goal)
{
    std::map<QString, int> distance{{goal, 0}};
    std::queue<QString> queue;
    queue.push(goal);
    while (!queue.empty()) {
        const QString here = queue.front();
        queue.pop();
        const int empty = static_cast<int>(here.indexOf('_'));
        for (const int from : {empty - 2, empty - 1, empty + 1, empty + 2}) {
            if (from < 0 || from >= here.size()) {
                continue;
            }
            const QString next = moved(here, from + 1, empty + 1);
            if (distance.emplace(next, distance[here] + 1).second) {
                queue.push(next);
            }
        }
    }
    return distance;
}

// The fewest moves of a classic row and the range of the numbers of jumps
// over all its optimal solutions (a move is a jump when it goes two holes),
// by walking the breadth-first distances down from the start.
struct OptimalJumps {
    int moves = -1; // -1: the goal cannot be reached
    int fewestJumps = 0;
    int mostJumps = 0;
};

inline OptimalJumps classicOptimalJumps(const QString& start, const QString& goal)
{
    const std::map<QString, int> distance = classicDistancesToGoal(goal);
    const auto found = distance.find(start);
    if (found == distance.end()) {
        return {};
    }
    // Each position on an optimal path: the fewest and most jumps to the goal.
    std::map<QString, std::pair<int, int>> jumpsFrom{{goal, {0, 0}}};
    const auto walk = [&](const auto& self, const QString& here) -> std::pair<int, int> {
        if (const auto known = jumpsFrom.find(here); known != jumpsFrom.end()) {
            return known->second;
        }
        const int empty = static_cast<int>(here.indexOf('_'));
        std::pair<int, int> range{1 << 20, -1};
        for (const int from : {empty - 2, empty - 1, empty + 1, empty + 2}) {
            if (from < 0 || from >= here.size()) {
                continue;
            }
            const QString next = moved(here, from + 1, empty + 1);
            if (distance.at(next) != distance.at(here) - 1) {
                continue; // not on an optimal path
            }
            const int jump = std::abs(from - empty) == 2 ? 1 : 0;
            const auto [fewest, most] = self(self, next);
            range = {std::min(range.first, fewest + jump), std::max(range.second, most + jump)};
        }
        jumpsFrom.emplace(here, range);
        return range;
    };
    const auto [fewest, most] = walk(walk, start);
    return {found->second, fewest, most};
}

// The start and the goal of classic:NxM as text.
inline QString classicStart(int blue, int red) { return QString(blue, 'B') + '_' + QString(red, 'R'); }
inline QString classicGoal(int blue, int red) { return QString(red, 'R') + '_' + QString(blue, 'B'); }

} // namespace leapfrog::testing

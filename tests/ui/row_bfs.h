#pragma once
// The window tests' own search on the papers' classic rows: the fewest moves
// from every position to the goal, breadth first from the goal, written from
// the rules alone (DESIGN.md) so that what the window says can be checked
// against something it did not compute.
#include <QString>

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

} // namespace leapfrog::testing

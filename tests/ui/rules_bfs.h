#pragma once
// The window tests' own rules and search for the row boards of window.md's
// "Variants" (classic, strict, pairs), written from the rules alone so that
// what the window says and opens can be checked against something it did
// not compute.
#include "row_bfs.h"

#include <QString>

#include <cstdlib>
#include <map>
#include <queue>
#include <set>

namespace leapfrog::testing {

enum class Rules { Classic, Strict, Pairs };

// The positions one move of `rules` leads to from `row`, with the move's
// text ("from-to", 1-based; a pair shift names the pair's left holes),
// written from those rules for one empty hole (classic, strict) or
// two (pairs).
inline std::map<QString, QString> successors(const QString& row, Rules rules)
{
    std::map<QString, QString> next; // move text -> position
    const auto name = [](int from, int to) { return QStringLiteral("%1-%2").arg(from + 1).arg(to + 1); };
    const int n = static_cast<int>(row.size());
    if (rules == Rules::Pairs) {
        const int empty = static_cast<int>(row.indexOf('_'));
        for (int i = 0; i + 1 < n; ++i) {
            if (row[i] != '_' && row[i + 1] != '_') {
                QString after = row;
                after[empty] = row[i];
                after[empty + 1] = row[i + 1];
                after[i] = after[i + 1] = '_';
                next[name(i, empty)] = after;
            }
        }
        return next;
    }
    const int empty = static_cast<int>(row.indexOf('_'));
    for (const int from : {empty - 2, empty - 1, empty + 1, empty + 2}) {
        if (from < 0 || from >= n) {
            continue;
        }
        const QChar peg = row[from];
        const bool jump = std::abs(from - empty) == 2;
        if (rules == Rules::Strict) {
            const bool forward = peg == 'B' ? empty > from : empty < from;
            if (!forward || (jump && row[(from + empty) / 2] == peg)) {
                continue;
            }
        }
        next[name(from, empty)] = moved(row, from + 1, empty + 1);
    }
    return next;
}

// The fewest moves from `start` to `goal` (-1: never), breadth first.
inline int distance(const QString& start, const QString& goal, Rules rules)
{
    std::map<QString, int> seen{{start, 0}};
    std::queue<QString> queue;
    queue.push(start);
    while (!queue.empty()) {
        const QString here = queue.front();
        queue.pop();
        if (here == goal) {
            return seen[here];
        }
        for (const auto& [move, after] : successors(here, rules)) {
            if (seen.emplace(after, seen[here] + 1).second) {
                queue.push(after);
            }
        }
    }
    return -1;
}

// The moves from `row` that keep the shortest finish.
inline std::set<QString> optimalMoves(const QString& row, const QString& goal, Rules rules)
{
    const int here = distance(row, goal, rules);
    std::set<QString> best;
    for (const auto& [move, after] : successors(row, rules)) {
        if (here > 0 && distance(after, goal, rules) == here - 1) {
            best.insert(move);
        }
    }
    return best;
}

} // namespace leapfrog::testing

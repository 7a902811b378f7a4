#pragma once
// A plain reference for the generalised members of the family (issue 16):
// the rules as the issue words them, on position text (no Board, no
// rules.h), and breadth-first searches over them. Shared by the core and
// CLI suites; it shares nothing with the library but the words.
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <deque>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace leapfrog::reference {

// The rules as the issue words them, on text: '_' is a hole, anything else
// a peg; 'B' and 'R' are the two colours.
struct PlainRules {
    bool strict = false;
    int reach = 1; // pegs one jump passes over (rows)
    int side = 0;  // the grid's side; 0 for a row

    bool legal(const std::string& p, int from, int to) const
    {
        const int n = static_cast<int>(p.size());
        if (from < 0 || to < 0 || from >= n || to >= n || p[from] == '_' || p[to] != '_') {
            return false;
        }
        const char mover = p[from];
        std::vector<int> passed;
        if (side == 0) {
            const int d = std::abs(to - from);
            if (d < 1 || d > reach + 1) {
                return false;
            }
            for (int h = std::min(from, to) + 1; h < std::max(from, to); ++h) {
                passed.push_back(h);
            }
        } else {
            const int fr = from / side, fc = from % side, tr = to / side, tc = to % side;
            const int dr = tr - fr, dc = tc - fc;
            const bool straight = (dr == 0) != (dc == 0);
            const int d = std::abs(dr) + std::abs(dc);
            if (!straight || d < 1 || d > 2) {
                return false;
            }
            if (d == 2) {
                passed.push_back((fr + dr / 2) * side + fc + dc / 2);
            }
        }
        for (const int h : passed) {
            if (p[h] == '_') {
                return false; // a jump passes over pegs only
            }
        }
        if (strict) {
            // Toward the destination: blue right (or down), red left (or up);
            // holes are numbered row by row, so that is "to a higher hole".
            if ((mover == 'B') != (to > from)) {
                return false;
            }
            for (const int h : passed) {
                if (p[h] == mover) {
                    return false;
                }
            }
        }
        return true;
    }

    std::vector<std::pair<int, int>> moves(const std::string& p) const
    {
        std::vector<std::pair<int, int>> out;
        for (int from = 0; from < static_cast<int>(p.size()); ++from) {
            for (int to = 0; to < static_cast<int>(p.size()); ++to) {
                if (legal(p, from, to)) {
                    out.emplace_back(from, to);
                }
            }
        }
        return out;
    }

    static std::string play(std::string p, int from, int to)
    {
        std::swap(p[from], p[to]);
        return p;
    }
};

// Reachable positions from the start, and each one's distance to the goal
// and number of shortest paths there, by plain BFS over PlainRules.
struct Reference {
    std::vector<std::string> reachable;
    std::map<std::string, int> toGoal;            // absent: goal unreachable
    std::map<std::string, std::uint64_t> paths;   // shortest paths to the goal

    Reference(const PlainRules& rules, const std::string& start, const std::string& goal)
    {
        std::map<std::string, std::vector<std::string>> into;
        std::set<std::string> seen{start};
        std::deque<std::string> queue{start};
        while (!queue.empty()) {
            const std::string p = queue.front();
            queue.pop_front();
            reachable.push_back(p);
            for (const auto& [from, to] : rules.moves(p)) {
                const std::string q = PlainRules::play(p, from, to);
                into[q].push_back(p);
                if (seen.insert(q).second) {
                    queue.push_back(q);
                }
            }
        }
        if (!seen.count(goal)) {
            return;
        }
        toGoal[goal] = 0;
        paths[goal] = 1;
        std::deque<std::string> back{goal};
        while (!back.empty()) {
            const std::string q = back.front();
            back.pop_front();
            for (const std::string& p : into[q]) {
                if (!toGoal.count(p)) {
                    toGoal[p] = toGoal[q] + 1;
                    back.push_back(p);
                }
                if (toGoal[p] == toGoal[q] + 1) {
                    paths[p] += paths[q];
                }
            }
        }
    }
};

} // namespace leapfrog::reference

#include "bfs.h"

#include "../errors.h"
#include "../rules.h"

#include <unordered_map>

namespace leapfrog {

namespace {

struct Explored {
    std::vector<Position> states;                 // in BFS order: levels are contiguous
    std::unordered_map<Position, int> levelOf;    // distance from the origin
};

// Arrangements of the pegs and holes: a bound on the reachable positions.
double arrangements(const Position& position)
{
    double count = 1;
    int placed = 0;
    for (const Cell cell : {Cell::Empty, Cell::Blue, Cell::Red, Cell::Yellow}) {
        for (int k = 1; k <= position.count(cell); ++k) {
            count = count * ++placed / k;
        }
    }
    return count;
}

[[noreturn]] void refuse(const Variant& variant, std::size_t stateLimit)
{
    throw LimitError("the plain search visits at most " + std::to_string(stateLimit) + " positions, and "
                     + variant.spec() + " has more; use a smaller board or another method");
}

Explored exploreAll(const Variant& variant, const Position& from, std::size_t stateLimit)
{
    if (arrangements(from) > static_cast<double>(stateLimit)) {
        refuse(variant, stateLimit);
    }
    Explored explored;
    explored.states.push_back(from);
    explored.levelOf.emplace(from, 0);
    for (std::size_t next = 0; next < explored.states.size(); ++next) {
        const Position state = explored.states[next];
        const int level = explored.levelOf.at(state);
        forEachMove(variant.board(), variant.rules(), state, [&](Move move) {
            Position after = applyMove(variant.rules(), state, move);
            if (explored.levelOf.emplace(after, level + 1).second) {
                explored.states.push_back(std::move(after));
            }
        });
        if (explored.states.size() > stateLimit) {
            refuse(variant, stateLimit);
        }
    }
    return explored;
}

} // namespace

std::optional<std::vector<Move>> bfsSolve(const Variant& variant, const Position& from, std::size_t stateLimit)
{
    const Explored explored = exploreAll(variant, from, stateLimit);
    const auto goal = explored.levelOf.find(variant.goal());
    if (goal == explored.levelOf.end()) {
        return std::nullopt;
    }
    const int length = goal->second;
    // Mark the positions that lie on a shortest path: walk the levels from the
    // goal back to the origin.
    std::unordered_map<Position, bool> onPath{{variant.goal(), true}};
    for (auto it = explored.states.rbegin(); it != explored.states.rend(); ++it) {
        const int level = explored.levelOf.at(*it);
        if (level >= length) {
            continue;
        }
        bool reaches = false;
        forEachMove(variant.board(), variant.rules(), *it, [&](Move move) {
            const auto mark = onPath.find(applyMove(variant.rules(), *it, move));
            reaches = reaches || (mark != onPath.end() && explored.levelOf.at(mark->first) == level + 1);
        });
        if (reaches) {
            onPath.emplace(*it, true);
        }
    }
    std::vector<Move> path;
    Position state = from;
    for (int level = 0; level < length; ++level) {
        std::optional<Move> chosen;
        forEachMove(variant.board(), variant.rules(), state, [&](Move move) {
            if (chosen) {
                return;
            }
            const Position after = applyMove(variant.rules(), state, move);
            const auto mark = onPath.find(after);
            if (mark != onPath.end() && explored.levelOf.at(after) == level + 1) {
                chosen = move;
            }
        });
        path.push_back(*chosen);
        state = applyMove(variant.rules(), state, *chosen);
    }
    return path;
}

} // namespace leapfrog

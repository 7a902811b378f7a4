#include "bfs.h"

#include "model/errors.h"
#include "model/rules.h"

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
    for (const Cell cell : allCells()) {
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

using PathCounts = std::unordered_map<Position, BigInt>;

// pathsToGoal[p]: the number of shortest paths from p to the goal, for the
// positions on a shortest path from the origin (levels walked backwards).
PathCounts shortestPathsToGoal(const Variant& variant, const Explored& explored, int length)
{
    PathCounts pathsToGoal{{variant.goal(), BigInt(1)}};
    for (auto it = explored.states.rbegin(); it != explored.states.rend(); ++it) {
        const int level = explored.levelOf.at(*it);
        if (level >= length) {
            continue;
        }
        BigInt paths;
        forEachMove(variant.board(), variant.rules(), *it, [&](Move move) {
            const Position after = applyMove(variant.rules(), *it, move);
            const auto found = pathsToGoal.find(after);
            if (found != pathsToGoal.end() && explored.levelOf.at(after) == level + 1) {
                paths += found->second;
            }
        });
        if (!paths.isZero()) {
            pathsToGoal.emplace(*it, std::move(paths));
        }
    }
    return pathsToGoal;
}

// The rank-th shortest path from `from` (in move order): walk down, skipping
// whole subtrees of solutions that come before it.
std::vector<Move> pathOfRank(const Variant& variant, const Explored& explored, const PathCounts& pathsToGoal,
                             const Position& from, int length, BigInt remaining)
{
    std::vector<Move> path;
    Position state = from;
    for (int level = 0; level < length; ++level) {
        std::optional<Move> chosen;
        forEachMove(variant.board(), variant.rules(), state, [&](Move move) {
            if (chosen) {
                return;
            }
            const Position after = applyMove(variant.rules(), state, move);
            const auto found = pathsToGoal.find(after);
            if (found == pathsToGoal.end() || explored.levelOf.at(after) != level + 1) {
                return;
            }
            if (remaining <= found->second) {
                chosen = move;
            } else {
                remaining -= found->second;
            }
        });
        path.push_back(*chosen);
        state = applyMove(variant.rules(), state, *chosen);
    }
    return path;
}

} // namespace

BfsSolutions bfsSolutions(const Variant& variant, const Position& from, const BigInt& rank, std::size_t stateLimit)
{
    if (rank.isZero()) {
        throw InputError("solutions are numbered from 1");
    }
    const Explored explored = exploreAll(variant, from, stateLimit);
    const auto goal = explored.levelOf.find(variant.goal());
    if (goal == explored.levelOf.end()) {
        return {};
    }
    const int length = goal->second;
    const PathCounts pathsToGoal = shortestPathsToGoal(variant, explored, length);
    BfsSolutions result{pathsToGoal.at(from), {}};
    if (rank > result.count) {
        throw InputError("solution " + rank.toString() + " asked for, but " + variant.spec() + " has "
                         + result.count.toString() + " optimal solutions");
    }
    result.solution = pathOfRank(variant, explored, pathsToGoal, from, length, rank);
    return result;
}

std::optional<std::vector<Move>> bfsSolve(const Variant& variant, const Position& from, std::size_t stateLimit)
{
    BfsSolutions found = bfsSolutions(variant, from, BigInt(1), stateLimit);
    if (found.count.isZero()) {
        return std::nullopt;
    }
    return std::move(found.solution);
}

} // namespace leapfrog

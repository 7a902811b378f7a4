#include "forward_only.h"

#include "model/errors.h"
#include "model/rules.h"
#include "weight.h"

#include <unordered_map>
#include <vector>

namespace leapfrog {

namespace {

struct Best {
    int moves = -1; // -1: the goal cannot be reached forward from here
    BigInt ways;
};

class ForwardSearch {
public:
    ForwardSearch(const Variant& variant, std::size_t limit)
        : variant_(variant)
        , limit_(limit)
    {
    }

    // Iterative post-order over the forward DAG: children before parents.
    const Best& solve(const Position& start)
    {
        std::vector<std::pair<Position, bool>> stack{{start, false}};
        while (!stack.empty()) {
            auto [position, expanded] = stack.back();
            stack.pop_back();
            if (memo_.count(position)) {
                continue;
            }
            if (expanded) {
                memo_.emplace(position, combine(position));
                continue;
            }
            stack.emplace_back(position, true);
            for (Position& next : forwardSuccessors(position)) {
                if (!memo_.count(next)) {
                    stack.emplace_back(std::move(next), false);
                }
            }
            if (memo_.size() > limit_) {
                throw LimitError("the forward-only search visits at most " + std::to_string(limit_)
                                 + " positions, and " + variant_.spec() + " has more");
            }
        }
        return memo_.at(start);
    }

    std::size_t size() const { return memo_.size(); }

private:
    std::vector<Position> forwardSuccessors(const Position& position) const
    {
        std::vector<Position> next;
        const int weight = boardWeight(variant_, position);
        forEachMove(variant_.board(), variant_.rules(), position, [&](Move move) {
            Position after = applyMove(variant_.rules(), position, move);
            if (boardWeight(variant_, after) < weight) {
                next.push_back(std::move(after));
            }
        });
        return next;
    }

    Best combine(const Position& position) const
    {
        if (variant_.isGoal(position)) {
            return {0, BigInt(1)};
        }
        Best best;
        for (const Position& next : forwardSuccessors(position)) {
            const Best& child = memo_.at(next);
            if (child.moves < 0) {
                continue;
            }
            if (best.moves < 0 || child.moves + 1 < best.moves) {
                best = {child.moves + 1, child.ways};
            } else if (child.moves + 1 == best.moves) {
                best.ways += child.ways;
            }
        }
        return best;
    }

    const Variant& variant_;
    std::size_t limit_;
    std::unordered_map<Position, Best> memo_;
};

} // namespace

ForwardOnlyResult forwardOnlySolutions(const Variant& variant, std::size_t limit)
{
    ForwardSearch search(variant, limit);
    const Best best = search.solve(variant.start());
    ForwardOnlyResult result;
    if (best.moves >= 0) {
        result.fewestMoves = best.moves;
        result.solutions = best.ways;
    }
    result.positions = search.size();
    return result;
}

} // namespace leapfrog

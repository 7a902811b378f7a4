#pragma once
// The position after any number of moves of a solution, for the solution
// player's timeline slider on boards with millions of moves. Positions are
// kept at checkpoints every `stride` moves (chosen so the checkpoints fit a
// memory budget), built lazily as far as asked; positionAt(k) replays at most
// stride - 1 moves from the nearest checkpoint, never the whole solution.
#include "position.h"
#include "solution.h"
#include "variant.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

namespace leapfrog {

class Timeline {
public:
    static constexpr std::size_t kDefaultBudgetBytes = 64u << 20;

    Timeline(Variant variant, std::shared_ptr<const Solution> solution,
             std::size_t budgetBytes = kDefaultBudgetBytes);

    std::uint64_t length() const { return solution_->length(); }
    std::uint64_t stride() const { return stride_; }
    const Solution& solution() const { return *solution_; }

    // The position after the first `moves` moves (0: the start). Precondition:
    // moves <= length().
    Position positionAt(std::uint64_t moves);

private:
    void extendTo(std::size_t checkpoint);

    Variant variant_;
    std::shared_ptr<const Solution> solution_;
    std::uint64_t stride_ = 1;
    std::vector<Position> checkpoints_; // checkpoints_[c]: after c * stride_ moves
};

} // namespace leapfrog

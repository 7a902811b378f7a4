#pragma once
// Mirroring a row board: reverse the holes and swap the colours. It maps the
// start and goal of classic:MxN onto those of classic:NxM (blue B^M _ R^N,
// read right to left with colours swapped, is B^N _ R^M), so every solution
// of one is a solution of the other, move for move: hole h <-> holes-1-h.
// A blue move right becomes a red move left, so each letter changes case.
//
// This is how the constructions serve the orientation the papers leave out
// (seed 000 and 001 assume n >= m; Yancey assumes N_R >= N_B).
#include "constructed_solution.h"

#include <memory>

namespace leapfrog {

constexpr Move mirrorMove(Move move, int holes) { return Move{holes - 1 - move.from, holes - 1 - move.to}; }

class MirroredSolution final : public ConstructedSolution {
public:
    MirroredSolution(std::unique_ptr<Solution> original, int holes);

    std::uint64_t length() const override { return original_->length(); }
    Move moveAt(std::uint64_t index) const override { return mirrorMove(original_->moveAt(index), holes_); }

private:
    std::unique_ptr<Solution> original_;
    int holes_;
};

} // namespace leapfrog

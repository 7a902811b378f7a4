#pragma once
// The classic construction of seed 000 as "a solution" for a board in either
// orientation: move i by the explicit formula (Theorem 3) in O(1). Boards with
// more red than blue are the mirror image of the swapped board, solved with
// the other colour first (mirror.h).
#include "classic_formula.h"
#include "constructed_solution.h"

#include <memory>

namespace leapfrog {

class ClassicSolution final : public ConstructedSolution {
public:
    // Precondition: blue >= red >= 1.
    ClassicSolution(int blue, int red, FirstMover first);

    std::uint64_t length() const override { return formula_.length(); }
    Move moveAt(std::uint64_t index) const override { return formula_.moveAt(index); }

private:
    ClassicFormula formula_;
};

// classic:blue x red (or strict:, whose optimal solutions are the same; see
// constructions.cpp) in either orientation, `first` colour moving first on
// this board.
std::unique_ptr<Solution> classicSolution(int blue, int red, FirstMover first);

} // namespace leapfrog

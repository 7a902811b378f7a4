#include "classic_solution.h"

#include "mirror.h"

namespace leapfrog {

ClassicSolution::ClassicSolution(int blue, int red, FirstMover first)
    : formula_(blue, red, first)
{
}

std::unique_ptr<Solution> classicSolution(int blue, int red, FirstMover first)
{
    if (blue >= red) {
        return std::make_unique<ClassicSolution>(blue, red, first);
    }
    // The mirror swaps colours: who moves first on this board is the other
    // colour on the mirrored one.
    return std::make_unique<MirroredSolution>(std::make_unique<ClassicSolution>(red, blue, otherMover(first)),
                                              blue + red + 1);
}

} // namespace leapfrog

#include "mirror.h"

namespace leapfrog {

MirroredSolution::MirroredSolution(std::unique_ptr<Solution> original, int holes)
    : original_(std::move(original))
    , holes_(holes)
{
}

} // namespace leapfrog

#include "theorem4.h"

#include <algorithm>

namespace leapfrog {

BigInt classicOptimalSolutions(int blue, int red)
{
    if (std::min(blue, red) == 1) {
        return fibonacci(std::max(blue, red) + 2);
    }
    return BigInt(2);
}

} // namespace leapfrog

#include "theorem4.h"

#include <algorithm>
#include <utility>

namespace leapfrog {

BigInt fibonacci(int k)
{
    BigInt previous(0);
    BigInt current(1);
    for (int i = 1; i < k; ++i) {
        BigInt next = previous + current;
        previous = std::move(current);
        current = std::move(next);
    }
    return current;
}

BigInt classicOptimalSolutions(int blue, int red)
{
    if (std::min(blue, red) == 1) {
        return fibonacci(std::max(blue, red) + 2);
    }
    return BigInt(2);
}

} // namespace leapfrog

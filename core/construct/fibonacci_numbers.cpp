#include "fibonacci_numbers.h"

namespace leapfrog {

std::pair<BigInt, BigInt> fibonacciPair(int k)
{
    BigInt low(0);
    BigInt high(1);
    for (int i = 0; i < k; ++i) {
        low += high;
        std::swap(low, high);
    }
    return {std::move(low), std::move(high)};
}

BigInt fibonacci(int k) { return fibonacciPair(k).first; }

} // namespace leapfrog

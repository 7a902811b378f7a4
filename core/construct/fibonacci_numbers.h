#pragma once
// Fibonacci numbers as exact integers: F(0) = 0, F(1) = 1 (the indexing of
// seeds 000 and 001, where classic:Nx1 has F(N+2) optimal solutions).
#include "model/bigint.h"

#include <utility>

namespace leapfrog {

BigInt fibonacci(int k);

// (F(k), F(k+1)) for k >= 0, by k additions.
std::pair<BigInt, BigInt> fibonacciPair(int k);

} // namespace leapfrog

#pragma once
// Solutions that use only forward moves (moves that lower the board's weight,
// weight.h). Seed 004 Theorem 13 claims none exists on the three-colour Y
// board once the arms are two long; Theorems 14-15 build branching-board
// solutions from forward moves only. Forward moves strictly lower the weight,
// so forward-only play is acyclic and a memoised search answers exactly.
#include "model/bigint.h"
#include "model/variant.h"

#include <cstddef>
#include <optional>

namespace leapfrog {

struct ForwardOnlyResult {
    std::optional<int> fewestMoves; // nullopt: no forward-only solution
    BigInt solutions;               // forward-only solutions of that length
    std::size_t positions = 0;      // positions reached by forward moves
};

// Throws LimitError beyond `limit` positions reached by forward moves.
ForwardOnlyResult forwardOnlySolutions(const Variant& variant, std::size_t limit = 4'000'000);

} // namespace leapfrog

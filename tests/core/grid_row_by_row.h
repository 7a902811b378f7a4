#pragma once
// The hand solution of grid:N that solves it row by row and then the middle
// column (the findings compare it with the true minimum): play the middle
// column as a one-dimensional strict puzzle of N a side (blue down, red up);
// the first time the hole reaches a row's middle hole, that row reads
// B^N _ R^N, so solve it there as a one-dimensional strict puzzle before the
// column goes on (the middle row first, where the hole starts). Rows and
// column each take the 1-D minimum N(N + 2), so the whole takes
// (2N + 2) N (N + 2) moves; the tests replay it under the grid's rules.
#include "model/move.h"

#include <vector>

namespace leapfrog::reference {

// `line`: an optimal solution of strict:N (holes 0..2N), e.g. from the
// engine or a paper. Returns grid:N's moves (holes row by row).
inline std::vector<Move> gridRowByRow(int n, const std::vector<Move>& line)
{
    const int side = 2 * n + 1;
    std::vector<Move> out;
    std::vector<bool> solved(static_cast<std::size_t>(side), false);
    const auto solveRow = [&](int row) {
        for (const Move move : line) {
            out.push_back({row * side + move.from, row * side + move.to});
        }
        solved[static_cast<std::size_t>(row)] = true;
    };
    solveRow(n);
    for (const Move move : line) {
        out.push_back({move.from * side + n, move.to * side + n});
        const int holeRow = move.from; // the hole is where the peg left
        if (!solved[static_cast<std::size_t>(holeRow)]) {
            solveRow(holeRow);
        }
    }
    return out;
}

} // namespace leapfrog::reference

#pragma once
// Yancey's improper boards (seed 004, section 2.3): configurations that force
// an improper move, so an optimal game never passes through them. `S` is the
// empty hole, `*` any run of holes (possibly none):
//   *S*BB*R*   *R*BB*S*   *S*RR*B*   *B*RR*S*   *BRSBR*
// Two-colour row boards with one hole only.
#include "model/position.h"

#include <optional>
#include <string>
#include <vector>

namespace leapfrog {

struct ImproperBoard {
    std::string pattern;    // as printed in the paper, e.g. "*S*BB*R*"
    std::vector<int> holes; // 0-based holes of the pattern's letters, left to right
};

// The first improper board found, in the paper's order; nullopt for a proper
// board.
std::optional<ImproperBoard> findImproperBoard(const Position& position);

} // namespace leapfrog

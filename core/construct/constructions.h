#pragma once
// Which construction serves a variant, for `solve --method formula|word`:
//
//   classic:NxM, strict:NxM   both sides >= 2 pegs: exactly two optimal
//                             solutions (seed 000 Theorem 4, seed 004
//                             Theorems 10 and 12): blue first and red first.
//                             formula: seed 000 Theorem 3; word: seed 004.
//   classic:Nx1, classic:1xN  one peg on one side (classic:1 too): F(N+2)
//                             solutions (seed 001). formula: Theorem 2;
//                             word: the same choices spelled block by block.
//   pairs:N, N >= 4           formula only: seed 002's construction, one of
//                             the optimal solutions.
//
// Ranks are Leapfrog's one order (lexicographic order of move sequences,
// search/bfs.h). On the two-solution boards the blue-first solution comes
// first (its first move, S, starts left of the hole); both are built and
// compared rather than assumed. strict: boards get the classic solutions:
// every optimal classic solution uses only forward steps and jumps over the
// other colour (seed 000 Lemma 1), which are exactly the strict moves, so the
// two rule sets have the same optimal solutions; tst_solve checks each rank
// against exhaustive search under the strict rules.
#include "fibonacci_family.h"
#include "model/solved.h"
#include "model/variant.h"

#include <memory>
#include <optional>
#include <vector>

namespace leapfrog {

// Throws InputError when the method does not apply to the variant or the
// rank is out of range.
Solved formulaSolution(const Variant& variant, const std::optional<BigInt>& rank);
Solved wordSolution(const Variant& variant, const std::optional<BigInt>& rank);

// Whether formulaSolution answers this request (what `auto` tries first).
bool formulaServes(const Variant& variant, const std::optional<BigInt>& rank);

// Every optimal solution of the variant, where the constructions give them
// all and they are few: the two of a classic or strict board with at least
// two pegs a side (blue first, then red first in the one order); empty
// otherwise (the one-peg family has F(N+2), other families no such
// construction). What the search engine answers from without search along
// these solutions (search/on_path.h: SearchEngine's `known`).
std::vector<std::shared_ptr<const Solution>> constructedOptimalSolutions(const Variant& variant);

// Whether one side of a row board has a single peg (classic:1 too): seed
// 001's family, with F(N+2) optimal solutions.
bool hasOnePegSide(const Variant& variant);
// That family for such a board: N is its longer side (blue when equal).
FibonacciFamily familyOf(const Variant& variant);

} // namespace leapfrog

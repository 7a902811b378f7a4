#pragma once
// Exact answers without search for positions the constructions' optimal
// solutions pass through, at any board size (the engine asks this first when
// it has no table, so `hint classic:1000` at the start, or anywhere along an
// optimal game, answers at once).
//
// Why it is exact. Say the position P is reached after k moves of an optimal
// solution of minimum length L. Then P is L - k moves from the goal: fewer
// would make a solution of the whole game shorter than L. And every shortest
// finish from P, prefixed by those k moves, is an optimal solution of the
// whole game; on classic and strict boards with at least two pegs a side
// there are exactly two (seed 000 Theorem 4; strict: construct/constructions.h),
// both constructed. So the shortest finishes from P are exactly the tails of
// the constructed solutions that pass through P, and the optimal next moves
// their next moves. (P may lie on both: it does at the start.)
//
// The solutions come from above: construct/ is not below search/, so whoever
// makes the engine hands it the constructions (KnownSolutions; the catalog and
// the CLI pass construct/constructions.h's constructedOptimalSolutions).
//
// Checked against the exact tables on every position of both solutions of
// the small boards (tst_engine).
#include "control.h"
#include "model/bigint.h"
#include "model/move.h"
#include "model/position.h"
#include "model/solution.h"
#include "model/variant.h"

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace leapfrog {

// Every optimal solution of a variant from its start, known without search,
// in any order; empty when they are not all known (then nothing is answered
// from them). Row boards only: the walk along a solution stops once its
// pegs have passed the position, which needs every move to be forward (as
// every optimal classic or strict move is: seed 000 Lemma 1). Called from
// the engine's threads.
using KnownSolutions = std::function<std::vector<std::shared_ptr<const Solution>>(const Variant&)>;

class OnPathFinishes {
public:
    // The finishes of `position` when one of the known optimal solutions
    // passes through it; nullopt when none does, or none are known (the
    // one-peg family's boards are small enough for tables; other families
    // have no construction that gives them all).
    // Walks each solution up to the position: O(minimum) moves at most.
    static std::optional<OnPathFinishes> find(const Variant& variant, const Position& position,
                                              const KnownSolutions& known);
    // The same within a search's control: throws Cancelled, and LimitError
    // when the walk outlasts the budget (ten billion moves of classic:100000).
    static std::optional<OnPathFinishes> find(const Variant& variant, const Position& position,
                                              const KnownSolutions& known, SearchGuard& guard);

    int distance() const { return distance_; }
    // The optimal next moves, ascending (empty at the goal).
    std::vector<Move> best() const;
    BigInt count() const { return BigInt(static_cast<std::uint64_t>(tails_.size())); }
    // The rank-th (1-based) shortest finish in Leapfrog's one order
    // (lexicographic order of the move sequences). Precondition: 1 <= rank <= count().
    std::vector<Move> finish(const BigInt& rank) const;

private:
    struct Tail {
        std::shared_ptr<const Solution> solution;
        std::uint64_t from = 0; // the index of its first move
    };
    int distance_ = 0;
    std::vector<Tail> tails_; // distinct, in the one order
};

} // namespace leapfrog

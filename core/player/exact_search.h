#pragma once
// The player's one door to exact search: how many optimal finishes a
// position has, the K-th of them (in Leapfrog's one order, search/bfs.h), and
// the best next moves. One object per variant, shared by the window's
// workers, so that whatever the search keeps between queries is kept.
#include "../bigint.h"
#include "../move.h"
#include "../position.h"
#include "../variant.h"

#include <atomic>
#include <optional>
#include <vector>

namespace leapfrog {

class ExactSearch {
public:
    explicit ExactSearch(Variant variant);

    const Variant& variant() const { return variant_; }

    struct Finish {
        BigInt count;            // optimal finishes from the position
        std::vector<Move> moves; // the one asked for
    };
    // The rank-th optimal finish from `from`; nullopt when the goal cannot be
    // reached. Throws InputError for a rank of 0 or above the count,
    // LimitError when the position is beyond the search's reach.
    std::optional<Finish> finish(const Position& from, const BigInt& rank) const;

    // The optimal next moves from `from`, ascending; empty at the goal;
    // nullopt when the goal cannot be reached. Throws LimitError.
    std::optional<std::vector<Move>> bestMoves(const Position& from) const;

private:
    Variant variant_;
};

} // namespace leapfrog

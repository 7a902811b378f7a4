#pragma once
// The player's door to the exact search engine (search/engine.h): how many
// optimal finishes a position has, the K-th of them (in Leapfrog's one order,
// search/bfs.h), and the best next moves. One object per variant, shared by
// the window's workers, so that the tables and the last search the engine
// keeps serve every later question.
#include "../bigint.h"
#include "../move.h"
#include "../position.h"
#include "../search/control.h"
#include "../variant.h"

#include <memory>
#include <optional>
#include <vector>

namespace leapfrog {

class SearchEngine;

class ExactSearch {
public:
    explicit ExactSearch(Variant variant);
    ~ExactSearch();

    const Variant& variant() const { return variant_; }

    struct Finish {
        BigInt count;            // optimal finishes from the position
        std::vector<Move> moves; // the one asked for
    };
    // The rank-th optimal finish from `from`; nullopt when the goal cannot be
    // reached. Throws InputError for a rank of 0 or above the count,
    // LimitError when the answer is beyond the control's limits, Cancelled.
    std::optional<Finish> finish(const Position& from, const BigInt& rank, const SearchControl& control = {}) const;

    // The optimal next moves from `from`, ascending; empty at the goal;
    // nullopt when the goal cannot be reached. Throws LimitError, Cancelled.
    std::optional<std::vector<Move>> bestMoves(const Position& from, const SearchControl& control = {}) const;

    // The engine behind these answers, for a Judge that should judge with the
    // same table (analysis/judge.h) instead of building its own.
    std::shared_ptr<SearchEngine> engine() const { return engine_; }

private:
    Variant variant_;
    std::shared_ptr<SearchEngine> engine_; // thread-safe; shared by const callers
};

} // namespace leapfrog

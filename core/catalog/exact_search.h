#pragma once
// The window's door to the exact search engine (search/engine.h): how many
// optimal finishes a position has, the K-th of them (in Leapfrog's one order,
// search/bfs.h), the best next moves, and a Judge built on the same engine
// (whose verdicts it refines by search beyond the tables). One object per
// variant, shared by the window's workers and the CLI's `check`, so that the
// tables and the last search the engine keeps serve every later question.
// The engine itself stays behind the door; it answers along the constructed
// solutions too (construct/constructions.h), at any size.
#include "model/bigint.h"
#include "model/move.h"
#include "model/position.h"
#include "model/variant.h"
#include "search/control.h"

#include <memory>
#include <optional>
#include <vector>

namespace leapfrog {

class Judge;
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

    // Builds the variant's distance table in the engine (and offers it to
    // the table cache), for a query that turned to it
    // (SearchControl::buildTableAside). Throws LimitError beyond the memory
    // cap or the budget, Cancelled.
    void buildTable(const SearchControl& control) const;

    // Whether the engine holds the variant's exact table (built by the Judge
    // or by a question): then every answer is instant.
    bool hasTable() const;

    // A Judge of the variant (analysis/judge.h) whose exact table, where one
    // fits, is built in this search's engine and kept there, so that the
    // verdicts, the hints and the solution player share one table; beyond
    // it the Judge refines its verdicts by this engine's searches. The build
    // follows `control`: throws Cancelled, LimitError beyond its memory cap.
    std::shared_ptr<const Judge> judge(const SearchControl& control = {}) const;

private:
    Variant variant_;
    std::shared_ptr<SearchEngine> engine_; // thread-safe; shared by const callers
};

} // namespace leapfrog

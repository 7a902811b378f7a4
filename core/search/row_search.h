#pragma once
// Exact answers from any position of a classic or strict row (one hole, two
// colours, at most 56 pegs), far beyond the distance tables: the engine's
// hints and verdicts on shuffled rows of classic:20 and strict:20
// (resources/docs/performance.md, "The exact search engine").
//
// Classic rules: A* (best-first by moves so far plus a lower bound, the
// deepest first among equals) with the additive band bound of row_bands.h.
// The bound is admissible and consistent, so the first time the goal is
// taken from the queue its moves so far are the distance, and no position is
// expanded twice. The best moves from a position at distance D are the moves
// to a position at distance D - 1: the one the search found first, and each
// other one whose own search, cut at D - 1 (positions whose moves so far plus
// bound exceed it are dropped, which drops no path of length D - 1), reaches
// the goal.
//
// Strict rules: every move is a step toward the peg's side (one fewer vacant
// inversion, lower_bound.h's V) or a jump over the other colour (one fewer
// inversion I), and neither kind undoes the other, so every path to the goal
// has exactly I + V moves: the distance is I + V when the goal can be reached
// at all, and every move to a position that can still reach it is a best
// move. Whether it can is a depth-first search that remembers the dead
// positions, cut wherever lower_bound.h's bound (which adds the steps the
// hole's parity needs) exceeds I + V.
//
// The packed positions cost 8 bytes; the searches hold every position they
// reach (about 24 bytes each with the queue) within the control's memory cap,
// and stop at its time budget: the answer is then unknown (LimitError), never
// a guess.
#include "cell_array.h"
#include "control.h"
#include "model/move.h"
#include "model/variant.h"
#include "row_bands.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <unordered_map>
#include <vector>

namespace leapfrog {

class RowSearch {
public:
    static constexpr int kMaxPegs = 56;

    // Classic or strict rules on a row with one hole and two colours, at most
    // kMaxPegs pegs, one-peg jumps, toward the papers' goal R..R_B..B (the
    // papers' rows, and custom rows with that goal: game IDs of them).
    static bool appliesTo(const Variant& variant);

    explicit RowSearch(const Variant& variant);
    ~RowSearch();
    RowSearch(const RowSearch&) = delete;
    RowSearch& operator=(const RowSearch&) = delete;

    struct Hint {
        std::optional<int> distance; // nullopt: the goal cannot be reached
        std::vector<Move> best;      // ascending
    };
    // Both throw LimitError when the budget or the memory cap runs out first,
    // Cancelled when cancelled. Safe from several threads at once.
    Hint hint(const CellArray& cells, SearchGuard& guard);
    std::optional<int> distance(const CellArray& cells, SearchGuard& guard);

    // row_bands.h's bound toward the goal, for the layered search that
    // lists every optimal solution (empty under the strict rules, where
    // lower_bound.h's is already I + V or more). Builds the bands at first
    // use: throws Cancelled, LimitError beyond the memory cap.
    std::function<int(const CellArray&)> goalBound(SearchGuard& guard);

    static PackedRow pack(const CellArray& cells);

private:
    struct Found;
    std::shared_ptr<const RowBands> bands(SearchGuard& guard);
    Found classicSearch(const PackedRow& source, int limit, const RowBands& bands, SearchGuard& guard) const;
    Hint classicHint(const PackedRow& source, bool bestMoves, SearchGuard& guard);
    Hint strictHint(const CellArray& cells, bool bestMoves, SearchGuard& guard);
    std::optional<int> cached(std::uint64_t key) const;
    void remember(std::uint64_t key, int distance);

    Variant variant_;
    int blues_ = 0;
    int reds_ = 0;
    bool strict_ = false;
    PackedRow goal_;
    std::mutex bandsMutex_;
    std::shared_ptr<const RowBands> bands_;
    mutable std::mutex cacheMutex_;
    std::unordered_map<std::uint64_t, int> known_; // exact distances found so far (classic)
};

} // namespace leapfrog

#pragma once
// The positions of one variant, numbered densely: the index of the engine's
// tables and the compact key of its searches.
//
// A position is read as a sequence of symbols, one per hole (hole, blue, red,
// yellow), and numbered by its rank among all arrangements of the variant's
// pieces (ranking.h). Under the pair-shift rules every position that can
// arise has its two holes side by side, so there the two holes are read as one
// symbol: pairs:12 then has 25 * C(24,12) = 67,603,900 numbers instead of
// 878,850,700. A position whose holes are apart is not representable; no move
// leads into or out of it.
#include "cell_array.h"
#include "model/variant.h"
#include "ranking.h"

#include <array>
#include <cstdint>

namespace leapfrog {

class StateSpace {
public:
    // Bumped whenever the numbering changes (the ranking, the symbols' order,
    // the pair holes read as one): tables kept on disk under another numbering
    // then read as foreign and are rebuilt.
    static constexpr std::uint32_t kNumberingVersion = 1;

    // Throws LimitError when the board has more than CellArray::kMaxHoles
    // holes or its arrangements do not fit in 64 bits.
    explicit StateSpace(const Variant& variant);

    const Variant& variant() const { return variant_; }
    std::uint64_t size() const { return ranking_.count(); }
    int holeCount() const { return holes_; }

    bool representable(const CellArray& cells) const;
    // Precondition: representable(cells).
    std::uint64_t rank(const CellArray& cells) const;
    void unrank(std::uint64_t rank, CellArray& cells) const;

    // An unranked position that remembers, for each hole where a symbol
    // starts, how much was still to be placed there and what the symbols
    // before it add to the rank. With that, the position after a move is
    // ranked in time proportional to the holes the move spans
    // (rankAfterMove), and the next rank of an ascending scan is unranked
    // from the first hole where it differs (unrankNext).
    struct Unranked {
        CellArray cells;
        std::uint64_t rank = 0;
        bool valid = false;
        std::array<std::uint32_t, CellArray::kMaxHoles + 1> remainingAt{};
        std::array<std::uint64_t, CellArray::kMaxHoles + 1> rankBefore{};
    };
    void unrank(std::uint64_t rank, Unranked& out) const;
    // Like unrank, reusing the holes `out` (a previous result) shares with
    // the new rank: nearly free when scanning ranks in ascending order.
    void unrankNext(std::uint64_t rank, Unranked& out) const;
    // The rank of the position `move` (legal under `rules`) leads to from
    // `before`, without building it.
    std::uint64_t rankAfterMove(const Unranked& before, RuleSet rules, Move move) const;

private:
    void unrankFrom(int hole, std::uint64_t rank, Unranked& out) const;

    // The symbol that starts at `hole` and how many holes it covers.
    int symbolAt(const CellArray& cells, int hole, int& width) const
    {
        const Cell cell = cells.at(hole);
        width = (mergeHolePairs_ && cell == Cell::Empty) ? 2 : 1;
        return static_cast<int>(cell);
    }

    Variant variant_;
    int holes_ = 0;
    bool mergeHolePairs_ = false;
    MultisetRanking ranking_;
};

} // namespace leapfrog

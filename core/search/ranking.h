#pragma once
// A perfect ranking of multiset permutations: every arrangement of a fixed
// multiset of symbols (pegs of each colour and holes) gets a distinct rank in
// 0 .. count-1, in lexicographic order of the symbol sequences, and back.
// Dense tables indexed by rank need no hashing and no stored positions.
//
// The count of arrangements of what is left to place depends only on how
// many of each symbol remain; those counts, indexed by a mixed-radix number
// of the remaining counts, are precomputed once, so rank and unrank cost one
// table look-up per symbol. Works for any number of symbol kinds up to
// kMaxSymbols: the colours, and Dudeney's numbered frogs (each once: there
// the ranking is a ranking of permutations, and the remaining-index is the
// set of frogs still to place).
//
// The table is one flat array of rows, one row per remaining-index: the
// symbols' offsets, then the row's total, then its count of arrangements.
// A remaining-index is stored as the position of its row, so that a look-up
// is an add, whatever the number of symbols.
#include "model/cell.h"

#include <array>
#include <cstdint>
#include <span>
#include <vector>

namespace leapfrog {

class MultisetRanking {
public:
    static constexpr int kMaxSymbols = kCellKinds;
    // Table entries beyond which the ranking refuses (LimitError) before
    // allocating: 2^24 rows of permutations of 23 frogs would be 3 GiB.
    static constexpr std::uint64_t kMaxTableEntries = std::uint64_t{1} << 24;

    MultisetRanking() = default;
    // `counts[s]`: how many times symbol s occurs (s < kMaxSymbols; zeros
    // allowed). Throws LimitError when the arrangements do not fit in 64 bits.
    explicit MultisetRanking(std::span<const int> counts);

    int length() const { return length_; }
    // Number of distinct arrangements: ranks run from 0 to count() - 1.
    std::uint64_t count() const { return arrangements(full_); }

    // Precondition: `symbols` is an arrangement of the multiset.
    std::uint64_t rank(std::span<const std::uint8_t> symbols) const;
    // Fills `symbols` (length() of them). Precondition: rank < count().
    void unrank(std::uint64_t rank, std::span<std::uint8_t> symbols) const;

    // The pieces rank() adds up, for callers that re-rank only the part of an
    // arrangement that changed. A "remaining" index encodes how many of each
    // symbol are still to be placed; full() before the first symbol.
    std::uint32_t full() const { return full_; }
    // What placing `symbol` at a point where `remaining` is left adds to the
    // rank: the number of arrangements that place a smaller symbol there.
    std::uint64_t contribution(std::uint32_t remaining, int symbol) const
    {
        return table_[remaining + static_cast<std::uint32_t>(symbol)];
    }
    // The number of arrangements of what `remaining` leaves to place.
    std::uint64_t arrangements(std::uint32_t remaining) const { return table_[remaining + rowArrangements_]; }
    // The remaining index after placing `symbol`.
    std::uint32_t after(std::uint32_t remaining, int symbol) const
    {
        return remaining - stride_[static_cast<std::size_t>(symbol)];
    }
    // The symbol at a point where `remaining` is left and `rest` is the rank
    // among the arrangements of what remains; lowers `rest` accordingly.
    int symbolAt(std::uint32_t remaining, std::uint64_t& rest) const
    {
        const std::uint64_t* offsets = &table_[remaining];
        int symbol = 0;
        while (rest >= offsets[symbol + 1]) {
            ++symbol;
        }
        rest -= offsets[symbol];
        return symbol;
    }

private:
    void fillTable(std::size_t symbols, const std::array<int, kMaxSymbols>& count,
                   const std::array<std::uint32_t, kMaxSymbols>& radixStride, std::uint64_t radix);

    int length_ = 0;
    std::uint32_t full_ = 0;             // the row of the full multiset
    std::uint32_t rowArrangements_ = 1;  // where a row keeps its count: symbols + 1
    std::array<std::uint32_t, kMaxSymbols> stride_{}; // row distance per symbol placed
    std::vector<std::uint64_t> table_{0, 1};          // rows of symbols + 2 entries
};

} // namespace leapfrog

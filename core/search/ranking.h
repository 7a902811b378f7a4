#pragma once
// A perfect ranking of multiset permutations: every arrangement of a fixed
// multiset of symbols (pegs of each colour and holes) gets a distinct rank in
// 0 .. count-1, in lexicographic order of the symbol sequences, and back.
// Dense tables indexed by rank need no hashing and no stored positions.
//
// The count of arrangements of what is left to place depends only on how
// many of each symbol remain; those counts, indexed by a mixed-radix number
// of the remaining counts, are precomputed once, so rank and unrank cost one
// table look-up per symbol. Works for any number of colours (up to
// kMaxSymbols symbol kinds).
#include <array>
#include <cstdint>
#include <span>
#include <vector>

namespace leapfrog {

class MultisetRanking {
public:
    static constexpr int kMaxSymbols = 4;

    MultisetRanking() = default;
    // `counts[s]`: how many times symbol s occurs (s < kMaxSymbols; zeros
    // allowed). Throws LimitError when the arrangements do not fit in 64 bits.
    explicit MultisetRanking(std::span<const int> counts);

    int length() const { return length_; }
    // Number of distinct arrangements: ranks run from 0 to count() - 1.
    std::uint64_t count() const { return arrangements_[static_cast<std::size_t>(full_)]; }

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
        return offsets_[remaining * (kMaxSymbols + 1) + static_cast<std::uint32_t>(symbol)];
    }
    // The number of arrangements of what `remaining` leaves to place.
    std::uint64_t arrangements(std::uint32_t remaining) const { return arrangements_[remaining]; }
    // The remaining index after placing `symbol`.
    std::uint32_t after(std::uint32_t remaining, int symbol) const
    {
        return remaining - stride_[static_cast<std::size_t>(symbol)];
    }
    // The symbol at a point where `remaining` is left and `rest` is the rank
    // among the arrangements of what remains; lowers `rest` accordingly.
    int symbolAt(std::uint32_t remaining, std::uint64_t& rest) const
    {
        const std::uint64_t* offsets = &offsets_[remaining * (kMaxSymbols + 1)];
        int symbol = 0;
        while (rest >= offsets[symbol + 1]) {
            ++symbol;
        }
        rest -= offsets[symbol];
        return symbol;
    }

private:
    int length_ = 0;
    std::uint32_t full_ = 0;
    std::array<std::uint32_t, kMaxSymbols> stride_{};
    std::vector<std::uint64_t> arrangements_{1}; // by remaining index
    std::vector<std::uint64_t> offsets_;         // (kMaxSymbols + 1) per remaining index
};

} // namespace leapfrog

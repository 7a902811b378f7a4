#pragma once
// The 2-bit distance codes of the tables built breadth first from the goal:
// two bits a position hold its distance modulo 3, 3 meaning not reached yet,
// 32 positions to a 64-bit word, beside a 32-bit word of "expanded" marks
// (a position at the residue of layer L and not expanded is on L's frontier,
// because layers are settled in order). One home for the single-machine
// table (distance_table.cpp) and the cluster's slices (cluster/slice_codes.h),
// whose tables must agree code for code.
#include <atomic>
#include <bit>
#include <cstdint>

namespace leapfrog::mod3 {

inline constexpr std::uint64_t kEvenBits = 0x5555555555555555ull;
inline constexpr unsigned kUnreached = 3;
// A word of 32 positions none of which is reached.
inline constexpr std::uint64_t kUnreachedWord = ~std::uint64_t{0};

// Bit i of x moved to bit 2i.
constexpr std::uint64_t spreadToEven(std::uint32_t x)
{
    std::uint64_t v = x;
    v = (v | (v << 16)) & 0x0000FFFF0000FFFFull;
    v = (v | (v << 8)) & 0x00FF00FF00FF00FFull;
    v = (v | (v << 4)) & 0x0F0F0F0F0F0F0F0Full;
    v = (v | (v << 2)) & 0x3333333333333333ull;
    v = (v | (v << 1)) & kEvenBits;
    return v;
}

// The code of entry `entry` (0 to 31) of `word`.
constexpr unsigned codeAt(std::uint64_t word, std::uint64_t entry)
{
    return static_cast<unsigned>((word >> (2 * entry)) & 3);
}

// `layer`'s residue in every entry of a word.
constexpr std::uint64_t layerPattern(int layer)
{
    return static_cast<std::uint64_t>(layer % 3) * kEvenBits;
}

// The entries of `word` on the frontier of the layer whose pattern is given
// (its residue, not in `expanded`), each as its even bit 2i.
constexpr std::uint64_t frontierBits(std::uint64_t word, std::uint32_t expanded, std::uint64_t pattern)
{
    const std::uint64_t diff = word ^ pattern;
    return ~(diff | (diff >> 1)) & kEvenBits & ~spreadToEven(expanded);
}

// Calls expand(place) for each position of words[first, last) on the
// frontier of `layer` (place: 32 a word, entry by entry), in ascending
// order, marking each expanded. The words are read atomically because the
// threads expanding other words mark positions in these meanwhile (visit).
template<typename Expand>
void forEachFrontier(std::uint64_t* words, std::uint32_t* expanded, std::uint64_t first, std::uint64_t last,
                     int layer, Expand&& expand)
{
    const std::uint64_t pattern = layerPattern(layer);
    for (std::uint64_t w = first; w < last; ++w) {
        const std::uint64_t word = std::atomic_ref<std::uint64_t>(words[w]).load(std::memory_order_relaxed);
        std::uint64_t matches = frontierBits(word, expanded[w], pattern);
        while (matches != 0) {
            const int entry = std::countr_zero(matches) / 2;
            matches &= matches - 1;
            expanded[w] |= std::uint32_t{1} << entry;
            expand(w * 32 + static_cast<std::uint64_t>(entry));
        }
    }
}

// Marks entry `entry` of `word` as at `layer` when it is not reached yet;
// false when it was. Two threads may both mark one position: they write the
// same code, and a layer is counted when it is expanded, so no
// compare-and-swap is needed (a plain atomic AND).
inline bool visit(std::uint64_t& word, std::uint64_t entry, int layer)
{
    std::atomic_ref<std::uint64_t> ref(word);
    const int shift = static_cast<int>(2 * entry);
    if (((ref.load(std::memory_order_relaxed) >> shift) & 3) != kUnreached) {
        return false;
    }
    const std::uint64_t clear = static_cast<std::uint64_t>(kUnreached ^ static_cast<unsigned>(layer % 3)) << shift;
    ref.fetch_and(~clear, std::memory_order_relaxed);
    return true;
}

} // namespace leapfrog::mod3

#pragma once
// One rank's slice of the distance table while it is built: two bits a
// position, the distance modulo 3 (3: not reached yet), and one bit a
// position marking those already expanded, exactly as the single-machine
// table (search/distance_table.h) builds its reversible tables. The residue
// and the mark tell the frontier of layer L (residue L mod 3, not expanded)
// under any rules, because breadth-first layers are settled in order; so the
// cluster builds strict tables this way too (it keeps no table afterwards,
// only the layers' sizes, which is what `stats` prints).
//
// Positions are addressed by their global number; the slice holds those the
// partition gives its rank (partition.h). Marks are atomic: a rank's threads
// mark positions at once. The slice is scanned in pieces of at most 2^15
// places (a partition block or a part of one): the unit a thread takes, and
// each piece remembers whether it holds positions of the layer being
// expanded and of the next, so that small layers skip most of the slice.
// Pieces smaller than the partition's blocks (2^20) keep the threads' shares
// even and a round's queue near its limit.
#include "partition.h"

#include "search/table_memory.h"

#include <atomic>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace leapfrog::cluster {

class SliceCodes {
public:

    // Bytes a slice of `positions` holds (codes and marks).
    static std::size_t bytesFor(std::uint64_t positions);

    SliceCodes(const Partition& partition, int rank, const std::string& what);

    std::uint64_t size() const { return size_; }

    // Marks `position` (in the slice) as at `layer` when it was not reached
    // yet; true when it was not.
    bool visit(std::uint64_t position, int layer) { return visitPlace(partition_.local(position), layer); }
    // The same by its place in this slice (Partition::local): what other
    // ranks send, so that the receiver need not find the place again.
    bool visitPlace(std::uint64_t place, int layer);
    void prefetchPlace(std::uint64_t place) const { __builtin_prefetch(&words_[place / 32], 1); }
    // Whether `position` is at `layer`'s frontier (reached at it, not expanded).
    bool atFrontier(std::uint64_t position, int layer) const;

    static constexpr std::uint64_t kLargestPiece = std::uint64_t{1} << 15;

    std::uint64_t pieces() const { return pieces_; }

    // Calls expand(position) for each position of the frontier of `layer` in
    // `piece`, in ascending order, marking each expanded.
    template<typename Expand>
    void forEachFrontier(std::uint64_t piece, int layer, Expand&& expand);

    bool active(std::uint64_t piece) const { return current_[piece].load(std::memory_order_relaxed) != 0; }
    void markActive(std::uint64_t position) { markActivePlace(partition_.local(position)); }
    void markActivePlace(std::uint64_t place);
    // The next layer's pieces become the current ones.
    void advance();
    // Every piece current (after a resume: the frontier's pieces are not kept).
    void activateAll();

    // The codes and marks as bytes, for checkpoints.
    std::span<std::byte> codeBytes() { return {reinterpret_cast<std::byte*>(words_.get()), words() * 8}; }
    std::span<std::byte> markBytes() { return {reinterpret_cast<std::byte*>(expanded_.get()), words() * 4}; }

private:
    std::uint64_t words() const { return (size_ + 31) / 32; }
    std::uint64_t wordsPerPiece() const { return std::uint64_t{1} << (pieceShift_ - 5); }

    Partition partition_;
    int rank_;
    std::uint64_t size_;
    int pieceShift_; // a piece is 2^pieceShift_ places, at least a word (2^5)
    std::uint64_t pieces_;
    TableMemory<std::uint64_t> words_;
    TableMemory<std::uint32_t> expanded_;
    std::vector<std::atomic<std::uint8_t>> current_;
    std::vector<std::atomic<std::uint8_t>> next_;
};

namespace detail {

constexpr std::uint64_t kEvenBits = 0x5555555555555555ull;
constexpr unsigned kUnreached = 3;

// Bit i of x moved to bit 2i.
inline std::uint64_t spreadToEven(std::uint32_t x)
{
    std::uint64_t v = x;
    v = (v | (v << 16)) & 0x0000FFFF0000FFFFull;
    v = (v | (v << 8)) & 0x00FF00FF00FF00FFull;
    v = (v | (v << 4)) & 0x0F0F0F0F0F0F0F0Full;
    v = (v | (v << 2)) & 0x3333333333333333ull;
    v = (v | (v << 1)) & kEvenBits;
    return v;
}

} // namespace detail

inline bool SliceCodes::visitPlace(std::uint64_t offset, int layer)
{
    std::atomic_ref<std::uint64_t> word(words_[offset / 32]);
    const int shift = static_cast<int>(2 * (offset % 32));
    if (((word.load(std::memory_order_relaxed) >> shift) & 3) != detail::kUnreached) {
        return false;
    }
    // Two threads may both mark one position: they write the same code.
    const std::uint64_t clear = static_cast<std::uint64_t>(detail::kUnreached ^ static_cast<unsigned>(layer % 3)) << shift;
    word.fetch_and(~clear, std::memory_order_relaxed);
    return true;
}

inline void SliceCodes::markActivePlace(std::uint64_t place)
{
    std::atomic<std::uint8_t>& flag = next_[place >> pieceShift_];
    if (flag.load(std::memory_order_relaxed) == 0) {
        flag.store(1, std::memory_order_relaxed);
    }
}

template<typename Expand>
void SliceCodes::forEachFrontier(std::uint64_t piece, int layer, Expand&& expand)
{
    const std::uint64_t pattern = static_cast<std::uint64_t>(layer % 3) * detail::kEvenBits;
    const std::uint64_t last = std::min(words(), (piece + 1) * wordsPerPiece());
    for (std::uint64_t w = piece * wordsPerPiece(); w < last; ++w) {
        const std::uint64_t word = std::atomic_ref<std::uint64_t>(words_[w]).load(std::memory_order_relaxed);
        const std::uint64_t diff = word ^ pattern;
        std::uint64_t matches = ~(diff | (diff >> 1)) & detail::kEvenBits & ~detail::spreadToEven(expanded_[w]);
        while (matches != 0) {
            const int entry = std::countr_zero(matches) / 2;
            matches &= matches - 1;
            expanded_[w] |= std::uint32_t{1} << entry;
            expand(partition_.global(rank_, w * 32 + static_cast<std::uint64_t>(entry)));
        }
    }
}

} // namespace leapfrog::cluster

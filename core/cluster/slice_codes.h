#pragma once
// One rank's slice of the distance table while it is built: two bits a
// position, the distance modulo 3 (3: not reached yet), and one bit a
// position marking those already expanded: the codes of search/mod3_codes.h,
// as the single-machine table (search/distance_table.h) builds its
// reversible tables. The residue and the mark tell the frontier of layer L
// (residue L mod 3, not expanded) under any rules, because breadth-first
// layers are settled in order; so the cluster builds strict tables this way
// too (it keeps no table afterwards, only the layers' sizes, which is what
// `stats` prints).
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

#include "search/mod3_codes.h"
#include "search/table_memory.h"

#include <algorithm>
#include <atomic>
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

inline bool SliceCodes::visitPlace(std::uint64_t offset, int layer)
{
    return mod3::visit(words_[offset / 32], offset % 32, layer);
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
    mod3::forEachFrontier(words_.get(), expanded_.get(), piece * wordsPerPiece(),
                          std::min(words(), (piece + 1) * wordsPerPiece()), layer,
                          [&](std::uint64_t place) { expand(partition_.global(rank_, place)); });
}

} // namespace leapfrog::cluster

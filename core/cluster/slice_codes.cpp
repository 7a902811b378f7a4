#include "slice_codes.h"

#include <algorithm>
#include <bit>

namespace leapfrog::cluster {

std::size_t SliceCodes::bytesFor(std::uint64_t positions)
{
    return static_cast<std::size_t>((positions + 31) / 32 * 12);
}

SliceCodes::SliceCodes(const Partition& partition, int rank, const std::string& what)
    : partition_(partition)
    , rank_(rank)
    , size_(partition.sliceSize(rank))
    , pieceShift_(std::countr_zero(std::min(partition.block(), kLargestPiece)))
    , pieces_((words() + wordsPerPiece() - 1) / wordsPerPiece())
    , words_(allocateTableMemory<std::uint64_t>(words(), what))
    , expanded_(allocateTableMemory<std::uint32_t>(words(), what))
    , current_(pieces_)
    , next_(pieces_)
{
    // Unreached everywhere, also past the last position of the last word.
    std::fill_n(words_.get(), words(), mod3::kUnreachedWord);
    std::fill_n(expanded_.get(), words(), 0u);
}

bool SliceCodes::atFrontier(std::uint64_t position, int layer) const
{
    const std::uint64_t offset = partition_.local(position);
    const unsigned code = mod3::codeAt(words_[offset / 32], offset % 32);
    const bool expanded = ((expanded_[offset / 32] >> (offset % 32)) & 1) != 0;
    return code == static_cast<unsigned>(layer % 3) && !expanded;
}

void SliceCodes::advance()
{
    for (std::size_t b = 0; b < current_.size(); ++b) {
        current_[b].store(next_[b].load(std::memory_order_relaxed), std::memory_order_relaxed);
        next_[b].store(0, std::memory_order_relaxed);
    }
}

void SliceCodes::activateAll()
{
    for (auto& flag : current_) {
        flag.store(1, std::memory_order_relaxed);
    }
}

} // namespace leapfrog::cluster

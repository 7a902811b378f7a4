#pragma once
// How the ranked positions of a variant are shared among the ranks of a
// cluster job: contiguous ranges of kBlock positions, dealt to the ranks in
// turn (block b to rank b mod ranks). Ranges rather than single positions:
// a rank's codes are whole words and its scans run over long ascending runs.
// Dealt rather than one range a rank: positions close to the goal are
// numbered close together (the numbering is lexicographic), so one range a
// rank would give each layer's frontier to a few ranks while the others wait
// for them; dealt blocks share every layer among all ranks.
#include <algorithm>
#include <cstdint>

namespace leapfrog::cluster {

class Partition {
public:
    static constexpr std::uint64_t kBlock = 4096;

    Partition(std::uint64_t positions, int ranks)
        : positions_(positions)
        , ranks_(static_cast<std::uint64_t>(ranks))
    {
    }

    std::uint64_t positions() const { return positions_; }
    int ranks() const { return static_cast<int>(ranks_); }
    // The rank that holds the position numbered `position`.
    int owner(std::uint64_t position) const { return static_cast<int>(position / kBlock % ranks_); }
    // Where its owner keeps it, and back.
    std::uint64_t local(std::uint64_t position) const
    {
        return position / (kBlock * ranks_) * kBlock + position % kBlock;
    }
    std::uint64_t global(int rank, std::uint64_t local) const
    {
        return (local / kBlock * ranks_ + static_cast<std::uint64_t>(rank)) * kBlock + local % kBlock;
    }
    // The places `rank` keeps: whole blocks (the last one of the numbering
    // may be short; its missing places are never reached).
    std::uint64_t sliceSize(int rank) const
    {
        const std::uint64_t blocks = (positions_ + kBlock - 1) / kBlock;
        const auto r = static_cast<std::uint64_t>(rank);
        return blocks > r ? (blocks - r + ranks_ - 1) / ranks_ * kBlock : 0;
    }
    // The most places any rank keeps (rank 0's): every rank sizes its limits
    // by it, so that all ranks agree on a refusal.
    std::uint64_t largestSlice() const { return sliceSize(0); }

private:
    std::uint64_t positions_;
    std::uint64_t ranks_;
};

} // namespace leapfrog::cluster

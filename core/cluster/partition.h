#pragma once
// How the ranked positions of a variant are shared among the ranks of a
// cluster job: contiguous ranges (blocks) of positions, dealt to the ranks in
// turn (block b to rank b mod ranks). A block is 2^20 positions, or fewer on
// a small board (a power of two, down to one 32-position word) so that every
// rank gets some 64 blocks at least: small boards are spread over all ranks
// too. Blocks are powers of two and one rank keeps the numbering as it is, so
// that finding a position's place costs shifts, not divisions, in the inner
// loops; the division of a block number by the number of ranks is a
// multiplication by its precomputed reciprocal (exact, see divideByRanks).
// Ranges rather than single positions:
// a rank's codes are whole words and its scans run over long ascending runs.
// Large ranges because a move changes few cells: the numbering is
// lexicographic, so a move among the last cells changes a position's number
// by little, and with blocks of 2^20 most predecessors of a position are
// in its own block and stay on its rank (classic:13 on 2 ranks: 84% of the
// moves, where blocks of 4096 kept 67%: half the traffic).
// Dealt rather than one range a rank: positions close to the goal are
// numbered close together, so one range a rank would give each layer's
// frontier to a few ranks while the others wait for them; dealt blocks share
// every layer among all ranks (tst_cluster_partition checks both).
#include <algorithm>
#include <bit>
#include <cstdint>

namespace leapfrog::cluster {

class Partition {
public:
    static constexpr std::uint64_t kLargestBlock = std::uint64_t{1} << 20;
    static constexpr std::uint64_t kWord = 32;

    Partition(std::uint64_t positions, int ranks)
        : positions_(positions)
        , ranks_(static_cast<std::uint64_t>(ranks))
        , block_(std::bit_floor(std::clamp(positions / (ranks_ * 64), kWord, kLargestBlock)))
        , shift_(std::countr_zero(block_))
        , reciprocal_(~std::uint64_t{0} / ranks_ + 1)
        , exactReciprocal_(ranks_ > 1 && (positions_ >> shift_) <= ~std::uint64_t{0} / ranks_)
    {
    }

    // Positions a block: a power of two, a whole number of words.
    std::uint64_t block() const { return block_; }

    std::uint64_t positions() const { return positions_; }
    int ranks() const { return static_cast<int>(ranks_); }
    // The rank that holds the position numbered `position`.
    int owner(std::uint64_t position) const
    {
        if (ranks_ == 1) {
            return 0;
        }
        const std::uint64_t block = position >> shift_;
        return static_cast<int>(block - divideByRanks(block) * ranks_);
    }
    // Where its owner keeps it, and back.
    std::uint64_t local(std::uint64_t position) const
    {
        if (ranks_ == 1) {
            return position;
        }
        return (divideByRanks(position >> shift_) << shift_) | (position & (block_ - 1));
    }
    // Both at once (one division): the owner, and the place there.
    std::uint64_t local(std::uint64_t position, int& owner) const
    {
        if (ranks_ == 1) {
            owner = 0;
            return position;
        }
        const std::uint64_t block = position >> shift_;
        const std::uint64_t quotient = divideByRanks(block);
        owner = static_cast<int>(block - quotient * ranks_);
        return (quotient << shift_) | (position & (block_ - 1));
    }
    std::uint64_t global(int rank, std::uint64_t local) const
    {
        return (((local >> shift_) * ranks_ + static_cast<std::uint64_t>(rank)) << shift_) | (local & (block_ - 1));
    }
    // The places `rank` keeps: whole blocks (the last one of the numbering
    // may be short; its missing places are never reached).
    std::uint64_t sliceSize(int rank) const
    {
        if (ranks_ == 1) {
            return positions_; // the numbering as it is: as leapfrog-cli's table
        }
        const std::uint64_t blocks = (positions_ + block_ - 1) / block_;
        const auto r = static_cast<std::uint64_t>(rank);
        return blocks > r ? (blocks - r + ranks_ - 1) / ranks_ * block_ : 0;
    }
    // The most places any rank keeps (rank 0's): every rank sizes its limits
    // by it, so that all ranks agree on a refusal.
    std::uint64_t largestSlice() const { return sliceSize(0); }

private:
    // block / ranks. With M = 2^64 / ranks rounded up (M ranks = 2^64 + e,
    // 0 <= e < ranks), block M / 2^64 = block / ranks + block e / (ranks
    // 2^64), and the second term stays below 1 / ranks, so the floor is
    // exact, while block ranks < 2^64 (Lemire, Kaser and Kurz, "Faster
    // remainder by direct computation", 2019); beyond that (no numbering
    // of 64 bits comes close on few ranks) the plain division.
    std::uint64_t divideByRanks(std::uint64_t block) const
    {
        if (!exactReciprocal_) {
            return block / ranks_;
        }
        __extension__ using Wide = unsigned __int128; // GCC and Clang's 128-bit product
        return static_cast<std::uint64_t>((static_cast<Wide>(block) * reciprocal_) >> 64);
    }

    std::uint64_t positions_;
    std::uint64_t ranks_;
    std::uint64_t block_;
    int shift_;
    std::uint64_t reciprocal_;
    bool exactReciprocal_;
};

} // namespace leapfrog::cluster

#pragma once
// How the ranked positions of a variant are shared among the ranks of a
// cluster job: contiguous ranges of ranks, equal but for the last, each a
// whole number of 32-position words so that a rank's codes are whole words
// (its checkpoint is its words, nothing shared with a neighbour).
#include <algorithm>
#include <cstdint>

namespace leapfrog::cluster {

class Partition {
public:
    static constexpr std::uint64_t kPositionsPerWord = 32;

    Partition(std::uint64_t positions, int ranks)
        : positions_(positions)
        , ranks_(ranks)
    {
        const std::uint64_t words = (positions + kPositionsPerWord - 1) / kPositionsPerWord;
        const std::uint64_t wordsPerRank = std::max<std::uint64_t>(1, (words + static_cast<std::uint64_t>(ranks) - 1)
                                                                          / static_cast<std::uint64_t>(ranks));
        perRank_ = wordsPerRank * kPositionsPerWord;
    }

    std::uint64_t positions() const { return positions_; }
    int ranks() const { return ranks_; }
    // The rank that holds position `rank` (a position's number).
    int owner(std::uint64_t position) const { return static_cast<int>(position / perRank_); }
    // The first position of `rank`'s slice and one past its last (empty
    // slices, first == end, when there are more ranks than words).
    std::uint64_t first(int rank) const { return std::min(positions_, static_cast<std::uint64_t>(rank) * perRank_); }
    std::uint64_t end(int rank) const { return std::min(positions_, first(rank) + perRank_); }
    // The most positions any rank holds: every rank sizes its limits by it,
    // so that all ranks agree on a refusal.
    std::uint64_t largestSlice() const { return std::min(positions_, perRank_); }

private:
    std::uint64_t positions_;
    int ranks_;
    std::uint64_t perRank_ = kPositionsPerWord;
};

} // namespace leapfrog::cluster

#pragma once
// Exact moves-to-goal for every position of a variant, in a dense table
// indexed by StateSpace rank, built by breadth-first search backwards from the
// goal over the reversed move graph (predecessors.h).
//
// Bits per position, as few as each rule set allows:
//  - reversible rules (classic, pairs): 2 bits, the distance modulo 3, and 3
//    for "goal unreachable". Neighbours of a position at distance d are at
//    d - 1, d or d + 1, so the residue tells which neighbour is one move
//    closer, and the exact distance is recovered by walking down to the goal.
//    While the table is built, one more bit per position marks the positions
//    already expanded (a residue alone cannot tell layer L from layer L - 3).
//  - strict rules: a move's reverse is not a move, so a successor of a
//    position at distance d may be at any distance >= d - 1 and residues are
//    ambiguous. The table holds exact distances: one byte when every path is
//    short enough (each strict move carries a peg toward its side, so no path
//    is longer than pegs * (holes - 1)), else two.
//
// The build uses every thread the control allows: each takes blocks of the
// table, expands the frontier positions in them and marks their predecessors
// with atomic operations.
#include "control.h"
#include "state_space.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <vector>

namespace leapfrog {

// Large tables are read at random: they live in memory of their own, aligned
// for the kernel's huge pages (far fewer TLB misses than 4 KiB pages).
struct FreeTableMemory {
    void operator()(void* memory) const;
};
template<typename T>
using TableMemory = std::unique_ptr<T[], FreeTableMemory>;

class DistanceTable {
public:
    enum class Encoding { Mod3, Exact8, Exact16 };
    // Bumped whenever what the codes mean changes (encodings, the goal's
    // layer, the examples): tables kept on disk by another version are then
    // foreign and are rebuilt.
    static constexpr std::uint32_t kCodesVersion = 1;

    static Encoding encodingFor(const Variant& variant);
    // Bytes held while the table is built (the table, plus the expanded-marks
    // for Mod3); the finished table keeps bytesKept().
    static std::size_t bytesToBuild(std::uint64_t positions, Encoding encoding);
    static std::size_t bytesKept(std::uint64_t positions, Encoding encoding);

    // Throws LimitError when the table would exceed guard.control().memoryCap
    // or the build outlives the time budget; Cancelled when cancelled.
    static std::unique_ptr<DistanceTable> build(const Variant& variant, SearchGuard& guard);

    // What a kept table needs besides its codes (a table store, table_store.h,
    // writes it beside them and hands it back to restore()).
    struct Summary {
        Encoding encoding = Encoding::Mod3;
        std::uint64_t goalRank = 0;
        std::vector<std::uint64_t> layerSizes;    // positions at each distance
        std::vector<std::uint64_t> layerExamples; // the smallest rank at each distance
    };
    // A table from kept codes, never trusted: `summary` must be the variant's
    // (its encoding, its goal, layers that add up to at most its positions),
    // `fill` must write all bytesKept() bytes of codes into the span it is
    // given (false: it could not), and the codes must agree with the summary
    // (the goal and each example at their distance, the number of codes of
    // each value equal to the layers'). nullptr otherwise. Throws LimitError
    // when the table does not fit in memory.
    static std::unique_ptr<DistanceTable> restore(const Variant& variant, Summary summary,
                                                  const std::function<bool(std::span<std::byte>)>& fill);
    Summary summary() const;
    // The codes as bytes (bytes() of them), for a store to keep.
    std::span<const std::byte> codes() const;

    const StateSpace& space() const { return space_; }
    Encoding encoding() const { return encoding_; }
    std::size_t bytes() const { return bytesKept(space_.size(), encoding_); }

    // Exact moves to the goal; nullopt when it cannot be reached (including
    // pair positions whose holes are apart).
    std::optional<int> distance(const CellArray& cells) const;
    std::optional<int> distance(std::uint64_t rank) const;
    // Whether the position `rank`, reached by one legal move from a position
    // at distance `before`, is at distance before - 1: an optimal move.
    bool isOneCloser(int before, std::uint64_t rank) const;

    // Positions at each distance from the goal (index 0: the goal).
    const std::vector<std::uint64_t>& layerSizes() const { return layerSizes_; }
    std::uint64_t reachableCount() const;
    int maxDistance() const { return static_cast<int>(layerSizes_.size()) - 1; }
    // The smallest rank at each distance from the goal (index 0: the goal).
    const std::vector<std::uint64_t>& layerExamples() const { return layerExamples_; }

private:
    explicit DistanceTable(const Variant& variant);
    unsigned code(std::uint64_t rank) const;
    unsigned unreachableCode() const;
    void allocateCodes();
    std::byte* rawCodes() const; // the codes' storage, whichever array holds them
    bool codesAgreeWithLayers() const;

    StateSpace space_;
    Encoding encoding_ = Encoding::Mod3;
    // The codes, in the one array the encoding uses.
    TableMemory<std::uint64_t> mod3_; // 32 positions a word, 2 bits each
    TableMemory<std::uint8_t> exact8_;
    TableMemory<std::uint16_t> exact16_;
    std::uint64_t goalRank_ = 0;
    std::vector<std::uint64_t> layerSizes_;
    std::vector<std::uint64_t> layerExamples_;
};

} // namespace leapfrog

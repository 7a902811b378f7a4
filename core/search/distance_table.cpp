#include "distance_table.h"
#include "table_memory.h"

#include "machine_limits.h"
#include "mod3_codes.h"
#include "model/errors.h"
#include "parallel.h"
#include "predecessors.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <cstdlib>
#include <limits>
#include <new>
#include <numeric>
#include <string>

#include <sys/mman.h>

namespace leapfrog {

namespace {

// Residues modulo 3, two bits a position, with a bit per position marking
// the ones already expanded (so that layer L is told from layer L - 3).
class Mod3Codes {
public:
    static constexpr std::uint64_t kWordsPerBlock = 1024;
    static constexpr std::uint64_t kPositionsPerBlock = kWordsPerBlock * 32;

    Mod3Codes(std::uint64_t* words, std::uint32_t* expanded, std::uint64_t wordCount)
        : words_(words)
        , expanded_(expanded)
        , wordCount_(wordCount)
    {
    }
    std::uint64_t blocks() const { return (wordCount_ + kWordsPerBlock - 1) / kWordsPerBlock; }

    void setGoal(std::uint64_t rank) { visit(rank, 0); }

    template<typename Expand>
    void forEachFrontier(std::uint64_t block, int layer, Expand&& expand)
    {
        mod3::forEachFrontier(words_, expanded_, block * kWordsPerBlock,
                              std::min(wordCount_, (block + 1) * kWordsPerBlock), layer, expand);
    }

    void prefetch(std::uint64_t rank) const { __builtin_prefetch(&words_[rank / 32], 1); }

    // Marks `rank` as at `layer` when it is still unvisited; false when it
    // was visited already (mod3::visit).
    bool visit(std::uint64_t rank, int layer) { return mod3::visit(words_[rank / 32], rank % 32, layer); }

private:
    std::uint64_t* words_;
    std::uint32_t* expanded_;
    std::uint64_t wordCount_;
};

// Exact distances, one code per position; the largest value is "unvisited".
template<typename Code>
class ExactCodes {
public:
    static constexpr std::uint64_t kPositionsPerBlock = 1 << 15;
    static constexpr Code kUnvisited = std::numeric_limits<Code>::max();

    ExactCodes(Code* codes, std::uint64_t count)
        : codes_(codes)
        , count_(count)
    {
    }
    std::uint64_t blocks() const { return (count_ + kPositionsPerBlock - 1) / kPositionsPerBlock; }

    void setGoal(std::uint64_t rank) { visit(rank, 0); }

    template<typename Expand>
    void forEachFrontier(std::uint64_t block, int layer, Expand&& expand)
    {
        const auto wanted = static_cast<Code>(layer);
        const std::uint64_t end = std::min(count_, (block + 1) * kPositionsPerBlock);
        for (std::uint64_t rank = block * kPositionsPerBlock; rank < end; ++rank) {
            if (std::atomic_ref<Code>(codes_[rank]).load(std::memory_order_relaxed) == wanted) {
                expand(rank);
            }
        }
    }

    void prefetch(std::uint64_t rank) const { __builtin_prefetch(&codes_[rank], 1); }

    bool visit(std::uint64_t rank, int layer)
    {
        std::atomic_ref<Code> code(codes_[rank]);
        if (code.load(std::memory_order_relaxed) != kUnvisited) {
            return false;
        }
        code.store(static_cast<Code>(layer), std::memory_order_relaxed);
        return true;
    }

private:
    Code* codes_;
    std::uint64_t count_;
};

// Which blocks of the table hold positions of the layer being expanded, and
// which received positions of the next one: early and late layers are small,
// and most blocks need no scan.
class ActiveBlocks {
public:
    explicit ActiveBlocks(std::uint64_t blocks)
        : current_(blocks)
        , next_(blocks)
    {
    }
    bool current(std::uint64_t block) const { return current_[block].load(std::memory_order_relaxed) != 0; }
    void markNext(std::uint64_t block)
    {
        if (next_[block].load(std::memory_order_relaxed) == 0) {
            next_[block].store(1, std::memory_order_relaxed);
        }
    }
    void advance()
    {
        for (std::size_t b = 0; b < current_.size(); ++b) {
            current_[b].store(next_[b].load(std::memory_order_relaxed), std::memory_order_relaxed);
            next_[b].store(0, std::memory_order_relaxed);
        }
    }

private:
    std::vector<std::atomic<std::uint8_t>> current_;
    std::vector<std::atomic<std::uint8_t>> next_;
};

// Breadth-first layers backwards from the goal; both codes types share it.
// Predecessor ranks are gathered in small batches and prefetched before they
// are marked: the marks land all over a table larger than the caches.
struct Layers {
    std::vector<std::uint64_t> sizes;
    std::vector<std::uint64_t> examples; // the smallest rank of each layer
};

// What one layer's expansion found: how many positions the layer holds, the
// smallest of their ranks, and whether any position was marked for the next.
struct LayerExpansion {
    std::uint64_t size = 0;
    std::uint64_t smallest = ~std::uint64_t{0};
    bool markedNext = false;
};

// Each thread's part of a layer's expansion, written by that thread alone
// and joined once the layer is done. A thread takes blocks in ascending
// order, so the first position it expands is its smallest.
struct ThreadParts {
    explicit ThreadParts(int threads)
        : expanded(static_cast<std::size_t>(threads), 0)
        , smallest(static_cast<std::size_t>(threads), ~std::uint64_t{0})
        , marked(static_cast<std::size_t>(threads), 0)
    {
    }
    // The layer's expansion: the threads' parts joined.
    LayerExpansion joined() const
    {
        LayerExpansion expansion;
        expansion.size = std::accumulate(expanded.begin(), expanded.end(), std::uint64_t{0});
        expansion.smallest = *std::min_element(smallest.begin(), smallest.end());
        expansion.markedNext = std::find(marked.begin(), marked.end(), 1) != marked.end();
        return expansion;
    }

    std::vector<std::uint64_t> expanded; // positions of this layer expanded
    std::vector<std::uint64_t> smallest;
    std::vector<char> marked; // whether any position was marked for the next
};

// After a layer's pass over the blocks: a cancel, or a budget spent before
// every block was taken, ends the table.
void checkLayerFinished(bool finished, const Variant& variant, SearchGuard& guard)
{
    guard.checkCancel();
    if (!finished) {
        throw LimitError("the distance table of " + variant.spec() + " was not finished within the time budget of "
                         + std::to_string(guard.control().budget.count() / 1000) + " s");
    }
}

// Marks every unvisited predecessor of a position of `layer` as layer + 1,
// the active blocks shared out among the guard's threads. Throws when the
// guard is cancelled or out of time.
template<typename Codes>
LayerExpansion expandLayer(const StateSpace& space, Codes& codes, ActiveBlocks& active, int layer, SearchGuard& guard)
{
    constexpr std::size_t kBatch = 64;
    constexpr std::size_t kPendingCapacity = 256;
    const Variant& variant = space.variant();
    const RuleSet rules = variant.rules();
    const RuleSet hull = reversibleHull(rules);
    ThreadParts parts(guard.threads());
    const bool finished = parallelFor(codes.blocks(), guard.threads(), guard, [&](std::size_t self, const auto& next) {
        StateSpace::Unranked unranked;
        std::array<std::uint64_t, kPendingCapacity> pending{};
        std::size_t pendingCount = 0;
        std::uint64_t count = 0;
        bool any = false;
        const auto flush = [&] {
            for (std::size_t i = 0; i < pendingCount; ++i) {
                if (codes.visit(pending[i], layer + 1)) {
                    any = true;
                    active.markNext(pending[i] / Codes::kPositionsPerBlock);
                }
            }
            pendingCount = 0;
        };
        while (const std::optional<std::uint64_t> block = next()) {
            if (!active.current(*block)) {
                continue;
            }
            codes.forEachFrontier(*block, layer, [&](std::uint64_t rank) {
                if (count++ == 0) {
                    parts.smallest[self] = rank;
                }
                space.unrankNext(rank, unranked);
                forEachPredecessorMove(variant.board(), rules, unranked.cells, [&](Move back, Move) {
                    if (pendingCount == kPendingCapacity) {
                        flush();
                    }
                    const std::uint64_t before = space.rankAfterMove(unranked, hull, back);
                    codes.prefetch(before);
                    pending[pendingCount++] = before;
                });
                if (pendingCount >= kBatch) {
                    flush();
                }
            });
        }
        flush();
        parts.expanded[self] = count;
        parts.marked[self] = any ? 1 : 0;
    });
    checkLayerFinished(finished, variant, guard);
    return parts.joined();
}

template<typename Codes>
Layers breadthFirst(const StateSpace& space, Codes& codes, std::uint64_t goalRank, int maxLayer, SearchGuard& guard)
{
    codes.setGoal(goalRank);
    ActiveBlocks active(codes.blocks());
    active.markNext(goalRank / Codes::kPositionsPerBlock);
    active.advance();
    Layers layers;
    std::uint64_t settled = 0;
    for (int layer = 0;; ++layer) {
        const LayerExpansion expansion = expandLayer(space, codes, active, layer, guard);
        layers.sizes.push_back(expansion.size);
        layers.examples.push_back(expansion.smallest);
        settled += expansion.size;
        guard.report({"distance table", layer, settled, space.size()}, true);
        if (!expansion.markedNext) {
            return layers;
        }
        if (layer + 1 > maxLayer) {
            throw LimitError("a distance of " + space.variant().spec() + " exceeds what its table can hold");
        }
        active.advance();
    }
}

} // namespace

void FreeTableMemory::operator()(void* memory) const { std::free(memory); }

namespace {

constexpr std::size_t kHugePage = std::size_t{2} << 20;

} // namespace

// Zero-initialised is not needed: every caller fills what it allocates.
template<typename T>
TableMemory<T> allocateTableMemory(std::uint64_t count, const std::string& what)
{
    const std::size_t bytes = static_cast<std::size_t>(count) * sizeof(T);
    const std::size_t rounded = (bytes + kHugePage - 1) / kHugePage * kHugePage;
    void* memory = bytes >= kHugePage ? std::aligned_alloc(kHugePage, rounded) : std::malloc(std::max<std::size_t>(bytes, 1));
    if (memory == nullptr) {
        throw LimitError("not enough memory for " + what);
    }
#ifdef MADV_HUGEPAGE
    if (bytes >= kHugePage) {
        madvise(memory, rounded, MADV_HUGEPAGE); // a hint: without it the table works as well, more slowly
    }
#endif
    return TableMemory<T>(static_cast<T*>(memory));
}

template TableMemory<std::uint64_t> allocateTableMemory(std::uint64_t, const std::string&);
template TableMemory<std::uint32_t> allocateTableMemory(std::uint64_t, const std::string&);
template TableMemory<std::uint16_t> allocateTableMemory(std::uint64_t, const std::string&);
template TableMemory<std::uint8_t> allocateTableMemory(std::uint64_t, const std::string&);

namespace {

template<typename T>
TableMemory<T> allocate(std::uint64_t count, const Variant& variant)
{
    return allocateTableMemory<T>(count, "the distance table of " + variant.spec());
}

} // namespace

DistanceTable::DistanceTable(const Variant& variant)
    : space_(variant)
    , encoding_(encodingFor(variant))
{
}

DistanceTable::Encoding DistanceTable::encodingFor(const Variant& variant)
{
    if (isReversible(variant.rules())) {
        return Encoding::Mod3;
    }
    const Position& start = variant.start();
    const int pegs = start.size() - start.count(Cell::Empty);
    const std::int64_t longestPath = static_cast<std::int64_t>(pegs) * (start.size() - 1);
    return longestPath < std::numeric_limits<std::uint8_t>::max() ? Encoding::Exact8 : Encoding::Exact16;
}

std::size_t DistanceTable::bytesKept(std::uint64_t positions, Encoding encoding)
{
    switch (encoding) {
    case Encoding::Mod3: return static_cast<std::size_t>((positions + 31) / 32 * 8);
    case Encoding::Exact8: return static_cast<std::size_t>(positions);
    case Encoding::Exact16: return static_cast<std::size_t>(positions * 2);
    }
    return 0;
}

std::size_t DistanceTable::bytesToBuild(std::uint64_t positions, Encoding encoding)
{
    const std::size_t expandedMarks =
        encoding == Encoding::Mod3 ? static_cast<std::size_t>((positions + 31) / 32 * 4) : 0;
    return bytesKept(positions, encoding) + expandedMarks;
}

void DistanceTable::allocateCodes()
{
    const std::uint64_t positions = space_.size();
    const Variant& variant = space_.variant();
    switch (encoding_) {
    case Encoding::Mod3: mod3_ = allocate<std::uint64_t>((positions + 31) / 32, variant); break;
    case Encoding::Exact8: exact8_ = allocate<std::uint8_t>(positions, variant); break;
    case Encoding::Exact16: exact16_ = allocate<std::uint16_t>(positions, variant); break;
    }
}

std::unique_ptr<DistanceTable> DistanceTable::build(const Variant& variant, SearchGuard& guard)
{
    std::unique_ptr<DistanceTable> table(new DistanceTable(variant));
    const std::uint64_t positions = table->space_.size();
    const std::size_t needed = bytesToBuild(positions, table->encoding_);
    if (needed > guard.control().memoryCap) {
        throw LimitError("the distance table of " + variant.spec() + " (" + std::to_string(positions)
                         + " positions) needs " + byteSizeText(needed) + ", above the memory cap of "
                         + byteSizeText(guard.control().memoryCap));
    }
    table->goalRank_ = table->space_.rank(CellArray::from(variant.goal()));
    table->allocateCodes();
    Layers layers;
    switch (table->encoding_) {
    case Encoding::Mod3: {
        const std::uint64_t words = (positions + 31) / 32;
        std::fill_n(table->mod3_.get(), words, mod3::kUnreachedWord);
        auto expanded = allocate<std::uint32_t>(words, variant);
        std::fill_n(expanded.get(), words, 0u);
        Mod3Codes codes(table->mod3_.get(), expanded.get(), words);
        layers = breadthFirst(table->space_, codes, table->goalRank_, std::numeric_limits<int>::max(), guard);
        break;
    }
    case Encoding::Exact8: {
        std::fill_n(table->exact8_.get(), positions, ExactCodes<std::uint8_t>::kUnvisited);
        ExactCodes<std::uint8_t> codes(table->exact8_.get(), positions);
        layers = breadthFirst(table->space_, codes, table->goalRank_, ExactCodes<std::uint8_t>::kUnvisited - 1,
                              guard);
        break;
    }
    case Encoding::Exact16: {
        std::fill_n(table->exact16_.get(), positions, ExactCodes<std::uint16_t>::kUnvisited);
        ExactCodes<std::uint16_t> codes(table->exact16_.get(), positions);
        layers = breadthFirst(table->space_, codes, table->goalRank_, ExactCodes<std::uint16_t>::kUnvisited - 1,
                              guard);
        break;
    }
    }
    table->layerSizes_ = std::move(layers.sizes);
    table->layerExamples_ = std::move(layers.examples);
    return table;
}

DistanceTable::Summary DistanceTable::summary() const
{
    return {encoding_, goalRank_, layerSizes_, layerExamples_};
}

std::byte* DistanceTable::rawCodes() const
{
    switch (encoding_) {
    case Encoding::Mod3: return reinterpret_cast<std::byte*>(mod3_.get());
    case Encoding::Exact8: return reinterpret_cast<std::byte*>(exact8_.get());
    case Encoding::Exact16: return reinterpret_cast<std::byte*>(exact16_.get());
    }
    return nullptr;
}

std::span<const std::byte> DistanceTable::codes() const { return {rawCodes(), bytes()}; }

std::unique_ptr<DistanceTable> DistanceTable::restore(const Variant& variant, Summary summary,
                                                      const std::function<bool(std::span<std::byte>)>& fill)
{
    std::unique_ptr<DistanceTable> table(new DistanceTable(variant));
    const std::uint64_t positions = table->space_.size();
    const std::uint64_t goalRank = table->space_.rank(CellArray::from(variant.goal()));
    const std::size_t layers = summary.layerSizes.size();
    const bool summaryFits = summary.encoding == table->encoding_ && summary.goalRank == goalRank && layers > 0
                             && summary.layerExamples.size() == layers && summary.layerSizes.front() == 1
                             && summary.layerExamples.front() == goalRank
                             && (table->encoding_ == Encoding::Mod3 || layers <= table->unreachableCode());
    if (!summaryFits) {
        return nullptr;
    }
    std::uint64_t reachable = 0;
    for (std::size_t d = 0; d < layers; ++d) {
        if (summary.layerSizes[d] == 0 || summary.layerSizes[d] > positions - reachable
            || summary.layerExamples[d] >= positions) {
            return nullptr;
        }
        reachable += summary.layerSizes[d];
    }
    table->goalRank_ = goalRank;
    table->layerSizes_ = std::move(summary.layerSizes);
    table->layerExamples_ = std::move(summary.layerExamples);
    table->allocateCodes();
    if (!fill(std::span<std::byte>(table->rawCodes(), table->bytes()))) {
        return nullptr;
    }
    if (!table->codesAgreeWithLayers()) {
        return nullptr;
    }
    return table;
}

bool DistanceTable::codesAgreeWithLayers() const
{
    for (std::size_t d = 0; d < layerSizes_.size(); ++d) {
        const unsigned wanted = encoding_ == Encoding::Mod3 ? static_cast<unsigned>(d % 3) : static_cast<unsigned>(d);
        if (code(layerExamples_[d]) != wanted) {
            return false;
        }
    }
    // How many codes of each value the table holds, against the layers.
    std::vector<std::uint64_t> held(encoding_ == Encoding::Mod3 ? 4 : std::size_t{unreachableCode()} + 1, 0);
    const std::uint64_t positions = space_.size();
    switch (encoding_) {
    case Encoding::Mod3: {
        const std::uint64_t words = (positions + 31) / 32;
        for (std::uint64_t w = 0; w < words; ++w) {
            const std::uint64_t low = mod3_[w] & mod3::kEvenBits;
            const std::uint64_t high = (mod3_[w] >> 1) & mod3::kEvenBits;
            held[0] += static_cast<std::uint64_t>(std::popcount(~low & ~high & mod3::kEvenBits));
            held[1] += static_cast<std::uint64_t>(std::popcount(low & ~high));
            held[2] += static_cast<std::uint64_t>(std::popcount(~low & high));
        }
        // Positions past the last rank in the last word are "unreachable"
        // (3), as the build leaves them; anything else there shows in held.
        std::vector<std::uint64_t> expected(3, 0);
        for (std::size_t d = 0; d < layerSizes_.size(); ++d) {
            expected[d % 3] += layerSizes_[d];
        }
        return std::equal(expected.begin(), expected.end(), held.begin());
    }
    case Encoding::Exact8:
        for (std::uint64_t rank = 0; rank < positions; ++rank) {
            ++held[exact8_[rank]];
        }
        break;
    case Encoding::Exact16:
        for (std::uint64_t rank = 0; rank < positions; ++rank) {
            ++held[exact16_[rank]];
        }
        break;
    }
    for (std::size_t value = 0; value + 1 < held.size(); ++value) {
        const std::uint64_t expected = value < layerSizes_.size() ? layerSizes_[value] : 0;
        if (held[value] != expected) {
            return false;
        }
    }
    return true;
}

unsigned DistanceTable::code(std::uint64_t rank) const
{
    switch (encoding_) {
    case Encoding::Mod3: return mod3::codeAt(mod3_[rank / 32], rank % 32);
    case Encoding::Exact8: return exact8_[rank];
    case Encoding::Exact16: return exact16_[rank];
    }
    return 0;
}

unsigned DistanceTable::unreachableCode() const
{
    switch (encoding_) {
    case Encoding::Mod3: return mod3::kUnreached;
    case Encoding::Exact8: return ExactCodes<std::uint8_t>::kUnvisited;
    case Encoding::Exact16: return ExactCodes<std::uint16_t>::kUnvisited;
    }
    return 0;
}

std::uint64_t DistanceTable::reachableCount() const
{
    return std::accumulate(layerSizes_.begin(), layerSizes_.end(), std::uint64_t{0});
}

bool DistanceTable::isOneCloser(int before, std::uint64_t rank) const
{
    if (before <= 0) {
        return false;
    }
    if (encoding_ == Encoding::Mod3) {
        return code(rank) == static_cast<unsigned>((before - 1) % 3);
    }
    return code(rank) == static_cast<unsigned>(before - 1);
}

std::optional<int> DistanceTable::distance(std::uint64_t rank) const
{
    CellArray cells;
    space_.unrank(rank, cells);
    return distance(cells);
}

std::optional<int> DistanceTable::distance(const CellArray& cells) const
{
    if (!space_.representable(cells)) {
        return std::nullopt;
    }
    std::uint64_t rank = space_.rank(cells);
    unsigned residue = code(rank);
    if (residue == unreachableCode()) {
        return std::nullopt;
    }
    if (encoding_ != Encoding::Mod3) {
        return static_cast<int>(residue);
    }
    // Walk down to the goal, one move closer each time, and count the moves.
    const Variant& variant = space_.variant();
    CellArray here = cells;
    int moves = 0;
    while (rank != goalRank_) {
        const unsigned wanted = (residue + 2) % 3;
        bool stepped = false;
        forEachMove(variant.board(), variant.rules(), here, [&](Move move) {
            if (stepped) {
                return;
            }
            CellArray next = here;
            playMove(variant.rules(), next, move);
            const std::uint64_t nextRank = space_.rank(next);
            if (code(nextRank) == wanted) {
                here = next;
                rank = nextRank;
                residue = wanted;
                stepped = true;
            }
        });
        if (!stepped || ++moves > maxDistance()) {
            throw std::logic_error("distance table of " + variant.spec() + " is inconsistent");
        }
    }
    return moves;
}

} // namespace leapfrog

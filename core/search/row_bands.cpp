#include "row_bands.h"

#include "model/errors.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <exception>
#include <string>
#include <thread>

namespace leapfrog {

namespace {

constexpr std::uint8_t kUnreached = 255;
constexpr int kLargestStored = 254; // a greater distance is stored as 254, still a lower bound

std::uint64_t lowBits(int count) { return count >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << count) - 1; }

} // namespace

// One band: gaps [first, last]; views indexed by (d_first, pegs, place of the hole).
struct RowBands::Band {
    int pegs = 0; // P
    int reds = 0; // m
    int first = 0;
    int last = 0;
    int bits = 0;      // pegs first .. last - 1 in the view
    int lastPlace = 0; // the gap standing for R (or P when there is no R)
    int places = 0;    // hole places: L, first + 1 .. lastPlace - 1, lastPlace
    int dMax = 0;      // pairs on diagonal `first`
    std::vector<std::int8_t> lowest;  // per peg pattern: the least d_first whose diagonals all fit
    std::vector<std::int8_t> highest; // and the greatest
    std::vector<std::uint8_t> distance;

    int place(int gap) const { return gap <= first ? 0 : std::min(gap, lastPlace) - first; }
    std::size_t index(int dFirst, std::uint32_t pattern, int at) const
    {
        return ((static_cast<std::size_t>(dFirst) << bits) | pattern) * static_cast<std::size_t>(places)
               + static_cast<std::size_t>(at);
    }
    bool fits(int dFirst, std::uint32_t pattern) const
    {
        return dFirst >= lowest[pattern] && dFirst <= highest[pattern];
    }
    int distanceOf(const PackedRow& row) const
    {
        const int bluesBefore = std::popcount(row.blues & lowBits(first));
        const int dFirst = bluesBefore - std::max(0, first - reds);
        const auto pattern = static_cast<std::uint32_t>((row.blues >> first) & lowBits(bits));
        const std::uint8_t found = distance[index(dFirst, pattern, place(row.hole))];
        return found == kUnreached ? 0 : found; // views of positions are always reached; 0 is safe anyway
    }

    // The gaps of place `at` from which moves leave it.
    std::pair<int, int> leavingGaps(int at) const
    {
        if (at == 0) {
            return {std::max(0, first - 1), first};
        }
        const int gap = first + at;
        return {gap, gap == lastPlace && last + 2 <= pegs ? last + 1 : gap};
    }

    // Calls visit(dFirst, pattern, place, cost, ownedJump) for every edge
    // of the band's graph out of a view (section 3 of the header).
    template<typename Visit>
    void forEachEdge(int dFirst, std::uint32_t pattern, int at, Visit&& visit) const
    {
        const auto [low, high] = leavingGaps(at);
        for (int gap = low; gap <= high; ++gap) {
            for (const int step : {-1, 1}) {
                forEachSlide(dFirst, pattern, at, gap, step, visit);
            }
            for (const int step : {-1, 1}) {
                forEachJump(dFirst, pattern, at, gap, step, visit);
            }
        }
    }

    template<typename Visit>
    void forEachSlide(int dFirst, std::uint32_t pattern, int at, int gap, int step, Visit& visit) const
    {
        const int to = gap + step;
        if (to < 0 || to > pegs) {
            return;
        }
        const int peg = step > 0 ? gap : gap - 1;
        const int cost = (peg >= first && peg <= last) ? 1 : 0;
        if (place(to) != at) {
            visit(dFirst, pattern, place(to), cost, false);
        }
    }

    template<typename Visit>
    void forEachJump(int dFirst, std::uint32_t pattern, int at, int gap, int step, Visit& visit) const
    {
        const int to = gap + 2 * step;
        if (to < 0 || to > pegs) {
            return;
        }
        const int across = gap + step;
        const int toPlace = place(to);
        if (across < first || across > last) {
            if (toPlace != at) {
                visit(dFirst, pattern, toPlace, 0, false);
            }
            return;
        }
        if (across > first && across < last) {
            const std::uint32_t left = (pattern >> (across - 1 - first)) & 1U;
            const std::uint32_t right = (pattern >> (across - first)) & 1U;
            const std::uint32_t swapped = pattern ^ (3U << (across - 1 - first));
            if (left == right) {
                visit(dFirst, pattern, toPlace, 1, true); // over two pegs of one colour
            } else if (fits(dFirst, swapped)) {
                visit(dFirst, swapped, toPlace, left == 1 ? 0 : 2, true);
            }
            return;
        }
        forEachJumpAtEnd(dFirst, pattern, toPlace, across, visit);
    }

    // At either end of the band one of the two pegs is outside the view and
    // may have either colour.
    template<typename Visit>
    void forEachJumpAtEnd(int dFirst, std::uint32_t pattern, int toPlace, int across, Visit& visit) const
    {
        visit(dFirst, pattern, toPlace, 1, true); // over two pegs of one colour
        if (across == first) {
            // Peg first - 1 is outside the view: blue (a removal when
            // s_first is red) or red (an addition when it is blue).
            const bool firstIsRed = (pattern & 1U) == 0;
            const int dAfter = firstIsRed ? dFirst - 1 : dFirst + 1;
            const std::uint32_t swapped = pattern ^ 1U;
            if (dAfter >= 0 && fits(dAfter, swapped)) {
                visit(dAfter, swapped, toPlace, firstIsRed ? 0 : 2, true);
            }
        } else {
            // across == last: peg `last` is outside the view.
            const std::uint32_t left = (pattern >> (bits - 1)) & 1U;
            const std::uint32_t swapped = pattern ^ (1U << (bits - 1));
            if (fits(dFirst, swapped)) {
                visit(dFirst, swapped, toPlace, left == 1 ? 0 : 2, true);
            }
        }
    }

    void build(const SearchGuard& guard)
    {
        // Every view's distance to the goal's view, by a search backwards
        // from it: each edge's reverse is an edge too (a removal's is the
        // addition, at cost 2 - 0; every other edge costs the same both
        // ways), so the edges out of a view, reversed, are the edges into it.
        std::uint32_t goalPattern = 0;
        for (int peg = first; peg < last; ++peg) {
            if (peg >= reds) {
                goalPattern |= 1U << (peg - first);
            }
        }
        constexpr std::uint16_t kFar = 0xFFFF;
        std::vector<std::uint16_t> found((static_cast<std::size_t>(dMax + 1) << bits) * static_cast<std::size_t>(places),
                                         kFar);
        std::array<std::vector<std::size_t>, 3> due; // by distance modulo 3 (edges cost at most 2)
        const std::size_t goal = index(0, goalPattern, place(reds));
        found[goal] = 0;
        due[0].push_back(goal);
        std::size_t settled = 0;
        for (int current = 0, idle = 0; idle < 3; ++current) {
            std::vector<std::size_t>& now = due[static_cast<std::size_t>(current % 3)];
            if (now.empty()) {
                ++idle;
                continue;
            }
            idle = 0;
            for (std::size_t k = 0; k < now.size(); ++k) { // edges of cost 0 append to `now`
                const std::size_t view = now[k];
                if (found[view] != current) {
                    continue;
                }
                if ((++settled & 0xFFFF) == 0) {
                    guard.checkCancel();
                }
                const int at = static_cast<int>(view % static_cast<std::size_t>(places));
                const std::size_t rest = view / static_cast<std::size_t>(places);
                const auto pattern = static_cast<std::uint32_t>(rest & lowBits(bits));
                const int dFirst = static_cast<int>(rest >> bits);
                forEachEdge(dFirst, pattern, at,
                            [&](int dBefore, std::uint32_t before, int beforeAt, int cost, bool ownedJump) {
                                const int reverse = (ownedJump && cost != 1) ? 2 - cost : cost;
                                const int reached = current + reverse;
                                const std::size_t from = index(dBefore, before, beforeAt);
                                if (reached < found[from]) {
                                    found[from] = static_cast<std::uint16_t>(reached);
                                    due[static_cast<std::size_t>(reached % 3)].push_back(from);
                                }
                            });
            }
            now.clear();
        }
        distance.resize(found.size());
        std::transform(found.begin(), found.end(), distance.begin(), [](std::uint16_t value) {
            return value == kFar ? kUnreached : static_cast<std::uint8_t>(std::min<int>(value, kLargestStored));
        });
    }
};

namespace {

// cap[gap]: the pairs (i, j) with i + j = gap - 1, 0 <= i < blues, 0 <= j < reds.
std::vector<int> diagonalCapacities(int blues, int reds)
{
    const int pegs = blues + reds;
    std::vector<int> cap(static_cast<std::size_t>(pegs) + 1);
    for (int gap = 0; gap <= pegs; ++gap) {
        cap[static_cast<std::size_t>(gap)] = std::max(0, std::min(blues - 1, gap - 1) - std::max(0, gap - reds) + 1);
    }
    return cap;
}

// The gap ranges of one partition: cuts at the gaps = offset (mod width); a
// band of a single gap joins the one before it (or after it, at the left end).
std::vector<std::pair<int, int>> bandRanges(int pegs, int width, int offset)
{
    std::vector<std::pair<int, int>> ranges;
    int begin = 0;
    for (int gap = 1; gap <= pegs + 1; ++gap) {
        if (gap == pegs + 1 || gap % width == ((offset % width) + width) % width) {
            ranges.emplace_back(begin, gap - 1);
            begin = gap;
        }
    }
    std::vector<std::pair<int, int>> merged;
    for (const auto& range : ranges) {
        if (!merged.empty() && (range.second == range.first || merged.back().second == merged.back().first)) {
            merged.back().second = range.second;
        } else {
            merged.push_back(range);
        }
    }
    return merged;
}

} // namespace

RowBands::Band RowBands::makeBand(int first, int last, int reds, const std::vector<int>& cap)
{
    Band band;
    band.pegs = static_cast<int>(cap.size()) - 1;
    band.reds = reds;
    band.first = first;
    band.last = last;
    band.bits = last - first;
    band.lastPlace = last + 2 <= band.pegs ? last : band.pegs;
    band.places = band.lastPlace - first + 1;
    band.dMax = cap[static_cast<std::size_t>(first)];
    const std::size_t patterns = std::size_t{1} << band.bits;
    band.lowest.resize(patterns);
    band.highest.resize(patterns);
    for (std::uint32_t pattern = 0; pattern < patterns; ++pattern) {
        int offsetHere = 0;
        int low = 0;
        int high = band.dMax;
        for (int gap = first; gap <= last; ++gap) {
            if (gap > first) {
                const int peg = gap - 1;
                offsetHere += static_cast<int>((pattern >> (peg - first)) & 1U) - (peg >= reds ? 1 : 0);
            }
            low = std::max(low, -offsetHere);
            high = std::min(high, cap[static_cast<std::size_t>(gap)] - offsetHere);
        }
        band.lowest[pattern] = static_cast<std::int8_t>(std::min(low, 127));
        band.highest[pattern] = static_cast<std::int8_t>(std::max(high, -1));
    }
    return band;
}

RowBands::RowBands(int blues, int reds, const SearchGuard& guard, int width, const std::vector<int>& offsets)
    : blues_(blues)
    , reds_(reds)
{
    const int pegs = blues + reds;
    if (blues < 1 || reds < 1 || pegs > 56 || width < kMinWidth || width > kMaxWidth) {
        throw InputError("row bands take 1 to 55 pegs a side, 56 in all, and widths " + std::to_string(kMinWidth)
                         + " to " + std::to_string(kMaxWidth));
    }
    const std::vector<int> cap = diagonalCapacities(blues, reds);
    std::size_t bytes = 0;
    for (const int offset : offsets) {
        std::vector<Band> partition;
        for (const auto& [first, last] : bandRanges(pegs, width, offset)) {
            Band band = makeBand(first, last, reds, cap);
            bytes += (static_cast<std::size_t>(band.dMax + 1) << band.bits) * static_cast<std::size_t>(band.places)
                     + 2 * band.lowest.size();
            if (bytes > guard.control().memoryCap) {
                throw LimitError("unknown within the limit: the row bands of " + std::to_string(blues) + " x "
                                 + std::to_string(reds) + " exceed the memory cap");
            }
            partition.push_back(std::move(band));
        }
        partitions_.push_back(std::move(partition));
    }
    buildAll(guard);
}

// The bands are independent: the guard's threads share them out.
void RowBands::buildAll(const SearchGuard& guard)
{
    std::vector<Band*> all;
    for (std::vector<Band>& partition : partitions_) {
        for (Band& band : partition) {
            all.push_back(&band);
        }
    }
    std::atomic<std::size_t> next{0};
    std::vector<std::exception_ptr> failures(static_cast<std::size_t>(std::max(1, guard.threads())));
    const auto work = [&](std::size_t self) {
        try {
            for (std::size_t at = next++; at < all.size(); at = next++) {
                all[at]->build(guard);
            }
        } catch (...) {
            failures[self] = std::current_exception();
            next = all.size();
        }
    };
    std::vector<std::thread> helpers;
    for (std::size_t t = 1; t < failures.size() && t < all.size(); ++t) {
        helpers.emplace_back(work, t);
    }
    work(0);
    for (std::thread& helper : helpers) {
        helper.join();
    }
    for (const std::exception_ptr& failure : failures) {
        if (failure) {
            std::rethrow_exception(failure);
        }
    }
}

RowBands::~RowBands() = default;
RowBands::RowBands(RowBands&&) noexcept = default;
RowBands& RowBands::operator=(RowBands&&) noexcept = default;

int RowBands::overhead(const PackedRow& row) const
{
    int best = 0;
    for (const std::vector<Band>& partition : partitions_) {
        int sum = 0;
        for (const Band& band : partition) {
            sum += band.distanceOf(row);
        }
        best = std::max(best, sum);
    }
    return best;
}

int RowBands::inversions(std::uint64_t blues, int pegs)
{
    int count = 0;
    int bluesSoFar = 0;
    for (int peg = 0; peg < pegs; ++peg) {
        if ((blues >> peg) & 1U) {
            ++bluesSoFar;
        } else {
            count += bluesSoFar;
        }
    }
    return count;
}

int RowBands::toGoal(const PackedRow& row) const { return inversions(row.blues, blues_ + reds_) + overhead(row); }

std::size_t RowBands::bytes() const
{
    std::size_t total = 0;
    for (const std::vector<Band>& partition : partitions_) {
        for (const Band& band : partition) {
            total += band.distance.size() + band.lowest.size() + band.highest.size();
        }
    }
    return total;
}

} // namespace leapfrog

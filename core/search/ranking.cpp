#include "ranking.h"

#include "model/errors.h"

#include <algorithm>
#include <string>

namespace leapfrog {

MultisetRanking::MultisetRanking(std::span<const int> counts)
{
    // Only the symbols up to the last one present take a column.
    std::size_t symbols = 0;
    for (std::size_t s = 0; s < counts.size() && s < kMaxSymbols; ++s) {
        if (counts[s] > 0) {
            symbols = s + 1;
        }
    }
    symbols = std::max<std::size_t>(symbols, 1);
    const std::uint32_t rowSize = static_cast<std::uint32_t>(symbols) + 2;
    rowArrangements_ = static_cast<std::uint32_t>(symbols) + 1;
    std::array<int, kMaxSymbols> count{};
    std::array<std::uint32_t, kMaxSymbols> radixStride{};
    std::uint64_t radix = 1;
    std::uint32_t fullIndex = 0;
    for (std::size_t s = 0; s < symbols; ++s) {
        count[s] = s < counts.size() ? counts[s] : 0;
        length_ += count[s];
        radixStride[s] = static_cast<std::uint32_t>(radix);
        fullIndex += static_cast<std::uint32_t>(count[s]) * radixStride[s];
        radix *= static_cast<std::uint64_t>(count[s] + 1);
        if (radix * rowSize > kMaxTableEntries) {
            throw LimitError("a board with " + std::to_string(length_) + " or more places and " + std::to_string(symbols)
                             + " kinds of piece has too many arrangements to number");
        }
    }
    for (std::size_t s = 0; s < symbols; ++s) {
        stride_[s] = radixStride[s] * rowSize;
    }
    full_ = fullIndex * rowSize;
    fillTable(symbols, count, radixStride, radix);
}

// Mixed-radix order visits every smaller remainder before a larger one,
// so each count is built from counts already known:
// arrangements(r) = sum over symbols s left in r of arrangements(r - e_s).
void MultisetRanking::fillTable(std::size_t symbols, const std::array<int, kMaxSymbols>& count,
                                const std::array<std::uint32_t, kMaxSymbols>& radixStride, std::uint64_t radix)
{
    const std::uint32_t rowSize = static_cast<std::uint32_t>(symbols) + 2;
    table_.assign(static_cast<std::size_t>(radix) * rowSize, 0);
    for (std::uint32_t index = 0; index < radix; ++index) {
        std::uint64_t* row = &table_[static_cast<std::size_t>(index) * rowSize];
        std::uint64_t total = 0;
        bool empty = true;
        bool overflow = false;
        for (std::size_t s = 0; s < symbols; ++s) {
            row[s] = total;
            const std::uint32_t left = index / radixStride[s] % static_cast<std::uint32_t>(count[s] + 1);
            if (left > 0) {
                empty = false;
                const std::uint64_t fewer = table_[static_cast<std::size_t>(index - radixStride[s]) * rowSize + symbols + 1];
                overflow = overflow || __builtin_add_overflow(total, fewer, &total);
            }
        }
        if (empty) {
            total = 1; // nothing left: the one empty arrangement
        }
        // Keep one bit spare so that rank arithmetic never wraps.
        if (overflow || total > ~std::uint64_t{0} >> 1) {
            throw LimitError("a board with " + std::to_string(length_)
                             + " places has too many arrangements to number in 64 bits");
        }
        row[symbols] = empty ? 0 : total;
        row[symbols + 1] = total;
    }
}

std::uint64_t MultisetRanking::rank(std::span<const std::uint8_t> symbols) const
{
    std::uint64_t rank = 0;
    std::uint32_t remaining = full_;
    for (const std::uint8_t symbol : symbols) {
        rank += contribution(remaining, symbol);
        remaining = after(remaining, symbol);
    }
    return rank;
}

void MultisetRanking::unrank(std::uint64_t rank, std::span<std::uint8_t> symbols) const
{
    std::uint32_t remaining = full_;
    for (std::uint8_t& symbol : symbols) {
        const int found = symbolAt(remaining, rank);
        symbol = static_cast<std::uint8_t>(found);
        remaining = after(remaining, found);
    }
}

} // namespace leapfrog

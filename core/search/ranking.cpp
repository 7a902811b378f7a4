#include "ranking.h"

#include "model/errors.h"

#include <string>

namespace leapfrog {

MultisetRanking::MultisetRanking(std::span<const int> counts)
{
    std::array<int, kMaxSymbols> count{};
    std::uint32_t radix = 1;
    for (std::size_t s = 0; s < kMaxSymbols; ++s) {
        count[s] = s < counts.size() ? counts[s] : 0;
        length_ += count[s];
        stride_[s] = radix;
        full_ += static_cast<std::uint32_t>(count[s]) * radix;
        radix *= static_cast<std::uint32_t>(count[s] + 1);
    }
    arrangements_.assign(radix, 0);
    offsets_.assign(static_cast<std::size_t>(radix) * (kMaxSymbols + 1), 0);
    // Mixed-radix order visits every smaller remainder before a larger one,
    // so each count is built from counts already known:
    // arrangements(r) = sum over symbols s left in r of arrangements(r - e_s).
    for (std::uint32_t index = 0; index < radix; ++index) {
        std::uint64_t* offsets = &offsets_[index * (kMaxSymbols + 1)];
        std::uint64_t total = 0;
        bool empty = true;
        bool overflow = false;
        for (std::size_t s = 0; s < kMaxSymbols; ++s) {
            offsets[s] = total;
            const std::uint32_t left = index / stride_[s] % static_cast<std::uint32_t>(count[s] + 1);
            if (left > 0) {
                empty = false;
                overflow = overflow || __builtin_add_overflow(total, arrangements_[index - stride_[s]], &total);
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
        arrangements_[index] = total;
        offsets[kMaxSymbols] = empty ? 0 : total;
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

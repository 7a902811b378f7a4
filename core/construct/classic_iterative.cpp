#include "classic_iterative.h"

namespace leapfrog {

ClassicIterative::ClassicIterative(int blue, int red, FirstMover first)
    : blue_(blue)
    , red_(red)
    , first_(first)
{
}

std::uint64_t ClassicIterative::length() const
{
    return std::uint64_t(blue_) * std::uint64_t(red_) + std::uint64_t(blue_) + std::uint64_t(red_);
}

void ClassicIterative::fill(std::span<std::uint32_t> holes) const
{
    std::uint32_t* out = holes.data();
    std::uint32_t hole = static_cast<std::uint32_t>(blue_);
    forEachRun([&](int delta, std::int64_t count) {
        // Unsigned wrap-around adds a negative delta exactly.
        const auto step = static_cast<std::uint32_t>(delta);
        for (std::int64_t k = 0; k < count; ++k) {
            hole += step;
            *out++ = hole;
        }
    });
}

} // namespace leapfrog

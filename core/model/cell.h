#pragma once
// What one hole holds. Two bits, so that positions pack 32 holes to a word.
#include <cstdint>
#include <optional>

namespace leapfrog {

enum class Cell : std::uint8_t { Empty = 0, Blue = 1, Red = 2, Yellow = 3 };

constexpr char cellChar(Cell cell)
{
    constexpr char chars[] = {'_', 'B', 'R', 'Y'};
    return chars[static_cast<int>(cell)];
}

constexpr std::optional<Cell> cellFromChar(char c)
{
    switch (c) {
    case '_': return Cell::Empty;
    case 'B': return Cell::Blue;
    case 'R': return Cell::Red;
    case 'Y': return Cell::Yellow;
    default: return std::nullopt;
    }
}

constexpr bool isPeg(Cell cell) { return cell != Cell::Empty; }

} // namespace leapfrog

#pragma once
// What one hole holds: nothing, a peg of a colour, or one of Dudeney's
// numbered frogs. Four bits, so that positions pack 16 holes to a word.
//
// The colours keep their values (Empty 0, Blue 1, Red 2, Yellow 3): the
// engine numbers positions by these values, and the colour boards use no
// other. Numbered frogs follow (frog k is cell 3 + k, k = 1 .. kMaxFrog);
// their text is the digit 1-9, then a, b, c for 10, 11, 12.
#include <array>
#include <cstdint>
#include <optional>

namespace leapfrog {

enum class Cell : std::uint8_t { Empty = 0, Blue = 1, Red = 2, Yellow = 3 };

// Largest frog number (dudeney:N has frogs 1..N).
inline constexpr int kMaxFrog = 12;
// Distinct cell values: empty, three colours, the frogs.
inline constexpr int kCellKinds = 4 + kMaxFrog;

// Frog `number` (1 .. kMaxFrog).
constexpr Cell frogCell(int number) { return static_cast<Cell>(3 + number); }
// The number a frog carries; 0 for an empty hole or a coloured peg.
constexpr int frogNumber(Cell cell)
{
    const int value = static_cast<int>(cell);
    return value > 3 ? value - 3 : 0;
}

// Every cell value, for counting the pieces of a position.
constexpr std::array<Cell, kCellKinds> allCells()
{
    std::array<Cell, kCellKinds> cells{};
    for (int value = 0; value < kCellKinds; ++value) {
        cells[static_cast<std::size_t>(value)] = static_cast<Cell>(value);
    }
    return cells;
}

constexpr char cellChar(Cell cell)
{
    constexpr char chars[] = {'_', 'B', 'R', 'Y', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'a', 'b', 'c'};
    static_assert(sizeof(chars) == kCellKinds);
    return chars[static_cast<int>(cell)];
}

constexpr std::optional<Cell> cellFromChar(char c)
{
    switch (c) {
    case '_': return Cell::Empty;
    case 'B': return Cell::Blue;
    case 'R': return Cell::Red;
    case 'Y': return Cell::Yellow;
    case 'a': return frogCell(10);
    case 'b': return frogCell(11);
    case 'c': return frogCell(12);
    default: break;
    }
    if (c >= '1' && c <= '9') {
        return frogCell(c - '0');
    }
    return std::nullopt;
}

constexpr bool isPeg(Cell cell) { return cell != Cell::Empty; }

} // namespace leapfrog

#pragma once
// A position: what each hole of a board holds, packed four bits a hole (a
// colour or one of Dudeney's numbered frogs, cell.h).
// Text form: one character per hole, `B`, `R`, `Y`, `_` or a frog's number
// (`BBB_RRR`, `_1234`).
#include "cell.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace leapfrog {

class Position {
public:
    Position() = default;
    explicit Position(int holeCount);

    int size() const { return holeCount_; }

    Cell at(int hole) const
    {
        const auto word = words_[static_cast<std::size_t>(hole) / kCellsPerWord];
        return static_cast<Cell>((word >> shift(hole)) & 15u);
    }

    void set(int hole, Cell cell)
    {
        auto& word = words_[static_cast<std::size_t>(hole) / kCellsPerWord];
        word = (word & ~(std::uint64_t{15} << shift(hole)))
             | (std::uint64_t{static_cast<std::uint8_t>(cell)} << shift(hole));
    }

    int count(Cell cell) const;
    // How many holes hold each cell value, indexed by the value.
    std::array<int, kCellKinds> counts() const;
    // The first empty hole at or after `from`, or -1.
    int findEmpty(int from = 0) const;

    std::string text() const;
    // Syntax only: every character must be a cell character. Throws InputError.
    static Position fromText(std::string_view text);

    // For hashing and fast comparison: the packed words.
    const std::vector<std::uint64_t>& words() const { return words_; }

    friend bool operator==(const Position&, const Position&) = default;

private:
    static constexpr int kCellsPerWord = 16;
    static int shift(int hole) { return 4 * (hole % kCellsPerWord); }

    int holeCount_ = 0;
    std::vector<std::uint64_t> words_;
};

} // namespace leapfrog

template<>
struct std::hash<leapfrog::Position> {
    std::size_t operator()(const leapfrog::Position& position) const noexcept
    {
        std::uint64_t h = 0x9e3779b97f4a7c15ull ^ static_cast<std::uint64_t>(position.size());
        for (const auto word : position.words()) {
            h ^= word + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
        }
        return static_cast<std::size_t>(h);
    }
};

#pragma once
// A compact, fixed-capacity position for the search engine's inner loops:
// one byte a hole and a bit mask of the empty holes, so that copying is a
// small memcpy, findEmpty is a count of trailing zeros, and nothing is
// allocated (Position keeps its words in a std::vector). It has Position's
// size(), at(), set() and findEmpty(), so the one implementation of the rules
// (model/rules.h forEachMove, playMove) runs on it unchanged.
#include "model/cell.h"
#include "model/position.h"

#include <array>
#include <bit>
#include <cstdint>

namespace leapfrog {

class CellArray {
public:
    // Boards the engine indexes: ranks of every arrangement must fit in 64
    // bits, which already bounds the holes well below this.
    static constexpr int kMaxHoles = 64;

    CellArray() = default;
    explicit CellArray(int holes)
        : size_(holes)
        , empty_(holes == kMaxHoles ? ~std::uint64_t{0} : (std::uint64_t{1} << holes) - 1)
    {
    }
    // Precondition: position.size() <= kMaxHoles.
    static CellArray from(const Position& position)
    {
        CellArray cells(position.size());
        for (int hole = 0; hole < position.size(); ++hole) {
            cells.set(hole, position.at(hole));
        }
        return cells;
    }
    Position toPosition() const
    {
        Position position(size_);
        for (int hole = 0; hole < size_; ++hole) {
            position.set(hole, at(hole));
        }
        return position;
    }

    int size() const { return size_; }
    Cell at(int hole) const { return static_cast<Cell>(cells_[static_cast<std::size_t>(hole)]); }
    void set(int hole, Cell cell)
    {
        cells_[static_cast<std::size_t>(hole)] = static_cast<std::uint8_t>(cell);
        const std::uint64_t bit = std::uint64_t{1} << hole;
        empty_ = cell == Cell::Empty ? (empty_ | bit) : (empty_ & ~bit);
    }
    // The first empty hole at or after `from`, or -1 (Position's contract).
    int findEmpty(int from = 0) const
    {
        if (from >= kMaxHoles) {
            return -1;
        }
        const std::uint64_t rest = empty_ >> from;
        return rest == 0 ? -1 : from + std::countr_zero(rest);
    }
    std::uint64_t emptyMask() const { return empty_; }

    friend bool operator==(const CellArray& a, const CellArray& b)
    {
        if (a.size_ != b.size_) {
            return false;
        }
        for (int hole = 0; hole < a.size_; ++hole) {
            if (a.cells_[static_cast<std::size_t>(hole)] != b.cells_[static_cast<std::size_t>(hole)]) {
                return false;
            }
        }
        return true;
    }

private:
    int size_ = 0;
    std::uint64_t empty_ = 0;
    std::array<std::uint8_t, kMaxHoles> cells_{};
};

} // namespace leapfrog

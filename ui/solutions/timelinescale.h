#pragma once
// A QSlider or QScrollBar holds an int; a solution may have more moves than
// that (classic:100000 has ten billion). Up to kMaxValue moves a value is a
// move; beyond, values spread evenly over the moves, and every value still
// names one move that maps back to it.
#include <QtGlobal>

#include <cstdint>

namespace leapfrog::ui {

class TimelineScale {
public:
    static constexpr int kMaxValue = 1 << 30;

    explicit TimelineScale(std::uint64_t length = 0)
        : length_(length)
    {
    }

    std::uint64_t length() const { return length_; }
    int maximum() const { return scaled() ? kMaxValue : static_cast<int>(length_); }

    // The move a value names (rounded up, so that valueOf() gives the value back).
    std::uint64_t moveAt(int value) const
    {
        if (!scaled()) {
            return static_cast<std::uint64_t>(qBound(0, value, maximum()));
        }
        const auto v = static_cast<Wide>(qBound(0, value, kMaxValue));
        return static_cast<std::uint64_t>((v * length_ + kMaxValue - 1) / kMaxValue);
    }

    // The value that shows a move (the last value at or before it).
    int valueOf(std::uint64_t move) const
    {
        move = move > length_ ? length_ : move;
        if (!scaled()) {
            return static_cast<int>(move);
        }
        return static_cast<int>(static_cast<Wide>(move) * kMaxValue / length_);
    }

private:
    __extension__ using Wide = unsigned __int128; // 2^30 times 10^10 overflows 64 bits

    bool scaled() const { return length_ > static_cast<std::uint64_t>(kMaxValue); }

    std::uint64_t length_;
};

} // namespace leapfrog::ui

#pragma once
// Places in a rank's slice (Partition::local) as the ranks send them to each
// other: each in the fewest whole bytes that hold the largest slice's places
// (4 bytes for classic:13 on 2 ranks, 5 for classic:17 on 4, 5 for y:10 on
// 256), little-endian, one after the other. Half or less of the 8-byte
// position numbers' traffic, and the receiver needs no division to find a
// place. The buffer keeps its memory from round to round (no page faults
// a round) and 8 spare bytes at its end, so that a number is written and read
// as one unaligned 8-byte word whatever its width.
#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <stdexcept>

namespace leapfrog::cluster {

// Bytes that hold every place below `places` (at least 1).
inline int placeWidth(std::uint64_t places)
{
    const int bits = places <= 1 ? 1 : std::bit_width(places - 1);
    return (bits + 7) / 8;
}

class PackedPlaces {
public:
    static constexpr std::size_t kSpare = 8;
    static constexpr std::size_t kLargest = std::size_t{1} << 40; // far above a round's buffers (8 MiB)

    explicit PackedPlaces(int width = 8) : width_(static_cast<std::size_t>(width)) {}

    std::size_t width() const { return width_; }
    std::size_t count() const { return used_ / width_; }
    std::size_t bytes() const { return used_; }
    const std::uint8_t* data() const { return storage_.get(); }
    std::uint8_t* data() { return storage_.get(); }

    void push(std::uint64_t place)
    {
        if (used_ + kSpare > capacity_) {
            grow(std::max<std::size_t>(4096, 2 * capacity_));
        }
        std::memcpy(storage_.get() + used_, &place, sizeof place); // little-endian: the low bytes first
        used_ += width_;
    }
    // The i-th number.
    std::uint64_t operator[](std::size_t i) const
    {
        std::uint64_t word = 0;
        std::memcpy(&word, storage_.get() + i * width_, sizeof word);
        return width_ == 8 ? word : word & ((std::uint64_t{1} << (8 * width_)) - 1);
    }
    // Room for `bytes` bytes written from outside (the exchange's receive
    // buffer), which become the contents; what was there is lost.
    void resizeBytes(std::size_t bytes)
    {
        if (bytes + kSpare > capacity_) {
            used_ = 0; // nothing to keep
            grow(bytes + kSpare);
        }
        used_ = bytes;
    }
    void append(const PackedPlaces& other)
    {
        if (other.used_ == 0) {
            return; // its storage may be null, which memcpy must not see
        }
        if (other.used_ > kLargest) { // never (rounds are bounded); the bound tells GCC the size is sane
            throw std::length_error("packed places beyond 1 TiB");
        }
        const std::size_t at = used_;
        if (at + other.used_ + kSpare > capacity_) {
            grow(std::max(2 * capacity_, at + other.used_ + kSpare));
        }
        std::copy_n(other.data(), other.used_, storage_.get() + at);
        used_ = at + other.used_;
    }
    void clear() { used_ = 0; }

private:
    void grow(std::size_t capacity)
    {
        std::unique_ptr<std::uint8_t[]> bigger(new std::uint8_t[capacity]);
        if (used_ > 0) {
            std::memcpy(bigger.get(), storage_.get(), used_);
        }
        storage_ = std::move(bigger);
        capacity_ = capacity;
    }

    std::size_t width_;
    std::unique_ptr<std::uint8_t[]> storage_;
    std::size_t capacity_ = 0;
    std::size_t used_ = 0;
};

} // namespace leapfrog::cluster

#include "checksum.h"

#include <bit>
#include <algorithm>
#include <cstring>

namespace leapfrog {

namespace {

constexpr std::uint64_t kPrime1 = 0x9E3779B185EBCA87ull;
constexpr std::uint64_t kPrime2 = 0xC2B2AE3D27D4EB4Full;
constexpr std::uint64_t kPrime3 = 0x165667B19E3779F9ull;
constexpr std::uint64_t kPrime4 = 0x85EBCA77C2B2AE63ull;
constexpr std::uint64_t kPrime5 = 0x27D4EB2F165667C5ull;

// Little-endian reads, whatever the machine (the cache files are little-endian).
template<typename T>
T readLittle(const std::byte* p)
{
    T v;
    std::memcpy(&v, p, sizeof v);
    if constexpr (std::endian::native == std::endian::big) {
        if constexpr (sizeof v == 8) {
            v = __builtin_bswap64(v);
        } else {
            v = __builtin_bswap32(v);
        }
    }
    return v;
}

std::uint64_t read64(const std::byte* p) { return readLittle<std::uint64_t>(p); }
std::uint32_t read32(const std::byte* p) { return readLittle<std::uint32_t>(p); }

std::uint64_t round(std::uint64_t lane, std::uint64_t input)
{
    return std::rotl(lane + input * kPrime2, 31) * kPrime1;
}

std::uint64_t merge(std::uint64_t hash, std::uint64_t lane)
{
    return (hash ^ round(0, lane)) * kPrime1 + kPrime4;
}

} // namespace

Checksum64::Checksum64(std::uint64_t seed)
    : seed_(seed)
    , lanes_{seed + kPrime1 + kPrime2, seed + kPrime2, seed, seed - kPrime1}
{
}

void Checksum64::add(std::span<const std::byte> bytes)
{
    total_ += bytes.size();
    const std::byte* p = bytes.data();
    std::size_t left = bytes.size();
    if (pendingSize_ > 0) {
        const std::size_t take = std::min(left, pending_.size() - pendingSize_);
        std::memcpy(pending_.data() + pendingSize_, p, take);
        pendingSize_ += take;
        p += take;
        left -= take;
        if (pendingSize_ < pending_.size()) {
            return;
        }
        for (std::size_t lane = 0; lane < 4; ++lane) {
            lanes_[lane] = round(lanes_[lane], read64(pending_.data() + 8 * lane));
        }
        pendingSize_ = 0;
    }
    while (left >= 32) {
        lanes_[0] = round(lanes_[0], read64(p));
        lanes_[1] = round(lanes_[1], read64(p + 8));
        lanes_[2] = round(lanes_[2], read64(p + 16));
        lanes_[3] = round(lanes_[3], read64(p + 24));
        p += 32;
        left -= 32;
    }
    std::memcpy(pending_.data(), p, left);
    pendingSize_ = left;
}

std::uint64_t Checksum64::value() const
{
    std::uint64_t hash = 0;
    if (total_ >= 32) {
        hash = std::rotl(lanes_[0], 1) + std::rotl(lanes_[1], 7) + std::rotl(lanes_[2], 12) + std::rotl(lanes_[3], 18);
        for (const std::uint64_t lane : lanes_) {
            hash = merge(hash, lane);
        }
    } else {
        hash = seed_ + kPrime5;
    }
    hash += total_;
    const std::byte* p = pending_.data();
    std::size_t left = pendingSize_;
    while (left >= 8) {
        hash = std::rotl(hash ^ round(0, read64(p)), 27) * kPrime1 + kPrime4;
        p += 8;
        left -= 8;
    }
    if (left >= 4) {
        hash = std::rotl(hash ^ (static_cast<std::uint64_t>(read32(p)) * kPrime1), 23) * kPrime2 + kPrime3;
        p += 4;
        left -= 4;
    }
    while (left > 0) {
        hash = std::rotl(hash ^ (static_cast<std::uint64_t>(*p) * kPrime5), 11) * kPrime1;
        ++p;
        --left;
    }
    hash ^= hash >> 33;
    hash *= kPrime2;
    hash ^= hash >> 29;
    hash *= kPrime3;
    hash ^= hash >> 32;
    return hash;
}

} // namespace leapfrog

#pragma once
// XXH64 (Yann Collet's xxHash, 64-bit variant), streaming: a fast,
// well-mixed checksum for the table cache, which must verify gigabytes in a
// second or two (SHA-1 would take ten times as long). Not a defence against
// tampering, only against damage: flipped bits, truncation, a file cut short
// or spliced. Output identical to the reference implementation (checked
// against its published values in tst_table_cache).
#include <array>
#include <cstddef>
#include <cstdint>
#include <span>

namespace leapfrog {

class Checksum64 {
public:
    explicit Checksum64(std::uint64_t seed = 0);
    void add(std::span<const std::byte> bytes);
    // The checksum of everything added so far (adding may go on afterwards).
    std::uint64_t value() const;

    static std::uint64_t of(std::span<const std::byte> bytes, std::uint64_t seed = 0)
    {
        Checksum64 sum(seed);
        sum.add(bytes);
        return sum.value();
    }

private:
    std::uint64_t seed_;
    std::array<std::uint64_t, 4> lanes_;
    std::array<std::byte, 32> pending_{}; // bytes not yet a full 32-byte stripe
    std::size_t pendingSize_ = 0;
    std::uint64_t total_ = 0;
};

} // namespace leapfrog

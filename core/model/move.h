#pragma once
// A move: `from` and `to` holes, 0-based in code, 1-based in text (`3-4`).
// For the pair-shift rules, the left holes of the pair before and after.
#include <cstdint>
#include <string>
#include <string_view>

namespace leapfrog {

struct Move {
    std::int32_t from = -1;
    std::int32_t to = -1;

    // Explicit operators, not <=>: Qt 6.4's moc cannot parse GCC 12's
    // <compare>, and headers with moves are seen by moc.
    friend bool operator==(const Move& a, const Move& b) { return a.from == b.from && a.to == b.to; }
    friend bool operator!=(const Move& a, const Move& b) { return !(a == b); }
    friend bool operator<(const Move& a, const Move& b) { return a.from != b.from ? a.from < b.from : a.to < b.to; }
};

// "3-4" for Move{2, 3}.
std::string moveText(Move move);
// Syntax only ("N-M", both positive integers); the variant checks the range.
// Throws InputError naming the bad text and the accepted form.
Move moveFromText(std::string_view text);

} // namespace leapfrog

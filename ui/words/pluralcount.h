#pragma once
// The count a translation's plural forms are chosen by (tr()'s n) for a
// count that may not fit an int, such as the number of optimal solutions.
// The count itself when it fits; beyond, a number of a million and more
// that ends in the same six digits: the plural rules look only at the last
// digits and at whether the count is small (one, two, a few), never at the
// digits above those.
#include "model/bigint.h"

#include <climits>
#include <cstdint>
#include <string>

namespace leapfrog::ui {

inline int pluralCount(const BigInt& count)
{
    if (count.fitsUint64() && count.toUint64() <= static_cast<std::uint64_t>(INT_MAX)) {
        return static_cast<int>(count.toUint64());
    }
    const std::string digits = count.toString();
    return 1000000 + std::stoi(digits.substr(digits.size() - 6));
}

} // namespace leapfrog::ui

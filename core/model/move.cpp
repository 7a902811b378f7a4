#include "move.h"

#include "errors.h"

#include <charconv>

namespace leapfrog {

std::string moveText(Move move)
{
    return std::to_string(move.from + 1) + "-" + std::to_string(move.to + 1);
}

namespace {

bool parseHole(std::string_view digits, std::int32_t& hole)
{
    if (digits.empty() || digits.size() > 9) {
        return false;
    }
    std::int32_t value = 0;
    const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
    if (error != std::errc{} || end != digits.data() + digits.size() || value < 1) {
        return false;
    }
    hole = value - 1;
    return true;
}

} // namespace

Move moveFromText(std::string_view text)
{
    const auto dash = text.find('-');
    Move move;
    if (dash == std::string_view::npos || !parseHole(text.substr(0, dash), move.from)
        || !parseHole(text.substr(dash + 1), move.to)) {
        throw InputError("bad move \"" + excerpt(text)
                         + "\"; expected FROM-TO with 1-based hole numbers, e.g. 3-4");
    }
    return move;
}

} // namespace leapfrog

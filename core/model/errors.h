#pragma once
// Errors that cross the core's boundary. Bad outside input (specs, positions,
// moves, save files) throws InputError with a one-line message that names the
// bad part and the accepted form; a request beyond a method's documented limit
// throws LimitError. Callers (CLI, window) show the message as it is.
#include <stdexcept>
#include <string>
#include <string_view>

namespace leapfrog {

class InputError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

class LimitError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// How much of a person's input a message quotes.
inline constexpr std::size_t kExcerptBytes = 48;

// A piece of a person's input for a message: as it is when short; else its
// start, marked as cut, with its length ("BBBBBBBB... (60001 characters)"),
// so that a refusal of a 60,001-character position is one readable line, not
// the position again.
inline std::string excerpt(std::string_view text)
{
    if (text.size() <= kExcerptBytes) {
        return std::string(text);
    }
    std::size_t cut = kExcerptBytes;
    while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) {
        --cut; // not inside a UTF-8 character
    }
    return std::string(text.substr(0, cut)) + "... (" + std::to_string(text.size()) + " characters)";
}

} // namespace leapfrog

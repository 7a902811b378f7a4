#pragma once
// Errors that cross the core's boundary. Bad outside input (specs, positions,
// moves, save files) throws InputError with a one-line message that names the
// bad part and the accepted form; a request beyond a method's documented limit
// throws LimitError. Callers (CLI, window) show the message as it is.
#include <stdexcept>
#include <string>

namespace leapfrog {

class InputError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

class LimitError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

} // namespace leapfrog

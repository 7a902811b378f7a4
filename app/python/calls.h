#pragma once
// How the module runs a call of the library: the keyword arguments every
// search takes (time_limit, memory, threads, table_cache, progress) read into
// leapfrog::Options, the call run with the interpreter's lock released and
// Ctrl+C cancelling it, and its refusals raised as Python exceptions.
#include <leapfrog/leapfrog.h>

#include <pybind11/pybind11.h>

#include <functional>
#include <optional>

namespace leapfrog::python {

namespace py = pybind11;

// The keyword arguments of a search, as given (None where not).
struct Limits {
    py::object timeLimit = py::none(); // seconds
    py::object memory = py::none();    // bytes, or "6.5G"
    int threads = 0;
    bool tableCache = true;
    py::object progress = py::none(); // called with a dict
};

// Runs `call` with `limits`, the lock released. A KeyboardInterrupt during
// it cancels the search and is raised once the search stopped, saying so;
// an exception raised by the progress callback stops the search and is
// raised; the library's refusals are raised as ValueError (registered with
// registerErrors). Call with the lock held.
void runSearch(const Limits& limits, const std::function<void(const Options&)>& call);

// leapfrog::Error -> ValueError with the CLI's reason.
void registerErrors();

// The docstring paragraph on the keyword arguments every search takes.
extern const char* const kLimitsDoc;

} // namespace leapfrog::python

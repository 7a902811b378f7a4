#include "calls.h"

#include "interrupt.h"

#include <atomic>
#include <string>

namespace leapfrog::python {

const char* const kLimitsDoc = R"(
Every search takes, as keywords, the limits leapfrog-cli's options give:
  time_limit   seconds the search may take before the answer is "unknown
               within the limit" (ValueError); None: none, as the
               command's default (it runs to the answer or the memory cap)
  memory       bytes the tables and searches may hold, an int or a size as
               --memory takes it ("6.5G", "512M"); None: what the machine gives
  threads      worker threads; 0: the cores this process may run on
  table_cache  read and keep big distance tables in the user's cache folder,
               as leapfrog-cli does without --no-cache (default True)
  progress     None, or a function called now and then with a dict (phase,
               layer, done, total); an exception it raises stops the search
               and is raised by the call
The interpreter's lock is released while the search runs, and Ctrl+C
(KeyboardInterrupt) cancels it.)";

namespace {

Options optionsOf(const Limits& limits)
{
    Options options;
    if (!limits.timeLimit.is_none()) {
        options.timeLimit = limits.timeLimit.cast<double>();
    }
    if (py::isinstance<py::str>(limits.memory)) {
        options.memory = parseMemorySize(limits.memory.cast<std::string>());
    } else if (!limits.memory.is_none()) {
        options.memory = limits.memory.cast<std::uint64_t>();
    }
    options.threads = limits.threads;
    options.tableCache = limits.tableCache;
    return options;
}

} // namespace

void runSearch(const Limits& limits, const std::function<void(const Options&)>& call)
{
    Options options = optionsOf(limits);
    std::atomic<bool> cancel{false};
    options.cancel = &cancel;
    std::optional<py::error_already_set> raised; // by the progress callback
    if (!limits.progress.is_none()) {
        options.progress = [&limits, &raised](const Progress& progress) {
            const py::gil_scoped_acquire lock;
            try {
                limits.progress(py::dict(py::arg("phase") = progress.phase, py::arg("layer") = progress.layer,
                                         py::arg("done") = progress.done, py::arg("total") = progress.total));
                return true;
            } catch (py::error_already_set& error) {
                raised = std::move(error);
                return false;
            }
        };
    }
    const InterruptCancels interrupts(cancel);
    try {
        const py::gil_scoped_release unlocked;
        call(options);
    } catch (const Error& error) {
        if (error.kind() != Error::Kind::Cancelled) {
            throw;
        }
        if (raised) {
            throw std::move(*raised);
        }
        if (interrupts.interrupted()) {
            PyErr_SetString(PyExc_KeyboardInterrupt, "leapfrog: the search was cancelled (Ctrl+C)");
            throw py::error_already_set();
        }
        throw;
    }
}

void registerErrors()
{
    py::register_exception_translator([](std::exception_ptr thrown) {
        try {
            if (thrown) {
                std::rethrow_exception(thrown);
            }
        } catch (const Error& error) {
            PyErr_SetString(PyExc_ValueError, error.what());
        }
    });
}

} // namespace leapfrog::python

#include "interrupt.h"

#include <pybind11/pybind11.h>

namespace leapfrog::python {

namespace {

// What the handler touches: lock-free atomics only (async-signal-safe).
std::atomic<std::atomic<bool>*> target{nullptr};
std::atomic<bool> fired{false};
static_assert(std::atomic<std::atomic<bool>*>::is_always_lock_free && std::atomic<bool>::is_always_lock_free);

extern "C" void onInterrupt(int /*signal*/)
{
    fired.store(true);
    if (std::atomic<bool>* flag = target.load()) {
        flag->store(true);
    }
}

// Python's own SIGINT behaviour is in force on this thread: KeyboardInterrupt.
bool pythonWouldInterrupt()
{
    namespace py = pybind11;
    const py::module_ threading = py::module_::import("threading");
    const py::module_ signal = py::module_::import("signal");
    const bool mainThread = threading.attr("current_thread")().is(threading.attr("main_thread")());
    return mainThread && signal.attr("getsignal")(signal.attr("SIGINT")).is(signal.attr("default_int_handler"));
}

} // namespace

InterruptCancels::InterruptCancels(std::atomic<bool>& cancel)
{
    if (!pythonWouldInterrupt()) {
        return;
    }
    struct sigaction action {};
    action.sa_handler = onInterrupt;
    sigemptyset(&action.sa_mask);
    installed_ = sigaction(SIGINT, &action, &previous_) == 0;
    if (!installed_) {
        return;
    }
    previousTarget_ = target.exchange(&cancel);
    if (previousTarget_ == nullptr && previous_.sa_handler != onInterrupt) {
        fired.store(false); // not inside another call's search (from a progress callback)
    }
    if (fired.load()) {
        cancel.store(true); // arrived before the flag was in place
    }
}

InterruptCancels::~InterruptCancels()
{
    if (installed_) {
        sigaction(SIGINT, &previous_, nullptr);
        target.store(previousTarget_);
    }
}

bool InterruptCancels::interrupted() const { return installed_ && fired.load(); }

} // namespace leapfrog::python

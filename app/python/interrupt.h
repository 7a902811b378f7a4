#pragma once
// Ctrl+C during a long search: while a call runs with the interpreter's lock
// released, SIGINT sets the search's cancel flag (the engine looks at it in
// its inner loops), instead of waiting, unseen, for the call to return.
// Installed only where Python itself would raise KeyboardInterrupt: on the
// main thread, with signal.default_int_handler in place; a program that
// handles SIGINT its own way keeps its handler.
#include <atomic>
#include <csignal>

namespace leapfrog::python {

class InterruptCancels {
public:
    // Call with the interpreter's lock held.
    explicit InterruptCancels(std::atomic<bool>& cancel);
    ~InterruptCancels(); // puts Python's handler back
    InterruptCancels(const InterruptCancels&) = delete;
    InterruptCancels& operator=(const InterruptCancels&) = delete;

    // Whether a SIGINT arrived while installed.
    bool interrupted() const;

private:
    bool installed_ = false;
    struct sigaction previous_ {};
    std::atomic<bool>* previousTarget_ = nullptr;
};

} // namespace leapfrog::python

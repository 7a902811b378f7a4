#include "control.h"

namespace leapfrog {

SearchGuard::SearchGuard(const SearchControl& control)
    : control_(control)
    , deadline_(control.budget >= kNoBudget ? std::chrono::steady_clock::time_point::max()
                                            : std::chrono::steady_clock::now() + control.budget)
{
}

void SearchGuard::checkCancel() const
{
    if (cancelled()) {
        throw Cancelled();
    }
}

void SearchGuard::report(const SearchProgress& progress, bool force)
{
    if (!control_.progress) {
        return;
    }
    const auto now = std::chrono::steady_clock::now();
    if (!force && now - lastReport_ < std::chrono::milliseconds(50)) {
        return;
    }
    lastReport_ = now;
    control_.progress(progress);
}

int SearchGuard::threads() const
{
    if (control_.threads > 0) {
        return control_.threads;
    }
    return machineThreads();
}

} // namespace leapfrog

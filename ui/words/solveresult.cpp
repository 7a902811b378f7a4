#include "solveresult.h"

#include <limits>
#include <tuple>

namespace leapfrog::ui {

namespace {

// 0 clean, 1 with hints, 2 with the solution shown: lower is better.
int assistance(const SolveResult& result) { return result.solutionShown ? 2 : result.hints > 0 ? 1 : 0; }


} // namespace

bool beats(const SolveResult& a, const SolveResult& b)
{
    // An unknown time sorts after every known one.
    const auto time = [](const SolveResult& r) { return r.milliseconds.value_or(std::numeric_limits<qint64>::max()); };
    return std::tuple(assistance(a), a.moves, time(a)) < std::tuple(assistance(b), b.moves, time(b));
}

bool sameStanding(const SolveResult& a, const SolveResult& b)
{
    return assistance(a) == assistance(b) && a.moves == b.moves;
}

} // namespace leapfrog::ui

#pragma once
// How a call of the public API runs inside the library: its Options become
// the engine's SearchControl (the CLI's limits and defaults), and the core's
// errors become the one public Error with the same one-line reason.
#include <leapfrog/leapfrog.h>

#include "model/bigint.h"
#include "model/errors.h"
#include "model/move.h"
#include "model/variant.h"
#include "search/control.h"

#include <atomic>
#include <chrono>
#include <new>
#include <string_view>
#include <utility>

namespace leapfrog::api {

// The engine's control for one call. The cancel flag is the caller's
// (Options::cancel) or the call's own; a progress callback that returns
// false sets it, so the search stops at its next look at the flag.
class CallControl {
public:
    // `defaultBudget`: the command's time limit when Options has none.
    CallControl(const Options& options, std::chrono::milliseconds defaultBudget);
    CallControl(const CallControl&) = delete;
    CallControl& operator=(const CallControl&) = delete;

    const SearchControl& control() const { return control_; }

private:
    std::atomic<bool> ownFlag_{false};
    SearchControl control_;
};

// The CLI's default budget of a search and of stats: none (an answer does
// not depend on the clock; --time-limit sets one).
inline constexpr std::chrono::milliseconds kCommandBudget = leapfrog::kNoBudget;
inline constexpr std::chrono::milliseconds kNoBudget = leapfrog::kNoBudget;

// `run()`, with the core's InputError, LimitError and Cancelled (and a
// failed allocation) thrown as Error.
template<typename Run>
auto translated(Run&& run) -> decltype(run())
{
    try {
        return std::forward<Run>(run)();
    } catch (const Error&) {
        throw;
    } catch (const InputError& error) {
        throw Error(Error::Kind::BadInput, error.what());
    } catch (const LimitError& error) {
        throw Error(Error::Kind::Limit, error.what());
    } catch (const Cancelled& error) {
        throw Error(Error::Kind::Cancelled, error.what());
    } catch (const std::bad_alloc&) {
        throw Error(Error::Kind::Limit, "out of memory; give a smaller memory cap (Options::memory) or a smaller board");
    }
}

Variant parseVariant(std::string_view spec); // throws InputError
Step stepOf(Move move);
Move moveOf(const Variant& variant, Step step); // range-checked as the CLI's moves; throws InputError
Integer integerOf(const BigInt& value);

} // namespace leapfrog::api

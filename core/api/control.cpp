#include "call.h"

#include "files/table_cache.h"
#include "search/machine_limits.h"
#include "search/table_store.h"

#include <memory>
#include <mutex>

#include <string>

namespace leapfrog::api {

namespace {

// The most threads --threads takes (app/cli/cli.cpp): far more than any
// machine's cores, few enough that a typo is caught rather than started.
constexpr int kMostThreads = 4096;

std::chrono::milliseconds budgetOf(const Options& options, std::chrono::milliseconds defaultBudget)
{
    if (!options.timeLimit) {
        return defaultBudget;
    }
    const double seconds = *options.timeLimit;
    if (!(seconds > 0 && seconds <= 1e6)) {
        throw InputError("bad time limit " + std::to_string(seconds)
                         + "; expected a positive number of seconds, e.g. 60");
    }
    return std::chrono::milliseconds(static_cast<long long>(seconds * 1000));
}

int threadsOf(const Options& options)
{
    if (options.threads < 0 || options.threads > kMostThreads) {
        throw InputError("bad threads " + std::to_string(options.threads) + "; expected a whole number from 1 to "
                         + std::to_string(kMostThreads) + " (0: the cores this process may run on)");
    }
    return options.threads > 0 ? options.threads : machineThreads();
}

std::size_t memoryOf(const Options& options)
{
    if (options.memory && *options.memory == 0) {
        throw InputError("bad memory 0; expected a size in bytes or with K, M, G or T, e.g. 48G, 512M, 6.5G");
    }
    return static_cast<std::size_t>(options.memory.value_or(machineMemoryCap()));
}

// The kept tables (files/table_cache.h), as the CLI keeps them unless
// --no-cache. The engine takes its store when it is made, from the process's
// default store: one cache for the process, installed at the first call
// that wants it and taken away for a call that does not.
void useTableCache(bool wanted)
{
    static std::mutex mutex;
    static std::shared_ptr<TableCache> cache;
    const std::lock_guard lock(mutex);
    if (!wanted) {
        setDefaultTableStore(nullptr);
    } else if (!cache) {
        cache = installTableCache();
    } else {
        setDefaultTableStore(cache);
    }
}

} // namespace

CallControl::CallControl(const Options& options, std::chrono::milliseconds defaultBudget)
{
    control_.budget = budgetOf(options, defaultBudget);
    control_.memoryCap = memoryOf(options);
    control_.threads = threadsOf(options);
    std::atomic<bool>* flag = options.cancel ? options.cancel : &ownFlag_;
    control_.cancel = flag;
    useTableCache(options.tableCache);
    if (options.progress) {
        control_.progress = [flag, callback = options.progress](const SearchProgress& progress) {
            if (!progress.route.empty()) {
                return; // the route's words are leapfrog-cli's --progress; a Progress has no place for them
            }
            if (!callback(Progress{progress.phase, progress.layer, progress.done, progress.total})) {
                flag->store(true);
            }
        };
    }
}

Variant parseVariant(std::string_view spec) { return Variant::parse(spec); }

Step stepOf(Move move) { return Step{move.from + 1, move.to + 1}; }

Move moveOf(const Variant& variant, Step step) { return variant.parseMove(toString(step)); }

Integer integerOf(const BigInt& value) { return Integer::fromString(value.toString()); }

} // namespace leapfrog::api

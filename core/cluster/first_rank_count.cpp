#include "first_rank_count.h"

#include "distributed_count.h"

#include "construct/constructions.h"
#include "model/errors.h"

#include <cstdlib>
#include <sstream>

namespace leapfrog::cluster {

namespace {

constexpr const char* kShared = "shared";

// Test hook: LEAPFROG_CLUSTER_LAYERED_FROM=N sends boards of more than N
// positions (rather than kEagerTablePositions) to the layered search, so
// that the tests' small boards take the shared search. leapfrog-cli answers
// them from its table: the same numbers, method "search" both.
std::uint64_t layeredFrom()
{
    const char* asked = std::getenv("LEAPFROG_CLUSTER_LAYERED_FROM");
    return asked != nullptr ? std::strtoull(asked, nullptr, 10) : kEagerTablePositions;
}

// The answer as one line: "ok MINIMUM|none SOLUTIONS METHOD", or
// "limit|input|cancelled MESSAGE", or "shared" where leapfrog-cli would count
// by the layered search, which the ranks then share.
std::string countOnThisRank(const Variant& variant, const SearchControl& control)
{
    try {
        SearchEngine engine(variant, SearchEngine::Strategy::Auto, constructedOptimalSolutions);
        if (countsByLayeredSearch(engine, control, layeredFrom())) {
            return kShared;
        }
        const OptimalCount counted = countOptimalSolutions(engine, control);
        return "ok " + (counted.minimum ? std::to_string(*counted.minimum) : std::string("none")) + ' '
               + counted.solutions.toString() + ' ' + counted.method;
    } catch (const LimitError& error) {
        return std::string("limit ") + error.what();
    } catch (const InputError& error) {
        return std::string("input ") + error.what();
    } catch (const Cancelled&) {
        return "cancelled";
    }
}

} // namespace

OptimalCount countOnCluster(const Variant& variant, const SearchControl& control, Communicator& communicator,
                            CountWork* work, const std::function<void(const std::string&)>& note)
{
    std::string answer = communicator.rank() == 0 ? countOnThisRank(variant, control) : std::string();
    communicator.broadcast(answer);
    if (answer == kShared) {
        try {
            return distributedCount(variant, control, communicator, work, note);
        } catch (const LimitError& error) {
            return countAfterSearchLimit(variant, error); // as leapfrog-cli: a theorem's count, or its refusal
        }
    }
    const std::string kind = answer.substr(0, answer.find(' '));
    const std::string rest = answer.size() > kind.size() ? answer.substr(kind.size() + 1) : std::string();
    if (kind == "limit") {
        throw LimitError(rest);
    }
    if (kind == "input") {
        throw InputError(rest);
    }
    if (kind == "cancelled") {
        throw Cancelled();
    }
    std::istringstream in(rest);
    std::string minimum;
    std::string solutions;
    OptimalCount counted;
    in >> minimum >> solutions >> counted.method;
    if (minimum != "none") {
        counted.minimum = std::stoll(minimum);
    }
    counted.solutions = BigInt::fromString(solutions);
    return counted;
}

} // namespace leapfrog::cluster

#include "first_rank_count.h"

#include "construct/constructions.h"
#include "model/errors.h"

#include <sstream>

namespace leapfrog::cluster {

namespace {

// The answer as one line: "ok MINIMUM|none SOLUTIONS METHOD", or
// "limit|input|cancelled MESSAGE".
std::string countOnThisRank(const Variant& variant, const SearchControl& control)
{
    try {
        SearchEngine engine(variant, SearchEngine::Strategy::Auto, constructedOptimalSolutions);
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

OptimalCount countOnFirstRank(const Variant& variant, const SearchControl& control, Communicator& communicator)
{
    std::string answer = communicator.rank() == 0 ? countOnThisRank(variant, control) : std::string();
    communicator.broadcast(answer);
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

// The public value types: the error, the big integer, the moves, and the
// readers of specs, moves and memory sizes.
#include "call.h"

#include "catalog/requests.h"
#include "search/machine_limits.h"

#include <ostream>
#include <string_view>

namespace leapfrog {

// The header's version is the project's (CMakeLists.txt's project()): a
// release that changes one and not the other does not build.
static_assert(std::string_view(LEAPFROG_VERSION_STRING) == std::string_view(LEAPFROG_VERSION),
              "leapfrog.h's LEAPFROG_VERSION_* must be the project's version");

std::string_view libraryVersion() { return LEAPFROG_VERSION; }

Error::Error(Kind kind, const std::string& reason)
    : std::runtime_error(reason)
    , kind_(kind)
{
}

Integer::Integer(std::uint64_t value)
    : digits_(std::to_string(value))
{
}

Integer Integer::fromString(std::string_view decimal)
{
    Integer value;
    value.digits_ = api::translated([&] { return BigInt::fromString(decimal).toString(); });
    return value;
}

bool Integer::fitsUint64() const { return BigInt::fromString(digits_).fitsUint64(); }

std::uint64_t Integer::toUint64() const
{
    const BigInt value = BigInt::fromString(digits_);
    if (!value.fitsUint64()) {
        throw Error(Error::Kind::Limit, digits_ + " does not fit 64 bits");
    }
    return value.toUint64();
}

std::ostream& operator<<(std::ostream& out, const Integer& value) { return out << value.toString(); }

std::string toString(Step step) { return std::to_string(step.from) + '-' + std::to_string(step.to); }

std::ostream& operator<<(std::ostream& out, Step step) { return out << toString(step); }

std::vector<Step> parseMoves(std::string_view variant, std::string_view text)
{
    return api::translated([&] {
        std::vector<Step> steps;
        for (const Move move : parseMoveList(api::parseVariant(variant), text)) {
            steps.push_back(api::stepOf(move));
        }
        return steps;
    });
}

std::uint64_t parseMemorySize(std::string_view text)
{
    const std::optional<std::uint64_t> bytes = parseByteSize(text);
    if (!bytes) {
        throw Error(Error::Kind::BadInput, "bad memory size \"" + std::string(text)
                                               + "\"; expected a size in bytes or with K, M, G or T, e.g. 48G, 512M, 6.5G");
    }
    return *bytes;
}

namespace {

std::string familyName(Family family)
{
    switch (family) {
    case Family::Classic: return "classic";
    case Family::Strict: return "strict";
    case Family::Pairs: return "pairs";
    case Family::Y: return "y";
    case Family::Branch: return "branch";
    case Family::Row: return "row";
    case Family::Dudeney: return "dudeney";
    case Family::Grid: return "grid";
    }
    return "row";
}

} // namespace

VariantInfo describe(std::string_view spec)
{
    return api::translated([&] {
        const Variant variant = api::parseVariant(spec);
        return VariantInfo{variant.spec(),          familyName(variant.family()), variant.holeCount(),
                           variant.start().text(), variant.goal().text(),        variant.provenMinimum()};
    });
}

} // namespace leapfrog

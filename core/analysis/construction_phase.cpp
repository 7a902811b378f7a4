#include "construction_phase.h"

#include "construct/constructions.h"

#include <map>
#include <mutex>
#include <string>

namespace leapfrog {

namespace {

bool isJump(char letter) { return letter == 'J' || letter == 'j'; }

std::optional<PhaseBounds> scanPhases(const Variant& variant)
{
    if (!variant.hasNotation()) {
        return std::nullopt;
    }
    const auto solutions = constructedOptimalSolutions(variant);
    if (solutions.empty() || solutions.front()->length() > kMaxPhaseWord) {
        return std::nullopt;
    }
    const Solution& solution = *solutions.front();
    PhaseBounds bounds;
    bounds.length = solution.length();
    std::uint64_t longest = 0;
    std::uint64_t firstLongestBegin = 0;
    std::uint64_t lastLongestEnd = 0;
    std::uint64_t runBegin = 0;
    char runLetter = 0;
    for (std::uint64_t i = 0; i <= bounds.length; ++i) {
        const char letter = i < bounds.length ? solution.letterAt(i).value_or('?') : 0;
        if (letter == '?') {
            return std::nullopt;
        }
        if (runLetter != 0 && letter != runLetter) { // a run of jumps ends before i
            const std::uint64_t runLength = i - runBegin;
            if (runLength > longest) {
                longest = runLength;
                firstLongestBegin = runBegin;
            }
            if (runLength == longest) {
                lastLongestEnd = i;
            }
            runLetter = 0;
        }
        if (i < bounds.length && isJump(letter) && runLetter == 0) {
            runLetter = letter;
            runBegin = i;
        }
    }
    if (longest == 0) {
        return std::nullopt;
    }
    const bool stepLeadsIn = firstLongestBegin > 0 && !isJump(solution.letterAt(firstLongestBegin - 1).value_or('J'));
    bounds.middleBegin = firstLongestBegin - (stepLeadsIn ? 1 : 0);
    bounds.closingBegin = lastLongestEnd;
    return bounds;
}

} // namespace

std::optional<PhaseBounds> constructionPhases(const Variant& variant)
{
    static std::mutex mutex;
    static std::map<std::string, std::optional<PhaseBounds>> known;
    const std::lock_guard lock(mutex);
    const auto [at, fresh] = known.try_emplace(variant.spec());
    if (fresh) {
        at->second = scanPhases(variant);
    }
    return at->second;
}

std::optional<clause::Phase> phaseClause(const Variant& variant, int index)
{
    const auto bounds = constructionPhases(variant);
    if (!bounds || index < 0 || static_cast<std::uint64_t>(index) >= bounds->length) {
        return std::nullopt;
    }
    return clause::Phase{bounds->phaseOf(static_cast<std::uint64_t>(index)), index + 1,
                         static_cast<int>(bounds->length)};
}

} // namespace leapfrog

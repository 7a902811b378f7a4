#include "solution_word.h"

#include "model/notation.h"
#include "model/rules.h"

#include <algorithm>

namespace leapfrog {

namespace {

constexpr std::uint64_t kCheckEvery = 1u << 16;

bool stopped(const std::atomic<bool>* cancel) { return cancel && cancel->load(std::memory_order_relaxed); }

} // namespace

RunWord solutionWord(const Variant& variant, const Solution& solution, const std::atomic<bool>* cancel,
                     const std::function<void(std::uint64_t)>& progress)
{
    RunWord word;
    const std::uint64_t length = solution.length();
    // Constructions know their letters; others are replayed.
    const bool known = length > 0 && solution.letterAt(0).has_value();
    Position position = variant.start();
    for (std::uint64_t i = 0; i < length; ++i) {
        if (i % kCheckEvery == 0 && i > 0) {
            if (stopped(cancel)) {
                return {};
            }
            if (progress) {
                progress(i);
            }
        }
        if (known) {
            word.append(*solution.letterAt(i));
            continue;
        }
        const Move move = solution.moveAt(i);
        word.append(notationLetter(position, move).value_or(kNoLetter));
        applyMoveInPlace(variant.rules(), position, move);
    }
    return word;
}

WordIndex::WordIndex(RunWord word)
    : word_(std::move(word))
{
    starts_.reserve(word_.runs().size());
    std::uint64_t start = 0;
    for (const LetterRun& run : word_.runs()) {
        starts_.push_back(start);
        start += run.count;
    }
}

std::size_t WordIndex::runOf(std::uint64_t index) const
{
    const auto after = std::upper_bound(starts_.begin(), starts_.end(), index);
    return static_cast<std::size_t>(after - starts_.begin()) - 1;
}

} // namespace leapfrog

#include "prepared_solution.h"

#include <algorithm>

namespace leapfrog {

namespace {

// Progress reports while building the checkpoints.
constexpr std::uint64_t kProgressSteps = 50;

} // namespace

std::optional<PreparedSolution> prepareSolution(const Variant& variant, std::shared_ptr<const Solution> solution,
                                                std::optional<RunWord> spelled, const std::atomic<bool>& cancel,
                                                const std::function<void(int percent)>& progress)
{
    const std::uint64_t length = solution->length();
    PreparedSolution prepared{std::make_shared<Timeline>(variant, solution), nullptr};
    if (spelled) {
        prepared.word = std::make_shared<const WordIndex>(std::move(*spelled));
    }
    // The checkpoints, then (when it must be read) the word: half the work each.
    const bool reading = variant.hasNotation() && !spelled;
    const std::uint64_t chunk = std::max<std::uint64_t>(prepared.timeline->stride(), length / kProgressSteps);
    for (std::uint64_t done = 0; done < length;) {
        done = std::min(length, done + chunk);
        prepared.timeline->positionAt(done);
        if (cancel.load()) {
            return std::nullopt;
        }
        if (progress) {
            progress(static_cast<int>(done * (reading ? 50 : 100) / length));
        }
    }
    if (reading) {
        const auto wordProgress = [&](std::uint64_t read) {
            if (progress) {
                progress(50 + static_cast<int>(read * 50 / length));
            }
        };
        RunWord runs = solutionWord(variant, *solution, &cancel, wordProgress);
        if (cancel.load()) {
            return std::nullopt;
        }
        prepared.word = std::make_shared<const WordIndex>(std::move(runs));
        if (progress) {
            progress(100); // the word reports only every so many moves
        }
    }
    return prepared;
}

} // namespace leapfrog

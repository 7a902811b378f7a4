#include "solvability.h"

#include "catalog/exact_search.h"
#include "search/control.h"


#include <map>
#include <mutex>
#include <string>

namespace leapfrog::ui {

namespace {

// Small boards settle in milliseconds; the budget only guards a surprise.
constexpr std::chrono::milliseconds kQuickBudget{500};

} // namespace

std::optional<QString> whyUnsolvable(const Variant& variant)
{
    if (variant.board().holeCount() > kQuickSolvabilityHoles) {
        return std::nullopt;
    }
    static std::mutex mutex;
    static std::map<std::string, bool> known; // spec -> solvable
    const std::lock_guard lock(mutex);
    auto found = known.find(variant.spec());
    if (found == known.end()) {
        bool solvable = true; // when in doubt, offer the help: it says so itself if it fails
        try {
            SearchControl control;
            control.budget = kQuickBudget;
            solvable = ExactSearch(variant).bestMoves(variant.start(), control).has_value();
        } catch (const std::exception&) {
        }
        found = known.emplace(variant.spec(), solvable).first;
    }
    return found->second ? std::nullopt : std::optional<QString>(unsolvableSentence());
}

} // namespace leapfrog::ui

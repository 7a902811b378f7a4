#include "findings.h"

#include "catalog/solve.h"

namespace leapfrog::ui {

Answer answerFor(const Variant& variant, const SearchControl& control)
{
    const Solved solved = solveVariant(variant, Method::Auto, std::nullopt, control);
    if (!solved.solution) {
        return {};
    }
    return {static_cast<int>(solved.solution->length()), countKinds(variant, *solved.solution)};
}

Finding findingOf(const SolveResult& best)
{
    Finding finding;
    finding.source = Source::Solved;
    finding.moves = best.moves;
    finding.minimum = best.minimum;
    if (best.slides && best.jumps) {
        finding.kinds = MoveKinds{*best.slides, *best.jumps};
    }
    finding.hints = best.hints;
    return finding;
}

Finding findingOf(const Answer& answer)
{
    Finding finding;
    finding.source = Source::Revealed;
    finding.moves = answer.minimum;
    finding.minimum = answer.minimum;
    finding.kinds = answer.kinds;
    return finding;
}

Finding findingOf(const SolveResult& best, const Answer& answer)
{
    Finding finding = findingOf(best);
    if (answer.minimum) {
        finding.minimum = answer.minimum; // the engine's word, whatever the record book knew
    }
    if (!finding.optimal()) {
        finding.revealed = answer;
    }
    return finding;
}

} // namespace leapfrog::ui

#include "hintchoice.h"

#include "words/hinttexts.h"
#include "words/plainverdict.h"

#include <algorithm>
#include <vector>

namespace leapfrog::ui {

bool undoesLastMove(const HintGame& game, Move move)
{
    return game.beforeLastMove && applyMove(game.rules, game.now, move) == *game.beforeLastMove;
}

HintChoice chooseHint(const HintGame& game, std::span<const HintCandidate> best)
{
    const auto doubt = [&game](const HintCandidate& candidate) {
        const bool ownColour = candidate.category == Category::HomoJump;
        const bool backward
            = candidate.category == Category::BackwardStep || candidate.category == Category::BackwardJump;
        return 4 * int{ownColour} + 2 * int{backward} + int{!undoesLastMove(game, candidate.move)};
    };
    HintChoice choice;
    choice.move = std::ranges::min_element(best, {}, doubt)->move;
    choice.undoesLastMove = undoesLastMove(game, choice.move);
    choice.undoAsGood = !choice.undoesLastMove && std::ranges::any_of(best, [&game](const HintCandidate& candidate) {
        return undoesLastMove(game, candidate.move);
    });
    return choice;
}

QString hintReason(const HintGame& game, const HintChoice& choice, const Verdict* verdict)
{
    if (choice.undoesLastMove) {
        return hintUndoesText(game.lastMoveWasFirstSlip);
    }
    const QString reason = verdict ? plainVerdict(*verdict, std::vector<Move>{}) : hintFromSearchReason();
    return choice.undoAsGood ? reason + QLatin1Char(' ') + hintUndoDoesBetterText(game.lastMoveWasFirstSlip) : reason;
}

} // namespace leapfrog::ui

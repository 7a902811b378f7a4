#include "announcement.h"

#include "words/announcements.h"
#include "words/texts.h"
#include "look/verdictstyle.h"

#include "model/rules.h"

namespace leapfrog::ui {

namespace {

// The moves that would have kept the shortest finish instead of a mistake,
// described as the move itself is ("the red peg in hole 4 to hole 3").
QStringList betterMovesSaid(const GameModel& model, const Verdict* verdict)
{
    if (verdict == nullptr || !isMistake(flagOf(verdict))) {
        return {};
    }
    const Position& before = model.positionBeforeLast();
    QStringList said;
    for (const Move move : model.bestMovesBefore(model.records().size() - 1)) {
        said << describeMove(before, applyMove(model.variant().rules(), before, move));
    }
    return said;
}

QString lastMoveSentence(const GameModel& model)
{
    const Verdict* verdict = model.lastVerdict();
    return moveSentence(model.records().size(), describeMove(model.positionBeforeLast(), model.position()),
                        flagLabel(verdict), verdict, betterMovesSaid(model, verdict));
}

} // namespace

QString moveAnnouncement(const GameModel& model, bool undone)
{
    const Game& game = model.game();
    if (model.records().empty()) {
        return undonePrefix(undone) + goalSentence(model.variant());
    }
    QString text = undonePrefix(undone) + lastMoveSentence(model);
    if (game.isWon()) {
        const Outcome outcome = outcomeOf(game, model.minimum(), model.solutionShown(), model.hintsUsed());
        text += QLatin1Char(' ') + asSentence(outcome.title) + QLatin1Char(' ') + asSentence(outcome.detail);
    }
    return text;
}

} // namespace leapfrog::ui

#include "announcement.h"

#include "words/announcements.h"
#include "words/texts.h"
#include "verdictstyle.h"

namespace leapfrog::ui {

namespace {

QString lastMoveSentence(const GameModel& model)
{
    const Verdict* verdict = model.lastVerdict();
    return moveSentence(model.records().size(), describeMove(model.positionBeforeLast(), model.position()),
                        flagLabel(verdict), verdict);
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

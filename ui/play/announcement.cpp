#include "announcement.h"

#include "words/reasontext.h"
#include "words/texts.h"
#include "verdictstyle.h"

#include <QCoreApplication>

namespace leapfrog::ui {

namespace {

// The context its words are translated in (lupdate reads AnnouncementText::tr).
struct AnnouncementText {
    Q_DECLARE_TR_FUNCTIONS(Announcement)
};

QString lastMoveSentence(const GameModel& model)
{
    const std::size_t count = model.records().size();
    const Verdict* verdict = model.lastVerdict();
    QString heading = AnnouncementText::tr("Move %1: %2")
                          .arg(countText(count))
                          .arg(describeMove(model.positionBeforeLast(), model.position()));
    if (const QString label = flagLabel(verdict); !label.isEmpty()) {
        heading += QStringLiteral(", ") + label;
    }
    // A reason is a whole sentence already, with the language's own full stop.
    const QString reason = verdict ? reasonText(*verdict)
                                   : AnnouncementText::tr("Its verdict is not known yet: the board is being analysed.");
    return asSentence(heading) + QLatin1Char(' ') + reason;
}

} // namespace

QString moveAnnouncement(const GameModel& model, bool undone)
{
    const Game& game = model.game();
    if (model.records().empty()) {
        return (undone ? AnnouncementText::tr("Move undone. ") : QString()) + goalSentence(model.variant());
    }
    QString text = (undone ? AnnouncementText::tr("Move undone. ") : QString()) + lastMoveSentence(model);
    if (game.isWon()) {
        const Outcome outcome = outcomeOf(game, model.minimum(), model.solutionShown(), model.hintsUsed());
        text += QLatin1Char(' ') + asSentence(outcome.title) + QLatin1Char(' ') + asSentence(outcome.detail);
    }
    return text;
}

} // namespace leapfrog::ui

#include "hinttexts.h"

#include "texts.h"

#include <QCoreApplication>

namespace leapfrog::ui {

namespace {

// The context its words are translated in (lupdate reads HintText::tr): the
// class that said them first, so the finished translations stay.
struct HintText {
    Q_DECLARE_TR_FUNCTIONS(leapfrog::ui::PlayController)
};

} // namespace

QString hintOutOfTimeText()
{
    return HintText::tr("No hint yet: the search stopped at its time limit. The panel offers to keep searching.");
}

QString hintFailedText(const QString& why) { return HintText::tr("No hint: %1").arg(asSentence(why)); }

QString hintSearchingText() { return HintText::tr("Looking for the best move from here…"); }

QString hintUnreachableText()
{
    return HintText::tr("No hint: the goal cannot be reached from here. Undo a move or two.");
}

QString hintStatusText(const QString& described)
{
    return HintText::tr("Hint: move %1. Press H again to make it.").arg(described);
}

QString hintHeading(const QString& described) { return HintText::tr("Hint: %1").arg(described); }

QString hintFromSearchReason()
{
    return HintText::tr("An exact search from here finds it on a shortest way to the goal.");
}

QString hintUndoesText(bool backToFewest)
{
    return backToFewest ? HintText::tr("It takes back your last move, the one that lost the shortest finish: no other "
                                       "move leaves fewer moves to the goal. Undo (Ctrl+Z) takes it back without "
                                       "counting a move, and the game can again end in the fewest moves.")
                        : HintText::tr("It takes back your last move: no other move leaves fewer moves to the goal. "
                                       "Undo (Ctrl+Z) takes it back without counting a move.");
}

QString hintUndoDoesBetterText(bool backToFewest)
{
    return backToFewest ? HintText::tr("Undo (Ctrl+Z) does better: it takes back your last move, the one that lost the "
                                       "shortest finish, without counting a move, and the game can again end in the "
                                       "fewest moves.")
                        : HintText::tr("Undo (Ctrl+Z) does better: it takes back your last move without counting a "
                                       "move, so the game ends two moves sooner than with the hinted move.");
}

QString alreadySolvedText() { return HintText::tr("Already solved."); }

QString coachLine(const QString& warning) { return HintText::tr("Coach: %1").arg(warning); }

} // namespace leapfrog::ui

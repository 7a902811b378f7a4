#include "statustexts.h"

#include "illegaltext.h"

#include <QCoreApplication>

namespace leapfrog::ui {

namespace {

// The context its words are translated in (lupdate reads StatusText::tr): the
// class that said them first, so the finished translations stay.
struct StatusText {
    Q_DECLARE_TR_FUNCTIONS(leapfrog::ui::PlayController)
};

} // namespace

QString boardAccessibleName(const Variant& variant)
{
    return StatusText::tr("Board, %1").arg(QString::fromStdString(variant.spec()));
}

QString pairShiftedText()
{
    return StatusText::tr("The pair moved at your first click: a peg with only one partner shifts at once.");
}

QString choiceCancelledText() { return StatusText::tr("Choice cancelled."); }

QString solvedAdvice(bool fewestMoves, bool challenge)
{
    if (fewestMoves) {
        return challenge ? StatusText::tr("Solved in the fewest moves! Take a new challenge from the banner.")
                         : StatusText::tr("Solved in the fewest moves! Start a new game (Ctrl+N).");
    }
    return challenge
               ? StatusText::tr("Solved! Take a new challenge from the banner, or undo (Ctrl+Z) to look for a shorter way.")
               : StatusText::tr("Solved! Start a new game (Ctrl+N), or undo (Ctrl+Z) to look for a shorter way.");
}

QString emptyHoleText(int hole)
{
    return StatusText::tr("Hole %1 is empty: click a peg that can move into it.").arg(hole + 1);
}

QString stuckText() { return StatusText::tr("No peg can move: undo (Ctrl+Z) and try another way."); }

QString refusalText(int hole, const std::optional<IllegalMove>& reason)
{
    // The peg by its hole's number: the keyboard's square and a screen
    // reader's focus are on a hole, and "that peg" named none.
    return reason ? StatusText::tr("Peg %1 cannot move: %2.").arg(hole + 1).arg(illegalText(*reason))
                  : StatusText::tr("Peg %1 cannot move now.").arg(hole + 1);
}

QString choiceText(bool pairs, bool byKeys)
{
    if (byKeys) {
        return pairs ? StatusText::tr("Pick the peg to shift with it: choose a ringed peg with the arrow keys, then press "
                                      "Enter (Esc cancels).")
                     : StatusText::tr("This peg can go to several holes: choose a ringed hole with the arrow keys, then "
                                      "press Enter (Esc cancels).");
    }
    return pairs ? StatusText::tr("Pick the peg to shift with it: click a ringed peg (Esc cancels).")
                 : StatusText::tr("This peg can go to several holes: click a ringed hole (Esc cancels).");
}

QString nothingToMoveText(bool won) { return won ? StatusText::tr("Solved!") : StatusText::tr("No peg can move."); }

} // namespace leapfrog::ui

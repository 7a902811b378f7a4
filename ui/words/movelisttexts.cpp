#include "movelisttexts.h"

#include <QCoreApplication>

namespace leapfrog::ui {

namespace {

// The context its words are translated in (lupdate reads MoveListText::tr): the
// class that said them first, so the finished translations stay.
struct MoveListText {
    Q_DECLARE_TR_FUNCTIONS(leapfrog::ui::MoveListModel)
};

} // namespace

QString moveColumnTitle(MoveColumn column)
{
    switch (column) {
    case MoveColumn::Number: return MoveListText::tr("#");
    case MoveColumn::MoveText: return MoveListText::tr("Move");
    case MoveColumn::Letter: return MoveListText::tr("Letter");
    case MoveColumn::Verdict: return MoveListText::tr("Verdict");
    }
    return {};
}

QString letterColumnTip()
{
    return MoveListText::tr("The move's letter in Yancey's notation: S and J a blue step and jump, s and j a red step and jump, "
                            "each forward and (a jump) over the other colour; other moves have none.");
}

QString letterKey()
{
    // The letter names the move, the verdict judges it: a mistaken step is an S.
    return MoveListText::tr("A letter names the kind of move, not whether it was good: S a blue step forward, J a blue "
                            "jump forward over red, s a red step forward, j a red jump forward over blue. A dot (·) "
                            "marks any other move: a move backward or a jump over the same colour. The verdict beside "
                            "it says whether the move was good.");
}

QString noLetterNote()
{
    return MoveListText::tr("· a move with no letter: a move backward or a jump over the same colour");
}

QString moveColumnTip(MoveColumn column)
{
    switch (column) {
    case MoveColumn::Number: return MoveListText::tr("The move's number in your game, from the start.");
    case MoveColumn::MoveText:
        return MoveListText::tr("The move from hole to hole, the holes numbered from the left: 3-4 moves the peg in "
                                "hole 3 to hole 4.");
    case MoveColumn::Letter:
        return letterColumnTip()
               + MoveListText::tr(" A dot (·) means no letter: the move went backwards or jumped its own colour. "
                                  "The notation under the list (Notation: SJs...) is the letters of your moves in a row.");
    case MoveColumn::Verdict:
        return MoveListText::tr("What the move did to your chances of the shortest solution: proper keeps a shortest "
                                "solution open; improper makes every solution from here longer; +N moves says how much "
                                "longer; best from here is the best move after an earlier slip.");
    }
    return {};
}

QString verdictTermTip(Flag flag, const QString& label)
{
    QString meaning;
    switch (flag) {
    case Flag::Proper: meaning = MoveListText::tr("%1: a shortest solution still passes through this move."); break;
    case Flag::Improper:
        meaning = MoveListText::tr("%1: after this move no shortest solution is left; the puzzle now takes longer.");
        break;
    case Flag::Costly: meaning = MoveListText::tr("%1: this move made the shortest solution from here that much longer."); break;
    case Flag::BestFromHere:
        meaning = MoveListText::tr("%1: after an earlier slip, this move lost nothing more.");
        break;
    case Flag::Unjudged: return {};
    }
    QString said = meaning.arg(label);
    said[0] = said[0].toUpper();
    return said;
}

QString originSuffix(Origin origin)
{
    switch (origin) {
    case Origin::Solution: return MoveListText::tr(" (played by the shown solution)");
    case Origin::Hint: return MoveListText::tr(" (a hinted move)");
    case Origin::Player: break;
    }
    return {};
}

} // namespace leapfrog::ui

#include "illegaltext.h"

#include <QCoreApplication>

namespace leapfrog::ui {

namespace {

// The context its words are translated in (lupdate reads IllegalText::tr).
struct IllegalText {
    Q_DECLARE_TR_FUNCTIONS(IllegalMove)
};

using Kind = IllegalMove::Kind;
using Direction = IllegalMove::Direction;

QString holeNumber(int hole) { return QString::number(hole + 1); }

// The strict rules hold blue and red pegs only (a row refuses yellow, y:k
// plays the classic rules), so every peg that is not blue is red here.
QString wrongWayText(Cell colour)
{
    return colour == Cell::Blue
               ? IllegalText::tr("under the strict rules a blue peg only moves right, toward its destination")
               : IllegalText::tr("under the strict rules a red peg only moves left, toward its destination");
}

QString sameColourInRunText(Cell colour, int hole)
{
    return (colour == Cell::Blue ? IllegalText::tr("under the strict rules a peg only hops over pegs of the other "
                                                   "colour, and hole %1 holds a blue peg")
                                 : IllegalText::tr("under the strict rules a peg only hops over pegs of the other "
                                                   "colour, and hole %1 holds a red peg"))
        .arg(holeNumber(hole));
}

// The grid holds blue and red pegs only; a blue peg can only be refused
// going left or up, a red one right or down.
QString gridWrongWayText(Cell colour, Direction wrongWay)
{
    if (colour == Cell::Blue) {
        return wrongWay == Direction::Up ? IllegalText::tr("on the grid a blue peg only moves right or down, never up")
                                         : IllegalText::tr("on the grid a blue peg only moves right or down, never left");
    }
    return wrongWay == Direction::Down ? IllegalText::tr("on the grid a red peg only moves left or up, never down")
                                       : IllegalText::tr("on the grid a red peg only moves left or up, never right");
}

QString outOfReachText(const IllegalMove& why)
{
    const QString sentence =
        why.count == 1
            ? IllegalText::tr("a peg moves to an adjacent hole or jumps over one peg; hole %1 is out of reach from hole %2")
            : IllegalText::tr("a peg moves to an adjacent hole or jumps over up to %n peg(s); hole %1 is out of reach "
                              "from hole %2",
                              nullptr, why.count);
    return sentence.arg(holeNumber(why.to), holeNumber(why.from));
}

} // namespace

QString illegalText(const IllegalMove& why)
{
    switch (why.kind) {
    case Kind::HoleOffBoard: return IllegalText::tr("holes are numbered 1 to %1").arg(why.count);
    case Kind::PairOffBoard:
        return IllegalText::tr("a pair shift names the left holes of two adjacent pairs, each from 1 to %1").arg(why.count);
    case Kind::PairNotTwoPegs:
        return IllegalText::tr("holes %1 and %2 do not hold two pegs to shift")
            .arg(holeNumber(why.hole), holeNumber(why.hole + 1));
    case Kind::PairNotTwoEmpty:
        return IllegalText::tr("holes %1 and %2 are not the two empty holes")
            .arg(holeNumber(why.hole), holeNumber(why.hole + 1));
    case Kind::NoPeg: return IllegalText::tr("hole %1 holds no peg").arg(holeNumber(why.hole));
    case Kind::NotEmpty: return IllegalText::tr("hole %1 is not empty").arg(holeNumber(why.hole));
    case Kind::OutOfReach: return outOfReachText(why);
    case Kind::JumpOverEmpty:
        return IllegalText::tr("a jump needs a peg to jump over, and hole %1 is empty").arg(holeNumber(why.hole));
    case Kind::LongJumpOverEmpty:
        return IllegalText::tr("a jump passes over pegs only, and hole %1 is empty").arg(holeNumber(why.hole));
    case Kind::WrongWay: return wrongWayText(why.colour);
    case Kind::SameColourHop: return IllegalText::tr("under the strict rules a peg only hops over a peg of the other colour");
    case Kind::SameColourInRun: return sameColourInRunText(why.colour, why.hole);
    case Kind::GridWrongWay: return gridWrongWayText(why.colour, why.wrongWay);
    case Kind::GridSameColourHop: return IllegalText::tr("on the grid a peg only hops over a peg of the other colour");
    }
    return IllegalText::tr("the move is illegal");
}

} // namespace leapfrog::ui

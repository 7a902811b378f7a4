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

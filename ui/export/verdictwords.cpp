#include "verdictwords.h"

#include <QCoreApplication>

namespace leapfrog::ui {

namespace {

QString tr(const char* text) { return QCoreApplication::translate("Verdicts", text); }

} // namespace

Flag flagOf(const Verdict* verdict)
{
    if (!verdict || !verdict->legal || verdict->basis == Basis::Unknown) {
        return Flag::Unjudged;
    }
    if (verdict->proper) {
        return Flag::Proper;
    }
    if (verdict->gameWasOptimal) {
        return Flag::Improper;
    }
    return verdict->best ? Flag::BestFromHere : Flag::Costly;
}

QString flagWord(Flag flag, std::optional<int> cost)
{
    switch (flag) {
    case Flag::Proper: return tr("proper");
    case Flag::Improper: return tr("improper");
    case Flag::BestFromHere: return tr("best from here");
    case Flag::Costly:
        if (!cost) {
            return tr("goal lost");
        }
        return *cost == 1 ? tr("+1 move") : tr("+%1 moves").arg(*cost);
    case Flag::Unjudged: break;
    }
    return {};
}

QString flagLabel(const Verdict* verdict)
{
    const Flag flag = flagOf(verdict);
    return flagWord(flag, flag == Flag::Unjudged ? std::nullopt : verdict->cost);
}

} // namespace leapfrog::ui

#include "verdictwords.h"

#include <QCoreApplication>

namespace leapfrog::ui {

namespace {

// The context its words are translated in (lupdate reads VerdictsText::tr).
struct VerdictsText {
    Q_DECLARE_TR_FUNCTIONS(Verdicts)
};

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
    case Flag::Proper: return VerdictsText::tr("proper");
    case Flag::Improper: return VerdictsText::tr("improper");
    case Flag::BestFromHere: return VerdictsText::tr("best from here");
    case Flag::Costly:
        if (!cost) {
            return VerdictsText::tr("goal lost");
        }
        return VerdictsText::tr("+%Ln move(s)", nullptr, *cost);
    case Flag::Unjudged: break;
    }
    return {};
}

QString flagLabel(const Verdict* verdict)
{
    const Flag flag = flagOf(verdict);
    return flagWord(flag, flag == Flag::Unjudged ? std::nullopt : verdict->cost);
}

bool isMistake(Flag flag) { return flag == Flag::Improper || flag == Flag::Costly; }

} // namespace leapfrog::ui

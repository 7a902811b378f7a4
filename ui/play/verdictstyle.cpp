#include "verdictstyle.h"

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

bool isMistake(Flag flag) { return flag == Flag::Improper || flag == Flag::Costly; }

QIcon flagIcon(Flag flag)
{
    switch (flag) {
    case Flag::Proper: return QIcon(QStringLiteral(":/icons/proper.svg"));
    case Flag::Improper: return QIcon(QStringLiteral(":/icons/improper.svg"));
    case Flag::Costly: return QIcon(QStringLiteral(":/icons/costly.svg"));
    case Flag::BestFromHere: return QIcon(QStringLiteral(":/icons/best.svg"));
    case Flag::Unjudged: break;
    }
    return {};
}

QColor flagColour(Flag flag)
{
    switch (flag) {
    case Flag::Proper: return {0x00, 0x6B, 0x4F};
    case Flag::Improper: return {0x9A, 0x3F, 0x00};
    case Flag::Costly: return {0x8A, 0x4B, 0x00};
    case Flag::BestFromHere: return {0x4A, 0x55, 0x5C};
    case Flag::Unjudged: break;
    }
    return {0x6A, 0x74, 0x7A};
}

QString flagLabel(const Verdict* verdict)
{
    switch (flagOf(verdict)) {
    case Flag::Proper: return VerdictsText::tr("proper");
    case Flag::Improper: return VerdictsText::tr("improper");
    case Flag::BestFromHere: return VerdictsText::tr("best from here");
    case Flag::Costly:
        if (!verdict->cost) {
            return VerdictsText::tr("goal lost");
        }
        return VerdictsText::tr("+%Ln move(s)", nullptr, *verdict->cost);
    case Flag::Unjudged: break;
    }
    return {};
}

} // namespace leapfrog::ui

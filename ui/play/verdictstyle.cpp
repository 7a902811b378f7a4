#include "verdictstyle.h"

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
    case Flag::Proper: return tr("proper");
    case Flag::Improper: return tr("improper");
    case Flag::BestFromHere: return tr("best from here");
    case Flag::Costly:
        if (!verdict->cost) {
            return tr("goal lost");
        }
        return *verdict->cost == 1 ? tr("+1 move") : tr("+%1 moves").arg(*verdict->cost);
    case Flag::Unjudged: break;
    }
    return {};
}

} // namespace leapfrog::ui

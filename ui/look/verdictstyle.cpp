#include "verdictstyle.h"

#include "colours.h"

namespace leapfrog::ui {

namespace {

// A flag's look: its icon (resources/icons/), its colour on screen and its
// colour on white paper. The one table of verdict colours.
struct FlagStyle {
    const char* icon;
    QColor screen;
    QColor paper;
};

FlagStyle flagStyle(Flag flag)
{
    const QColor paper(Qt::white);
    switch (flag) {
    case Flag::Proper:
        return {":/icons/proper.svg", {0x00, 0x6B, 0x4F}, readableOn(palette::bluishGreen, paper)};
    case Flag::Improper:
        return {":/icons/improper.svg", {0x9A, 0x3F, 0x00}, readableOn(palette::vermillion, paper)};
    case Flag::Costly: return {":/icons/costly.svg", {0x8A, 0x4B, 0x00}, readableOn(palette::orange, paper)};
    case Flag::BestFromHere: return {":/icons/best.svg", {0x4A, 0x55, 0x5C}, {0x4A, 0x55, 0x5C}};
    case Flag::Unjudged: break;
    }
    return {nullptr, {0x6A, 0x74, 0x7A}, {0x66, 0x66, 0x66}};
}

} // namespace

QIcon flagIcon(Flag flag)
{
    const char* icon = flagStyle(flag).icon;
    return icon == nullptr ? QIcon() : QIcon(QString::fromLatin1(icon));
}

QColor flagColour(Flag flag) { return flagStyle(flag).screen; }

QColor flagPaperColour(Flag flag) { return flagStyle(flag).paper; }

} // namespace leapfrog::ui

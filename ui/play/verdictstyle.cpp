#include "verdictstyle.h"

namespace leapfrog::ui {

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

} // namespace leapfrog::ui

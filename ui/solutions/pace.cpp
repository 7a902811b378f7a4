#include "pace.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>

namespace leapfrog::ui {

double paceAt(int index) { return kPaces[std::clamp(index, 0, kPaceCount - 1)]; }

int defaultPaceIndex(AnimationSpeed speed)
{
    switch (speed) {
    case AnimationSpeed::Slow: return 1; // 1 move/s
    case AnimationSpeed::Fast: return 3; // 5 moves/s
    case AnimationSpeed::Normal:
    case AnimationSpeed::Instant: break; // "instant" is the board's, never the player's: Play shows moves
    }
    return 2; // 2 moves/s
}

bool animatesEachMove(int index) { return paceAt(index) <= kAnimatedPaceLimit; }

QString paceName(int index)
{
    static const char* const names[kPaceCount] = {
        QT_TRANSLATE_NOOP("Pace", "Very slow"), QT_TRANSLATE_NOOP("Pace", "Slow"),
        QT_TRANSLATE_NOOP("Pace", "Normal"),    QT_TRANSLATE_NOOP("Pace", "Fast"),
        QT_TRANSLATE_NOOP("Pace", "Very fast"), QT_TRANSLATE_NOOP("Pace", "Fastest"),
    };
    return QCoreApplication::translate("Pace", names[std::clamp(index, 0, kPaceCount - 1)]);
}

QString paceRate(int index)
{
    const double pace = paceAt(index);
    if (pace < 1) {
        return QCoreApplication::translate("Pace", "½ move/s");
    }
    if (pace == 1) {
        return QCoreApplication::translate("Pace", "1 move/s");
    }
    return QCoreApplication::translate("Pace", "%1 moves/s").arg(QLocale().toString(static_cast<qlonglong>(pace)));
}

QString paceText(int index)
{
    return QCoreApplication::translate("Pace", "%1 · %2", "the pace's name and its rate").arg(paceName(index), paceRate(index));
}

} // namespace leapfrog::ui

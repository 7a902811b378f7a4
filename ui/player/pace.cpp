#include "pace.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>

namespace leapfrog::ui {

double paceAt(int index) { return kPaces[std::clamp(index, 0, kPaceCount - 1)]; }

int defaultPaceIndex(AnimationSpeed speed)
{
    switch (speed) {
    case AnimationSpeed::Slow: return 1;   // 1 move/s
    case AnimationSpeed::Fast: return 4;   // 5 moves/s
    case AnimationSpeed::Normal:
    case AnimationSpeed::Instant: break;
    }
    return 2; // 2 moves/s
}

bool animatesEachMove(int index) { return paceAt(index) <= kAnimatedPaceLimit; }

QString paceText(int index)
{
    const double pace = paceAt(index);
    if (pace < 1) {
        return QCoreApplication::translate("Pace", "½ move/s");
    }
    if (pace == 1) {
        return QCoreApplication::translate("Pace", "1 move/s");
    }
    if (pace >= 1e6) {
        return QCoreApplication::translate("Pace", "%1M moves/s").arg(pace / 1e6);
    }
    return QCoreApplication::translate("Pace", "%1 moves/s").arg(QLocale().toString(static_cast<qlonglong>(pace)));
}

} // namespace leapfrog::ui

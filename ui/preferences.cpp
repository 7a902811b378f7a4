#include "preferences.h"

#include <QSettings>

namespace leapfrog::ui {

namespace {

constexpr AnimationSpeed kSpeeds[] = {AnimationSpeed::Instant, AnimationSpeed::Fast, AnimationSpeed::Normal,
                                      AnimationSpeed::Slow};

} // namespace

QString speedName(AnimationSpeed speed)
{
    switch (speed) {
    case AnimationSpeed::Instant: return QStringLiteral("instant");
    case AnimationSpeed::Fast: return QStringLiteral("fast");
    case AnimationSpeed::Normal: return QStringLiteral("normal");
    case AnimationSpeed::Slow: return QStringLiteral("slow");
    }
    return QStringLiteral("normal");
}

AnimationSpeed speedFromName(const QString& name, AnimationSpeed fallback)
{
    for (const AnimationSpeed speed : kSpeeds) {
        if (speedName(speed) == name) {
            return speed;
        }
    }
    return fallback;
}

Preferences Preferences::load(const QSettings& settings)
{
    Preferences preferences;
    preferences.variant = settings.value(QStringLiteral("play/variant"), preferences.variant).toString();
    preferences.holeNumbers = settings.value(QStringLiteral("view/holeNumbers"), preferences.holeNumbers).toBool();
    preferences.notation = settings.value(QStringLiteral("view/notation"), preferences.notation).toBool();
    preferences.coach = settings.value(QStringLiteral("view/coach"), preferences.coach).toBool();
    preferences.speed = speedFromName(settings.value(QStringLiteral("view/animationSpeed")).toString(), preferences.speed);
    return preferences;
}

void Preferences::save(QSettings& settings) const
{
    settings.setValue(QStringLiteral("play/variant"), variant);
    settings.setValue(QStringLiteral("view/holeNumbers"), holeNumbers);
    settings.setValue(QStringLiteral("view/notation"), notation);
    settings.setValue(QStringLiteral("view/coach"), coach);
    settings.setValue(QStringLiteral("view/animationSpeed"), speedName(speed));
}

} // namespace leapfrog::ui

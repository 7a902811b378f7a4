#include "preferences.h"

#include "model/errors.h"
#include "sizepresets.h"

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

QString themeName(Theme theme)
{
    switch (theme) {
    case Theme::System: return QStringLiteral("system");
    case Theme::Light: return QStringLiteral("light");
    case Theme::Dark: return QStringLiteral("dark");
    }
    return QStringLiteral("system");
}

Theme themeFromName(const QString& name, Theme fallback)
{
    for (const Theme theme : {Theme::System, Theme::Light, Theme::Dark}) {
        if (themeName(theme) == name) {
            return theme;
        }
    }
    return fallback;
}

Preferences Preferences::load(const QSettings& settings)
{
    Preferences preferences;
    preferences.variant = settings.value(QStringLiteral("play/variant"), preferences.variant).toString();
    preferences.lastY = settings.value(QStringLiteral("play/lastY")).toString();
    preferences.lastBranch = settings.value(QStringLiteral("play/lastBranch")).toString();
    preferences.lastRow = settings.value(QStringLiteral("play/lastRow")).toString();
    preferences.lastCustom = settings.value(QStringLiteral("play/lastCustom")).toString();
    preferences.holeNumbers = settings.value(QStringLiteral("view/holeNumbers"), preferences.holeNumbers).toBool();
    preferences.notation = settings.value(QStringLiteral("view/notation"), preferences.notation).toBool();
    preferences.coach = settings.value(QStringLiteral("view/coach"), preferences.coach).toBool();
    preferences.goalMarks = settings.value(QStringLiteral("view/goalMarks"), preferences.goalMarks).toBool();
    preferences.speed = speedFromName(settings.value(QStringLiteral("view/animationSpeed")).toString(), preferences.speed);
    // Settings written before themes existed have neither key: the defaults.
    preferences.theme = themeFromName(settings.value(QStringLiteral("view/theme")).toString(), preferences.theme);
    preferences.highContrast = settings.value(QStringLiteral("view/highContrast"), preferences.highContrast).toBool();
    preferences.tableMemory = settings.value(QStringLiteral("engine/tableMemory"), 0).toULongLong();
    return preferences;
}

void Preferences::save(QSettings& settings) const
{
    settings.setValue(QStringLiteral("play/variant"), variant);
    settings.setValue(QStringLiteral("play/lastY"), lastY);
    settings.setValue(QStringLiteral("play/lastBranch"), lastBranch);
    settings.setValue(QStringLiteral("play/lastRow"), lastRow);
    settings.setValue(QStringLiteral("play/lastCustom"), lastCustom);
    settings.setValue(QStringLiteral("view/holeNumbers"), holeNumbers);
    settings.setValue(QStringLiteral("view/notation"), notation);
    settings.setValue(QStringLiteral("view/coach"), coach);
    settings.setValue(QStringLiteral("view/goalMarks"), goalMarks);
    settings.setValue(QStringLiteral("view/animationSpeed"), speedName(speed));
    settings.setValue(QStringLiteral("view/theme"), themeName(theme));
    settings.setValue(QStringLiteral("view/highContrast"), highContrast);
    settings.setValue(QStringLiteral("engine/tableMemory"), QVariant::fromValue<qulonglong>(tableMemory));
}

void Preferences::remember(const Variant& chosen)
{
    variant = QString::fromStdString(chosen.spec());
    if (chosen.family() == Family::Y) {
        lastY = variant;
    } else if (chosen.family() == Family::Branch) {
        lastBranch = variant;
    } else if (chosen.family() == Family::Row) {
        (chosen.isCustom() ? lastCustom : lastRow) = variant;
    }
}

namespace {

// `remembered` if it is a board of the kind asked for, else `fallback`.
Variant rememberedOr(const QString& remembered, bool custom, const char* fallback)
{
    try {
        const Variant variant = Variant::parse(remembered.toStdString());
        if (variant.family() == Family::Row && variant.isCustom() == custom) {
            return variant;
        }
    } catch (const InputError&) {
    }
    return Variant::parse(fallback);
}

} // namespace

Variant Preferences::rowToOffer() const { return rememberedOr(lastRow, false, "classic:3h2"); }

Variant Preferences::customPuzzleToOffer() const { return rememberedOr(lastCustom, true, "row:BR_BR>RB_RB"); }

Variant Preferences::lastTree(Family family) const
{
    const QString& last = family == Family::Y ? lastY : lastBranch;
    try {
        const Variant remembered = Variant::parse(last.toStdString());
        if (remembered.family() == family) {
            return remembered;
        }
    } catch (const InputError&) {
        // Nothing remembered, or settings edited by hand: the default.
    }
    return Variant::parse(defaultSpec(family));
}

} // namespace leapfrog::ui

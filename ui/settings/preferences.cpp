#include "preferences.h"

#include "model/errors.h"
#include "families/families.h"

#include <QCoreApplication>

#include <iterator>
#include <utility>

namespace leapfrog::ui {

using namespace Qt::StringLiterals;

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

std::vector<AnimationSpeed> animationSpeeds() { return {std::begin(kSpeeds), std::end(kSpeeds)}; }

QString speedLabel(AnimationSpeed speed)
{
    switch (speed) {
    case AnimationSpeed::Instant: return QCoreApplication::translate("AnimationSpeed", "Instant");
    case AnimationSpeed::Fast: return QCoreApplication::translate("AnimationSpeed", "Fast");
    case AnimationSpeed::Normal: return QCoreApplication::translate("AnimationSpeed", "Normal");
    case AnimationSpeed::Slow: return QCoreApplication::translate("AnimationSpeed", "Slow");
    }
    return QCoreApplication::translate("AnimationSpeed", "Normal");
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

Preferences Preferences::load(const Settings& settings)
{
    Preferences preferences;
    preferences.variant = settings.value(setting::variant);
    preferences.lastBoards = settings.value(setting::lastBoards);
    // A key a family, as versions before lastBoards kept them (save() removes them).
    for (const auto& [legacy, key] : {std::pair{&setting::legacyLastY, u"y"_s},
                                      std::pair{&setting::legacyLastBranch, u"branch"_s},
                                      std::pair{&setting::legacyLastRow, u"row"_s},
                                      std::pair{&setting::legacyLastCustom, u"custom"_s}}) {
        if (const QString last = settings.value(*legacy); !last.isEmpty() && !preferences.lastBoards.contains(key)) {
            preferences.lastBoards.insert(key, last);
        }
    }
    preferences.holeNumbers = settings.value(setting::holeNumbers);
    preferences.notation = settings.value(setting::notation);
    preferences.coach = settings.value(setting::coach);
    preferences.goalMarks = settings.value(setting::goalMarks);
    // A name this version does not know (a newer one's): the default.
    preferences.speed = speedFromName(settings.value(setting::animationSpeed), preferences.speed);
    preferences.theme = themeFromName(settings.value(setting::theme), preferences.theme);
    preferences.highContrast = settings.value(setting::highContrast);
    preferences.tableMemory = settings.value(setting::tableMemory);
    return preferences;
}

void Preferences::save(Settings& settings) const
{
    settings.setValue(setting::variant, variant);
    settings.setValue(setting::lastBoards, lastBoards);
    for (const Setting<QString>* legacy :
         {&setting::legacyLastY, &setting::legacyLastBranch, &setting::legacyLastRow, &setting::legacyLastCustom}) {
        settings.remove(*legacy); // carried into lastBoards by load()
    }
    settings.setValue(setting::holeNumbers, holeNumbers);
    settings.setValue(setting::notation, notation);
    settings.setValue(setting::coach, coach);
    settings.setValue(setting::goalMarks, goalMarks);
    settings.setValue(setting::animationSpeed, speedName(speed));
    settings.setValue(setting::theme, themeName(theme));
    settings.setValue(setting::highContrast, highContrast);
    settings.setValue(setting::tableMemory, tableMemory);
}

void Preferences::remember(const Variant& chosen)
{
    variant = QString::fromStdString(chosen.spec());
    lastBoards.insert(lastBoardKey(chosen), variant);
}

QString lastBoardKey(const Variant& variant)
{
    return variant.isCustom() ? u"custom"_s : QString::fromLatin1(boardFamily(variant.family()).specWord);
}

namespace {

// `remembered` if it is a board of the kind asked for, else `fallback`.
Variant rememberedOr(const QString& remembered, bool custom, const std::string& fallback)
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

Variant Preferences::rowToOffer(const Variant& current) const
{
    const Variant fallback = Variant::parse(defaultSpec(Family::Row));
    const bool sided = current.family() == Family::Classic || current.family() == Family::Strict;
    if (!sided) {
        return rememberedOr(lastBoards.value(u"row"_s), false, fallback.spec());
    }
    try {
        const Variant same = Variant::longRow(current.rules(), current.blueCount(), current.redCount(),
                                              fallback.holesBetween(), fallback.reach());
        return rememberedOr(lastBoards.value(u"row"_s), false, same.spec());
    } catch (const InputError&) {
        return rememberedOr(lastBoards.value(u"row"_s), false, fallback.spec()); // a row too long for the engine's holes
    }
}

Variant Preferences::customPuzzleToOffer() const
{
    return rememberedOr(lastBoards.value(u"custom"_s), true, "row:BR_BR>RB_RB");
}

Variant Preferences::lastBoard(Family family) const
{
    const QString last = lastBoards.value(QString::fromLatin1(boardFamily(family).specWord));
    try {
        const Variant remembered = Variant::parse(last.toStdString());
        if (remembered.family() == family && !remembered.isCustom()) {
            return remembered;
        }
    } catch (const InputError&) {
        // Nothing remembered, or settings edited by hand: the default.
    }
    return Variant::parse(defaultSpec(family));
}

} // namespace leapfrog::ui

#pragma once
// What the window remembers between runs (QSettings): the player's
// preferences, the last variant chosen, the window's geometry and the game in
// progress (written after every move, so a crash loses nothing).
#include "boardview.h"

#include <QByteArray>
#include <QString>

class QSettings;

namespace leapfrog::ui {

struct Preferences {
    QString variant = QStringLiteral("classic:3");
    bool holeNumbers = true;
    bool notation = true;
    bool coach = false;
    AnimationSpeed speed = AnimationSpeed::Normal;

    static Preferences load(const QSettings& settings);
    void save(QSettings& settings) const;
};

QString speedName(AnimationSpeed speed);
AnimationSpeed speedFromName(const QString& name, AnimationSpeed fallback);

namespace settingsKey {
inline constexpr char windowGeometry[] = "window/geometry";
inline constexpr char windowState[] = "window/state";
inline constexpr char currentGame[] = "game/current";
} // namespace settingsKey

} // namespace leapfrog::ui

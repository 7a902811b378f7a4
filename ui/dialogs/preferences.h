#pragma once
// What the window remembers between runs (QSettings): the player's
// preferences, the last variant chosen, the window's geometry and the game in
// progress (written after every move, so a crash loses nothing).
#include "board/boardview.h"
#include "model/variant.h"

#include <QByteArray>
#include <QString>

#include <cstdint>

class QSettings;

namespace leapfrog::ui {

// The window's colours: the desktop's light or dark palette, or one chosen.
enum class Theme { System, Light, Dark };

struct Preferences {
    QString variant = QStringLiteral("classic:3");
    // The last board of each tree family: the Variant menu offers it again.
    QString lastY;
    QString lastBranch;
    // The last row with several holes or long jumps, and the last puzzle of
    // the player's own (Variant > Custom puzzle... opens it again).
    QString lastRow;
    QString lastCustom;
    bool holeNumbers = true;
    bool notation = true;
    bool coach = false;
    bool goalMarks = true; // on for a first game: the goal in sight
    AnimationSpeed speed = AnimationSpeed::Normal;
    Theme theme = Theme::System;
    bool highContrast = false; // the board's high-contrast look
    // Bytes the window's tables may use (ui/background: tableMemory()); 0:
    // what the machine can give, read at each start, so that the default
    // follows the machine the window runs on.
    std::uint64_t tableMemory = 0;

    static Preferences load(const QSettings& settings);
    void save(QSettings& settings) const;

    // Remembers `chosen` as the variant played, and as its family's last board.
    void remember(const Variant& chosen);
    // The board to offer when a tree family is chosen: the last one played,
    // else the family's default.
    Variant lastTree(Family family) const;
    // The same for the long-jump rows (Family::Row) and the custom puzzle.
    Variant rowToOffer() const;
    Variant customPuzzleToOffer() const;
};

QString speedName(AnimationSpeed speed);
AnimationSpeed speedFromName(const QString& name, AnimationSpeed fallback);
QString themeName(Theme theme);
Theme themeFromName(const QString& name, Theme fallback);

namespace settingsKey {
inline constexpr char windowGeometry[] = "window/geometry";
inline constexpr char windowState[] = "window/state";
inline constexpr char currentGame[] = "game/current";
inline constexpr char recentFiles[] = "files/recent";
} // namespace settingsKey

} // namespace leapfrog::ui

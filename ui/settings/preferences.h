#pragma once
// The player's preferences and the last variant chosen: the typed model of
// the player's choices, as the window holds them between the settings file
// (settingkeys.h, every key once) and the Preferences dialog
// (dialogs/preferencesdialog.h).
#include "board/boardview.h"
#include "look/theme.h"
#include "model/variant.h"
#include "settingkeys.h"

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <vector>

namespace leapfrog::ui {

class Settings;

struct Preferences {
    QString variant = setting::variant.fallback;
    // The last board of each family, by lastBoardKey(): the Variant menu
    // offers it again (the size dialog of a tree, the long row), as Custom
    // puzzle... opens the last puzzle of the player's own again.
    TextMap lastBoards;
    bool holeNumbers = setting::holeNumbers.fallback;
    bool notation = setting::notation.fallback;
    bool coach = setting::coach.fallback;
    bool goalMarks = setting::goalMarks.fallback;
    AnimationSpeed speed = AnimationSpeed::Normal;
    Theme theme = Theme::System;
    bool highContrast = setting::highContrast.fallback; // the board's high-contrast look
    // Bytes the window's tables may use (ui/background: tableMemory()); 0:
    // what the machine can give, read at each start, so that the default
    // follows the machine the window runs on.
    std::uint64_t tableMemory = setting::tableMemory.fallback;

    static Preferences load(const Settings& settings);
    void save(Settings& settings) const;

    // Remembers `chosen` as the variant played, and as its family's last board.
    void remember(const Variant& chosen);
    // The board to offer when a family is chosen: the last one played, else
    // the family's default.
    Variant lastBoard(Family family) const;
    // The same for the long-jump rows (Family::Row): the last one played,
    // else one with `current`'s sides and rules when it is a classic or
    // strict row (the seventh newcomer lost both, silently), else the default.
    Variant rowToOffer(const Variant& current) const;
    // The same for the custom puzzle.
    Variant customPuzzleToOffer() const;
};

// Where the last boards keep `variant`: its family's spec word, "custom" for
// a puzzle of the player's own (a row too, kept apart from the long rows).
QString lastBoardKey(const Variant& variant);

QString speedName(AnimationSpeed speed);
// Every animation speed, fastest first, as Preferences offers them.
std::vector<AnimationSpeed> animationSpeeds();
// A speed's name as Preferences and Help say it: "Instant", "Fast", "Normal", "Slow".
QString speedLabel(AnimationSpeed speed);
AnimationSpeed speedFromName(const QString& name, AnimationSpeed fallback);
QString themeName(Theme theme);
Theme themeFromName(const QString& name, Theme fallback);

} // namespace leapfrog::ui

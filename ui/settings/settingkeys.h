#pragma once
// Every key the window keeps between runs, once: its name in the settings
// file, its type and its default. Read and written only through Settings
// (settings.h).
#include "settings.h"

namespace leapfrog::ui::setting {

using namespace Qt::StringLiterals;

// What is played: the last variant, and the last board of each family by
// the family's spec word ("y", "row"; a puzzle of the player's own:
// "custom"), which the Variant menu offers again. The Preferences hold them.
inline const Setting<QString> variant{"play/variant"_L1, u"classic:3"_s};
inline const Setting<TextMap> lastBoards{"play/lastBoards"_L1, {}};
// The last boards as versions before lastBoards kept them, a key for each
// family that had one: read into lastBoards, then removed.
inline const Setting<QString> legacyLastY{"play/lastY"_L1, {}};
inline const Setting<QString> legacyLastBranch{"play/lastBranch"_L1, {}};
inline const Setting<QString> legacyLastRow{"play/lastRow"_L1, {}};
inline const Setting<QString> legacyLastCustom{"play/lastCustom"_L1, {}};

// The View menu and the Preferences dialog.
inline const Setting<bool> holeNumbers{"view/holeNumbers"_L1, true};
inline const Setting<bool> notation{"view/notation"_L1, true};
inline const Setting<bool> coach{"view/coach"_L1, false};
inline const Setting<bool> goalMarks{"view/goalMarks"_L1, true}; // on for a first game: the goal in sight
inline const Setting<QString> animationSpeed{"view/animationSpeed"_L1, u"normal"_s};
inline const Setting<QString> theme{"view/theme"_L1, u"system"_s};
inline const Setting<bool> highContrast{"view/highContrast"_L1, false};
// Bytes the window's tables may use; 0: what the machine gives, read at each start.
inline const Setting<std::uint64_t> tableMemory{"engine/tableMemory"_L1, 0};
// A language code ("de"); empty: the system's language.
inline const Setting<QString> language{"view/language"_L1, {}};

// The window as the player left it.
inline const Setting<QByteArray> windowGeometry{"window/geometry"_L1, {}};
inline const Setting<QByteArray> windowState{"window/state"_L1, {}};
// The game in progress as versions before the unfinished-game slots kept it
// (play/unfinishedgames.h): read once, then removed.
inline const Setting<QByteArray> legacyCurrentGame{"game/current"_L1, {}};

// Game > Open recent, newest first.
inline const Setting<QStringList> recentFiles{"files/recent"_L1, {}};
// The first-run tutorial was taken or declined: not offered again.
inline const Setting<bool> tutorialSeen{"tutorial/seen"_L1, false};
// The daily challenges played, by spec: the day each was the daily one (ISO date).
inline const Setting<TextMap> dailyChallenges{"challenge/daily"_L1, {}};

// The export dialog: the folder, format and pace last used (empty folder: Documents).
inline const Setting<QString> exportFolder{"export/folder"_L1, {}};
inline const Setting<int> exportFormat{"export/format"_L1, -1};
inline const Setting<int> exportPace{"export/pace"_L1, -1};

// Tools > Investigate: its window, its sheet and chart, the CSV folder.
inline const Setting<QByteArray> investigationGeometry{"investigation/geometry"_L1, {}};
inline const Setting<QByteArray> investigationSplitter{"investigation/splitter"_L1, {}};
inline const Setting<int> investigationSheet{"investigation/sheet"_L1, 0};
inline const Setting<int> investigationPlot{"investigation/plot"_L1, 0};
inline const Setting<QString> investigationCsvFolder{"investigation/csvFolder"_L1, {}};

} // namespace leapfrog::ui::setting

#pragma once
// Saved games (resources/docs/window.md, "Saved games"): JSON with the
// format name and version, the variant spec, the start position, the full
// history with the undo cursor (so Undo works after loading), and whether a
// solution was shown.
//
//   {
//     "format": "leapfrog-game",
//     "version": 1,
//     "variant": "classic:3",
//     "start": "BBB_RRR",
//     "history": [
//       {"kind": "move", "move": "3-4", "origin": "player"},
//       {"kind": "restart"},
//       {"kind": "move", "move": "5-3", "origin": "hint"}
//     ],
//     "cursor": 3,
//     "solutionShown": false
//   }
//
// Origins: "player", "solution", "hint". Moves use the `from-to` text of
// leapfrog-cli(6) (1-based; pair shifts name the pairs' left holes).
//
// Loading checks everything (format, version, variant, start, every entry's
// shape and every move's legality, the cursor) and throws InputError with one
// sentence naming the first problem; nothing is built from a bad file.
// Writing is whole or nothing (whole_file.h): a failed save leaves the old
// file byte for byte as it was and throws WriteError saying why.
#include "model/game.h"

#include <QByteArray>
#include <QString>

namespace leapfrog {

inline constexpr char kSaveFormatName[] = "leapfrog-game";
inline constexpr int kSaveFormatVersion = 1;
// Larger files are refused before parsing: no real game comes near it, and a
// stray multi-gigabyte file must not hang the window.
inline constexpr qint64 kSaveFileByteLimit = 64ll * 1024 * 1024;
// Entries of a history (moves and restarts): a game holds its entries and a
// few positions (model/game.h), so this bounds what a loaded game takes
// whatever its board (16 MB of entries).
inline constexpr qsizetype kSaveHistoryLimit = 1'000'000;
// Only a regular file is read: a FIFO, a device or a folder is refused
// before it is opened.

struct SavedGame {
    Game game;
    bool solutionShown = false;
};

QByteArray gameToJson(const Game& game, bool solutionShown);
// Throws InputError.
SavedGame gameFromJson(const QByteArray& json);

// Throws WriteError (an InputError) naming the file and why it was not written.
void writeGameFile(const QString& path, const Game& game, bool solutionShown);
SavedGame readGameFile(const QString& path);

} // namespace leapfrog

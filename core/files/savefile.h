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
// shape and every move's legality, the cursor) and throws SaveFileError (an
// InputError) naming the first problem; nothing is built from a bad file.
// Its what() is one English line, the CLI's words; the problem as data
// (SaveFileProblem) is what the window words in the player's language
// (ui/words/savefiletext.h).
// Writing is whole or nothing (whole_file.h): a failed save leaves the old
// file byte for byte as it was and throws WriteError saying why.
#include "model/errors.h"
#include "model/game.h"
#include "model/refusal.h"
#include "model/rules.h"

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <exception>
#include <optional>
#include <string>
#include <utility>

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

// What is wrong with a saved game, as data. `entry` is the 1-based history
// entry concerned, 0 for the file as a whole.
struct SaveFileProblem {
    enum class Kind : std::uint8_t {
        NotRegularFile, // a folder, a device or a pipe
        NoReadPermission,
        CannotOpen,     // detail: the system's reason (Qt's errorString)
        TooLarge,       // have MB where a saved game is at most want MB
        Empty,
        NotJson,        // have: the character (offset) where reading stopped
        NotAnObject,    // the JSON is no object
        MissingKey,     // key
        NotString,      // key
        NotWholeNumber, // key
        WrongFormat,    // value: the "format" found
        NewerVersion,   // have: the file's version, want: the newest read
        NoSuchVersion,  // have: a version below 1
        BadVariant,     // value: the spec; refusal: why, when the core has it as data
        WrongStart,     // value: the start found; board: the spec; expected: its start
        HistoryNotList,
        HistoryTooLong, // have entries, at most want
        EntryNotObject,
        UnknownKind,    // value
        UnknownOrigin,  // value
        BadMove,        // value: the move's text; refusal: why, when the core has it as data
        IllegalMove,    // value: the move's text; illegal: why
        CursorOutside,  // have: the cursor, want: the history's length
        SolutionShownNotBool,
    };

    Kind kind = Kind::Empty;
    std::string key{};      // the key concerned
    std::string value{};    // the bad value (an excerpt)
    std::string board{};    // the variant's spec the value is measured against
    std::string expected{}; // what the value should have been
    std::string detail{};   // English, only where no data says it (CannotOpen; a refusal without data)
    int entry = 0;
    qint64 have = 0;
    qint64 want = 0;
    std::optional<Refusal> refusal{};
    std::optional<IllegalMove> illegal{};
};

class SaveFileError : public InputError {
public:
    SaveFileError(const std::string& what, SaveFileProblem problem)
        : InputError(what)
        , problem_(std::move(problem))
    {
    }
    const SaveFileProblem& problem() const { return problem_; }

private:
    SaveFileProblem problem_;
};

// The problem an error carries, or nullptr when it carries none.
inline const SaveFileProblem* saveFileProblemOf(const std::exception& error)
{
    const auto* refused = dynamic_cast<const SaveFileError*>(&error);
    return refused ? &refused->problem() : nullptr;
}

struct SavedGame {
    Game game;
    bool solutionShown = false;
};

QByteArray gameToJson(const Game& game, bool solutionShown);
// Throws SaveFileError.
SavedGame gameFromJson(const QByteArray& json);

// Throws WriteError (an InputError) naming the file and why it was not written.
void writeGameFile(const QString& path, const Game& game, bool solutionShown);
// Throws SaveFileError.
SavedGame readGameFile(const QString& path);

} // namespace leapfrog

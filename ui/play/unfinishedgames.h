#pragma once
// The games the windows leave unfinished, one slot a window: a file of its
// own, AppDataLocation/unfinished/window-<id>.json (a save file's JSON),
// written whole (files/whole_file.h) after every change, so a crash or a kill
// loses nothing, and held by a lock (QLockFile, window-<id>.lock) while its
// window is open, so that two windows never write one slot.
//
// At start a window claims the newest slot no open window holds and
// continues its game (a fresh slot when there is none); every other slot no
// window holds is offered (Game > Unfinished games, and said at start), and
// taking one swaps it with the game on the board, so no window's game is
// ever dropped for another's. Slots of finished or empty games that are not
// claimed are removed: they hold nothing to continue. Qt Core only.
#include "files/whole_file.h"

#include <QByteArray>
#include <QDateTime>
#include <QLockFile>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace leapfrog::ui {

class UnfinishedGames {
public:
    // A slot's file is never read beyond this (a save file's own limit).
    static constexpr qint64 kByteLimit = 64ll * 1024 * 1024;

    // The slots in AppDataLocation/unfinished.
    UnfinishedGames();
    // The slots in `folder` (tests).
    explicit UnfinishedGames(const QString& folder);
    ~UnfinishedGames();
    UnfinishedGames(const UnfinishedGames&) = delete;
    UnfinishedGames& operator=(const UnfinishedGames&) = delete;

    // Claims this window's slot: the newest one no window holds whose game
    // can be read (its JSON returned), else a new empty one (nullopt).
    std::optional<QByteArray> claim();
    // This window's slot file (empty before claim()).
    QString path() const { return path_; }

    struct Offered {
        QString path;
        QByteArray json;
        QDateTime when;
    };
    // The unfinished games of slots no window holds, newest first.
    std::vector<Offered> offered() const;

    // Writes this window's game; the failure, if it was not written.
    std::optional<WriteFailure> keep(const QByteArray& json);
    // Takes the game of the slot at `path` (one offered()) for this window,
    // and leaves `replaced` (the game it replaces, empty for none worth
    // keeping) in that slot instead. nullopt when another window took it first.
    std::optional<QByteArray> take(const QString& path, const QByteArray& replaced);

private:
    QString lockPathOf(const QString& slot) const;
    QString newSlotPath() const;

    QString folder_;
    QString path_;
    std::unique_ptr<QLockFile> lock_;
};

} // namespace leapfrog::ui

#include "unfinishedgames.h"

#include "files/savefile.h"
#include "model/errors.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QUuid>

namespace leapfrog::ui {

namespace {

const QString kPattern = QStringLiteral("window-*.json");

// A slot's game, when it is a regular file within the limit and a game this
// version reads; nullopt otherwise (never waits on a FIFO, never reads a
// device to its end).
std::optional<SavedGame> readSlot(const QString& path, QByteArray* json = nullptr)
{
    const QFileInfo info(path);
    QFile file(path);
    if (!info.isFile() || info.size() > UnfinishedGames::kByteLimit || !file.open(QIODevice::ReadOnly)) {
        return std::nullopt;
    }
    const QByteArray bytes = file.read(UnfinishedGames::kByteLimit);
    try {
        SavedGame saved = gameFromJson(bytes);
        if (json) {
            *json = bytes;
        }
        return saved;
    } catch (const InputError&) {
        return std::nullopt;
    }
}

// A game worth offering: one with moves, not yet won.
bool unfinished(const SavedGame& saved) { return saved.game.movesMade() > 0 && !saved.game.isWon(); }

std::span<const std::byte> bytesOf(const QByteArray& bytes)
{
    return std::as_bytes(std::span(bytes.data(), static_cast<std::size_t>(bytes.size())));
}

} // namespace

UnfinishedGames::UnfinishedGames()
    : UnfinishedGames(QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
                          .filePath(QStringLiteral("unfinished")))
{
}

UnfinishedGames::UnfinishedGames(const QString& folder)
    : folder_(folder)
{
}

UnfinishedGames::~UnfinishedGames() = default; // the lock is let go: the slot waits for the next start

QString UnfinishedGames::lockPathOf(const QString& slot) const
{
    return slot.chopped(QStringLiteral(".json").size()) + QStringLiteral(".lock");
}

QString UnfinishedGames::newSlotPath() const
{
    return QDir(folder_).filePath(QStringLiteral("window-%1.json").arg(QUuid::createUuid().toString(QUuid::WithoutBraces)));
}

std::optional<QByteArray> UnfinishedGames::claim()
{
    QDir().mkpath(folder_);
    const QFileInfoList slots = QDir(folder_).entryInfoList({kPattern}, QDir::Files, QDir::Time); // newest first
    std::optional<QByteArray> claimed;
    for (const QFileInfo& slot : slots) {
        auto lock = std::make_unique<QLockFile>(lockPathOf(slot.filePath()));
        if (!lock->tryLock(0)) {
            continue; // an open window's
        }
        QByteArray json;
        const std::optional<SavedGame> saved = readSlot(slot.filePath(), &json);
        if (!claimed && saved) {
            claimed = json;
            path_ = slot.filePath();
            lock_ = std::move(lock);
        } else if (saved && !unfinished(*saved)) {
            QFile::remove(slot.filePath()); // nothing to continue: a finished or empty game
        }
    }
    if (!lock_) {
        path_ = newSlotPath();
        lock_ = std::make_unique<QLockFile>(lockPathOf(path_));
        lock_->tryLock(0);
    }
    return claimed;
}

std::vector<UnfinishedGames::Offered> UnfinishedGames::offered() const
{
    std::vector<Offered> games;
    const QFileInfoList slots = QDir(folder_).entryInfoList({kPattern}, QDir::Files, QDir::Time);
    for (const QFileInfo& slot : slots) {
        if (slot.filePath() == path_) {
            continue;
        }
        QLockFile lock(lockPathOf(slot.filePath()));
        if (!lock.tryLock(0)) {
            continue;
        }
        QByteArray json;
        const std::optional<SavedGame> saved = readSlot(slot.filePath(), &json);
        if (saved && unfinished(*saved)) {
            games.push_back({slot.filePath(), json, slot.lastModified()});
        }
    }
    return games;
}

std::optional<WriteFailure> UnfinishedGames::keep(const QByteArray& json)
{
    if (path_.isEmpty()) {
        claim();
    }
    QDir().mkpath(folder_);
    return writeWholeFile(path_.toStdString(), bytesOf(json));
}

std::optional<QByteArray> UnfinishedGames::take(const QString& path, const QByteArray& replaced)
{
    QLockFile lock(lockPathOf(path));
    QByteArray json;
    if (!lock.tryLock(0) || !readSlot(path, &json)) {
        return std::nullopt;
    }
    // The replaced game first into the taken slot: were this write to fail,
    // the taken game stays where it was, offered still.
    if (replaced.isEmpty()) {
        QFile::remove(path);
    } else if (writeWholeFile(path.toStdString(), bytesOf(replaced))) {
        return std::nullopt;
    }
    return json;
}

} // namespace leapfrog::ui

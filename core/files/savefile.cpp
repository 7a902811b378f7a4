#include "savefile.h"

#include "model/errors.h"
#include "model/refusal.h"
#include "model/rules.h"
#include "json_reading.h"
#include "whole_file.h"

#include <QFile>
#include <QFileDevice>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdint>
#include <optional>
#include <vector>

namespace leapfrog {

namespace {

const char* originName(Origin origin)
{
    switch (origin) {
    case Origin::Player: return "player";
    case Origin::Solution: return "solution";
    case Origin::Hint: return "hint";
    }
    return "player";
}

QJsonObject entryToJson(const HistoryEntry& entry)
{
    if (entry.kind == HistoryEntry::Kind::Restart) {
        return {{"kind", "restart"}};
    }
    return {{"kind", "move"},
            {"move", QString::fromStdString(moveText(entry.move))},
            {"origin", originName(entry.origin)}};
}

using Kind = SaveFileProblem::Kind;

// The CLI's English line and the same problem as data for the window.
[[noreturn]] void refuse(const std::string& what, SaveFileProblem problem) { throw SaveFileError(what, std::move(problem)); }

std::string quoted(const QString& text) { return "\"" + text.toStdString() + "\""; }

std::string excerptOf(const QString& text) { return excerpt(text.toStdString()); }

// Where a key was looked for: the file (entry 0) or a history entry (1-based).
std::string whereText(int entry) { return entry == 0 ? "the file" : "history entry " + std::to_string(entry); }

// The value of a required key, refused when missing.
QJsonValue require(const QJsonObject& object, const char* key, int entry)
{
    const QJsonValue value = object.value(QLatin1String(key));
    if (value.isUndefined()) {
        refuse(whereText(entry) + " has no \"" + key + "\"", {.kind = Kind::MissingKey, .key = key, .entry = entry});
    }
    return value;
}

QString requireString(const QJsonObject& object, const char* key, int entry)
{
    const QJsonValue value = require(object, key, entry);
    if (!value.isString()) {
        refuse(whereText(entry) + ": \"" + key + "\" must be a string", {.kind = Kind::NotString, .key = key, .entry = entry});
    }
    return value.toString();
}

// JSON numbers are doubles: accept only whole numbers that fit an int.
int requireWholeNumber(const QJsonObject& object, const char* key, int entry)
{
    const std::optional<std::int64_t> number = wholeNumber(require(object, key, entry), -2'000'000'000, 2'000'000'000);
    if (!number) {
        refuse(whereText(entry) + ": \"" + key + "\" must be a whole number",
               {.kind = Kind::NotWholeNumber, .key = key, .entry = entry});
    }
    return static_cast<int>(*number);
}

void checkFormat(const QJsonObject& root)
{
    const QString format = requireString(root, "format", 0);
    if (format != QLatin1String(kSaveFormatName)) {
        refuse("not a Leapfrog game: \"format\" is " + quoted(format) + ", expected \"" + kSaveFormatName + "\"",
               {.kind = Kind::WrongFormat, .value = excerptOf(format), .expected = kSaveFormatName});
    }
    const int version = requireWholeNumber(root, "version", 0);
    if (version > kSaveFormatVersion) {
        refuse("the file is format version " + std::to_string(version) + ", newer than this Leapfrog reads (up to "
                   + std::to_string(kSaveFormatVersion) + ")",
               {.kind = Kind::NewerVersion, .have = version, .want = kSaveFormatVersion});
    }
    if (version < 1) {
        refuse("format version " + std::to_string(version) + " does not exist (versions start at 1)",
               {.kind = Kind::NoSuchVersion, .have = version});
    }
}

Variant readVariant(const QJsonObject& root)
{
    const QString spec = requireString(root, "variant", 0);
    try {
        return Variant::parse(spec.toStdString());
    } catch (const InputError& error) {
        const Refusal* why = refusalOf(error);
        refuse(std::string("bad \"variant\": ") + error.what(),
               {.kind = Kind::BadVariant,
                .value = excerptOf(spec),
                .detail = error.what(),
                .refusal = why ? std::optional<Refusal>(*why) : std::nullopt});
    }
}

void checkStart(const QJsonObject& root, const Variant& variant)
{
    const QString start = requireString(root, "start", 0);
    if (start.toStdString() != variant.start().text()) {
        refuse("the start position " + quoted(start) + " is not the start of " + variant.spec() + " ("
                   + variant.start().text() + ")",
               {.kind = Kind::WrongStart,
                .value = excerptOf(start),
                .board = variant.spec(),
                .expected = excerpt(variant.start().text())});
    }
}

Origin readOrigin(const QJsonObject& entry, int index)
{
    const QString origin = requireString(entry, "origin", index);
    if (origin == QLatin1String("player")) {
        return Origin::Player;
    }
    if (origin == QLatin1String("solution")) {
        return Origin::Solution;
    }
    if (origin == QLatin1String("hint")) {
        return Origin::Hint;
    }
    refuse(whereText(index) + ": unknown origin " + quoted(origin) + " (accepted: player, solution, hint)",
           {.kind = Kind::UnknownOrigin, .value = excerptOf(origin), .entry = index});
}

HistoryEntry readEntry(const QJsonValue& value, const Variant& variant, int index)
{
    if (!value.isObject()) {
        refuse(whereText(index) + " is not an object", {.kind = Kind::EntryNotObject, .entry = index});
    }
    const QJsonObject entry = value.toObject();
    const QString kind = requireString(entry, "kind", index);
    if (kind == QLatin1String("restart")) {
        return {HistoryEntry::Kind::Restart, Move{}, Origin::Player};
    }
    if (kind != QLatin1String("move")) {
        refuse(whereText(index) + ": unknown kind " + quoted(kind) + " (accepted: move, restart)",
               {.kind = Kind::UnknownKind, .value = excerptOf(kind), .entry = index});
    }
    const QString text = requireString(entry, "move", index);
    const Origin origin = readOrigin(entry, index);
    try {
        return {HistoryEntry::Kind::Move, variant.parseMove(text.toStdString()), origin};
    } catch (const InputError& error) {
        const Refusal* why = refusalOf(error);
        refuse(whereText(index) + ": " + error.what(),
               {.kind = Kind::BadMove,
                .value = excerptOf(text),
                .board = variant.spec(),
                .detail = error.what(),
                .entry = index,
                .refusal = why ? std::optional<Refusal>(*why) : std::nullopt});
    }
}

std::vector<HistoryEntry> readHistory(const QJsonObject& root, const Variant& variant)
{
    const QJsonValue value = require(root, "history", 0);
    if (!value.isArray()) {
        refuse("\"history\" must be a list of entries", {.kind = Kind::HistoryNotList, .key = "history"});
    }
    std::vector<HistoryEntry> history;
    const QJsonArray entries = value.toArray();
    if (entries.size() > kSaveHistoryLimit) {
        refuse("the history has " + std::to_string(entries.size()) + " entries, more than a saved game holds (at most "
                   + std::to_string(kSaveHistoryLimit) + ")",
               {.kind = Kind::HistoryTooLong, .key = "history", .have = entries.size(), .want = kSaveHistoryLimit});
    }
    history.reserve(static_cast<std::size_t>(entries.size()));
    for (qsizetype i = 0; i < entries.size(); ++i) {
        history.push_back(readEntry(entries[i], variant, static_cast<int>(i + 1)));
    }
    return history;
}

bool readSolutionShown(const QJsonObject& root)
{
    const QJsonValue value = require(root, "solutionShown", 0);
    if (!value.isBool()) {
        refuse("\"solutionShown\" must be true or false", {.kind = Kind::SolutionShownNotBool, .key = "solutionShown"});
    }
    return value.toBool();
}

// Why the game refused the history, as data: the first illegal entry, or
// else the cursor. Found again only on the way out, so a good file is
// replayed once.
SaveFileProblem replayProblem(const Variant& variant, const std::vector<HistoryEntry>& history, int cursor)
{
    Position position = variant.start();
    for (std::size_t i = 0; i < history.size(); ++i) {
        const HistoryEntry& entry = history[i];
        if (entry.kind == HistoryEntry::Kind::Restart) {
            position = variant.start();
            continue;
        }
        if (const auto why = whyIllegal(variant.board(), variant.rules(), position, entry.move)) {
            return {.kind = Kind::IllegalMove,
                    .value = moveText(entry.move),
                    .board = variant.spec(),
                    .entry = static_cast<int>(i + 1),
                    .illegal = *why};
        }
        position = applyMove(variant.rules(), position, entry.move);
    }
    return {.kind = Kind::CursorOutside, .key = "cursor", .have = cursor, .want = static_cast<qint64>(history.size())};
}

QJsonObject parseRoot(const QByteArray& json)
{
    using Problem = JsonObjectRead::Problem;
    const JsonObjectRead read = readJsonObject(json);
    // A file cut to nothing (a full disk, a copy that failed) is common enough
    // to be named plainly rather than as a parser's offset.
    if (read.problem == Problem::Empty) {
        refuse("the file is empty", {.kind = Kind::Empty});
    }
    if (read.problem == Problem::NotJson) {
        // Qt's parser words stay in the CLI's line: the window says where,
        // in its own words.
        refuse("not valid JSON: " + read.parserError.toStdString() + " at character " + std::to_string(read.offset),
               {.kind = Kind::NotJson, .have = read.offset});
    }
    if (read.problem == Problem::NotAnObject) {
        refuse("not a Leapfrog game: the JSON is not an object", {.kind = Kind::NotAnObject});
    }
    return read.object;
}

} // namespace

QByteArray gameToJson(const Game& game, bool solutionShown)
{
    QJsonArray history;
    for (const HistoryEntry& entry : game.history()) {
        history.append(entryToJson(entry));
    }
    const QJsonObject root{
        {"format", kSaveFormatName},
        {"version", kSaveFormatVersion},
        {"variant", QString::fromStdString(game.variant().spec())},
        {"start", QString::fromStdString(game.variant().start().text())},
        {"history", history},
        {"cursor", game.cursor()},
        {"solutionShown", solutionShown},
    };
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

SavedGame gameFromJson(const QByteArray& json)
{
    const QJsonObject root = parseRoot(json);
    checkFormat(root);
    Variant variant = readVariant(root);
    checkStart(root, variant);
    const std::vector<HistoryEntry> history = readHistory(root, variant);
    const int cursor = requireWholeNumber(root, "cursor", 0);
    const bool solutionShown = readSolutionShown(root);
    // Replays every move: legality and the cursor's range come from the game.
    try {
        return {Game::fromHistory(variant, history, cursor), solutionShown};
    } catch (const InputError& error) {
        refuse(error.what(), replayProblem(variant, history, cursor));
    }
}

void writeGameFile(const QString& path, const Game& game, bool solutionShown)
{
    const QByteArray json = gameToJson(game, solutionShown);
    if (const auto failure = writeWholeFile(path.toStdString(), std::as_bytes(std::span(json.data(), json.size())))) {
        throw WriteError(*failure);
    }
}

SavedGame readGameFile(const QString& path)
{
    // Looked at before it is opened: opening a FIFO waits for a writer, and
    // a device (/dev/zero) never ends.
    const QFileInfo info(path);
    if (info.exists() && !info.isFile()) {
        refuse(path.toStdString() + " is not a regular file (a folder, a device or a pipe), so not a saved game",
               {.kind = Kind::NotRegularFile});
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        const Kind kind = file.error() == QFileDevice::PermissionsError ? Kind::NoReadPermission : Kind::CannotOpen;
        refuse("cannot open " + path.toStdString() + ": " + file.errorString().toStdString(),
               {.kind = kind, .detail = file.errorString().toStdString()});
    }
    constexpr qint64 mega = 1024 * 1024;
    if (file.size() > kSaveFileByteLimit) {
        refuse(path.toStdString() + " is " + std::to_string(file.size() / mega) + " MB, far larger than any saved game (limit "
                   + std::to_string(kSaveFileByteLimit / mega) + " MB)",
               {.kind = Kind::TooLarge, .have = file.size() / mega, .want = kSaveFileByteLimit / mega});
    }
    try {
        return gameFromJson(file.read(kSaveFileByteLimit));
    } catch (const SaveFileError& error) {
        refuse(path.toStdString() + ": " + error.what(), error.problem());
    }
}

} // namespace leapfrog

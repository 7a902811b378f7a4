#include "savefile.h"

#include "model/errors.h"
#include "whole_file.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
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

[[noreturn]] void refuse(const std::string& what) { throw InputError(what); }

std::string quoted(const QString& text) { return "\"" + text.toStdString() + "\""; }

// The value of a required key, refused when missing.
QJsonValue require(const QJsonObject& object, const char* key, const std::string& where)
{
    const QJsonValue value = object.value(QLatin1String(key));
    if (value.isUndefined()) {
        refuse(where + " has no \"" + key + "\"");
    }
    return value;
}

QString requireString(const QJsonObject& object, const char* key, const std::string& where)
{
    const QJsonValue value = require(object, key, where);
    if (!value.isString()) {
        refuse(where + ": \"" + key + "\" must be a string");
    }
    return value.toString();
}

// JSON numbers are doubles: accept only whole numbers that fit an int.
int requireWholeNumber(const QJsonObject& object, const char* key, const std::string& where)
{
    const QJsonValue value = require(object, key, where);
    const double number = value.toDouble(std::nan(""));
    if (!value.isDouble() || std::floor(number) != number || std::abs(number) > 2e9) {
        refuse(where + ": \"" + key + "\" must be a whole number");
    }
    return static_cast<int>(number);
}

void checkFormat(const QJsonObject& root)
{
    const QString format = requireString(root, "format", "the file");
    if (format != QLatin1String(kSaveFormatName)) {
        refuse("not a Leapfrog game: \"format\" is " + quoted(format) + ", expected \"" + kSaveFormatName + "\"");
    }
    const int version = requireWholeNumber(root, "version", "the file");
    if (version > kSaveFormatVersion) {
        refuse("the file is format version " + std::to_string(version) + ", newer than this Leapfrog reads (up to "
               + std::to_string(kSaveFormatVersion) + ")");
    }
    if (version < 1) {
        refuse("format version " + std::to_string(version) + " does not exist (versions start at 1)");
    }
}

Variant readVariant(const QJsonObject& root)
{
    const QString spec = requireString(root, "variant", "the file");
    try {
        return Variant::parse(spec.toStdString());
    } catch (const InputError& error) {
        refuse(std::string("bad \"variant\": ") + error.what());
    }
}

void checkStart(const QJsonObject& root, const Variant& variant)
{
    const QString start = requireString(root, "start", "the file");
    if (start.toStdString() != variant.start().text()) {
        refuse("the start position " + quoted(start) + " is not the start of " + variant.spec() + " ("
               + variant.start().text() + ")");
    }
}

Origin readOrigin(const QJsonObject& entry, const std::string& where)
{
    const QString origin = requireString(entry, "origin", where);
    if (origin == QLatin1String("player")) {
        return Origin::Player;
    }
    if (origin == QLatin1String("solution")) {
        return Origin::Solution;
    }
    if (origin == QLatin1String("hint")) {
        return Origin::Hint;
    }
    refuse(where + ": unknown origin " + quoted(origin) + " (accepted: player, solution, hint)");
}

HistoryEntry readEntry(const QJsonValue& value, const Variant& variant, const std::string& where)
{
    if (!value.isObject()) {
        refuse(where + " is not an object");
    }
    const QJsonObject entry = value.toObject();
    const QString kind = requireString(entry, "kind", where);
    if (kind == QLatin1String("restart")) {
        return {HistoryEntry::Kind::Restart, Move{}, Origin::Player};
    }
    if (kind != QLatin1String("move")) {
        refuse(where + ": unknown kind " + quoted(kind) + " (accepted: move, restart)");
    }
    const QString text = requireString(entry, "move", where);
    const Origin origin = readOrigin(entry, where);
    try {
        return {HistoryEntry::Kind::Move, variant.parseMove(text.toStdString()), origin};
    } catch (const InputError& error) {
        refuse(where + ": " + error.what());
    }
}

std::vector<HistoryEntry> readHistory(const QJsonObject& root, const Variant& variant)
{
    const QJsonValue value = require(root, "history", "the file");
    if (!value.isArray()) {
        refuse("\"history\" must be a list of entries");
    }
    std::vector<HistoryEntry> history;
    const QJsonArray entries = value.toArray();
    if (entries.size() > kSaveHistoryLimit) {
        refuse("the history has " + std::to_string(entries.size()) + " entries, more than a saved game holds (at most "
               + std::to_string(kSaveHistoryLimit) + ")");
    }
    history.reserve(static_cast<std::size_t>(entries.size()));
    for (qsizetype i = 0; i < entries.size(); ++i) {
        history.push_back(readEntry(entries[i], variant, "history entry " + std::to_string(i + 1)));
    }
    return history;
}

bool readSolutionShown(const QJsonObject& root)
{
    const QJsonValue value = require(root, "solutionShown", "the file");
    if (!value.isBool()) {
        refuse("\"solutionShown\" must be true or false");
    }
    return value.toBool();
}

QJsonObject parseRoot(const QByteArray& json)
{
    // A file cut to nothing (a full disk, a copy that failed) is common enough
    // to be named plainly rather than as a parser's offset.
    if (json.trimmed().isEmpty()) {
        refuse("the file is empty");
    }
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError) {
        refuse("not valid JSON: " + error.errorString().toStdString() + " at character "
               + std::to_string(error.offset));
    }
    if (!document.isObject()) {
        refuse("not a Leapfrog game: the JSON is not an object");
    }
    return document.object();
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
    const int cursor = requireWholeNumber(root, "cursor", "the file");
    const bool solutionShown = readSolutionShown(root);
    // Replays every move: legality and the cursor's range come from the game.
    return {Game::fromHistory(std::move(variant), history, cursor), solutionShown};
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
        refuse(path.toStdString() + " is not a regular file (a folder, a device or a pipe), so not a saved game");
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        refuse("cannot open " + path.toStdString() + ": " + file.errorString().toStdString());
    }
    if (file.size() > kSaveFileByteLimit) {
        refuse(path.toStdString() + " is " + std::to_string(file.size() / (1024 * 1024))
               + " MB, far larger than any saved game (limit " + std::to_string(kSaveFileByteLimit / (1024 * 1024))
               + " MB)");
    }
    try {
        return gameFromJson(file.read(kSaveFileByteLimit));
    } catch (const InputError& error) {
        refuse(path.toStdString() + ": " + error.what());
    }
}

} // namespace leapfrog

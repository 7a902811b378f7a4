#include "settings.h"

#include "legacysettings.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLockFile>
#include <QStandardPaths>

#include <cmath>
#include <limits>
#include <span>

namespace leapfrog::ui {

namespace {

// The file as it is now: its keys, or an empty object when there is none, it
// is not a regular file, it is too large or it is not a JSON object (a damaged
// file is set aside at the next write, see setAsideIfDamaged).
QJsonObject readSettingsFile(const QString& path, bool* damaged = nullptr)
{
    const QFileInfo info(path);
    if (!info.exists()) {
        return {};
    }
    QFile file(path);
    // A folder, a FIFO or a device there is never waited on, nor read.
    if (!info.isFile() || info.size() > Settings::kByteLimit || !file.open(QIODevice::ReadOnly)) {
        return {};
    }
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(file.read(Settings::kByteLimit), &error);
    if (error.error != QJsonParseError::NoError || !document.isObject()) {
        if (damaged) {
            *damaged = true;
        }
        return {};
    }
    return document.object();
}

// A settings file that is not JSON (edited by hand, a disk's damage) is kept
// beside under a new name before a new one is written: nothing is thrown away.
void setAsideIfDamaged(const QString& path)
{
    bool damaged = false;
    readSettingsFile(path, &damaged);
    if (damaged) {
        QFile::rename(path, path + QStringLiteral(".damaged-") +
                                QString::number(QDateTime::currentSecsSinceEpoch()));
    }
}

} // namespace

QJsonValue settingToJson(const QString& value) { return value; }
QJsonValue settingToJson(bool value) { return value; }
QJsonValue settingToJson(int value) { return value; }
// A decimal string: JSON's numbers are doubles, exact only to 2^53.
QJsonValue settingToJson(std::uint64_t value) { return QString::number(value); }
QJsonValue settingToJson(const QByteArray& value) { return QString::fromLatin1(value.toBase64()); }
QJsonValue settingToJson(const QStringList& value) { return QJsonArray::fromStringList(value); }

QJsonValue settingToJson(const TextMap& value)
{
    QJsonObject object;
    for (auto entry = value.cbegin(); entry != value.cend(); ++entry) {
        object.insert(entry.key(), entry.value());
    }
    return object;
}

std::optional<QString> settingFromJson(const QJsonValue& json, const QString*)
{
    return json.isString() ? std::optional(json.toString()) : std::nullopt;
}

// Settings kept by QSettings before this file (legacysettings.h) hold their
// booleans and numbers as words: "true", "17".
std::optional<bool> settingFromJson(const QJsonValue& json, const bool*)
{
    if (json.isBool()) {
        return json.toBool();
    }
    if (json.isString() && (json.toString() == QLatin1String("true") || json.toString() == QLatin1String("false"))) {
        return json.toString() == QLatin1String("true");
    }
    return std::nullopt;
}

std::optional<int> settingFromJson(const QJsonValue& json, const int*)
{
    if (json.isDouble()) {
        const double number = json.toDouble();
        if (number == std::floor(number) && std::abs(number) <= std::numeric_limits<int>::max()) {
            return static_cast<int>(number);
        }
        return std::nullopt;
    }
    bool ok = false;
    const int number = json.toString().toInt(&ok);
    return ok ? std::optional(number) : std::nullopt;
}

std::optional<std::uint64_t> settingFromJson(const QJsonValue& json, const std::uint64_t*)
{
    bool ok = false;
    const qulonglong number = json.toString().toULongLong(&ok);
    return ok ? std::optional<std::uint64_t>(number) : std::nullopt;
}

std::optional<QByteArray> settingFromJson(const QJsonValue& json, const QByteArray*)
{
    if (!json.isString()) {
        return std::nullopt;
    }
    const auto decoded = QByteArray::fromBase64Encoding(json.toString().toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
    return decoded ? std::optional(*decoded) : std::nullopt;
}

std::optional<QStringList> settingFromJson(const QJsonValue& json, const QStringList*)
{
    if (json.isString()) {
        return QStringList{json.toString()}; // QSettings kept a list of one as its one word
    }
    if (!json.isArray()) {
        return std::nullopt;
    }
    QStringList list;
    for (const QJsonValue item : json.toArray()) {
        if (!item.isString()) {
            return std::nullopt;
        }
        list.append(item.toString());
    }
    return list;
}

std::optional<TextMap> settingFromJson(const QJsonValue& json, const TextMap*)
{
    if (!json.isObject()) {
        return std::nullopt;
    }
    TextMap map;
    const QJsonObject object = json.toObject();
    for (auto entry = object.begin(); entry != object.end(); ++entry) {
        if (!entry.value().isString()) {
            return std::nullopt;
        }
        map.insert(entry.key(), entry.value().toString());
    }
    return map;
}

Settings::Settings()
    : Settings(playerPath())
{
    if (!QFileInfo::exists(path_)) {
        // A first start of this version: the settings QSettings kept, if
        // any, carried over (written with this object's changes).
        values_ = legacySettings();
        for (auto entry = values_.begin(); entry != values_.end(); ++entry) {
            changes_[entry.key()] = entry.value();
        }
    }
}

Settings::Settings(QString path)
    : path_(std::move(path))
    , values_(readSettingsFile(path_))
{
}

Settings::~Settings()
{
    if (!changes_.empty() || cleared_) {
        if (const std::optional<WriteFailure> failure = write()) {
            Q_EMIT SettingsNotice::instance().notWritten(*failure);
        }
    }
}

QString Settings::playerPath()
{
    // The application's own folder (QSettings kept one file per application
    // in the organisation's folder: legacysettings.h).
    return QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation) + QStringLiteral("/settings.json");
}

void Settings::change(QLatin1StringView name, std::optional<QJsonValue> value)
{
    const QString key(name);
    if (value) {
        values_.insert(key, *value);
    } else {
        values_.remove(key);
    }
    changes_[key] = std::move(value);
}

void Settings::clear()
{
    values_ = {};
    changes_.clear();
    cleared_ = true;
}

std::optional<WriteFailure> Settings::write()
{
    if (changes_.empty() && !cleared_) {
        return std::nullopt;
    }
    QDir().mkpath(QFileInfo(path_).path());
    // One window at a time reads, changes and writes: another window's
    // choices, written meanwhile, are read first and kept.
    QLockFile lock(path_ + QStringLiteral(".lock"));
    lock.tryLock(kLockWaitMs); // a lock that stays taken (a hung window) is not waited on for ever
    setAsideIfDamaged(path_);
    QJsonObject onDisk = cleared_ ? QJsonObject() : readSettingsFile(path_);
    for (const auto& [key, value] : changes_) {
        if (value) {
            onDisk.insert(key, *value);
        } else {
            onDisk.remove(key);
        }
    }
    const QByteArray bytes = QJsonDocument(onDisk).toJson();
    if (std::optional<WriteFailure> failure =
            writeWholeFile(QFile::encodeName(path_).toStdString(), std::as_bytes(std::span(bytes.data(), bytes.size())))) {
        return failure; // the changes are kept, for the next write
    }
    values_ = onDisk;
    changes_.clear();
    cleared_ = false;
    return std::nullopt;
}

SettingsNotice& SettingsNotice::instance()
{
    static SettingsNotice notice;
    return notice;
}

} // namespace leapfrog::ui

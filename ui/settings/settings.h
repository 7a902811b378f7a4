#pragma once
// The one door to what the window keeps between runs (its settings). Every
// key is declared once, with its type and its default (settingkeys.h); this
// class reads and writes them, and nothing else in the program touches the
// settings file (the layers check refuses QSettings outside ui/settings/).
//
// The file is JSON, written whole or not at all by the one writer
// (files/whole_file.h): a full disk or a read-only folder leaves it as it was
// (Qt 6.4's QSettings writes through QSaveFile, which renames an empty file
// over the old one on a full disk). Two windows share it: a Settings writes
// only the keys it changed, under a lock, into what the file holds then, so
// one window's choices never undo another's.
//
// Use it as QSettings is used, one object for a few reads or writes:
//     Settings().setValue(setting::tutorialSeen, true);
// The changes are written when the object goes (or at write(), which says
// whether they reached the disk). A failure is also announced once to the
// window (SettingsNotice), which says it in its status bar.
#include "files/whole_file.h"

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QLatin1StringView>
#include <QMap>
#include <QObject>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <map>
#include <optional>
#include <type_traits>

namespace leapfrog::ui {

// A map of words to words, kept as one JSON object (the daily challenges:
// spec to date).
using TextMap = QMap<QString, QString>;

// One key of the settings: its name in the file, its type, its default.
template <typename T>
struct Setting {
    QLatin1StringView name;
    T fallback;
};

// How each type of value is kept in the file. A value of the wrong type (a
// file edited by hand) reads as the key's default.
QJsonValue settingToJson(const QString& value);
QJsonValue settingToJson(bool value);
QJsonValue settingToJson(int value);
QJsonValue settingToJson(std::uint64_t value);
QJsonValue settingToJson(const QByteArray& value);
QJsonValue settingToJson(const QStringList& value);
QJsonValue settingToJson(const TextMap& value);
std::optional<QString> settingFromJson(const QJsonValue& json, const QString*);
std::optional<bool> settingFromJson(const QJsonValue& json, const bool*);
std::optional<int> settingFromJson(const QJsonValue& json, const int*);
std::optional<std::uint64_t> settingFromJson(const QJsonValue& json, const std::uint64_t*);
std::optional<QByteArray> settingFromJson(const QJsonValue& json, const QByteArray*);
std::optional<QStringList> settingFromJson(const QJsonValue& json, const QStringList*);
std::optional<TextMap> settingFromJson(const QJsonValue& json, const TextMap*);

class Settings {
public:
    // No settings file comes near it: a larger one is not read.
    static constexpr qint64 kByteLimit = 4ll * 1024 * 1024;
    static constexpr int kLockWaitMs = 5000;

    // The player's settings: AppConfigLocation's settings.json.
    Settings();
    // The settings in `path` (tests).
    explicit Settings(QString path);
    // Writes what this object changed (see write()).
    ~Settings();
    Settings(const Settings&) = delete;
    Settings& operator=(const Settings&) = delete;

    static QString playerPath();
    QString path() const { return path_; }

    template <typename T>
    T value(const Setting<T>& key) const
    {
        const QJsonValue stored = values_.value(key.name);
        if (stored.isUndefined()) {
            return key.fallback;
        }
        return settingFromJson(stored, static_cast<const T*>(nullptr)).value_or(key.fallback);
    }
    template <typename T>
    bool contains(const Setting<T>& key) const
    {
        return values_.contains(key.name);
    }
    template <typename T>
    void setValue(const Setting<T>& key, const std::type_identity_t<T>& value)
    {
        change(key.name, settingToJson(value));
    }
    template <typename T>
    void remove(const Setting<T>& key)
    {
        change(key.name, std::nullopt);
    }
    // Every key back to its default (tests, and a player's fresh start).
    void clear();

    // Writes this object's changes into what the file holds now, whole, under
    // a lock; nullopt when they reached the disk (or there were none). A
    // failure leaves the file as it was and keeps the changes, to be written
    // at the next write().
    std::optional<WriteFailure> write();

private:
    void change(QLatin1StringView name, std::optional<QJsonValue> value);

    QString path_;
    QJsonObject values_;                                     // as read, with this object's changes
    std::map<QString, std::optional<QJsonValue>> changes_;   // set, or removed (nullopt)
    bool cleared_ = false;
};

// Where a settings write that failed is said: the window listens and says it
// in its status bar (a Settings going out of scope has no one else to tell).
class SettingsNotice : public QObject {
    Q_OBJECT
public:
    static SettingsNotice& instance();

Q_SIGNALS:
    void notWritten(const leapfrog::WriteFailure& failure);
};

} // namespace leapfrog::ui

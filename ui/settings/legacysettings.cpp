#include "legacysettings.h"

#include <QJsonArray>
#include <QSettings>
#include <QVariant>
#include <QVariantMap>

namespace leapfrog::ui {

namespace {

QJsonValue fromLegacy(const QVariant& value)
{
    switch (value.typeId()) {
    case QMetaType::QByteArray: return QString::fromLatin1(value.toByteArray().toBase64());
    case QMetaType::QStringList: return QJsonArray::fromStringList(value.toStringList());
    case QMetaType::Bool: return value.toBool();
    case QMetaType::QVariantMap: {
        QJsonObject object;
        const QVariantMap map = value.toMap();
        for (auto entry = map.cbegin(); entry != map.cend(); ++entry) {
            object.insert(entry.key(), entry.value().toString());
        }
        return object;
    }
    default: return value.toString();
    }
}

} // namespace

QJsonObject legacySettings()
{
    const QSettings settings;
    QJsonObject values;
    for (const QString& key : settings.allKeys()) {
        values.insert(key, fromLegacy(settings.value(key)));
    }
    return values;
}

} // namespace leapfrog::ui

#include "json_reading.h"

#include <QJsonDocument>
#include <QJsonParseError>

#include <cmath>

namespace leapfrog {

JsonObjectRead readJsonObject(const QByteArray& bytes)
{
    JsonObjectRead read;
    if (bytes.trimmed().isEmpty()) {
        read.problem = JsonObjectRead::Problem::Empty;
        return read;
    }
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError) {
        read.problem = JsonObjectRead::Problem::NotJson;
        read.parserError = error.errorString();
        read.offset = error.offset;
    } else if (!document.isObject()) {
        read.problem = JsonObjectRead::Problem::NotAnObject;
    } else {
        read.object = document.object();
    }
    return read;
}

std::optional<std::int64_t> wholeNumber(const QJsonValue& value, std::int64_t least, std::int64_t most)
{
    if (!value.isDouble()) {
        return std::nullopt;
    }
    const double number = value.toDouble();
    if (std::floor(number) != number || number < static_cast<double>(least) || number > static_cast<double>(most)) {
        return std::nullopt;
    }
    return static_cast<std::int64_t>(number);
}

} // namespace leapfrog

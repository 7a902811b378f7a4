#pragma once
// Reading the JSON files Leapfrog keeps: saved games (savefile.h) and the
// record book (ui/play/recordbook.h). Both take the bytes as one JSON object
// and JSON's numbers (all doubles) as whole numbers within a range; done
// here once, so that a file both would refuse is refused by both, and the
// next file of this kind starts from the same two steps. What each says
// about a refusal stays its own (the game names the problem, the book sets
// itself aside).
#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <cstdint>
#include <optional>

namespace leapfrog {

struct JsonObjectRead {
    enum class Problem : std::uint8_t {
        None,
        Empty,      // nothing but white space: a file cut to nothing
        NotJson,    // parserError and offset say where reading stopped
        NotAnObject // valid JSON, but not an object
    };
    Problem problem = Problem::None;
    QJsonObject object; // when Problem::None
    QString parserError;
    int offset = 0;
};

JsonObjectRead readJsonObject(const QByteArray& bytes);

// `value` as a whole number from `least` to `most`; nullopt when it is not a
// number, not whole, or outside (a double holds whole numbers exactly only
// up to 2^53: ranges stay below it).
std::optional<std::int64_t> wholeNumber(const QJsonValue& value, std::int64_t least, std::int64_t most);

} // namespace leapfrog

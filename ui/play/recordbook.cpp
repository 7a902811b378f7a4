#include "recordbook.h"

#include "model/errors.h"
#include "model/variant.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <tuple>

namespace leapfrog::ui {

const QString RecordBook::kFormat = QStringLiteral("leapfrog-records");
const QString RecordBook::kFileName = QStringLiteral("records.json");

namespace {

namespace key {
const QString format = QStringLiteral("format");
const QString version = QStringLiteral("version");
const QString records = QStringLiteral("records");
const QString variant = QStringLiteral("variant");
const QString moves = QStringLiteral("moves");
const QString minimum = QStringLiteral("minimum");
const QString hints = QStringLiteral("hints");
const QString solutionShown = QStringLiteral("solutionShown");
const QString date = QStringLiteral("date");
const QString milliseconds = QStringLiteral("milliseconds");
const QString gamesSolved = QStringLiteral("gamesSolved");
const QString slides = QStringLiteral("slides");
const QString jumps = QStringLiteral("jumps");
} // namespace key

// Why a file cannot be read as a record book; thrown while reading, caught
// once, and the file set aside.
struct Damage : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// A whole number >= 0 (JSON numbers are doubles).
qint64 count(const QJsonObject& object, const QString& name)
{
    const QJsonValue value = object.value(name);
    const double number = value.toDouble(); // read once; the check below refuses a value that is not a number
    if (!value.isDouble() || number < 0 || number != std::floor(number) || number > 9e15) {
        throw Damage("\"" + name.toStdString() + "\" is not a whole number");
    }
    return static_cast<qint64>(number);
}

// A whole number, or null / absent for "not known".
std::optional<qint64> optionalCount(const QJsonObject& object, const QString& name)
{
    const QJsonValue value = object.value(name);
    if (value.isNull() || value.isUndefined()) {
        return std::nullopt;
    }
    return count(object, name);
}

int smallCount(const QJsonObject& object, const QString& name)
{
    const qint64 value = count(object, name);
    if (value > std::numeric_limits<int>::max()) {
        throw Damage("\"" + name.toStdString() + "\" is too large");
    }
    return static_cast<int>(value);
}

std::optional<int> optionalSmallCount(const QJsonObject& object, const QString& name)
{
    const QJsonValue value = object.value(name);
    if (value.isNull() || value.isUndefined()) {
        return std::nullopt;
    }
    return smallCount(object, name);
}

SizeRecord recordFromJson(const QJsonObject& object, const std::string& spec)
{
    SizeRecord record;
    SolveResult& best = record.best;
    best.spec = spec;
    best.moves = smallCount(object, key::moves);
    if (const auto minimum = optionalCount(object, key::minimum)) {
        best.minimum = static_cast<int>(std::min<qint64>(*minimum, std::numeric_limits<int>::max()));
    }
    best.hints = smallCount(object, key::hints);
    const QJsonValue shown = object.value(key::solutionShown);
    if (!shown.isBool()) {
        throw Damage("\"solutionShown\" is not true or false");
    }
    best.solutionShown = shown.toBool();
    best.when = QDateTime::fromString(object.value(key::date).toString(), Qt::ISODate);
    if (!best.when.isValid()) {
        throw Damage("\"date\" is not a date");
    }
    best.milliseconds = optionalCount(object, key::milliseconds);
    // Absent from books written before they were kept: not known, not damage.
    best.slides = optionalSmallCount(object, key::slides);
    best.jumps = optionalSmallCount(object, key::jumps);
    record.gamesSolved = smallCount(object, key::gamesSolved);
    return record;
}

QJsonObject toJson(const SizeRecord& record)
{
    const SolveResult& best = record.best;
    QJsonObject object;
    object.insert(key::variant, QString::fromStdString(best.spec));
    object.insert(key::moves, best.moves);
    object.insert(key::minimum, best.minimum ? QJsonValue(*best.minimum) : QJsonValue(QJsonValue::Null));
    object.insert(key::hints, best.hints);
    object.insert(key::solutionShown, best.solutionShown);
    object.insert(key::date, best.when.toUTC().toString(Qt::ISODateWithMs));
    object.insert(key::milliseconds, best.milliseconds ? QJsonValue(static_cast<double>(*best.milliseconds))
                                                       : QJsonValue(QJsonValue::Null));
    object.insert(key::gamesSolved, record.gamesSolved);
    const auto optionalInt = [](std::optional<int> value) { return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null); };
    object.insert(key::slides, optionalInt(best.slides));
    object.insert(key::jumps, optionalInt(best.jumps));
    return object;
}

} // namespace

RecordBook::RecordBook(QObject* parent)
    : RecordBook(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation), parent)
{
}

RecordBook::RecordBook(const QString& folder, QObject* parent)
    : QObject(parent)
    , path_(QDir(folder).filePath(kFileName))
{
    load();
}

const SizeRecord* RecordBook::find(const std::string& spec) const
{
    const auto found = std::ranges::find(records_, spec, [](const SizeRecord& r) { return r.best.spec; });
    return found == records_.end() ? nullptr : &*found;
}

void RecordBook::load()
{
    QFile file(path_);
    if (!file.exists()) {
        return; // no game solved yet: an empty book
    }
    if (!file.open(QIODevice::ReadOnly)) {
        // Unreadable, not damaged: leave it where it is, and write nothing over it.
        problem_ = tr("The records in %1 could not be read (%2); they are left as they are, and new records "
                      "are not kept.")
                       .arg(QDir::toNativeSeparators(path_), file.errorString());
        mayWrite_ = false;
        return;
    }
    const QByteArray bytes = file.readAll();
    file.close();
    try {
        readRecords(bytes);
    } catch (const Damage& damage) {
        records_.clear();
        unreadable_ = {};
        setAside(QString::fromStdString(damage.what()));
        return;
    }
    std::ranges::sort(records_, {}, [](const SizeRecord& r) { return r.best.spec; });
}

// The file's records into the book; throws Damage when the file is not a
// record book this version can read.
void RecordBook::readRecords(const QByteArray& bytes)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError) {
        throw Damage("it is not valid JSON");
    }
    if (!document.isObject()) {
        throw Damage("it is not a JSON object");
    }
    const QJsonObject top = document.object();
    if (top.value(key::format).toString() != kFormat) {
        throw Damage("it is not a Leapfrog record book");
    }
    if (top.value(key::version).toInt(-1) != kVersion) {
        throw Damage("its version is not " + std::to_string(kVersion));
    }
    if (!top.value(key::records).isArray()) {
        throw Damage("it holds no list of records");
    }
    for (const QJsonValue value : top.value(key::records).toArray()) {
        if (!value.isObject()) {
            throw Damage("a record is not a JSON object");
        }
        const QJsonObject object = value.toObject();
        std::string spec;
        try {
            spec = Variant::parse(object.value(key::variant).toString().toStdString()).spec();
        } catch (const InputError&) {
            unreadable_.append(value); // a spec of another version: kept as it was
            continue;
        }
        const SizeRecord record = recordFromJson(object, spec);
        if (find(spec)) {
            throw Damage(spec + " is recorded twice");
        }
        records_.push_back(record);
    }
}

void RecordBook::setAside(const QString& why)
{
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString target = path_ + QStringLiteral(".damaged-") + stamp;
    for (int n = 2; QFile::exists(target); ++n) {
        target = path_ + QStringLiteral(".damaged-%1-%2").arg(stamp).arg(n);
    }
    if (!QFile::rename(path_, target)) {
        // Cannot be moved: it stays, and nothing is written over it (path_ is emptied).
        problem_ = tr("The records file %1 is damaged (%2) and could not be set aside; new records are not "
                      "kept until it is moved.")
                       .arg(QDir::toNativeSeparators(path_), why);
        mayWrite_ = false;
        return;
    }
    setAside_ = target;
    problem_ = tr("The records file was damaged (%1): it was set aside as %2 and a new record book begun.")
                   .arg(why, QDir::toNativeSeparators(target));
}

RecordBook::Standing RecordBook::add(const SolveResult& result, bool newSolve)
{
    const bool counts = newSolve && !result.solutionShown;
    auto found = std::ranges::find(records_, result.spec, [](const SizeRecord& r) { return r.best.spec; });
    Standing standing = Standing::First;
    if (found == records_.end()) {
        SizeRecord record{result, counts ? 1 : 0};
        records_.insert(std::ranges::upper_bound(records_, result.spec, {},
                                                 [](const SizeRecord& r) { return r.best.spec; }),
                        record);
    } else {
        found->gamesSolved += counts ? 1 : 0;
        standing = !beats(result, found->best)           ? Standing::NotBetter
                   : sameStanding(result, found->best) ? Standing::Faster
                                                       : Standing::Better;
        if (standing != Standing::NotBetter) {
            found->best = result;
        }
    }
    write();
    Q_EMIT changed();
    return standing;
}

void RecordBook::reset()
{
    records_.clear();
    unreadable_ = {};
    write();
    Q_EMIT changed();
}

bool RecordBook::write()
{
    if (!mayWrite_) {
        return false; // a file that could not be read or set aside is never written over
    }
    QJsonArray list;
    for (const SizeRecord& record : records_) {
        list.append(toJson(record));
    }
    for (const QJsonValue& kept : unreadable_) {
        list.append(kept);
    }
    QJsonObject top;
    top.insert(key::format, kFormat);
    top.insert(key::version, kVersion);
    top.insert(key::records, list);
    QDir().mkpath(QFileInfo(path_).path());
    QSaveFile file(path_);
    if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(top).toJson()) < 0 || !file.commit()) {
        problem_ = tr("The records could not be written to %1: %2.")
                       .arg(QDir::toNativeSeparators(path_), file.errorString());
        Q_EMIT writeFailed(problem_);
        return false;
    }
    return true;
}

} // namespace leapfrog::ui

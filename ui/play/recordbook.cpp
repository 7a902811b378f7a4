#include "recordbook.h"

#include "model/errors.h"
#include "model/variant.h"
#include "files/json_reading.h"
#include "files/whole_file.h"
#include "words/filetexts.h"
#include "words/recordtexts.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QStandardPaths>

#include <algorithm>
#include <cstdint>
#include <limits>
#include <optional>
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

const auto bySpec = [](const SizeRecord& record) -> const std::string& { return record.best.spec; };

// Why a file cannot be read as a record book; thrown while reading, caught
// once, and the file set aside.
struct Damage : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// Counts past 9e15 are damage, not records (and a double is exact below 2^53).
constexpr std::int64_t kLargestCount = 9'000'000'000'000'000;

// A whole number >= 0.
qint64 count(const QJsonObject& object, const QString& name)
{
    const std::optional<std::int64_t> number = wholeNumber(object.value(name), 0, kLargestCount);
    if (!number) {
        throw Damage("\"" + name.toStdString() + "\" is not a whole number");
    }
    return *number;
}

int smallCount(const QJsonObject& object, const QString& name)
{
    const qint64 value = count(object, name);
    if (value > std::numeric_limits<int>::max()) {
        throw Damage("\"" + name.toStdString() + "\" is too large");
    }
    return static_cast<int>(value);
}

// What `read` makes of the key, or nullopt when it is null or absent: "not known".
template<typename Read>
auto optionalOf(const QJsonObject& object, const QString& name, Read read) -> std::optional<decltype(read(object, name))>
{
    const QJsonValue value = object.value(name);
    if (value.isNull() || value.isUndefined()) {
        return std::nullopt;
    }
    return read(object, name);
}

SizeRecord recordFromJson(const QJsonObject& object, const std::string& spec)
{
    SizeRecord record;
    SolveResult& best = record.best;
    best.spec = spec;
    best.moves = smallCount(object, key::moves);
    if (const auto minimum = optionalOf(object, key::minimum, count)) {
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
    best.milliseconds = optionalOf(object, key::milliseconds, count);
    // Absent from books written before they were kept: not known, not damage.
    best.slides = optionalOf(object, key::slides, smallCount);
    best.jumps = optionalOf(object, key::jumps, smallCount);
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
    const auto found = std::ranges::find(records_, spec, bySpec);
    return found == records_.end() ? nullptr : &*found;
}

void RecordBook::load()
{
    if (std::optional<Contents> contents = readFile()) {
        records_ = std::move(contents->records);
        unreadable_ = std::move(contents->unreadable);
    }
}

// What the file holds now; nullopt when there is no file, or when it could
// not be read (mayWrite_ cleared) or was damaged (set aside).
std::optional<RecordBook::Contents> RecordBook::readFile()
{
    const QFileInfo info(path_);
    if (!info.exists()) {
        return std::nullopt; // no game solved yet: an empty book
    }
    QFile file(path_);
    // Only a regular file is read, and no more of it than a book can hold:
    // a folder, a FIFO or a device there is left alone, never waited on.
    if (!info.isFile() || info.size() > kByteLimit || !file.open(QIODevice::ReadOnly)) {
        // Unreadable, not damaged: leave it where it is, and write nothing over it.
        const QString why = !info.isFile()               ? recordsNotAFileText()
                            : info.size() > kByteLimit ? recordsTooLargeText(info.size() / (1024 * 1024))
                                                       : file.errorString();
        problem_ = recordsUnreadableText(QDir::toNativeSeparators(path_), why);
        mayWrite_ = false;
        return std::nullopt;
    }
    const QByteArray bytes = file.read(kByteLimit);
    file.close();
    try {
        return readRecords(bytes);
    } catch (const Damage& damage) {
        setAside(QString::fromStdString(damage.what()));
        return std::nullopt;
    }
}

// The file's records, sorted by spec; throws Damage when the file is not a
// record book this version can read.
RecordBook::Contents RecordBook::readRecords(const QByteArray& bytes)
{
    Contents contents;
    const JsonObjectRead read = readJsonObject(bytes);
    if (read.problem == JsonObjectRead::Problem::NotAnObject) {
        throw Damage("it is not a JSON object");
    }
    if (read.problem != JsonObjectRead::Problem::None) {
        throw Damage("it is not valid JSON"); // an empty file too: the book has no word of its own for it
    }
    const QJsonObject& top = read.object;
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
            contents.unreadable.append(value); // a spec of another version: kept as it was
            continue;
        }
        const SizeRecord record = recordFromJson(object, spec);
        if (std::ranges::find(contents.records, spec, bySpec) != contents.records.end()) {
            throw Damage(spec + " is recorded twice");
        }
        contents.records.push_back(record);
    }
    std::ranges::sort(contents.records, {}, bySpec);
    return contents;
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
        problem_ = recordsDamagedKeptText(QDir::toNativeSeparators(path_), why);
        mayWrite_ = false;
        return;
    }
    setAside_ = target;
    problem_ = recordsSetAsideText(why, QDir::toNativeSeparators(target));
}

void RecordBook::refresh()
{
    if (!mayWrite_) {
        return; // the file there is not ours to read again or write over
    }
    std::optional<Contents> onDisk = readFile();
    if (!onDisk) {
        return;
    }
    // What another window wrote, with what this one holds and has not yet
    // written: the better result of each size, and every solve counted once.
    for (SizeRecord& theirs : onDisk->records) {
        const auto mine = std::ranges::find(records_, theirs.best.spec, bySpec);
        if (mine == records_.end()) {
            continue;
        }
        if (beats(mine->best, theirs.best)) {
            theirs.best = mine->best;
        }
        const auto pending = unwrittenSolves_.find(theirs.best.spec);
        theirs.gamesSolved += pending == unwrittenSolves_.end() ? 0 : pending->second;
    }
    for (const SizeRecord& mine : records_) {
        if (std::ranges::find(onDisk->records, mine.best.spec, bySpec) == onDisk->records.end()) {
            onDisk->records.push_back(mine); // never written, or dropped from the file: kept
        }
    }
    std::ranges::sort(onDisk->records, {}, bySpec);
    records_ = std::move(onDisk->records);
    unreadable_ = std::move(onDisk->unreadable);
}

RecordBook::Standing RecordBook::add(const SolveResult& result, bool newSolve)
{
    // One window at a time reads, adds and writes: another window's result,
    // written meanwhile, is read first and kept.
    QLockFile lock(path_ + QStringLiteral(".lock"));
    QDir().mkpath(QFileInfo(path_).path());
    lock.tryLock(kLockWaitMs); // a lock that stays taken (a hung window) is not waited on for ever
    refresh();
    const bool counts = newSolve && !result.solutionShown;
    auto found = std::ranges::find(records_, result.spec, bySpec);
    Standing standing = Standing::First;
    if (found == records_.end()) {
        SizeRecord record{result, counts ? 1 : 0};
        records_.insert(std::ranges::upper_bound(records_, result.spec, {}, bySpec), record);
    } else {
        found->gamesSolved += counts ? 1 : 0;
        standing = !beats(result, found->best)           ? Standing::NotBetter
                   : sameStanding(result, found->best) ? Standing::Faster
                                                       : Standing::Better;
        if (standing != Standing::NotBetter) {
            found->best = result;
        }
    }
    unwrittenSolves_[result.spec] += counts ? 1 : 0;
    written_ = write();
    Q_EMIT changed();
    return standing;
}

void RecordBook::reset()
{
    QLockFile lock(path_ + QStringLiteral(".lock"));
    lock.tryLock(kLockWaitMs);
    records_.clear();
    unreadable_ = {};
    unwrittenSolves_.clear();
    written_ = write();
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
    const QByteArray bytes = QJsonDocument(top).toJson();
    if (const auto failure = writeWholeFile(path_.toStdString(), std::as_bytes(std::span(bytes.data(), bytes.size())))) {
        // The old file stays as it was; the records stay here, and the next
        // write carries them.
        problem_ = recordsUnwritableText(QDir::toNativeSeparators(path_), writeFailureReason(*failure));
        Q_EMIT writeFailed(problem_);
        return false;
    }
    unwrittenSolves_.clear();
    return true;
}

} // namespace leapfrog::ui

#include "table_cache.h"

#include "checksum.h"
#include "whole_file.h"
#include "search/distance_table.h"
#include "search/state_space.h"
#include "model/variant.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QStorageInfo>

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <string>

namespace leapfrog {

namespace {

constexpr std::array<char, 8> kMagic{'L', 'F', 'T', 'A', 'B', 'L', 'E', '\n'};
constexpr std::uint32_t kKindDistanceToGoal = 1;
constexpr std::uint32_t kLongestSpec = 4096;
constexpr std::uint32_t kMostLayers = 1 << 20;
// The payload moves through in slices: a cancel is seen within one, and the
// checksum reads each slice while it is still in the cache.
constexpr qint64 kSlice = qint64{8} << 20;
const QString kSuffix = QStringLiteral(".distances");

// Little-endian writing and reading of the header's fields.
class HeaderWriter {
public:
    template<typename T>
    void put(T value)
    {
        for (std::size_t i = 0; i < sizeof(T); ++i) {
            bytes_.push_back(static_cast<char>((static_cast<std::uint64_t>(value) >> (8 * i)) & 0xFF));
        }
    }
    void put(const std::string& text) { bytes_.append(text.data(), static_cast<qsizetype>(text.size())); }
    void putRaw(const char* data, std::size_t size) { bytes_.append(data, static_cast<qsizetype>(size)); }
    const QByteArray& bytes() const { return bytes_; }

private:
    QByteArray bytes_;
};

class HeaderReader {
public:
    explicit HeaderReader(const QByteArray& bytes)
        : bytes_(bytes)
    {
    }
    template<typename T>
    T get()
    {
        std::uint64_t value = 0;
        for (std::size_t i = 0; i < sizeof(T); ++i) {
            value |= static_cast<std::uint64_t>(static_cast<unsigned char>(bytes_[at_ + static_cast<qsizetype>(i)]))
                     << (8 * i);
        }
        at_ += sizeof(T);
        return static_cast<T>(value);
    }
    qsizetype at() const { return at_; }

private:
    const QByteArray& bytes_;
    qsizetype at_ = 0;
};

// magic, 8 u32, 4 u64
constexpr qint64 kFixedHeader = 8 + 8 * 4 + 4 * 8;

struct Header {
    std::uint32_t format = 0;
    std::uint32_t numbering = 0;
    std::uint32_t codes = 0;
    std::uint32_t kind = 0;
    std::uint32_t encoding = 0;
    std::uint32_t specLength = 0;
    std::uint32_t layers = 0;
    std::uint64_t positions = 0;
    std::uint64_t goalRank = 0;
    std::uint64_t payloadBytes = 0;
    std::uint64_t payloadChecksum = 0;
    std::string spec;
    std::vector<std::uint64_t> layerSizes;
    std::vector<std::uint64_t> layerExamples;

    qint64 size() const { return kFixedHeader + specLength + 16 * qint64{layers} + 8; }
};

QByteArray headerBytes(const DistanceTable& table, std::uint64_t payloadChecksum)
{
    const DistanceTable::Summary summary = table.summary();
    const std::string spec = table.space().variant().spec();
    HeaderWriter out;
    out.putRaw(kMagic.data(), kMagic.size());
    out.put(TableCache::kFormatVersion);
    out.put(StateSpace::kNumberingVersion);
    out.put(DistanceTable::kCodesVersion);
    out.put(kKindDistanceToGoal);
    out.put(static_cast<std::uint32_t>(summary.encoding));
    out.put(static_cast<std::uint32_t>(spec.size()));
    out.put(static_cast<std::uint32_t>(summary.layerSizes.size()));
    out.put(std::uint32_t{0});
    out.put(static_cast<std::uint64_t>(table.space().size()));
    out.put(summary.goalRank);
    out.put(static_cast<std::uint64_t>(table.bytes()));
    out.put(payloadChecksum);
    out.put(spec);
    for (const std::uint64_t size : summary.layerSizes) {
        out.put(size);
    }
    for (const std::uint64_t example : summary.layerExamples) {
        out.put(example);
    }
    QByteArray bytes = out.bytes();
    HeaderWriter sum;
    sum.put(Checksum64::of(std::as_bytes(std::span(bytes.constData(), static_cast<std::size_t>(bytes.size())))));
    bytes.append(sum.bytes());
    return bytes;
}

std::span<const std::byte> asBytes(const QByteArray& bytes)
{
    return std::as_bytes(std::span(bytes.constData(), static_cast<std::size_t>(bytes.size())));
}

// The fixed part of the header: "" when it is sound, else why not.
QString readFixedHeader(const QByteArray& fixed, Header& header)
{
    if (fixed.size() != kFixedHeader) {
        return QStringLiteral("the file is shorter than a header");
    }
    if (std::memcmp(fixed.constData(), kMagic.data(), kMagic.size()) != 0) {
        return QStringLiteral("not a Leapfrog table (wrong magic)");
    }
    HeaderReader in(fixed);
    in.get<std::uint64_t>(); // the magic
    header.format = in.get<std::uint32_t>();
    header.numbering = in.get<std::uint32_t>();
    header.codes = in.get<std::uint32_t>();
    header.kind = in.get<std::uint32_t>();
    header.encoding = in.get<std::uint32_t>();
    header.specLength = in.get<std::uint32_t>();
    header.layers = in.get<std::uint32_t>();
    in.get<std::uint32_t>();
    header.positions = in.get<std::uint64_t>();
    header.goalRank = in.get<std::uint64_t>();
    header.payloadBytes = in.get<std::uint64_t>();
    header.payloadChecksum = in.get<std::uint64_t>();
    if (header.format != TableCache::kFormatVersion) {
        return QStringLiteral("format version %1, expected %2").arg(header.format).arg(TableCache::kFormatVersion);
    }
    if (header.numbering != StateSpace::kNumberingVersion || header.codes != DistanceTable::kCodesVersion) {
        return QStringLiteral("written by another version of the engine (numbering %1, codes %2)")
            .arg(header.numbering)
            .arg(header.codes);
    }
    if (header.kind != kKindDistanceToGoal) {
        return QStringLiteral("a table of another kind (%1)").arg(header.kind);
    }
    if (header.specLength == 0 || header.specLength > kLongestSpec || header.layers == 0
        || header.layers > kMostLayers) {
        return QStringLiteral("a damaged header");
    }
    return {};
}

// Reads and checks the header; "" when it is sound, else why not.
QString readHeader(QFile& file, Header& header)
{
    const QByteArray fixed = file.read(kFixedHeader);
    if (const QString why = readFixedHeader(fixed, header); !why.isEmpty()) {
        return why;
    }
    const QByteArray rest = file.read(header.size() - kFixedHeader);
    if (rest.size() != header.size() - kFixedHeader) {
        return QStringLiteral("the file ends inside its header");
    }
    Checksum64 sum;
    sum.add(asBytes(fixed));
    sum.add(asBytes(rest).first(static_cast<std::size_t>(rest.size() - 8)));
    HeaderReader tail(rest);
    header.spec.assign(rest.constData(), header.specLength);
    for (std::uint32_t i = 0; i < header.specLength; ++i) {
        tail.get<std::uint8_t>();
    }
    header.layerSizes.resize(header.layers);
    header.layerExamples.resize(header.layers);
    for (std::uint64_t& size : header.layerSizes) {
        size = tail.get<std::uint64_t>();
    }
    for (std::uint64_t& example : header.layerExamples) {
        example = tail.get<std::uint64_t>();
    }
    if (tail.get<std::uint64_t>() != sum.value()) {
        return QStringLiteral("the header's checksum does not match");
    }
    return {};
}

// Whether a sound header describes this variant's table: "" when it does.
QString whyNotTableOf(const Variant& variant, const StateSpace& space, const Header& header, qint64 fileSize)
{
    if (header.spec != variant.spec()) {
        return "a table of " + QString::fromStdString(header.spec) + ", not of " + QString::fromStdString(variant.spec());
    }
    if (static_cast<qint64>(header.payloadBytes) != fileSize - header.size()) {
        return QStringLiteral("%1 bytes of table, the header says %2").arg(fileSize - header.size()).arg(header.payloadBytes);
    }
    if (header.positions != space.size() || header.encoding > 2
        || header.payloadBytes
               != DistanceTable::bytesKept(space.size(), static_cast<DistanceTable::Encoding>(header.encoding))) {
        return QStringLiteral("the header does not describe %1's table").arg(QString::fromStdString(variant.spec()));
    }
    return {};
}

// Reads the codes after the header in slices, checking the cancel flag and
// the checksum; "" when they are whole and sound.
QString readCodes(QFile& file, std::span<std::byte> codes, std::uint64_t checksum, SearchGuard& guard)
{
    Checksum64 sum;
    std::size_t done = 0;
    while (done < codes.size()) {
        guard.checkCancel();
        const qint64 want = std::min<qint64>(kSlice, static_cast<qint64>(codes.size() - done));
        const qint64 got = file.read(reinterpret_cast<char*>(codes.data() + done), want);
        if (got != want) {
            return QStringLiteral("the table ends early");
        }
        sum.add(codes.subspan(done, static_cast<std::size_t>(got)));
        done += static_cast<std::size_t>(got);
        guard.report({"reading the kept table", 0, done, codes.size()});
    }
    return sum.value() == checksum ? QString() : QStringLiteral("the table's checksum does not match");
}

// A file name for any spec: its letters and digits, the rest as '_', and a
// checksum of the whole spec (classic:1x2 and classic:12 stay apart).
QString fileNameFor(const std::string& spec)
{
    QString slug;
    for (const char c : spec) {
        const bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
        slug += plain ? QChar(c) : QChar('_');
    }
    slug.truncate(64);
    const auto sum = Checksum64::of(std::as_bytes(std::span(spec.data(), spec.size())));
    return slug + '-' + QString::number(static_cast<quint32>(sum), 16).rightJustified(8, '0') + kSuffix;
}

} // namespace

QString TableCache::defaultFolder()
{
    const QString generic = QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation);
    if (generic.isEmpty()) {
        return {};
    }
    return generic + '/' + kOrganization + '/' + kApplication + QStringLiteral("/tables");
}

TableCache::TableCache()
    : TableCache(Options{})
{
}

TableCache::TableCache(Options options)
    : options_(std::move(options))
{
}

QString TableCache::fileFor(const Variant& variant) const
{
    return options_.folder + '/' + fileNameFor(variant.spec());
}

TableCache::Counters TableCache::counters() const
{
    const std::lock_guard lock(mutex_);
    return counters_;
}

QString TableCache::lastProblem() const
{
    const std::lock_guard lock(mutex_);
    return lastProblem_;
}

void TableCache::reject(const QString& file, const QString& why)
{
    QFile::remove(file);
    const std::lock_guard lock(mutex_);
    ++counters_.rejected;
    lastProblem_ = QFileInfo(file).fileName() + ": " + why;
}

void TableCache::skip(const QString& why)
{
    const std::lock_guard lock(mutex_);
    ++counters_.skipped;
    lastProblem_ = why;
}

std::unique_ptr<DistanceTable> TableCache::load(const Variant& variant, SearchGuard& guard)
{
    if (options_.folder.isEmpty()) {
        return nullptr;
    }
    const StateSpace space(variant);
    if (space.size() < options_.minPositions) {
        return nullptr; // never kept: no need to look
    }
    const QString path = fileFor(variant);
    const QFileInfo info(path);
    if (info.exists() && !info.isFile()) {
        // A FIFO or a device where a table goes: never opened (a FIFO would
        // wait for a writer for ever), left where it is.
        skip(path + " is not a regular file: not read");
        return nullptr;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return nullptr; // none kept (or unreadable: nothing to trust either way)
    }
    Header header;
    QString why = readHeader(file, header);
    if (why.isEmpty()) {
        why = whyNotTableOf(variant, space, header, file.size());
    }
    if (!why.isEmpty()) {
        reject(path, why);
        return nullptr;
    }
    DistanceTable::Summary summary;
    summary.encoding = static_cast<DistanceTable::Encoding>(header.encoding);
    summary.goalRank = header.goalRank;
    summary.layerSizes = std::move(header.layerSizes);
    summary.layerExamples = std::move(header.layerExamples);
    QString damage;
    const auto fill = [&](std::span<std::byte> codes) {
        damage = readCodes(file, codes, header.payloadChecksum, guard);
        return damage.isEmpty();
    };
    std::unique_ptr<DistanceTable> table = DistanceTable::restore(variant, std::move(summary), fill);
    if (!table) {
        reject(path, damage.isEmpty() ? QStringLiteral("the codes disagree with the header") : damage);
        return nullptr;
    }
    // Reading renews the file's place in the least-recently-used order.
    file.setFileTime(QDateTime::currentDateTimeUtc(), QFileDevice::FileModificationTime);
    const std::lock_guard lock(mutex_);
    ++counters_.loaded;
    return table;
}

void TableCache::save(const DistanceTable& table, SearchGuard& guard)
{
    if (options_.folder.isEmpty()) {
        return;
    }
    const Variant& variant = table.space().variant();
    if (table.space().size() < options_.minPositions) {
        skip(QString::fromStdString(variant.spec()) + " is quick to build: not kept");
        return;
    }
    const std::span<const std::byte> codes = table.codes();
    const QByteArray header = headerBytes(table, Checksum64::of(codes));
    const std::uint64_t bytes = static_cast<std::uint64_t>(header.size()) + codes.size();
    if (bytes > options_.capBytes) {
        skip(QString::fromStdString(variant.spec()) + "'s table is larger than the cache's cap: not kept");
        return;
    }
    if (!QDir().mkpath(options_.folder)) {
        skip("cannot create " + options_.folder);
        return;
    }
    const QString path = fileFor(variant);
    makeRoom(bytes, path);
    const QStorageInfo storage(options_.folder);
    if (storage.isValid() && static_cast<std::uint64_t>(storage.bytesAvailable()) < bytes + (std::uint64_t{64} << 20)) {
        skip("too little free space in " + options_.folder);
        return;
    }
    WholeFileWriter file(path.toStdString());
    bool written = file.open() && file.write(std::as_bytes(std::span(header.data(), header.size())));
    for (std::size_t done = 0; written && done < codes.size();) {
        guard.checkCancel(); // the writer removes the partial file
        const std::size_t slice = std::min<std::size_t>(kSlice, codes.size() - done);
        written = file.write(codes.subspan(done, slice));
        done += slice;
        guard.report({"keeping the table", 0, done, codes.size()});
    }
    if (!written || !file.commit()) {
        skip(QString::fromStdString(file.failure() ? file.failure()->message() : "cannot write " + path.toStdString()));
        return;
    }
    const std::lock_guard lock(mutex_);
    ++counters_.saved;
}

std::vector<TableCache::Entry> TableCache::entries() const
{
    std::vector<Entry> out;
    if (options_.folder.isEmpty()) {
        return out;
    }
    const QFileInfoList files =
        QDir(options_.folder).entryInfoList({'*' + kSuffix}, QDir::Files, QDir::Time); // newest first
    for (const QFileInfo& info : files) {
        Entry entry;
        entry.file = info.absoluteFilePath();
        entry.bytes = static_cast<std::uint64_t>(info.size());
        entry.lastUsed = info.lastModified();
        QFile file(entry.file);
        Header header;
        if (file.open(QIODevice::ReadOnly) && readHeader(file, header).isEmpty()) {
            entry.spec = QString::fromStdString(header.spec);
        }
        out.push_back(entry);
    }
    return out;
}

std::uint64_t TableCache::totalBytes() const
{
    std::uint64_t total = 0;
    for (const Entry& entry : entries()) {
        total += entry.bytes;
    }
    return total;
}

void TableCache::clear()
{
    for (const Entry& entry : entries()) {
        QFile::remove(entry.file);
    }
}

void TableCache::makeRoom(std::uint64_t bytes, const QString& keep)
{
    const std::lock_guard lock(mutex_);
    QFileInfoList files = QDir(options_.folder).entryInfoList({'*' + kSuffix}, QDir::Files, QDir::Time);
    std::uint64_t total = bytes;
    for (const QFileInfo& info : files) {
        if (info.absoluteFilePath() != QFileInfo(keep).absoluteFilePath()) {
            total += static_cast<std::uint64_t>(info.size());
        }
    }
    // Oldest last in the list: delete from the end until the new one fits.
    while (total > options_.capBytes && !files.isEmpty()) {
        const QFileInfo oldest = files.takeLast();
        if (oldest.absoluteFilePath() == QFileInfo(keep).absoluteFilePath()) {
            continue;
        }
        if (QFile::remove(oldest.absoluteFilePath())) {
            total -= static_cast<std::uint64_t>(oldest.size());
            ++counters_.evicted;
        }
    }
}

std::shared_ptr<TableCache> installTableCache(TableCache::Options options)
{
    auto cache = std::make_shared<TableCache>(std::move(options));
    setDefaultTableStore(cache);
    return cache;
}

} // namespace leapfrog

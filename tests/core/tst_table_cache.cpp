// Distance tables kept on disk (files/table_cache.h): the engine reads back
// the table it wrote instead of building it again (seen through the engine's
// tableOrigin and the cache's counters, never through time); every kind of
// damage (a flipped byte in the codes or the header, a file cut short, a wrong
// format or engine version, another variant's table, a wrong checksum, codes
// that disagree with their header although the checksums are right) is
// detected, the file deleted, the table built again and written anew; the size
// cap evicts the least recently used tables; the checksum is XXH64.
#include "analysis/judge.h"
#include "files/checksum.h"
#include "files/table_cache.h"
#include "search/distance_table.h"
#include "search/engine.h"
#include "search/state_space.h"
#include "model/variant.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

#include <atomic>
#include <cstring>
#include <functional>

using namespace leapfrog;

namespace {

std::span<const std::byte> bytesOf(const QByteArray& bytes)
{
    return std::as_bytes(std::span(bytes.constData(), static_cast<std::size_t>(bytes.size())));
}

std::shared_ptr<TableCache> cacheIn(const QTemporaryDir& dir, std::uint64_t cap = TableCache::kDefaultCapBytes)
{
    TableCache::Options options;
    options.folder = dir.path() + "/tables";
    options.capBytes = cap;
    options.minPositions = 0; // keep even the small tables of the tests
    return std::make_shared<TableCache>(options);
}

// An engine that uses `cache`, asked for the distance of the start (which
// makes or reads its table).
struct Asked {
    std::optional<int> distance;
    SearchEngine::TableOrigin origin;
    std::shared_ptr<const DistanceTable> table;
};

Asked ask(const Variant& variant, const std::shared_ptr<TableCache>& cache)
{
    SearchEngine engine(variant, SearchEngine::Strategy::Table);
    engine.setTableStore(cache);
    Asked asked;
    asked.distance = engine.distance(variant.start());
    asked.origin = engine.tableOrigin();
    asked.table = engine.distanceTable();
    return asked;
}

std::unique_ptr<DistanceTable> freshTable(const Variant& variant)
{
    SearchControl control;
    SearchGuard guard(control);
    return DistanceTable::build(variant, guard);
}

bool sameTable(const DistanceTable& a, const DistanceTable& b)
{
    const auto x = a.codes();
    const auto y = b.codes();
    return x.size() == y.size() && std::memcmp(x.data(), y.data(), x.size()) == 0
           && a.layerSizes() == b.layerSizes() && a.layerExamples() == b.layerExamples();
}

QByteArray readAll(const QString& path)
{
    QFile file(path);
    file.open(QIODevice::ReadOnly);
    return file.readAll();
}

void writeAll(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(file.write(bytes), bytes.size());
}

// The header's layout (table_cache.h): 72 fixed bytes, the spec, two u64 a
// layer, the header's checksum.
constexpr qsizetype kFixed = 72;
// GCC 12 with -fsanitize=address (CI's sanitize build) follows a path where
// `bytes` is Qt's shared empty array (QByteArray::_empty, one byte) into this
// read and warns, an error under -Werror; every caller passes a whole cache
// file, whose header is at least kFixed bytes.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Warray-bounds"
std::uint32_t u32At(const QByteArray& bytes, qsizetype at)
{
    std::uint32_t v = 0;
    std::memcpy(&v, bytes.constData() + at, 4);
    return v;
}
#pragma GCC diagnostic pop
void putU32(QByteArray& bytes, qsizetype at, std::uint32_t v) { std::memcpy(bytes.data() + at, &v, 4); }
void putU64(QByteArray& bytes, qsizetype at, std::uint64_t v) { std::memcpy(bytes.data() + at, &v, 8); }
qsizetype headerSize(const QByteArray& bytes)
{
    return kFixed + u32At(bytes, 28) + 16 * qsizetype{u32At(bytes, 32)} + 8;
}
// Recomputes the header's checksum after an edit, so that only the edit
// itself can give the file away.
void resealHeader(QByteArray& bytes)
{
    const qsizetype size = headerSize(bytes);
    putU64(bytes, size - 8, Checksum64::of(bytesOf(bytes.first(size - 8))));
}
void resealPayload(QByteArray& bytes)
{
    const qsizetype size = headerSize(bytes);
    putU64(bytes, 64, Checksum64::of(bytesOf(bytes.mid(size))));
    resealHeader(bytes);
}

} // namespace

class TableCacheTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void checksumKnownValues();
    void checksumInPieces();
    void folderIsTheWindowsCacheLocation();
    void secondRequestReadsTheTable_data();
    void secondRequestReadsTheTable();
    void damagedFileRebuilt_data();
    void damagedFileRebuilt();
    void otherVariantsFileRebuilt();
    void capEvictsLeastRecentlyUsed();
    void tooLargeOrTooSmallNotKept();
    void cancelledWriteLeavesNothing();
    void fifoWhereATableGoesIsNotRead();
    void cancelledReadKeepsTheFile();
    void noFolderKeepsNothing();
    void judgeUsesKeptTableBeyondItsLimit();
};

// XXH64's published values (xxhash.h's sanity checks and its users' tests):
// short inputs, exactly one 32-byte stripe, longer, and a seed.
void TableCacheTest::checksumKnownValues()
{
    const auto of = [](const char* text, std::uint64_t seed = 0) {
        return Checksum64::of(std::as_bytes(std::span(text, std::strlen(text))), seed);
    };
    QCOMPARE(of(""), 0xEF46DB3751D8E999ull);
    QCOMPARE(of("a"), 0xD24EC4F1A98C6E5Bull);
    QCOMPARE(of("abc"), 0x44BC2CF5AD770999ull);
    QCOMPARE(of("12345678"), 0xD2D02F08CF7CFD4Aull);
    QCOMPARE(of("1234567890123456789012345678901"), 0x8F367CB873A5376Eull);
    QCOMPARE(of("12345678901234567890123456789012"), 0x40FD1AA52D98274Cull);
    QCOMPARE(of("The quick brown fox jumps over the lazy dog"), 0x0B242D361FDA71BCull);
    QCOMPARE(of("12345678901234567890123456789012", 5381), 0x38EA26E7C55F8095ull);
}

// Streaming in pieces of any size gives the one-shot value (the cache adds
// the codes 8 MiB at a time).
void TableCacheTest::checksumInPieces()
{
    QByteArray data(1000, '\0');
    for (qsizetype i = 0; i < data.size(); ++i) {
        data[i] = static_cast<char>((i * 131 + 7) % 256);
    }
    const std::uint64_t whole = Checksum64::of(bytesOf(data));
    for (const qsizetype piece : {1, 3, 7, 31, 32, 33, 64, 100, 999}) {
        Checksum64 sum;
        for (qsizetype at = 0; at < data.size(); at += piece) {
            sum.add(bytesOf(data.mid(at, piece)));
        }
        QCOMPARE(sum.value(), whole);
    }
    QByteArray changed = data;
    changed[500] = static_cast<char>(changed[500] ^ 1);
    QVERIFY(Checksum64::of(bytesOf(changed)) != whole);
}

// leapfrog-cli and the window share one folder: the window's CacheLocation
// (its organisation and application names), whichever program asks.
void TableCacheTest::folderIsTheWindowsCacheLocation()
{
    QTemporaryDir home;
    qputenv("XDG_CACHE_HOME", home.path().toUtf8());
    QCoreApplication::setOrganizationName("Leapfrog");
    QCoreApplication::setApplicationName("Leapfrog");
    const QString window = QStandardPaths::writableLocation(QStandardPaths::CacheLocation);
    QCoreApplication::setApplicationName("leapfrog-cli");
    QCoreApplication::setOrganizationName(QString());
    QCOMPARE(TableCache::defaultFolder(), window + "/tables");
    QVERIFY(TableCache::defaultFolder().startsWith(home.path()));
    qunsetenv("XDG_CACHE_HOME");
}

void TableCacheTest::secondRequestReadsTheTable_data()
{
    QTest::addColumn<QString>("spec");
    // Every encoding: residues (classic, pairs, trees), one byte (strict:3x3)
    // and two bytes a position (strict:8, paths longer than 254 moves).
    for (const char* spec : {"classic:4", "classic:3x5", "pairs:6", "y:2", "branch:4,1,1,1", "strict:3x3",
                             "strict:8"}) {
        QTest::newRow(spec) << spec;
    }
}

// The first request builds and writes the table; the second, by another
// engine, reads it back: the same codes, layers and answers, and no build.
void TableCacheTest::secondRequestReadsTheTable()
{
    QFETCH(QString, spec);
    const Variant variant = Variant::parse(spec.toStdString());
    QTemporaryDir dir;
    const auto cache = cacheIn(dir);
    const Asked first = ask(variant, cache);
    QCOMPARE(first.origin, SearchEngine::TableOrigin::Built);
    QCOMPARE(cache->counters().saved, 1);
    QVERIFY(QFileInfo::exists(cache->fileFor(variant)));

    const Asked second = ask(variant, cache);
    QCOMPARE(second.origin, SearchEngine::TableOrigin::Loaded);
    QCOMPARE(cache->counters().loaded, 1);
    QCOMPARE(cache->counters().saved, 1);
    QCOMPARE(cache->counters().rejected, 0);
    QCOMPARE(second.distance, first.distance);
    QVERIFY(sameTable(*second.table, *freshTable(variant)));
    QCOMPARE(second.table->encoding(), DistanceTable::encodingFor(variant));

    // A new cache object on the same folder (another program) reads it too.
    const auto other = cacheIn(dir);
    QCOMPARE(ask(variant, other).origin, SearchEngine::TableOrigin::Loaded);
    QCOMPARE(other->entries().size(), std::size_t{1});
    QCOMPARE(other->entries().front().spec, QString::fromStdString(variant.spec()));
}

void TableCacheTest::damagedFileRebuilt_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<std::function<void(QByteArray&)>>("damage");
    QTest::addColumn<QString>("why"); // in the cache's account of the rejection

    using Damage = std::function<void(QByteArray&)>;
    const Damage flipCode = [](QByteArray& b) { b[b.size() - 3] = static_cast<char>(b[b.size() - 3] ^ 0x10); };
    const Damage flipHeader = [](QByteArray& b) { b[kFixed + 2] = static_cast<char>(b[kFixed + 2] ^ 0x01); };
    const Damage flipLayer = [](QByteArray& b) { b[headerSize(b) - 20] = static_cast<char>(b[headerSize(b) - 20] ^ 4); };
    const Damage cutCodes = [](QByteArray& b) { b.chop(1); };
    const Damage cutHeader = [](QByteArray& b) { b.truncate(40); };
    const Damage empty = [](QByteArray& b) { b.clear(); };
    const Damage longer = [](QByteArray& b) { b.append('\0'); };
    const Damage magic = [](QByteArray& b) { b[0] = 'X'; };
    const Damage format = [](QByteArray& b) { putU32(b, 8, TableCache::kFormatVersion + 1); resealHeader(b); };
    const Damage numbering = [](QByteArray& b) { putU32(b, 12, StateSpace::kNumberingVersion + 1); resealHeader(b); };
    const Damage codesVersion = [](QByteArray& b) { putU32(b, 16, DistanceTable::kCodesVersion + 1); resealHeader(b); };
    const Damage kind = [](QByteArray& b) { putU32(b, 20, 7); resealHeader(b); };
    const Damage encoding = [](QByteArray& b) { putU32(b, 24, 1); resealHeader(b); };
    const Damage checksum = [](QByteArray& b) { putU64(b, 64, 12345); resealHeader(b); };
    // Codes changed with both checksums made right again: only the check of
    // the codes against their layers can tell.
    const Damage resealed = [](QByteArray& b) {
        const qsizetype at = headerSize(b) + (b.size() - headerSize(b)) / 2;
        b[at] = static_cast<char>(b[at] ^ 0x01);
        resealPayload(b);
    };
    const Damage layerResealed = [](QByteArray& b) {
        // The last layer's size, one more (and the payload unchanged).
        const qsizetype at = headerSize(b) - 8 - 8 * qsizetype{u32At(b, 32)} - 8;
        putU64(b, at, 1 + [&] { std::uint64_t v; std::memcpy(&v, b.constData() + at, 8); return v; }());
        resealHeader(b);
    };

    QTest::newRow("a flipped code") << "classic:4" << flipCode << "checksum";
    QTest::newRow("a flipped code, strict") << "strict:3x3" << flipCode << "checksum";
    QTest::newRow("a flipped byte in the spec") << "classic:4" << flipHeader << "checksum";
    QTest::newRow("a flipped layer size") << "y:2" << flipLayer << "checksum";
    QTest::newRow("one byte short") << "classic:4" << cutCodes << "bytes of table";
    QTest::newRow("cut in the header") << "classic:4" << cutHeader << "shorter than a header";
    QTest::newRow("empty") << "pairs:5" << empty << "shorter than a header";
    QTest::newRow("one byte too many") << "classic:4" << longer << "bytes of table";
    QTest::newRow("not a table") << "classic:4" << magic << "magic";
    QTest::newRow("newer format") << "classic:4" << format << "format version";
    QTest::newRow("other numbering") << "classic:4" << numbering << "another version of the engine";
    QTest::newRow("other codes") << "strict:3x3" << codesVersion << "another version of the engine";
    QTest::newRow("other kind") << "classic:4" << kind << "another kind";
    QTest::newRow("wrong encoding") << "classic:4" << encoding << "does not describe";
    QTest::newRow("wrong checksum") << "classic:4" << checksum << "checksum does not match";
    QTest::newRow("codes changed, checksums right") << "classic:4" << resealed << "disagree";
    QTest::newRow("codes changed, strict") << "strict:3x3" << resealed << "disagree";
    QTest::newRow("layer changed, checksums right") << "pairs:5" << layerResealed << "disagree";
}

// Each damage is caught: the file is not trusted but deleted, the engine
// builds the table (with the right answers), and the cache writes it anew,
// so that the next request reads a sound file.
void TableCacheTest::damagedFileRebuilt()
{
    QFETCH(QString, spec);
    QFETCH(std::function<void(QByteArray&)>, damage);
    QFETCH(QString, why);
    const Variant variant = Variant::parse(spec.toStdString());
    QTemporaryDir dir;
    const auto cache = cacheIn(dir);
    const Asked first = ask(variant, cache);
    const QString path = cache->fileFor(variant);
    QByteArray bytes = readAll(path);
    QVERIFY(!bytes.isEmpty());
    damage(bytes);
    writeAll(path, bytes);

    SearchControl control;
    SearchGuard guard(control);
    QVERIFY(cache->load(variant, guard) == nullptr);
    QCOMPARE(cache->counters().rejected, 1);
    QVERIFY2(cache->lastProblem().contains(why), qPrintable(cache->lastProblem()));
    QVERIFY(!QFileInfo::exists(path));

    // Damaged again, and asked through an engine: built, right, rewritten.
    writeAll(path, bytes);
    const Asked again = ask(variant, cache);
    QCOMPARE(again.origin, SearchEngine::TableOrigin::Built);
    QCOMPARE(cache->counters().rejected, 2);
    QCOMPARE(again.distance, first.distance);
    QVERIFY(sameTable(*again.table, *freshTable(variant)));
    QCOMPARE(cache->counters().saved, 2);
    QVERIFY(readAll(path) != bytes);
    QCOMPARE(ask(variant, cache).origin, SearchEngine::TableOrigin::Loaded);
}

// A sound table of another variant under this variant's name is foreign.
void TableCacheTest::otherVariantsFileRebuilt()
{
    QTemporaryDir dir;
    const auto cache = cacheIn(dir);
    const Variant four = Variant::parse("classic:4");
    const Variant other = Variant::parse("classic:3x5"); // the same number of holes
    ask(four, cache);
    QVERIFY(QFile::copy(cache->fileFor(four), cache->fileFor(other)));
    const Asked asked = ask(other, cache);
    QCOMPARE(asked.origin, SearchEngine::TableOrigin::Built);
    QVERIFY(cache->lastProblem().contains("a table of classic:4, not of classic:3x5"));
    QCOMPARE(asked.distance, std::optional<int>(3 * 5 + 3 + 5));
    QCOMPARE(ask(other, cache).origin, SearchEngine::TableOrigin::Loaded);
}

// Under the cap the least recently used tables go first; reading a table
// makes it recent.
void TableCacheTest::capEvictsLeastRecentlyUsed()
{
    const Variant a = Variant::parse("classic:5");
    const Variant b = Variant::parse("classic:4x6");
    const Variant c = Variant::parse("classic:6x4");
    const Variant d = Variant::parse("classic:3x7");
    QTemporaryDir probeDir;
    const auto probe = cacheIn(probeDir);
    std::uint64_t total = 0;
    std::uint64_t smallest = ~std::uint64_t{0};
    for (const Variant* v : {&a, &b, &c, &d}) {
        ask(*v, probe);
        const auto size = static_cast<std::uint64_t>(QFileInfo(probe->fileFor(*v)).size());
        total += size;
        smallest = std::min(smallest, size);
    }
    // Room for any three of them, not for all four.
    QTemporaryDir dir;
    const auto cache = cacheIn(dir, total - smallest / 2);
    const auto age = [&](const Variant& v, int secondsAgo) {
        QFile file(cache->fileFor(v));
        QVERIFY(file.open(QIODevice::ReadWrite));
        QVERIFY(file.setFileTime(QDateTime::currentDateTimeUtc().addSecs(-secondsAgo),
                                 QFileDevice::FileModificationTime));
    };
    ask(a, cache);
    age(a, 300);
    ask(b, cache);
    age(b, 200);
    ask(c, cache);
    age(c, 100);
    QCOMPARE(cache->counters().evicted, 0);
    // a, the oldest, is read: now b is the least recently used.
    QCOMPARE(ask(a, cache).origin, SearchEngine::TableOrigin::Loaded);
    ask(d, cache);
    QCOMPARE(cache->counters().evicted, 1);
    QVERIFY(QFileInfo::exists(cache->fileFor(a)));
    QVERIFY(!QFileInfo::exists(cache->fileFor(b)));
    QVERIFY(QFileInfo::exists(cache->fileFor(c)));
    QVERIFY(QFileInfo::exists(cache->fileFor(d)));
    QVERIFY(cache->totalBytes() <= cache->options().capBytes);
    QCOMPARE(cache->entries().size(), std::size_t{3});
    QCOMPARE(ask(b, cache).origin, SearchEngine::TableOrigin::Built);
}

void TableCacheTest::tooLargeOrTooSmallNotKept()
{
    const Variant variant = Variant::parse("classic:5");
    QTemporaryDir dir;
    const auto tiny = cacheIn(dir, 1000); // classic:5's file is larger
    ask(variant, tiny);
    QCOMPARE(tiny->counters().saved, 0);
    QCOMPARE(tiny->counters().skipped, 1);
    QVERIFY(!QFileInfo::exists(tiny->fileFor(variant)));

    TableCache::Options options;
    options.folder = dir.path() + "/tables";
    const auto standard = std::make_shared<TableCache>(options); // a million positions at least
    ask(variant, standard);
    QCOMPARE(standard->counters().saved, 0);
    QVERIFY(!QFileInfo::exists(standard->fileFor(variant)));
    QVERIFY(QDir(options.folder).entryList(QDir::Files).isEmpty());
}

// A FIFO (or a device) where a table's file goes is never opened: opening
// it would wait for a writer for ever (leapfrog-cli stats hung, and the
// window). The engine builds the table instead, and the kept table replaces
// the FIFO, whole. (Were it opened, this test would hang until ctest's
// timeout.)
void TableCacheTest::fifoWhereATableGoesIsNotRead()
{
    const Variant variant = Variant::parse("classic:4");
    QTemporaryDir dir;
    const auto cache = cacheIn(dir);
    const QString path = cache->fileFor(variant);
    QVERIFY(QDir().mkpath(QFileInfo(path).path()));
    QCOMPARE(::mkfifo(path.toLocal8Bit().constData(), 0600), 0);
    SearchControl control;
    SearchGuard guard(control);
    QVERIFY(cache->load(variant, guard) == nullptr);
    QVERIFY2(cache->lastProblem().contains("not a regular file"), qPrintable(cache->lastProblem()));
    const Asked asked = ask(variant, cache);
    QCOMPARE(asked.origin, SearchEngine::TableOrigin::Built);
    QVERIFY(QFileInfo(path).isFile());
    QCOMPARE(ask(variant, cache).origin, SearchEngine::TableOrigin::Loaded);
}

// A cancel while the table is written leaves no file, not even a temporary
// one; the table itself stays with the engine.
void TableCacheTest::cancelledWriteLeavesNothing()
{
    const Variant variant = Variant::parse("classic:6");
    QTemporaryDir dir;
    const auto cache = cacheIn(dir);
    std::atomic<bool> cancel{false};
    SearchControl control;
    control.cancel = &cancel;
    SearchGuard guard(control);
    const auto table = DistanceTable::build(variant, guard);
    cancel = true;
    QVERIFY_THROWS_EXCEPTION(Cancelled, cache->save(*table, guard));
    QVERIFY(QDir(dir.path() + "/tables").entryList(QDir::Files | QDir::Hidden).isEmpty());
    QCOMPARE(cache->counters().saved, 0);
}

void TableCacheTest::cancelledReadKeepsTheFile()
{
    const Variant variant = Variant::parse("classic:6");
    QTemporaryDir dir;
    const auto cache = cacheIn(dir);
    ask(variant, cache);
    std::atomic<bool> cancel{true};
    SearchControl control;
    control.cancel = &cancel;
    SearchGuard guard(control);
    QVERIFY_THROWS_EXCEPTION(Cancelled, cache->load(variant, guard));
    QVERIFY(QFileInfo::exists(cache->fileFor(variant)));
    QCOMPARE(cache->counters().rejected, 0);
    QCOMPARE(ask(variant, cache).origin, SearchEngine::TableOrigin::Loaded);
}

// Without a cache folder the cache keeps nothing and never fails.
void TableCacheTest::noFolderKeepsNothing()
{
    TableCache::Options options;
    options.folder = QString();
    options.minPositions = 0;
    const auto cache = std::make_shared<TableCache>(options);
    const Variant variant = Variant::parse("classic:4");
    QCOMPARE(ask(variant, cache).origin, SearchEngine::TableOrigin::Built);
    QCOMPARE(ask(variant, cache).origin, SearchEngine::TableOrigin::Built);
    QCOMPARE(cache->counters().saved, 0);
}

// A Judge builds tables only up to its limit, but judges exactly with a kept
// table of any size (`check` of a y:7 solution after `stats y:7`).
void TableCacheTest::judgeUsesKeptTableBeyondItsLimit()
{
    const Variant variant = Variant::parse("classic:4"); // 630 positions
    QTemporaryDir dir;
    const auto cache = cacheIn(dir);
    const auto judgeWith = [&] {
        auto engine = std::make_shared<SearchEngine>(variant, SearchEngine::Strategy::Table);
        engine->setTableStore(cache);
        return Judge(variant, engine, SearchControl{}, 100);
    };
    const Judge before = judgeWith();
    QVERIFY(!before.isExact());
    QCOMPARE(before.minimum(), std::optional<int>(24)); // seed 000's proven minimum, not searched
    QCOMPARE(cache->counters().saved, 0);

    ask(variant, cache); // builds and keeps it
    const Judge after = judgeWith();
    QVERIFY(after.isExact());
    QCOMPARE(after.minimum(), std::optional<int>(24));
    QCOMPARE(cache->counters().loaded, 1);
    const std::vector<Verdict> verdicts = after.judge(std::vector<Move>{Move{3, 4}, Move{4, 3}});
    QCOMPARE(verdicts.size(), std::size_t{2});
    QVERIFY(verdicts[0].best);   // 4-5, a step into the hole: optimal
    QVERIFY(!verdicts[1].proper); // 5-4, the same peg back: a backward step
}

QTEST_GUILESS_MAIN(TableCacheTest)
#include "tst_table_cache.moc"

#pragma once
// Distance tables kept on disk, in the user's cache folder, so that a table
// built once (by the window or by leapfrog-cli) is read back instead of built
// again: y:6's 326 million positions take half a minute to build and a
// twentieth of a second to read.
//
// One file a variant, `<folder>/<spec as a file name>-<8 hex digits>.distances`,
// written whole or not at all (whole_file.h: a crash leaves the old file or none), in
// little-endian order:
//   magic "LFTABLE\n", then u32 each: format version, the search's numbering
//   version (StateSpace::kNumberingVersion), its codes version
//   (DistanceTable::kCodesVersion), the table kind (1: distances to the goal),
//   the encoding, the spec's length, the number of layers, 0; then u64 each:
//   positions, the goal's rank, payload bytes, the payload's checksum; the
//   spec; the positions at each distance; the smallest rank at each distance;
//   the checksum of everything before it (u64); then the payload, the
//   table's codes as they lie in memory.
// The checksum is XXH64 (checksum.h). Reading never trusts the file: any
// mismatch (magic, a version, kind, spec, positions, encoding, sizes, the
// file's length, either checksum, or codes that disagree with their layers,
// DistanceTable::restore) rejects it; a rejected file is deleted, and the
// engine builds the table again and writes it anew. The payload is read
// straight into the table's storage, a few megabytes at a time, checksummed
// as it comes.
//
// Size cap: the tables together are kept under a total (4 GiB by default, the
// size of y:7's and classic:15's tables together); before a table is written
// the least recently used ones (by modification time, which a read renews)
// are deleted until it fits, and a table larger than the cap alone is not
// kept. Tables of fewer than a million positions (built in well under a
// second) are not kept at all.
//
// Thread-safe: the window's workers share one cache.
#include "search/table_store.h"

#include <QDateTime>
#include <QString>

#include <cstdint>
#include <memory>
#include <mutex>
#include <vector>

namespace leapfrog {

class TableCache final : public TableStore {
public:
    static constexpr std::uint64_t kDefaultCapBytes = std::uint64_t{4} << 30;
    static constexpr std::uint64_t kDefaultMinPositions = 1'000'000;
    static constexpr std::uint32_t kFormatVersion = 1;
    // The organisation and application names the window sets: the cache is
    // its QStandardPaths::CacheLocation, whichever program (window or
    // leapfrog-cli) uses it.
    static constexpr const char* kOrganization = "Leapfrog";
    static constexpr const char* kApplication = "Leapfrog";

    // <XDG_CACHE_HOME, or ~/.cache>/Leapfrog/Leapfrog/tables on Linux; empty
    // when the system has no cache folder (nothing is then kept).
    static QString defaultFolder();

    struct Options {
        QString folder = defaultFolder();
        std::uint64_t capBytes = kDefaultCapBytes;
        std::uint64_t minPositions = kDefaultMinPositions;
    };
    TableCache();
    explicit TableCache(Options options);

    std::unique_ptr<DistanceTable> load(const Variant& variant, SearchGuard& guard) override;
    void save(const DistanceTable& table, SearchGuard& guard) override;

    const Options& options() const { return options_; }
    // The file that keeps `variant`'s table (it may not exist).
    QString fileFor(const Variant& variant) const;

    struct Entry {
        QString spec;     // as the file's header says (unchecked)
        QString file;
        std::uint64_t bytes = 0;
        QDateTime lastUsed;
    };
    // The kept tables, most recently used first.
    std::vector<Entry> entries() const;
    std::uint64_t totalBytes() const;
    // Deletes every kept table.
    void clear();

    // What the cache did since it was made, for tests and for a window that
    // says "table read from the cache".
    struct Counters {
        int loaded = 0;   // tables read back
        int rejected = 0; // files found damaged, foreign or outdated (and deleted)
        int saved = 0;    // tables written
        int skipped = 0;  // tables offered but not kept (too small, too large, no room, write failed)
        int evicted = 0;  // tables deleted to make room
    };
    Counters counters() const;
    // Why the last file was rejected or the last table not kept ("" if none).
    QString lastProblem() const;

private:
    void reject(const QString& file, const QString& why);
    void skip(const QString& why);
    void makeRoom(std::uint64_t bytes, const QString& keep);

    Options options_;
    mutable std::mutex mutex_; // counters, problem, eviction
    Counters counters_;
    QString lastProblem_;
};

// Makes a cache the store of every SearchEngine created afterwards
// (search/table_store.h) and returns it. The programs call this at start
// (leapfrog-cli unless --no-cache).
std::shared_ptr<TableCache> installTableCache(TableCache::Options options = {});

} // namespace leapfrog

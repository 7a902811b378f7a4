#pragma once
// Where distance tables outlive the process. The engine asks its store for a
// table before building one and offers every table it builds; the store
// decides what to keep. The store that keeps tables in files (the user's cache
// folder, files/table_cache.h) lives in a layer above the search, so the
// engine knows only this interface.
//
// A store never trusts what it reads: a missing, damaged, foreign or
// outdated table is no table (nullptr), and the engine builds it again.
#include "control.h"

#include <memory>

namespace leapfrog {

class DistanceTable;
class Variant;

class TableStore {
public:
    virtual ~TableStore() = default;

    // The kept table of `variant`, or nullptr. Throws only Cancelled (the
    // guard's flag) and LimitError (no memory for it).
    virtual std::unique_ptr<DistanceTable> load(const Variant& variant, SearchGuard& guard) = 0;
    // Keeps `table` if the store wants it. Never throws but Cancelled; a table
    // that cannot be kept (no room, no disk) is simply not kept.
    virtual void save(const DistanceTable& table, SearchGuard& guard) = 0;
};

// The store every SearchEngine created afterwards uses (none at first: tests
// and libraries keep tables in memory only, unless they install one). The
// programs install theirs at start (files/table_cache.h, installTableCache).
void setDefaultTableStore(std::shared_ptr<TableStore> store);
std::shared_ptr<TableStore> defaultTableStore();

} // namespace leapfrog

#pragma once
// The exact search engine's one entry point for the window, the CLI and the
// analysis: from any position of any variant, how far the goal is, which
// moves are optimal, how many optimal solutions there are, and the K-th one
// (in Leapfrog's documented order, search/bfs.h).
//
// How it answers (Strategy::Auto):
//  0. a built distance table; on a board beyond the eager table, for a
//     position a constructed optimal solution passes through, the
//     constructions, when handed in (`known`; on_path.h: exact, any size,
//     no search);
//  1. a distance table (distance_table.h) when the variant has at most
//     RouteLimits::eagerTable positions (built once, kept);
//  2. on classic and strict rows (one hole, at most 56 pegs), the distance
//     and the best moves from the row search (row_search.h: A* with the
//     band bound of row_bands.h, exact from any position);
//  3. otherwise, and for every optimal solution (count, solution), the
//     bidirectional layered search (layered_search.h; on rows told the
//     distance and pruned by the band bound too); when a table could follow
//     (step 4), the search may keep at most RouteLimits::searchBeforeTable
//     positions (and the memory cap's bytes);
//  4. if it outgrows that, a table after all when the variant has at most
//     RouteLimits::largestAutoTable positions and the table fits the memory
//     cap;
//  5. otherwise "unknown within the limit" (LimitError), never a guess.
// Every choice is made by counted work (positions) and memory, never by the
// clock: the same query takes the same route on an idle and a busy machine,
// and a time budget only ever stops it. Each choice is reported
// (SearchProgress::route) for --progress.
// A table kept by the engine's store (table_store.h; the programs keep them
// in the user's cache folder) is used before any of 1-4 whenever it fits the
// memory cap, whatever the board's size: a table built once, by any program,
// is read back instead of built again. Every table the engine builds is
// offered to the store.
//
// Asynchronous use: every query takes a SearchControl (cancel flag, progress
// callback, time budget, memory cap) and may run on any thread; progress is
// reported on the calling thread. The window runs queries in a worker
// (QtConcurrent) and delivers the results to the GUI thread. Queries from
// several threads at once are safe: building the table is serialised, and a
// built table is shared read-only.
#include "control.h"
#include "model/bigint.h"
#include "model/move.h"
#include "model/position.h"
#include "model/variant.h"
#include "on_path.h"

#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace leapfrog {

class CellArray;
class DistanceTable;
class OptimalDag;
class RowSearch;
class StateSpace;
class TableStore;

// Positions up to which a table is built at the first query (about a second
// on two cores: classic:11 has 16,224,936, pairs:10 3,879,876).
inline constexpr std::uint64_t kEagerTablePositions = 20'000'000;
// Positions up to which Auto falls back to a table when the heuristic search
// outgrows its share (classic:13 has 280,816,200, y:6 325,909,584; at two
// bits a position such a table takes about 80 MiB).
inline constexpr std::uint64_t kLargestAutoTable = 400'000'000;
// The layered search's share of the table, where a table could follow: it
// may keep one position for every kSearchShareOfTable the table would have.
// A kept position costs the search several times what a table's position
// costs the build (ranking, the bound, sorting), so beyond that share the
// table is the quicker answer; within it the search answers far sooner
// (pairs:13 keeps a few thousand positions, y:6 about 540 thousand).
inline constexpr std::uint64_t kSearchShareOfTable = 8;

// What route() decides by: counted positions, never time. The defaults are
// the constants above; tests (and leapfrog-cluster's, through
// countsByLayeredSearch) lower them to send small boards down every route.
struct RouteLimits {
    std::uint64_t eagerTable = kEagerTablePositions;
    std::uint64_t largestAutoTable = kLargestAutoTable;
    std::uint64_t searchShareOfTable = kSearchShareOfTable;
    // Positions the layered search may keep before a table of
    // `tablePositions` follows.
    std::uint64_t searchBeforeTable(std::uint64_t tablePositions) const
    {
        return tablePositions / searchShareOfTable;
    }
};

class SearchEngine {
public:
    enum class Strategy {
        Auto,   // as above
        Table,  // always a distance table (LimitError beyond the memory cap)
        Search, // never a table: the row search and the layered search
    };

    // `known`: the optimal solutions the constructions give (on_path.h),
    // for step 0 above; without them (search/ does not include construct/)
    // every answer comes from a table or a search.
    explicit SearchEngine(Variant variant, Strategy strategy = Strategy::Auto, KnownSolutions known = {});
    ~SearchEngine();
    SearchEngine(const SearchEngine&) = delete;
    SearchEngine& operator=(const SearchEngine&) = delete;

    const Variant& variant() const { return variant_; }

    // The limits route() decides by (RouteLimits); set before any query.
    void setRouteLimits(RouteLimits limits) { limits_ = limits; }
    const RouteLimits& routeLimits() const { return limits_; }

    // The store asked for kept tables and offered built ones: the default
    // store (table_store.h) when the engine is made; nullptr: none.
    void setTableStore(std::shared_ptr<TableStore> store);
    // Where the engine's table came from, for callers that say so.
    enum class TableOrigin { None, Built, Loaded };
    TableOrigin tableOrigin() const;

    struct Hint {
        std::optional<int> distance; // moves to the goal; nullopt: it cannot be reached
        std::vector<Move> best;      // the optimal next moves, ascending (empty at the goal)
    };
    struct Count {
        std::optional<int> minimum; // moves to the goal; nullopt: it cannot be reached
        BigInt solutions;           // number of optimal solutions (0 when unreachable)
    };

    // Each throws InputError when `position` is not a position of this
    // variant (wrong size or pieces), LimitError when the answer is unknown
    // within the control's limits, Cancelled when cancelled.
    std::optional<int> distance(const Position& position, const SearchControl& control = {});
    Hint hint(const Position& position, const SearchControl& control = {});
    Count count(const Position& position, const SearchControl& control = {});
    struct Ranked {
        BigInt count;            // number of optimal solutions
        std::vector<Move> moves; // the one asked for
    };
    // The rank-th (1-based) optimal solution from `position`, with the
    // count; nullopt when the goal cannot be reached. Throws InputError for
    // a rank of 0 or above the count.
    std::optional<Ranked> solution(const Position& position, const BigInt& rank, const SearchControl& control = {});

    // Builds the distance table now (for a window that prepares while the
    // player thinks, or builds aside what a query turned to:
    // SearchControl::buildTableAside). Throws LimitError beyond the memory
    // cap, Cancelled.
    void buildTable(const SearchControl& control = {});
    // The full distance table, built (or read from the store) if need be,
    // whatever the strategy: for statistics over every position. Throws
    // LimitError beyond numbering or the memory cap, Cancelled.
    std::shared_ptr<const DistanceTable> distanceTable(const SearchControl& control = {});
    bool hasTable() const;
    // Takes the store's kept table now if it has one that fits the control's
    // memory cap, whatever the board's size; whether the engine has a table
    // afterwards. Throws Cancelled.
    bool useKeptTable(const SearchControl& control = {});
    // Positions the table has (or would have), for a window's warning;
    // 0 when the board is beyond any numbering.
    std::uint64_t tablePositions() const;
    // Whether count(position) answers by the layered search (steps 3-4
    // above, before any table follows), deciding as count() does; a board
    // of at most `eagerTable` positions would take its table (step 1).
    // leapfrog-cluster asks, to share exactly those searches among its
    // ranks; its tests lower `eagerTable` to send small boards that way.
    // Reports the route (SearchProgress::route) as count() would.
    // May read a kept table (as count() would). Throws LimitError beyond any
    // numbering, InputError, Cancelled.
    bool countsByLayeredSearch(const Position& position, const SearchControl& control,
                               std::uint64_t eagerTable = kEagerTablePositions);

private:
    struct Answer;
    struct LastSearch;
    enum class Need { Distance, Hint, Dag }; // the distance; and the best moves; and every optimal solution
    // The steps answer() takes, chosen by route().
    enum class Step { OnPath, NoMove, BuiltTable, KeptTable, EagerTable, Rows, Search, SearchThenTable };
    Step route(const Position& position, Need need, const SearchControl& control, SearchGuard& guard,
               std::uint64_t eagerTable, Answer& onPath, std::shared_ptr<const DistanceTable>& table);
    Answer answer(const Position& position, Need need, const SearchControl& control);
    // The steps of answer(), in the order it tries them.
    bool answerOnPath(const Position& position, const SearchControl& control, Answer& out);
    Answer answerFromTable(std::shared_ptr<const DistanceTable> table, const CellArray& cells, Need need,
                           SearchGuard& guard) const;
    Answer answerByRows(const CellArray& cells, Need need, SearchGuard& guard) const;
    Answer answerBySearch(const CellArray& cells, SearchGuard& guard,
                          std::uint64_t positionLimit = UINT64_MAX);
    Answer answerBySearchThenTable(const CellArray& cells, Need need, SearchGuard& guard);
    std::shared_ptr<const DistanceTable> table() const;
    std::shared_ptr<const DistanceTable> ensureTable(SearchGuard& guard);
    // The table another thread is building (or was asked to build:
    // SearchControl::buildTableAside), waited for within the guard's budget.
    std::shared_ptr<const DistanceTable> awaitTable(SearchGuard& guard);
    // Waits while another thread builds or loads the table (within the
    // guard's budget: LimitError, Cancelled), then makes this thread the one
    // that does; the returned object ends that. `lock` holds mutex_.
    class Building;
    Building waitToBuild(std::unique_lock<std::mutex>& lock, SearchGuard& guard);
    // The store's table, when it has one that fits the memory cap; asks the
    // store once in the engine's life. Call while Building.
    std::shared_ptr<const DistanceTable> loadKeptTable(SearchGuard& guard);
    std::shared_ptr<const DistanceTable> keptTable(SearchGuard& guard);
    void reportRoute(SearchGuard& guard, const std::string& route) const;
    // Whether a table could follow the layered search (step 4).
    bool tableCanFollow(const SearchControl& control) const;
    // The route's words for --progress.
    std::string routeText(Step step) const;
    void validate(const Position& position) const;

    Variant variant_;
    Strategy strategy_;
    KnownSolutions known_;
    std::unique_ptr<StateSpace> space_; // nullptr when the board is beyond any numbering
    std::unique_ptr<RowSearch> rows_;   // classic and strict rows (row_search.h), else nullptr
    std::string beyondNumbering_;       // why, then
    mutable std::mutex mutex_;
    std::shared_ptr<const DistanceTable> table_;
    TableOrigin tableOrigin_ = TableOrigin::None;
    std::shared_ptr<TableStore> store_;
    bool storeAsked_ = false; // read and written by the thread that is Building
    std::shared_ptr<const LastSearch> lastSearch_; // the last layered search's answer
    bool building_ = false; // a thread builds or loads the table; guarded by mutex_
    std::condition_variable built_; // notified when building_ ends
    RouteLimits limits_;
};

} // namespace leapfrog

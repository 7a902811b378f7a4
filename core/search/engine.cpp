#include "engine.h"

#include "distance_table.h"
#include "layered_search.h"
#include "model/errors.h"
#include "model/rules.h"
#include "on_path.h"
#include "optimal_dag.h"
#include "row_search.h"
#include "state_space.h"
#include "table_store.h"

#include <string>
#include <utility>

namespace leapfrog {

struct SearchEngine::Answer {
    std::optional<int> distance;
    std::vector<Move> best;
    std::shared_ptr<const DistanceTable> table; // keeps the DAG's StateSpace alive
    std::shared_ptr<const OptimalDag> dag;      // when asked for (always, from a search), and reachable
    std::shared_ptr<const OnPathFinishes> onPath; // instead of a DAG, on a constructed solution
};

struct SearchEngine::LastSearch {
    std::uint64_t rank = 0; // the source
    Answer answer;
};

// While a thread builds or loads the table: others wait (awaitTable,
// waitToBuild) rather than build it twice.
class SearchEngine::Building {
public:
    // `lock`: the caller's lock of mutex_, declared before this object and
    // so still there when it ends, held or released.
    Building(SearchEngine& engine, std::unique_lock<std::mutex>& lock)
        : engine_(&engine)
        , lock_(&lock)
    {
    }
    Building(Building&& other) noexcept
        : engine_(std::exchange(other.engine_, nullptr))
        , lock_(other.lock_)
    {
    }
    Building(const Building&) = delete;
    Building& operator=(const Building&) = delete;
    Building& operator=(Building&&) = delete;
    ~Building()
    {
        if (!engine_) {
            return;
        }
        if (!lock_->owns_lock()) {
            lock_->lock();
        }
        engine_->building_ = false;
        lock_->unlock();
        engine_->built_.notify_all();
    }

private:
    SearchEngine* engine_;
    std::unique_lock<std::mutex>* lock_;
};

namespace {

// How often a waiting thread looks at its cancel flag and its deadline.
constexpr std::chrono::milliseconds kWaitStep{50};

[[noreturn]] void tableStillBuilding(const Variant& variant)
{
    throw LimitError("unknown within the limit: the distance table of " + variant.spec()
                     + " is still being built; it is kept when done, and then answers at once");
}

} // namespace

SearchEngine::SearchEngine(Variant variant, Strategy strategy, KnownSolutions known)
    : variant_(std::move(variant))
    , strategy_(strategy)
    , known_(std::move(known))
    , store_(defaultTableStore())
{
    try {
        space_ = std::make_unique<StateSpace>(variant_);
    } catch (const LimitError& error) {
        beyondNumbering_ = error.what();
    }
    if (RowSearch::appliesTo(variant_)) {
        rows_ = std::make_unique<RowSearch>(variant_);
    }
}

SearchEngine::~SearchEngine() = default;

std::shared_ptr<const DistanceTable> SearchEngine::table() const
{
    const std::lock_guard lock(mutex_);
    return table_;
}

bool SearchEngine::hasTable() const { return table() != nullptr; }

std::uint64_t SearchEngine::tablePositions() const { return space_ ? space_->size() : 0; }

void SearchEngine::setTableStore(std::shared_ptr<TableStore> store)
{
    SearchControl patient;
    patient.budget = kNoBudget;
    SearchGuard guard(patient);
    std::unique_lock lock(mutex_);
    const Building building = waitToBuild(lock, guard);
    store_ = std::move(store);
    storeAsked_ = false;
}

SearchEngine::Building SearchEngine::waitToBuild(std::unique_lock<std::mutex>& lock, SearchGuard& guard)
{
    while (building_) {
        guard.checkCancel();
        if (guard.outOfTime()) {
            tableStillBuilding(variant_);
        }
        built_.wait_for(lock, kWaitStep);
    }
    building_ = true;
    return Building(*this, lock);
}

std::shared_ptr<const DistanceTable> SearchEngine::awaitTable(SearchGuard& guard)
{
    std::unique_lock lock(mutex_);
    while (!table_) {
        guard.checkCancel();
        if (guard.outOfTime()) {
            tableStillBuilding(variant_);
        }
        built_.wait_for(lock, kWaitStep);
    }
    return table_;
}

void SearchEngine::reportRoute(SearchGuard& guard, const std::string& route) const
{
    SearchProgress progress;
    progress.route = route;
    guard.report(progress, true);
}

SearchEngine::TableOrigin SearchEngine::tableOrigin() const
{
    const std::lock_guard lock(mutex_);
    return tableOrigin_;
}

std::shared_ptr<const DistanceTable> SearchEngine::loadKeptTable(SearchGuard& guard)
{
    if (!store_ || storeAsked_ || !space_) {
        return nullptr;
    }
    {
        const std::lock_guard lock(mutex_); // keptTable() reads it under the lock
        storeAsked_ = true;
    }
    if (DistanceTable::bytesKept(space_->size(), DistanceTable::encodingFor(variant_)) > guard.control().memoryCap) {
        return nullptr;
    }
    std::shared_ptr<const DistanceTable> loaded = store_->load(variant_, guard);
    if (loaded) {
        const std::lock_guard lock(mutex_);
        table_ = loaded;
        tableOrigin_ = TableOrigin::Loaded;
    }
    return loaded;
}

std::shared_ptr<const DistanceTable> SearchEngine::keptTable(SearchGuard& guard)
{
    std::unique_lock lock(mutex_);
    if (table_ || storeAsked_) {
        return table_; // no need to wait for a build: the store was asked
    }
    const Building building = waitToBuild(lock, guard);
    if (table_) {
        return table_;
    }
    lock.unlock();
    return loadKeptTable(guard);
}

std::shared_ptr<const DistanceTable> SearchEngine::ensureTable(SearchGuard& guard)
{
    std::unique_lock lock(mutex_);
    const Building building = waitToBuild(lock, guard);
    if (table_) {
        return table_;
    }
    lock.unlock();
    if (auto loaded = loadKeptTable(guard)) {
        return loaded;
    }
    std::shared_ptr<const DistanceTable> built = DistanceTable::build(variant_, guard);
    {
        const std::lock_guard lock(mutex_);
        table_ = built;
        tableOrigin_ = TableOrigin::Built;
    }
    if (store_) {
        store_->save(*built, guard); // a cancel here still leaves the table built
    }
    return built;
}

bool SearchEngine::useKeptTable(const SearchControl& control)
{
    if (!space_) {
        return false;
    }
    SearchGuard guard(control);
    return keptTable(guard) != nullptr;
}

void SearchEngine::buildTable(const SearchControl& control)
{
    distanceTable(control);
}

std::shared_ptr<const DistanceTable> SearchEngine::distanceTable(const SearchControl& control)
{
    if (!space_) {
        throw LimitError(beyondNumbering_);
    }
    SearchGuard guard(control);
    return ensureTable(guard);
}

void SearchEngine::validate(const Position& position) const
{
    if (position.size() != variant_.holeCount()) {
        variant_.parsePosition(position.text()); // throws the one message for a wrong size
    }
    if (position.counts() != variant_.start().counts()) {
        variant_.parsePosition(position.text()); // and for wrong pieces
    }
}

// answer() tries, in order: a constructed solution through the position
// (answerOnPath), a table built or kept (answerFromTable), the row search on
// classic and strict rows (answerByRows), the layered search (answerBySearch)
// and, on a large board whose table could follow, the search for a slice of
// the budget and then the table (answerBySearchThenTable).
SearchEngine::Step SearchEngine::route(const Position& position, Need need, const SearchControl& control,
                                       SearchGuard& guard, std::uint64_t eagerTable, Answer& onPath,
                                       std::shared_ptr<const DistanceTable>& table)
{
    validate(position);
    if (answerOnPath(position, control, onPath)) {
        return Step::OnPath;
    }
    if (!space_) {
        throw LimitError(beyondNumbering_);
    }
    if (!space_->representable(CellArray::from(position))) {
        return Step::NoMove; // pair holes apart: no move leads out, and it is not the goal
    }
    if ((table = this->table())) {
        return Step::BuiltTable;
    }
    if (strategy_ != Strategy::Search) {
        if ((table = keptTable(guard))) {
            return Step::KeptTable;
        }
    }
    const std::uint64_t positions = space_->size();
    if (strategy_ == Strategy::Table || (strategy_ == Strategy::Auto && positions <= eagerTable)) {
        return Step::EagerTable;
    }
    if (rows_ && need != Need::Dag) {
        return Step::Rows;
    }
    return strategy_ == Strategy::Search || !tableCanFollow(control) ? Step::Search : Step::SearchThenTable;
}

bool SearchEngine::tableCanFollow(const SearchControl& control) const
{
    const std::uint64_t positions = space_->size();
    return positions <= limits_.largestAutoTable
           && DistanceTable::bytesToBuild(positions, DistanceTable::encodingFor(variant_)) <= control.memoryCap;
}

std::string SearchEngine::routeText(Step step) const
{
    const std::string table = "the distance table of " + variant_.spec() + " ("
                              + std::to_string(tablePositions()) + " positions)";
    switch (step) {
    case Step::OnPath: return "the constructed optimal solutions through the position";
    case Step::NoMove: return "no move leads out of the position";
    case Step::BuiltTable: return table + ", built";
    case Step::KeptTable: return table + ", kept on disk";
    case Step::EagerTable: return table;
    case Step::Rows: return "the row search";
    case Step::Search: return "the layered search";
    case Step::SearchThenTable:
        return "the layered search, up to " + std::to_string(limits_.searchBeforeTable(tablePositions()))
               + " positions kept; beyond them " + table;
    }
    return {};
}

SearchEngine::Answer SearchEngine::answer(const Position& position, Need need, const SearchControl& control)
{
    SearchGuard guard(control);
    Answer onPath;
    std::shared_ptr<const DistanceTable> held;
    const Step step = route(position, need, control, guard, limits_.eagerTable, onPath, held);
    reportRoute(guard, routeText(step));
    if (step == Step::OnPath) {
        return onPath; // at any size: the position may be beyond CellArray's cells
    }
    const CellArray cells = CellArray::from(position);
    switch (step) {
    case Step::OnPath: return onPath;
    case Step::NoMove: return {};
    case Step::BuiltTable:
    case Step::KeptTable: return answerFromTable(std::move(held), cells, need, guard);
    case Step::EagerTable: return answerFromTable(ensureTable(guard), cells, need, guard);
    case Step::Rows: return answerByRows(cells, need, guard);
    case Step::Search: return answerBySearch(cells, guard);
    case Step::SearchThenTable: return answerBySearchThenTable(cells, need, guard);
    }
    return {};
}

bool SearchEngine::countsByLayeredSearch(const Position& position, const SearchControl& control,
                                         std::uint64_t eagerTable)
{
    SearchGuard guard(control);
    Answer onPath;
    std::shared_ptr<const DistanceTable> held;
    const Step step = route(position, Need::Dag, control, guard, eagerTable, onPath, held);
    reportRoute(guard, routeText(step));
    return step == Step::Search || step == Step::SearchThenTable;
}

// On a constructed optimal solution the answer needs no search (on_path.h),
// at any size. Only where no table is quick: boards within the eager table's
// reach are answered by search alone, which keeps every check of the
// constructions against the engine (tst_solve, tst_theorem4, tst_cli) a
// comparison with an independent answer.
bool SearchEngine::answerOnPath(const Position& position, const SearchControl& control, Answer& out)
{
    const bool tableIsQuick = space_ && space_->size() <= kEagerTablePositions;
    if (strategy_ != Strategy::Auto || tableIsQuick || table()) {
        return false;
    }
    SearchGuard walkGuard(control);
    auto onPath = OnPathFinishes::find(variant_, position, known_, walkGuard);
    if (!onPath) {
        return false;
    }
    out.distance = onPath->distance();
    out.best = onPath->best();
    out.onPath = std::make_shared<const OnPathFinishes>(std::move(*onPath));
    return true;
}

SearchEngine::Answer SearchEngine::answerFromTable(std::shared_ptr<const DistanceTable> table, const CellArray& cells,
                                                   Need need, SearchGuard& guard) const
{
    Answer out;
    out.distance = table->distance(cells);
    if (!out.distance) {
        return out;
    }
    StateSpace::Unranked here;
    table->space().unrank(table->space().rank(cells), here);
    forEachMove(variant_.board(), variant_.rules(), cells, [&](Move move) {
        if (table->isOneCloser(*out.distance, table->space().rankAfterMove(here, variant_.rules(), move))) {
            out.best.push_back(move);
        }
    });
    if (need == Need::Dag) {
        out.dag = std::make_shared<OptimalDag>(OptimalDag::fromTable(*table, cells, guard));
    }
    out.table = std::move(table);
    return out;
}

// Distances and best moves on classic and strict rows: the row search
// (row_search.h), exact from any position.
SearchEngine::Answer SearchEngine::answerByRows(const CellArray& cells, Need need, SearchGuard& guard) const
{
    Answer out;
    if (need == Need::Hint) {
        RowSearch::Hint found = rows_->hint(cells, guard);
        out.distance = found.distance;
        out.best = std::move(found.best);
    } else {
        out.distance = rows_->distance(cells, guard);
    }
    return out;
}

SearchEngine::Answer SearchEngine::answerBySearch(const CellArray& cells, SearchGuard& guard,
                                                  std::uint64_t positionLimit)
{
    const std::uint64_t rank = space_->rank(cells);
    {
        // The window asks for a count, then solutions, then a hint, all
        // from one position: one search serves them all.
        const std::lock_guard lock(mutex_);
        if (lastSearch_ && lastSearch_->rank == rank) {
            return lastSearch_->answer;
        }
    }
    Answer out;
    // On classic and strict rows the row search knows the distance, and
    // on classic rows a bound that prunes the source's side as well.
    LayeredSearchHelp help;
    if (rows_) {
        const std::optional<int> distance = rows_->distance(cells, guard);
        if (!distance) {
            return out;
        }
        help.length = *distance;
        help.toGoal = rows_->goalBound(guard);
    }
    if (auto dag = layeredSearch(*space_, cells, guard, nullptr, rows_ ? &help : nullptr, positionLimit)) {
        out.distance = dag->length();
        out.best = dag->firstMoves();
        out.dag = std::make_shared<OptimalDag>(std::move(*dag));
    }
    const std::lock_guard lock(mutex_);
    lastSearch_ = std::make_shared<const LastSearch>(LastSearch{rank, out});
    return out;
}

// Auto on a large board whose table could follow: the layered search first,
// up to its share of the table's positions (or the memory cap); beyond it,
// the table. Counted work decides, so a busy machine takes the same route as
// an idle one; the time budget only stops the query (LimitError).
SearchEngine::Answer SearchEngine::answerBySearchThenTable(const CellArray& cells, Need need, SearchGuard& guard)
{
    try {
        return answerBySearch(cells, guard, limits_.searchBeforeTable(space_->size()));
    } catch (const SearchOutgrown& outgrown) {
        guard.checkCancel();
        reportRoute(guard, "then the distance table of " + variant_.spec() + " (" + std::to_string(space_->size())
                               + " positions): " + outgrown.what());
    }
    if (guard.control().buildTableAside && !table()) {
        guard.control().buildTableAside();
        return answerFromTable(awaitTable(guard), cells, need, guard);
    }
    return answerFromTable(ensureTable(guard), cells, need, guard);
}

std::optional<int> SearchEngine::distance(const Position& position, const SearchControl& control)
{
    return answer(position, Need::Distance, control).distance;
}

SearchEngine::Hint SearchEngine::hint(const Position& position, const SearchControl& control)
{
    Answer found = answer(position, Need::Hint, control);
    return {found.distance, std::move(found.best)};
}

SearchEngine::Count SearchEngine::count(const Position& position, const SearchControl& control)
{
    const Answer found = answer(position, Need::Dag, control);
    if (!found.distance) {
        return {std::nullopt, BigInt(0)};
    }
    return {found.distance, found.onPath ? found.onPath->count() : found.dag->count()};
}

std::optional<SearchEngine::Ranked> SearchEngine::solution(const Position& position, const BigInt& rank,
                                                           const SearchControl& control)
{
    if (rank.isZero()) {
        throw InputError("solutions are numbered from 1");
    }
    const Answer found = answer(position, Need::Dag, control);
    if (!found.distance) {
        return std::nullopt;
    }
    const BigInt count = found.onPath ? found.onPath->count() : found.dag->count();
    if (rank > count) {
        const std::string where =
            position == variant_.start() ? variant_.spec() : "position " + position.text() + " of " + variant_.spec();
        throw InputError("solution " + rank.toString() + " asked for, but " + where + " has " + count.toString()
                         + " optimal solutions");
    }
    return Ranked{count, found.onPath ? found.onPath->finish(rank) : found.dag->solution(rank)};
}

} // namespace leapfrog

// Steering a search from another thread, as the window does: cancellation
// (before and during a table build and a layered search), progress reports,
// and one engine shared by worker threads.
#include "model/variant.h"
#include "search/distance_table.h"
#include "search/engine.h"
#include "search/layered_search.h"

#include <QTest>

#include <atomic>
#include <thread>

using namespace leapfrog;

class ControlTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void cancelledBeforeStart();
    void cancelledDuringTable();
    void cancelledDuringSearch();
    void progressReports();
    void sharedByWorkers();
};

void ControlTest::cancelledBeforeStart()
{
    std::atomic<bool> cancel{true};
    SearchControl control;
    control.cancel = &cancel;
    SearchEngine table(Variant::classic(6, 6), SearchEngine::Strategy::Table);
    QVERIFY_THROWS_EXCEPTION(Cancelled, table.hint(Variant::classic(6, 6).start(), control));
    QVERIFY(!table.hasTable());
    SearchEngine search(Variant::pairs(8), SearchEngine::Strategy::Search);
    QVERIFY_THROWS_EXCEPTION(Cancelled, search.count(Variant::pairs(8).start(), control));
}

// A worker builds classic:12's table (several seconds); the flag, set once
// the first layers are reported, stops it: the build observes it, throws
// Cancelled and reports no layer after it.
void ControlTest::cancelledDuringTable()
{
    std::atomic<bool> cancel{false};
    std::atomic<int> reports{0};
    SearchControl control;
    control.cancel = &cancel;
    control.progress = [&](const SearchProgress&) { ++reports; };
    SearchEngine engine(Variant::classic(12, 12), SearchEngine::Strategy::Table);
    std::atomic<bool> cancelled{false};
    std::thread worker([&] {
        try {
            engine.buildTable(control);
        } catch (const Cancelled&) {
            cancelled = true;
        }
    });
    while (reports < 3) {
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    cancel = true;
    const int reportsAtCancel = reports;
    worker.join();
    QVERIFY(cancelled);
    QVERIFY(!engine.hasTable());
    // At most the layer under way when the flag came was still reported.
    QVERIFY2(reports <= reportsAtCancel + 1, qPrintable(QString("%1 reports, %2 at the cancel").arg(reports).arg(reportsAtCancel)));
}

void ControlTest::cancelledDuringSearch()
{
    std::atomic<bool> cancel{false};
    SearchControl control;
    control.cancel = &cancel;
    control.progress = [&](const SearchProgress& progress) {
        if (progress.done > 1000) {
            cancel = true;
        }
    };
    // A scrambled row, far from the constructed solutions and beyond the row
    // search's 56 pegs: the layered search takes minutes (from the start its
    // lower bound is exact and it is quick).
    const Variant variant = Variant::classic(30, 30);
    SearchEngine engine(variant, SearchEngine::Strategy::Search);
    QVERIFY_THROWS_EXCEPTION(Cancelled, engine.count(variant.parsePosition("RBRBRRRBBRB_BBBRRBRRBBBRBRRRBRRBRRRBRRBBRBRBBBBRBBBBBRRRBRBRR"), control));
}

// The table build reports every layer, in order, on the calling thread; the
// last report counts every position that reaches the goal.
void ControlTest::progressReports()
{
    std::vector<SearchProgress> seen;
    const std::thread::id caller = std::this_thread::get_id();
    bool sameThread = true;
    SearchControl control;
    control.progress = [&](const SearchProgress& progress) {
        seen.push_back(progress);
        sameThread = sameThread && std::this_thread::get_id() == caller;
    };
    SearchGuard guard(control);
    const auto table = DistanceTable::build(Variant::classic(6, 6), guard);
    QVERIFY(sameThread);
    QCOMPARE(static_cast<int>(seen.size()), table->maxDistance() + 1);
    for (std::size_t i = 0; i < seen.size(); ++i) {
        QCOMPARE(seen[i].layer, static_cast<int>(i));
        QCOMPARE(seen[i].total, table->space().size());
        QVERIFY(i == 0 || seen[i].done > seen[i - 1].done);
    }
    QCOMPARE(seen.back().done, table->reachableCount());
}

// Two workers ask one engine at once; the table is built once and both get
// the answers a single thread gets.
void ControlTest::sharedByWorkers()
{
    const Variant variant = Variant::classic(7, 7);
    SearchEngine shared(variant);
    SearchEngine alone(variant);
    const Position start = variant.start();
    const Position later = applyMove(variant.rules(), start, Move{6, 7});
    SearchEngine::Hint first;
    SearchEngine::Count second;
    std::thread a([&] { first = shared.hint(later); });
    std::thread b([&] { second = shared.count(start); });
    a.join();
    b.join();
    QVERIFY(shared.hasTable());
    QCOMPARE(first.distance, alone.hint(later).distance);
    QVERIFY(first.best == alone.hint(later).best);
    QCOMPARE(second.solutions, BigInt(2));
    QCOMPARE(second.minimum, std::optional<int>(63));
}

QTEST_GUILESS_MAIN(ControlTest)
#include "tst_control.moc"

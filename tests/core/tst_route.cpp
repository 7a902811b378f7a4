// SearchEngine's route (engine.h) is chosen by counted work and memory,
// never by the clock: on boards beyond the eager table, the layered search
// keeps at most its share of the table's positions, then the table follows.
// Checked on small boards sent down each route by lowered RouteLimits,
// against the plain reference (reference_graph.h): the answers are the
// reference's whichever route answers, the routes reported
// (SearchProgress::route) are the same whatever the threads and the budget,
// and a table the query sends aside (SearchControl::buildTableAside, the
// window's way) is waited for, kept, and answers the next query at once.
#include "model/errors.h"
#include "model/rules.h"
#include "model/variant.h"
#include "reference_graph.h"
#include "search/engine.h"

#include <QTest>

#include <atomic>
#include <random>
#include <thread>

using namespace leapfrog;

namespace {

struct Asked {
    SearchEngine::Hint hint;
    SearchEngine::Count count;
    std::vector<std::string> routes; // as reported, in order
};

SearchControl recording(std::vector<std::string>& routes, int threads)
{
    SearchControl control;
    control.budget = kNoBudget;
    control.threads = threads;
    control.progress = [&routes](const SearchProgress& progress) {
        if (!progress.route.empty()) {
            routes.push_back(progress.route);
        }
    };
    return control;
}

// A fresh engine's hint and count from `position`, under `limits`.
Asked ask(const Variant& variant, const Position& position, const RouteLimits& limits, int threads)
{
    Asked asked;
    {
        SearchEngine engine(variant);
        engine.setTableStore(nullptr);
        engine.setRouteLimits(limits);
        asked.hint = engine.hint(position, recording(asked.routes, threads));
    }
    SearchEngine engine(variant);
    engine.setTableStore(nullptr);
    engine.setRouteLimits(limits);
    asked.count = engine.count(position, recording(asked.routes, threads));
    return asked;
}

// Reachable positions of the reference graph, a few picked at random.
std::vector<int> somePositions(const reference::Graph& graph, int wanted)
{
    std::vector<int> reachable;
    for (std::size_t p = 0; p < graph.positions.size(); ++p) {
        if (graph.toGoal[p] > 0) {
            reachable.push_back(static_cast<int>(p));
        }
    }
    std::mt19937 random(38);
    std::shuffle(reachable.begin(), reachable.end(), random);
    reachable.resize(std::min<std::size_t>(reachable.size(), static_cast<std::size_t>(wanted)));
    return reachable;
}

std::vector<Move> referenceBest(const reference::Graph& graph, int p)
{
    std::vector<Move> best;
    for (const auto& [move, q] : graph.successors[static_cast<std::size_t>(p)]) {
        if (graph.toGoal[static_cast<std::size_t>(q)] == graph.toGoal[static_cast<std::size_t>(p)] - 1) {
            best.push_back(move);
        }
    }
    return best;
}

bool mentions(const std::vector<std::string>& routes, const std::string& words)
{
    return std::any_of(routes.begin(), routes.end(),
                       [&](const std::string& route) { return route.find(words) != std::string::npos; });
}

} // namespace

class RouteTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void countedRoute_data();
    void countedRoute();
    void tableBuiltAsideIsKept();
    void waitForAsideObservesCancel();
};

void RouteTest::countedRoute_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<bool>("searchAnswers"); // the search's share is the whole table, else nothing
    for (const char* spec : {"y:2", "y:3", "pairs:5", "pairs:6"}) {
        QTest::addRow("%s by search", spec) << spec << true;
        QTest::addRow("%s by table", spec) << spec << false;
    }
}

// Every board beyond a lowered eager table takes the layered search; with a
// share of nothing it turns to the table at once, with the whole table's
// share it answers itself. Either way the answers are the reference's, and
// one thread or two (a busier or quieter machine's pace) report the same
// route word for word.
void RouteTest::countedRoute()
{
    QFETCH(QString, spec);
    QFETCH(bool, searchAnswers);
    const Variant variant = Variant::parse(spec.toStdString());
    const reference::Graph graph = reference::build(variant);
    const std::vector<std::uint64_t> counts = graph.solutionCounts();
    RouteLimits limits;
    limits.eagerTable = 0;
    limits.searchShareOfTable = searchAnswers ? 1 : UINT64_MAX;
    for (const int p : somePositions(graph, 12)) {
        const Position& position = graph.positions[static_cast<std::size_t>(p)];
        const Asked one = ask(variant, position, limits, 1);
        const Asked two = ask(variant, position, limits, 2);
        QCOMPARE(one.routes, two.routes);
        QVERIFY(mentions(one.routes, "the layered search, up to "));
        QCOMPARE(mentions(one.routes, "then the distance table"), !searchAnswers);
        for (const Asked* asked : {&one, &two}) {
            QCOMPARE(asked->hint.distance, std::optional<int>(graph.toGoal[static_cast<std::size_t>(p)]));
            QVERIFY2(asked->hint.best == referenceBest(graph, p), position.text().c_str());
            QCOMPARE(asked->count.minimum, asked->hint.distance);
            QCOMPARE(asked->count.solutions, BigInt(counts[static_cast<std::size_t>(p)]));
        }
    }
}

// A query that turns to the table with a hook hands the build to it (here a
// thread of the test, as the window's worker) and waits for that table; the
// table is kept: the next query answers from it, saying so, without the
// hook. The answers are the reference's.
void RouteTest::tableBuiltAsideIsKept()
{
    const Variant variant = Variant::parse("y:3");
    const reference::Graph graph = reference::build(variant);
    SearchEngine engine(variant);
    engine.setTableStore(nullptr);
    RouteLimits limits;
    limits.eagerTable = 0;
    limits.searchShareOfTable = UINT64_MAX;
    engine.setRouteLimits(limits);
    std::vector<std::string> routes;
    SearchControl control = recording(routes, 2);
    std::atomic<int> asked{0};
    std::thread builder;
    control.buildTableAside = [&] {
        ++asked;
        builder = std::thread([&engine] {
            SearchControl patient;
            patient.budget = kNoBudget;
            engine.buildTable(patient);
        });
    };
    const int p = somePositions(graph, 1).front();
    const SearchEngine::Hint hint = engine.hint(graph.positions[static_cast<std::size_t>(p)], control);
    builder.join();
    QCOMPARE(asked.load(), 1);
    QCOMPARE(hint.distance, std::optional<int>(graph.toGoal[static_cast<std::size_t>(p)]));
    QVERIFY(hint.best == referenceBest(graph, p));
    QVERIFY(engine.hasTable());
    QCOMPARE(engine.tableOrigin(), SearchEngine::TableOrigin::Built);
    std::vector<std::string> later;
    SearchControl plain = recording(later, 2);
    const int q = somePositions(graph, 2).back();
    QCOMPARE(engine.distance(graph.positions[static_cast<std::size_t>(q)], plain),
             std::optional<int>(graph.toGoal[static_cast<std::size_t>(q)]));
    QCOMPARE(later, std::vector<std::string>{"the distance table of y:3 (" + std::to_string(engine.tablePositions())
                                             + " positions), built"});
}

// A query waiting for a table sent aside that never comes (the window moved
// on, its build cancelled) stops on its cancel flag.
void RouteTest::waitForAsideObservesCancel()
{
    const Variant variant = Variant::parse("y:3");
    SearchEngine engine(variant);
    engine.setTableStore(nullptr);
    RouteLimits limits;
    limits.eagerTable = 0;
    limits.searchShareOfTable = UINT64_MAX;
    engine.setRouteLimits(limits);
    std::vector<std::string> routes;
    std::atomic<bool> cancel{false};
    SearchControl control = recording(routes, 1);
    control.cancel = &cancel;
    control.buildTableAside = [&cancel] { cancel = true; };
    QVERIFY_THROWS_EXCEPTION(Cancelled, engine.hint(variant.start(), control));
    QVERIFY(!engine.hasTable());
}

QTEST_GUILESS_MAIN(RouteTest)
#include "tst_route.moc"

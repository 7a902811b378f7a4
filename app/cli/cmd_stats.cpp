// leapfrog-cli stats VARIANT [--json] [--time-limit SECONDS]
// The distance distribution of a variant from its full distance table:
// positions at each distance from the goal, the greatest distance ("God's
// number"), how many positions are that far and the first of them.
#include "cli.h"

#include "analysis/distance_stats.h"
#include "model/errors.h"
#include "search/distance_table.h"
#include "search/engine.h"
#include "model/variant.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QTextStream>

#include <unistd.h>

namespace leapfrog::cli {

namespace {

const char* const kReach = "stats takes boards whose distance table fits the 4 GiB memory cap: up to classic:15, "
                           "strict:14, pairs:15, y:7";

SearchControl statsControl(const QCommandLineParser& parser, const QCommandLineOption& timeLimit)
{
    SearchControl control;
    if (parser.value(timeLimit) == "none") {
        control.budget = std::chrono::hours(24 * 365);
    } else {
        control = searchControl(parser, timeLimit);
    }
    // A large table takes minutes: show its layers on a terminal.
    if (isatty(STDERR_FILENO)) {
        control.progress = [](const SearchProgress& progress) {
            static QTextStream err(stderr);
            err << "\r" << QString::fromStdString(progress.phase) << ": ";
            if (progress.phase == "distance table") {
                err << "distance " << progress.layer << ", ";
            }
            err << progress.done << " of " << progress.total << "   ";
            err.flush();
        };
    }
    return control;
}

// leapfrog-cli's backend: this process's engine, the table cache if allowed.
StatsAnswer statsOnThisMachine(const Variant& variant, const SearchControl& control)
{
    SearchEngine engine(variant, SearchEngine::Strategy::Table);
    const std::shared_ptr<const DistanceTable> table = engine.distanceTable(control);
    return {distanceStats(*table), engine.tableOrigin() == SearchEngine::TableOrigin::Loaded};
}

} // namespace

int runStats(const QStringList& arguments)
{
    return runStatsWith(arguments, {{}, [](const Variant& variant, const SearchControl& control, const QCommandLineParser&) {
                                    return statsOnThisMachine(variant, control);
                                }});
}

int runStatsWith(const QStringList& arguments, const StatsBackend& backend)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Prints the distance distribution of VARIANT from its full distance table: how many positions are at each "
        "distance from the goal, the greatest distance (God's number), how many positions are that far and the "
        "first of them. Counted: every arrangement of the pegs and empty holes (pairs: with the two holes side by "
        "side) from which the goal can be reached; under the classic, pair and tree rules these are exactly the "
        "positions reachable from the start. Text: lines 'variant', 'positions' (arrangements numbered), "
        "'reach-goal' (those counted), 'start' (moves from the start), 'greatest', 'at-greatest', 'farthest', then "
        "'distance positions' and one line per distance.");
    const QCommandLineOption json("json", "Print one JSON object.");
    const QCommandLineOption timeLimit("time-limit", "Seconds the table may take to build (default: none).",
                                       "SECONDS", "none");
    parser.addOptions({json, timeLimit});
    parser.addOptions(backend.options);
    const std::optional<Variant> parsed =
        parseCommand(parser, arguments, "stats takes one VARIANT, e.g. leapfrog-cli stats classic:5");
    if (!parsed) {
        return Success;
    }
    const Variant& variant = *parsed;
    const SearchControl control = statsControl(parser, timeLimit);
    StatsAnswer answer;
    try {
        answer = backend.build(variant, control, parser);
    } catch (const LimitError& error) {
        badInput(qs(error.what()) + "; " + kReach);
    }
    if (control.progress) {
        QTextStream(stderr) << "\r\033[K";
    }
    const DistanceStats& stats = answer.stats;
    const QString origin = answer.fromCache ? "cache" : "built";
    if (parser.isSet(json)) {
        QJsonArray distribution;
        for (const std::uint64_t count : stats.atDistance) {
            distribution.append(static_cast<qint64>(count));
        }
        printJson({{"variant", qs(variant.spec())},
                   {"positions", static_cast<qint64>(stats.positions)},
                   {"reachGoal", static_cast<qint64>(stats.reachGoal)},
                   {"start", stats.start ? QJsonValue(*stats.start) : QJsonValue()},
                   {"greatest", stats.greatest},
                   {"atGreatest", static_cast<qint64>(stats.atGreatest)},
                   {"farthest", qs(stats.farthest.text())},
                   {"distribution", distribution},
                   {"table", origin}});
        return Success;
    }
    print("variant " + qs(variant.spec()));
    print("positions " + QString::number(stats.positions));
    print("reach-goal " + QString::number(stats.reachGoal));
    print("start " + (stats.start ? QString::number(*stats.start) : QString("none")));
    print("greatest " + QString::number(stats.greatest));
    print("at-greatest " + QString::number(stats.atGreatest));
    print("farthest " + qs(stats.farthest.text()));
    print("distance positions");
    for (std::size_t d = 0; d < stats.atDistance.size(); ++d) {
        print(QString::number(d) + ' ' + QString::number(stats.atDistance[d]));
    }
    return Success;
}

} // namespace leapfrog::cli

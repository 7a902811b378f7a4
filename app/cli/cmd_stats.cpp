// leapfrog-cli stats VARIANT [--json] [--time-limit SECONDS] [--progress]
// The distance distribution of a variant from its full distance table:
// positions at each distance from the goal, the greatest distance ("God's
// number"), how many positions are that far and the first of them.
#include "cli.h"
#include "progress.h"

#include "analysis/distance_stats.h"
#include "catalog/requests.h"
#include "model/errors.h"
#include "model/variant.h"

#include <QCommandLineParser>
#include <QJsonArray>

namespace leapfrog::cli {

namespace {

// What stats reaches under the memory cap in force, and how to go further:
// the figures of the machine it runs on.
QString statsReachHere() { return qs(statsReach(memoryCap(), resources().memory.has_value())); }

SearchControl statsControl(const QCommandLineParser& parser, const QCommandLineOption& timeLimit)
{
    SearchControl control = withResources({});
    if (parser.value(timeLimit) == "none") {
        control.budget = kNoBudget;
    } else {
        control = searchControl(parser, timeLimit);
    }
    return control;
}

// leapfrog-cli's backend: this process's engine, the table cache if allowed.
StatsAnswer statsOnThisMachine(const Variant& variant, const SearchControl& control)
{
    const TableAnswer answer = tableStats(variant, control);
    return {answer.stats, answer.fromCache, {}};
}

void printStatsJson(const Variant& variant, const StatsAnswer& answer)
{
    const DistanceStats& stats = answer.stats;
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
               {"table", QString(answer.fromCache ? "cache" : "built")}});
}

void printStatsText(const Variant& variant, const DistanceStats& stats)
{
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
}

} // namespace

int runStats(const QStringList& arguments)
{
    return runStatsWith(arguments, {{}, [](const Variant& variant, const SearchControl& control, const QCommandLineParser&) {
                                    return statsOnThisMachine(variant, control);
                                },
                                {}});
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
    const QCommandLineOption progress = progressOption();
    parser.addOptions({json, timeLimit, progress});
    parser.addOptions(backend.options);
    const std::optional<Variant> parsed =
        parseCommand(parser, arguments, "stats takes one VARIANT, e.g. leapfrog-cli stats classic:5");
    if (!parsed) {
        return Success;
    }
    const Variant& variant = *parsed;
    // A large table takes minutes: its layers are shown on a terminal.
    ProgressReport report(parser, progress, "stats " + qs(variant.spec()));
    const SearchControl control = report.attach(statsControl(parser, timeLimit));
    StatsAnswer answer;
    try {
        answer = backend.build(variant, control, parser);
    } catch (const LimitError& error) {
        badInput(qs(error.what()) + "; " + (backend.reach ? backend.reach() : statsReachHere()));
    }
    report.finish(answer.stats.positions, answer.peakMemory);
    if (parser.isSet(json)) {
        printStatsJson(variant, answer);
    } else {
        printStatsText(variant, answer.stats);
    }
    return Success;
}

} // namespace leapfrog::cli

// leapfrog-cli count VARIANT [--json] [--time-limit SECONDS] [--forward-only] [--progress]
// The minimum number of moves and the exact number of optimal solutions;
// with --forward-only, among the solutions that use only forward moves (moves
// that lower the board's weight: seed 004 Theorem 13's question).
#include "cli.h"
#include "progress.h"

#include "catalog/requests.h"
#include "model/variant.h"

#include <QCommandLineParser>

namespace leapfrog::cli {

int runCount(const QStringList& arguments)
{
    return runCountWith(arguments, {{}, [](const Variant& variant, const SearchControl& control, const QCommandLineParser&) {
                                    return countFromStart(variant, control);
                                },
                                {}});
}

int runCountWith(const QStringList& arguments, const CountBackend& backend)
{
    QCommandLineParser parser;
    parser.setApplicationDescription("Prints the minimum number of moves of VARIANT and the exact number of its "
                                     "optimal solutions.");
    const QCommandLineOption json("json", "Print one JSON object.");
    const QCommandLineOption timeLimit = timeLimitOption();
    const QCommandLineOption forwardOnly("forward-only", "Count only solutions whose every move is forward (lowers "
                                                         "the board's weight); none found: minimum none, exit 1.");
    const QCommandLineOption progress = progressOption();
    parser.addOptions({json, timeLimit, forwardOnly, progress});
    parser.addOptions(backend.options);
    const std::optional<Variant> parsed =
        parseCommand(parser, arguments, "count takes one VARIANT, e.g. leapfrog-cli count classic:3");
    if (!parsed) {
        return Success;
    }
    const Variant& variant = *parsed;
    // A large count takes minutes: its search is shown on a terminal.
    ProgressReport report(parser, progress, "count " + qs(variant.spec()));
    const auto countBySearch = [&] {
        return backend.count(variant, report.attach(searchControl(parser, timeLimit)), parser);
    };
    const OptimalCount counted = parser.isSet(forwardOnly) ? countForwardOnly(variant) : countBySearch();
    report.finish(0, backend.peakMemory ? backend.peakMemory() : QString());
    const QString solutions = qs(counted.solutions.toString());
    if (parser.isSet(json)) {
        const QJsonValue minimum = counted.minimum ? QJsonValue(static_cast<qint64>(*counted.minimum)) : QJsonValue();
        printJson({{"variant", qs(variant.spec())}, {"minimum", minimum}, {"solutions", solutions},
                   {"method", qs(counted.method)}});
    } else {
        print("minimum " + (counted.minimum ? QString::number(*counted.minimum) : QString("none")));
        print("solutions " + solutions);
    }
    return counted.minimum ? Success : Negative;
}

} // namespace leapfrog::cli

// leapfrog-cli hint VARIANT [--position TEXT] [--json] [--time-limit SECONDS] [--progress]
// The exact number of moves to the goal from a position and every optimal
// next move.
#include "cli.h"
#include "progress.h"

#include "catalog/requests.h"
#include "model/variant.h"

#include <QCommandLineParser>
#include <QJsonArray>

namespace leapfrog::cli {

int runHint(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription("Prints the exact number of moves from a position of VARIANT to the goal and "
                                     "all optimal next moves.");
    const QCommandLineOption position("position", "The position, one character per hole: B, R, Y or _ "
                                      "(default: the start).", "TEXT");
    const QCommandLineOption json("json", "Print one JSON object.");
    const QCommandLineOption timeLimit = timeLimitOption();
    const QCommandLineOption progress = progressOption();
    parser.addOptions({position, json, timeLimit, progress});
    const std::optional<Variant> parsed = parseCommand(
        parser, arguments, "hint takes one VARIANT and --position TEXT, e.g. leapfrog-cli hint classic:3 --position BB_BRRR");
    if (!parsed) {
        return Success;
    }
    const Variant& variant = *parsed;
    const Position here = parser.isSet(position) ? variant.parsePosition(parser.value(position).toStdString())
                                                 : variant.start();
    // A hint beyond the tables may search for minutes: shown on a terminal.
    ProgressReport report(parser, progress, "hint " + qs(variant.spec()));
    const SearchEngine::Hint hint = hintFrom(variant, here, report.attach(searchControl(parser, timeLimit)));
    report.finish();
    QJsonArray best;
    QStringList bestText;
    for (const Move move : hint.best) {
        best.append(qs(moveText(move)));
        bestText << qs(moveText(move));
    }
    if (parser.isSet(json)) {
        const QJsonValue distance = hint.distance ? QJsonValue(*hint.distance) : QJsonValue();
        printJson({{"variant", qs(variant.spec())}, {"position", qs(here.text())}, {"distance", distance},
                   {"best", best}});
    } else {
        print("distance " + (hint.distance ? QString::number(*hint.distance) : QString("none")));
        print(bestText.isEmpty() ? QString("best") : "best " + bestText.join(' '));
    }
    return hint.distance ? Success : Negative;
}

} // namespace leapfrog::cli

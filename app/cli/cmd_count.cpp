// leapfrog-cli count VARIANT [--json] [--time-limit SECONDS]
// The minimum number of moves and the exact number of optimal solutions.
#include "cli.h"

#include "search/counting.h"
#include "variant.h"

#include <QCommandLineParser>

namespace leapfrog::cli {

int runCount(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription("Prints the minimum number of moves of VARIANT and the exact number of its "
                                     "optimal solutions.");
    parser.addPositionalArgument("VARIANT", qs(std::string(acceptedVariantForms())));
    const QCommandLineOption json("json", "Print one JSON object.");
    const QCommandLineOption timeLimit = timeLimitOption();
    parser.addOptions({json, timeLimit});
    parser.addHelpOption();
    if (!parser.parse(arguments)) {
        badInput(parser.errorText());
    }
    if (parser.isSet("help")) {
        print(parser.helpText());
        return Success;
    }
    if (parser.positionalArguments().size() != 1) {
        badInput("count takes one VARIANT, e.g. leapfrog-cli count classic:3");
    }
    const Variant variant = Variant::parse(parser.positionalArguments().first().toStdString());
    SearchEngine engine(variant);
    const OptimalCount counted = countOptimalSolutions(engine, searchControl(parser, timeLimit));
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

// leapfrog-cli solve VARIANT [--method ...] [--format moves|notation|json]
#include "cli.h"

#include "notation.h"
#include "solve.h"
#include "variant.h"

#include <QCommandLineParser>
#include <QJsonArray>

namespace leapfrog::cli {

namespace {

QJsonArray moveArray(const std::vector<Move>& moves)
{
    QJsonArray array;
    for (const Move move : moves) {
        array.append(qs(moveText(move)));
    }
    return array;
}

std::string wordOf(const Variant& variant, const Solution& solution, const std::vector<Move>& moves)
{
    if (auto word = solution.notation()) {
        return *word;
    }
    return notationWord(variant, variant.start(), moves);
}

// A number where JSON numbers are exact (below 2^53), else a decimal string.
QJsonValue rankJson(const BigInt& rank)
{
    if (rank < BigInt(std::uint64_t{1} << 53)) {
        return static_cast<qint64>(rank.toUint64());
    }
    return qs(rank.toString());
}

} // namespace

int runSolve(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription("Prints an optimal solution of VARIANT.");
    parser.addPositionalArgument("VARIANT", "classic:N, classic:NxM, strict:NxM or pairs:N");
    const QCommandLineOption method("method", "How to solve: " + qs(std::string(acceptedMethods())) + ".",
                                    "METHOD", "auto");
    const QCommandLineOption format("format", "Output: moves (one per line), notation, json.", "FORMAT", "moves");
    const QCommandLineOption rank("solution", "Which optimal solution (1-based) in lexicographic order of the "
                                  "move sequences.", "K", "1");
    parser.addOptions({method, format, rank});
    parser.addHelpOption();
    if (!parser.parse(arguments)) {
        badInput(parser.errorText());
    }
    if (parser.isSet("help")) {
        print(parser.helpText());
        return Success;
    }
    if (parser.positionalArguments().size() != 1) {
        badInput("solve takes one VARIANT, e.g. leapfrog-cli solve classic:3");
    }
    const QString formatText = parser.value(format);
    if (formatText != "moves" && formatText != "notation" && formatText != "json") {
        badInput("unknown format \"" + formatText + "\"; accepted: moves, notation, json");
    }
    const Variant variant = Variant::parse(parser.positionalArguments().first().toStdString());
    if (formatText == "notation" && !variant.hasNotation()) {
        badInput("notation is defined for classic and strict boards only, not " + qs(variant.spec()));
    }
    const Solved solved = solveVariant(variant, methodFromText(parser.value(method).toStdString()),
                                       BigInt::fromString(parser.value(rank).toStdString()));
    const auto& solution = solved.solution;
    if (!solution) {
        throw Failure{Negative, "no solution: the goal of " + qs(variant.spec()) + " cannot be reached"};
    }
    const std::vector<Move> moves = solution->moves();
    if (formatText == "notation") {
        print(qs(wordOf(variant, *solution, moves)));
    } else if (formatText == "json") {
        QJsonObject object{{"variant", qs(variant.spec())},
                           {"minimum", static_cast<qint64>(moves.size())},
                           {"solution", rankJson(BigInt::fromString(parser.value(rank).toStdString()))},
                           {"moves", moveArray(moves)}};
        if (solved.count) {
            object.insert("solutions", qs(solved.count->toString()));
        }
        if (variant.hasNotation()) {
            object.insert("notation", qs(wordOf(variant, *solution, moves)));
        }
        printJson(object);
    } else {
        for (const Move move : moves) {
            print(qs(moveText(move)));
        }
    }
    return Success;
}

} // namespace leapfrog::cli

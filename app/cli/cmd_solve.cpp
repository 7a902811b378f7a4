// leapfrog-cli solve VARIANT [--method ...] [--solution K] [--format moves|notation|json] [--time-limit SECONDS]
// Output is streamed move by move: a construction's solution of a hundred
// million moves is never held as a list.
#include "cli.h"
#include "output.h"

#include "catalog/requests.h"
#include "catalog/solve.h"
#include "model/variant.h"

#include <QCommandLineParser>

namespace leapfrog::cli {

namespace {

void writeMove(StdoutWriter& out, Move move)
{
    out.number(std::uint64_t(move.from) + 1).character('-').number(std::uint64_t(move.to) + 1);
}

void writeWord(StdoutWriter& out, const Variant& variant, const Solution& solution)
{
    writeNotation(variant, solution, [&out](std::string_view piece) { out.text(piece); });
}

// A number where JSON numbers are exact (below 2^53), else a decimal string.
void writeRank(StdoutWriter& out, const std::optional<BigInt>& rank)
{
    if (!rank) {
        out.text("null");
    } else if (*rank < BigInt(std::uint64_t{1} << 53)) {
        out.number(rank->toUint64());
    } else {
        out.jsonString(rank->toString());
    }
}

void writeJson(StdoutWriter& out, const Variant& variant, const Solved& solved)
{
    const Solution& solution = *solved.solution;
    out.text("{\"variant\":").jsonString(variant.spec());
    out.text(",\"minimum\":").number(solution.length());
    if (solved.count) {
        out.text(",\"solutions\":").jsonString(solved.count->toString());
    }
    out.text(",\"solution\":");
    writeRank(out, solved.rank);
    out.text(",\"moves\":[");
    for (std::uint64_t i = 0; i < solution.length(); ++i) {
        out.text(i == 0 ? "\"" : ",\"");
        writeMove(out, solution.moveAt(i));
        out.character('"');
    }
    out.character(']');
    if (variant.hasNotation()) {
        out.text(",\"notation\":\"");
        writeWord(out, variant, solution); // letters need no escaping
        out.character('"');
    }
    out.text("}\n");
}

std::optional<BigInt> requestedRank(const QCommandLineParser& parser, const QCommandLineOption& option)
{
    if (!parser.isSet(option)) {
        return std::nullopt;
    }
    return solutionRank(parser.value(option).toStdString());
}

} // namespace

int runSolve(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription("Prints an optimal solution of VARIANT.");
    const QCommandLineOption method("method", "How to solve: " + qs(std::string(acceptedMethods())) + ".",
                                    "METHOD", "auto");
    const QCommandLineOption format("format", "Output: moves (one per line), notation, json.", "FORMAT", "moves");
    const QCommandLineOption rank("solution",
                                  "Which optimal solution (1-based) in lexicographic order of the move sequences "
                                  "(default 1).",
                                  "K");
    const QCommandLineOption timeLimit = timeLimitOption();
    parser.addOptions({method, format, rank, timeLimit});
    const std::optional<Variant> parsed =
        parseCommand(parser, arguments, "solve takes one VARIANT, e.g. leapfrog-cli solve classic:3");
    if (!parsed) {
        return Success;
    }
    const Variant& variant = *parsed;
    const QString formatText = parser.value(format);
    if (formatText != "moves" && formatText != "notation" && formatText != "json") {
        badInput("unknown format \"" + formatText + "\"; accepted: moves, notation, json");
    }
    if (formatText == "notation" && !variant.hasNotation()) {
        badInput("notation is defined for classic and strict boards only, not " + qs(variant.spec()));
    }
    const Method chosen = methodFromText(parser.value(method).toStdString());
    const Solved solved = solveVariant(variant, chosen, requestedRank(parser, rank), searchControl(parser, timeLimit));
    if (!solved.solution) {
        throw Failure{Negative, "no solution: the goal of " + qs(variant.spec()) + " cannot be reached"};
    }
    StdoutWriter out;
    if (formatText == "notation") {
        writeWord(out, variant, *solved.solution);
        out.character('\n');
    } else if (formatText == "json") {
        writeJson(out, variant, solved);
    } else {
        for (std::uint64_t i = 0; i < solved.solution->length(); ++i) {
            writeMove(out, solved.solution->moveAt(i));
            out.character('\n');
        }
    }
    return Success;
}

} // namespace leapfrog::cli

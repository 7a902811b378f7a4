// leapfrog-cli check VARIANT MOVES... [--json]
// Replays the moves from the start; stops at the first illegal one (exit 1).
#include "cli.h"

#include "rules.h"
#include "variant.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QRegularExpression>

namespace leapfrog::cli {

namespace {

// Moves come as separate arguments or as one space-separated string.
std::vector<Move> parseMoves(const Variant& variant, QStringList texts)
{
    std::vector<Move> moves;
    for (const QString& text : texts.join(' ').split(QRegularExpression("\\s+"), Qt::SkipEmptyParts)) {
        moves.push_back(variant.parseMove(text.toStdString()));
    }
    return moves;
}

QJsonValue minimumJson(const Variant& variant)
{
    const auto minimum = variant.provenMinimum();
    return minimum ? QJsonValue(static_cast<qint64>(*minimum)) : QJsonValue();
}

} // namespace

int runCheck(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription("Replays MOVES from the start of VARIANT and reports each move.");
    parser.addPositionalArgument("VARIANT", "classic:N, classic:NxM, strict:NxM or pairs:N");
    parser.addPositionalArgument("MOVES", "Moves FROM-TO (1-based holes), as arguments or one string.");
    const QCommandLineOption json("json", "Print one JSON object.");
    parser.addOption(json);
    parser.addHelpOption();
    if (!parser.parse(arguments)) {
        badInput(parser.errorText());
    }
    if (parser.isSet("help")) {
        print(parser.helpText());
        return Success;
    }
    QStringList positional = parser.positionalArguments();
    if (positional.isEmpty()) {
        badInput("check takes a VARIANT and moves, e.g. leapfrog-cli check classic:1 1-2 3-1 2-3");
    }
    const Variant variant = Variant::parse(positional.takeFirst().toStdString());
    const std::vector<Move> moves = parseMoves(variant, positional);

    Position position = variant.start();
    QJsonArray reports;
    QStringList lines;
    bool allLegal = true;
    for (std::size_t i = 0; i < moves.size() && allLegal; ++i) {
        const auto reason = illegalReason(variant.board(), variant.rules(), position, moves[i]);
        const QString text = qs(moveText(moves[i]));
        QJsonObject report{{"move", text}, {"legal", !reason}};
        if (reason) {
            allLegal = false;
            report.insert("reason", qs(*reason));
            lines << QString("%1. %2  illegal: %3").arg(i + 1).arg(text, qs(*reason));
        } else {
            position = applyMove(variant.rules(), position, moves[i]);
            lines << QString("%1. %2  legal").arg(i + 1).arg(text);
        }
        reports.append(report);
    }
    const bool goal = allLegal && variant.isGoal(position);
    if (parser.isSet(json)) {
        printJson({{"variant", qs(variant.spec())}, {"minimum", minimumJson(variant)}, {"goal", goal},
                   {"moves", reports}});
    } else {
        for (const QString& line : lines) {
            print(line);
        }
        print(goal ? QString("goal reached in %1 moves").arg(moves.size())
                   : QString("goal not reached; position %1").arg(qs(position.text())));
    }
    if (!allLegal) {
        throw Failure{Negative, QString("move %1 (%2) is illegal").arg(reports.size()).arg(
                                    reports.last().toObject().value("move").toString())};
    }
    return Success;
}

} // namespace leapfrog::cli

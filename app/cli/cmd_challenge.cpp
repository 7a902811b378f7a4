// leapfrog-cli challenge VARIANT [--difficulty easy|medium|hard|expert]
//     [--distance N] [--seed N | --daily YYYY-MM-DD] [--json] [--time-limit SECONDS]
// A challenge (catalog/challenge.h): a game ID on a classic or strict row and
// its par. Without --seed or --daily the seed is drawn at random and printed,
// so that a challenge one liked can be asked for again.
#include "cli.h"

#include "catalog/challenge.h"
#include "model/variant.h"

#include <QCommandLineParser>
#include <QDate>
#include <QRandomGenerator>
#include <QRegularExpression>

namespace leapfrog::cli {

namespace {

Difficulty difficultyOf(const QString& text)
{
    const std::optional<Difficulty> difficulty = difficultyFromName(text.toStdString());
    if (!difficulty || *difficulty == Difficulty::Custom) {
        badInput("bad --difficulty \"" + excerpt(text) + "\"; expected easy, medium, hard or expert (or --distance N)");
    }
    return *difficulty;
}

int distanceOf(const QString& text)
{
    bool ok = false;
    const int distance = text.toInt(&ok);
    if (!ok || distance < 1) {
        badInput("bad --distance \"" + excerpt(text) + "\"; expected a whole number of moves from 1, e.g. 40");
    }
    return distance;
}

std::uint64_t seedOf(const QString& text)
{
    bool ok = false;
    const std::uint64_t seed = text.toULongLong(&ok, 10);
    if (!ok || text.startsWith('+') || text.startsWith('-')) {
        badInput("bad --seed \"" + excerpt(text) + "\"; expected a whole number from 0 to 18446744073709551615, e.g. 7");
    }
    return seed;
}

QDate dateOf(const QString& text)
{
    static const QRegularExpression form("^\\d{4}-\\d{2}-\\d{2}$");
    const QDate date = QDate::fromString(text, Qt::ISODate);
    if (!form.match(text).hasMatch() || !date.isValid()) {
        badInput("bad --daily \"" + excerpt(text) + "\"; expected a date that exists, as YYYY-MM-DD, e.g. 2026-12-01");
    }
    return date;
}

} // namespace

int runChallenge(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Prints a challenge on VARIANT (classic:N, classic:NxM or strict:NxM, 1 to 20 a side): a game ID, "
        "VARIANT@POSITION, to be taken to the goal in the fewest moves, and that number (par). Difficulty by "
        "par as a share of the start's minimum D0: easy 10-25%, medium 25-50%, hard 50-75%, expert 75-100%.");
    const QCommandLineOption difficulty("difficulty", "easy, medium (default), hard or expert.", "LEVEL", "medium");
    const QCommandLineOption distance("distance", "A custom challenge: exactly N moves from the goal (1 to D0 - 1).",
                                      "N");
    const QCommandLineOption seed("seed", "The seed: the same seed gives the same challenge (default: drawn at "
                                          "random and printed).", "N");
    const QCommandLineOption daily("daily", "The daily challenge of a date, the same for everyone.", "YYYY-MM-DD");
    const QCommandLineOption json("json", "Print one JSON object.");
    const QCommandLineOption timeLimit = timeLimitOption();
    parser.addOptions({difficulty, distance, seed, daily, json, timeLimit});
    const std::optional<Variant> parsed = parseCommand(
        parser, arguments, "challenge takes one VARIANT, e.g. leapfrog-cli challenge classic:16 --difficulty hard");
    if (!parsed) {
        return Success;
    }
    if (parser.isSet(seed) && parser.isSet(daily)) {
        badInput("--seed and --daily together; a challenge has one seed: give --seed N or --daily YYYY-MM-DD");
    }
    if (parser.isSet(difficulty) && parser.isSet(distance)) {
        badInput("--difficulty and --distance together; a challenge at a distance of its own is custom: give one");
    }
    const Variant& base = *parsed;
    const std::optional<int> wanted = parser.isSet(distance) ? std::optional(distanceOf(parser.value(distance)))
                                                             : std::nullopt;
    const Difficulty level = wanted ? Difficulty::Custom : difficultyOf(parser.value(difficulty));
    std::uint64_t chosenSeed = 0;
    if (parser.isSet(daily)) {
        const QDate date = dateOf(parser.value(daily));
        chosenSeed = dailySeed(date.year(), date.month(), date.day(), base.spec(), level);
    } else {
        chosenSeed = parser.isSet(seed) ? seedOf(parser.value(seed)) : QRandomGenerator::global()->generate64();
    }
    const Challenge challenge = makeChallenge(base, level, chosenSeed, wanted, searchControl(parser, timeLimit));
    const QString seedText = QString::number(challenge.seed);
    const QString levelName = qs(std::string(difficultyName(challenge.difficulty)));
    if (parser.isSet(json)) {
        QJsonObject object{{"id", qs(challenge.variant.spec())}, {"variant", qs(challenge.baseSpec)},
                           {"position", qs(challenge.position.text())}, {"par", challenge.par},
                           {"difficulty", levelName}, {"seed", seedText}};
        if (parser.isSet(daily)) {
            object.insert("daily", parser.value(daily));
        }
        printJson(object);
    } else {
        print("id " + qs(challenge.variant.spec()));
        print("par " + QString::number(challenge.par));
        print("difficulty " + levelName);
        print("seed " + seedText);
    }
    return Success;
}

} // namespace leapfrog::cli

// leapfrog-cli bench VARIANT [--method ...] [--solution K] [--random N]
// Times a solver: building the solution, reading every move, random access,
// and (for the classic construction) seed 000's generator writing the whole
// solution into memory next to a plain loop storing as many 32-bit values.
// Prints moves per second and the peak memory of the run.
#include "cli.h"

#include "search/machine_limits.h"

#include "catalog/solve.h"
#include "construct/throughput.h"
#include "model/errors.h"
#include "model/variant.h"

#include <QCommandLineParser>

#include <algorithm>
#include <chrono>

namespace leapfrog::cli {

namespace {

QString perSecond(double count, double seconds)
{
    return QString::number(count / std::max(seconds, 1e-9) / 1e6, 'f', 1) + " M/s";
}

QString secondsText(double seconds) { return QString::number(seconds, 'f', 4) + " s"; }

void printRace(const Variant& variant, std::uint64_t moves)
{
    if (moves > kRaceMaxMoves) {
        print(QString("generator into memory: skipped, %1 moves is above its limit of %2 (two 4-byte buffers a move)")
                  .arg(moves)
                  .arg(kRaceMaxMoves));
        return;
    }
    const int blue = std::max(variant.blueCount(), variant.redCount());
    const int red = std::min(variant.blueCount(), variant.redCount());
    const GenerationRace race = raceGeneration(blue, red);
    print(QString("generator into memory (seed 000 iterative_move, 32-bit hole per move): %1 cold (%2), %3 warm (%4)")
              .arg(secondsText(race.generatorCold), perSecond(double(race.moves), race.generatorCold),
                   secondsText(race.generatorWarm), perSecond(double(race.moves), race.generatorWarm)));
    print(QString("plain loop storing as many 32-bit values: %1 cold, %2 warm")
              .arg(secondsText(race.plainLoopCold), secondsText(race.plainLoopWarm)));
    print(QString("generator / plain loop: %1 cold, %2 warm")
              .arg(race.generatorCold / std::max(race.plainLoopCold, 1e-9), 0, 'f', 2)
              .arg(race.generatorWarm / std::max(race.plainLoopWarm, 1e-9), 0, 'f', 2));
    if (race.mismatches != 0) {
        throw Failure{Negative, QString("generator and formula disagree on %1 sampled moves").arg(race.mismatches)};
    }
}

// The solution bench reads, or a failure when there is none or it is too long to read move by move.
const Solution& benchable(const Solved& solved, const Variant& variant)
{
    if (!solved.solution) {
        throw Failure{Negative, "no solution: the goal of " + qs(variant.spec()) + " cannot be reached"};
    }
    const Solution& solution = *solved.solution;
    if (solution.length() > kBenchMaxMoves) {
        throw LimitError("bench reads every move, and " + variant.spec() + " has " + std::to_string(solution.length())
                         + " moves, above the bench limit of " + std::to_string(kBenchMaxMoves)
                         + "; accepted: solutions of at most that many moves");
    }
    return solution;
}

// Reads every move in order, then `calls` moves at random, and prints the
// times; returns the checksum of the moves read.
std::uint64_t printReadingTimes(const Solution& solution, qulonglong calls)
{
    std::uint64_t checksum = 0;
    const double sequential = sequentialSeconds(solution, checksum);
    print(QString("every move by moveAt, in order: %1 (%2)")
              .arg(secondsText(sequential), perSecond(double(solution.length()), sequential)));
    if (calls > 0) {
        const double randomSeconds = randomAccessSeconds(solution, calls, checksum);
        print(QString("%1 random moveAt calls: %2 (%3)")
                  .arg(calls)
                  .arg(secondsText(randomSeconds), perSecond(double(calls), randomSeconds)));
    }
    return checksum;
}

} // namespace

int runBench(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription("Times a solver on VARIANT: moves per second and peak memory.");
    const QCommandLineOption method("method", "Solver: " + qs(std::string(acceptedMethods())) + ".", "METHOD",
                                    "auto");
    const QCommandLineOption rank("solution", "Which optimal solution (1-based; default 1).", "K");
    const QCommandLineOption random("random", "How many random moveAt calls (default 1000000).", "N", "1000000");
    parser.addOptions({method, rank, random});
    const std::optional<Variant> parsed = parseCommand(
        parser, arguments, "bench takes one VARIANT, e.g. leapfrog-cli bench classic:10000 --method formula");
    if (!parsed) {
        return Success;
    }
    const Variant& variant = *parsed;
    bool numeric = false;
    const qulonglong calls = parser.value(random).toULongLong(&numeric);
    if (!numeric) {
        badInput("--random \"" + excerpt(parser.value(random)) + "\" is not a whole number; accepted: --random N, N >= 0");
    }
    // The calls' indices are drawn first, eight bytes each: checked against
    // the memory cap before any is allocated.
    if (calls > memoryCap() / sizeof(std::uint64_t)) {
        badInput(QString("--random %1 needs %2 for its indices, more than the memory cap of %3; accepted: --random up "
                         "to %4 (or a larger --memory, within what this machine gives)")
                     .arg(calls)
                     .arg(qs(byteSizeText(static_cast<std::uint64_t>(std::min<double>(double(calls) * 8, 1.8e19)))),
                          qs(byteSizeText(memoryCap())))
                     .arg(memoryCap() / sizeof(std::uint64_t)));
    }
    std::optional<BigInt> wanted;
    if (parser.isSet(rank)) {
        wanted = BigInt::fromString(parser.value(rank).toStdString());
    }
    const Method chosen = chosenMethod(variant, methodFromText(parser.value(method).toStdString()), wanted);

    const auto start = std::chrono::steady_clock::now();
    const Solved solved = solveVariant(variant, chosen, wanted, withResources({}));
    const double solveSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const Solution& solution = benchable(solved, variant);
    print("variant: " + qs(variant.spec()));
    print("method: " + qs(std::string(methodName(chosen))));
    print(QString("moves: %1").arg(solution.length()));
    print("solve: " + secondsText(solveSeconds));
    const std::uint64_t checksum = printReadingTimes(solution, calls);
    // The race times seed 000's generator, which is the formula method's
    // construction on boards with two pegs or more on each side (one-peg
    // boards use seed 001's).
    if (chosen == Method::Formula && variant.hasNotation() && variant.blueCount() >= 2 && variant.redCount() >= 2) {
        printRace(variant, solution.length());
    }
    print(QString("checksum: %1").arg(checksum));
    print(QString("peak memory: %1 MiB").arg(peakMemoryMiB(), 0, 'f', 1));
    return Success;
}

} // namespace leapfrog::cli

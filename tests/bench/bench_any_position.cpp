// Benchmark: exact hints from positions drawn uniformly at random, through
// SearchEngine as the CLI and the window use it (issue 15, "Exact answers
// from any position").
//
//   bench_any_position [--count N] [--seed S] [--time-limit SECONDS]
//                      [--strategy auto|search] [--no-check] [--table-check]
//                      [--save FILE | --load FILE] [VARIANT...]
//   (defaults: 200 positions, seed 15, 60 s, auto, checked;
//    variants classic:14 classic:16 classic:18 classic:20)
//
// "Uniformly random": the hole is drawn uniformly among the n + m + 1 holes
// of the row, then the n blue and m red pegs fill the other holes in an
// arrangement drawn uniformly among the C(n + m, n) (hole by hole, blue with
// probability blues left / holes left), so every one of the
// (n + m + 1) C(n + m, n) arrangements has the same chance. Integers come
// from std::mt19937_64 by rejection (no modulo bias), so the positions are
// the same on every platform for a seed. Positions that cannot reach the
// goal are drawn again: the engine's own exact answer ("cannot be reached")
// decides, and the count of such rejections is printed. Under the classic
// rules there are none (every arrangement reaches the goal: a step carries
// the hole anywhere, a jump swaps two neighbours); under the strict rules
// most arrangements are dead.
//
// Each hint is timed alone (the first one includes whatever the engine builds
// at first use). Unless --no-check, every answer is then checked for
// consistency from a second engine's answers (so no remembered answer is
// shared) for the positions one move away:
// each best move leads to a position one move nearer, every other legal move
// to one that is not (and no move to one two or more nearer). With
// --table-check (boards whose distance table fits), each answer is also
// compared with the full table (a second engine, Strategy::Table).
//
// --save appends the positions kept ("VARIANT POSITION" a line), --load
// times those instead of drawing (the strict rows' samples, which take
// ~10^8 draws at strict:20, drawn once and timed on every engine).
//
// Peak memory is the process's (getrusage), so run one variant per process
// for a variant's own figure.
#include "bench_common.h"
#include "construct/constructions.h"
#include "model/errors.h"
#include "model/rules.h"
#include "model/variant.h"
#include "search/control.h"
#include "search/engine.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

using namespace leapfrog;

namespace {

struct Options {
    int count = 200;
    std::uint64_t seed = 15;
    int timeLimitSeconds = 60;
    SearchEngine::Strategy strategy = SearchEngine::Strategy::Auto;
    bool check = true;
    bool tableCheck = false;
    std::string save;
    std::string load;
    std::vector<std::string> variants;
};

// A uniform integer in [0, bound), bound >= 1, by rejection.
std::uint64_t below(std::mt19937_64& random, std::uint64_t bound)
{
    const std::uint64_t limit = ~std::uint64_t{0} - (~std::uint64_t{0} % bound);
    std::uint64_t draw = random();
    while (draw >= limit) {
        draw = random();
    }
    return draw % bound;
}

// One arrangement of the variant's row, uniform among all of them.
Position drawUniform(const Variant& variant, std::mt19937_64& random)
{
    const Position& start = variant.start();
    const int holes = start.size();
    int blues = start.count(Cell::Blue);
    int reds = start.count(Cell::Red);
    Position position(holes);
    const int hole = static_cast<int>(below(random, static_cast<std::uint64_t>(holes)));
    for (int cell = 0; cell < holes; ++cell) {
        if (cell == hole) {
            position.set(cell, Cell::Empty);
            continue;
        }
        const bool blue = below(random, static_cast<std::uint64_t>(blues + reds)) < static_cast<std::uint64_t>(blues);
        position.set(cell, blue ? Cell::Blue : Cell::Red);
        (blue ? blues : reds) -= 1;
    }
    return position;
}

double percentile(std::vector<double> values, double fraction)
{
    if (values.empty()) {
        return 0;
    }
    std::sort(values.begin(), values.end());
    const auto index = static_cast<std::size_t>(fraction * static_cast<double>(values.size() - 1) + 0.5);
    return values[std::min(index, values.size() - 1)];
}

struct Outcome {
    int answered = 0;
    int unknown = 0;
    std::uint64_t rejected = 0; // drawn, and the goal cannot be reached from them
    double rejectedSeconds = 0; // the engine's time for those answers
    std::vector<double> seconds; // per hint, answered or not
    double distanceSum = 0;
    int checked = 0;
    int rejectsChecked = 0;
    int tableChecked = 0;
    int failures = 0;
};

void fail(Outcome& outcome, const Position& position, const std::string& what)
{
    ++outcome.failures;
    std::printf("  CHECK FAILED at %s: %s\n", position.text().c_str(), what.c_str());
}

// Best moves lead one nearer, the other legal moves not (nor two nearer).
void checkConsistent(const Variant& variant, SearchEngine& engine, const SearchControl& control,
                     const Position& position, const SearchEngine::Hint& hint, Outcome& outcome)
{
    const int distance = *hint.distance;
    for (const Move move : legalMoves(variant.board(), variant.rules(), position)) {
        const bool best = std::find(hint.best.begin(), hint.best.end(), move) != hint.best.end();
        const std::optional<int> after = engine.distance(applyMove(variant.rules(), position, move), control);
        if (best && after != distance - 1) {
            fail(outcome, position, "best move " + moveText(move) + " does not lead one move nearer");
        }
        if (!best && after && *after <= distance - 1) {
            fail(outcome, position, "move " + moveText(move) + " leads nearer but is not among the best");
        }
    }
    ++outcome.checked;
}

// The first rejections are checked too: no legal move leads to a position
// from which the goal can be reached.
constexpr int kRejectsChecked = 1000;

void checkDead(const Variant& variant, SearchEngine& engine, const SearchControl& control, const Position& position,
               Outcome& outcome)
{
    for (const Move move : legalMoves(variant.board(), variant.rules(), position)) {
        if (engine.distance(applyMove(variant.rules(), position, move), control)) {
            fail(outcome, position, "cannot reach the goal, but move " + moveText(move) + " leads to a position that can");
        }
    }
    ++outcome.rejectsChecked;
}

void checkAgainstTable(SearchEngine& table, const Position& position, const SearchEngine::Hint& hint,
                       Outcome& outcome)
{
    const SearchEngine::Hint exact = table.hint(position);
    if (exact.distance != hint.distance || exact.best != hint.best) {
        fail(outcome, position, "differs from the full table");
    }
    ++outcome.tableChecked;
}

void run(const std::string& spec, const Options& options)
{
    const Variant variant = Variant::parse(spec);
    // As the CLI and the window make it: told the constructed solutions.
    SearchEngine engine(variant, options.strategy, constructedOptimalSolutions);
    SearchEngine checker(variant, options.strategy, constructedOptimalSolutions);
    std::unique_ptr<SearchEngine> table;
    if (options.tableCheck) {
        table = std::make_unique<SearchEngine>(variant, SearchEngine::Strategy::Table);
    }
    SearchControl control;
    control.budget = std::chrono::seconds(options.timeLimitSeconds);
    std::mt19937_64 random(options.seed);
    std::vector<Position> loaded;
    if (!options.load.empty()) {
        std::ifstream in(options.load);
        std::string name;
        std::string text;
        while (in >> name >> text) {
            if (name == spec) {
                loaded.push_back(variant.parsePosition(text));
            }
        }
        if (static_cast<int>(loaded.size()) < options.count) {
            throw InputError(options.load + " holds " + std::to_string(loaded.size()) + " positions of " + spec);
        }
    }
    std::ofstream saved;
    if (!options.save.empty()) {
        saved.open(options.save, std::ios::app);
    }
    Outcome outcome;
    const auto whole = std::chrono::steady_clock::now();
    while (outcome.answered + outcome.unknown < options.count) {
        const Position position = loaded.empty()
                                      ? drawUniform(variant, random)
                                      : loaded[static_cast<std::size_t>(outcome.answered + outcome.unknown)];
        const auto start = std::chrono::steady_clock::now();
        SearchEngine::Hint hint;
        try {
            hint = engine.hint(position, control);
        } catch (const LimitError&) {
            outcome.seconds.push_back(bench::secondsSince(start));
            ++outcome.unknown;
            std::printf("  unknown within %d s: %s\n", options.timeLimitSeconds, position.text().c_str());
            if (saved.is_open()) {
                saved << spec << ' ' << position.text() << '\n';
            }
            continue;
        }
        const double seconds = bench::secondsSince(start);
        if (!hint.distance && loaded.empty()) {
            ++outcome.rejected;
            outcome.rejectedSeconds += seconds;
            if (options.check && outcome.rejectsChecked < kRejectsChecked) {
                checkDead(variant, checker, control, position, outcome);
            }
            if (table) {
                if (table->hint(position).distance) {
                    fail(outcome, position, "rejected, but the full table reaches the goal from it");
                }
                ++outcome.tableChecked;
            }
            continue;
        }
        if (saved.is_open()) {
            saved << spec << ' ' << position.text() << '\n';
        }
        if (!hint.distance) {
            fail(outcome, position, "loaded, but the goal cannot be reached from it");
            outcome.seconds.push_back(seconds);
            ++outcome.answered;
            continue;
        }
        outcome.seconds.push_back(seconds);
        ++outcome.answered;
        outcome.distanceSum += *hint.distance;
        if (options.check) {
            try {
                checkConsistent(variant, checker, control, position, hint, outcome);
            } catch (const LimitError&) {
                std::printf("  check unknown within the limit at %s\n", position.text().c_str());
            }
        }
        if (table) {
            checkAgainstTable(*table, position, hint, outcome);
        }
    }
    const std::string source =
        options.load.empty() ? "seed " + std::to_string(options.seed) : "loaded from " + options.load;
    std::printf("%s: %d positions (%s, %d s limit, %s): answered %d, unknown %d, drawn and unreachable %llu "
                "(answered in %.3f ms on average); "
                "median %.2f ms, 95th percentile %.2f ms, slowest %.2f ms; mean distance %.1f; checked %d (and %d "
                "rejections), against the table %d, failures %d; peak memory %.0f MiB; whole run %.0f s\n",
                spec.c_str(), options.count, source.c_str(), options.timeLimitSeconds,
                options.strategy == SearchEngine::Strategy::Search ? "search" : "auto", outcome.answered,
                outcome.unknown, static_cast<unsigned long long>(outcome.rejected),
                outcome.rejected ? 1000 * outcome.rejectedSeconds / static_cast<double>(outcome.rejected) : 0.0,
                1000 * percentile(outcome.seconds, 0.5),
                1000 * percentile(outcome.seconds, 0.95), 1000 * percentile(outcome.seconds, 1.0),
                outcome.answered ? outcome.distanceSum / outcome.answered : 0.0, outcome.checked,
                outcome.rejectsChecked, outcome.tableChecked, outcome.failures, bench::peakMiB(), bench::secondsSince(whole));
    std::fflush(stdout);
}

[[noreturn]] void usage()
{
    std::fprintf(stderr, "usage: bench_any_position [--count N] [--seed S] [--time-limit SECONDS] "
                         "[--strategy auto|search] [--no-check] [--table-check] [--save FILE | --load FILE] "
                         "[VARIANT...]\n");
    std::exit(2);
}

} // namespace

int main(int argc, char** argv)
{
    Options options;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        const auto value = [&]() -> const char* {
            if (i + 1 >= argc) {
                usage();
            }
            return argv[++i];
        };
        if (arg == "--count") {
            options.count = std::atoi(value());
        } else if (arg == "--seed") {
            options.seed = std::strtoull(value(), nullptr, 10);
        } else if (arg == "--time-limit") {
            options.timeLimitSeconds = std::atoi(value());
        } else if (arg == "--strategy") {
            const std::string_view strategy = value();
            if (strategy != "auto" && strategy != "search") {
                usage();
            }
            options.strategy = strategy == "search" ? SearchEngine::Strategy::Search : SearchEngine::Strategy::Auto;
        } else if (arg == "--no-check") {
            options.check = false;
        } else if (arg == "--table-check") {
            options.tableCheck = true;
        } else if (arg == "--save") {
            options.save = value();
        } else if (arg == "--load") {
            options.load = value();
        } else if (arg.starts_with("--")) {
            usage();
        } else {
            options.variants.emplace_back(arg);
        }
    }
    if (options.count < 1 || options.timeLimitSeconds < 1 || (!options.save.empty() && !options.load.empty())) {
        usage();
    }
    if (options.variants.empty()) {
        options.variants = {"classic:14", "classic:16", "classic:18", "classic:20"};
    }
    for (const std::string& spec : options.variants) {
        try {
            run(spec, options);
        } catch (const InputError& error) {
            std::fprintf(stderr, "bench_any_position: %s\n", error.what());
            return 2;
        }
    }
    return 0;
}

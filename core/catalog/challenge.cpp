#include "challenge.h"

#include "construct/constructions.h"
#include "model/errors.h"
#include "model/rules.h"
#include "search/engine.h"

#include <algorithm>
#include <array>
#include <iterator>
#include <vector>

namespace leapfrog {

namespace {

// FNV-1a, 64 bits: a hash of text fixed by its definition (std::hash is not).
std::uint64_t fnv1a(std::string_view text, std::uint64_t hash = 0xCBF29CE484222325ULL)
{
    for (const char c : text) {
        hash = (hash ^ static_cast<unsigned char>(c)) * 0x100000001B3ULL;
    }
    return hash;
}

// splitmix64 (Steele, Lea, Flood 2014): the same numbers on every platform,
// which std's distributions do not promise.
class Random {
public:
    explicit Random(std::uint64_t seed) : state_(seed) {}

    std::uint64_t next()
    {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }

    // Uniform in [0, bound), bound > 0: rejection of the biased low range.
    std::uint64_t below(std::uint64_t bound)
    {
        const std::uint64_t threshold = (0 - bound) % bound;
        while (true) {
            const std::uint64_t value = next();
            if (value >= threshold) {
                return value % bound;
            }
        }
    }

    bool oneIn(std::uint64_t n) { return below(n) == 0; }

private:
    std::uint64_t state_;
};

// Candidates drawn per challenge, and walks tried before giving up.
constexpr int kCandidates = 4;
constexpr int kWalksPerCandidate = 8;
// Above its distance a classic walk takes any legal move once in this many
// steps, an optimal move otherwise.
constexpr int kWanderOneIn = 3;

struct Candidate {
    Position position;
    int par = 0;
    int optimalMoves = 0;
    int losingMoves = 0;
};

void requireChallengeBoard(const Variant& base)
{
    const std::string accepted = "; challenges are set on classic:N, classic:NxM and strict:NxM with 1 to "
                                 + std::to_string(kMaxChallengeSide) + " pegs a side (e.g. classic:16)";
    if (base.family() != Family::Classic && base.family() != Family::Strict) {
        throw InputError("no challenge on " + base.spec() + ": not one of the papers' rows" + accepted);
    }
    if (base.blueCount() > kMaxChallengeSide || base.redCount() > kMaxChallengeSide) {
        throw InputError("no challenge on " + base.spec() + ": a side is beyond " + std::to_string(kMaxChallengeSide)
                         + " pegs" + accepted);
    }
}

class Walker {
public:
    Walker(const Variant& base, const SearchControl& control)
        : base_(base)
        , engine_(base, SearchEngine::Strategy::Auto, constructedOptimalSolutions)
        , control_(control)
        , reversible_(base.rules() == RuleSet::Classic)
    {
    }

    // A walk from the start to a position at distance `target`, or nullopt
    // when it did not get there within its steps (or, under strict rules,
    // passed below it).
    std::optional<Candidate> walk(int target, Random& random)
    {
        Position here = base_.start();
        std::optional<Move> undo; // the move that would take the last one back
        const int steps = 4 * *base_.provenMinimum() + 40;
        for (int step = 0; step <= steps; ++step) {
            const SearchEngine::Hint hint = engine_.hint(here, control_);
            const int distance = hint.distance.value(); // the walk never leaves the goal's reach
            const std::vector<Move> legal = legalMoves(base_.board(), base_.rules(), here);
            if (distance == target && here != base_.start()) {
                return Candidate{here, distance, static_cast<int>(hint.best.size()),
                                 static_cast<int>(legal.size() - hint.best.size())};
            }
            if (distance < target && !reversible_) {
                return std::nullopt;
            }
            const Move move = nextMove(distance, target, without(hint.best, undo), without(legal, undo), random);
            here = applyMove(base_.rules(), here, move);
            undo = Move{move.to, move.from};
        }
        return std::nullopt;
    }

private:
    // `moves` but `left`, unless that leaves none: a walk that took a move
    // back at once would only return to the constructions' line.
    static std::vector<Move> without(const std::vector<Move>& moves, std::optional<Move> left)
    {
        std::vector<Move> kept;
        std::copy_if(moves.begin(), moves.end(), std::back_inserter(kept),
                     [&](Move move) { return !left || !(move == *left); });
        return kept.empty() ? moves : kept;
    }

    Move nextMove(int distance, int target, const std::vector<Move>& best, const std::vector<Move>& legal,
                  Random& random) const
    {
        // Every move that keeps the goal reachable: all of them under the
        // classic rules, the optimal ones under strict.
        const std::vector<Move>& alive = reversible_ ? legal : best;
        if (distance > target) {
            const bool wander = reversible_ && random.oneIn(kWanderOneIn);
            return pick(wander ? alive : best, random);
        }
        if (distance < target) {
            std::vector<Move> climbing;
            std::copy_if(legal.begin(), legal.end(), std::back_inserter(climbing),
                         [&](Move move) { return std::find(best.begin(), best.end(), move) == best.end(); });
            return pick(climbing.empty() ? alive : climbing, random);
        }
        return pick(alive, random); // at the target, but still on the start
    }

    static Move pick(const std::vector<Move>& moves, Random& random)
    {
        return moves[static_cast<std::size_t>(random.below(moves.size()))];
    }

    const Variant& base_;
    SearchEngine engine_;
    SearchControl control_;
    bool reversible_;
};

// Whether `a` grades better than `b` for `difficulty` (the header's rule).
bool gradesBetter(Difficulty difficulty, const Candidate& a, const Candidate& b)
{
    if (difficulty == Difficulty::Hard || difficulty == Difficulty::Expert) {
        if (a.optimalMoves != b.optimalMoves) {
            return a.optimalMoves < b.optimalMoves;
        }
        return a.losingMoves > b.losingMoves;
    }
    if (difficulty == Difficulty::Easy) {
        if (a.optimalMoves != b.optimalMoves) {
            return a.optimalMoves > b.optimalMoves;
        }
        return a.losingMoves < b.losingMoves;
    }
    return false;
}

int candidatesFor(Difficulty difficulty)
{
    return difficulty == Difficulty::Medium || difficulty == Difficulty::Custom ? 1 : kCandidates;
}

// Rounded-up percent of a whole number.
int percentOf(int percent, int whole) { return (percent * whole + 99) / 100; }

} // namespace

std::string_view difficultyName(Difficulty difficulty)
{
    switch (difficulty) {
    case Difficulty::Easy: return "easy";
    case Difficulty::Medium: return "medium";
    case Difficulty::Hard: return "hard";
    case Difficulty::Expert: return "expert";
    case Difficulty::Custom: return "custom";
    }
    return "custom";
}

std::optional<Difficulty> difficultyFromName(std::string_view name)
{
    for (const Difficulty difficulty :
         {Difficulty::Easy, Difficulty::Medium, Difficulty::Hard, Difficulty::Expert, Difficulty::Custom}) {
        if (difficultyName(difficulty) == name) {
            return difficulty;
        }
    }
    return std::nullopt;
}

ParBand parBand(Difficulty difficulty, int startMinimum)
{
    if (startMinimum < 2) {
        throw InputError("no position lies between the start and the goal of a board whose start is "
                         + std::to_string(startMinimum) + " moves from it");
    }
    constexpr std::array<int, 5> edges{10, 25, 50, 75, 100};
    if (difficulty == Difficulty::Custom) {
        throw InputError("a custom challenge names its distance; there is no band");
    }
    const auto level = static_cast<std::size_t>(difficulty);
    const int highest = startMinimum - 1;
    const int low = std::min(highest, std::max(1, percentOf(edges[level], startMinimum)));
    const int high = std::min(highest, std::max(low, percentOf(edges[level + 1], startMinimum) - 1));
    return {low, difficulty == Difficulty::Expert ? highest : high};
}

Challenge makeChallenge(const Variant& base, Difficulty difficulty, std::uint64_t seed, std::optional<int> distance,
                        const SearchControl& control)
{
    requireChallengeBoard(base);
    const int startMinimum = static_cast<int>(*base.provenMinimum());
    if (distance) {
        difficulty = Difficulty::Custom;
        if (*distance < 1 || *distance >= startMinimum) {
            throw InputError("no challenge at distance " + std::to_string(*distance) + " on " + base.spec()
                             + ": a challenge's distance runs from 1 to " + std::to_string(startMinimum - 1)
                             + " (one less than the start's minimum, " + std::to_string(startMinimum) + ")");
        }
    } else if (difficulty == Difficulty::Custom) {
        throw InputError("a custom challenge needs its distance (1 to " + std::to_string(startMinimum - 1) + ")");
    }
    const ParBand band = distance ? ParBand{*distance, *distance} : parBand(difficulty, startMinimum);
    // The board and the level are mixed into the seed, so that one seed
    // gives unrelated challenges at each level rather than the same walk.
    Random random(seed ^ fnv1a(base.spec() + "|" + std::string(difficultyName(difficulty))));
    Walker walker(base, control);
    std::optional<Candidate> chosen;
    const int wanted = candidatesFor(difficulty);
    for (int found = 0, walks = 0; found < wanted && walks < wanted * kWalksPerCandidate; ++walks) {
        const int target = band.low + static_cast<int>(random.below(static_cast<std::uint64_t>(band.high - band.low + 1)));
        const std::optional<Candidate> candidate = walker.walk(target, random);
        if (!candidate) {
            continue;
        }
        ++found;
        if (!chosen || gradesBetter(difficulty, *candidate, *chosen)) {
            chosen = candidate;
        }
    }
    if (!chosen) {
        throw InputError("no challenge found on " + base.spec() + " at distance " + std::to_string(band.low)
                         + (band.high != band.low ? " to " + std::to_string(band.high) : std::string())
                         + " from the goal; try another seed or distance");
    }
    return Challenge{Variant::startedFrom(base, chosen->position), base.spec(), chosen->position, chosen->par,
                     difficulty, seed};
}

namespace {

bool isLeapYear(int year) { return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0; }

int daysInMonth(int year, int month)
{
    constexpr std::array<int, 12> days{31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return month == 2 && isLeapYear(year) ? 29 : days[static_cast<std::size_t>(month - 1)];
}

} // namespace

std::uint64_t dailySeed(int year, int month, int day, std::string_view baseSpec, Difficulty difficulty)
{
    if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
        throw InputError("no date " + std::to_string(year) + "-" + std::to_string(month) + "-" + std::to_string(day)
                         + "; expected a date that exists, as YYYY-MM-DD (e.g. 2026-12-01)");
    }
    const std::string key = std::to_string(year) + "-" + std::to_string(month) + "-" + std::to_string(day) + "|"
                            + std::string(baseSpec) + "|" + std::string(difficultyName(difficulty));
    return Random(fnv1a(key)).next();
}

} // namespace leapfrog

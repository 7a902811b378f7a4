#include "constructions.h"

#include "classic_solution.h"
#include "fibonacci_family.h"
#include "model/errors.h"
#include "pair_shift.h"
#include "word_solution.h"
#include "yancey_word.h"

#include <array>

namespace leapfrog {

namespace {

// The largest n for which the pair-shift construction's rank is known: it is
// solution 1 for n = 4..7 (unique for 4..6), and not for 8 and 9.
constexpr int kPairShiftKnownFirstUpTo = 7;

// The requested rank checked against `count` (default: 1).
BigInt checkedRank(const Variant& variant, const std::optional<BigInt>& rank, const BigInt& count)
{
    const BigInt wanted = rank.value_or(BigInt(1));
    if (wanted.isZero() || wanted > count) {
        throw InputError("solution " + wanted.toString() + " does not exist: " + variant.spec() + " has "
                         + count.toString() + " optimal solutions; accepted: --solution 1 to " + count.toString());
    }
    return wanted;
}

// The two solutions of a two-solution board, in the shared order: whichever
// first move is smaller comes first (they differ in the first move).
Solved orderedPair(std::array<std::unique_ptr<Solution>, 2> pair, const Variant& variant,
                   const std::optional<BigInt>& rank)
{
    const BigInt wanted = checkedRank(variant, rank, BigInt(2));
    if (pair[1]->moveAt(0) < pair[0]->moveAt(0)) {
        std::swap(pair[0], pair[1]);
    }
    return {std::move(pair[wanted == BigInt(1) ? 0 : 1]), BigInt(2), wanted};
}

Solved fibonacciSolution(const Variant& variant, const std::optional<BigInt>& rank, bool asWord)
{
    const FibonacciFamily family = familyOf(variant);
    const BigInt wanted = checkedRank(variant, rank, family.count());
    const FibonacciChoices choices = family.choicesOfRank(wanted);
    std::unique_ptr<Solution> solution = asWord
        ? std::make_unique<WordSolution>(family.word(choices), variant.blueCount())
        : family.solution(choices);
    return {std::move(solution), family.count(), wanted};
}

Solved pairShiftSolution(const Variant& variant, const std::optional<BigInt>& rank)
{
    const int n = variant.blueCount();
    if (n < kPairShiftSmallest) {
        throw InputError("method formula does not apply to " + variant.spec() + ": no " + std::to_string(n)
                         + "-move solution exists below pairs:4 (seed 002); use --method search for the true "
                           "minimum");
    }
    const bool knownFirst = n <= kPairShiftKnownFirstUpTo;
    if (rank && !(knownFirst && *rank == BigInt(1))) {
        throw InputError("method formula gives one solution of " + variant.spec()
                         + " (seed 002's construction), whose place among all optimal solutions is "
                         + (knownFirst ? std::string("1") : std::string("not known"))
                         + "; drop --solution, or use --method search for --solution K");
    }
    std::optional<BigInt> place;
    if (knownFirst) {
        place = BigInt(1);
    }
    return {std::make_unique<PairShiftSolution>(n), std::nullopt, place};
}

} // namespace

Solved formulaSolution(const Variant& variant, const std::optional<BigInt>& rank)
{
    if (variant.family() == Family::Pairs) {
        return pairShiftSolution(variant, rank);
    }
    if (!variant.hasNotation()) {
        throw InputError("method formula has no construction for " + variant.spec()
                         + "; accepted for it: auto, search");
    }
    if (hasOnePegSide(variant)) {
        return fibonacciSolution(variant, rank, false);
    }
    const int blue = variant.blueCount();
    const int red = variant.redCount();
    return orderedPair({classicSolution(blue, red, FirstMover::Blue), classicSolution(blue, red, FirstMover::Red)},
                       variant, rank);
}

Solved wordSolution(const Variant& variant, const std::optional<BigInt>& rank)
{
    if (!variant.hasNotation()) {
        throw InputError("method word spells solutions in Yancey's S/s/J/j notation, which is defined for "
                         "classic and strict boards, not "
                         + variant.spec() + "; accepted for it: auto, formula, search");
    }
    if (hasOnePegSide(variant)) {
        return fibonacciSolution(variant, rank, true);
    }
    const int blue = variant.blueCount();
    const int red = variant.redCount();
    RunWord word = yanceyWord(blue, red);
    RunWord other = conjugateWord(word, blue, red);
    return orderedPair({std::make_unique<WordSolution>(std::move(word), blue),
                        std::make_unique<WordSolution>(std::move(other), blue)},
                       variant, rank);
}

bool formulaServes(const Variant& variant, const std::optional<BigInt>& rank)
{
    if (variant.hasNotation()) {
        return true;
    }
    if (variant.family() != Family::Pairs) {
        return false;
    }
    const int n = variant.blueCount();
    return n >= kPairShiftSmallest && (!rank || (n <= kPairShiftKnownFirstUpTo && *rank == BigInt(1)));
}

std::vector<std::shared_ptr<const Solution>> constructedOptimalSolutions(const Variant& variant)
{
    if (!variant.hasNotation() || variant.blueCount() < 2 || variant.redCount() < 2) {
        return {};
    }
    std::vector<std::shared_ptr<const Solution>> solutions;
    for (const std::uint64_t rank : {1u, 2u}) {
        solutions.push_back(formulaSolution(variant, BigInt(rank)).solution);
    }
    return solutions;
}

bool hasOnePegSide(const Variant& variant) { return variant.blueCount() == 1 || variant.redCount() == 1; }

FibonacciFamily familyOf(const Variant& variant)
{
    const bool blueLong = variant.blueCount() >= variant.redCount();
    return FibonacciFamily(blueLong ? variant.blueCount() : variant.redCount(),
                           blueLong ? LongSide::Blue : LongSide::Red);
}

} // namespace leapfrog

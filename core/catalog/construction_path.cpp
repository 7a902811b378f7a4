#include "construction_path.h"

#include "construct/constructions.h"
#include "construct/fibonacci_family.h"
#include "construct/fibonacci_numbers.h"
#include "model/notation.h"
#include "model/rules.h"

#include <string>

namespace leapfrog {

namespace {

bool beginsWith(const Solution& solution, std::span<const Move> line)
{
    if (line.size() > solution.length()) {
        return false;
    }
    for (std::size_t i = 0; i < line.size(); ++i) {
        if (solution.moveAt(i) != line[i]) {
            return false;
        }
    }
    return true;
}

// Both sides >= 2: exactly two solutions, ranks 1 and 2.
std::optional<RankRange> pairContinuing(const Variant& variant, std::span<const Move> line)
{
    std::optional<RankRange> range;
    for (const std::uint64_t rank : {1u, 2u}) {
        const Solved solved = formulaSolution(variant, BigInt(rank));
        if (beginsWith(*solved.solution, line)) {
            if (range) {
                range->count += BigInt(1);
            } else {
                range = RankRange{BigInt(rank), BigInt(1)};
            }
        }
    }
    return range;
}

// The line's letters, read as if the long side were blue (the Red family is
// the mirror image, whose word is the same with the case swapped). Empty
// optional when a move has no letter: such a move is never optimal.
std::optional<std::string> blueSideLetters(const Variant& variant, std::span<const Move> line, bool swapCase)
{
    std::string letters;
    Position position = variant.start();
    for (const Move move : line) {
        const std::optional<char> letter = notationLetter(position, move);
        if (!letter) {
            return std::nullopt;
        }
        letters.push_back(swapCase ? swappedLetterCase(*letter) : *letter);
        applyMoveInPlace(variant.rules(), position, move);
    }
    return letters;
}

// The construction's block for a choice with `remaining` blue pegs left of
// the hole: bit 0 "sJ", bit 1 "SjSJ" ("SjS" when one peg is left, which ends
// the game); with none left, the final "s".
std::string_view blockWord(int remaining, int bit)
{
    if (remaining <= 0) {
        return "s";
    }
    if (bit == 0) {
        return "sJ";
    }
    return remaining >= 2 ? std::string_view("SjSJ") : std::string_view("SjS");
}

std::optional<RankRange> familyContinuing(const Variant& variant, std::span<const Move> line)
{
    const bool blueLong = variant.blueCount() >= variant.redCount();
    const FibonacciFamily family(blueLong ? variant.blueCount() : variant.redCount(),
                                 blueLong ? LongSide::Blue : LongSide::Red);
    const std::optional<std::string> letters = blueSideLetters(variant, line, !blueLong);
    if (!letters) {
        return std::nullopt;
    }
    FibonacciChoices choices;
    int remaining = family.pegs();
    bool finished = false;
    std::size_t next = 0;
    while (next < letters->size()) {
        if (finished) {
            return std::nullopt; // moves after the goal
        }
        // A block's first letter tells its bit: slide(l) `s` for 0, slide(r) `S` for 1.
        const int bit = (*letters)[next] == 'S' ? 1 : 0;
        const std::string_view block = blockWord(remaining, bit);
        for (std::size_t i = 0; i < block.size() && next < letters->size(); ++i, ++next) {
            if ((*letters)[next] != block[i]) {
                return std::nullopt;
            }
        }
        if (remaining <= 0) {
            finished = true;
            continue;
        }
        choices.push_back(static_cast<std::uint8_t>(bit));
        remaining -= bit != 0 ? 2 : 1;
        finished = remaining < 0; // "SjS" with one peg left ends the game
    }
    // Every completion of the fixed choices is optimal: F(r + 2) of them with
    // r pegs left (one when the game is over or only the last slide is left).
    // The first in the order takes the first option at every later choice,
    // which adds nothing to the rank of the choices made so far.
    const BigInt count = remaining > 0 ? fibonacci(remaining + 2) : BigInt(1);
    return RankRange{family.rankOf(choices), count};
}

} // namespace

bool constructionsRank(const Variant& variant) { return variant.hasNotation(); }

std::optional<RankRange> constructionRanksContinuing(const Variant& variant, std::span<const Move> line)
{
    if (!constructionsRank(variant)) {
        return std::nullopt;
    }
    return hasOnePegSide(variant) ? familyContinuing(variant, line) : pairContinuing(variant, line);
}

} // namespace leapfrog

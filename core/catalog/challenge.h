#pragma once
// Challenges (issue 22): a position of a classic or strict row (the papers'
// boards, one hole, one-peg jumps, 1 to 20 a side) other than the start and
// the goal, from which the goal can be reached, to be taken to the goal in
// the fewest moves; its exact minimum (par) comes from the search engine.
//
// The grade is what a player feels. First the distance to the goal: with D0
// the start's minimum (nm + n + m), a challenge's par lies in its
// difficulty's band of D0 (rounded up, at least 1, below D0: a challenge is
// always closer to the goal than the start):
//   Easy 10-25 %, Medium 25-50 %, Hard 50-75 %, Expert 75-100 %;
//   Custom: the one distance asked for (1 to D0 - 1).
// Then, within the band, the position: several candidates are drawn, and
// Hard and Expert keep the one with the fewest optimal moves (then the most
// moves that lose, i.e. every other legal move), Easy the one with the most
// optimal moves (then the fewest losing ones); Medium and Custom take the
// first.
//
// A candidate is a seeded random walk from the start that never enters a
// position from which the goal cannot be reached: it draws a distance in the
// band and walks toward it, above it by an optimal move (2 times in 3 under
// classic rules, always under strict rules, whose every move that keeps the
// goal reachable is optimal) or else any legal move (classic rules only:
// every classic move can be undone, so the goal stays reachable), below it
// (classic only) by a move that is not optimal, never by the move that undoes
// the last one while another is left (the walk would only fall back onto the
// constructions' line), until it stands at that distance off the start.
//
// Deterministic: the same base, difficulty and seed give the same challenge
// on every platform and compiler (our own splitmix64, seeded with the seed
// mixed with an FNV-1a hash of the base and level, and our own range
// reduction; legal and best moves come in ascending order).
#include "model/position.h"
#include "model/variant.h"
#include "search/control.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace leapfrog {

enum class Difficulty { Easy, Medium, Hard, Expert, Custom };

// "easy", "medium", "hard", "expert", "custom" (the CLI's and JSON's words).
std::string_view difficultyName(Difficulty difficulty);
// The difficulty of a name above (lower case); nullopt for anything else.
std::optional<Difficulty> difficultyFromName(std::string_view name);

// The largest side of a challenge board (classic:20 and strict:20x20: the
// row search answers every position of them exactly in milliseconds).
inline constexpr int kMaxChallengeSide = 20;

struct Challenge {
    Variant variant;      // the game ID base@position (spec() is its text)
    std::string baseSpec; // the base variant, e.g. "classic:16"
    Position position;    // where the challenge starts
    int par = 0;          // its exact minimum number of moves to the goal
    Difficulty difficulty = Difficulty::Custom;
    std::uint64_t seed = 0;
};

// The pars a difficulty allows on a board whose start is `startMinimum`
// moves from the goal, both ends included (Custom: none, throws
// InputError). Throws InputError when startMinimum < 2 (no position between
// the start and the goal).
struct ParBand {
    int low = 0;
    int high = 0;
};
ParBand parBand(Difficulty difficulty, int startMinimum);

// A challenge on `base` (classic:N, classic:NxM or strict:NxM, both sides
// 1 to kMaxChallengeSide). With `distance`, the challenge has exactly that
// par and difficulty Custom (whatever `difficulty` says); difficulty Custom
// needs a distance. Throws InputError for another board, a side beyond 20,
// a distance outside 1 to D0 - 1 or one at which no position was found;
// LimitError or Cancelled from the engine, as `control` says.
Challenge makeChallenge(const Variant& base, Difficulty difficulty, std::uint64_t seed,
                        std::optional<int> distance = std::nullopt, const SearchControl& control = {});

// The seed of the daily challenge of a date (year, month 1-12, day 1-31),
// base and difficulty: the same for everyone on that date. Throws
// InputError for a date that does not exist.
std::uint64_t dailySeed(int year, int month, int day, std::string_view baseSpec, Difficulty difficulty);

} // namespace leapfrog

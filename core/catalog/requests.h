#pragma once
// The questions leapfrog-cli's commands and the library's public API
// (core/api, <leapfrog/leapfrog.h>) both answer, each answered here once as
// a function of values: neither front end picks an engine, a judge or a
// table itself. The front ends only read their input and write the answer
// (the CLI as text or JSON, the library as its value types).
#include "analysis/distance_stats.h"
#include "analysis/verdict.h"
#include "catalog/counting.h"
#include "model/move.h"
#include "model/solution.h"
#include "model/position.h"
#include "model/variant.h"
#include "search/control.h"
#include "search/engine.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace leapfrog {

// `count`: the minimum and the number of optimal solutions from the start,
// by the engine with the constructions handed in (countOptimalSolutions).
OptimalCount countFromStart(const Variant& variant, const SearchControl& control);

// `count --forward-only`: the solutions whose every move is forward (lowers
// the board's weight, seed 004 Theorem 13's question); minimum nullopt when
// there is none. Throws LimitError beyond the forward search's limit.
OptimalCount countForwardOnly(const Variant& variant);

// `solve --solution K`: which optimal solution, from 1 (decimal, any size).
// Throws InputError for anything else, 0 included.
BigInt solutionRank(std::string_view text);

// `solve --format notation`: Yancey's word of `solution` (precondition:
// variant.hasNotation()), handed to `sink` a piece at a time, so that the
// CLI streams a construction's hundred million letters: letter by letter
// where the solution knows its letters (the constructions), otherwise read
// off the replayed moves (which also checks that every move has a letter).
void writeNotation(const Variant& variant, const Solution& solution,
                   const std::function<void(std::string_view)>& sink);

// `hint`: the distance from `position` to the goal and every optimal next
// move, by the engine with the constructions handed in.
SearchEngine::Hint hintFrom(const Variant& variant, const Position& position, const SearchControl& control);

// Moves as typed: "FROM-TO" (1-based holes) separated by white space.
// Throws InputError naming the first bad one.
std::vector<Move> parseMoveList(const Variant& variant, std::string_view text);

// `check`: the moves replayed from the start and judged (the Judge of
// ExactSearch, every verdict refined by search within the control's budget
// for the whole line). The verdicts stop at the first illegal move.
struct JudgedLine {
    std::vector<Verdict> verdicts;
    std::optional<int> minimum; // of the variant; nullopt: the goal cannot be reached
    Position end;               // after the legal moves
    bool allLegal = true;
    bool goal = false;          // every move legal and the goal reached
};
JudgedLine judgeLine(const Variant& variant, std::span<const Move> moves, const SearchControl& control);

// "search", "criteria" or "unknown": where a verdict's answer comes from, as
// `check --json` and the library name it.
std::string_view basisName(Basis basis);

// `stats`: the distance distribution from the full distance table, built or
// read from the engine's table store; `fromCache` when it was read.
struct TableAnswer {
    DistanceStats stats;
    bool fromCache = false;
};
TableAnswer tableStats(const Variant& variant, const SearchControl& control);

// What a stats refusal adds after the engine's reason: the largest board of
// each family whose table fits `cap` and how to go further. `capSet`: the cap
// was asked for (--memory), not the machine's.
std::string statsReach(std::uint64_t cap, bool capSet);

} // namespace leapfrog

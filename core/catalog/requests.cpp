#include "requests.h"

#include "analysis/forward_only.h"
#include "analysis/judge.h"
#include "catalog/exact_search.h"
#include "construct/constructions.h"
#include "model/errors.h"
#include "model/notation.h"
#include "model/rules.h"
#include "search/distance_table.h"
#include "search/machine_limits.h"
#include "search/state_space.h"

#include <algorithm>

namespace leapfrog {

OptimalCount countFromStart(const Variant& variant, const SearchControl& control)
{
    SearchEngine engine(variant, SearchEngine::Strategy::Auto, constructedOptimalSolutions);
    return countOptimalSolutions(engine, control);
}

OptimalCount countForwardOnly(const Variant& variant)
{
    const ForwardOnlyResult result = forwardOnlySolutions(variant);
    OptimalCount counted;
    if (result.fewestMoves) {
        counted.minimum = *result.fewestMoves;
        counted.solutions = result.solutions;
    }
    counted.method = "forward-only";
    return counted;
}

BigInt solutionRank(std::string_view text)
{
    const BigInt rank = BigInt::fromString(text);
    if (rank.isZero()) {
        throw InputError("--solution 0: solutions are numbered from 1; accepted: --solution K with K >= 1");
    }
    return rank;
}

void writeNotation(const Variant& variant, const Solution& solution,
                   const std::function<void(std::string_view)>& sink)
{
    if (solution.length() == 0 || !solution.letterAt(0)) {
        sink(notationWord(variant, variant.start(), solution.moves()));
        return;
    }
    constexpr std::size_t kPiece = 1 << 16;
    std::string piece;
    piece.reserve(kPiece);
    for (std::uint64_t i = 0; i < solution.length(); ++i) {
        piece.push_back(*solution.letterAt(i));
        if (piece.size() == kPiece) {
            sink(piece);
            piece.clear();
        }
    }
    sink(piece);
}

SearchEngine::Hint hintFrom(const Variant& variant, const Position& position, const SearchControl& control)
{
    SearchEngine engine(variant, SearchEngine::Strategy::Auto, constructedOptimalSolutions);
    return engine.hint(position, control);
}

std::vector<Move> parseMoveList(const Variant& variant, std::string_view text)
{
    std::vector<Move> moves;
    constexpr std::string_view blanks = " \t\r\n\v\f";
    std::size_t at = text.find_first_not_of(blanks);
    while (at != std::string_view::npos) {
        const std::size_t end = std::min(text.find_first_of(blanks, at), text.size());
        moves.push_back(variant.parseMove(text.substr(at, end - at)));
        at = text.find_first_not_of(blanks, end);
    }
    return moves;
}

JudgedLine judgeLine(const Variant& variant, std::span<const Move> moves, const SearchControl& control)
{
    const std::vector<Move> line(moves.begin(), moves.end());
    const std::shared_ptr<const Judge> judge = ExactSearch(variant).judge();
    JudgedLine judged;
    judged.verdicts = judge->refine(line, judge->judge(line), Refine::All, control);
    judged.minimum = judge->minimum();
    judged.end = variant.start();
    for (const Verdict& verdict : judged.verdicts) {
        if (verdict.legal) {
            judged.end = applyMove(variant.rules(), judged.end, verdict.move);
        }
    }
    judged.allLegal = judged.verdicts.empty() || judged.verdicts.back().legal;
    judged.goal = judged.allLegal && variant.isGoal(judged.end);
    return judged;
}

std::string_view basisName(Basis basis)
{
    switch (basis) {
    case Basis::Exact: return "search";
    case Basis::Criteria: return "criteria";
    case Basis::Unknown: return "unknown";
    }
    return "unknown";
}

TableAnswer tableStats(const Variant& variant, const SearchControl& control)
{
    SearchEngine engine(variant, SearchEngine::Strategy::Table);
    const std::shared_ptr<const DistanceTable> table = engine.distanceTable(control);
    return {distanceStats(*table), engine.tableOrigin() == SearchEngine::TableOrigin::Loaded};
}

namespace {

// The largest board of a family (FAMILY:N, N = 1, 2, ...) whose distance
// table fits in `cap` bytes; nullopt when none does.
std::optional<std::string> largestFitting(const std::string& family, std::uint64_t cap)
{
    std::optional<std::string> largest;
    for (int n = 1; n <= 64; ++n) {
        try {
            const Variant variant = Variant::parse(family + ":" + std::to_string(n));
            const std::uint64_t positions = StateSpace(variant).size();
            if (DistanceTable::bytesToBuild(positions, DistanceTable::encodingFor(variant)) > cap) {
                return largest;
            }
            largest = variant.spec();
        } catch (const InputError&) {
            continue; // too small a board for the family
        } catch (const LimitError&) {
            return largest; // beyond numbering
        }
    }
    return largest;
}

} // namespace

std::string statsReach(std::uint64_t cap, bool capSet)
{
    std::string fitting;
    for (const char* family : {"classic", "strict", "pairs", "y"}) {
        if (const std::optional<std::string> largest = largestFitting(family, cap)) {
            fitting += (fitting.empty() ? "" : ", ") + *largest;
        }
    }
    const std::string capText = byteSizeText(cap) + (capSet ? ", set by --memory" : ", this machine's");
    return "stats takes boards whose distance table fits the memory cap (" + capText
           + "): " + (fitting.empty() ? std::string("none") : "up to " + fitting)
           + "; to go further: --memory SIZE (this machine can give " + byteSizeText(machineMemoryCap())
           + "), or leapfrog-cluster under mpirun to spread the table over several machines";
}

} // namespace leapfrog

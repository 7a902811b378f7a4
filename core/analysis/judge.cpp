#include "judge.h"

#include "model/errors.h"
#include "model/rules.h"
#include "search/engine.h"
#include "search/lower_bound.h"

#include <stdexcept>

namespace leapfrog {

double arrangementCount(const Variant& variant)
{
    double count = 1;
    int placed = 0;
    for (const Cell cell : allCells()) {
        // Counted once: counting walks the whole position.
        const int pegs = variant.start().count(cell);
        for (int k = 1; k <= pegs; ++k) {
            count = count * ++placed / k;
        }
    }
    return count;
}

namespace {

// Whether the game can still finish in the minimum after the move `verdict`
// judged: true when it was proper, nullopt when that is unknown (an unjudged
// move of a game optimal or unknown so far), false otherwise. A move after an
// improper one is never proper: the last verdict says it for the whole line.
// Where the basis is unknown nothing later claims the game lost its minimum.
std::optional<bool> optimalAfter(const Verdict& verdict)
{
    if (verdict.proper) {
        return true;
    }
    if (verdict.basis == Basis::Unknown && (verdict.gameWasOptimal || !verdict.optimalityKnown)) {
        return std::nullopt;
    }
    return false;
}

bool tableFits(std::uint64_t positions, std::uint64_t exactLimit) { return positions > 0 && positions <= exactLimit; }

// Whether the engine can judge `variant` by search: it numbers its positions
// and has a lower bound to steer by that answers within a move's budget (Y
// boards up to y:6, about 3 s from the start; y:7 takes about 40 s, so it is
// judged by its kinds, or exactly from a kept table).
bool searchable(const SearchEngine& engine)
{
    constexpr int kLargestQuickY = 6;
    const Variant& variant = engine.variant();
    const bool quick = variant.family() != Family::Y || variant.sizes().front() <= kLargestQuickY;
    return engine.tablePositions() > 0 && LowerBound::informativeFor(variant) && quick;
}

// The verdict on `move` from exact distances; `movesMade` moves came before
// it in a game whose fewest moves are `minimum`.
Verdict exactVerdict(const Variant& variant, const Distances& distances, int minimum, int movesMade,
                     const Position& before, Move move)
{
    Verdict verdict = startVerdict(variant, before, move, movesMade);
    if (!verdict.legal) {
        return verdict;
    }
    const Position after = applyMove(variant.rules(), before, move);
    const std::optional<int> distanceBefore = distances.toGoal(before);
    verdict.distanceAfter = distances.toGoal(after);
    verdict.gameWasOptimal = distanceBefore && movesMade + *distanceBefore == minimum;
    if (distanceBefore && verdict.distanceAfter) {
        verdict.cost = *verdict.distanceAfter + 1 - *distanceBefore;
    }
    verdict.best = verdict.cost == 0;
    verdict.proper = verdict.gameWasOptimal && verdict.best;
    explainVerdict(verdict, variant, after);
    return verdict;
}

// The verdict on `move` without distances, for boards beyond exact search: on
// the optimal path (every earlier move proper) by Yancey's criteria; off it
// the game is reported no longer optimal and best-from-here is unknown.
// Pair-shift and tree boards have no criteria: their verdicts are unknown.
// After a move that could not be judged whether the game is still optimal is
// unknown (`gameWasOptimal` nullopt): nothing then claims it lost its minimum.
Verdict criteriaVerdict(const Variant& variant, std::optional<bool> gameWasOptimal, int movesMade,
                        const Position& before, Move move)
{
    Verdict verdict = startVerdict(variant, before, move, movesMade);
    if (!verdict.legal) {
        return verdict;
    }
    verdict.optimalityKnown = gameWasOptimal.has_value();
    verdict.gameWasOptimal = gameWasOptimal.value_or(false);
    verdict.basis = verdict.gameWasOptimal && variant.hasNotation() ? Basis::Criteria : Basis::Unknown;
    if (verdict.basis == Basis::Criteria) {
        verdict.proper = meetsYanceyCriteria(variant, before, move);
        verdict.best = verdict.proper; // on the optimal path, best from here and proper coincide
        if (verdict.proper) {
            verdict.cost = 0;
        }
    }
    explainVerdict(verdict, variant, applyMove(variant.rules(), before, move));
    return verdict;
}

bool wanted(const Verdict& verdict, Refine which)
{
    if (!verdict.legal || verdict.basis == Basis::Exact) {
        return false;
    }
    return which == Refine::All || verdict.basis == Basis::Unknown || !verdict.proper;
}

// The default limit, stretched where no criteria stand in beyond the table.
std::uint64_t limitFor(const Variant& variant, std::uint64_t exactLimit)
{
    const bool beyondThePapers = variant.family() == Family::Row || variant.family() == Family::Dudeney
                                 || variant.family() == Family::Grid;
    return beyondThePapers && exactLimit == Judge::kDefaultExactLimit ? Judge::kBeyondPapersExactLimit : exactLimit;
}

} // namespace

LineEnd lineEnd(const Position& position, std::span<const Verdict> verdicts)
{
    return {position, static_cast<int>(verdicts.size()),
            verdicts.empty() ? std::optional<bool>(true) : optimalAfter(verdicts.back())};
}

bool Judge::judgesExactly(const Variant& variant, std::uint64_t exactLimit)
{
    return tableFits(SearchEngine(variant, SearchEngine::Strategy::Table).tablePositions(), limitFor(variant, exactLimit));
}

bool Judge::refinesBySearch(const Variant& variant)
{
    const SearchEngine engine(variant, SearchEngine::Strategy::Table);
    return !tableFits(engine.tablePositions(), limitFor(variant, kDefaultExactLimit)) && searchable(engine);
}

Judge::Judge(Variant variant, std::uint64_t exactLimit)
    : Judge(variant, std::make_shared<SearchEngine>(variant, SearchEngine::Strategy::Table), SearchControl{},
            exactLimit)
{
}

Judge::Judge(Variant variant, std::shared_ptr<SearchEngine> engine, const SearchControl& control,
             std::uint64_t exactLimit)
    : variant_(std::move(variant))
    , engine_(std::move(engine))
{
    if (engine_->variant().spec() != variant_.spec()) {
        throw std::invalid_argument("a Judge of " + variant_.spec() + " given the engine of "
                                    + engine_->variant().spec());
    }
    if (tableFits(engine_->tablePositions(), limitFor(variant_, exactLimit)) || engine_->useKeptTable(control)) {
        engine_->buildTable(control);
        distances_ = std::make_shared<EngineDistances>(engine_);
        minimum_ = distances_->toGoal(variant_.start());
    } else {
        if (variant_.provenMinimum()) {
            minimum_ = static_cast<int>(*variant_.provenMinimum());
        }
        refinable_ = searchable(*engine_);
    }
}

Judge::Judge(Variant variant, std::shared_ptr<const Distances> distances)
    : variant_(std::move(variant))
    , distances_(std::move(distances))
    , minimum_(distances_->toGoal(variant_.start()))
{
}

std::vector<Verdict> Judge::judge(std::span<const Move> moves, const LineEnd& from) const
{
    std::vector<Verdict> verdicts;
    Position position = from.position;
    std::optional<bool> optimal = from.optimal;
    for (const Move move : moves) {
        const int movesMade = from.movesMade + static_cast<int>(verdicts.size());
        verdicts.push_back(distances_ ? exactVerdict(variant_, *distances_, minimum_.value_or(-1), movesMade,
                                                     position, move)
                                      : criteriaVerdict(variant_, optimal, movesMade, position, move));
        if (!verdicts.back().legal) {
            break;
        }
        optimal = optimalAfter(verdicts.back());
        applyMoveInPlace(variant_.rules(), position, move);
    }
    return verdicts;
}

std::vector<Verdict> Judge::refine(std::span<const Move> line, std::vector<Verdict> verdicts, Refine which,
                                   const SearchControl& control, std::size_t from) const
{
    if (!refinable_) {
        return verdicts;
    }
    const EngineDistances distances(engine_, control, std::chrono::steady_clock::now() + control.budget);
    std::optional<int> minimum = minimum_;
    if (!minimum) {
        try {
            minimum = distances.toGoal(variant_.start());
        } catch (const LimitError&) {
            // No minimum to judge against: every verdict stays as it is.
        }
    }
    Position position = variant_.start();
    std::optional<bool> optimal = true; // every earlier move proper (nullopt: unknown)
    for (std::size_t i = 0; i < verdicts.size() && i < line.size(); ++i) {
        Verdict& verdict = verdicts[i];
        if (!verdict.legal) {
            break;
        }
        if (i >= from && wanted(verdict, which)) {
            try {
                if (!minimum) {
                    throw LimitError("no minimum to judge against");
                }
                verdict = exactVerdict(variant_, distances, *minimum, static_cast<int>(i), position, line[i]);
            } catch (const LimitError&) {
                // Beyond the search's reach here: judged as without search,
                // after the verdicts refined so far.
                verdict = criteriaVerdict(variant_, optimal, static_cast<int>(i), position, line[i]);
            }
        }
        optimal = optimalAfter(verdict);
        applyMoveInPlace(variant_.rules(), position, line[i]);
    }
    return verdicts;
}

} // namespace leapfrog

#include "verdict.h"

#include "construction_phase.h"
#include "improper_board.h"
#include "model/errors.h"
#include "model/rules.h"

namespace leapfrog {

namespace {

bool isBackward(Category category) { return category == Category::BackwardStep || category == Category::BackwardJump; }

// Yancey's lemmas and improper boards are proved for the papers' rows: two
// colours, one hole between the sides, jumps over one peg. Boards beyond the
// papers (several holes, long jumps, numbered frogs, the grid, rows of the
// user's own) get only what the exact search found.
bool papersRow(const Variant& variant)
{
    return variant.hasNotation() && variant.holesBetween() == 1 && variant.reach() == 1 && !variant.isCustom();
}

// Why a move from a game still optimal loses the minimum: on two-colour rows
// Yancey's lemmas and improper boards; elsewhere only what search shows.
void explainImproper(std::vector<Clause>& clauses, const Verdict& verdict, const Variant& variant)
{
    clauses.push_back(clause::LosesOptimalGame{});
    if (papersRow(variant) && isBackward(verdict.category)) {
        clauses.push_back(clause::NoOptimalSolutionMovesBackward{});
    } else if (papersRow(variant) && verdict.category == Category::HomoJump) {
        clauses.push_back(clause::NoOptimalSolutionJumpsOwnColour{});
    } else if (papersRow(variant) && !verdict.pattern.empty()) {
        clauses.push_back(clause::CreatesPattern{verdict.pattern, verdict.holes});
    }
    if (verdict.basis != Basis::Exact) {
        return;
    }
    if (verdict.cost) {
        clauses.push_back(clause::Costs{*verdict.cost});
    } else {
        clauses.push_back(clause::GoalLost{});
    }
}

std::vector<Clause> reasonClauses(const Verdict& verdict, const Variant& variant)
{
    const clause::Kind kind{verdict.category, variant.isTree()                        ? KindMeaning::Tree
                                              : variant.hasNotation() && !variant.isCustom() ? KindMeaning::Row
                                                                                             : KindMeaning::NameOnly};
    if (verdict.basis == Basis::Unknown) {
        if (!verdict.optimalityKnown) {
            // An earlier move could not be judged: nothing is claimed about
            // the game's optimality either.
            return {kind, clause::Undecided{false, false}};
        }
        if (verdict.gameWasOptimal) {
            return {kind, clause::Undecided{true}};
        }
        return {clause::NoLongerOptimal{}, clause::Undecided{false}};
    }
    if (!verdict.gameWasOptimal) {
        // Off the optimal path only the distances are true; Yancey's
        // criteria describe optimal play from the start.
        if (verdict.cost && verdict.distanceAfter) {
            return {clause::NoLongerOptimal{},
                    clause::BestFinish{*verdict.distanceAfter + 1 - *verdict.cost, *verdict.distanceAfter}};
        }
        return {clause::NoLongerOptimal{}, clause::GoalLost{}};
    }
    std::vector<Clause> clauses{kind};
    if (verdict.proper) {
        clauses.push_back(clause::KeepsOptimalGame{});
        if (const auto phase = phaseClause(variant, verdict.movesMade)) {
            clauses.push_back(*phase);
        }
        return clauses;
    }
    explainImproper(clauses, verdict, variant);
    return clauses;
}

void explain(Verdict& verdict, const Variant& variant)
{
    verdict.clauses = reasonClauses(verdict, variant);
    verdict.reason = renderReason(verdict.clauses);
    verdict.source = reasonSource(verdict.clauses);
    if (verdict.source.empty() && verdict.basis != Basis::Unknown) {
        verdict.source = verdict.basis == Basis::Exact ? "exact search" : "Yancey, section 2";
    }
}

// The legality and category of a verdict; false when the move is illegal.
bool judgeLegality(Verdict& verdict, const Variant& variant, const Position& before, Move move)
{
    verdict.move = move;
    if (const auto why = whyIllegal(variant.board(), variant.rules(), before, move)) {
        verdict.clauses = {clause::Illegal{*why}};
        verdict.reason = renderReason(verdict.clauses);
        return false;
    }
    verdict.legal = true;
    verdict.category = categorize(variant, before, move);
    return true;
}

void findPattern(Verdict& verdict, const Variant& variant, const Position& after)
{
    if (variant.hasNotation() && !verdict.proper) {
        if (auto board = findImproperBoard(after)) {
            verdict.pattern = std::move(board->pattern);
            verdict.holes = std::move(board->holes);
        }
    }
}

} // namespace

bool meetsYanceyCriteria(const Variant& variant, const Position& before, Move move)
{
    const Category category = categorize(variant, before, move);
    return (category == Category::ForwardStep || category == Category::HeteroJump)
           && !findImproperBoard(applyMove(variant.rules(), before, move));
}

Verdict startVerdict(const Variant& variant, const Position& before, Move move, int movesMade)
{
    Verdict verdict;
    verdict.movesMade = movesMade;
    judgeLegality(verdict, variant, before, move);
    return verdict;
}

void explainVerdict(Verdict& verdict, const Variant& variant, const Position& after)
{
    findPattern(verdict, variant, after);
    explain(verdict, variant);
}

} // namespace leapfrog

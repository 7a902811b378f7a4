#include "verdict.h"

#include "improper_board.h"
#include "model/errors.h"
#include "model/rules.h"

#include <cctype>

namespace leapfrog {

namespace {

std::string holeList(const std::vector<int>& holes)
{
    std::string out;
    for (const int hole : holes) {
        out += (out.empty() ? "" : ", ") + std::to_string(hole + 1);
    }
    return out;
}

std::string movesWord(int count) { return std::to_string(count) + (count == 1 ? " move" : " moves"); }

std::string capitalised(std::string_view phrase)
{
    std::string out(phrase);
    if (!out.empty()) {
        out[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(out[0])));
    }
    return out;
}

std::string costClause(const Verdict& verdict)
{
    if (verdict.basis != Basis::Exact) {
        return "an optimal finish is no longer possible";
    }
    if (!verdict.cost) {
        return "the goal can no longer be reached";
    }
    return "it costs " + movesWord(*verdict.cost) + " over the shortest finish";
}

// Why an improper move (from a game still optimal) spoils the minimum.
void explainImproper(Verdict& verdict)
{
    const std::string what = "This " + std::string(categoryNoun(verdict.category));
    switch (verdict.category) {
    case Category::BackwardStep:
    case Category::BackwardJump:
        verdict.reason = what + " moves a peg away from its destination, and no optimal solution moves backward; "
                         + costClause(verdict) + ".";
        verdict.source = "Yancey, section 2.1, Lemma 7";
        return;
    case Category::HomoJump:
        verdict.reason = what + " puts two pegs of one colour side by side that a backward move must later "
                                "separate; " + costClause(verdict) + ".";
        verdict.source = "Yancey, section 2.1, Lemma 6";
        return;
    default:
        break;
    }
    if (!verdict.pattern.empty()) {
        verdict.reason = what + " creates the improper board " + verdict.pattern + " (holes "
                         + holeList(verdict.holes) + "), which forces a backward move later; "
                         + costClause(verdict) + ".";
        verdict.source = "Yancey, section 2.3";
        return;
    }
    verdict.reason = what + " leads where no optimal finish remains; " + costClause(verdict) + ".";
    verdict.source = verdict.category == Category::PairShift ? "Zhu and Wang, Theorem 1" : "Yancey, section 2";
}

// Boards beyond the papers (several holes, long jumps, numbered frogs, the
// grid, rows of the user's own): no paper's lemma is proved there, so a
// reason says only what the exact search found.
bool beyondThePapers(const Variant& variant)
{
    return variant.family() == Family::Row || variant.family() == Family::Dudeney || variant.family() == Family::Grid;
}

void explainBySearchAlone(Verdict& verdict)
{
    if (verdict.proper) {
        verdict.reason = capitalised(categoryPhrase(verdict.category)) + " that keeps an optimal finish.";
    } else {
        verdict.reason = "This " + std::string(categoryNoun(verdict.category))
                         + " leads where no optimal finish remains; " + costClause(verdict) + ".";
    }
    verdict.source = "exact search";
}

void explain(Verdict& verdict, const Variant& variant)
{
    if (verdict.basis == Basis::Exact && verdict.gameWasOptimal && beyondThePapers(variant)) {
        explainBySearchAlone(verdict);
        return;
    }
    if (verdict.basis == Basis::Unknown) {
        if (!verdict.optimalityKnown) {
            verdict.reason = capitalised(categoryPhrase(verdict.category))
                             + "; at this size Leapfrog cannot tell whether the game is still optimal, nor the "
                               "best move from here.";
            return;
        }
        verdict.reason = verdict.gameWasOptimal
                             ? capitalised(categoryPhrase(verdict.category))
                                   + "; at this size Leapfrog cannot tell whether it keeps an optimal finish."
                             : "The game is no longer optimal; at this size Leapfrog cannot tell the best move "
                               "from here.";
        return;
    }
    if (!verdict.gameWasOptimal) {
        verdict.reason = "The game is no longer optimal; from here this move is "
                         + std::string(verdict.best ? "one of the best" : "not the best: " + costClause(verdict))
                         + ".";
        return;
    }
    if (verdict.proper) {
        verdict.reason = capitalised(categoryPhrase(verdict.category)) + " that keeps an optimal finish.";
        verdict.source = "Yancey, section 2";
        return;
    }
    explainImproper(verdict);
}

// The legality and category of a verdict; false when the move is illegal.
bool judgeLegality(Verdict& verdict, const Variant& variant, const Position& before, Move move)
{
    verdict.move = move;
    if (const auto problem = illegalReason(variant.board(), variant.rules(), before, move)) {
        verdict.reason = "Illegal: " + *problem + ".";
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

Verdict startVerdict(const Variant& variant, const Position& before, Move move)
{
    Verdict verdict;
    judgeLegality(verdict, variant, before, move);
    return verdict;
}

void explainVerdict(Verdict& verdict, const Variant& variant, const Position& after)
{
    findPattern(verdict, variant, after);
    explain(verdict, variant);
}

} // namespace leapfrog

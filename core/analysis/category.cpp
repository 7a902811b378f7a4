#include "category.h"

#include "model/rules.h"
#include "weight.h"

namespace leapfrog {

std::string_view categoryName(Category category)
{
    switch (category) {
    case Category::ForwardStep: return "forward-step";
    case Category::HeteroJump: return "hetero-jump";
    case Category::HomoJump: return "homo-jump";
    case Category::BackwardStep: return "backward-step";
    case Category::BackwardJump: return "backward-jump";
    case Category::LevelJump: return "level-jump";
    case Category::PairShift: return "pair-shift";
    case Category::Step: return "step";
    case Category::Jump: return "jump";
    }
    return "forward-step";
}

std::string_view categoryNoun(Category category)
{
    switch (category) {
    case Category::ForwardStep: return "forward step";
    case Category::HeteroJump: return "jump over the other colour";
    case Category::HomoJump: return "jump over a peg of the same colour";
    case Category::BackwardStep: return "backward step";
    case Category::BackwardJump: return "backward jump";
    case Category::LevelJump: return "jump that leaves the weight unchanged";
    case Category::PairShift: return "pair shift";
    case Category::Step: return "step";
    case Category::Jump: return "jump";
    }
    return "move";
}

std::string categoryPhrase(Category category) { return "a " + std::string(categoryNoun(category)); }

namespace {

bool isForward(Cell mover, Move move)
{
    return mover == Cell::Blue ? move.to > move.from : move.to < move.from;
}

} // namespace

namespace {

Category categorizeOnTree(const Variant& variant, const Position& before, Move move)
{
    const int change = boardWeight(variant, applyMove(variant.rules(), before, move)) - boardWeight(variant, before);
    const int over = variant.board().middle(move.from, move.to);
    if (over < 0) {
        return change < 0 ? Category::ForwardStep : Category::BackwardStep;
    }
    if (change > 0) {
        return Category::BackwardJump;
    }
    if (change == 0) {
        return Category::LevelJump;
    }
    return before.at(over) == before.at(move.from) ? Category::HomoJump : Category::HeteroJump;
}

} // namespace

Category categorize(const Variant& variant, const Position& before, Move move)
{
    if (variant.rules() == RuleSet::Pairs) {
        return Category::PairShift;
    }
    if (variant.isTree()) {
        return categorizeOnTree(variant, before, move);
    }
    const Cell mover = before.at(move.from);
    const std::vector<int> jumped = variant.board().jumpedHoles(move.from, move.to);
    if (frogNumber(mover) > 0) {
        return jumped.empty() ? Category::Step : Category::Jump;
    }
    if (jumped.empty()) {
        return isForward(mover, move) ? Category::ForwardStep : Category::BackwardStep;
    }
    for (const int over : jumped) {
        if (before.at(over) == mover) {
            return Category::HomoJump;
        }
    }
    return isForward(mover, move) ? Category::HeteroJump : Category::BackwardJump;
}

} // namespace leapfrog

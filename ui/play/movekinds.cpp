#include "movekinds.h"

#include "model/rules.h"

#include <vector>

namespace leapfrog::ui {

namespace {

enum class Kind { Slide, Jump, Neither };

Kind kindOf(Category category)
{
    switch (category) {
    case Category::ForwardStep:
    case Category::BackwardStep:
    case Category::Step: return Kind::Slide;
    case Category::HeteroJump:
    case Category::HomoJump:
    case Category::BackwardJump:
    case Category::LevelJump:
    case Category::Jump: return Kind::Jump;
    case Category::PairShift: break;
    }
    return Kind::Neither;
}

} // namespace

std::optional<MoveKinds> countKinds(std::span<const Category> categories)
{
    MoveKinds kinds;
    for (const Category category : categories) {
        switch (kindOf(category)) {
        case Kind::Slide: ++kinds.slides; break;
        case Kind::Jump: ++kinds.jumps; break;
        case Kind::Neither: return std::nullopt;
        }
    }
    return kinds;
}

std::optional<MoveKinds> countKinds(const Variant& variant, const Solution& solution)
{
    std::vector<Category> categories;
    categories.reserve(static_cast<std::size_t>(solution.length()));
    Position position = variant.start();
    for (std::uint64_t i = 0; i < solution.length(); ++i) {
        const Move move = solution.moveAt(i);
        categories.push_back(categorize(variant, position, move));
        applyMoveInPlace(variant.rules(), position, move);
    }
    return countKinds(categories);
}

} // namespace leapfrog::ui

#include "on_path.h"

#include "model/errors.h"
#include "model/rules.h"

#include <algorithm>
#include <limits>

namespace leapfrog {

namespace {

// Progress along a row solution: the blue pegs' holes minus the red pegs'.
// Every move of an optimal classic or strict solution is forward (seed 000
// Lemma 1), so it grows with every move: a position is only compared in
// full where the key matches, and the walk stops once the key has passed.
std::int64_t progress(const Position& position)
{
    std::int64_t key = 0;
    for (int hole = 0; hole < position.size(); ++hole) {
        const Cell cell = position.at(hole);
        key += cell == Cell::Blue ? hole : (cell == Cell::Red ? -hole : 0);
    }
    return key;
}

std::int64_t progressOf(const Position& before, Move move)
{
    const std::int64_t shift = static_cast<std::int64_t>(move.to) - move.from;
    return before.at(move.from) == Cell::Blue ? shift : -shift;
}

// The number of moves after which `solution` stands at `target`, if it does.
// A board of ten billion moves takes a while to walk: the guard may cancel
// or end it (LimitError) like any search.
std::optional<std::uint64_t> stepReaching(const Variant& variant, const Solution& solution, const Position& target,
                                          SearchGuard& guard)
{
    const std::int64_t targetKey = progress(target);
    Position position = variant.start();
    std::int64_t key = progress(position);
    for (std::uint64_t step = 0; key <= targetKey; ++step) {
        if (key == targetKey && position == target) {
            return step;
        }
        if (step == solution.length()) {
            break;
        }
        if (step % (1u << 16) == 0) {
            guard.checkCancel();
            if (guard.outOfTime()) {
                throw LimitError("unknown within the limit: walking the constructed solutions of " + variant.spec()
                                 + " took longer than the time budget");
            }
        }
        const Move move = solution.moveAt(step);
        key += progressOf(position, move);
        applyMoveInPlace(variant.rules(), position, move);
    }
    return std::nullopt;
}

// Compares the tails lexicographically, move by move (-1, 0, 1).
int compareTails(const Solution& a, std::uint64_t fromA, const Solution& b, std::uint64_t fromB)
{
    for (std::uint64_t i = fromA, j = fromB; i < a.length() && j < b.length(); ++i, ++j) {
        const Move x = a.moveAt(i);
        const Move y = b.moveAt(j);
        if (x != y) {
            return x < y ? -1 : 1;
        }
    }
    const std::uint64_t restA = a.length() - fromA;
    const std::uint64_t restB = b.length() - fromB;
    return restA == restB ? 0 : (restA < restB ? -1 : 1);
}

} // namespace

std::optional<OnPathFinishes> OnPathFinishes::find(const Variant& variant, const Position& position,
                                                   const KnownSolutions& known)
{
    const SearchControl unlimited;
    SearchGuard guard(unlimited);
    return find(variant, position, known, guard);
}

std::optional<OnPathFinishes> OnPathFinishes::find(const Variant& variant, const Position& position,
                                                   const KnownSolutions& known, SearchGuard& guard)
{
    const bool row = variant.hasNotation();
    if (!known || !row) {
        return std::nullopt; // the walk needs forward moves (on_path.h)
    }
    OnPathFinishes found;
    for (std::shared_ptr<const Solution>& solution : known(variant)) {
        if (solution->length() > static_cast<std::uint64_t>(std::numeric_limits<int>::max())) {
            return std::nullopt; // distances are ints (classic:46340 at most)
        }
        if (const auto step = stepReaching(variant, *solution, position, guard)) {
            found.distance_ = static_cast<int>(solution->length() - *step);
            found.tails_.push_back({std::move(solution), *step});
        }
    }
    if (found.tails_.empty()) {
        return std::nullopt;
    }
    // Several solutions may pass through the position, with different next
    // moves, and then their tails are distinct finishes, in their own order
    // (the solutions' order is decided by their prefixes); or they meet there
    // and go on alike (the goal, at least), and then they are one finish.
    const auto order = [](const Tail& a, const Tail& b) {
        return compareTails(*a.solution, a.from, *b.solution, b.from);
    };
    std::sort(found.tails_.begin(), found.tails_.end(),
              [&](const Tail& a, const Tail& b) { return order(a, b) < 0; });
    found.tails_.erase(std::unique(found.tails_.begin(), found.tails_.end(),
                                   [&](const Tail& a, const Tail& b) { return order(a, b) == 0; }),
                       found.tails_.end());
    return found;
}

std::vector<Move> OnPathFinishes::best() const
{
    std::vector<Move> moves;
    for (const Tail& tail : tails_) {
        if (tail.from < tail.solution->length()) {
            moves.push_back(tail.solution->moveAt(tail.from));
        }
    }
    std::sort(moves.begin(), moves.end());
    moves.erase(std::unique(moves.begin(), moves.end()), moves.end());
    return moves;
}

std::vector<Move> OnPathFinishes::finish(const BigInt& rank) const
{
    const Tail& tail = tails_[static_cast<std::size_t>(rank.toUint64() - 1)];
    std::vector<Move> moves;
    moves.reserve(static_cast<std::size_t>(tail.solution->length() - tail.from));
    for (std::uint64_t i = tail.from; i < tail.solution->length(); ++i) {
        moves.push_back(tail.solution->moveAt(i));
    }
    return moves;
}

} // namespace leapfrog

#include "state_space.h"

#include "model/errors.h"

#include <algorithm>
#include <string>

namespace leapfrog {

namespace {

MultisetRanking rankingOf(const Variant& variant, bool mergeHolePairs)
{
    const Position& start = variant.start();
    std::array<int, MultisetRanking::kMaxSymbols> counts{};
    for (const Cell cell : allCells()) {
        counts[static_cast<std::size_t>(cell)] = start.count(cell);
    }
    if (mergeHolePairs) {
        counts[0] /= 2;
    }
    return MultisetRanking(counts);
}

} // namespace

StateSpace::StateSpace(const Variant& variant)
    : variant_(variant)
    , holes_(variant.holeCount())
    , mergeHolePairs_(variant.rules() == RuleSet::Pairs && variant.start().count(Cell::Empty) == 2)
{
    if (holes_ > CellArray::kMaxHoles) {
        throw LimitError(variant.spec() + " has " + std::to_string(holes_) + " holes; the search engine numbers "
                         "positions of boards with at most " + std::to_string(CellArray::kMaxHoles) + " holes");
    }
    try {
        ranking_ = rankingOf(variant, mergeHolePairs_);
    } catch (const LimitError&) {
        throw LimitError(variant.spec() + " has too many positions to number in 64 bits");
    }
}

bool StateSpace::representable(const CellArray& cells) const
{
    if (cells.size() != holes_) {
        return false;
    }
    if (!mergeHolePairs_) {
        return true;
    }
    const int first = cells.findEmpty();
    return first >= 0 && first + 1 < holes_ && cells.at(first + 1) == Cell::Empty;
}

std::uint64_t StateSpace::rank(const CellArray& cells) const
{
    std::uint64_t rank = 0;
    std::uint32_t remaining = ranking_.full();
    int width = 1;
    for (int hole = 0; hole < holes_; hole += width) {
        const int symbol = symbolAt(cells, hole, width);
        rank += ranking_.contribution(remaining, symbol);
        remaining = ranking_.after(remaining, symbol);
    }
    return rank;
}

void StateSpace::unrank(std::uint64_t rank, CellArray& cells) const
{
    cells = CellArray(holes_);
    std::uint32_t remaining = ranking_.full();
    for (int hole = 0; hole < holes_;) {
        const int symbol = ranking_.symbolAt(remaining, rank);
        remaining = ranking_.after(remaining, symbol);
        cells.set(hole++, static_cast<Cell>(symbol));
        if (mergeHolePairs_ && symbol == 0) {
            cells.set(hole++, Cell::Empty);
        }
    }
}

void StateSpace::unrank(std::uint64_t rank, Unranked& out) const
{
    out.cells = CellArray(holes_);
    out.remainingAt[0] = ranking_.full();
    out.rankBefore[0] = 0;
    unrankFrom(0, rank, out);
}

void StateSpace::unrankNext(std::uint64_t rank, Unranked& out) const
{
    if (!out.valid) {
        unrank(rank, out);
        return;
    }
    // The ranks sharing the symbols before `hole` with `out` form the range
    // rankBefore[hole] + [0, arrangements of the rest); step back over symbol
    // starts until the new rank falls in that range.
    int hole = holes_;
    while (hole > 0) {
        const std::uint64_t base = out.rankBefore[static_cast<std::size_t>(hole)];
        if (rank >= base && rank - base < ranking_.arrangements(out.remainingAt[static_cast<std::size_t>(hole)])) {
            break;
        }
        const bool pairEnds = mergeHolePairs_ && hole >= 2 && out.cells.at(hole - 1) == Cell::Empty;
        hole -= pairEnds ? 2 : 1;
    }
    unrankFrom(hole, rank, out);
}

void StateSpace::unrankFrom(int hole, std::uint64_t rank, Unranked& out) const
{
    out.rank = rank;
    out.valid = true;
    std::uint32_t remaining = out.remainingAt[static_cast<std::size_t>(hole)];
    std::uint64_t before = out.rankBefore[static_cast<std::size_t>(hole)];
    std::uint64_t rest = rank - before;
    while (hole < holes_) {
        out.remainingAt[static_cast<std::size_t>(hole)] = remaining;
        out.rankBefore[static_cast<std::size_t>(hole)] = before;
        const std::uint64_t restBefore = rest;
        const int symbol = ranking_.symbolAt(remaining, rest);
        before += restBefore - rest;
        remaining = ranking_.after(remaining, symbol);
        out.cells.set(hole++, static_cast<Cell>(symbol));
        if (mergeHolePairs_ && symbol == 0) {
            out.cells.set(hole++, Cell::Empty);
        }
    }
    out.remainingAt[static_cast<std::size_t>(holes_)] = remaining;
    out.rankBefore[static_cast<std::size_t>(holes_)] = before;
}

std::uint64_t StateSpace::rankAfterMove(const Unranked& before, RuleSet rules, Move move) const
{
    const bool pair = rules == RuleSet::Pairs;
    const int span = pair ? 1 : 0;
    const int lo = std::min(move.from, move.to);
    const int hi = std::max(move.from, move.to) + span;
    // The window starts and ends on symbol boundaries, so what it added to
    // the rank before the move is the difference of two stored prefixes;
    // what it adds after is summed symbol by symbol.
    std::uint64_t rank = before.rank - (before.rankBefore[static_cast<std::size_t>(hi + 1)]
                                        - before.rankBefore[static_cast<std::size_t>(lo)]);
    std::uint32_t remaining = before.remainingAt[static_cast<std::size_t>(lo)];
    const auto place = [&](Cell cell) {
        const int symbol = static_cast<int>(cell);
        rank += ranking_.contribution(remaining, symbol);
        remaining = ranking_.after(remaining, symbol);
    };
    const Cell mover = before.cells.at(move.from);
    if (pair && mergeHolePairs_) {
        // The pair and the two holes trade places; what lies between stays.
        const Cell second = before.cells.at(move.from + 1);
        if (move.from < move.to) {
            place(Cell::Empty);
            for (int hole = move.from + 2; hole < move.to; ++hole) {
                place(before.cells.at(hole));
            }
            place(mover);
            place(second);
        } else {
            place(mover);
            place(second);
            for (int hole = move.to + 2; hole < move.from; ++hole) {
                place(before.cells.at(hole));
            }
            place(Cell::Empty);
        }
        return rank;
    }
    for (int hole = lo; hole <= hi; ++hole) {
        if (hole >= move.to && hole <= move.to + span) {
            place(before.cells.at(move.from + (hole - move.to)));
        } else if (hole >= move.from && hole <= move.from + span) {
            place(Cell::Empty);
        } else {
            place(before.cells.at(hole));
        }
    }
    return rank;
}

} // namespace leapfrog

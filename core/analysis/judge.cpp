#include "judge.h"

#include "model/rules.h"
#include "search/engine.h"

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

// Distances from an engine's built table (queries then only read it, so a
// const Judge may be shared across threads). Holding the engine keeps the
// table alive for as long as the Judge, whoever else shares it.
class TableDistances final : public Distances {
public:
    explicit TableDistances(std::shared_ptr<SearchEngine> engine)
        : engine_(std::move(engine))
    {
    }
    std::optional<int> toGoal(const Position& position) const override { return engine_->distance(position); }

private:
    std::shared_ptr<SearchEngine> engine_;
};

} // namespace

namespace {

bool tableFits(std::uint64_t positions, std::uint64_t exactLimit) { return positions > 0 && positions <= exactLimit; }

// The default limit, stretched where no criteria stand in beyond the table.
std::uint64_t limitFor(const Variant& variant, std::uint64_t exactLimit)
{
    const bool beyondThePapers = variant.family() == Family::Row || variant.family() == Family::Dudeney
                                 || variant.family() == Family::Grid;
    return beyondThePapers && exactLimit == Judge::kDefaultExactLimit ? Judge::kBeyondPapersExactLimit : exactLimit;
}

} // namespace

bool Judge::judgesExactly(const Variant& variant, std::uint64_t exactLimit)
{
    return tableFits(SearchEngine(variant, SearchEngine::Strategy::Table).tablePositions(), limitFor(variant, exactLimit));
}

Judge::Judge(Variant variant, std::uint64_t exactLimit)
    : Judge(variant, std::make_shared<SearchEngine>(variant, SearchEngine::Strategy::Table), SearchControl{},
            exactLimit)
{
}

Judge::Judge(Variant variant, std::shared_ptr<SearchEngine> engine, const SearchControl& control,
             std::uint64_t exactLimit)
    : variant_(std::move(variant))
{
    if (engine->variant().spec() != variant_.spec()) {
        throw std::invalid_argument("a Judge of " + variant_.spec() + " given the engine of " + engine->variant().spec());
    }
    if (tableFits(engine->tablePositions(), limitFor(variant_, exactLimit))) {
        engine->buildTable(control);
        distances_ = std::make_shared<TableDistances>(std::move(engine));
        minimum_ = distances_->toGoal(variant_.start());
    } else if (variant_.provenMinimum()) {
        minimum_ = static_cast<int>(*variant_.provenMinimum());
    }
}

Judge::Judge(Variant variant, std::shared_ptr<const Distances> distances)
    : variant_(std::move(variant))
    , distances_(std::move(distances))
    , minimum_(distances_->toGoal(variant_.start()))
{
}

std::vector<Verdict> Judge::judgeLine(std::span<const Move> line) const
{
    return distances_ ? leapfrog::judgeLine(variant_, *distances_, line) : judgeLineWithoutSearch(variant_, line);
}

Verdict Judge::judgeNext(std::span<const Move> line, const Position& before, Move move) const
{
    if (distances_) {
        return judgeMove(variant_, *distances_, minimum_.value_or(-1), static_cast<int>(line.size()), before, move);
    }
    // Without a table the game's optimality comes from its own verdicts.
    const auto earlier = judgeLineWithoutSearch(variant_, line);
    const bool optimal = earlier.empty() || earlier.back().proper
                         || (earlier.back().basis == Basis::Unknown && earlier.back().gameWasOptimal);
    return judgeMoveWithoutSearch(variant_, optimal, before, move);
}

} // namespace leapfrog

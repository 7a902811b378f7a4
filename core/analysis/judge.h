#pragma once
// Judges the moves of a game with the best basis the board allows: exact
// distances from the search engine's dense table where one fits (up to
// kDefaultExactLimit numbered positions: classic:11, pairs:10, built in about
// a second on two cores), Yancey's criteria on the optimal path beyond (see
// verdict.h). The CLI's `check` and the window both judge through this.
#include "distances.h"
#include "search/control.h"
#include "verdict.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <vector>

namespace leapfrog {

class SearchEngine;

class Judge {
public:
    // Builds an exact table when the variant has at most `exactLimit`
    // positions (instant for small boards, about a second at the default).
    explicit Judge(Variant variant, std::uint64_t exactLimit = kDefaultExactLimit);
    // The same, with the table built in (and kept by) `engine`, which other
    // callers may share (the window's hints and solution player use the same
    // table rather than a second copy). The build follows `control`: it
    // throws Cancelled when the control's flag is set, LimitError beyond its
    // memory cap.
    Judge(Variant variant, std::shared_ptr<SearchEngine> engine, const SearchControl& control,
          std::uint64_t exactLimit = kDefaultExactLimit);
    // Judges with the given distances (e.g. the search engine's tables).
    Judge(Variant variant, std::shared_ptr<const Distances> distances);

    static constexpr std::uint64_t kDefaultExactLimit = 20'000'000;
    // On the boards beyond the papers (several holes, long jumps, numbered
    // frogs, the grid, rows of the player's own) no criteria stand in beyond
    // the table, so the default limit stretches to hold grid:2 and
    // classic:12k2 (67.6 million positions each; at most 135 MiB) and
    // dudeney:10 (39.9 million).
    static constexpr std::uint64_t kBeyondPapersExactLimit = 70'000'000;
    // Whether a Judge of `variant` would judge exactly (its table fits
    // `exactLimit`), found without building anything: for size dialogs.
    static bool judgesExactly(const Variant& variant, std::uint64_t exactLimit = kDefaultExactLimit);

    const Variant& variant() const { return variant_; }
    bool isExact() const { return distances_ != nullptr; }
    // The fewest moves for the whole game: proven or searched; nullopt when
    // neither is known (or the goal cannot be reached).
    std::optional<int> minimum() const { return minimum_; }

    std::vector<Verdict> judgeLine(std::span<const Move> line) const;
    // The verdict on `move` after `line` (whose verdicts the caller may have
    // already; they are not recomputed when exact).
    Verdict judgeNext(std::span<const Move> line, const Position& before, Move move) const;

private:
    Variant variant_;
    std::shared_ptr<const Distances> distances_;
    std::optional<int> minimum_;
};

// The number of arrangements of the variant's pegs and holes: a bound on its
// reachable positions, for deciding what fits before building anything.
double arrangementCount(const Variant& variant);

} // namespace leapfrog

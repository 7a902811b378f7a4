#pragma once
// The optimal solutions the solution player offers for a game, and the one to
// show first.
//
//  - From the start, or while the game's line is still on one of the
//    constructions' optimal solutions (classic and strict boards, any size):
//    the variant's optimal solutions, ranked by the constructions, starting
//    with the first one that continues the line.
//  - Otherwise: the optimal finishes from the game's position, found by exact
//    search; each is shown after the game's own line. From the start of a
//    board without a ranking construction these are the variant's solutions.
//  - Beyond search, a pair-shift board whose line follows seed 002's
//    construction gets that one solution; how many others there are and its
//    place among them are then unknown, and the catalog says so.
//
// A catalog is immutable once made and may be used from any thread. Making
// one, and solution() of a search catalog, may take a while: the window does
// both off the GUI thread.
#include "construct/run_word.h"
#include "exact_search.h"
#include "model/bigint.h"
#include "model/solution.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <vector>

namespace leapfrog {

enum class CatalogScope {
    Variant,  // the optimal solutions of the variant, from its start
    Finishes, // the optimal finishes from the position after the game's line
};

enum class CatalogSource {
    Constructions,         // the papers' constructions rank every solution
    Search,                // exact search
    PairShiftConstruction, // seed 002's construction alone: count and rank unknown
};

struct WatchedSolution {
    std::shared_ptr<const Solution> moves; // the whole line from the variant's start
    std::optional<BigInt> rank;            // its place in the catalog; nullopt: unknown
};

class SolutionCatalog {
public:
    // Throws LimitError when neither a construction nor search can offer a
    // solution (search within `control`'s limits), Cancelled.
    static SolutionCatalog fromStart(std::shared_ptr<const ExactSearch> search, const SearchControl& control = {});
    // `line`: the game's legal moves from the start.
    static SolutionCatalog continuing(std::shared_ptr<const ExactSearch> search, std::vector<Move> line,
                                      const SearchControl& control = {});
    // Whether continuing() keeps counting every optimal solution of the
    // variant while a line stays on one (the constructions rank them), so
    // that the window can say what its count counts without the constructions.
    static bool countsEverySolutionWhileOptimal(const Variant& variant);

    const Variant& variant() const { return search_->variant(); }
    CatalogScope scope() const { return scope_; }
    CatalogSource source() const { return source_; }
    // The moves every solution of a Finishes catalog begins with (the game's
    // line); empty for the Variant scope.
    std::span<const Move> keptLine() const { return kept_; }
    // Where watching starts: after the game's line when continuing it, else 0.
    std::uint64_t startMove() const { return startMove_; }
    // How many solutions there are to choose from; nullopt when unknown; 0
    // when the goal cannot be reached from the game's position.
    const std::optional<BigInt>& count() const { return count_; }
    // The rank to show first (the first that continues the game's line);
    // nullopt when there is none or it is unknown.
    const std::optional<BigInt>& initialRank() const { return initialRank_; }
    // Whether solution() answers at once (constructions) or searches.
    bool isInstant() const { return source_ != CatalogSource::Search; }

    // The solution of this rank (for the pair-shift construction, its one
    // solution whatever the rank). Throws InputError for a rank outside 1 to
    // count(), LimitError when search cannot answer, Cancelled.
    WatchedSolution solution(const std::optional<BigInt>& rank, const SearchControl& control = {}) const;
    // The notation word of solution(rank) as the constructions spell it, in
    // O(runs) rather than one letter a move (classic:10000's hundred million
    // letters are 40,000 runs); nullopt where no construction spells it.
    std::optional<RunWord> word(const std::optional<BigInt>& rank) const;

    // Labels (seed 001's integers in L(n)) for the one-peg family.
    bool hasLabels() const;
    BigInt labelOf(const BigInt& rank) const;
    // Throws InputError when `label` is not in L(n).
    BigInt rankOfLabel(const BigInt& label) const;

private:
    explicit SolutionCatalog(std::shared_ptr<const ExactSearch> search);
    static SolutionCatalog bySearch(std::shared_ptr<const ExactSearch> search, std::vector<Move> line,
                                    const SearchControl& control);

    std::shared_ptr<const ExactSearch> search_;
    CatalogScope scope_ = CatalogScope::Variant;
    CatalogSource source_ = CatalogSource::Constructions;
    std::vector<Move> kept_;
    Position from_; // the position the finishes start from (Search)
    std::uint64_t startMove_ = 0;
    std::optional<BigInt> count_;
    std::optional<BigInt> initialRank_;
    std::shared_ptr<const Solution> first_; // the first finish, found while counting (Search)
};

} // namespace leapfrog

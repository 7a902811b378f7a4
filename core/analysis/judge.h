#pragma once
// The one door for verdicts (verdict.h): the window and the CLI's `check`
// both judge through a Judge, in two ways only.
//
//  judge()   the verdicts on a line of moves, at once, with the best basis
//            the board allows without a long search: exact distances from
//            the search engine's dense table where one fits (up to
//            kDefaultExactLimit numbered positions: classic:11, pairs:10,
//            built in about a second on two cores, or a table of any size
//            the engine's store keeps (search/table_store.h: y:7's, once
//            `leapfrog-cli stats y:7` built it)); beyond it Yancey's
//            criteria while the game is optimal, "unknown" after a slip
//            (and on boards without criteria).
//  refine()  beyond the table, the same verdicts made exact by the search
//            engine within a budget for the whole line: on the constructed
//            solutions at once, off them by the layered search (a few slips
//            on classic:12-18 take milliseconds). Where the search does not
//            finish in time, the verdict stays what judge() said, so a
//            verdict is never a guess. Not for the GUI thread.
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

// Where a line of play has got to: what judging the moves after it needs.
struct LineEnd {
    Position position; // after the line
    int movesMade = 0;  // the line's length
    // Every move of the line proper (used where there is no table); nullopt
    // when a move could not be judged, so whether the game is still optimal
    // is unknown.
    std::optional<bool> optimal = true;
};

// The end of a line that reached `position` with `verdicts` on its moves
// (from a Judge): a game judged move by move passes this to judge(), so that
// a move costs one judgement, not a replay of the line.
LineEnd lineEnd(const Position& position, std::span<const Verdict> verdicts);

// Which verdicts refine() asks the search engine about.
enum class Refine {
    Doubtful, // those the search can change: after a slip (best from here
              // unknown) and an improper move's cost (the window)
    All,      // every verdict not yet exact, each then saying it was searched
              // (leapfrog-cli check)
};

class Judge {
public:
    // Builds an exact table when the variant has at most `exactLimit`
    // positions (instant for small boards, about a second at the default).
    explicit Judge(Variant variant, std::uint64_t exactLimit = kDefaultExactLimit);
    // The same, with the table built in (and kept by) `engine`, which other
    // callers may share (the window's hints and solution player use the same
    // table rather than a second copy), and which refine() searches. The
    // build follows `control`: it throws Cancelled when the control's flag
    // is set, LimitError beyond its memory cap.
    Judge(Variant variant, std::shared_ptr<SearchEngine> engine, const SearchControl& control,
          std::uint64_t exactLimit = kDefaultExactLimit);
    // Judges with the given distances (e.g. a plain exhaustive table).
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
    // Whether refine() can help a default Judge of `variant`: it has no
    // table, and the engine numbers its positions and has a lower bound to
    // steer by. Found without building anything.
    static bool refinesBySearch(const Variant& variant);

    const Variant& variant() const { return variant_; }
    bool isExact() const { return distances_ != nullptr; }
    // Whether refine() can make this judge's verdicts exact.
    bool refinable() const { return refinable_; }
    // The fewest moves for the whole game: proven or searched; nullopt when
    // neither is known (or the goal cannot be reached).
    std::optional<int> minimum() const { return minimum_; }
    // The start of a game: no move made yet.
    LineEnd start() const { return {variant_.start(), 0, true}; }

    // The verdicts on `moves` played in order from `from` (the start of the
    // game unless given), stopping after the first illegal move (then the
    // last verdict).
    std::vector<Verdict> judge(std::span<const Move> moves) const { return judge(moves, start()); }
    std::vector<Verdict> judge(std::span<const Move> moves, const LineEnd& from) const;

    // `verdicts` on `line` (moves from the start, as judge() gave them) with
    // those `which` names, from verdict `from` on, made exact by the search
    // engine where it finds them within `control`'s budget, shared by the
    // whole line (a window refines each new move once: the earlier verdicts
    // are taken as they are). A verdict the search cannot reach in time
    // stays as judge() would give it after the refined ones. Unchanged when
    // the judge is not refinable(). Throws Cancelled.
    std::vector<Verdict> refine(std::span<const Move> line, std::vector<Verdict> verdicts, Refine which,
                                const SearchControl& control, std::size_t from = 0) const;

private:
    Variant variant_;
    std::shared_ptr<SearchEngine> engine_;        // where there is one: refine() searches it
    std::shared_ptr<const Distances> distances_; // exact, where a table fits
    std::optional<int> minimum_;
    bool refinable_ = false;
};

// The number of arrangements of the variant's pegs and holes: a bound on its
// reachable positions, for deciding what fits before building anything.
double arrangementCount(const Variant& variant);

} // namespace leapfrog

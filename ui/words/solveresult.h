#pragma once
// A game brought to the goal, and how it stands against the best so far:
// the values the record book keeps (play/recordbook.h) and the words speak
// of (recordtexts.h). Here, on the words' floor, so that the sentences about
// records need no record book. Qt Core only.
#include <QDateTime>

#include <optional>
#include <string>

namespace leapfrog::ui {

// One game brought to the goal.
struct SolveResult {
    std::string spec;           // the variant, as Variant::spec() spells it
    int moves = 0;              // moves made at the goal
    std::optional<int> minimum; // the fewest possible, where known when solved
    int hints = 0;              // hints shown in the game (taken back or not)
    bool solutionShown = false;
    QDateTime when;                      // when it was solved (UTC)
    std::optional<qint64> milliseconds; // from the first move to the goal, where known
    // The game's slides (steps into the next hole) and jumps, where known: a
    // book written before they were kept has neither, and a pair-shift game
    // has no slides or jumps at all.
    std::optional<int> slides;
    std::optional<int> jumps;

    bool optimal() const { return minimum && moves <= *minimum; }
    // Neither a hint nor a shown solution.
    bool clean() const { return hints == 0 && !solutionShown; }
};

// Whether `a` beats `b`: a clean result beats an assisted one (hints beat a
// shown solution), then fewer moves, then less time (a known time beats none).
bool beats(const SolveResult& a, const SolveResult& b);
// Whether `a` is as good as `b` but for the time: as much help, as many moves.
bool sameStanding(const SolveResult& a, const SolveResult& b);

// How a result stands against the book's best of its spec.
enum class RecordStanding {
    First,     // the first result of this spec
    Better,    // less help or fewer moves than the best so far, which it replaces
    Faster,    // as good as the best so far but quicker: it replaces it, but is no new record
    NotBetter, // the best so far stays
};

} // namespace leapfrog::ui

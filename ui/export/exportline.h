#pragma once
// What is exported (a PDF strip, a picture, an animation, text on the
// clipboard): a line of play from a start, with its title. The window makes
// one from its game or from the solution it shows; the CLI from a spec.
#include "model/errors.h"
#include "model/move.h"
#include "model/position.h"
#include "model/variant.h"
#include "search/control.h"

#include <QString>

#include <cstdint>
#include <vector>

namespace leapfrog::ui {

struct ExportLine {
    Variant variant;         // the board, rules and goal (a game ID's variant for a game started elsewhere)
    Position start;          // the line starts here
    std::vector<Move> moves; // the line
    QString title;           // e.g. "classic:3, optimal solution 1 of 2" or "My game on classic:3 (17 moves)"
    // Whether the line is a solver's optimal solution from the variant's
    // start: every move is then best, whatever the judge can tell on a board
    // beyond its tables.
    bool optimal = false;
};

// The variant has no solution at all: the goal cannot be reached (the CLI
// answers it with exit 1, a negative answer, not bad input).
class NoSolution : public InputError {
public:
    using InputError::InputError;
};

// The longest line an export holds: a strip of 100,000 boards is already
// thousands of pages, and a GIF of as many frames no slide shows.
inline constexpr std::size_t kMaxExportMoves = 100'000;

// The K-th (1-based) optimal solution, as `leapfrog-cli solve --solution K`
// numbers them (catalog/solve.h). Throws NoSolution (an InputError) when the
// goal cannot be reached, InputError for K beyond the count or a solution
// longer than kMaxExportMoves, LimitError beyond the solver's limits,
// Cancelled when the control's flag is set.
ExportLine solutionLine(const Variant& variant, std::uint64_t k, const SearchControl& control);
// A game's own moves (the window passes its game model's line). Throws
// InputError naming the first illegal move (1-based) and why, or a line
// longer than kMaxExportMoves.
ExportLine gameLine(const Variant& variant, const Position& start, std::vector<Move> moves, QString title);

// The positions of the line: the start, then the one after each move.
std::vector<Position> linePositions(const ExportLine& line);
// Yancey's letter of each move ('?' for a move outside the four proper
// kinds); empty when the variant has no notation.
std::vector<char> lineLetters(const ExportLine& line);
// The whole notation word, when the variant has one and every move has a
// letter; empty otherwise.
QString lineWord(const ExportLine& line);

// Copy as text: variant spec (game ID if started elsewhere), start position,
// final position, the numbered move list (1-based "3-4") with each move's
// letter, and the notation word where the variant has one.
QString lineAsText(const ExportLine& line);

} // namespace leapfrog::ui

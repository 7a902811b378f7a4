#pragma once
// What the window says of the board's analysis (the panel's note on how
// moves are judged) and why help is refused (a solved or stuck game, a
// board that cannot be solved). Pure functions of the facts they depend on,
// translated in the contexts GameModel and Solvability, where they were first said.
#include <QString>

namespace leapfrog::ui {

// How far the analysis of a board has got, and what judges its moves.
struct AnalysisFacts {
    enum class Stage { Pending, Exact, Partial };
    Stage stage = Stage::Pending;
    bool judged = false;          // a judge exists (Partial without one: the analysis failed)
    bool solvable = false;        // Exact: the judge knows a minimum
    QString error;                // why there is no judge, when it failed
    bool refinable = false;       // exact search refines verdicts in the background
    bool notation = false;        // Yancey's notation (and criteria) apply
    bool constructed = false;     // the papers' construction gives a solution from the start
};

// The panel's note on how moves are judged on this board.
QString analysisNote(const AnalysisFacts& facts);

// Help refused on a solved game, or where no peg can move.
QString solvedNothingToShowText();
QString stuckUndoFirstText();

// The sentence for a board whose goal cannot be reached from its start.
QString unsolvableSentence();

} // namespace leapfrog::ui

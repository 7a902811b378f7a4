#pragma once
// What the window says while it finds, shows and explains a hint, and the
// coach's one line: the status bar's sentences and the hint card's heading.
// Pure functions of what the sentence names (a described move, a reason),
// translated in the context PlayController, where they were first said.
#include <QString>

namespace leapfrog::ui {

// The search for a hint stopped at its budget: the panel offers to go on.
QString hintOutOfTimeText();
// The search for a hint failed; `why` is the engine's words, made a sentence.
QString hintFailedText(const QString& why);
// Exact search has started in the background.
QString hintSearchingText();
// The search proved the goal cannot be reached from this position.
QString hintUnreachableText();
// The status bar's hint: "Hint: move <described>. Press H again to make it."
// (Enter makes it too, but only where the board has the keyboard: the
// status bar says what works wherever the focus is.)
QString hintStatusText(const QString& described);
// The hint card's heading: "Hint: <described>".
QString hintHeading(const QString& described);
// Why the hinted move is best when only the search (not the judge) knows it.
QString hintFromSearchReason();
// The hint card's words on a hinted move that takes the last move back:
// Undo does it without counting a move; `backToFewest`: the last move was
// the game's first slip, so after Undo the game can end in the fewest moves.
QString hintUndoesText(bool backToFewest);
// Added to the words on a hinted move when taking the last move back leaves
// as few moves to the goal (the hint prefers a forward move): Undo does
// better, for it counts no move (two fewer in all than the hinted move and
// the move back); `backToFewest` as above.
QString hintUndoDoesBetterText(bool backToFewest);
// Hint asked for on a solved game.
QString alreadySolvedText();
// The coach's line over a mistake: "Coach: <warning>".
QString coachLine(const QString& warning);

} // namespace leapfrog::ui

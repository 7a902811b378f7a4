#pragma once
// The sentences the window says about a game: names of boards, the result of
// a finished game, descriptions of moves. Pure functions of core values, so
// the wording is tested without widgets.
#include "analysis/verdict.h"
#include "model/game.h"
#include "model/variant.h"

#include <QDate>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace leapfrog::ui {

// "Classic, 3 a side", "Strict rules, 12 blue and 4 red", "Pair shift, 5 of each".
QString variantTitle(const Variant& variant);

// What to do on this board, in a sentence, for a player who has not moved yet.
QString goalSentence(const Variant& variant);

struct Outcome {
    QString title;  // "Solved in 15 moves: optimal"
    QString detail; // one sentence more
    bool ownSolve = false; // solved without a shown solution or hints
    bool optimal = false;
};

// What a won game says. `minimum` is the fewest moves, where known;
// `hintsShown` the hints shown in this attempt, played or not (a hinted move
// of the line is one shown, whatever this says).
Outcome outcomeOf(const Game& game, std::optional<int> minimum, bool solutionShown, int hintsShown = 0);

// "the blue peg in hole 3 to hole 4", "the pair in holes 2 and 3 to holes 9 and 10".
QString describeMove(const Position& before, const Position& after);

// A position's text short enough for a side panel: as it is when short, in
// runs (`R×100 _ B×100`) when those are short, else elided in the middle.
QString compactPosition(const Position& position);

// What the panel's line under the title names, for its tooltip: the board's
// game ID, and the goal's letters read one by one ("B a blue peg, R a red
// peg, _ an empty hole"), each letter the goal has and no other.
QString headerLegend(const Variant& variant);

// The coach's one line before an improper move: "2-4 would be improper: a
// jump over a peg of the same colour that leaves the improper board
// *S*BB*R*; it would cost 1 move." (its reasons and cost are the verdict's).
QString coachWarning(const Verdict& verdict);

// What a board's verdicts will rest on, said before it is built (the size
// dialogs): the Judge's own tests (judgesExactly, refinesBySearch), so the
// sentence is true for every family, pair-shift boards too.
QString verdictBasisText(const Variant& variant);

// A count as the locale writes it: "1,002,000" (every number the window shows
// goes through here, so a million-move board reads the same everywhere).
QString countText(std::uint64_t count);

// `text` as a sentence on screen: a capital first letter and a full stop (or
// its own ! ? …) at the end. The core's sentences are lower-case fragments.
QString asSentence(const QString& text);

// A menu entry's words as read: no '&', no trailing "...".
QString plainMenuText(QString text);

// Why a move has no letter in Yancey's notation (true of every such move:
// the notation names forward steps and forward jumps over the other colour only).
QString noLetterReason();
// Under a "click a peg" sentence: the same with the keyboard (the board's keys).
QString keyboardPlaySentence();

// The title of a daily challenge, a game ID of `variant`'s board set as the
// daily challenge of `date`: "Daily challenge of 28/11/2026: Classic, 3 a side".
QString dailyChallengeTitle(const Variant& variant, QDate date);
// A won daily challenge's message title: "Daily challenge: " and `title`.
QString dailyWinTitle(const QString& title);

// "hole 4", "holes 2 and 3", "holes 1, 4 and 5" (1-based).
QString holesText(const std::vector<int>& holes);

} // namespace leapfrog::ui

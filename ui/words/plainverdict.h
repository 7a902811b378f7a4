#pragma once
// A verdict in two voices (issue 30). The player's: what the move did, what
// it costs and what would have been better, in plain words with no term of
// the papers. The scholar's, one click away ("Why?" in the verdict card):
// the judge's reason (reasontext.h), what the marks on the board and the
// terms in it mean, and where the reason comes from. Both say only what the
// verdict claims, so they are as true as the judge.
#include "analysis/verdict.h"
#include "verdictwords.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace leapfrog::ui {

// The player's sentences on `verdict`, `better` being the moves that would
// have kept the shortest finish instead (GameModel::bestMovesBefore; empty
// where unknown or not asked): "This jump takes a peg over a peg of its own
// colour. It costs 2 moves. A better move here: 5-3."
QString plainVerdict(const Verdict& verdict, const std::vector<Move>& better);
// The same for the ear (the screen reader's announcement): the better moves
// already named in words (`betterNames`: "the blue peg in hole 5 to hole
// 3") where the card uses the board's notation, and a jam told by its holes
// ("a jam in holes 2, 3 and 4") where the card points at the yellow tags.
QString spokenVerdict(const Verdict& verdict, const QStringList& betterNames);

// The scholar's reason with its glossary and source, as one paragraph of
// sentences (plain text).
QString verdictWhy(const Verdict& verdict);
// Where Why?'s reason comes from, for a mathematician: the paper, its
// section and lemma, after plain words that say what they are; or the
// exact search. Empty: no source to name. Shown apart, in small type.
QString verdictSource(const Verdict& verdict);
// The source line's tooltip: what the paper is, and that play needs none of it.
QString verdictSourceTip();

// "5-3", "5-3 or 2-4": moves as the board names them.
QString movesText(const std::vector<Move>& moves);

} // namespace leapfrog::ui

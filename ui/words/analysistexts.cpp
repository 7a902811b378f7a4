#include "analysistexts.h"

#include <QCoreApplication>

namespace leapfrog::ui {

namespace {

// The context its words are translated in (lupdate reads AnalysisText::tr): the
// class that said them first, so the finished translations stay.
struct AnalysisText {
    Q_DECLARE_TR_FUNCTIONS(leapfrog::ui::GameModel)
};

// Partial analysis: which of the weaker ways judges the moves.
QString partialNote(const AnalysisFacts& facts)
{
    if (!facts.judged) {
        return AnalysisText::tr("Verdicts are unavailable: %1. Only each move's kind is shown.").arg(facts.error);
    }
    if (facts.refinable) {
        return facts.notation
                   ? AnalysisText::tr("This board is too large for a table of verdicts: moves are judged by Yancey's criteria while "
                                      "the game is optimal; after a slip, exact search judges each move in the background.")
                   : AnalysisText::tr("This board is too large for a table of verdicts: exact search judges each move in the "
                                      "background.");
    }
    if (facts.notation) {
        return AnalysisText::tr("This board is too large for exact verdicts: moves are judged by Yancey's criteria while the game "
                                "is optimal; after a slip, only each move's kind is shown.");
    }
    if (facts.constructed) {
        return AnalysisText::tr("Verdicts are unavailable for this size: only each move's kind is shown. Hint and Play solution "
                                "ask exact search, and beyond its reach follow the papers' construction.");
    }
    return AnalysisText::tr("Verdicts are unavailable for this size: only each move's kind is shown.");
}

} // namespace

QString analysisNote(const AnalysisFacts& facts)
{
    switch (facts.stage) {
    case AnalysisFacts::Stage::Pending:
        return AnalysisText::tr("Analysing the board…");
    case AnalysisFacts::Stage::Exact:
        return facts.solvable ? AnalysisText::tr("Every move is judged exactly.")
                              : AnalysisText::tr("No sequence of moves reaches the goal on this board: try another size.");
    case AnalysisFacts::Stage::Partial:
        break;
    }
    return partialNote(facts);
}

QString solvedNothingToShowText() { return AnalysisText::tr("The game is solved: there is nothing left to show."); }

QString stuckUndoFirstText() { return AnalysisText::tr("No peg can move: undo a move first."); }

QString unsolvableSentence()
{
    return QCoreApplication::translate("Solvability",
                                       "No sequence of moves reaches the goal on this board, so there is no hint "
                                       "and no solution to show. Try another size.");
}

} // namespace leapfrog::ui

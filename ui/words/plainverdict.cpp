#include "plainverdict.h"

#include "reasontext.h"
#include "texts.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>

namespace leapfrog::ui {

namespace {

// The context its words are translated in (lupdate reads PlainVerdictText::tr).
struct PlainVerdictText {
    Q_DECLARE_TR_FUNCTIONS(PlainVerdict)
};

bool onTree(const Verdict& verdict)
{
    return std::ranges::any_of(verdict.clauses, [](const Clause& clause) {
        const auto* kind = std::get_if<clause::Kind>(&clause);
        return kind != nullptr && kind->meaning == KindMeaning::Tree;
    });
}

bool hasClause(const Verdict& verdict, auto pick)
{
    return std::ranges::any_of(verdict.clauses, [&](const Clause& clause) { return pick(clause); });
}

// Who takes the verdict in: a player looking at the card beside the board's
// marks, or one hearing it, who has no yellow tags to look at.
enum class Reader { Eyes, Ears };

// What a mistaken move did, where the judge names a reason a player can see;
// empty where the reason is the search's count alone.
QString whatHappened(const Verdict& verdict, Reader reader)
{
    switch (verdict.category) {
    case Category::HomoJump: return PlainVerdictText::tr("This jump takes a peg over a peg of its own colour.");
    case Category::BackwardStep:
    case Category::BackwardJump:
        return PlainVerdictText::tr("This move goes backward: it takes a peg further from where its colour must end.");
    case Category::LevelJump:
        return PlainVerdictText::tr("This jump brings the pegs, all told, no nearer to where they must end.");
    default: break;
    }
    if (!verdict.pattern.empty() && reader == Reader::Ears && !verdict.holes.empty()) {
        std::vector<int> holes(verdict.holes.begin(), verdict.holes.end());
        std::sort(holes.begin(), holes.end());
        return PlainVerdictText::tr("It leaves a jam in %1: from here every finish needs a move back or a jump over "
                                    "a peg of the same colour.")
            .arg(holesText(holes));
    }
    if (!verdict.pattern.empty()) {
        return PlainVerdictText::tr("It leaves the pegs jammed (the yellow tags on the board): from here every finish "
                                    "needs a move back or a jump over a peg of the same colour.");
    }
    return {};
}

QString plainCostWords(const Verdict& verdict, Flag flag)
{
    switch (flag) {
    case Flag::Proper: return PlainVerdictText::tr("A good move: you can still finish in the fewest moves.");
    case Flag::BestFromHere: return PlainVerdictText::tr("The best move from here: no other move leaves fewer moves to the goal.");
    case Flag::Improper:
    case Flag::Costly:
        if (!verdict.cost) {
            return PlainVerdictText::tr("After it the goal can no longer be reached.");
        }
        return flag == Flag::Improper
                   ? PlainVerdictText::tr("It costs %Ln move(s): the game can no longer end in the fewest moves.",
                                          nullptr, *verdict.cost)
                   : PlainVerdictText::tr("It costs %Ln move(s) more than the best move here.", nullptr, *verdict.cost);
    case Flag::Unjudged: break;
    }
    return {};
}

// "A", "A or B", "A, B or C".
QString alternatives(QStringList names)
{
    if (names.size() < 2) {
        return names.join(QString());
    }
    const QString last = names.takeLast();
    return PlainVerdictText::tr("%1 or %2", "moves to choose from").arg(names.join(QStringLiteral(", ")), last);
}

QStringList notationNames(const std::vector<Move>& moves)
{
    QStringList names;
    for (const Move move : moves) {
        names << QString::fromStdString(moveText(move));
    }
    return names;
}

// The player's sentences, for `reader`, with the better moves named.
QString plainSentences(const Verdict& verdict, const QStringList& betterNames, Reader reader)
{
    const Flag flag = flagOf(&verdict);
    if (flag == Flag::Unjudged) {
        return reasonText(verdict); // illegal, or what the judge cannot tell: already plain
    }
    QStringList sentences;
    if (isMistake(flag)) {
        sentences << whatHappened(verdict, reader);
    }
    sentences << plainCostWords(verdict, flag);
    if (isMistake(flag) && !betterNames.empty()) {
        // Said of the board before the mistake, which the card does not
        // show: the better move is no move of the board on screen. The
        // move made and the better ones in clauses of their own, so that
        // no reader takes the move made for one of a list of better moves.
        const QString made = QString::fromStdString(moveText(verdict.move));
        sentences << PlainVerdictText::tr("You played %1; %2 would have kept the shortest finish.",
                                          "the move made; the better moves, any one of them")
                         .arg(made, alternatives(betterNames));
    }
    sentences.removeAll(QString());
    return sentences.join(QLatin1Char(' '));
}

} // namespace

QString movesText(const std::vector<Move>& moves) { return alternatives(notationNames(moves)); }

QString plainVerdict(const Verdict& verdict, const std::vector<Move>& better)
{
    return plainSentences(verdict, notationNames(better), Reader::Eyes);
}

QString spokenVerdict(const Verdict& verdict, const QStringList& betterNames)
{
    return plainSentences(verdict, betterNames, Reader::Ears);
}

QString verdictWhy(const Verdict& verdict)
{
    QStringList sentences{reasonText(verdict)};
    // The tags are on the board only under a mistake's card (as the play
    // controller marks them): under a good move, a hint or a best move
    // after a slip the board the move would leave is not on screen, and
    // its pattern explains nothing about the move.
    const bool tagged = !verdict.pattern.empty() && isMistake(flagOf(&verdict));
    if (tagged) {
        sentences << PlainVerdictText::tr("The yellow tags mark the pegs and the empty hole of the improper board the "
                                          "move leaves, %1 (%2).")
                         .arg(patternText(verdict.pattern), patternLegend());
        // The paper's term, said plainly where it is read.
        sentences << PlainVerdictText::tr("An improper board forces, later, a backward move or a jump over a peg of "
                                          "the same colour.");
    }
    if (onTree(verdict)) {
        sentences << PlainVerdictText::tr("A board's weight is the least total distance its pegs must still travel "
                                          "to their goal holes.");
    }
    if (hasClause(verdict, [](const Clause& clause) { return std::holds_alternative<clause::Phase>(clause); })) {
        sentences << PlainVerdictText::tr("The Bradley-Thomas construction is a published recipe for a shortest "
                                          "solution.");
    }
    if (citesSearch(verdict)) {
        sentences << PlainVerdictText::tr("Source: Leapfrog's own exact search, not a paper.");
    } else if (const QString source = sourceText(verdict); !source.isEmpty()) {
        sentences << PlainVerdictText::tr("Source: %1, a published proof.").arg(source);
    }
    return sentences.join(QLatin1Char(' '));
}

} // namespace leapfrog::ui

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

// The move's own fault, where its kind is one; empty otherwise.
QString kindFault(Category category)
{
    switch (category) {
    case Category::HomoJump: return PlainVerdictText::tr("This jump takes a peg over a peg of its own colour.");
    case Category::BackwardStep:
    case Category::BackwardJump:
        return PlainVerdictText::tr("This move goes backward: it takes a peg further from where its colour must end.");
    case Category::LevelJump:
        return PlainVerdictText::tr("This jump brings the pegs, all told, no nearer to where they must end.");
    default: return {};
    }
}

// What a mistaken move did, where the judge names a reason a player can see;
// empty where the reason is the search's count alone.
QString whatHappened(const Verdict& verdict, Reader reader)
{
    if (const QString fault = kindFault(verdict.category); !fault.isEmpty()) {
        // The tags on the board are said too: a jump over its own colour
        // that also jams the pegs (3-4, 1-3) shows them, on holes 1, 2, 3
        // and 5, and a card silent on them left hole 4 looking missed.
        if (!verdict.pattern.empty() && reader == Reader::Eyes) {
            return fault + QLatin1Char(' ')
                   + PlainVerdictText::tr("It also leaves the pegs jammed: the yellow tags on the board mark the empty "
                                          "hole and the pegs that jam, and an untagged hole between them may hold "
                                          "anything.");
        }
        return fault;
    }
    if (!verdict.pattern.empty() && reader == Reader::Ears && !verdict.holes.empty()) {
        std::vector<int> holes(verdict.holes.begin(), verdict.holes.end());
        std::sort(holes.begin(), holes.end());
        return PlainVerdictText::tr("It leaves a jam in %1: from here every finish needs a move back or a jump over "
                                    "a peg of the same colour.")
            .arg(holesText(holes));
    }
    // What the tags mark, so that a hole left untagged between two tags
    // (hole 4 under the tags of 1, 2, 3 and 5) reads as meant, not missed.
    if (!verdict.pattern.empty()) {
        return PlainVerdictText::tr("It leaves the pegs jammed: the yellow tags on the board mark the empty hole and "
                                    "the pegs that jam, and an untagged hole between them may hold anything. From here "
                                    "every finish needs a move back or a jump over a peg of the same colour.");
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
        // After the game's first slip the shortest finish was gone already:
        // the better moves keep the best finish still possible (the fifth
        // newcomer read "kept the shortest finish" after a second slip).
        const QString made = QString::fromStdString(moveText(verdict.move));
        sentences << (verdict.gameWasOptimal
                          ? PlainVerdictText::tr("You played %1; %2 would have kept the shortest finish.",
                                                 "the move made; the better moves, any one of them")
                          : PlainVerdictText::tr("You played %1; %2 would have kept the best finish still possible.",
                                                 "the move made; the better moves, any one of them"))
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
        sentences << PlainVerdictText::tr("The yellow tags mark the empty hole and the pegs of the improper board the "
                                          "move leaves, %1 (%2): a hole between two tags is left untagged because it "
                                          "stands in a * run, whatever it holds.")
                         .arg(patternText(verdict.pattern), patternLegend());
        // The paper's term, said plainly where it is read.
        sentences << PlainVerdictText::tr("An improper board forces, later, a backward move or a jump over a peg of "
                                          "the same colour.");
    }
    if (onTree(verdict)) {
        sentences << PlainVerdictText::tr("A board's weight is the least total distance its pegs must still travel "
                                          "to their goal holes.");
    }
    return sentences.join(QLatin1Char(' '));
}

// The reference for a mathematician, led by plain words that say what it is
// (a player reads "Proved in a published paper" and may stop there).
QString verdictSource(const Verdict& verdict)
{
    if (citesSearch(verdict)) {
        return PlainVerdictText::tr("Worked out by Leapfrog's own exact search, not taken from a paper.");
    }
    if (const QString source = sourceText(verdict); !source.isEmpty()) {
        return PlainVerdictText::tr("Proved in a published paper: %1.").arg(source);
    }
    return {};
}

QString verdictSourceTip()
{
    return PlainVerdictText::tr("The paper is M. Yancey's \"In Response to Peg Jumping for Fun and Profit\"; its "
                                "section and lemma say where a mathematician finds the proof. You need not read it to "
                                "play.");
}

} // namespace leapfrog::ui

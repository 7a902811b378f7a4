#include "texts.h"

#include "gameid.h"
#include "reasontext.h"

#include "analysis/judge.h"
#include "families/families.h"
#include "movedpegs.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

#include <algorithm>
#include <QLocale>

namespace leapfrog::ui {

namespace {

// The context its words are translated in (lupdate reads TextsText::tr).
struct TextsText {
    Q_DECLARE_TR_FUNCTIONS(Texts)
};

// A whole phrase for each colour, so that each language puts the colour where
// its grammar wants it ("der blaue Stift", "le pion bleu").
QString pegMovePhrase(Cell cell, const QString& from, const QString& to)
{
    switch (cell) {
    case Cell::Blue: return TextsText::tr("the blue peg in %1 to %2").arg(from, to);
    case Cell::Red: return TextsText::tr("the red peg in %1 to %2").arg(from, to);
    case Cell::Yellow: return TextsText::tr("the yellow peg in %1 to %2").arg(from, to);
    case Cell::Empty: break;
    }
    return {};
}

int countOrigin(const Game& game, Origin origin)
{
    const auto history = game.history();
    const int line = game.movesMade();
    int count = 0;
    for (int i = game.cursor() - line; i < game.cursor(); ++i) {
        count += history[static_cast<std::size_t>(i)].origin == origin ? 1 : 0;
    }
    return count;
}

// How a challenge's moves stand to its par: "par", "2 over par".
QString parText(const Game& game, std::optional<int> par)
{
    if (!par) {
        return TextsText::tr("par unknown");
    }
    const int over = game.movesMade() - *par;
    return over <= 0 ? TextsText::tr("par") : TextsText::tr("%1 over par").arg(countText(static_cast<std::uint64_t>(over)));
}

// The help a won game took: the shown solution's moves, the hints (shown,
// played or not), the solution seen. Title and sentence name the same help.
struct HelpTaken {
    int solutionMoves = 0;
    int hints = 0;
    bool solutionShown = false;
};

// German and French decline the moves after "in" (dative: "in 15 Zügen"),
// so the count is the title's own plural, not a phrase put into it.
QString helpedTitle(const Game& game, std::optional<int> minimum, const HelpTaken& help)
{
    const int made = game.movesMade();
    const QString hints = TextsText::tr("%Ln hint(s)", nullptr, help.hints);
    if (help.solutionMoves > 0) {
        return help.hints > 0 ? TextsText::tr("Solved in %Ln move(s) with the shown solution and %1", nullptr, made).arg(hints)
                              : TextsText::tr("Solved in %Ln move(s) with the shown solution", nullptr, made);
    }
    if (help.hints > 0) {
        QString title = help.solutionShown
                            ? TextsText::tr("Solved in %Ln move(s) with %1, after seeing the solution", nullptr, made).arg(hints)
                            : TextsText::tr("Solved in %Ln move(s) with %1", nullptr, made).arg(hints);
        if (game.variant().isStartedElsewhere()) {
            // A challenge solved with hints says so, and how it stands to par.
            title += QStringLiteral(" (%1)").arg(parText(game, minimum));
        }
        return title;
    }
    return TextsText::tr("Solved in %Ln move(s) after seeing the solution", nullptr, made);
}

QString helpedDetail(const Game& game, const HelpTaken& help)
{
    const bool challenge = game.variant().isStartedElsewhere();
    QStringList detail;
    if (help.solutionMoves > 0) {
        // A restart keeps the solution seen: only a game not seen yet can be the player's own.
        detail << (challenge ? TextsText::tr("Watching the solution does not count as solving it yourself: take a new "
                                             "challenge and try on your own.")
                             : TextsText::tr("Watching the solution does not count as solving it yourself: start a new "
                                             "game and try on your own."));
    } else if (help.solutionShown) {
        // A new game of a challenge is the same position again: only a new challenge is unseen.
        detail << (challenge ? TextsText::tr("Take a new challenge to solve one without having seen its solution.")
                             : TextsText::tr("Start a new game to solve one without having seen its solution."));
    }
    if (help.hints > 0) {
        detail << (detail.isEmpty()
                       ? TextsText::tr("Restart and try without hints: a solve without help beats a hinted one in your records.")
                       : TextsText::tr("Without hints or the solution, a solve beats a helped one in your records."));
    }
    return detail.join(QLatin1Char(' '));
}

Outcome helpedOutcome(const Game& game, std::optional<int> minimum, bool solutionShown, int hintsShown)
{
    const HelpTaken help{countOrigin(game, Origin::Solution), std::max(countOrigin(game, Origin::Hint), hintsShown),
                    solutionShown};
    return {helpedTitle(game, minimum, help), helpedDetail(game, help)};
}

} // namespace

QString variantTitle(const Variant& variant)
{
    if (variant.isStartedElsewhere()) {
        // A game ID: the base board, from a position of its own.
        return TextsText::tr("Challenge: %1").arg(variantTitle(boardOf(variant)));
    }
    return boardFamily(variant.family()).title(variant);
}

QString goalSentence(const Variant& variant)
{
    if (variant.isStartedElsewhere()) {
        return TextsText::tr("This game starts from %1, not from the usual start: take it to the goal %2 in as few moves as "
                  "you can. Click a peg to move it.")
            .arg(QString::fromStdString(variant.start().text()), QString::fromStdString(variant.goal().text()));
    }
    return boardFamily(variant.family()).goal(variant);
}

Outcome outcomeOf(const Game& game, std::optional<int> minimum, bool solutionShown, int hintsShown)
{
    const int made = game.movesMade();
    if (game.usedHelp() || solutionShown || hintsShown > 0) {
        return helpedOutcome(game, minimum, solutionShown, hintsShown);
    }
    Outcome outcome;
    outcome.ownSolve = true;
    if (!minimum) {
        outcome.title = TextsText::tr("Solved in %Ln move(s)", nullptr, made);
        outcome.detail = TextsText::tr("Well done!");
        return outcome;
    }
    if (game.variant().isStartedElsewhere()) {
        // A challenge: its minimum is its par.
        outcome.optimal = made <= *minimum;
        outcome.title = outcome.optimal ? TextsText::tr("Solved in %Ln move(s): par", nullptr, made)
                                        : TextsText::tr("Solved in %Ln move(s): %1 over par (%2)", nullptr, made)
                                              .arg(countText(static_cast<std::uint64_t>(made - *minimum)),
                                                   countText(static_cast<std::uint64_t>(*minimum)));
        outcome.detail = outcome.optimal ? TextsText::tr("The fewest moves possible from this position. Congratulations!")
                                         : TextsText::tr("Well done! The flagged moves in the list show where the extra "
                                              "moves came from.");
        return outcome;
    }
    if (made <= *minimum) {
        outcome.optimal = true;
        outcome.title = TextsText::tr("Solved in %Ln move(s): optimal", nullptr, made);
        outcome.detail = TextsText::tr("The fewest moves possible. Congratulations!");
        return outcome;
    }
    outcome.title = TextsText::tr("Solved in %Ln move(s): %1 over the minimum of %2", nullptr, made)
                        .arg(countText(made - *minimum), countText(*minimum));
    outcome.detail = TextsText::tr("Well done! The flagged moves in the list show where the extra moves came from.");
    return outcome;
}

QString verdictBasisText(const Variant& variant)
{
    if (Judge::judgesExactly(variant)) {
        return TextsText::tr("Every move will be judged exactly.");
    }
    if (Judge::refinesBySearch(variant)) {
        return variant.hasNotation()
                   ? TextsText::tr("Too large for a table of verdicts: moves will be judged by Yancey's criteria while the game "
                        "is optimal, and by exact search in the background after a slip.")
                   : TextsText::tr("Too large for a table of verdicts: exact search will judge each move in the background.");
    }
    return variant.hasNotation() ? TextsText::tr("Too large for exact verdicts: moves will be judged by Yancey's criteria while "
                                      "the game is optimal; after a slip, each move's kind is shown.")
                                 : TextsText::tr("Too large for exact verdicts: each move's kind is shown.");
}

namespace {

// One letter of a position's text, in words.
QString letterMeaning(QChar letter)
{
    switch (letter.toLatin1()) {
    case 'B': return TextsText::tr("B a blue peg");
    case 'R': return TextsText::tr("R a red peg");
    case 'Y': return TextsText::tr("Y a yellow peg");
    case '_': return TextsText::tr("_ an empty hole");
    default: return {};
    }
}

} // namespace

QString headerLegend(const Variant& variant)
{
    const QString goal = QString::fromStdString(variant.goal().text());
    QStringList letters;
    bool frogs = false;
    for (const QChar letter : QStringLiteral("BRY_")) {
        if (goal.contains(letter)) {
            letters << letterMeaning(letter);
        }
    }
    for (const QChar letter : goal) {
        frogs = frogs || !QStringLiteral("BRY_").contains(letter);
    }
    if (frogs) {
        letters << TextsText::tr("a digit or letter a frog's number (a for 10, b for 11, c for 12)");
    }
    QString legend = TextsText::tr("This board's game ID is %1: entered as a game ID, it opens this board again. The "
                                   "goal is written hole by hole from hole 1: %2.")
                         .arg(gameIdOf(variant), letters.join(QStringLiteral(", ")));
    // A long goal is shortened in the panel (compactPosition).
    const QString shown = compactPosition(variant.goal());
    if (shown.contains(QChar(0x00D7))) {
        legend += QLatin1Char(' ') + TextsText::tr("A letter with ×n stands for n such holes in a row.");
    } else if (shown.contains(QChar(0x2026))) {
        legend += QLatin1Char(' ') + TextsText::tr("The middle of the goal is left out (…).");
    }
    return legend;
}

QString compactPosition(const Position& position)
{
    constexpr int kShort = 24;
    const QString text = QString::fromStdString(position.text());
    if (text.size() <= kShort) {
        return text;
    }
    QStringList runs;
    for (qsizetype start = 0; start < text.size();) {
        qsizetype end = start;
        while (end < text.size() && text[end] == text[start]) {
            ++end;
        }
        runs << (end - start >= 3 ? QStringLiteral("%1×%2").arg(text[start]).arg(end - start)
                                  : text.mid(start, end - start));
        start = end;
    }
    const QString runLength = runs.join(QLatin1Char(' '));
    if (runLength.size() <= kShort) {
        return runLength;
    }
    return text.left(12) + QStringLiteral("…") + text.right(8);
}

QString coachWarning(const Verdict& verdict)
{
    // A line of the status bar, beside the move count at 1024 wide: the
    // improper board itself (its pattern and the pattern's signs) is in the
    // board's tooltip and under Why?, and ran past the bar's end here.
    QString what = categoryWithArticle(verdict.category);
    if (!verdict.pattern.empty()) {
        what += TextsText::tr(" that leaves the pegs jammed");
    }
    const QString cost = !verdict.cost       ? TextsText::tr("the goal could no longer be reached")
                                              : TextsText::tr("it would cost %Ln move(s)", nullptr, *verdict.cost);
    const QString move = QString::fromStdString(moveText(verdict.move));
    return verdict.gameWasOptimal ? TextsText::tr("%1 would be improper: %2; %3.").arg(move, what, cost)
                                  : TextsText::tr("%1 is not the best from here: %2; %3.").arg(move, what, cost);
}

QString dailyChallengeTitle(const Variant& variant, QDate date)
{
    return TextsText::tr("Daily challenge of %1: %2")
        .arg(QLocale().toString(date, QLocale::ShortFormat), variantTitle(boardOf(variant)));
}

QString dailyWinTitle(const QString& title) { return TextsText::tr("Daily challenge: %1").arg(title); }

QString holesText(const std::vector<int>& holes)
{
    QStringList numbers;
    for (const int hole : holes) {
        numbers << QString::number(hole + 1);
    }
    if (numbers.size() == 1) {
        return TextsText::tr("hole %1").arg(numbers.front());
    }
    const QString last = numbers.takeLast();
    return TextsText::tr("holes %1 and %2").arg(numbers.join(QStringLiteral(", ")), last);
}

QString describeMove(const Position& before, const Position& after)
{
    const std::vector<PegMotion> motions = motionsBetween(before, after);
    if (motions.empty()) {
        return {};
    }
    std::vector<int> from;
    std::vector<int> to;
    for (const PegMotion& motion : motions) {
        from.push_back(motion.from);
        to.push_back(motion.to);
    }
    if (motions.size() == 1 && frogNumber(motions.front().cell) > 0) {
        // Dudeney's frogs: the frog's own number and the holes' (frog 2 starts in hole 3).
        return TextsText::tr("frog %1 in %2 to %3")
            .arg(frogNumber(motions.front().cell))
            .arg(holesText(from), holesText(to));
    }
    if (motions.size() == 1) {
        return pegMovePhrase(motions.front().cell, holesText(from), holesText(to));
    }
    return TextsText::tr("the pair in %1 to %2").arg(holesText(from), holesText(to));
}

QString countText(std::uint64_t count) { return QLocale().toString(static_cast<qulonglong>(count)); }

QString asSentence(const QString& text)
{
    QString out = text.trimmed();
    if (out.isEmpty()) {
        return out;
    }
    out[0] = out[0].toUpper();
    // A sentence already closed, in ASCII or in full width (Chinese: 。！？).
    static const QString stops = QStringLiteral(".!?\u2026\u3002\uFF01\uFF1F");
    const QChar last = out.back();
    if (!stops.contains(last)) {
        // A Chinese sentence closes with a full-width stop, never an ASCII one.
        const bool chinese = last.script() == QChar::Script_Han;
        out += chinese ? QChar(0x3002) : QLatin1Char('.');
    }
    return out;
}

QString plainMenuText(QString text)
{
    // "(&J)" as Chinese menus write a mnemonic, then a lone '&'.
    static const QRegularExpression appended(QStringLiteral("\\s*\\(&.\\)"));
    text.remove(appended);
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01")).remove(QLatin1Char('&')).replace(QChar(1), QLatin1Char('&'));
    if (text.endsWith(QStringLiteral("..."))) {
        text.chop(3);
    } else if (text.endsWith(QChar(0x2026))) {
        text.chop(1);
    }
    return text.trimmed();
}

QString keyboardPlaySentence()
{
    // The keyboard frame, never a dashed square: the empty hole's goal is a dashed ring.
    return TextsText::tr("Keyboard: the arrow keys move the keyboard frame from peg to peg, Enter or Space moves the peg "
                         "in it.");
}

QString noLetterReason()
{
    return TextsText::tr("No letter: Yancey's notation has letters only for steps and jumps toward the goal over the other "
              "colour (S, J for blue, s, j for red); this move is none of them.");
}

} // namespace leapfrog::ui

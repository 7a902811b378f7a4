#include "texts.h"

#include "gameid.h"
#include "reasontext.h"

#include "analysis/judge.h"
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

QString sizeText(const Variant& variant)
{
    if (variant.blueCount() == variant.redCount()) {
        return TextsText::tr("%1 a side").arg(variant.blueCount());
    }
    return TextsText::tr("%1 blue and %2 red").arg(variant.blueCount()).arg(variant.redCount());
}

// Several holes, long jumps, or a row of the player's own.
QString rowTitle(const Variant& variant)
{
    const QString rules = variant.rules() == RuleSet::Strict ? TextsText::tr("strict") : TextsText::tr("classic");
    QString extras;
    if (variant.holesBetween() != 1 && !variant.isCustom()) {
        extras += TextsText::tr(", %1 holes").arg(variant.holesBetween());
    }
    if (variant.reach() > 1) {
        extras += TextsText::tr(", jumps over up to %1 pegs").arg(variant.reach());
    }
    if (variant.isCustom()) {
        return TextsText::tr("Custom puzzle (%1%2)").arg(rules, extras);
    }
    return TextsText::tr("%1, %2%3").arg(variant.rules() == RuleSet::Strict ? TextsText::tr("Strict rules") : TextsText::tr("Classic"),
                              sizeText(variant), extras);
}

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
    switch (variant.family()) {
    case Family::Classic:
        // Five a side is the puzzle sold as Brainbuster.
        return variant.blueCount() == 5 && variant.redCount() == 5 ? TextsText::tr("Classic, 5 a side (Brainbuster)")
                                                                   : TextsText::tr("Classic, %1").arg(sizeText(variant));
    case Family::Strict: return TextsText::tr("Strict rules, %1").arg(sizeText(variant));
    case Family::Pairs: return TextsText::tr("Pair shift, %1 of each").arg(variant.blueCount());
    // Pegs of each colour, as "3 a side" counts a row's ("arms of 2" left
    // the seventh newcomer asking: 2 what?).
    case Family::Y: return TextsText::tr("Three-colour Y, %1 a colour").arg(variant.sizes().front());
    case Family::Branch:
        // The trunk and arms are in the spec shown with the title.
        return TextsText::tr("Branching board, %1 blue and %2 red").arg(variant.blueCount()).arg(variant.redCount());
    case Family::Row: return rowTitle(variant);
    case Family::Dudeney:
        return TextsText::tr("Dudeney's frogs, %Ln frog(s)", nullptr, variant.sizes().front());
    case Family::Grid:
        return TextsText::tr("Grid, %1 x %1").arg(2 * variant.sizes().front() + 1);
    }
    return QString::fromStdString(variant.spec());
}

QString goalSentence(const Variant& variant)
{
    if (variant.isStartedElsewhere()) {
        return TextsText::tr("This game starts from %1, not from the usual start: take it to the goal %2 in as few moves as "
                  "you can. Click a peg to move it.")
            .arg(QString::fromStdString(variant.start().text()), QString::fromStdString(variant.goal().text()));
    }
    const QString goal = QString::fromStdString(variant.goal().text());
    switch (variant.family()) {
    case Family::Classic:
        return TextsText::tr("Swap the two sides (blue to the right, red to the left) in as few moves as you can. "
                  "The coloured ring round each hole shows which colour must end there, the dashed ring where the "
                  "empty hole ends. Click a peg to move it.");
    case Family::Strict:
        // What makes the rules strict, where the player reads the goal (the
        // sixth newcomer's card said only what the classic one says).
        return TextsText::tr("Swap the two sides (blue to the right, red to the left) in as few moves as you can. "
                  "The rules are strict: a peg never moves back (blue only right, red only left) and only jumps "
                  "over pegs of the other colour. The coloured ring round each hole shows which colour must end "
                  "there, the dashed ring where the empty hole ends. Click a peg to move it.");
    case Family::Pairs:
        return TextsText::tr("Shift pairs of pegs into the two empty holes until the row reads %1. Click a peg of the "
                  "pair: it shifts at once when it has one partner; with two, click the partner too.").arg(goal);
    case Family::Y:
        return TextsText::tr("Move each colour on to the next arm, turning anticlockwise: blue into the yellow arm, red into "
                  "the blue arm, yellow into the red arm, with the centre empty at the end. The rings round the "
                  "holes show where each colour must end. Click a peg to move it; jumps may turn through the "
                  "centre.");
    case Family::Branch:
        return TextsText::tr("Swap the sides: the %1 red pegs end at the left end of the line, the empty hole next to them, "
                  "and blue fills the rest of the line and both arms. The rings round the holes show where each "
                  "colour must end. Click a peg to move it; jumps may turn through the branching point.")
            .arg(variant.redCount());
    case Family::Row:
        if (variant.isCustom()) {
            break;
        }
        return TextsText::tr("Swap the two sides (blue to the right, red to the left, the empty holes between them) in as "
                  "few moves as you can. The coloured ring round each hole shows which colour must end there, the "
                  "dashed rings where the empty holes end. Click a peg to move it.");
    case Family::Dudeney:
        return TextsText::tr("Reverse the order of the frogs, so that the row reads %1 with the empty hole at the left end, "
                  "in as few moves as you can. Click a frog to move it.")
            .arg(goal);
    case Family::Grid:
        return TextsText::tr("Swap the two colours: turn the board half a turn, so that blue fills the bottom right and red "
                  "the top left, the centre empty. Blue moves right or down, red left or up. Click a peg to move "
                  "it.");
    }
    return TextsText::tr("Reach the position %1. Click a peg to move it.").arg(goal);
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

namespace {

// The Variant menu's words, translated where the menu first said them.
struct MenuText {
    Q_DECLARE_TR_FUNCTIONS(leapfrog::ui::MainWindow)
};

} // namespace

std::vector<FamilyEntry> familyEntries()
{
    return {
        {Family::Classic, MenuText::tr("&Classic"), QStringLiteral("classic")},
        {Family::Strict, MenuText::tr("&Strict rules"), QStringLiteral("strict")},
        {Family::Pairs, MenuText::tr("&Pair shift"), QStringLiteral("pairs")},
        {Family::Y, MenuText::tr("Three-colour &Y..."), QStringLiteral("y")},
        {Family::Branch, MenuText::tr("&Branching board..."), QStringLiteral("branch")},
        {Family::Row, MenuText::tr("Several &holes and long jumps"), QStringLiteral("row")},
        {Family::Dudeney, MenuText::tr("&Dudeney's numbered frogs"), QStringLiteral("dudeney")},
        {Family::Grid, MenuText::tr("&Grid (two dimensions)"), QStringLiteral("grid")},
    };
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

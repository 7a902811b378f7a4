#include "howtoplay.h"

#include "catalog/solution_catalog.h"

#include "families/families.h"
#include "solutions/pace.h"
#include "settings/preferences.h"
#include "words/movelisttexts.h"
#include "words/texts.h"
#include "words/verdictwords.h"

#include <QDialogButtonBox>
#include <QLocale>
#include <QStringList>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace leapfrog::ui {

namespace {

// On the papers' boards verdicts name Yancey's kinds of improper move; on
// the boards beyond them only the exact search speaks.
// What the verdicts say once the fewest moves are lost: the move list's
// "best from here" and "+N moves", and why a hint may then go backward.
QString afterASlipHtml()
{
    return QObject::tr("<p>After a slip the fewest moves are out of reach, and a move is compared with the best "
                       "still possible: <b>%1</b> marks a move that leaves no more moves to the goal than any other, "
                       "<b>%2</b> one that leaves one more. Then even a move backward can be best from here, such as "
                       "one that takes the slip back (Undo does that without counting a move).</p>")
        .arg(flagWord(Flag::BestFromHere, std::nullopt), flagWord(Flag::Costly, 1));
}

QString verdictsHtml(const Variant& variant)
{
    if (boardFamily(variant.family()).beyondThePapers) {
        return QObject::tr("<h3>Verdicts</h3>"
                           "<p>Every move is judged by exact search. A <b>proper</b> move keeps a solution in the "
                           "fewest moves possible; an <b>improper</b> one makes that impossible, and the panel says "
                           "how many moves it costs. No paper has proved rules of thumb for this board, so the "
                           "verdicts give the search's answer alone.</p>%1"
                           "<p>Hints help you along, and your result says how many you used: a solve without "
                           "them beats one with them. A game in which you saw the solution (played by Play solution, "
                           "or drawn in the state space) is recorded as seen, never as solved by you.</p>")
            .arg(afterASlipHtml());
    }
    return QObject::tr("<h3>Verdicts</h3>"
               "<p>Every move is judged at once. A <b>proper</b> move keeps a solution in the fewest moves "
               "possible; an <b>improper</b> one makes that impossible (M. Yancey, <i>In Response to Peg Jumping "
               "for Fun and Profit</i>). Improper moves are moving a peg backward, jumping a peg of the same "
               "colour, and any move that leaves an <i>improper board</i>, one that forces such a move later. "
               "An improper move is marked with a warning sign on the board and in the list, and the panel says "
               "why and what it costs.</p>%1"
               "<p>Turn on <b>View &gt; Coach</b> to be warned before: hovering a peg whose move would be "
               "improper shows a warning on the hole it would go to.</p>"
               "<p>Hints help you along, and your result says how many you used: a solve without them beats one "
               "with them. A game in which you saw the solution (played by Play solution, or drawn in the state "
               "space) is recorded as seen, never as solved by you.</p>")
        .arg(afterASlipHtml());
}

// The letters of the move list, on the boards that have them.
QString lettersHtml(const Variant& variant)
{
    if (!variant.hasNotation()) {
        return {};
    }
    return QStringLiteral("<h3>%1</h3><p>%2</p>").arg(QObject::tr("Letters in the move list"), letterKey().toHtmlEscaped());
}

// The player's paces as its bar names them ("Normal · 2 moves/s"), slowest
// first, and the board's animation speeds as Preferences names them: Help
// lists what the window offers, from the same words.
QString pacesHtml()
{
    QStringList paces;
    for (int index = 0; index < kPaceCount; ++index) {
        paces << QStringLiteral("<i>%1</i>").arg(paceText(index).toHtmlEscaped());
    }
    return QLocale().createSeparatedList(paces);
}

QString speedsHtml()
{
    QStringList speeds;
    for (const AnimationSpeed speed : animationSpeeds()) {
        speeds << QStringLiteral("<i>%1</i>").arg(speedLabel(speed).toHtmlEscaped());
    }
    return QLocale().createSeparatedList(speeds);
}

} // namespace

// What "Solution 1 of 2" counts after moves of the player's own. Where the
// published constructions rank the solutions (classic and strict rows, one
// peg on a side), the bar keeps counting all of them while the game is on
// one, and starts at the first that goes on; otherwise, or after a slip, it
// counts the optimal ways on from the position (the fifth newcomer saw
// "1 of 2" after an optimal 3-4, where Help said it counts from there).
QString solutionCountHtml(const Variant& variant)
{
    if (SolutionCatalog::countsEverySolutionWhileOptimal(variant)) {
        return QObject::tr("Most boards have several optimal solutions: the bar counts them and chooses one, as "
                           "<i>Solution 1 of 2</i>. While your own moves are on an optimal solution, it still counts "
                           "all of this board's optimal solutions and starts at the first that goes on from your "
                           "position; after a slip it counts the optimal ways on from your position.");
    }
    return QObject::tr("Most boards have several optimal solutions: the bar counts them and chooses one, as "
                       "<i>Solution 1 of 2</i>; after moves of your own it counts the optimal solutions that go on from "
                       "your position.");
}

QString howToPlayHtml(const Variant& variant)
{
    return QObject::tr(
               "<h2>%1</h2>"
               "<h3>Goal</h3><p>%2</p>"
               "<h3>Moves</h3>%3"
               "<h3>Playing</h3><ul>"
               "<li>Click a peg to move it. A peg with more than one move is lifted: click where it should go.</li>"
               "<li>Keyboard: the arrow keys move the keyboard frame from peg to peg (<b>Home</b>, <b>End</b>: the "
               "first and the last peg that can move), <b>Enter</b> or <b>Space</b> moves the peg in it, or says why "
               "it cannot move. A peg with more than one move is lifted: the arrow keys choose where it goes, "
               "<b>Enter</b> moves it, <b>Esc</b> cancels.</li>"
               "<li>Undo <b>Ctrl+Z</b>, Redo <b>Ctrl+Shift+Z</b>, Restart <b>Ctrl+R</b>, New game <b>Ctrl+N</b>, "
               "Hint <b>H</b> (press it again to make the move).</li>"
               "<li><b>View &gt; Animation speed</b> (or <b>Preferences</b>) sets how fast a move is drawn on the "
               "board: %6.</li>"
               "<li><b>View &gt; State space</b> (<b>Ctrl+G</b>) draws every position a small board can reach; "
               "click one to take the game there.</li></ul>"
               "<h3>Watching a solution</h3><ul>"
               "<li><b>Play solution</b> (<b>Ctrl+Shift+H</b>) plays an optimal way on from your position; "
               "<b>Watch a solution from the start</b> (<b>Ctrl+Shift+W</b>) from the beginning. The bar under "
               "the board plays and pauses (<b>Space</b>, wherever the keyboard is in the player, but on <b>Continue from here</b>, which it presses), steps "
               "(<b>Left</b>, <b>Right</b>), goes to the start or the goal (<b>Home</b>, <b>End</b>) and to any "
               "move with its slider. Its paces: %5; the one it starts at follows the animation speed.</li>"
               "<li>%7</li>"
               "<li>Click a peg, or <b>Continue from here</b>, to go on by hand from the move shown; "
               "<b>Esc</b> goes back to your game as it was. Your move list writes the moves it takes over in "
               "italics, as it does the hints you make.</li></ul>"
               "%4")
        .arg(variantTitle(variant), goalSentence(variant), boardFamily(variant.family()).rulesHtml(variant),
             verdictsHtml(variant), pacesHtml(), speedsHtml(), solutionCountHtml(variant))
        + lettersHtml(variant);
}

HowToPlayDialog::HowToPlayDialog(QWidget* parent)
    : QDialog(parent)
    , browser_(new QTextBrowser(this))
{
    setWindowTitle(tr("How to play"));
    browser_->setAccessibleName(tr("How to play"));
    resize(560, 600);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(browser_);
    layout->addWidget(buttons);
}

void HowToPlayDialog::setVariant(const Variant& variant) { browser_->setHtml(howToPlayHtml(variant)); }

QString HowToPlayDialog::text() const { return browser_->toPlainText(); }

} // namespace leapfrog::ui

#include "howtoplay.h"

#include "play/texts.h"

#include <QDialogButtonBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace leapfrog::ui {

namespace {

QString rulesHtml(const Variant& variant)
{
    switch (variant.family()) {
    case Family::Classic:
        return QObject::tr(
            "<p>A peg moves into the empty hole in one of two ways:</p><ul>"
            "<li><b>a step</b>: from the hole next to it;</li>"
            "<li><b>a jump</b>: over one peg of either colour, landing in the empty hole just beyond it.</li></ul>"
            "<p>Any peg may move either way, but a peg that moves away from its side's goal, or jumps a peg of "
            "its own colour, always costs moves.</p>");
    case Family::Strict:
        return QObject::tr(
            "<p>The strict rules (as in the shuttle puzzle): a peg moves into the empty hole by <b>a step</b> from "
            "the next hole, or by <b>a jump</b> over one peg, but</p><ul>"
            "<li>blue pegs only move right and red pegs only move left;</li>"
            "<li>a peg only jumps over a peg of the <i>other</i> colour.</li></ul>"
            "<p>So a game can get <b>stuck</b>: no peg can move. Undo and try another way.</p>");
    case Family::Pairs:
        return QObject::tr(
            "<p>A move takes <b>two adjacent pegs</b>, of any colours, and shifts them together, keeping their "
            "order, into the two adjacent empty holes. Click a peg, then the peg next to it that goes with it "
            "(when there is only one choice, the first click is enough).</p>");
    case Family::Y:
    case Family::Branch:
        break;
    }
    return QObject::tr("<p>A peg steps along a line into the empty hole next to it, or jumps over one peg into "
                       "the empty hole beyond, turning through a branching hole if need be.</p>");
}

} // namespace

QString howToPlayHtml(const Variant& variant)
{
    return QObject::tr(
               "<h2>%1</h2>"
               "<h3>Goal</h3><p>%2</p>"
               "<h3>Moves</h3>%3"
               "<h3>Playing</h3><ul>"
               "<li>Click a peg to move it. A peg with more than one move is lifted: click where it should go.</li>"
               "<li>Keyboard: the arrow keys choose a peg that can move, Enter or Space moves it, Esc cancels.</li>"
               "<li>Undo <b>Ctrl+Z</b>, Redo <b>Ctrl+Shift+Z</b>, Restart <b>Ctrl+R</b>, New game <b>Ctrl+N</b>, "
               "Hint <b>H</b> (press it again to make the move).</li>"
               "<li><b>View &gt; State space</b> (<b>Ctrl+G</b>) draws every position a small board can reach; "
               "click one to take the game there.</li></ul>"
               "<h3>Watching a solution</h3><ul>"
               "<li><b>Play solution</b> (<b>Ctrl+Shift+H</b>) plays an optimal way on from your position; "
               "<b>Watch a solution from the start</b> (<b>Ctrl+Shift+W</b>) from the beginning. The bar under "
               "the board plays and pauses (<b>Space</b>), steps (<b>Left</b>, <b>Right</b>), goes to the start "
               "or the goal (<b>Home</b>, <b>End</b>) and to any move with its slider, at any pace.</li>"
               "<li>Most boards have several optimal solutions: choose one with <i>Solution 1 of 2</i>.</li>"
               "<li>Click a peg, or <b>Continue from here</b>, to go on by hand from the move shown; "
               "<b>Esc</b> goes back to your game as it was.</li></ul>"
               "<h3>Verdicts</h3>"
               "<p>Every move is judged at once. A <b>proper</b> move keeps a solution in the fewest moves "
               "possible; an <b>improper</b> one makes that impossible (M. Yancey, <i>In Response to Peg Jumping "
               "for Fun and Profit</i>). Improper moves are moving a peg backward, jumping a peg of the same "
               "colour, and any move that leaves an <i>improper board</i>, one that forces such a move later. "
               "An improper move is marked with a warning sign on the board and in the list, and the panel says "
               "why and what it costs.</p>"
               "<p>Turn on <b>View &gt; Coach</b> to be warned before: hovering a peg whose move would be "
               "improper shows a warning on the hole it would go to.</p>"
               "<p>Hints and the shown solution help you along, but a game solved with them is not counted as "
               "solved by you.</p>")
        .arg(variantTitle(variant), goalSentence(variant), rulesHtml(variant));
}

HowToPlayDialog::HowToPlayDialog(QWidget* parent)
    : QDialog(parent)
    , browser_(new QTextBrowser(this))
{
    setWindowTitle(tr("How to play"));
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

#include "tutorialsteps.h"

#include <QCoreApplication>
#include <QLocale>

#include <map>

namespace leapfrog::ui {

namespace {

// The context its words are translated in (lupdate reads TutorialText::tr).
struct TutorialText {
    Q_DECLARE_TR_FUNCTIONS(Tutorial)
};

// Holes are 1-based on screen, 0-based in a Move.
Move arrow(int from, int to) { return Move{from - 1, to - 1}; }

std::vector<TutorialStep> makeSteps()
{
    // Said after any other move, good or bad (the panel judges it): not a
    // mistake by itself, and the arrow, gone from a board it no longer fits,
    // shows again once the move is taken back.
    const QString followArrow = TutorialText::tr("That is not the move this step asks for. Press Undo (Ctrl+Z) to take it "
                                   "back; the arrow then shows the peg to move.");
    const QString clickArrow = TutorialText::tr("Not that one: move the peg with the arrow (click it, or choose it with the "
                                   "arrow keys and press Enter).");
    return {
        {QStringLiteral("classic:1"), QStringLiteral("B_R"), 0, QStringLiteral("_BR"), 1, arrow(1, 2),
         TutorialText::tr("Slide a peg"),
         TutorialText::tr("The blue pegs must end on the right and the red pegs on the left. Click the blue peg next to the hole: it slides in."),
         clickArrow, followArrow},
        {QStringLiteral("classic:1"), QStringLiteral("_BR"), 1, QStringLiteral("RB_"), 2, arrow(3, 1),
         TutorialText::tr("Jump over a peg"),
         TutorialText::tr("A peg can jump over one peg into the hole. Click the red peg: it jumps over the blue one."),
         clickArrow, followArrow},
        {QStringLiteral("classic:1"), QStringLiteral("RB_"), 2, QStringLiteral("R_B"), 3, arrow(2, 3),
         TutorialText::tr("Finish the puzzle"),
         TutorialText::tr("You win when blue and red have swapped sides. Click the blue peg to slide it home."),
         clickArrow, followArrow},
        {QStringLiteral("classic:2"), QStringLiteral("BB_RR"), 0, QStringLiteral("_BBRR"), 1, arrow(1, 3),
         TutorialText::tr("A move that costs"),
         TutorialText::tr("You did it in 3 moves! Now two pegs a side. Some moves make the puzzle longer. Try one: click the "
            "blue peg with the arrow to jump it over the other blue peg."),
         clickArrow, followArrow},
        {QStringLiteral("classic:2"), QStringLiteral("_BBRR"), 1, QStringLiteral("BB_RR"), 0, std::nullopt,
         TutorialText::tr("Read the marks"),
         // %1: what the jump costs, by the Judge (costSentence). The marks
         // named are this board's (_BBRR after the jump 1-3): the tags over
         // holes 1 to 4 (the empty hole's shows a dot), the rings of RR_BB,
         // the move list's dot for 1-3, and what its letters name (the kind
         // of move, not whether it was good: a mistaken step is an S). Short: the card must leave the board
         // in sight at 1024 x 768.
         TutorialText::tr("The yellow sign means your jump was a mistake.%1 The tags show why: the empty hole (the "
            "tag with a dot), two blue pegs (B B) and a red one (R) in a row leave no shortest way. A ring shows which "
            "colour must end in its hole, the dashed ring the empty hole. Letters in the move list name the kind of move, "
            "not whether it was good: S a blue step forward, J a blue jump forward over red, s a red step forward, j a red jump "
            "forward over blue. Your jump has a dot: none of these. Press Undo (Ctrl+Z)."),
         TutorialText::tr("Press Undo (Ctrl+Z) or the Undo button to take the jump back."),
         TutorialText::tr("Press Undo (Ctrl+Z) until the board is back as it was at the start.")},
        {QStringLiteral("classic:2"), QStringLiteral("BB_RR"), 0, QString(), 0, std::nullopt, TutorialText::tr("Well done!"),
         // On this board: on a row with more empty holes a jump over the own
         // colour can be best (the sixth newcomer found one).
         TutorialText::tr("You know both kinds of move now, the step and the jump. On a row with one empty hole, as here, jumping over your own colour "
            "never helps: jump over the other colour instead. Stuck? Hint (H) shows a good move. Press Done (or Enter) "
            "to play."),
         QString(), QString()},
    };
}

} // namespace

const std::vector<TutorialStep>& tutorialSteps()
{
    // Made once for each language spoken (the window speaks one; the tests
    // switch), in that language's words.
    static std::map<QString, std::vector<TutorialStep>> byLanguage;
    const QString language = QLocale().name();
    if (const auto found = byLanguage.find(language); found != byLanguage.end()) {
        return found->second;
    }
    return byLanguage.emplace(language, makeSteps()).first->second;
}

QString keyboardSentence()
{
    // True of the keyboard frame: it starts on the arrow's peg (PlayController::setGuide).
    // Named a frame, never a dashed square: the empty hole's goal is a dashed ring.
    return TutorialText::tr("Keyboard: the keyboard frame is on that peg: press Enter. The arrow keys move the frame from "
                            "peg to peg. Esc leaves the tutorial.");
}

QString costSentence(std::optional<int> cost)
{
    if (!cost || *cost <= 0) {
        return {}; // unknown, or nothing to tell
    }
    return TutorialText::tr("It makes the puzzle %Ln move(s) longer.", nullptr, *cost);
}

QString otherBoardSentence(bool redoReturns)
{
    return redoReturns ? TutorialText::tr("This is another board. Press Redo (Ctrl+Shift+Z) to come back to the tutorial.")
                       : TutorialText::tr("This is another board. Press Undo (Ctrl+Z) to come back to the tutorial.");
}

} // namespace leapfrog::ui

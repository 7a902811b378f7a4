#include "playcontroller.h"

#include "analysis/category.h"
#include "analysis/verdict.h"
#include "model/position.h"
#include "model/rules.h"
#include "words/verdictwords.h"
#include "announcement.h"
#include "words/reasontext.h"
#include "words/texts.h"
#include "look/verdictstyle.h"
#include "hintchoice.h"
#include "playmarks.h"

#include "words/hinttexts.h"
#include "words/plainverdict.h"
#include "words/statustexts.h"

#include <QTimer>

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

namespace leapfrog::ui {

PlayController::PlayController(GameModel* model, BoardView* view, QObject* parent)
    : QObject(parent)
    , model_(model)
    , view_(view)
{
    connect(view_, &BoardView::holeClicked, this, &PlayController::onHoleClicked);
    connect(view_, &BoardView::holeHovered, this, &PlayController::onHoleHovered);
    connect(view_, &BoardView::boardKey, this, &PlayController::onBoardKey);
    connect(view_, &BoardView::focusGained, this, &PlayController::onFocusGained);
    connect(model_, &GameModel::reset, this, &PlayController::onReset);
    connect(model_, &GameModel::moved, this, &PlayController::onMoved);
    connect(model_, &GameModel::changed, this, &PlayController::onChanged);
    connect(model_, &GameModel::verdictsRefined, this, &PlayController::refreshMarks);
    // A verdict that arrives later (the judge built, a search refined it) is
    // said again with it.
    connect(model_, &GameModel::verdictsRefined, this, &PlayController::announce);
    connect(model_, &GameModel::analysisChanged, this, &PlayController::announce);
    connect(model_, &GameModel::hintSearched, this, &PlayController::onHintSearched);
    connect(model_->hintWork(), &BackgroundWork::outOfBudget, this, [this](const QString& why) {
        Q_UNUSED(why); // the panel's card gives the engine's words
        onHintFailed(hintOutOfTimeText());
    });
    connect(model_->hintWork(), &BackgroundWork::failed, this,
            [this](const QString& why) { onHintFailed(hintFailedText(why)); });
    onReset();
    onChanged();
}

void PlayController::setCoach(bool on)
{
    coach_ = on;
    refreshMarks();
}

void PlayController::setGoalMarks(bool on)
{
    goalMarks_ = on;
    view_->setGoalRings(on ? model_->variant().goal() : Position());
}

void PlayController::stop() { view_->finishAnimation(); }

void PlayController::setWatching(bool watching)
{
    if (watching) {
        review(std::nullopt);
    }
    if (watching_ == watching) {
        return;
    }
    watching_ = watching;
    stop();
    dropLift();
    clearHint();
    model_->hintWork()->cancel(); // the board shows the solution now
    if (watching_) {
        view_->setPlayableMoves({}); // its pegs are the solution's to move
    } else {
        view_->setPosition(model_->position());
        // The game's moves from where it stands now: the board may have
        // changed under the player (a size chosen while it was open closes
        // it before the new board's first change arrives).
        keepCursorOnAPeg(); // (the sixth newcomer's square sat on the empty hole after Continue from here)
        computeCandidates();
        refreshMarks();
        announce(); // the game again, where the solution's moves were told
    }
}

// ---- reacting to the game -------------------------------------------------

void PlayController::onReset()
{
    stop();
    const Variant& variant = model_->variant();
    view_->setBoard(variant.board(), model_->position());
    geometry_ = BoardGeometry(variant.board());
    view_->setAccessibleName(boardAccessibleName(variant));
    announcedMoves_ = model_->records().size();
    view_->setGoalRings(goalMarks_ ? variant.goal() : Position());
    // A board larger than the window opens where the play is: at the empty
    // hole (once the scroll area has taken the board's new size).
    QTimer::singleShot(0, view_, [view = view_] { view->revealHole(view->position().findEmpty(), true); });
    dropLift();
    input_.hovered = -1;
    computeCandidates(); // never the last board's moves on this one
    // A new game starts the keyboard afresh (placeCursor): a square left on
    // the last game's peg 2 made Enter play 2-4 on a board just opened.
    input_.cursor = -1;
    // Last: the review's end gives the board the keyboard, and the board
    // taking it marks the moves of this board, which must be known by then
    // (the last board's, read past this one's tables: AddressSanitizer, the walk).
    endReview();
    clearHint();
}

void PlayController::onMoved(const Position& from, const Position& to, std::optional<Move> move)
{
    if (watching_) {
        return; // the solution player shows its own position
    }
    if (move) {
        view_->showMove(from, to, moveShape(model_->variant().board(), model_->variant().rules(), *move));
    } else {
        view_->setPosition(to);
    }
    followPeg(from, to);
}

void PlayController::followPeg(const Position& from, const Position& to)
{
    input_.cursor = cursorFollowingPeg(input_.cursor, from, to);
}

// The square's hole lost its peg (a restart, a position chosen in the state
// space, moves taken over from the solution while it was open): the nearest
// peg, where the player was looking.
void PlayController::keepCursorOnAPeg() { input_.cursor = cursorOnAPeg(geometry_, model_->position(), input_.cursor); }

void PlayController::onChanged()
{
    endReview();
    dropLift();
    clearHint();
    computeCandidates();
    if (watching_) {
        return;
    }
    keepCursorOnAPeg();
    if (input_.keyboardUsed) {
        placeCursor(); // a new board: the keyboard's hole shows on it at once
    }
    refreshMarks();
    // Told once the keyboard has moved on with the game, so that the
    // hole it is on now says it (board/boardaccessible.h).
    announce();
}

void PlayController::computeCandidates()
{
    moves_ = moveChoices(model_->variant().rules(), model_->position(), model_->legalMoves());
}

// ---- input ------------------------------------------------------------------

void PlayController::onHoleClicked(int hole)
{
    if (watching_) {
        if (hole < 0) {
            return; // a stray click beside the board leaves the solution alone
        }
        Q_EMIT watchInterrupted();
        if (watching_) {
            return;
        }
    }
    if (reviewed_) {
        review(std::nullopt); // a click on the board returns to the game, and only that
        return;
    }
    input_.keyboardUsed = false;
    input_.mouseUsed = true;
    act(hole);
}

// Carries out what a click (or Enter on the square's peg) means
// (boardinput.h): the input's next state first, so that what the move
// sets off (the board's new position, the square following its peg) builds
// on it.
void PlayController::act(int hole)
{
    stop();
    const bool lifted = input_.selected >= 0;
    ClickReading reading = readClick(input_, model_->position(), moves_, model_->game().isWon(), hole);
    input_ = std::move(reading.next);
    if (lifted && input_.selected < 0) {
        refreshMarks(); // the lifted peg put down
    }
    switch (reading.intent) {
    case ClickIntent::Nothing:
        return;
    case ClickIntent::Play:
        playChoice(reading.move);
        return;
    case ClickIntent::Lift:
        refreshMarks();
        tellKeyboard(choiceText(input_.choices.front().motions.size() > 1, input_.keyboardUsed));
        return;
    case ClickIntent::PutBack:
        Q_EMIT message(choiceCancelledText());
        return;
    case ClickIntent::PairShifted:
        Q_EMIT message(pairShiftedText());
        return;
    case ClickIntent::Solved: {
        // Ctrl+N on a challenge plays the same position again: the banner
        // offers a new one. In the fewest moves there is no shorter way to look for.
        const std::optional<int> fewest = model_->minimum();
        const bool optimal = fewest && model_->game().movesMade() == *fewest;
        const bool challenge = model_->variant().isStartedElsewhere();
        Q_EMIT message(solvedAdvice(optimal, challenge));
        return;
    }
    case ClickIntent::Refuse:
        explainRefusal(hole);
        return;
    }
}

void PlayController::playChoice(const MoveChoice& choice)
{
    const Origin origin = hint_ && *hint_ == choice.move ? Origin::Hint : Origin::Player;
    model_->play(choice.move, origin);
}

void PlayController::explainRefusal(int hole)
{
    const Position& position = model_->position();
    const Variant& variant = model_->variant();
    if (!isPeg(position.at(hole))) {
        Q_EMIT message(emptyHoleText(hole));
        return;
    }
    view_->shake(hole);
    if (model_->game().isStuck()) {
        tellKeyboard(stuckText());
        return;
    }
    // The core's reason for the move this peg most plausibly meant: toward
    // the nearest empty hole.
    std::vector<int> empties;
    for (int empty = position.findEmpty(); empty >= 0; empty = position.findEmpty(empty + 1)) {
        empties.push_back(empty);
    }
    std::optional<IllegalMove> reason;
    if (const int empty = nearestHole(geometry_, hole, empties); empty >= 0) {
        reason = whyIllegal(variant.board(), variant.rules(), position, Move{hole, empty});
    }
    tellKeyboard(refusalText(hole, reason));
}

void PlayController::tellKeyboard(const QString& text)
{
    Q_EMIT message(text);
    if (input_.keyboardUsed) {
        view_->announce(text); // said where a screen reader's focus is: the square's hole
    }
}

void PlayController::dropLift()
{
    input_.selected = -1;
    input_.choices.clear();
}

void PlayController::onHoleHovered(int hole)
{
    if (watching_) {
        return;
    }
    input_.hovered = hole;
    if (hole >= 0) {
        // The mouse over the holes plays now: the coach follows it, and the
        // keyboard's hole steps aside until a key or Tab.
        input_.keyboardUsed = false;
        input_.mouseUsed = true;
    }
    refreshMarks();
    if (const CoachAdvice advice = coachAdvice(hole); !advice.holes.empty()) {
        Q_EMIT message(advice.line);
    }
}

void PlayController::onBoardKey(BoardKey key)
{
    if (watching_) {
        Q_EMIT watchKey(key);
        return;
    }
    if (reviewed_) {
        review(reviewAfterKey(*reviewed_, model_->records().size(), key));
        return;
    }
    KeyReading reading = readKey(geometry_, input_, model_->position(), moves_, hint_, key);
    input_ = std::move(reading.next);
    switch (reading.intent) {
    case KeyIntent::PutAway:
        stop();
        clearHint();
        refreshMarks();
        return;
    case KeyIntent::MakeHintedMove:
        showHint(); // Enter on the hinted peg makes the hinted move, whatever else the peg could do
        return;
    case KeyIntent::Act:
        act(reading.hole);
        return;
    case KeyIntent::NothingToMove:
        Q_EMIT message(nothingToMoveText(model_->game().isWon()));
        return;
    case KeyIntent::MoveCursor:
        view_->revealHole(input_.cursor);
        refreshMarks();
        if (const CoachAdvice advice = coachAdvice(input_.cursor); !advice.holes.empty()) {
            Q_EMIT message(advice.line);
        }
        return;
    }
}

// Tab, Shift+Tab, a shortcut or the window (a new game, a closed card)
// giving the board the keyboard makes its hole show. Coming back to the
// window (or from a menu) does so too unless the player plays by mouse; a
// click on the board is the mouse's own (its focus comes before the click).
void PlayController::onFocusGained(Qt::FocusReason reason)
{
    if (watching_ || reviewed_ || reason == Qt::MouseFocusReason) {
        return;
    }
    const bool returning = reason == Qt::ActiveWindowFocusReason || reason == Qt::PopupFocusReason;
    if (returning && input_.mouseUsed) {
        return;
    }
    input_.keyboardUsed = true;
    placeCursor();
    refreshMarks();
}

void PlayController::placeCursor()
{
    if (input_.cursor < 0) {
        input_.cursor = startingCursor(geometry_, model_->position(), moves_, guide_);
    }
}

void PlayController::putHintAway()
{
    stop();
    clearHint();
    putDownLift(); // and draws the board without the arrow
}

// A lifted peg put down by the window (a hint, Esc anywhere): the keyboard's
// square goes back to it, as when the player puts it back.
void PlayController::putDownLift()
{
    if (input_.selected >= 0 && input_.keyboardUsed) {
        input_.cursor = input_.selected;
    }
    dropLift();
    refreshMarks();
}

// ---- help -------------------------------------------------------------------

void PlayController::showHint()
{
    review(std::nullopt); // a hint is for the game, not the past
    stop();
    if (hint_ && std::ranges::find(moves_, *hint_, &MoveChoice::move) != moves_.end()) {
        // The second press makes the hinted move.
        const Move move = *hint_;
        putDownLift();
        model_->play(move, Origin::Hint);
        return;
    }
    putDownLift();
    if (model_->game().isWon()) {
        Q_EMIT message(alreadySolvedText());
        return;
    }
    if (const std::vector<Move> best = model_->bestMoves(); !best.empty()) {
        std::vector<HintCandidate> candidates;
        for (const Move move : best) {
            const std::optional<Verdict> verdict = model_->verdictFor(move);
            candidates.push_back({move, verdict ? std::optional(verdict->category) : std::nullopt});
        }
        markHint(chooseHint(hintGame(), candidates));
        return;
    }
    // Beyond the judge: exact search in the background, given up when the
    // game moves on or beyond its budget.
    Q_EMIT message(hintSearchingText());
    model_->searchHint();
}

void PlayController::onHintSearched(std::optional<Move> best)
{
    if (watching_) {
        return;
    }
    if (!best) {
        Q_EMIT message(hintUnreachableText());
    } else {
        const HintCandidate found{*best, std::nullopt};
        markHint(chooseHint(hintGame(), std::span(&found, 1)));
    }
}

void PlayController::onHintFailed(const QString& why)
{
    if (!watching_) {
        Q_EMIT message(why);
    }
}

void PlayController::markHint(const HintChoice& choice)
{
    const Move move = choice.move;
    hint_ = move;
    model_->markHintShown(); // seen is used, whether it is played or not
    // The keyboard waits on the hinted peg: Enter (or H again) makes the move.
    input_.cursor = move.from;
    const Position& position = model_->position();
    const QString described = describeMove(position, applyMove(model_->variant().rules(), position, move));
    view_->revealHole(move.from);
    refreshMarks();
    hintSaid_ = hintStatusText(described);
    Q_EMIT message(hintSaid_);
    // Why it is best: in plain words as the verdict card says it, with the
    // Judge's own clauses (its category and, on the papers' rows, its place
    // in a published shortest solution) behind Why? when the judge can
    // tell; the search's answer otherwise.
    const std::optional<Verdict> verdict = model_->verdictFor(move);
    const bool judged = verdict && verdict->best && !verdict->clauses.empty();
    Q_EMIT hintChanged(hintHeading(described), hintReason(hintGame(), choice, judged ? &*verdict : nullptr),
                       judged ? verdictWhy(*verdict) : QString(), judged ? verdictSource(*verdict) : QString());
}

HintGame PlayController::hintGame() const
{
    HintGame game{model_->variant().rules(), model_->position(), std::nullopt, false};
    if (const std::size_t made = model_->records().size(); made > 0) {
        game.beforeLastMove = model_->positionAfterLine(made - 1);
        game.lastMoveWasFirstSlip = flagOf(model_->verdictAt(made - 1)) == Flag::Improper;
    }
    return game;
}

void PlayController::clearHint()
{
    if (hint_) {
        hint_.reset();
        Q_EMIT messageWithdrawn(std::exchange(hintSaid_, QString()));
        Q_EMIT hintChanged({}, {}, {}, {});
    }
}

// ---- marks ------------------------------------------------------------------

PlayController::CoachAdvice PlayController::coachAdvice(int hole) const
{
    CoachAdvice advice;
    if (!coach_ || hole < 0) {
        return advice;
    }
    for (const MoveChoice& candidate : choicesAt(moves_, hole)) {
        const std::optional<Verdict> verdict = model_->verdictFor(candidate.move);
        if (!verdict || !isMistake(flagOf(&*verdict))) {
            continue;
        }
        for (const PegMotion& motion : candidate.motions) {
            advice.holes.push_back(motion.to);
        }
        advice.line = coachLine(coachWarning(*verdict));
        advice.reason = reasonText(*verdict);
    }
    return advice;
}

void PlayController::addMistakeMarks(BoardMarks& marks, std::size_t index) const
{
    markMistake(marks, model_->verdictAt(index), model_->positionAfterLine(index), model_->positionAfterLine(index + 1));
}

// ---- looking back -----------------------------------------------------------

void PlayController::review(std::optional<std::size_t> index)
{
    if (index && (watching_ || *index >= model_->records().size())) {
        return;
    }
    if (index == reviewed_) {
        return;
    }
    stop();
    if (index) {
        clearHint();
        dropLift();
    }
    reviewed_ = index;
    view_->setPosition(index ? model_->positionAfterLine(*index + 1) : model_->position());
    refreshMarks();
    Q_EMIT reviewChanged(index);
}

void PlayController::endReview()
{
    if (reviewed_) {
        reviewed_.reset();
        Q_EMIT reviewChanged(std::nullopt);
    }
}

void PlayController::setGuide(std::optional<Move> move)
{
    guide_ = move;
    if (guide_ && !reviewed_ && !watching_ && guide_->from < model_->position().size()
        && isPeg(model_->position().at(guide_->from))) {
        input_.cursor = guide_->from; // the keyboard's square on the peg the arrow starts from
    }
    refreshMarks();
}

void PlayController::announce()
{
    if (watching_) {
        return; // the solution player tells its own moves; closing it tells the game
    }
    const std::size_t made = model_->records().size();
    const bool undone = made < announcedMoves_;
    announcedMoves_ = made;
    view_->announce(moveAnnouncement(*model_, undone));
}

// The board's marks, each kind by its own function (playmarks.h): the moves
// it names, the input's, the arrow, the coach's warnings, the last mistake.
void PlayController::refreshMarks()
{
    if (watching_) {
        return; // the solution player marks the board
    }
    // The holes' names say where each peg can go while the game is played
    // (not while the past is looked at, nor once the goal is reached).
    const bool playing = !reviewed_ && !model_->game().isWon();
    view_->setPlayableMoves(playing ? playableMoves(model_->variant(), moves_) : std::vector<PlayableMove>{});
    BoardMarks marks;
    if (reviewed_) {
        // The past is only looked at: no cursor, no hover, no hint; the
        // move's own marks where it was a mistake.
        addMistakeMarks(marks, *reviewed_);
        view_->setToolTip({});
        view_->setMarks(std::move(marks));
        return;
    }
    markInput(marks, input_, moves_, guide_.has_value());
    // A hint's arrow, else the guide's: one arrow at a time.
    const std::optional<Move> arrow = hint_ ? hint_ : guide_;
    markArrow(marks, moves_, arrow);
    // While a hint shows, its arrow is the one thing drawn over the holes it
    // spans: the last mistake's sign and tags step aside (the panel shows
    // the hint in the verdict's place; Esc or the next move brings them
    // back), and the hinted peg draws no coach warnings of its other moves.
    const int advised = input_.keyboardUsed ? input_.cursor : input_.hovered;
    const CoachAdvice advice = coachAdvice(hint_ && advised == hint_->from ? -1 : advised);
    marks.warnings = advice.holes;
    view_->setToolTip(advice.reason); // the whole sentence, for a player who lingers
    if (!arrow && !model_->records().empty()) {
        addMistakeMarks(marks, model_->records().size() - 1);
    }
    view_->setMarks(std::move(marks));
}

} // namespace leapfrog::ui

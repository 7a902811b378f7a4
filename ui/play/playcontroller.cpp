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

#include "words/hinttexts.h"
#include "words/plainverdict.h"
#include "words/statustexts.h"

#include <QTimer>

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

namespace leapfrog::ui {

namespace {

bool contains(const std::vector<int>& holes, int hole) { return std::ranges::find(holes, hole) != holes.end(); }

} // namespace

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
    selected_ = -1;
    choices_.clear();
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
    view_->setAccessibleName(boardAccessibleName(variant));
    announcedMoves_ = model_->records().size();
    view_->setGoalRings(goalMarks_ ? variant.goal() : Position());
    // A board larger than the window opens where the play is: at the empty
    // hole (once the scroll area has taken the board's new size).
    QTimer::singleShot(0, view_, [view = view_] { view->revealHole(view->position().findEmpty(), true); });
    selected_ = -1;
    choices_.clear();
    hovered_ = -1;
    computeCandidates(); // never the last board's moves on this one
    // A new game starts the keyboard afresh (placeCursor): a square left on
    // the last game's peg 2 made Enter play 2-4 on a board just opened.
    cursor_ = -1;
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
    if (cursor_ < 0 || from.size() != to.size()) {
        return;
    }
    for (const PegMotion& motion : motionsBetween(from, to)) {
        if (motion.from == cursor_) {
            cursor_ = motion.to; // the peg just moved (or taken back) keeps the keyboard's square
            return;
        }
    }
}

// The square's hole lost its peg (a restart, a position chosen in the state
// space, moves taken over from the solution while it was open): the nearest
// peg, where the player was looking.
void PlayController::keepCursorOnAPeg()
{
    const Position& position = model_->position();
    if (cursor_ >= position.size() || (cursor_ >= 0 && !isPeg(position.at(cursor_)))) {
        cursor_ = cursor_ < position.size() ? nearest(cursor_, pegs()) : -1;
    }
}

void PlayController::onChanged()
{
    endReview();
    selected_ = -1;
    choices_.clear();
    clearHint();
    computeCandidates();
    if (watching_) {
        return;
    }
    keepCursorOnAPeg();
    if (keyboardUsed_) {
        placeCursor(); // a new board: the keyboard's hole shows on it at once
    }
    refreshMarks();
    // Told once the keyboard has moved on with the game, so that the
    // hole it is on now says it (board/boardaccessible.h).
    announce();
}

int PlayController::nearest(int hole, const std::vector<int>& holes) const
{
    const QPointF here = view_->holeCentre(hole);
    int found = -1;
    double shortest = std::numeric_limits<double>::max();
    for (const int other : holes) {
        const QPointF offset = view_->holeCentre(other) - here;
        // Of two as near (within rounding: 64.47 pixels either side of a
        // centred hole are not always equal), the first in `holes`.
        if (const double distance = std::hypot(offset.x(), offset.y()); distance < shortest - 1e-6) {
            shortest = distance;
            found = other;
        }
    }
    return found;
}

void PlayController::computeCandidates()
{
    candidates_.clear();
    const Position& position = model_->position();
    const RuleSet rules = model_->variant().rules();
    for (const Move move : model_->legalMoves()) {
        candidates_.push_back({move, motionsBetween(position, applyMove(rules, position, move)), -1});
    }
}

std::vector<PlayController::Candidate> PlayController::candidatesAt(int hole) const
{
    std::vector<Candidate> here;
    for (const Candidate& candidate : candidates_) {
        const auto& motions = candidate.motions;
        if (std::ranges::none_of(motions, [hole](const PegMotion& m) { return m.from == hole; })) {
            continue;
        }
        Candidate copy = candidate;
        // One peg: the second click names where it goes. Several (a pair):
        // the second click names the peg it moves with.
        if (motions.size() == 1) {
            copy.secondClick = motions.front().to;
        } else {
            copy.secondClick = motions.front().from == hole ? motions.back().from : motions.front().from;
        }
        here.push_back(std::move(copy));
    }
    return here;
}

std::vector<int> PlayController::pegs() const
{
    std::vector<int> holes;
    const Position& position = model_->position();
    for (int hole = 0; hole < position.size(); ++hole) {
        if (isPeg(position.at(hole))) {
            holes.push_back(hole);
        }
    }
    return holes;
}

std::vector<int> PlayController::movablePegs() const
{
    std::vector<int> holes;
    for (const Candidate& candidate : candidates_) {
        for (const PegMotion& motion : candidate.motions) {
            holes.push_back(motion.from);
        }
    }
    std::ranges::sort(holes);
    holes.erase(std::unique(holes.begin(), holes.end()), holes.end());
    return holes;
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
    keyboardUsed_ = false;
    mouseUsed_ = true;
    act(hole);
}

void PlayController::act(int hole)
{
    stop();
    const std::vector<int> emptied = std::exchange(justEmptied_, {});
    if (selected_ < 0 && hole >= 0 && contains(emptied, hole) && !isPeg(model_->position().at(hole))) {
        Q_EMIT message(pairShiftedText());
        return;
    }
    if (selected_ >= 0) {
        const auto chosen = std::ranges::find(choices_, hole, &Candidate::secondClick);
        if (chosen != choices_.end()) {
            const Candidate candidate = *chosen;
            clearSelection();
            playCandidate(candidate);
            return;
        }
        const bool sameAgain = hole == selected_;
        clearSelection();
        if (sameAgain) {
            Q_EMIT message(choiceCancelledText());
            return;
        }
    }
    if (hole < 0) {
        return;
    }
    if (model_->game().isWon()) {
        // Ctrl+N on a challenge plays the same position again: the banner
        // offers a new one. In the fewest moves there is no shorter way to look for.
        const std::optional<int> fewest = model_->minimum();
        const bool optimal = fewest && model_->game().movesMade() == *fewest;
        const bool challenge = model_->variant().isStartedElsewhere();
        Q_EMIT message(solvedAdvice(optimal, challenge));
        return;
    }
    std::vector<Candidate> here = candidatesAt(hole);
    if (here.empty()) {
        explainRefusal(hole);
    } else if (here.size() == 1) {
        const Candidate only = here.front();
        playCandidate(only);
        if (only.motions.size() > 1) {
            for (const PegMotion& motion : only.motions) {
                justEmptied_.push_back(motion.from);
            }
        }
    } else {
        select(hole, std::move(here));
    }
}

void PlayController::playCandidate(const Candidate& candidate)
{
    const Origin origin = hint_ && *hint_ == candidate.move ? Origin::Hint : Origin::Player;
    model_->play(candidate.move, origin);
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
    if (const int empty = nearest(hole, empties); empty >= 0) {
        reason = whyIllegal(variant.board(), variant.rules(), position, Move{hole, empty});
    }
    tellKeyboard(refusalText(hole, reason));
}

void PlayController::tellKeyboard(const QString& text)
{
    Q_EMIT message(text);
    if (keyboardUsed_) {
        view_->announce(text); // said where a screen reader's focus is: the square's hole
    }
}

void PlayController::select(int hole, std::vector<Candidate> choices)
{
    selected_ = hole;
    choices_ = std::move(choices);
    const bool pairs = choices_.front().motions.size() > 1;
    if (keyboardUsed_) {
        cursor_ = choices_.front().secondClick;
    }
    refreshMarks();
    tellKeyboard(choiceText(pairs, keyboardUsed_));
}

void PlayController::clearSelection()
{
    if (selected_ >= 0 && keyboardUsed_) {
        cursor_ = selected_;
    }
    selected_ = -1;
    choices_.clear();
    refreshMarks();
}

void PlayController::onHoleHovered(int hole)
{
    if (watching_) {
        return;
    }
    hovered_ = hole;
    if (hole >= 0) {
        // The mouse over the holes plays now: the coach follows it, and the
        // keyboard's hole steps aside until a key or Tab.
        keyboardUsed_ = false;
        mouseUsed_ = true;
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
        walkReview(key);
        return;
    }
    keyboardUsed_ = true;
    mouseUsed_ = false;
    switch (key) {
    case BoardKey::Cancel:
        stop();
        clearHint();
        clearSelection();
        return;
    case BoardKey::Activate:
        if (hint_ && cursor_ == hint_->from) {
            // Enter on the hinted peg makes the hinted move, whatever else
            // the peg could do.
            showHint();
        } else if (cursor_ < 0) {
            moveCursor(BoardKey::First);
        } else {
            act(cursor_);
        }
        return;
    default:
        moveCursor(key);
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
    if (returning && mouseUsed_) {
        return;
    }
    keyboardUsed_ = true;
    placeCursor();
    refreshMarks();
}

void PlayController::placeCursor()
{
    if (cursor_ >= 0) {
        return;
    }
    if (guide_ && guide_->from < model_->position().size() && isPeg(model_->position().at(guide_->from))) {
        cursor_ = guide_->from; // the peg the tutorial's card asks for
        return;
    }
    // Where the play is: the peg that can move nearest the empty hole (the
    // left one of two as near), else the nearest peg.
    const int empty = model_->position().findEmpty();
    if (empty < 0) {
        cursor_ = pegs().empty() ? -1 : pegs().front();
        return;
    }
    const int movable = nearest(empty, movablePegs());
    cursor_ = movable >= 0 ? movable : nearest(empty, pegs());
}

void PlayController::putHintAway()
{
    stop();
    clearHint();
    clearSelection(); // and draws the board without the arrow
}

// The arrow keys go over every peg (a lifted peg's choices while one is
// lifted), so that none is skipped unsaid: Enter on a peg that cannot move
// says why. Home and End go to the first and the last peg that can move.
void PlayController::moveCursor(BoardKey key)
{
    std::vector<int> options;
    for (const Candidate& choice : choices_) {
        options.push_back(choice.secondClick);
    }
    const bool ends = key == BoardKey::First || key == BoardKey::Last;
    if (options.empty()) {
        options = ends ? movablePegs() : pegs();
    }
    if (options.empty()) {
        Q_EMIT message(nothingToMoveText(model_->game().isWon()));
        return;
    }
    if (key == BoardKey::Last) {
        cursor_ = options.back();
    } else if (cursor_ < 0 || key == BoardKey::First) {
        cursor_ = options.front();
    } else {
        // The nearest option in the key's direction, preferring ones straight
        // ahead (works for rows and for trees alike).
        const QPointF direction = key == BoardKey::Left    ? QPointF(-1, 0)
                                  : key == BoardKey::Right ? QPointF(1, 0)
                                  : key == BoardKey::Up    ? QPointF(0, -1)
                                                           : QPointF(0, 1);
        const QPointF here = view_->holeCentre(cursor_);
        double bestScore = std::numeric_limits<double>::max();
        for (const int hole : options) {
            const QPointF offset = view_->holeCentre(hole) - here;
            const double ahead = QPointF::dotProduct(offset, direction);
            const double aside = std::abs(QPointF::dotProduct(offset, QPointF(-direction.y(), direction.x())));
            if (ahead > 1e-6 && ahead + 2 * aside < bestScore) {
                bestScore = ahead + 2 * aside;
                cursor_ = hole;
            }
        }
    }
    view_->revealHole(cursor_);
    refreshMarks();
    if (const CoachAdvice advice = coachAdvice(cursor_); !advice.holes.empty()) {
        Q_EMIT message(advice.line);
    }
}

// ---- help -------------------------------------------------------------------

void PlayController::showHint()
{
    review(std::nullopt); // a hint is for the game, not the past
    stop();
    if (hint_ && std::ranges::find(candidates_, *hint_, &Candidate::move) != candidates_.end()) {
        // The second press makes the hinted move.
        const Move move = *hint_;
        clearSelection();
        model_->play(move, Origin::Hint);
        return;
    }
    clearSelection();
    if (model_->game().isWon()) {
        Q_EMIT message(alreadySolvedText());
        return;
    }
    if (const std::vector<Move> best = model_->bestMoves(); !best.empty()) {
        const Move preferred = preferredHint(best);
        const bool undoAsGood = !undoesLastMove(preferred)
                                && std::ranges::any_of(best, [this](Move move) { return undoesLastMove(move); });
        markHint(preferred, undoAsGood);
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
        markHint(*best);
    }
}

void PlayController::onHintFailed(const QString& why)
{
    if (!watching_) {
        Q_EMIT message(why);
    }
}

void PlayController::markHint(Move move, bool undoAsGood)
{
    hint_ = move;
    model_->markHintShown(); // seen is used, whether it is played or not
    // The keyboard waits on the hinted peg: Enter (or H again) makes the move.
    cursor_ = move.from;
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
    Q_EMIT hintChanged(hintHeading(described), hintReason(move, judged ? &*verdict : nullptr, undoAsGood),
                       judged ? verdictWhy(*verdict) : QString(), judged ? verdictSource(*verdict) : QString());
}

// Among equally good moves: first none that the tutorial and the help say
// never belong to a shortest solution (a jump over the own colour, then a
// move backward: a newcomer hinted 5-4 back where 2-4 was as short), then
// the one that takes the last move back (a backward slip taken back
// forward; Undo does better still, and the card says so), then the first.
Move PlayController::preferredHint(const std::vector<Move>& best) const
{
    const auto doubt = [this](Move move) {
        const std::optional<Verdict> verdict = model_->verdictFor(move);
        const bool ownColour = verdict && verdict->category == Category::HomoJump;
        const bool backward = verdict
                              && (verdict->category == Category::BackwardStep || verdict->category == Category::BackwardJump);
        return 4 * int{ownColour} + 2 * int{backward} + int{!undoesLastMove(move)};
    };
    return *std::ranges::min_element(best, {}, doubt);
}

bool PlayController::undoesLastMove(Move move) const
{
    const std::size_t made = model_->records().size();
    return made > 0
           && applyMove(model_->variant().rules(), model_->position(), move) == model_->positionAfterLine(made - 1);
}

// After a mistake "it keeps the shortest finish" read as a claim on the
// game, which had lost it: a hint that takes the last move back says so,
// and that Undo does it without counting a move (back to the fewest moves
// when that move was the game's first slip).
QString PlayController::hintReason(Move move, const Verdict* verdict, bool undoAsGood) const
{
    if (undoesLastMove(move)) {
        return hintUndoesText(lastMoveWasFirstSlip());
    }
    const QString reason = verdict ? plainVerdict(*verdict, std::vector<Move>{}) : hintFromSearchReason();
    return undoAsGood ? reason + QLatin1Char(' ') + hintUndoDoesBetterText(lastMoveWasFirstSlip()) : reason;
}

bool PlayController::lastMoveWasFirstSlip() const
{
    const Verdict* last = model_->records().empty() ? nullptr : model_->verdictAt(model_->records().size() - 1);
    return last != nullptr && flagOf(last) == Flag::Improper;
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
    for (const Candidate& candidate : candidatesAt(hole)) {
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
    const Verdict* verdict = model_->verdictAt(index);
    if (!verdict || !isMistake(flagOf(verdict))) {
        return;
    }
    for (const PegMotion& motion : motionsBetween(model_->positionAfterLine(index), model_->positionAfterLine(index + 1))) {
        marks.flagged.push_back(motion.to);
    }
    // The improper board's letters over its holes: "*S*BB*R*" marks its
    // holes with B, B, R and, for Yancey's S (the empty hole, but also the
    // letter of a blue step), the empty hole's own sign: an empty tag.
    std::size_t next = 0;
    for (const char letter : verdict->pattern) {
        if (letter != '*' && next < verdict->holes.size()) {
            marks.pattern.emplace_back(verdict->holes[next++],
                                       letter == 'S' ? QString() : QString(QChar::fromLatin1(letter)));
        }
    }
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
        selected_ = -1;
        choices_.clear();
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

void PlayController::walkReview(BoardKey key)
{
    const std::size_t last = model_->records().size() - 1;
    const std::size_t at = *reviewed_;
    switch (key) {
    case BoardKey::Left:
    case BoardKey::Up:
        review(at > 0 ? at - 1 : 0);
        break;
    case BoardKey::Right:
    case BoardKey::Down:
        review(std::min(at + 1, last));
        break;
    case BoardKey::First:
        review(0);
        break;
    case BoardKey::Last:
        review(last);
        break;
    case BoardKey::Cancel:
    case BoardKey::Activate:
        review(std::nullopt);
        break;
    }
}

void PlayController::setGuide(std::optional<Move> move)
{
    guide_ = move;
    if (guide_ && !reviewed_ && !watching_ && guide_->from < model_->position().size()
        && isPeg(model_->position().at(guide_->from))) {
        cursor_ = guide_->from; // the keyboard's square on the peg the arrow starts from
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

void PlayController::refreshMarks()
{
    if (watching_) {
        return; // the solution player marks the board
    }
    // The holes' names say where each peg can go while the game is played
    // (not while the past is looked at, nor once the goal is reached).
    std::vector<PlayableMove> playable;
    if (!reviewed_ && !model_->game().isWon()) {
        const Variant& variant = model_->variant();
        for (const Candidate& candidate : candidates_) {
            playable.push_back({candidate.move, moveShape(variant.board(), variant.rules(), candidate.move)});
        }
    }
    view_->setPlayableMoves(std::move(playable));
    BoardMarks marks;
    if (reviewed_) {
        // The past is only looked at: no cursor, no hover, no hint; the
        // move's own marks where it was a mistake.
        addMistakeMarks(marks, *reviewed_);
        view_->setToolTip({});
        view_->setMarks(std::move(marks));
        return;
    }
    const std::vector<int> movable = movablePegs();
    marks.hovered = contains(movable, hovered_) ? hovered_ : -1;
    marks.selected = selected_;
    for (const Candidate& choice : choices_) {
        marks.targets.push_back(choice.secondClick);
    }
    // The tutorial's card speaks of the square on the arrow's peg: while it
    // guides, the square shows for a player who has not touched a key yet.
    marks.cursor = keyboardUsed_ || guide_ ? cursor_ : -1;
    // A hint's arrow, else the guide's: one arrow at a time.
    const std::optional<Move> arrow = hint_ ? hint_ : guide_;
    if (arrow) {
        const auto found = std::ranges::find(candidates_, *arrow, &Candidate::move);
        for (const PegMotion& motion : found != candidates_.end() ? found->motions : std::vector<PegMotion>{}) {
            marks.hintFrom.push_back(motion.from);
            marks.hintTo.push_back(motion.to);
        }
    }
    // While a hint shows, its arrow is the one thing drawn over the holes it
    // spans: the last mistake's sign and tags step aside (the panel shows
    // the hint in the verdict's place; Esc or the next move brings them
    // back), and the hinted peg draws no coach warnings of its other moves.
    const int advised = keyboardUsed_ ? cursor_ : hovered_;
    const CoachAdvice advice = coachAdvice(hint_ && advised == hint_->from ? -1 : advised);
    marks.warnings = advice.holes;
    view_->setToolTip(advice.reason); // the whole sentence, for a player who lingers
    if (!arrow && !model_->records().empty()) {
        addMistakeMarks(marks, model_->records().size() - 1);
    }
    view_->setMarks(std::move(marks));
}

} // namespace leapfrog::ui

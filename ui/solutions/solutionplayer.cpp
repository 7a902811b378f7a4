#include "solutionplayer.h"

#include "board/boardview.h"
#include "board/motion.h"
#include "model/errors.h"
#include "model/rules.h"
#include "pace.h"
#include "play/gamemodel.h"
#include "play/playcontroller.h"
#include "words/texts.h"
#include "look/verdictstyle.h"

#include <QLocale>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <limits>

namespace leapfrog::ui {

namespace {

// A search for the player waits at most this long (the bar shows how far it
// has got, and its close button stops it).
constexpr std::chrono::milliseconds kSearchBudget{30'000};
// How preparing a long solution reports its percentage as progress.
constexpr const char* kPreparing = "preparing";
// Solutions up to this long are prepared at once on the GUI thread (well
// under a millisecond); longer ones on a worker, with progress.
constexpr std::uint64_t kPrepareAtOnce = 1u << 16;
// Frames of a fast pace.
constexpr int kFrameMs = 16;
// The share of a slow pace's period a move's animation may take.
constexpr double kAnimatedShare = 0.8;
// Taking over makes the moves the game's: it keeps a position per move and
// rebuilds its list and verdicts on every undo, O(moves) each time (about
// 0.4 s for 20,000 moves of classic:1000). Beyond these the game would crawl.
constexpr std::uint64_t kTakeOverMoves = 20'000;
constexpr double kTakeOverBytes = 64.0 * 1024 * 1024;

std::uint64_t commonPrefix(const std::vector<Move>& line, const Solution& solution)
{
    const std::uint64_t most = std::min<std::uint64_t>(line.size(), solution.length());
    std::uint64_t same = 0;
    while (same < most && solution.moveAt(same) == line[static_cast<std::size_t>(same)]) {
        ++same;
    }
    return same;
}

QString number(std::uint64_t value) { return QLocale().toString(static_cast<qulonglong>(value)); }

// A playhead asked for before the solution is known: where the solution
// leaves the game's own moves (its ownMoves()).
constexpr std::uint64_t kWhereItLeavesTheGame = std::numeric_limits<std::uint64_t>::max();

} // namespace

// What a worker found when the player opened: the catalog and its first
// solution, or why there is none.
struct SolutionPlayer::Found {
    std::optional<SolutionCatalog> catalog;
    std::optional<WatchedSolution> first;
    QString error;
};

// A solution made ready to watch (catalog/prepared_solution.h).
struct SolutionPlayer::Prepared {
    WatchedSolution watched;
    PreparedSolution ready;
};

SolutionPlayer::SolutionPlayer(GameModel* model, BoardView* view, PlayController* play, QObject* parent)
    : QObject(parent)
    , model_(model)
    , view_(view)
    , play_(play)
    , work_(Budget{kSearchBudget, kWindowSearchMemory}, 2)
    , stepTimer_(new QTimer(this))
    , frameTimer_(new QTimer(this))
{
    connect(&work_, &BackgroundWork::progressed, this, &SolutionPlayer::onProgress);
    connect(&work_, &BackgroundWork::outOfBudget, this, &SolutionPlayer::onWorkFailed);
    connect(&work_, &BackgroundWork::failed, this, &SolutionPlayer::onWorkFailed);
    stepTimer_->setSingleShot(true);
    connect(stepTimer_, &QTimer::timeout, this, &SolutionPlayer::onStepTimer);
    frameTimer_->setInterval(kFrameMs);
    frameTimer_->setTimerType(Qt::PreciseTimer);
    connect(frameTimer_, &QTimer::timeout, this, &SolutionPlayer::onFrame);
    // The game changed under the player (a new board, Undo): back to it.
    connect(model_, &GameModel::reset, this, &SolutionPlayer::close);
    connect(model_, &GameModel::moved, this, [this] {
        if (!takingOver_) {
            close();
        }
    });
    connect(play_, &PlayController::watchInterrupted, this, [this] {
        if (isReady()) {
            takeOver();
        } else {
            close();
        }
    });
    connect(play_, &PlayController::watchKey, this, &SolutionPlayer::handleKey);
}

// ---- opening and closing ----------------------------------------------------

void SolutionPlayer::playFromHere() { open(model_->game().currentLine().size()); }

void SolutionPlayer::watchFromStart() { open(0); }

std::optional<std::size_t> SolutionPlayer::firstSlip() const
{
    for (std::size_t i = 0; i < model_->records().size(); ++i) {
        const Verdict* verdict = model_->verdictAt(i);
        if (!verdict || verdict->basis == Basis::Unknown) {
            return std::nullopt; // not known: never a guess
        }
        if (!verdict->proper) {
            return i;
        }
    }
    return std::nullopt;
}

void SolutionPlayer::compareWithTheBest()
{
    const std::optional<std::size_t> slip = firstSlip();
    if (!slip) {
        Q_EMIT message(model_->records().empty()
                           ? tr("Nothing to compare yet: make a move or two first.")
                           : tr("Your game has not left the optimal solutions (as far as its moves are judged): "
                                "nothing to compare."));
        return;
    }
    const MoveRecord& record = model_->records()[*slip];
    const Verdict* verdict = model_->verdictAt(*slip);
    const QString cost = !verdict->cost ? tr("after it the goal could no longer be reached")
                                               : tr("it cost %Ln move(s) over the shortest finish", nullptr, *verdict->cost);
    open(*slip);
    comparison_ = tr("Your game left every optimal solution at move %1, %2: %3. Below, from just before it, an "
                     "optimal finish.")
                      .arg(*slip + 1)
                      .arg(QString::fromStdString(moveText(record.move)), cost);
}

void SolutionPlayer::replayGame()
{
    const std::vector<Move> line = model_->game().currentLine();
    if (line.empty()) {
        Q_EMIT message(tr("Nothing to replay yet: make a move or two first."));
        return;
    }
    startWatching(tr("Preparing your game…"), true);
    showSolution(WatchedSolution{std::make_shared<MoveListSolution>(line), std::nullopt}, 0);
}

QString SolutionPlayer::verdictLabel(std::uint64_t index) const
{
    return replay_ && index < model_->records().size() ? flagLabel(model_->verdictAt(static_cast<std::size_t>(index)))
                                                        : QString();
}

void SolutionPlayer::startWatching(const QString& busy, bool replay)
{
    work_.cancel();
    setPlaying(false);
    const bool wasWatching = isWatching();
    if (!paceChosen_) {
        paceIndex_ = defaultPaceIndex(view_->animationSpeed());
        Q_EMIT paceChanged(paceIndex_);
    }
    gameLine_ = model_->game().currentLine();
    gameOrigins_.clear();
    for (const MoveRecord& record : model_->records()) {
        gameOrigins_.push_back(record.origin);
    }
    comparison_.clear();
    replay_ = replay;
    catalog_.reset();
    solution_.reset();
    timeline_.reset();
    word_.reset();
    rank_.reset();
    ownMoves_ = 0;
    playhead_ = 0;
    Q_EMIT solutionChanged(); // the views let go of the last solution
    autoPlay_ = true;
    play_->setWatching(true);
    setPhase(Phase::Finding, busy);
    if (!wasWatching) {
        Q_EMIT watchingChanged(true);
    }
}

void SolutionPlayer::open(std::size_t kept)
{
    startWatching(kept > 0 ? tr("Looking for the optimal solutions from here…") : tr("Looking for the optimal solutions…"),
                  false);
    model_->markSolutionShown();
    const std::shared_ptr<const ExactSearch> search = model_->search();
    const std::vector<Move> line(gameLine_.begin(), gameLine_.begin() + static_cast<std::ptrdiff_t>(kept));
    work_.run(
        [search, line](const SearchControl& control) {
            Found found;
            SolutionCatalog catalog = SolutionCatalog::continuing(search, line, control);
            if (catalog.count() && catalog.count()->isZero()) {
                found.error = tr("The goal cannot be reached from here: undo a move or two.");
            } else {
                found.first = catalog.solution(catalog.initialRank(), control);
                found.catalog = std::move(catalog);
            }
            return found;
        },
        [this](Found found) { onFound(std::move(found)); });
}

void SolutionPlayer::onFound(Found found)
{
    if (!found.catalog) {
        finish();
        Q_EMIT message(tr("No optimal solution to show. %1").arg(asSentence(found.error)));
        return;
    }
    catalog_ = std::move(found.catalog);
    showSolution(std::move(*found.first), catalog_->startMove());
}

void SolutionPlayer::close()
{
    if (!isWatching()) {
        return;
    }
    finish();
    Q_EMIT message(tr("Back to your game."));
}

void SolutionPlayer::finish()
{
    work_.cancel();
    setPlaying(false);
    autoPlay_ = false;
    setPhase(Phase::Closed);
    play_->setWatching(false); // the board shows the game again
    // On a long row the solution may have been far from the game: back to
    // where the game is played, its empty hole.
    const int empty = model_->position().findEmpty();
    QTimer::singleShot(0, view_, [view = view_, empty] { view->revealHole(empty, true); });
    Q_EMIT watchingChanged(false);
}

QString SolutionPlayer::takeOverRefusal() const
{
    if (replay_) {
        return tr("This is your own game: close the player (Esc) to return to it, or click a move in your list to "
                  "look back at it.");
    }
    const std::uint64_t keep = std::min(ownMoves_, playhead_);
    const double perMove = (model_->variant().holeCount() + 31) / 32 * 8.0 + 64;
    const auto most = std::min(kTakeOverMoves, static_cast<std::uint64_t>(kTakeOverBytes / perMove));
    if (playhead_ - keep <= most) {
        return {};
    }
    return tr("On this board the game can take over at most %1 moves of the solution at once: go back to move %2 "
              "or before.")
        .arg(number(most), number(keep + most));
}

void SolutionPlayer::takeOver()
{
    if (!isReady()) {
        return;
    }
    if (const QString refusal = takeOverRefusal(); !refusal.isEmpty()) {
        Q_EMIT message(refusal);
        return;
    }
    setPlaying(false);
    view_->finishAnimation();
    const std::uint64_t keep = std::min(ownMoves_, playhead_);
    std::vector<Move> moves;
    moves.reserve(static_cast<std::size_t>(playhead_ - keep));
    for (std::uint64_t i = keep; i < playhead_; ++i) {
        moves.push_back(solution_->moveAt(i));
    }
    takingOver_ = true;
    model_->continueLine(static_cast<std::size_t>(keep), moves, Origin::Solution);
    takingOver_ = false;
    finish();
    if (model_->game().isWon()) {
        return; // taken over at the goal: the win's banner speaks, the game goes on no more
    }
    // Short enough for the status line beside the move count at 1024 wide,
    // and true by keyboard too (the sixth newcomer).
    Q_EMIT message(tr("Your game goes on from move %1; the shown moves are in italics in the move list.")
                       .arg(number(playhead_)));
}

// ---- choosing and preparing a solution ----------------------------------------

void SolutionPlayer::chooseRank(const BigInt& rank)
{
    if (!catalog_ || !solution_ || (rank_ && *rank_ == rank)) {
        return;
    }
    // Paused where the last one was, so the two can be compared move by move.
    const std::uint64_t keep = playhead_ < length() ? playhead_ : kWhereItLeavesTheGame;
    autoPlay_ = false;
    setPlaying(false);
    work_.cancel();
    if (catalog_->isInstant()) {
        try {
            showSolution(catalog_->solution(rank), keep);
        } catch (const std::exception& error) {
            Q_EMIT message(asSentence(QString::fromUtf8(error.what())));
        }
        return;
    }
    setPhase(Phase::Preparing, tr("Looking for solution %1…").arg(QString::fromStdString(rank.toString())));
    work_.run([catalog = *catalog_, rank](const SearchControl& control) { return catalog.solution(rank, control); },
              [this, keep](WatchedSolution watched) { showSolution(std::move(watched), keep); });
}

void SolutionPlayer::showSolution(WatchedSolution watched, std::uint64_t playhead)
{
    const Variant& variant = model_->variant();
    if (watched.moves->length() <= kPrepareAtOnce) {
        const std::atomic<bool> never = false;
        std::optional<RunWord> spelled = catalog_ ? catalog_->word(watched.rank) : std::nullopt;
        PreparedSolution ready = *prepareSolution(variant, watched.moves, std::move(spelled), never);
        onPrepared({std::move(watched), std::move(ready)}, playhead);
        return;
    }
    setPhase(Phase::Preparing, tr("Preparing %1 moves…").arg(number(watched.moves->length())));
    work_.run(
        [variant, catalog = catalog_, watched = std::move(watched)](const SearchControl& control) {
            const auto progress = [&control](int percent) {
                control.progress({kPreparing, 0, static_cast<std::uint64_t>(percent), 100});
            };
            std::optional<PreparedSolution> ready =
                prepareSolution(variant, watched.moves, catalog ? catalog->word(watched.rank) : std::nullopt,
                                *control.cancel, progress);
            if (!ready) {
                throw Cancelled();
            }
            return Prepared{watched, std::move(*ready)};
        },
        [this, playhead](Prepared prepared) { onPrepared(std::move(prepared), playhead); });
}

void SolutionPlayer::onPrepared(Prepared prepared, std::uint64_t playhead)
{
    solution_ = std::move(prepared.watched.moves);
    rank_ = std::move(prepared.watched.rank);
    timeline_ = std::move(prepared.ready.timeline);
    word_ = std::move(prepared.ready.word);
    ownMoves_ = commonPrefix(gameLine_, *solution_);
    becomeReady(playhead == kWhereItLeavesTheGame ? ownMoves_ : std::min(playhead, solution_->length()));
}

void SolutionPlayer::becomeReady(std::uint64_t playhead)
{
    setPhase(Phase::Ready);
    playhead_ = playhead;
    position_ = timeline_->positionAt(playhead_);
    view_->setPosition(position_);
    view_->followHole(position_.findEmpty());
    Q_EMIT solutionChanged();
    Q_EMIT wordChanged();
    Q_EMIT playheadChanged(playhead_);
    updateMarks();
    if (std::exchange(autoPlay_, false)) {
        play();
    }
}

void SolutionPlayer::setPhase(Phase phase, const QString& busyText)
{
    phase_ = phase;
    busyText_ = busyText;
    progress_ = -1;
    Q_EMIT phaseChanged();
}

void SolutionPlayer::onProgress(const SearchProgress& progress)
{
    if (progress.phase == kPreparing) {
        const int percent = static_cast<int>(progress.done);
        if (progress_ != percent) {
            progress_ = percent;
            Q_EMIT phaseChanged();
        }
        return;
    }
    busyText_ = tr("Searching: %1 positions so far…").arg(number(progress.done));
    Q_EMIT phaseChanged();
}

// A search that failed or ran out of its budget: opening finds nothing to
// show; another rank stays the solution shown.
void SolutionPlayer::onWorkFailed(const QString& why)
{
    if (phase_ == Phase::Finding) {
        finish();
        Q_EMIT message(tr("No optimal solution to show: %1").arg(asSentence(why)));
        return;
    }
    Q_EMIT message(asSentence(why));
    setPhase(Phase::Ready);
}

// ---- moving through the solution ----------------------------------------------

void SolutionPlayer::play()
{
    if (!isReady()) {
        autoPlay_ = isWatching();
        return;
    }
    if (playhead_ >= length()) {
        seek(0); // from the end, play starts over
    }
    setPlaying(true);
}

void SolutionPlayer::pause() { setPlaying(false); }

void SolutionPlayer::togglePlay()
{
    if (playing_) {
        pause();
    } else {
        play();
    }
}

void SolutionPlayer::setPlaying(bool playing)
{
    stepTimer_->stop();
    frameTimer_->stop();
    const bool changed = playing_ != playing;
    playing_ = playing;
    if (playing_) {
        frameCarry_ = 0;
        frameClock_.start();
        if (animatesEachMove(paceIndex_)) {
            onStepTimer(); // the first move at once
        } else {
            frameTimer_->start();
        }
    }
    if (changed) {
        updateMarks();
        Q_EMIT playingChanged(playing_);
    }
}

void SolutionPlayer::setPace(int index)
{
    index = std::clamp(index, 0, kPaceCount - 1);
    paceChosen_ = true;
    if (index == paceIndex_) {
        return;
    }
    const bool modeChanges = animatesEachMove(index) != animatesEachMove(paceIndex_);
    paceIndex_ = index;
    Q_EMIT paceChanged(paceIndex_);
    if (playing_ && modeChanges) {
        setPlaying(true); // the other timer takes over
    } else if (playing_ && stepTimer_->isActive()) {
        schedule();
    }
}

void SolutionPlayer::onStepTimer()
{
    if (playhead_ >= length()) {
        setPlaying(false);
        return;
    }
    advance(true);
    if (playhead_ >= length()) {
        // The last move made: nothing more to pause, so the bar shows
        // play (from the start) at once, while the move lands.
        setPlaying(false);
        return;
    }
    schedule();
}

// The next move after one period.
void SolutionPlayer::schedule() { stepTimer_->start(static_cast<int>(1000 / paceAt(paceIndex_))); }

void SolutionPlayer::onFrame()
{
    frameCarry_ += paceAt(paceIndex_) * static_cast<double>(frameClock_.restart()) / 1000.0;
    // A late frame (a busy machine) slows the play down rather than skip
    // moves: each frame shows a position at most kMostMovesPerFrame on.
    const auto moves = static_cast<std::uint64_t>(std::min(std::floor(frameCarry_), double{kMostMovesPerFrame}));
    frameCarry_ = std::min(frameCarry_ - static_cast<double>(moves), 1.0);
    const std::uint64_t target = std::min(length(), playhead_ + moves);
    if (target == playhead_ + 1) {
        advance(false);
    } else if (target != playhead_) {
        seek(target);
    }
    if (playhead_ >= length()) {
        setPlaying(false);
    }
}

void SolutionPlayer::stepForward()
{
    if (!isReady() || playhead_ >= length()) {
        return;
    }
    setPlaying(false);
    advance(true);
}

void SolutionPlayer::stepBack()
{
    if (!isReady() || playhead_ == 0) {
        return;
    }
    setPlaying(false);
    const Position from = position_;
    const Move move = solution_->moveAt(playhead_ - 1);
    --playhead_;
    position_ = timeline_->positionAt(playhead_);
    showStep(from, move, true);
}

void SolutionPlayer::goToFirst()
{
    setPlaying(false);
    seek(0);
}

void SolutionPlayer::goToLast()
{
    setPlaying(false);
    seek(length());
}

void SolutionPlayer::seek(std::uint64_t move)
{
    if (!isReady()) {
        return;
    }
    playhead_ = std::min(move, length());
    // The position before the playhead's move too, for what a screen reader
    // is told, at the cost of one look-up.
    const Position before = timeline_->positionAt(playhead_ > 0 ? playhead_ - 1 : 0);
    position_ = playhead_ > 0 ? applyMove(model_->variant().rules(), before, solution_->moveAt(playhead_ - 1)) : before;
    view_->setPosition(position_);
    view_->followHole(position_.findEmpty()); // a long board scrolls to where the play is
    updateMarks();
    announcePlayhead(before);
    Q_EMIT playheadChanged(playhead_);
}

void SolutionPlayer::advance(bool animate)
{
    const Position from = position_;
    const Move move = solution_->moveAt(playhead_);
    applyMoveInPlace(model_->variant().rules(), position_, move);
    ++playhead_;
    showStep(from, move, animate);
}

void SolutionPlayer::showStep(const Position& from, Move move, bool animate)
{
    const Variant& variant = model_->variant();
    if (animate) {
        view_->showMove(from, position_, moveShape(variant.board(), variant.rules(), move), stepDuration(move));
    } else {
        view_->setPosition(position_);
    }
    view_->followHole(move.to);
    updateMarks();
    announcePlayhead(from);
    Q_EMIT playheadChanged(playhead_);
}

int SolutionPlayer::stepDuration(Move move) const
{
    const Variant& variant = model_->variant();
    const int board = view_->moveDuration(moveShape(variant.board(), variant.rules(), move));
    if (!playing_) {
        return board;
    }
    const double period = 1000 / paceAt(paceIndex_);
    return std::min(board, static_cast<int>(period * kAnimatedShare));
}

void SolutionPlayer::handleKey(BoardKey key)
{
    switch (key) {
    case BoardKey::Left:
    case BoardKey::Up: stepBack(); return;
    case BoardKey::Right:
    case BoardKey::Down: stepForward(); return;
    case BoardKey::First: goToFirst(); return;
    case BoardKey::Last: goToLast(); return;
    case BoardKey::Activate: togglePlay(); return;
    case BoardKey::Cancel: close(); return;
    }
}

void SolutionPlayer::announcePlayhead(const Position& before)
{
    const QString total = countText(length());
    // A numerus count is an int; a longer solution (none is built today) keeps its plural form.
    const QString start = length() <= static_cast<std::uint64_t>(std::numeric_limits<int>::max())
                              ? tr("The start of the solution: %Ln move(s) to the goal.", nullptr, static_cast<int>(length()))
                              : tr("The start of the solution: %1 moves to the goal.").arg(total);
    view_->announce(playhead_ == 0 ? start
                                   : tr("Move %1 of %2: %3.")
                                         .arg(countText(playhead_), total, describeMove(before, position_)));
}

// While paused, the board shows the solution's next move, as a hint does.
void SolutionPlayer::updateMarks()
{
    BoardMarks marks;
    if (isReady() && !playing_ && playhead_ < length()) {
        const Position next = applyMove(model_->variant().rules(), position_, solution_->moveAt(playhead_));
        for (const PegMotion& motion : motionsBetween(position_, next)) {
            marks.hintFrom.push_back(motion.from);
            marks.hintTo.push_back(motion.to);
        }
    }
    view_->setMarks(std::move(marks));
}

} // namespace leapfrog::ui

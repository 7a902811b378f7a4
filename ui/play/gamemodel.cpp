#include "gamemodel.h"

#include "analysis/advice.h"
#include "analysis/search_verdicts.h"
#include "catalog/solve.h"
#include "model/errors.h"
#include "model/notation.h"

#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace leapfrog::ui {

namespace {

// What the analysis thread hands back: a judge (or why there is none), and
// where the judge cannot advise, an optimal solution from the start.
struct AnalysisResult {
    std::shared_ptr<const Judge> judge;
    QString error;
    std::shared_ptr<const Solution> startSolution;
};

// A construction's solution, where one serves this board: cheap at any size.
// (Search is not tried here: beyond the judge's table it would only hit its
// own limit after a long while.)
std::shared_ptr<const Solution> constructedSolution(const Variant& variant)
{
    try {
        if (chosenMethod(variant, Method::Auto) != Method::Search) {
            return solveVariant(variant, Method::Auto).solution;
        }
    } catch (const std::exception&) {
        // No construction for this board: no advice off the judge's reach.
    }
    return nullptr;
}

// The judge builds its table in the engine the hints and the solution player
// use, so that the board's table exists once. Cancelled when the board
// changes or the window closes mid-build.
AnalysisResult analyse(const std::shared_ptr<const ExactSearch>& search,
                       const std::shared_ptr<std::atomic<bool>>& cancel)
{
    const Variant& variant = search->variant();
    AnalysisResult result;
    SearchControl control;
    control.cancel = cancel.get();
    try {
        result.judge = search->judge(control);
    } catch (const Cancelled&) {
        return result; // nobody waits for it
    } catch (const std::exception& error) {
        result.error = QString::fromUtf8(error.what());
    }
    // Yancey's criteria advise classic and strict boards at any size; other
    // boards beyond the exact table get a construction's solution, if any.
    if (!result.judge || (!result.judge->isExact() && !variant.hasNotation())) {
        result.startSolution = constructedSolution(variant);
    }
    return result;
}

} // namespace

GameModel::GameModel(QObject* parent)
    : QObject(parent)
    , game_(Variant::classic(3, 3))
    , beforeLast_(game_.position())
    , search_(std::make_shared<const ExactSearch>(game_.variant()))
{
    // Analyses get threads of their own: Qt's painting borrows the global
    // pool's threads for large fills and waits for them, so a long analysis
    // there would freeze the window.
    analysisPool_.setMaxThreadCount(2);
    refinePool_.setMaxThreadCount(1);
    startAnalysis();
}

void GameModel::newGame(const Variant& variant)
{
    loadGame({Game(variant), false});
}

void GameModel::loadGame(SavedGame saved)
{
    const bool sameVariant = saved.game.variant().spec() == game_.variant().spec();
    game_ = std::move(saved.game);
    solutionShown_ = saved.solutionShown;
    if (!sameVariant) {
        refinable_ = false;
        judge_.reset();
        startSolution_.reset();
        search_ = std::make_shared<const ExactSearch>(game_.variant());
        startAnalysis();
    }
    rebuildRecords();
    Q_EMIT reset();
    Q_EMIT changed();
    announceAvailability(true);
}

GameModel::~GameModel()
{
    // The pools' destructors wait for their work: make that wait short.
    analysisCancel_->store(true);
    refineCancel_->store(true);
}

void GameModel::startAnalysis()
{
    analysisCancel_->store(true);
    analysisCancel_ = std::make_shared<std::atomic<bool>>(false);
    const int generation = ++generation_;
    analysisError_.clear();
    auto* watcher = new QFutureWatcher<AnalysisResult>(this);
    connect(watcher, &QFutureWatcher<AnalysisResult>::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        if (generation != generation_) {
            return; // the board changed while this one was analysed
        }
        const AnalysisResult result = watcher->result();
        judge_ = result.judge;
        analysisError_ = result.error;
        startSolution_ = result.startSolution;
        onAnalysisDone();
    });
    watcher->setFuture(QtConcurrent::run(&analysisPool_, analyse, search_, analysisCancel_));
    Q_EMIT analysisChanged();
}

void GameModel::onAnalysisDone()
{
    refinable_ = judge_ && !judge_->isExact() && searchJudgesBeyondTables(variant());
    rebuildRecords();
    Q_EMIT analysisChanged();
    Q_EMIT changed();
    announceAvailability(false);
}

void GameModel::rebuildRecords()
{
    newEpoch();
    records_.clear();
    line_ = game_.currentLine();
    Position position = game_.variant().start();
    beforeLast_ = position;
    const auto history = game_.history();
    const std::size_t firstEntry = static_cast<std::size_t>(game_.cursor()) - line_.size();
    for (std::size_t i = 0; i < line_.size(); ++i) {
        const Move move = line_[i];
        records_.push_back({move, history[firstEntry + i].origin, categorize(variant(), position, move),
                            variant().hasNotation() ? notationLetter(position, move) : std::nullopt});
        beforeLast_ = position;
        position = applyMove(variant().rules(), position, move);
    }
    verdicts_ = judge_ ? judge_->judgeLine(line_) : std::vector<Verdict>{};
    followed_ = 0;
    while (followsStartSolution() && followed_ < line_.size() && startSolution_->moveAt(followed_) == line_[followed_]) {
        ++followed_;
    }
    refineVerdicts(0);
}

// Undoing a move only shortens the line: the earlier moves' records and
// verdicts do not depend on later ones, so nothing is recomputed (a long
// game undoes in constant time).
void GameModel::dropLastRecord()
{
    records_.pop_back();
    line_.pop_back();
    verdicts_.resize(std::min(verdicts_.size(), line_.size()));
    followed_ = std::min(followed_, line_.size());
    beforeLast_ = line_.empty() ? game_.position() : game_.positionAfter(game_.cursor() - 1);
    newEpoch();
    refineVerdicts(0); // what the cancelled searches were still to do
}

namespace {

// Verdicts the search engine can improve on: a move after a slip (best from
// here unknown) and an improper move judged by the criteria (no cost).
bool needsSearch(const Verdict& verdict)
{
    return verdict.legal && (verdict.basis == Basis::Unknown || (verdict.basis == Basis::Criteria && !verdict.proper));
}

// How long the background judging may search for one move, and how much it
// may hold (the window's other searches keep to the same).
constexpr std::chrono::milliseconds kRefineBudget{10'000};
constexpr std::size_t kRefineMemory = std::size_t{1} << 30;

} // namespace

void GameModel::newEpoch()
{
    ++epoch_;
    refineCancel_->store(true);
    refineCancel_ = std::make_shared<std::atomic<bool>>(false);
}

void GameModel::refineVerdicts(std::size_t from)
{
    if (!refinable_) {
        return;
    }
    std::vector<std::size_t> pending;
    for (std::size_t i = from; i < verdicts_.size(); ++i) {
        if (needsSearch(verdicts_[i])) {
            pending.push_back(i);
        }
    }
    if (pending.empty()) {
        return;
    }
    const std::vector<Move> line(line_.begin(), line_.begin() + static_cast<std::ptrdiff_t>(pending.back() + 1));
    const int minimum = judge_->minimum().value_or(-1);
    auto* watcher = new QFutureWatcher<std::vector<std::pair<std::size_t, Verdict>>>(this);
    ++refinesRunning_;
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, epoch = epoch_] {
        watcher->deleteLater();
        --refinesRunning_;
        onVerdictsRefined(epoch, watcher->result());
    });
    watcher->setFuture(QtConcurrent::run(&refinePool_, [search = search_, variant = variant(), line, pending, minimum,
                                                         cancel = refineCancel_] {
        SearchControl control;
        control.cancel = cancel.get();
        control.budget = kRefineBudget;
        control.memoryCap = kRefineMemory;
        const std::unique_ptr<const Distances> distances = search->distances(control);
        std::vector<std::pair<std::size_t, Verdict>> refined;
        Position position = variant.start();
        std::size_t next = 0;
        for (std::size_t i = 0; i < line.size() && !cancel->load(); ++i) {
            if (i == pending[next]) {
                try {
                    refined.emplace_back(
                        i, judgeMove(variant, *distances, minimum, static_cast<int>(i), position, line[i]));
                } catch (const LimitError&) {
                    // Beyond the search's reach here: the verdict stays as it is.
                } catch (const Cancelled&) {
                    break;
                }
                ++next;
            }
            applyMoveInPlace(variant.rules(), position, line[i]);
        }
        return refined;
    }));
}

void GameModel::onVerdictsRefined(int epoch, std::vector<std::pair<std::size_t, Verdict>> refined)
{
    if (epoch != epoch_ || refined.empty()) {
        return; // the line was cut back meanwhile
    }
    for (auto& [index, verdict] : refined) {
        if (index < verdicts_.size() && verdicts_[index].move == verdict.move) {
            verdicts_[index] = std::move(verdict);
        }
    }
    Q_EMIT verdictsRefined();
}

bool GameModel::followsStartSolution() const
{
    return startSolution_ && followed_ == line_.size();
}

void GameModel::appendRecord(const Position& before, const HistoryEntry& entry)
{
    records_.push_back({entry.move, entry.origin, categorize(variant(), before, entry.move),
                        variant().hasNotation() ? notationLetter(before, entry.move) : std::nullopt});
    if (judge_) {
        verdicts_.push_back(judgeFollowing(*judge_, line_, verdicts_, before, entry.move));
    }
    const bool onPath = followsStartSolution() && followed_ < startSolution_->length()
                        && startSolution_->moveAt(followed_) == entry.move;
    line_.push_back(entry.move);
    followed_ += onPath ? 1 : 0;
    beforeLast_ = before;
    refineVerdicts(line_.size() - 1);
}

void GameModel::play(Move move, Origin origin)
{
    const Position before = game_.position();
    game_.play(move, origin);
    appendRecord(before, game_.history().back());
    announce(before, move);
}

bool GameModel::undo()
{
    if (!game_.canUndo()) {
        return false;
    }
    const Position before = game_.position();
    const HistoryEntry undone = game_.history()[static_cast<std::size_t>(game_.cursor()) - 1];
    game_.undo();
    if (undone.kind == HistoryEntry::Kind::Move) {
        dropLastRecord();
    } else {
        rebuildRecords(); // the line before the restart comes back
    }
    announce(before, undone.kind == HistoryEntry::Kind::Move ? std::optional<Move>(undone.move) : std::nullopt);
    return true;
}

bool GameModel::redo()
{
    if (!game_.canRedo()) {
        return false;
    }
    const Position before = game_.position();
    const HistoryEntry entry = game_.history()[static_cast<std::size_t>(game_.cursor())];
    game_.redo();
    if (entry.kind == HistoryEntry::Kind::Move) {
        appendRecord(before, entry);
        announce(before, entry.move);
    } else {
        rebuildRecords();
        announce(before, std::nullopt);
    }
    return true;
}

bool GameModel::restart()
{
    const Position before = game_.position();
    if (!game_.restart()) {
        return false;
    }
    rebuildRecords();
    announce(before, std::nullopt);
    return true;
}

void GameModel::continueLine(std::size_t keep, std::span<const Move> moves, Origin origin)
{
    const Position before = game_.position();
    const std::size_t made = static_cast<std::size_t>(game_.movesMade());
    for (std::size_t undone = keep; undone < made; ++undone) {
        game_.undo();
    }
    for (const Move move : moves) {
        game_.play(move, origin);
    }
    rebuildRecords();
    announce(before, std::nullopt);
}

void GameModel::markSolutionShown()
{
    solutionShown_ = true;
}

void GameModel::announce(const Position& from, std::optional<Move> move)
{
    Q_EMIT moved(from, game_.position(), move);
    Q_EMIT changed();
    announceAvailability(false);
}

void GameModel::announceAvailability(bool force)
{
    const Availability now{game_.canUndo(), game_.canRedo(), game_.movesMade() > 0, canGetHelp()};
    if (force || now.undo != available_.undo) {
        Q_EMIT undoAvailable(now.undo);
    }
    if (force || now.redo != available_.redo) {
        Q_EMIT redoAvailable(now.redo);
    }
    if (force || now.restart != available_.restart) {
        Q_EMIT restartAvailable(now.restart);
    }
    if (force || now.help != available_.help) {
        Q_EMIT helpAvailable(now.help);
    }
    available_ = now;
}

const Verdict* GameModel::verdictAt(std::size_t index) const
{
    return index < verdicts_.size() ? &verdicts_[index] : nullptr;
}

Analysis GameModel::analysis() const
{
    if (!judge_) {
        return analysisError_.isEmpty() ? Analysis::Pending : Analysis::Partial;
    }
    return judge_->isExact() ? Analysis::Exact : Analysis::Partial;
}

QString GameModel::analysisNote() const
{
    switch (analysis()) {
    case Analysis::Pending:
        return tr("Analysing the board…");
    case Analysis::Exact:
        return judge_->minimum() ? tr("Every move is judged exactly.")
                                 : tr("No sequence of moves reaches the goal on this board: try another size.");
    case Analysis::Partial:
        break;
    }
    if (!judge_) {
        return tr("Verdicts are unavailable: %1. Only each move's kind is shown.").arg(analysisError_);
    }
    if (refinable_) {
        return variant().hasNotation()
                   ? tr("This board is too large for a table of verdicts: moves are judged by Yancey's criteria while "
                        "the game is optimal; after a slip, exact search judges each move in the background.")
                   : tr("This board is too large for a table of verdicts: exact search judges each move in the "
                        "background.");
    }
    if (variant().hasNotation()) {
        return tr("This board is too large for exact verdicts: moves are judged by Yancey's criteria while the game "
                  "is optimal; after a slip, only each move's kind is shown.");
    }
    if (startSolution_) {
        return tr("Verdicts are unavailable for this size: only each move's kind is shown. Hint and Play solution "
                  "ask exact search, and beyond its reach follow the papers' construction.");
    }
    return tr("Verdicts are unavailable for this size: only each move's kind is shown.");
}

std::optional<int> GameModel::minimum() const
{
    if (judge_) {
        return judge_->minimum();
    }
    const auto proven = variant().provenMinimum();
    return proven ? std::optional<int>(static_cast<int>(*proven)) : std::nullopt;
}

std::optional<Verdict> GameModel::verdictFor(Move move) const
{
    if (!judge_) {
        return std::nullopt;
    }
    return judgeFollowing(*judge_, line_, verdicts_, game_.position(), move);
}

std::vector<Move> GameModel::bestMoves() const
{
    if (judge_) {
        if (std::vector<Move> best = bestNextMoves(*judge_, line_, verdicts_, game_.position()); !best.empty()) {
            return best;
        }
    }
    // Beyond the judge: the next move of the constructed solution, while the
    // game has followed it from the start.
    if (followsStartSolution() && followed_ < startSolution_->length() && !game_.isWon()) {
        return {startSolution_->moveAt(followed_)};
    }
    return {};
}

std::vector<Move> GameModel::legalMoves() const
{
    return leapfrog::legalMoves(variant().board(), variant().rules(), game_.position());
}

// Hints and the solution player answer wherever the game goes on: from the
// judge or a construction at once, else by exact search (which says when a
// board is beyond it).
bool GameModel::canGetHelp() const { return !game_.isWon() && !game_.isStuck(); }

} // namespace leapfrog::ui

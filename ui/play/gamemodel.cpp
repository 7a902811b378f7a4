#include "gamemodel.h"

#include "catalog/solve.h"
#include "model/errors.h"
#include "model/notation.h"
#include "solvability.h"
#include "words/analysistexts.h"

#include <algorithm>

namespace leapfrog::ui {

namespace {

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

// Verdicts the search engine can improve on (Refine::Doubtful): a move after
// a slip (best from here unknown) and an improper move judged by the criteria
// (no cost).
bool doubtful(const Verdict& verdict)
{
    return verdict.legal && (verdict.basis == Basis::Unknown || (verdict.basis == Basis::Criteria && !verdict.proper));
}

// How long the background judging may search for one doubtful move, and a
// hint for one best move.
constexpr std::chrono::milliseconds kRefineBudget{10'000};
constexpr std::chrono::milliseconds kHintBudget{20'000};

} // namespace

GameModel::GameModel(QObject* parent)
    : QObject(parent)
    , game_(Variant::classic(3, 3))
    , beforeLast_(game_.position())
    , search_(std::make_shared<const ExactSearch>(game_.variant()))
    , analysis_(Budget{}, 2)
    , refines_(Budget{kRefineBudget, kWindowSearchMemory})
    , hints_(Budget{kHintBudget, kWindowSearchMemory})
    , tables_(Budget{kNoBudget, 0})
{
    startAnalysis();
}

void GameModel::newGame(const Variant& variant)
{
    loadGame({Game(variant), false});
}

void GameModel::loadGame(SavedGame saved, const QString& file)
{
    FileState inFile = file.isEmpty() ? FileState{} : fileStateOf(saved.game, saved.solutionShown);
    shelf_.replace(install({std::move(saved), file, std::move(inFile)}));
    announceNewGame();
}

void GameModel::bringBack(GamesAside aside)
{
    install(std::move(aside.game));
    shelf_ = std::move(aside.shelf);
    announceNewGame();
}

void GameModel::markSaved(const QString& file)
{
    file_ = file;
    inFile_ = fileStateOf(game_, solutionShown_);
    Q_EMIT changed();
}

ShelvedGame GameModel::install(ShelvedGame game)
{
    ShelvedGame previous = current();
    const bool sameVariant = game.saved.game.variant().spec() == game_.variant().spec();
    game_ = std::move(game.saved.game);
    solutionShown_ = game.saved.solutionShown;
    file_ = std::move(game.file);
    inFile_ = std::move(game.inFile);
    startBookkeeping();
    hints_.cancel();
    if (!sameVariant) {
        tables_.cancel();
        judge_.reset();
        startSolution_.reset();
        search_ = std::make_shared<const ExactSearch>(game_.variant());
        startAnalysis();
    }
    rebuildRecords();
    return previous;
}

void GameModel::announceNewGame()
{
    Q_EMIT reset();
    Q_EMIT changed();
    announceAvailability(true);
}

GameModel::~GameModel()
{
    // Each piece of work waits for its tasks when it goes: stop them all first.
    analysis_.cancel();
    refines_.cancel();
    hints_.cancel();
    tables_.cancel();
}

// The judge builds its table in the engine the hints and the solution player
// use, so that the board's table exists once. Cancelled when the board
// changes or the window closes mid-build.
void GameModel::startAnalysis()
{
    analysis_.cancel();
    analysisError_.clear();
    analysis_.run(
        [search = search_](const SearchControl& control) {
            AnalysisResult result;
            try {
                result.judge = search->judge(control);
            } catch (const Cancelled&) {
                throw; // nobody waits for it
            } catch (const std::exception& error) {
                result.error = QString::fromUtf8(error.what());
            }
            // Yancey's criteria advise classic and strict boards at any size;
            // other boards beyond the exact table get a construction's
            // solution, if any.
            const Variant& variant = search->variant();
            if (!result.judge || (!result.judge->isExact() && !variant.hasNotation())) {
                result.startSolution = constructedSolution(variant);
            }
            return result;
        },
        [this](AnalysisResult result) { onAnalysisDone(std::move(result)); });
    Q_EMIT analysisChanged();
}

void GameModel::onAnalysisDone(AnalysisResult result)
{
    judge_ = std::move(result.judge);
    analysisError_ = std::move(result.error);
    startSolution_ = std::move(result.startSolution);
    rebuildRecords();
    Q_EMIT analysisChanged();
    Q_EMIT changed();
    announceAvailability(false);
}

MoveRecord GameModel::makeRecord(const Position& before, Move move, Origin origin) const
{
    return {move, origin, categorize(variant(), before, move),
            variant().hasNotation() ? notationLetter(before, move) : std::nullopt};
}

void GameModel::rebuildRecords()
{
    refines_.cancel(); // the verdicts they would refine are judged again
    records_.clear();
    line_ = game_.currentLine();
    Position position = game_.variant().start();
    beforeLast_ = position;
    const auto history = game_.history();
    const std::size_t firstEntry = static_cast<std::size_t>(game_.cursor()) - line_.size();
    for (std::size_t i = 0; i < line_.size(); ++i) {
        records_.push_back(makeRecord(position, line_[i], history[firstEntry + i].origin));
        beforeLast_ = position;
        position = applyMove(variant().rules(), position, line_[i]);
    }
    verdicts_ = judge_ ? judge_->judge(line_) : std::vector<Verdict>{};
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
    refines_.cancel(); // their answers are for a longer line
    refineVerdicts(0); // what the cancelled searches were still to do
}

void GameModel::refineVerdicts(std::size_t from)
{
    if (!judge_ || !judge_->refinable()) {
        return;
    }
    std::size_t end = from;
    int count = 0;
    for (std::size_t i = from; i < verdicts_.size(); ++i) {
        if (doubtful(verdicts_[i])) {
            end = i + 1;
            ++count;
        }
    }
    if (count == 0) {
        return;
    }
    const std::vector<Move> line(line_.begin(), line_.begin() + static_cast<std::ptrdiff_t>(end));
    const std::vector<Verdict> verdicts(verdicts_.begin(), verdicts_.begin() + static_cast<std::ptrdiff_t>(end));
    refines_.run(
        Budget{kRefineBudget * count, kWindowSearchMemory},
        [judge = judge_, line, verdicts, from, aside = tableAside()](const SearchControl& control) {
            SearchControl withAside = control;
            withAside.buildTableAside = aside;
            return judge->refine(line, verdicts, Refine::Doubtful, withAside, from);
        },
        [this, from](std::vector<Verdict> refined) { onVerdictsRefined(from, std::move(refined)); });
}

void GameModel::onVerdictsRefined(std::size_t from, std::vector<Verdict> refined)
{
    bool better = false;
    for (std::size_t i = from; i < refined.size() && i < verdicts_.size(); ++i) {
        if (verdicts_[i].move == refined[i].move && verdicts_[i] != refined[i]) {
            verdicts_[i] = std::move(refined[i]);
            better = true;
        }
    }
    if (better) {
        Q_EMIT verdictsRefined();
    }
}

bool GameModel::followsStartSolution() const
{
    return startSolution_ && followed_ == line_.size();
}

void GameModel::appendRecord(const Position& before, const HistoryEntry& entry)
{
    records_.push_back(makeRecord(before, entry.move, entry.origin));
    if (judge_) {
        verdicts_.push_back(judge_->judge({&entry.move, 1}, lineEnd(before, verdicts_)).front());
    }
    const bool onPath = followsStartSolution() && followed_ < startSolution_->length()
                        && startSolution_->moveAt(followed_) == entry.move;
    line_.push_back(entry.move);
    followed_ += onPath ? 1 : 0;
    beforeLast_ = before;
    refineVerdicts(line_.size() - 1);
}

void GameModel::startBookkeeping()
{
    const auto history = game_.history();
    hintsByAttempt_.assign(1, 0);
    goalsByAttempt_.assign(1, 0);
    for (const HistoryEntry& entry : history) {
        if (entry.kind == HistoryEntry::Kind::Restart) {
            hintsByAttempt_.push_back(0);
        }
        hintsByAttempt_.back() += entry.origin == Origin::Hint ? 1 : 0;
    }
    clock_.invalidate();
    solvedAfterMs_.reset();
    clockKnown_ = history.empty();
}

std::size_t GameModel::attempt() const
{
    const auto history = game_.history().first(static_cast<std::size_t>(game_.cursor()));
    return static_cast<std::size_t>(std::ranges::count(history, HistoryEntry::Kind::Restart, &HistoryEntry::kind));
}

int& GameModel::ofAttempt(std::vector<int>& counts) const
{
    const std::size_t now = attempt();
    if (counts.size() <= now) {
        counts.resize(now + 1, 0);
    }
    return counts[now];
}

void GameModel::markHintShown() { ++ofAttempt(hintsByAttempt_); }

int GameModel::hintsUsed() const
{
    const std::size_t now = attempt();
    return now < hintsByAttempt_.size() ? hintsByAttempt_[now] : 0;
}

std::optional<qint64> GameModel::elapsedMs() const
{
    if (!clockKnown_ || !clock_.isValid()) {
        return clockKnown_ ? std::optional<qint64>(0) : std::nullopt;
    }
    // Once at the goal, the time it took to get there (the clock runs on).
    return game_.isWon() && solvedAfterMs_ ? solvedAfterMs_ : std::optional<qint64>(clock_.elapsed());
}

void GameModel::play(Move move, Origin origin)
{
    if (!clock_.isValid()) {
        clock_.start();
    }
    const Position before = game_.position();
    game_.play(move, origin);
    shelf_.dropForward();
    appendRecord(before, game_.history().back());
    announce(before, move);
}

bool GameModel::undo()
{
    if (undoReturnsToEarlierGame()) {
        install(shelf_.goBack(current()));
        announceNewGame();
        return true;
    }
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
        clockKnown_ = false; // the clock timed the attempt left, not this one
    }
    announce(before, undone.kind == HistoryEntry::Kind::Move ? std::optional<Move>(undone.move) : std::nullopt);
    return true;
}

bool GameModel::redo()
{
    if (redoGoesToLaterGame()) {
        install(shelf_.goForward(current()));
        announceNewGame();
        return true;
    }
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
        clockKnown_ = false; // the clock timed the attempt left, not this one
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
    // A new attempt: no hint shown in it, not solved yet, its own clock.
    ofAttempt(hintsByAttempt_) = 0;
    ofAttempt(goalsByAttempt_) = 0;
    clock_.invalidate();
    solvedAfterMs_.reset();
    clockKnown_ = true;
    shelf_.dropForward();
    rebuildRecords();
    announce(before, std::nullopt);
    return true;
}

void GameModel::continueLine(std::size_t keep, std::span<const Move> moves, Origin origin)
{
    if (!clock_.isValid()) {
        clock_.start();
    }
    const Position before = game_.position();
    const std::size_t made = static_cast<std::size_t>(game_.movesMade());
    for (std::size_t undone = keep; undone < made; ++undone) {
        game_.undo();
    }
    for (const Move move : moves) {
        game_.play(move, origin);
    }
    shelf_.dropForward();
    rebuildRecords();
    announce(before, std::nullopt);
}

void GameModel::markSolutionShown()
{
    solutionShown_ = true;
}

void GameModel::announce(const Position& from, std::optional<Move> move)
{
    hints_.cancel(); // a hint for the old position is of no use
    Q_EMIT moved(from, game_.position(), move);
    if (game_.isWon() && !variant().isGoal(from)) {
        if (clock_.isValid()) {
            solvedAfterMs_ = clock_.elapsed();
        }
        Q_EMIT goalReached(ofAttempt(goalsByAttempt_)++ > 0);
    }
    Q_EMIT changed();
    announceAvailability(false);
}

void GameModel::announceAvailability(bool force)
{
    const Availability now{game_.canUndo() || shelf_.canGoBack(), game_.canRedo() || shelf_.canGoForward(),
                           game_.movesMade() > 0, canGetHelp()};
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
    AnalysisFacts facts;
    switch (analysis()) {
    case Analysis::Pending: facts.stage = AnalysisFacts::Stage::Pending; break;
    case Analysis::Exact: facts.stage = AnalysisFacts::Stage::Exact; break;
    case Analysis::Partial: facts.stage = AnalysisFacts::Stage::Partial; break;
    }
    facts.judged = judge_ != nullptr;
    facts.solvable = judge_ && judge_->minimum().has_value();
    facts.error = analysisError_;
    facts.refinable = judge_ && judge_->refinable();
    facts.notation = variant().hasNotation();
    facts.constructed = startSolution_ != nullptr;
    return leapfrog::ui::analysisNote(facts);
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
    return judge_->judge({&move, 1}, lineEnd(game_.position(), verdicts_)).front();
}

std::vector<Move> GameModel::bestMoves() const
{
    // Where the judge can tell: the legal moves it calls best, ascending.
    std::vector<Move> best;
    for (const Move move : legalMoves()) {
        const std::optional<Verdict> verdict = verdictFor(move);
        if (verdict && verdict->best && verdict->basis != Basis::Unknown) {
            best.push_back(move);
        }
    }
    if (!best.empty()) {
        return best;
    }
    // Beyond the judge: the next move of the constructed solution, while the
    // game has followed it from the start.
    if (followsStartSolution() && followed_ < startSolution_->length() && !game_.isWon()) {
        return {startSolution_->moveAt(followed_)};
    }
    return {};
}

std::vector<Move> GameModel::bestMovesBefore(std::size_t index) const
{
    if (!judge_ || index >= verdicts_.size()) {
        return {};
    }
    const Position& before = positionAfterLine(index);
    const LineEnd end = lineEnd(before, std::span<const Verdict>(verdicts_.data(), index));
    std::vector<Move> best;
    for (const Move move : leapfrog::legalMoves(variant().board(), variant().rules(), before)) {
        const Verdict verdict = judge_->judge({&move, 1}, end).front();
        if (verdict.best && verdict.basis != Basis::Unknown) {
            best.push_back(move);
        }
    }
    return best;
}

std::vector<Move> GameModel::legalMoves() const
{
    return leapfrog::legalMoves(variant().board(), variant().rules(), game_.position());
}

// Hints and the solution player answer wherever the game goes on: from the
// judge or a construction at once, else by exact search (which says when a
// board is beyond it).
bool GameModel::unsolvable() const
{
    if (judge_ && analysis() == Analysis::Exact) {
        return !judge_->minimum();
    }
    return whyUnsolvable(variant()).has_value();
}

QString GameModel::helpRefusal() const
{
    if (unsolvable()) {
        return unsolvableSentence();
    }
    if (game_.isWon()) {
        return solvedNothingToShowText();
    }
    if (game_.isStuck()) {
        return stuckUndoFirstText();
    }
    return {};
}

void GameModel::searchHint()
{
    hints_.cancel();
    const Position position = game_.position();
    hints_.run(
        [search = search_, position, aside = tableAside()](const SearchControl& control) {
            SearchControl withAside = control;
            withAside.buildTableAside = aside;
            return search->bestMoves(position, withAside);
        },
        [this](const std::optional<std::vector<Move>>& best) {
            Q_EMIT hintSearched(best && !best->empty() ? std::optional<Move>(best->front()) : std::nullopt);
        });
}

// Called on a worker thread by the engine; the build starts on this object's
// thread, for the board the query was about (a new board since cancels it).
std::function<void()> GameModel::tableAside()
{
    return [this, search = search_] {
        QMetaObject::invokeMethod(this, [this, search] { buildTableAside(search); }, Qt::QueuedConnection);
    };
}

void GameModel::buildTableAside(const std::shared_ptr<const ExactSearch>& search)
{
    if (search != search_ || tables_.busy() || search->hasTable()) {
        return;
    }
    tables_.run([search](const SearchControl& control) {
        search->buildTable(control);
        return true;
    }, [](bool) {});
}

} // namespace leapfrog::ui

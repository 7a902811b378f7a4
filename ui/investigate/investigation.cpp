#include "investigation.h"

#include "background/backgroundwork.h"
#include "catalog/solve.h"
#include "play/recordbook.h"

#include <algorithm>
#include <chrono>

namespace leapfrog::ui {

namespace {

// y:7's first optimal solution takes about a minute of search on two busy
// cores, y:6's table a few: room for them, and a cancel button for the rest.
constexpr Budget kAnswerBudget{std::chrono::minutes(20), kWindowSearchMemory};

} // namespace

Investigation::Investigation(const RecordBook* book, QObject* parent)
    : QObject(parent)
    , book_(book)
    , work_(new BackgroundWork(kAnswerBudget, 1, this))
{
    connect(book_, &RecordBook::changed, this, &Investigation::changed);
    // A task that ends without an answer leaves its board unanswered: the
    // queue is dropped (its boards were the work's, cancelled with it).
    connect(work_, &BackgroundWork::outOfBudget, this, [this](const QString& why) {
        work_->cancel();
        dropQueue();
        Q_EMIT notWorkedOut(why);
    });
    connect(work_, &BackgroundWork::failed, this, [this](const QString& why) {
        work_->cancel();
        dropQueue();
        Q_EMIT notWorkedOut(why);
    });
}

// The work first: its tasks stop (and no answer arrives) before the answers
// they would write into go.
Investigation::~Investigation() { delete work_; }

std::optional<Finding> Investigation::finding(const SheetBoard& board) const
{
    const auto found = answers_.find(board);
    const bool shown = revealed_.contains(board) && found != answers_.end();
    if (const SizeRecord* record = book_->find(specOf(board)); record && record->solved()) {
        return shown ? findingOf(record->best, found->second) : findingOf(record->best);
    }
    if (!shown) {
        return std::nullopt;
    }
    return findingOf(found->second);
}

bool Investigation::isPending(const SheetBoard& board) const
{
    return revealed_.contains(board) && queued_.contains(board);
}

std::optional<Answer> Investigation::answer(const SheetBoard& board) const
{
    const auto found = answers_.find(board);
    return found == answers_.end() ? std::nullopt : std::optional<Answer>(found->second);
}

void Investigation::reveal(const std::vector<SheetBoard>& boards)
{
    revealed_.insert(boards.begin(), boards.end());
    workOut(boards);
    Q_EMIT changed();
}

bool Investigation::anyRevealed(Sheet sheet) const
{
    return std::any_of(revealed_.begin(), revealed_.end(), [sheet](const SheetBoard& board) { return board.sheet == sheet; });
}

bool Investigation::allRevealed(const std::vector<SheetBoard>& boards) const
{
    return std::ranges::all_of(boards, [this](const SheetBoard& board) { return revealed_.contains(board); });
}

void Investigation::hideRevealed(Sheet sheet)
{
    std::erase_if(revealed_, [sheet](const SheetBoard& board) { return board.sheet == sheet; });
    Q_EMIT changed();
}

void Investigation::workOut(const std::vector<SheetBoard>& boards)
{
    bool answeredHere = false;
    for (const SheetBoard& board : boards) {
        if (answers_.contains(board) || queued_.contains(board)) {
            continue;
        }
        const Variant variant = variantOf(board);
        if (chosenMethod(variant, Method::Auto) == Method::Formula) {
            // A construction: as quick as reading a table, so no worker.
            answers_[board] = answerFor(variant, {});
            answeredHere = true;
            continue;
        }
        queued_.insert(board);
        work_->run([variant](const SearchControl& control) { return answerFor(variant, control); },
                   [this, board](const Answer& answer) { answered(board, answer); });
    }
    if (answeredHere) {
        Q_EMIT changed();
    }
}

void Investigation::answered(const SheetBoard& board, const Answer& answer)
{
    queued_.erase(board);
    answers_[board] = answer;
    Q_EMIT changed();
}

void Investigation::cancel()
{
    work_->cancel();
    dropQueue();
}

void Investigation::dropQueue()
{
    for (const SheetBoard& board : queued_) {
        revealed_.erase(board); // not answered: empty again, to reveal again
    }
    queued_.clear();
    Q_EMIT changed();
}

} // namespace leapfrog::ui

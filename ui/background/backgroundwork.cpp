#include "backgroundwork.h"

#include <atomic>

namespace leapfrog::ui {

namespace {

std::atomic<std::size_t> chosenTableMemory{0}; // 0: the machine's

} // namespace

std::size_t tableMemory()
{
    const std::size_t chosen = chosenTableMemory.load();
    return chosen > 0 ? chosen : static_cast<std::size_t>(machineMemoryCap());
}

void setTableMemory(std::size_t bytes) { chosenTableMemory.store(bytes); }

BackgroundWork::BackgroundWork(Budget budget, int threads, QObject* parent)
    : QObject(parent)
    , budget_(budget)
{
    pool_.setMaxThreadCount(threads);
}

BackgroundWork::~BackgroundWork()
{
    cancel();
    pool_.waitForDone();
}

std::shared_ptr<BackgroundWork::TaskState> BackgroundWork::newTask()
{
    auto state = std::make_shared<TaskState>();
    state->cancel = cancel_;
    if (running_++ == 0) {
        Q_EMIT busyChanged(true);
    }
    progress_ = {};
    return state;
}

SearchControl BackgroundWork::controlFor(const Budget& budget, const std::shared_ptr<TaskState>& state)
{
    SearchControl control;
    control.cancel = state->cancel.get(); // the state, and so the flag, lives as long as the task
    control.budget = budget.time;
    control.memoryCap = budget.memory > 0 ? budget.memory : tableMemory();
    return control;
}

void BackgroundWork::record(TaskState& state, Ending ending, const char* why)
{
    const std::lock_guard lock(state.mutex);
    state.ending = ending;
    state.why = QString::fromUtf8(why);
}

void BackgroundWork::cancel()
{
    ++generation_;
    cancel_->store(true);
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    again_ = nullptr;
    progress_ = {};
}

bool BackgroundWork::keepGoing(Budget budget)
{
    if (!again_) {
        return false;
    }
    const std::function<void(Budget)> again = std::exchange(again_, nullptr);
    again(budget);
    return true;
}

void BackgroundWork::onProgress(int generation, const std::shared_ptr<TaskState>& state)
{
    if (generation != generation_) {
        return;
    }
    {
        const std::lock_guard lock(state->mutex);
        if (state->reports == 0) {
            return; // Qt's own report as the task starts
        }
        progress_ = state->progress;
    }
    Q_EMIT progressed(progress_);
}

bool BackgroundWork::onFinished(int generation, const std::shared_ptr<TaskState>& state,
                                std::function<void(Budget)> again)
{
    Ending ending;
    QString why;
    {
        const std::lock_guard lock(state->mutex);
        ending = state->ending;
        why = state->why;
    }
    const bool current = generation == generation_;
    if (--running_ == 0) {
        Q_EMIT busyChanged(false);
    }
    switch (ending) {
    case Ending::Cancelled:
        Q_EMIT cancelObserved();
        return false;
    case Ending::OutOfBudget:
        if (current) {
            again_ = std::move(again);
            Q_EMIT outOfBudget(why);
        }
        return false;
    case Ending::Failed:
        if (current) {
            Q_EMIT failed(why);
        }
        return false;
    case Ending::Answered:
        break;
    }
    return current;
}

} // namespace leapfrog::ui

#pragma once
// One way to run the window's long work (a table, a search, a long
// solution's preparation) off the GUI thread, on Qt's own machinery: each
// task runs through QtConcurrent on a thread pool of its own (never Qt's
// global pool, which painting borrows for large fills and waits for), hands
// its answer back through QPromise and QFutureWatcher, and gets a
// SearchControl (search/control.h) that carries what every such task needs:
//
//  - cancel(): every running task's flag is set (a search sees it within
//    milliseconds and ends: cancelObserved()), and their answers are dropped,
//    even one already on its way: a stale answer never arrives. A newer
//    request that replaces an older one cancels first, then runs;
//  - progress: the task's reports arrive on the GUI thread as progressed();
//  - a budget (time and memory) for each task; one that runs out of it (a
//    LimitError: unknown within the limit, too large) says so with
//    outOfBudget(), and keepGoing() runs it again with more;
//  - busy() and busyChanged() while any task runs; failed() for any other
//    error (bad input, a board beyond every method).
//
// Answers arrive through the `done` callback of run(), on this object's
// thread, unless the task was cancelled or failed.
#include "model/errors.h"
#include "search/control.h"

#include <QFutureWatcher>
#include <QObject>
#include <QPromise>
#include <QString>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>
#include <chrono>
#include <cstddef>
#include <functional>
#include <memory>
#include <mutex>
#include <type_traits>

namespace leapfrog::ui {

// What one task may take: wall-clock time and memory for its tables and
// searches (the engine refuses beyond them).
struct Budget {
    std::chrono::milliseconds time = kDefaultBudget;
    // Bytes; 0: the window's table memory (tableMemory()), read when a task
    // starts, so that a new preference holds for the next task.
    std::size_t memory = 0;
};

// The memory the window's tables may use (statistics, the state space, the
// background verdicts): the preference (Preferences::tableMemory), by default
// what the machine can give (machineMemoryCap()). Any thread may read it.
std::size_t tableMemory();
void setTableMemory(std::size_t bytes);

// The memory a search of the window may hold (hints, the solution player,
// the background verdicts): a gigabyte, so that two at once leave the
// machine room and the window answers.
inline constexpr std::size_t kWindowSearchMemory = std::size_t{1} << 30;

class BackgroundWork : public QObject {
    Q_OBJECT
public:
    // `threads`: tasks that may run at once (a cancelled task may still be
    // finishing while a newer one starts; with one thread the newer waits).
    explicit BackgroundWork(Budget budget, int threads = 1, QObject* parent = nullptr);
    // Cancels every task and waits for them: the flag makes that short.
    ~BackgroundWork() override;

    // Runs `task(control)` on a worker, within this work's budget; `done`
    // gets its answer here unless cancel() came first. A task that throws
    // Cancelled ends quietly, LimitError with outOfBudget(), any other
    // exception with failed().
    template<typename Task, typename Done>
    void run(Task task, Done done)
    {
        start(budget_, std::move(task), std::move(done));
    }
    // The same within `budget` instead (a task whose work grows with its
    // request, e.g. several moves to judge).
    template<typename Task, typename Done>
    void run(Budget budget, Task task, Done done)
    {
        start(budget, std::move(task), std::move(done));
    }

    // Stops every running task and drops their answers.
    void cancel();
    // Runs the last task that ran out of budget again, with `budget`: for a
    // window that offers to keep searching. False when there is none (or it
    // was cancelled since).
    bool keepGoing(Budget budget);

    bool busy() const { return running_ > 0; }
    const Budget& budget() const { return budget_; }
    // For later tasks: a test that must see a search run out of its budget
    // sets a tiny one rather than wait out the window's.
    void setBudget(Budget budget) { budget_ = budget; }
    // The current task's last report (phase empty before the first).
    const SearchProgress& progress() const { return progress_; }

Q_SIGNALS:
    void busyChanged(bool busy);
    // The current task's progress, on the GUI thread (a few times a second
    // at most).
    void progressed(const leapfrog::SearchProgress& progress);
    // The current task stopped at its budget; `why` is the engine's sentence.
    void outOfBudget(const QString& why);
    // The current task failed; `why` is the core's sentence.
    void failed(const QString& why);
    // A task saw its cancel flag and stopped (its answer was dropped).
    void cancelObserved();

private:
    // How a task ended, written by its worker before the future finishes.
    enum class Ending { Answered, Cancelled, OutOfBudget, Failed };
    struct TaskState {
        std::shared_ptr<std::atomic<bool>> cancel;
        std::mutex mutex; // guards what follows
        SearchProgress progress;
        int reports = 0;
        Ending ending = Ending::Answered;
        QString why;
    };

    template<typename Task, typename Done>
    void start(Budget budget, Task task, Done done);
    std::shared_ptr<TaskState> newTask();
    static SearchControl controlFor(const Budget& budget, const std::shared_ptr<TaskState>& state);
    static void record(TaskState& state, Ending ending, const char* why);
    void onProgress(int generation, const std::shared_ptr<TaskState>& state);
    // Bookkeeping when a task's future finishes; true when its answer is wanted.
    bool onFinished(int generation, const std::shared_ptr<TaskState>& state, std::function<void(Budget)> again);

    Budget budget_;
    int generation_ = 0; // cancel() makes every earlier task stale
    std::shared_ptr<std::atomic<bool>> cancel_ = std::make_shared<std::atomic<bool>>(false);
    int running_ = 0;
    SearchProgress progress_;
    std::function<void(Budget)> again_; // the last task that ran out of budget
    QThreadPool pool_;                  // last: destroyed (and waited for) first
};

template<typename Task, typename Done>
void BackgroundWork::start(Budget budget, Task task, Done done)
{
    using Result = std::invoke_result_t<Task&, const SearchControl&>;
    static_assert(!std::is_void_v<Result>, "a background task returns its answer");
    const int generation = generation_;
    const std::shared_ptr<TaskState> state = newTask();
    auto* watcher = new QFutureWatcher<Result>(this);
    connect(watcher, &QFutureWatcherBase::progressValueChanged, this,
            [this, generation, state] { onProgress(generation, state); });
    auto again = [this, task, done](Budget more) { start(more, task, done); };
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation, state, done, again] {
        watcher->deleteLater();
        if (onFinished(generation, state, again) && watcher->future().resultCount() > 0) {
            done(watcher->future().takeResult());
        }
    });
    watcher->setFuture(QtConcurrent::run(
        &pool_, [task = std::move(task), budget, state](QPromise<Result>& promise) mutable {
            SearchControl control = controlFor(budget, state);
            control.progress = [&promise, state](const SearchProgress& progress) {
                const std::lock_guard lock(state->mutex);
                state->progress = progress;
                promise.setProgressValue(++state->reports); // Qt paces the signals
            };
            try {
                promise.addResult(task(control));
            } catch (const Cancelled&) {
                record(*state, Ending::Cancelled, "");
            } catch (const LimitError& error) {
                record(*state, Ending::OutOfBudget, error.what());
            } catch (const std::exception& error) {
                record(*state, Ending::Failed, error.what());
            }
        }));
}

} // namespace leapfrog::ui

// The window's one way to run long work (ui/background/backgroundwork.h):
// answers arrive on the GUI thread, a cancelled task observes its flag and
// its answer never arrives (nor a stale one after a newer request), progress
// reaches the GUI thread, and running out of budget is reported and can be
// resumed with more.
#include "background/backgroundwork.h"

#include <QSignalSpy>
#include <QTest>
#include <QThread>

#include <optional>
#include <thread>

using namespace leapfrog;
using leapfrog::ui::BackgroundWork;
using leapfrog::ui::Budget;

namespace {

constexpr int kWaitMs = 10'000;

// A task that works until it is cancelled, as a search does.
int untilCancelled(const SearchControl& control)
{
    while (!control.cancel->load()) {
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    throw Cancelled();
}

} // namespace

class BackgroundTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void answersArriveOnTheGuiThread();
    void theTaskGetsTheBudget();
    void cancelIsObservedAndDropsTheAnswer();
    void aNewerRequestReplacesAnOlder();
    void progressArrives();
    void runningOutOfBudgetSaysSoAndCanGoOn();
    void failuresSaySo();
};

void BackgroundTest::answersArriveOnTheGuiThread()
{
    BackgroundWork work(Budget{});
    QSignalSpy busy(&work, &BackgroundWork::busyChanged);
    std::optional<int> answer;
    QThread* worker = nullptr;
    QThread* receiver = nullptr;
    work.run(
        [&worker](const SearchControl&) {
            worker = QThread::currentThread();
            return 42;
        },
        [&](int value) {
            answer = value;
            receiver = QThread::currentThread();
        });
    QVERIFY(work.busy());
    QTRY_VERIFY_WITH_TIMEOUT(answer.has_value(), kWaitMs);
    QCOMPARE(*answer, 42);
    QVERIFY(worker != QThread::currentThread());
    QCOMPARE(receiver, QThread::currentThread());
    QVERIFY(!work.busy());
    QCOMPARE(busy.count(), 2); // on, then off
}

void BackgroundTest::theTaskGetsTheBudget()
{
    const Budget budget{std::chrono::milliseconds(1234), std::size_t{5} << 20};
    BackgroundWork work(budget);
    std::optional<std::pair<std::chrono::milliseconds, std::size_t>> seen;
    work.run([](const SearchControl& control) { return std::make_pair(control.budget, control.memoryCap); },
             [&](std::pair<std::chrono::milliseconds, std::size_t> value) { seen = value; });
    QTRY_VERIFY_WITH_TIMEOUT(seen.has_value(), kWaitMs);
    QCOMPARE(seen->first, budget.time);
    QCOMPARE(seen->second, budget.memory);
}

void BackgroundTest::cancelIsObservedAndDropsTheAnswer()
{
    BackgroundWork work(Budget{});
    QSignalSpy observed(&work, &BackgroundWork::cancelObserved);
    bool answered = false;
    work.run(untilCancelled, [&](int) { answered = true; });
    work.cancel();
    QTRY_COMPARE_WITH_TIMEOUT(observed.count(), 1, kWaitMs);
    QVERIFY(!work.busy());
    QVERIFY(!answered);
}

// An answer already on its way when cancel() comes is dropped too: the task
// below has finished before the event loop runs again.
void BackgroundTest::aNewerRequestReplacesAnOlder()
{
    BackgroundWork work(Budget{}, 2);
    std::vector<int> answers;
    std::atomic<bool> firstDone{false};
    work.run(
        [&firstDone](const SearchControl&) {
            firstDone = true;
            return 1;
        },
        [&](int value) { answers.push_back(value); });
    while (!firstDone) {
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    work.cancel();
    work.run([](const SearchControl&) { return 2; }, [&](int value) { answers.push_back(value); });
    QTRY_VERIFY_WITH_TIMEOUT(!work.busy(), kWaitMs);
    QCOMPARE(answers, std::vector<int>{2});
}

void BackgroundTest::progressArrives()
{
    BackgroundWork work(Budget{});
    std::atomic<bool> seen{false};
    std::optional<SearchProgress> progress;
    connect(&work, &BackgroundWork::progressed, this, [&](const SearchProgress& reported) {
        progress = reported;
        seen = true;
    });
    bool answered = false;
    work.run(
        [&seen](const SearchControl& control) {
            // Reports until the GUI thread has seen one (Qt paces them).
            for (std::uint64_t done = 1; !seen; ++done) {
                control.progress({"search", 3, done, 0});
                std::this_thread::sleep_for(std::chrono::milliseconds(5));
            }
            return 0;
        },
        [&](int) { answered = true; });
    QTRY_VERIFY_WITH_TIMEOUT(answered, kWaitMs);
    QVERIFY(progress);
    QCOMPARE(progress->phase, std::string("search"));
    QCOMPARE(progress->layer, 3);
    QVERIFY(progress->done >= 1);
    QCOMPARE(work.progress().phase, std::string("search"));
}

void BackgroundTest::runningOutOfBudgetSaysSoAndCanGoOn()
{
    BackgroundWork work(Budget{std::chrono::milliseconds(10), std::size_t{1} << 20});
    QSignalSpy outOfBudget(&work, &BackgroundWork::outOfBudget);
    std::optional<std::chrono::milliseconds> answer;
    // Needs a second of budget: with less it says so, as the engine does.
    const auto task = [](const SearchControl& control) {
        if (control.budget < std::chrono::seconds(1)) {
            throw LimitError("unknown within the limit");
        }
        return control.budget;
    };
    work.run(task, [&](std::chrono::milliseconds budget) { answer = budget; });
    QTRY_COMPARE_WITH_TIMEOUT(outOfBudget.count(), 1, kWaitMs);
    QCOMPARE(outOfBudget.first().first().toString(), QString("unknown within the limit"));
    QVERIFY(!answer);
    QVERIFY(work.keepGoing(Budget{std::chrono::seconds(2), std::size_t{1} << 20}));
    QTRY_VERIFY_WITH_TIMEOUT(answer.has_value(), kWaitMs);
    QCOMPARE(*answer, std::chrono::milliseconds(2000));
    QVERIFY(!work.keepGoing(Budget{})); // nothing left to resume
    QCOMPARE(work.budget().time, std::chrono::milliseconds(10)); // the next task gets the usual budget
}

void BackgroundTest::failuresSaySo()
{
    BackgroundWork work(Budget{});
    QSignalSpy failed(&work, &BackgroundWork::failed);
    bool answered = false;
    work.run([](const SearchControl&) -> int { throw InputError("position BRX is not a position"); },
             [&](int) { answered = true; });
    QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, kWaitMs);
    QCOMPARE(failed.first().first().toString(), QString("position BRX is not a position"));
    QVERIFY(!answered);
}

QTEST_GUILESS_MAIN(BackgroundTest)
#include "tst_background.moc"

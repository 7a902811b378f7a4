// The same answer on a busy machine: leapfrog-cli has no default time budget
// and chooses its method by counted work and memory, so `count y:6` and
// `hint y:6` answer, and answer the same, with every core kept busy by
// loops beside them (no --time-limit), and the route --progress names is
// the same busy as idle. y:6 (325,909,584 positions) is the board:
// beyond the eager table, where a clock once dropped the layered search
// after a second and a table build that a busy machine could not finish in
// a minute refused the answer. Its answers are checked against each other
// here (the count's minimum is the start's distance; each best move of the
// hint leads one move closer, each other move does not), and the route's
// answers on boards the plain reference search covers in tst_engine.
#include "cli/cli_runner.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTest>

#include <sched.h>

#include <memory>
#include <vector>

namespace {

using leapfrog::testing::CliRun;
using leapfrog::testing::lines;
using leapfrog::testing::runCli;

// Loops that keep every core this process may run on busy (two a core),
// for as long as the object lives: the busy machine of the issue.
class BusyMachine {
public:
    BusyMachine()
    {
        cpu_set_t set;
        CPU_ZERO(&set);
        sched_getaffinity(0, sizeof set, &set);
        const int loops = 2 * std::max(1, CPU_COUNT(&set));
        for (int i = 0; i < loops; ++i) {
            auto loop = std::make_unique<QProcess>();
            loop->start("/bin/sh", {"-c", "while :; do :; done"});
            if (loop->waitForStarted()) {
                loops_.push_back(std::move(loop));
            }
        }
    }
    ~BusyMachine()
    {
        for (const auto& loop : loops_) {
            loop->kill();
            loop->waitForFinished();
        }
    }
    BusyMachine(const BusyMachine&) = delete;
    BusyMachine& operator=(const BusyMachine&) = delete;
    int loops() const { return static_cast<int>(loops_.size()); }
    // Whether every loop still runs (none ended early, so the machine was
    // busy for the whole run).
    bool allRunning() const
    {
        return std::all_of(loops_.begin(), loops_.end(),
                           [](const auto& loop) { return loop->state() == QProcess::Running; });
    }

private:
    std::vector<std::unique_ptr<QProcess>> loops_;
};

CliRun cli(const QStringList& arguments) { return runCli(arguments + QStringList{"--no-cache", "--progress"}); }

// The routes --progress named, in order.
QStringList routes(const CliRun& run) { return lines(run.err).filter(QRegularExpression("^route: ")); }

struct Hint {
    int distance = -1;
    QStringList best;
};

Hint hintOf(const CliRun& run)
{
    Hint hint;
    const QStringList out = lines(run.out);
    if (out.size() == 2 && out[0].startsWith("distance ") && out[1].startsWith("best")) {
        hint.distance = out[0].section(' ', 1).toInt();
        hint.best = out[1].split(' ', Qt::SkipEmptyParts).mid(1);
    }
    return hint;
}

} // namespace

class CliBusyTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void countSameBusyAndIdle();
    void hintSameBusyAndIdle();
};

void CliBusyTest::countSameBusyAndIdle()
{
    const QStringList arguments{"count", "y:6"};
    const CliRun idle = cli(arguments);
    QCOMPARE(idle.status, 0);
    CliRun busy;
    {
        const BusyMachine machine;
        QVERIFY(machine.loops() >= 2);
        busy = cli(arguments);
        QVERIFY(machine.allRunning());
    }
    QVERIFY2(busy.status == 0, qPrintable(busy.err));
    QCOMPARE(busy.out, idle.out);
    QVERIFY2(!routes(idle).isEmpty(), qPrintable(idle.err));
    QCOMPARE(routes(busy), routes(idle));
    // The count's minimum is the start's distance, which the hint finds by
    // its own search (it keeps no DAG).
    const QStringList out = lines(idle.out);
    QCOMPARE(out.size(), 2);
    const QRegularExpressionMatch minimum = QRegularExpression("^minimum (\\d+)$").match(out[0]);
    QVERIFY2(minimum.hasMatch(), qPrintable(idle.out));
    QVERIFY(QRegularExpression("^solutions [1-9]\\d*$").match(out[1]).hasMatch());
    const Hint start = hintOf(cli({"hint", "y:6"}));
    QCOMPARE(start.distance, minimum.captured(1).toInt());
}

// The hint (its position is y:6's start) busy and idle: the same
// answer by the same route. And the answer holds together: every best move
// leads to a position one move closer, as a hint there says.
void CliBusyTest::hintSameBusyAndIdle()
{
    const QString start = "_BBBBBBRRRRRRYYYYYY";
    const QStringList arguments{"hint", "y:6", "--position", start};
    const CliRun idle = cli(arguments);
    QVERIFY2(idle.status == 0, qPrintable(idle.err));
    CliRun busy;
    {
        const BusyMachine machine;
        QVERIFY(machine.loops() >= 2);
        busy = cli(arguments);
        QVERIFY(machine.allRunning());
    }
    QVERIFY2(busy.status == 0, qPrintable(busy.err));
    QCOMPARE(busy.out, idle.out);
    QVERIFY2(!routes(idle).isEmpty(), qPrintable(idle.err));
    QCOMPARE(routes(busy), routes(idle));
    const Hint here = hintOf(idle);
    QVERIFY2(here.distance > 0 && !here.best.isEmpty(), qPrintable(idle.out));
    for (const QString& move : here.best) {
        // A move takes a peg from one hole to the empty one (holes from 1);
        // nothing is captured.
        QString after = start;
        const int from = move.section('-', 0, 0).toInt() - 1;
        const int to = move.section('-', 1, 1).toInt() - 1;
        QVERIFY2(after[to] == '_' && after[from] != '_', qPrintable(move));
        std::swap(after[from], after[to]);
        QCOMPARE(hintOf(cli({"hint", "y:6", "--position", after})).distance, here.distance - 1);
    }
}

QTEST_GUILESS_MAIN(CliBusyTest)
#include "tst_cli_busy.moc"

// bench_player: how long the solution player's timeline slider takes to show
// a position, through the real widgets. Opens the window on a variant
// (classic:1000 by default: 1,002,000 moves), watches its solution from the
// start, then sets the slider to random moves (a jump) and to moves a little
// apart (a drag), each time until the board has painted the new position
// (with the word and the move list following). Reports the time to get the
// player ready and the median, 95th percentile and slowest slider update.
//
//   QT_QPA_PLATFORM=offscreen build/tests/bench_player [SPEC] [UPDATES]
#include "board/boardview.h"
#include "solutions/solutionplayer.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include "settings/settingkeys.h"
#include <QSlider>
#include <QStandardPaths>

#include <algorithm>
#include <cstdio>
#include <random>
#include <vector>

using namespace leapfrog;
using namespace leapfrog::ui;

namespace {

// Counts the board's paint events.
class PaintCounter : public QObject {
public:
    int paints = 0;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Paint) {
            ++paints;
        }
        return QObject::eventFilter(watched, event);
    }
};

struct Figures {
    double median = 0;
    double p95 = 0;
    double p99 = 0;
    double slowest = 0;
    std::size_t over16 = 0;
};

Figures figuresOf(std::vector<double> ms)
{
    std::sort(ms.begin(), ms.end());
    const auto over = static_cast<std::size_t>(std::count_if(ms.begin(), ms.end(), [](double t) { return t > 16; }));
    return {ms[ms.size() / 2], ms[ms.size() * 95 / 100], ms[ms.size() * 99 / 100], ms.back(), over};
}

// Sets the slider and returns the milliseconds until the board has painted.
double timedUpdate(QSlider* slider, int value, const PaintCounter& counter)
{
    const int before = counter.paints;
    QElapsedTimer timer;
    timer.start();
    slider->setValue(value);
    // The update is painted when the event loop handles the update request;
    // processEvents returns once the paint (of the whole window) is done.
    while (counter.paints == before) {
        QCoreApplication::processEvents();
    }
    return static_cast<double>(timer.nsecsElapsed()) / 1e6;
}

void report(const char* what, const Figures& figures)
{
    std::printf("%-26s median %5.2f ms  95th %5.2f ms  99th %5.2f ms  slowest %6.2f ms  (%zu over 16 ms)\n", what,
                figures.median, figures.p95, figures.p99, figures.slowest, figures.over16);
}

} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true); // leaves the user's settings alone
    QApplication::setOrganizationName(QStringLiteral("LeapfrogBench"));
    QApplication::setApplicationName(QStringLiteral("LeapfrogBench"));
    ui::Settings().clear();
    const char* spec = argc > 1 ? argv[1] : "classic:1000";
    const int updates = argc > 2 ? std::atoi(argv[2]) : 500;

    MainWindow window;
    window.resize(1240, 680);
    window.newGame(Variant::parse(spec));
    window.show();
    QElapsedTimer opening;
    opening.start();
    window.player()->watchFromStart();
    while (!window.player()->isReady()) {
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
    }
    const double readyMs = static_cast<double>(opening.nsecsElapsed()) / 1e6;
    window.player()->pause();
    auto* slider = window.findChild<QSlider*>(QStringLiteral("timelineSlider"));
    PaintCounter counter;
    window.boardView()->installEventFilter(&counter);
    for (int i = 0; i < 20; ++i) { // warm up: fonts, sprites, caches
        timedUpdate(slider, i * slider->maximum() / 20, counter);
    }
    // Three seconds of idle time, in which the board draws the rest of a long
    // row's band (as it does while the player looks at the board).
    QElapsedTimer idle;
    idle.start();
    while (idle.elapsed() < 3000) {
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    }

    std::mt19937 random(2024);
    std::vector<double> jumps;
    for (int i = 0; i < updates; ++i) {
        jumps.push_back(timedUpdate(slider, static_cast<int>(random() % (slider->maximum() + 1u)), counter));
    }
    std::vector<double> drags;
    const int step = std::max(1, slider->maximum() / updates);
    for (int i = 0; i < updates; ++i) {
        drags.push_back(timedUpdate(slider, i * step, counter));
    }
    std::printf("%s: %llu moves; player ready (timeline and word built) in %.1f ms\n", spec,
                static_cast<unsigned long long>(window.player()->length()), readyMs);
    report("slider to a random move", figuresOf(jumps));
    report("slider dragged", figuresOf(drags));
    return 0;
}

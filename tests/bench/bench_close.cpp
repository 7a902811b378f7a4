// How promptly the window's game model lets go of a board mid-analysis (the
// window closing, or another board chosen): classic:11's exact table takes a
// second or more to build, and the model cancels it instead of waiting.
//   QT_QPA_PLATFORM=offscreen build/tests/bench_close [SPEC]
#include "play/gamemodel.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTest>

#include <cstdio>

using namespace leapfrog;

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    const Variant variant = Variant::parse(argc > 1 ? argv[1] : "classic:11");
    for (const int delayMs : {0, 50, 200, 500, 800}) {
        auto* model = new ui::GameModel;
        model->newGame(variant);
        QTest::qWait(delayMs);
        const bool analysing = model->analysis() == ui::Analysis::Pending;
        QElapsedTimer timer;
        timer.start();
        delete model;
        std::printf("%s, %d ms into the analysis (%s): destroyed in %.1f ms\n", variant.spec().c_str(), delayMs,
                    analysing ? "still analysing" : "analysis done", timer.nsecsElapsed() / 1e6);
    }
    // The whole window: shown, a new game of the board, closed and deleted
    // (what Quit does) at several moments of the analysis.
    for (const int delayMs : {0, 50, 200, 500, 800, 1200}) {
        auto* window = new ui::MainWindow;
        window->show();
        window->newGame(variant);
        QTest::qWait(delayMs);
        QElapsedTimer timer;
        timer.start();
        window->close();
        delete window;
        std::printf("%s window, %d ms after the new game: closed and deleted in %.1f ms\n", variant.spec().c_str(),
                    delayMs, timer.nsecsElapsed() / 1e6);
    }
    return 0;
}

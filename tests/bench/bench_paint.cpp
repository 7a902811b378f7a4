// bench_paint: how long one frame of the board takes to paint in the middle
// of an animation. Renders the real BoardView offscreen (a 30 x 30 board by
// default, a jump in mid-air with the improper-move marks showing) into an
// image the size of the window's board area, many times, and reports the
// median and the slowest frame.
//
//   QT_QPA_PLATFORM=offscreen build/tests/bench_paint [SPEC] [WIDTHxHEIGHT] [RATIO]
//
// Trees work too (y:3, branch:7,3,3,3): a step into the empty hole and a
// jump over the peg that stepped.
#include "board/boardview.h"
#include "model/variant.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QPainter>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace leapfrog;
using namespace leapfrog::ui;

namespace {

constexpr int kWarmUpFrames = 20;
constexpr int kFrames = 400;

QSize parseSize(const char* text)
{
    int width = 0;
    int height = 0;
    return std::sscanf(text, "%dx%d", &width, &height) == 2 ? QSize(width, height) : QSize(900, 420);
}

} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    const Variant variant = Variant::parse(argc > 1 ? argv[1] : "classic:30");
    const QSize size = argc > 2 ? parseSize(argv[2]) : QSize(900, 420);
    const double ratio = argc > 3 ? std::atof(argv[3]) : 1.0;

    // One step in (on a row the blue one from the left), then a peg jumps
    // the peg that stepped: a hop in mid-board (on a Y, one that turns
    // through the centre).
    const Board& board = variant.board();
    Move step;
    for (const Move move : legalMoves(board, variant.rules(), variant.start())) {
        const bool better = step.from < 0 || (move.from < move.to && step.from > step.to);
        if (board.adjacent(move.from, move.to) && better) {
            step = move;
        }
    }
    const Position before = applyMove(variant.rules(), variant.start(), step);
    Move jump;
    for (const Move move : legalMoves(board, variant.rules(), before)) {
        if (jump.from < 0 && board.middle(move.from, move.to) == step.to) {
            jump = move;
        }
    }
    const Position after = applyMove(variant.rules(), before, jump);

    BoardView view;
    view.setAttribute(Qt::WA_DontShowOnScreen);
    view.setAnimationSpeed(AnimationSpeed::Slow);
    view.setBoard(variant.board(), before);
    view.resize(size);
    view.show();
    BoardMarks marks;
    marks.flagged = {jump.to};
    marks.hovered = 2;
    view.setMarks(marks);
    view.showMove(before, after, MoveShape::Jump);
    view.setAnimationProgress(0.5);

    QImage image(size * ratio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    view.render(&image); // loads fonts and renders the peg sprites once
    std::vector<double> milliseconds;
    for (int frame = 0; frame < kWarmUpFrames + kFrames; ++frame) {
        QElapsedTimer timer;
        timer.start();
        view.render(&image);
        if (frame >= kWarmUpFrames) {
            milliseconds.push_back(timer.nsecsElapsed() / 1e6);
        }
    }
    // A frame after a resize also redraws the cached background (table, wood,
    // holes, numbers) and, when the holes change size, the peg sprites.
    view.resize(size + QSize(24, 0));
    QElapsedTimer resized;
    resized.start();
    view.render(&image);
    const double resizeFrame = resized.nsecsElapsed() / 1e6;
    view.resize(size);

    if (const QByteArray picture = qgetenv("BENCH_PAINT_PNG"); !picture.isEmpty()) {
        image.save(QString::fromLocal8Bit(picture)); // to look at the frame measured
    }
    std::ranges::sort(milliseconds);
    std::printf("%s, %d holes, %dx%d at ratio %.1f, spacing %.1f px: median %.3f ms, 95th percentile %.3f ms, "
                "slowest %.3f ms per frame (%d frames); a frame just after a resize %.3f ms\n",
                variant.spec().c_str(), variant.holeCount(), size.width(), size.height(), ratio,
                view.boardGeometry().spacing(), milliseconds[milliseconds.size() / 2],
                milliseconds[milliseconds.size() * 95 / 100], milliseconds.back(), kFrames, resizeFrame);
    return 0;
}

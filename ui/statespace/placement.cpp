#include "placement.h"

#include <algorithm>

namespace leapfrog::ui {

namespace {

// Narrower than this the picture is not worth a window of its own.
constexpr int kNarrowest = 360;
// For the frame the window manager adds around the picture's window.
constexpr int kFrame = 8;

QRect atTop(int left, int width, const QRect& window, QSize wanted, const QRect& available)
{
    const int height = std::min(wanted.height(), available.height() - 4 * kFrame);
    const int top = std::clamp(window.top() + 4 * kFrame, available.top() + 4 * kFrame,
                               available.bottom() - height - kFrame);
    return {left, top, width, height};
}

} // namespace

QRect placeBeside(const QRect& window, const QRect& board, QSize wanted, const QRect& available)
{
    const int rightRoom = available.right() - window.right() - 2 * kFrame;
    const int leftRoom = window.left() - available.left() - 2 * kFrame;
    if (std::max(rightRoom, leftRoom) >= std::min(wanted.width(), 480)) {
        if (rightRoom >= leftRoom) {
            return atTop(window.right() + 1 + kFrame, std::min(wanted.width(), rightRoom), window, wanted, available);
        }
        const int width = std::min(wanted.width(), leftRoom);
        return atTop(window.left() - kFrame - width, width, window, wanted, available);
    }
    // No room beside: over the side of the window away from the board.
    const int clearRight = available.right() - board.right() - 2 * kFrame;
    const int clearLeft = board.left() - available.left() - 2 * kFrame;
    if (clearRight >= clearLeft) {
        const int width = std::clamp(clearRight, std::min(kNarrowest, available.width()), wanted.width());
        return atTop(available.right() - kFrame - width, width, window, wanted, available);
    }
    const int width = std::clamp(clearLeft, std::min(kNarrowest, available.width()), wanted.width());
    return atTop(available.left() + kFrame, width, window, wanted, available);
}

} // namespace leapfrog::ui

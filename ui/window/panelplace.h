#pragma once
// Where the side panel's dock stands in the main window: the board first. A
// window too narrow for board and panel side by side has the panel under the
// board, and back beside it when there is room; beside the board the panel
// takes a share of the window's width, until the player sizes it by hand.
class QDockWidget;
class QMainWindow;

namespace leapfrog::ui {

class PanelPlace {
public:
    // Beside the board the panel takes a share of the window's width, its
    // words wrapping: on a small screen the board needs the room (classic:10's
    // pegs at 1024 x 768), and on a large one the panel need not grow past
    // what its words use.
    static constexpr double kShare = 0.24;
    static constexpr int kLeastWidth = 240;
    static constexpr int kMostWidth = 340;
    // Below this width the board and the panel do not both fit side by side
    // (the panel's least width and a board of seven holes at a playable size).
    static constexpr int kNarrowWindow = 680;

    // The panel's width beside the board in a window `windowWidth` wide.
    static int widthFor(int windowWidth);

    // The panel as the player left it (a restored window state): it stays so
    // until the window's width changes.
    void keepAsLeft(int windowWidth) { sizedFor_ = windowWidth; }
    // Moves and sizes `dock` (the side panel's, in `window`) for the window's
    // width now; a floating dock is the player's and stays where it is.
    void follow(QMainWindow& window, QDockWidget* dock);

private:
    bool movedDown_ = false; // by follow(), not by the player
    // The window's width the panel beside the board was last sized for: a
    // width the player gives it by hand stays until the window's changes.
    int sizedFor_ = 0;
};

} // namespace leapfrog::ui

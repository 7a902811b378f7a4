#pragma once
// The main window: a board to play by clicking and a status line.
#include "game.h"

#include <QMainWindow>

namespace leapfrog::ui {

class BoardView;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    const Game& game() const { return game_; }
    void newGame(const Variant& variant);

private:
    void onHoleClicked(int hole);
    void refresh();

    Game game_;
    BoardView* board_ = nullptr;
};

} // namespace leapfrog::ui

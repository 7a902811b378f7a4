#include "mainwindow.h"

#include "boardview.h"
#include "rules.h"

#include <QStatusBar>

namespace leapfrog::ui {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , game_(Variant::classic(3, 3))
    , board_(new BoardView(this))
{
    setWindowTitle("Leapfrog");
    setCentralWidget(board_);
    board_->setGame(&game_);
    connect(board_, &BoardView::holeClicked, this, &MainWindow::onHoleClicked);
    refresh();
}

void MainWindow::newGame(const Variant& variant)
{
    game_ = Game(variant);
    board_->setGame(&game_);
    refresh();
}

void MainWindow::onHoleClicked(int hole)
{
    const auto moves = legalMoves(game_.variant().board(), game_.variant().rules(), game_.position());
    for (const Move move : moves) {
        if (move.from == hole) {
            game_.play(move);
            break;
        }
    }
    refresh();
}

void MainWindow::refresh()
{
    const auto minimum = game_.variant().provenMinimum();
    QString status = QString("Moves: %1").arg(game_.movesMade());
    if (minimum) {
        status += QString(" / minimum %1").arg(*minimum);
    }
    if (game_.isWon()) {
        status += "  Solved!";
    }
    statusBar()->showMessage(status);
    board_->update();
}

} // namespace leapfrog::ui

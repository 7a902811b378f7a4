#pragma once
// View > State space: a non-modal StateSpaceDialog kept in step with the
// game. It pictures the current variant (refusing large ones with the
// dialog's message), rings the current position as the game moves, and takes
// the game to a clicked position: the fewest moves from here, played as
// undoable history entries, or from a restart when that position cannot be
// reached from here (strict rules only go forward).
//
// The picture shows every optimal solution, so a game played while it is open
// counts as one whose solution was shown, and the moves it plays are the
// window's, not the player's.
#include <QObject>
#include <QString>

#include <string>

class QWidget;

namespace leapfrog::ui {

class GameModel;
class PlayController;
class StateSpaceDialog;

class StateSpaceController : public QObject {
    Q_OBJECT
public:
    StateSpaceController(GameModel* model, PlayController* play, QWidget* window);

    // Opens the dialog (or raises it) on the current variant.
    void show();
    // Nullptr until first shown.
    StateSpaceDialog* dialog() const { return dialog_; }
    // Takes the game to the position with text `position` of the current
    // variant; false when it is not one (nothing changes then).
    bool goTo(const QString& position);

private:
    void picture();
    void follow();
    bool isShown() const;

    GameModel* model_;
    PlayController* play_;
    QWidget* window_;
    StateSpaceDialog* dialog_ = nullptr;
    std::string pictured_; // the spec the dialog shows
};

} // namespace leapfrog::ui

#pragma once
// The panel beside the board: which board this is and its minimum, how moves
// are judged here (with an "analysing" state while the judge is built), the
// verdict on the last move in one sentence with an Undo right there, and the
// list of moves with their letters and verdicts.
#include "play/gamemodel.h"

#include <QWidget>

class QAction;
class QLabel;
class QProgressBar;
class QTableView;
class QToolButton;

namespace leapfrog::ui {

class ElidedLabel;
class MoveListModel;
class SearchCard;

class SidePanel : public QWidget {
    Q_OBJECT
public:
    SidePanel(GameModel* model, QAction* undoAction, QWidget* parent = nullptr);

    void setNotationVisible(bool visible);
    // The hint on the board, in the card of the last move: what to play and
    // why it is best, until the next change (or an empty heading) brings the
    // last move's verdict back.
    void showHint(const QString& heading, const QString& why);
    // The sentence on the last move (for tests and screen readers).
    QString verdictText() const;
    QTableView* moveList() const { return moveList_; }
    ElidedLabel* title() const { return title_; }
    // The searches for a hint and for verdicts beyond the tables, as the panel shows them.
    SearchCard* hintSearch() const { return hintSearch_; }
    SearchCard* verdictSearch() const { return verdictSearch_; }

private:
    void refresh();
    void refreshAnalysis();
    void refreshVerdict();
    void refreshNotation();
    QString gameReview() const;

    GameModel* model_;
    ElidedLabel* title_;
    QLabel* subtitle_;
    QProgressBar* busy_;
    QLabel* analysisNote_;
    QWidget* verdictCard_;
    QLabel* verdictIcon_;
    QLabel* verdictHeading_;
    QLabel* verdictReason_;
    QToolButton* undoButton_;
    SearchCard* hintSearch_;
    SearchCard* verdictSearch_;
    QTableView* moveList_;
    MoveListModel* moves_;
    QLabel* notation_;
    bool notationVisible_ = true;
};

} // namespace leapfrog::ui

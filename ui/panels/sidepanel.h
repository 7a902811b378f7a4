#pragma once
// The panel beside the board: which board this is and its minimum, how moves
// are judged here (with an "analysing" state while the judge is built), the
// verdict on the last move in one sentence with an Undo right there, and the
// list of moves with their letters and verdicts.
#include "play/gamemodel.h"
#include "look/verdictstyle.h"

#include <QWidget>

class QAction;
class QBoxLayout;
class QIcon;
class QLabel;
class QProgressBar;
class QTableView;
class QToolButton;

namespace leapfrog::ui {

class CardFrame;
class ElidedLabel;
class MoveListModel;
class ScrolledWords;
class SearchCard;

class SidePanel : public QWidget {
    Q_OBJECT
public:
    SidePanel(GameModel* model, QAction* undoAction, QWidget* parent = nullptr);

    void setNotationVisible(bool visible);
    // The hint on the board, in the card of the last move: what to play and
    // why it is best, until the next change (or an empty heading) brings the
    // last move's verdict back.
    void showHint(const QString& heading, const QString& said, const QString& why, const QString& source);
    // Looking back at move `index` of the line: its row selected, its verdict
    // and whole reason in the card; nullopt: the last move's again.
    void showReview(std::optional<std::size_t> index);

    // The card on the last move, all of it: heading, the player's words and
    // the scholar's reason under Why? (for tests and screen readers).
    QString verdictText() const;
    // The source under Why? ("Proved in a published paper: ..."), shown or not.
    QString sourceText() const;
    // The scholar's reason under the card's "Why?" (shown or not).
    QString whyText() const;
    QTableView* moveList() const { return moveList_; }
    ElidedLabel* title() const { return title_; }
    // The searches for a hint and for verdicts beyond the tables, as the panel shows them.
    SearchCard* hintSearch() const { return hintSearch_; }
    SearchCard* verdictSearch() const { return verdictSearch_; }

Q_SIGNALS:
    // The player chose a move of the list (a click, or the arrow keys once the
    // list has the keyboard) to look back at, or pressed Esc there.
    void reviewRequested(std::optional<std::size_t> index);
    // The card now speaks of another move (Undo, a new move, a hint) while
    // one of its buttons had the keyboard: that button no longer means what
    // the player went to it for, and the keyboard goes back to the board.
    // Also Esc on one of its buttons.
    void cardLeftTheKeyboard();

private:
    // The constructor's parts, in order (the move list's scrolling follows
    // the refined verdicts before the card does).
    void styleHeader();
    void buildVerdictCard(QAction* undoAction);
    void buildMoveList();
    void layOut();
    void followModel();

    void refresh();
    // A note in the verdict card, in the card's muted colour (`html` escaped).
    QString cardNote(const QString& html) const;
    void refreshAnalysis();
    void refreshVerdict();
    // The card for move `index` of the line (whether it is the last or one
    // looked back at).
    QString moveHeading(std::size_t index, const Move& move) const;
    void showMoveVerdict(std::size_t index, bool lookingBack);
    // `why`: the scholar's reason (plain text), shown under "Why?" with its
    // `source` in small type; empty: none.
    void setCard(const QString& heading, const QString& reason, Flag flag, const QIcon& icon, bool undo,
                 const QString& why = {}, const QString& source = {});
    void stackCardButtons();
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;
    void refreshNotation();
    QString gameReview() const;
    QString movesReview() const;

    GameModel* model_;
    ElidedLabel* title_;
    QLabel* subtitle_;
    QProgressBar* busy_;
    QLabel* analysisNote_;
    CardFrame* verdictCard_;
    QLabel* verdictIcon_;
    QLabel* verdictHeading_;
    QLabel* verdictReason_;
    ScrolledWords* whyBox_;
    QLabel* verdictWhy_; // the words in whyBox_
    QLabel* verdictSource_;
    QToolButton* undoButton_;
    QToolButton* whyButton_;
    QBoxLayout* cardButtons_ = nullptr;
    SearchCard* hintSearch_;
    SearchCard* verdictSearch_;
    QTableView* moveList_;
    MoveListModel* moves_;
    QLabel* notation_;
    bool notationVisible_ = true;
    std::optional<std::size_t> reviewed_;
    bool listKeyDown_ = false; // a key is pressed in the move list (not Tab arriving there)
    bool fitPending_ = false; // the move list's columns to be measured again (buildMoveList)
};

} // namespace leapfrog::ui

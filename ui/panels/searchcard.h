#pragma once
// A search of the window's, seen in the side panel: while it runs, what it
// looks for with its progress and a Cancel; when it stops at its budget, a
// sentence that says so and a "Keep searching" (BackgroundWork::keepGoing,
// with a much larger budget and Cancel again); when it fails, why; when it is
// cancelled, that it was. A search never ends in silence. The card hides
// when its search answers, and clears itself when the game moves on (its
// sentence would no longer apply).
#include "background/backgroundwork.h"

#include "board/cardframe.h"

class QLabel;
class QProgressBar;
class QPushButton;

namespace leapfrog::ui {

class SearchCard : public CardFrame {
    Q_OBJECT
public:
    // `what`: the search's object as a noun phrase, for its sentences ("a
    // hint", "the verdicts").
    SearchCard(BackgroundWork* work, const QString& what, QWidget* parent);

    // The budget "Keep searching" grants.
    static constexpr std::chrono::minutes kLongerBudget{10};

    enum class State { Idle, Searching, OutOfBudget, Failed, Cancelled };
    State state() const { return state_; }
    QString text() const;
    QPushButton* keepSearchingButton() const { return keepGoing_; }
    QPushButton* cancelButton() const { return cancel_; }
    // The game moved on: what the card says is about a position gone.
    void clear();

protected:
    void changeEvent(QEvent* event) override;

private:
    void restyle();
    void show(State state, const QString& sentence);
    void onBusyChanged(bool busy);
    void onProgress(const SearchProgress& progress);

    BackgroundWork* work_;
    QString what_;
    State state_ = State::Idle;
    bool cancelling_ = false;
    QLabel* sentence_;
    QProgressBar* progress_;
    QPushButton* keepGoing_;
    QPushButton* cancel_;
    QPushButton* dismiss_;
};

} // namespace leapfrog::ui

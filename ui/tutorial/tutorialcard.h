#pragma once
// The tutorial's card: a small frame floating at the bottom of the board
// area (the banner has the top), over the table below the pegs. It asks the
// first-start question ("New to Leapfrog?" Start / No thanks) or shows a
// step: its progress ("Step 2 of 6"), a title, a sentence or two, a note
// when the player did something else, and a way out at every step.
#include "board/cardframe.h"
#include <QLabel>

class QPushButton;
class QShortcut;

namespace leapfrog::ui {

class TutorialCard : public CardFrame {
    Q_OBJECT
public:
    // Floats over `parent` (the board area), which it follows as it resizes.
    explicit TutorialCard(QWidget* parent);

    // The question takes the keyboard: Enter starts the tour (Start is its
    // default button), Esc or No thanks declines it, Tab reaches the board.
    void showOffer();
    // Enter that reached the board while the question stands: the question's
    // default answer (Start), never a move behind the card; at the last step,
    // Done, which is what it asks for. False when neither shows.
    bool pressDefault();
    // Step `number` (1-based) of `count`; the last one has Done instead of Skip.
    void showStep(int number, int count, const QString& title, const QString& text);
    // New words for the step shown (its nudge stays).
    void setText(const QString& text) { text_->setText(text); }
    // What to do after a wrong click or another move; empty clears it.
    void setNudge(const QString& text);
    void close();

    bool isOffer() const { return offer_; }
    QString progress() const;
    QString title() const;
    QString text() const;
    QString nudge() const;

    // Keeps the card at the bottom centre of its parent, as tall as its text needs.
    void place();

Q_SIGNALS:
    void startClicked();
    void declineClicked();
    void skipClicked();
    void doneClicked();

protected:
    bool event(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void restyle();
    void showButtons(bool offer, bool last);

    QLabel* progress_;
    QLabel* title_;
    QLabel* text_;
    QLabel* nudge_;
    QPushButton* start_;
    QPushButton* decline_;
    QPushButton* skip_;
    QPushButton* done_;
    QShortcut* declineKey_; // Esc, while the card asks "New to Leapfrog?"
    bool offer_ = false;
};

} // namespace leapfrog::ui

#pragma once
// The keyboard never goes with a control that disappears. When the widget
// with the keyboard is hidden (a card's Why? after Undo, the first-run
// question's buttons, a page of the panel) or disabled, Qt hands the keyboard
// to the next stop of the Tab chain: in the main window that was the move
// list, a list with nothing to say at that moment, and the arrow keys moved
// nothing a player could see. Here the board takes it instead: the control
// the window is about, visible, enabled and named.
#include <QObject>
#include <QPointer>
#include <QWidget>

namespace leapfrog::ui {

class FocusKeeper : public QObject {
    Q_OBJECT
public:
    // For the widgets inside `window` (docked or not); `board` takes the
    // keyboard. Owned by `window`.
    FocusKeeper(QWidget* window, QWidget* board);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void onFocusChanged(QWidget* old, QWidget* now);
    bool keeps(const QWidget* widget) const;
    void giveToBoard();
    bool opensFromTheWindow(const QWidget* widget) const;
    void takeBackAfterClosing();
    bool anotherWindowShown() const;

    QWidget* window_;
    QWidget* board_;
    QPointer<QWidget> watched_; // the widget with the keyboard, whose hiding is watched
};

} // namespace leapfrog::ui

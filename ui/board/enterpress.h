#pragma once
// Enter presses a focused button of a card, as it does in a dialog. The
// cards (the banner and the tutorial's card over the board, the side
// panel's verdict and search cards) live in the main window, where Qt's
// buttons answer Space only: a QToolButton ignores Enter, and a QPushButton
// outside a dialog presses on Enter only when it is the default one. A
// player who reached a card's button with Tab and pressed Enter got
// nothing, or (on the first-run offer) a move on the board behind it.
class QAbstractButton;

namespace leapfrog::ui {

// Return and keypad Enter on `button`, while it has the keyboard, click it.
void pressOnEnter(QAbstractButton* button);

} // namespace leapfrog::ui

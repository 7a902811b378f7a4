#pragma once
// The paper of the cards that float over the board or sit under it (the
// solved banner, the solution player's bar, the tutorial's card): a warm
// cream in a light window, a shade lighter than the window in a dark one,
// so that the buttons and the × (drawn in the palette's colours) read on it
// in either, and a dark window has no bright patch.
#include <QColor>
#include <QPalette>
#include <QString>

#include <functional>

class QWidget;

namespace leapfrog::ui {

struct CardColours {
    QColor paper;
    QColor edge;  // the card's outline and dividers
    QColor text;  // titles and sentences: 4.5:1 at least on the paper
    QColor quiet; // a step count: quieter, still 4.5:1
    QColor nudge; // a warning word (the tutorial's "try again"): warm, 4.5:1
};

// The card's colours for the application's palette `window`.
CardColours cardColours(const QPalette& window);

// `colour` as a style sheet writes it, its alpha kept: rgba(r, g, b, a).
QString styleColour(const QColor& colour);

// Calls `restyle` whenever the application's palette changes (a theme
// chosen, the desktop turning dark), for as long as `card` lives: a widget
// with a style sheet of its own gets no PaletteChange of its own then.
void followPalette(QWidget* card, std::function<void()> restyle);

} // namespace leapfrog::ui

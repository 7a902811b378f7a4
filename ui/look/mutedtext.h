#pragma once
// The quieter colours of notes (a step count, a hint's second line) and the
// panels' cards, taken from the palette so that they read in a light window
// and a dark one, and kept when the palette changes.
#include <QColor>
#include <QPalette>
#include <QString>

class QLabel;

namespace leapfrog::ui {

// A note's colour: between the palette's text and `background`, still
// 4.5:1 on `background`.
QColor mutedText(const QPalette& palette, const QColor& background);
// The same on the palette's window.
QColor mutedText(const QPalette& palette);
// The background of the panels' cards: a warm paper in a light window, the
// palette's base in a dark one.
QColor cardColour(const QPalette& palette);
// A span of rich text in the muted colour on `background` (`html` already escaped).
QString mutedSpan(const QString& html, const QPalette& palette, const QColor& background);

// Shows `label`'s text in the muted colour of the application's palette,
// and again whenever that palette changes (a theme chosen, the desktop
// turning dark).
void keepMuted(QLabel* label);

} // namespace leapfrog::ui

#pragma once
// Labels the side panels share, and the quieter colours of their notes,
// taken from the palette so that they read in a light window and a dark one.
#include <QColor>
#include <QLabel>
#include <QPalette>

namespace leapfrog::ui {

// A wrapped label that asks for the height its text needs at the width it
// was given. Box layouts nested in a card (an icon beside a column of words)
// size a wrapped label for the column they planned, and a narrower column
// than planned (a panel at its least width, long German words) cut its last
// line; a minimum height set at each resize makes the layout give it room.
class WrappedLabel : public QLabel {
public:
    using QLabel::QLabel;
    // New words: the least height is what they need now, not what the
    // last words needed (which left an empty band under shorter ones).
    void setWords(const QString& text);

protected:
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void fitHeight();
    // The height its words need at its width.
    int wordsHeight();
};

// Sets `label`'s text, and its least height for it when it is a WrappedLabel.
void setWords(QLabel* label, const QString& text);

// A label for a sentence or two: wraps, and its text can be selected and copied.
inline QLabel* wrappedLabel(QWidget* parent)
{
    auto* label = new WrappedLabel(parent);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

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

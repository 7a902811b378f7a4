#pragma once
// Labels the side panels share: wrapped sentences that ask for the height
// their words need (their notes' quieter colours are look/mutedtext.h's).
#include <QLabel>

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

} // namespace leapfrog::ui

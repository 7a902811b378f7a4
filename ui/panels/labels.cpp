#include "labels.h"

namespace leapfrog::ui {

void WrappedLabel::resizeEvent(QResizeEvent* event)
{
    QLabel::resizeEvent(event);
    fitHeight();
}

void WrappedLabel::setWords(const QString& text)
{
    setText(text);
    fitHeight();
}

void WrappedLabel::showEvent(QShowEvent* event)
{
    QLabel::showEvent(event);
    fitHeight();
}

// (A hidden label's width is not the one it will have: it asks for nothing
// until it shows.)
void WrappedLabel::fitHeight()
{
    const int needed = text().isEmpty() || !isVisible() ? 0 : wordsHeight();
    if (needed != minimumHeight()) {
        setMinimumHeight(needed);
    }
}

// QLabel's heightForWidth never says less than the minimum height, and this
// label's minimum is the height its last words needed: measured so, shorter
// words (or a wider panel) kept the old height, a blank band round the text
// (the newcomer's point 6). The minimum is left out of the measure.
int WrappedLabel::wordsHeight()
{
    const int least = minimumHeight();
    if (least == 0) {
        return heightForWidth(width());
    }
    setMinimumHeight(0);
    const int height = heightForWidth(width());
    setMinimumHeight(least);
    return height;
}

void setWords(QLabel* label, const QString& text)
{
    if (auto* wrapped = dynamic_cast<WrappedLabel*>(label)) {
        wrapped->setWords(text);
    } else {
        label->setText(text);
    }
}

} // namespace leapfrog::ui

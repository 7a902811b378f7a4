#include "labels.h"

#include "board/boardstyle.h"

#include <QApplication>
#include <QEvent>

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


QColor mutedText(const QPalette& palette, const QColor& background)
{
    return mutedOn(palette.color(QPalette::WindowText), background);
}

QColor mutedText(const QPalette& palette) { return mutedText(palette, palette.color(QPalette::Window)); }

QColor cardColour(const QPalette& palette)
{
    return isDark(palette) ? palette.color(QPalette::Base) : QColor(0xFF, 0xFD, 0xF7);
}

QString mutedSpan(const QString& html, const QPalette& palette, const QColor& background)
{
    return QStringLiteral("<span style='color:%1'>%2</span>").arg(mutedText(palette, background).name(), html);
}

namespace {

// Sets the label's text colour from the application's palette (never from
// the label's own, which holds the muted colour already) on each change.
class MutedColour : public QObject {
public:
    explicit MutedColour(QLabel* label) : QObject(label), label_(label) { apply(); }

    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (watched == label_ && event->type() == QEvent::PaletteChange) {
            apply();
        }
        return QObject::eventFilter(watched, event);
    }

private:
    void apply()
    {
        const QColor muted = mutedText(QApplication::palette(label_));
        if (label_->palette().color(QPalette::WindowText) == muted) {
            return; // the change was this colour's own
        }
        QPalette palette = label_->palette();
        palette.setColor(QPalette::WindowText, muted);
        label_->setPalette(palette);
    }

    QLabel* label_;
};

} // namespace

void keepMuted(QLabel* label) { label->installEventFilter(new MutedColour(label)); }

} // namespace leapfrog::ui

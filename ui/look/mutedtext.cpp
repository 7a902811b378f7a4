#include "mutedtext.h"

#include "colours.h"

#include <QApplication>
#include <QEvent>
#include <QLabel>

namespace leapfrog::ui {

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

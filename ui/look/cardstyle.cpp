#include "cardstyle.h"

#include "colours.h"

#include <QApplication>
#include <QEvent>
#include <QWidget>

namespace leapfrog::ui {

namespace {

// Watches the application for a new palette on behalf of one card.
class PaletteFollower : public QObject {
public:
    PaletteFollower(QWidget* card, std::function<void()> restyle) : QObject(card), restyle_(std::move(restyle))
    {
        qApp->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (watched == qApp && event->type() == QEvent::ApplicationPaletteChange) {
            restyle_();
        }
        return QObject::eventFilter(watched, event);
    }

private:
    std::function<void()> restyle_;
};

} // namespace

CardColours cardColours(const QPalette& window)
{
    if (!isDark(window)) {
        return {QColor(250, 246, 236, 245), QColor(0xCF, 0xC6, 0xB4), QColor(0x23, 0x29, 0x2D),
                QColor(0x5F, 0x6B, 0x73), QColor(0xA3, 0x47, 0x00)};
    }
    // Lighter than the window, as the buttons on it are: they keep their
    // edges, and the palette's text and × keep their contrast.
    const QColor paper = window.color(QPalette::Window).lighter(118);
    const QColor text = readableOn(window.color(QPalette::WindowText), paper);
    return {paper, window.color(QPalette::Light), text, mutedOn(text, paper),
            readableOn(QColor(0xE6, 0x9F, 0x00), paper)};
}

void followPalette(QWidget* card, std::function<void()> restyle)
{
    new PaletteFollower(card, std::move(restyle)); // the card's child: gone with it
}

QString styleColour(const QColor& colour)
{
    return QStringLiteral("rgba(%1, %2, %3, %4)").arg(colour.red()).arg(colour.green()).arg(colour.blue()).arg(colour.alpha());
}

} // namespace leapfrog::ui

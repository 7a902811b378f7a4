#include "theme.h"

#include "colours.h"

#include <QApplication>
#include <QEvent>
#include <QStyle>

namespace leapfrog::ui {

QPalette darkPalette()
{
    const QColor window(0x2B, 0x2E, 0x31);
    const QColor base(0x1E, 0x21, 0x24);
    const QColor text(0xE8, 0xE8, 0xE8);
    const QColor faint(0x8E, 0x95, 0x9B); // disabled text: 4.6:1 on the window, quieter than text
    QPalette dark;
    dark.setColor(QPalette::Window, window);
    dark.setColor(QPalette::WindowText, text);
    dark.setColor(QPalette::Base, base);
    dark.setColor(QPalette::AlternateBase, QColor(0x27, 0x2A, 0x2D));
    dark.setColor(QPalette::ToolTipBase, QColor(0x3A, 0x3E, 0x42));
    dark.setColor(QPalette::ToolTipText, text);
    dark.setColor(QPalette::PlaceholderText, faint);
    dark.setColor(QPalette::Text, text);
    dark.setColor(QPalette::Button, QColor(0x35, 0x39, 0x3D));
    dark.setColor(QPalette::ButtonText, text);
    dark.setColor(QPalette::BrightText, QColor(0xFF, 0x8A, 0x80));
    dark.setColor(QPalette::Light, QColor(0x4C, 0x51, 0x56));
    dark.setColor(QPalette::Midlight, QColor(0x40, 0x44, 0x48));
    dark.setColor(QPalette::Mid, QColor(0x25, 0x28, 0x2B));
    dark.setColor(QPalette::Dark, QColor(0x18, 0x1A, 0x1C));
    dark.setColor(QPalette::Shadow, QColor(0x0C, 0x0D, 0x0E));
    dark.setColor(QPalette::Highlight, QColor(0x1F, 0x6F, 0xB5));
    dark.setColor(QPalette::HighlightedText, Qt::white);
    dark.setColor(QPalette::Link, QColor(0x7C, 0xC0, 0xF2));
    dark.setColor(QPalette::LinkVisited, QColor(0xC3, 0x9B, 0xE8));
    for (const QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText}) {
        dark.setColor(QPalette::Disabled, role, faint);
    }
    dark.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x40, 0x44, 0x48));
    dark.setColor(QPalette::Disabled, QPalette::HighlightedText, faint);
    return dark;
}

ThemeKeeper::ThemeKeeper(QObject* parent) : QObject(parent), desktop_(QApplication::palette())
{
    qApp->installEventFilter(this);
}

ThemeKeeper::~ThemeKeeper()
{
    if (overridden_ && qApp) {
        restoreDesktop();
    }
}

void ThemeKeeper::restoreDesktop()
{
    // The desktop's palette as it came: the platform's has an empty
    // resolve mask, and set again it stays "none set", so that the
    // platform's later changes show again; one set by someone (a test, a
    // -palette) comes back as it was.
    applying_ = true;
    QApplication::setPalette(desktop_);
    applying_ = false;
    overridden_ = false;
}

void ThemeKeeper::setTheme(Theme theme)
{
    theme_ = theme;
    apply();
}

void ThemeKeeper::apply()
{
    const bool wantDark = theme_ == Theme::Dark;
    const bool wantLight = theme_ == Theme::Light && isDark(desktop_);
    if (!wantDark && !wantLight) {
        // The desktop's own palette: never set over it, only given back.
        if (overridden_) {
            restoreDesktop();
        }
        return;
    }
    QPalette wanted;
    if (wantDark) {
        wanted = darkPalette();
    } else if (wantLight) {
        // The style's own light palette; a style whose standard palette is
        // dark too gets Qt's built-in light one.
        wanted = QApplication::style()->standardPalette();
        if (isDark(wanted)) {
            wanted = QPalette(QColor(0xEF, 0xEF, 0xEF));
        }
    }
    overridden_ = true;
    applied_ = wanted;
    applying_ = true;
    QApplication::setPalette(wanted);
    applying_ = false;
}

bool ThemeKeeper::eventFilter(QObject* watched, QEvent* event)
{
    const bool ours = applying_ || (overridden_ && QApplication::palette() == applied_);
    if (watched == qApp && event->type() == QEvent::ApplicationPaletteChange && !ours) {
        // The desktop's palette changed (or a test set one): remembered as
        // the desktop's, and a chosen theme put back over it.
        desktop_ = QApplication::palette();
        if (theme_ != Theme::System) {
            apply();
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace leapfrog::ui

#pragma once
// The window's colours. Qt 6.4 as Debian 12 ships it has no
// QStyleHints::colorScheme(): the desktop's light or dark is read from the
// application's palette, at start and whenever that palette changes (a
// desktop switching at runtime). Theme::System keeps the desktop's palette;
// Light puts the style's standard (light) palette over a dark desktop; Dark
// puts a dark palette of Leapfrog's own over any desktop. The widgets take
// their colours from the palette, so a change shows at once.
#include <QObject>
#include <QPalette>

namespace leapfrog::ui {

// The window's colours: the desktop's light or dark palette, or one chosen
// (Preferences keeps the choice, settings/preferences.h).
enum class Theme { System, Light, Dark };

// A dark palette for the Fusion style (and any style that draws from the
// palette): text at least 7:1 on its window and base, and selected text
// 4.5:1 on the highlight.
QPalette darkPalette();

class ThemeKeeper : public QObject {
    Q_OBJECT
public:
    // Reads the desktop's palette as it is now (before any theme is applied).
    explicit ThemeKeeper(QObject* parent = nullptr);
    // Gives the desktop its own palette back.
    ~ThemeKeeper() override;

    void setTheme(Theme theme);
    Theme theme() const { return theme_; }
    // The desktop's palette as last seen: what Theme::System shows.
    const QPalette& desktopPalette() const { return desktop_; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void apply();
    void restoreDesktop();

    Theme theme_ = Theme::System;
    QPalette desktop_;
    QPalette applied_;        // the palette set over the desktop's, while overridden_
    bool applying_ = false;   // our own setPalette: not the desktop's
    bool overridden_ = false; // the application's palette is ours, not the desktop's
};

} // namespace leapfrog::ui

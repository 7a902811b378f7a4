#include "colours.h"

#include <algorithm>
#include <cmath>

namespace leapfrog::ui {

namespace {

double linear(double channel)
{
    return channel <= 0.03928 ? channel / 12.92 : std::pow((channel + 0.055) / 1.055, 2.4);
}

double luminance(const QColor& colour)
{
    return 0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF()) + 0.0722 * linear(colour.blueF());
}

} // namespace

double contrastRatio(const QColor& a, const QColor& b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor readableOn(const QColor& colour, const QColor& background, double ratio)
{
    const bool darkBackground = luminance(background) < 0.18;
    QColor shade = colour;
    for (int step = 0; step < 40 && contrastRatio(shade, background) < ratio; ++step) {
        shade = darkBackground ? shade.lighter(106) : shade.darker(106);
    }
    // A hue that stays too faint at full brightness (or too bright at black)
    // is blended toward white (or black) until it reads.
    const QColor end = darkBackground ? QColor(Qt::white) : QColor(Qt::black);
    for (int step = 1; step <= 20 && contrastRatio(shade, background) < ratio; ++step) {
        const double t = step / 20.0;
        shade = QColor::fromRgbF(static_cast<float>(shade.redF() * (1 - t) + end.redF() * t),
                                 static_cast<float>(shade.greenF() * (1 - t) + end.greenF() * t),
                                 static_cast<float>(shade.blueF() * (1 - t) + end.blueF() * t));
    }
    return shade;
}

bool isDark(const QPalette& palette)
{
    // Base and Text, where lists and fields write: a widget may tint its
    // Window (the board's area takes the table's colour) and stay in the theme.
    return palette.color(QPalette::Base).lightnessF() < palette.color(QPalette::Text).lightnessF();
}

QColor mutedOn(const QColor& colour, const QColor& background, double ratio)
{
    const QColor half((colour.red() + background.red()) / 2, (colour.green() + background.green()) / 2,
                      (colour.blue() + background.blue()) / 2);
    return readableOn(half, background, ratio);
}

} // namespace leapfrog::ui

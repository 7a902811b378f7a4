#pragma once
// The keyboard's focus made plain on the standard controls, whatever the
// desktop's style: a QProxyStyle over it that adds a ring inside a focused
// push button (Fusion draws a focused button as it draws the default one,
// so Tab to OK changed nothing on screen) and a highlight frame round a
// focused text view or list (Fusion draws none; a text view's frame is
// widened to hold it whole). In a dark palette it also
// outlines check boxes and radio buttons, whose box Fusion draws in the base
// colour with an edge only a shade off the dark window.
#include <QProxyStyle>

namespace leapfrog::ui {

class FocusStyle : public QProxyStyle {
    Q_OBJECT
public:
    using QProxyStyle::QProxyStyle;

    void drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                       const QWidget* widget = nullptr) const override;
    void drawControl(ControlElement element, const QStyleOption* option, QPainter* painter,
                     const QWidget* widget = nullptr) const override;
    void drawComplexControl(ComplexControl control, const QStyleOptionComplex* option, QPainter* painter,
                            const QWidget* widget = nullptr) const override;
    // A text view's frame is as wide as the focus ring drawn in it: Fusion's
    // one pixel left the ring's inner half under the text (Help's text area
    // showed a hairline, not a focus).
    int pixelMetric(PixelMetric metric, const QStyleOption* option = nullptr,
                    const QWidget* widget = nullptr) const override;
};

// Wraps the application's style in a FocusStyle, once (the main window
// does it when it is made).
void installFocusStyle();

} // namespace leapfrog::ui

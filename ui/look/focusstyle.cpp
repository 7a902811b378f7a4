#include "focusstyle.h"

#include "colours.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QPainter>
#include <QPlainTextEdit>
#include <QStyleFactory>
#include <QStyleOption>
#include <QTextEdit>

#include <algorithm>

namespace leapfrog::ui {

namespace {

bool isTextOrList(const QWidget* widget)
{
    return qobject_cast<const QTextEdit*>(widget) || qobject_cast<const QPlainTextEdit*>(widget) ||
           qobject_cast<const QAbstractItemView*>(widget);
}

bool isTextView(const QWidget* widget)
{
    return qobject_cast<const QTextEdit*>(widget) || qobject_cast<const QPlainTextEdit*>(widget);
}

// The focus ring's width, as the buttons' and the lists' rings draw it.
constexpr int kRingWidth = 2;

void drawRing(QPainter* painter, const QRectF& rect, const QPalette& palette, double radius)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(palette.color(QPalette::Highlight), kRingWidth));
    painter->drawRoundedRect(rect, radius, radius);
    painter->restore();
}

// Halfway between the window and its text: an edge of 3:1 or more on the
// window, as a control's outline wants, and quieter than the text.
QColor controlEdge(const QPalette& palette)
{
    const QColor window = palette.color(QPalette::Window);
    const QColor text = palette.color(QPalette::WindowText);
    return readableOn(QColor((window.red() + text.red()) / 2, (window.green() + text.green()) / 2,
                             (window.blue() + text.blue()) / 2),
                      window, 3.0);
}

} // namespace

void FocusStyle::drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                               const QWidget* widget) const
{
    QProxyStyle::drawPrimitive(element, option, painter, widget);
    const bool box = element == PE_IndicatorCheckBox || element == PE_IndicatorRadioButton;
    if (!box || !isDark(option->palette)) {
        return;
    }
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(controlEdge(option->palette), 1));
    const QRectF edge = QRectF(option->rect).adjusted(0.5, 0.5, -0.5, -0.5);
    if (element == PE_IndicatorRadioButton) {
        painter->drawEllipse(edge);
    } else {
        painter->drawRoundedRect(edge, 2, 2);
    }
    painter->restore();
}

int FocusStyle::pixelMetric(PixelMetric metric, const QStyleOption* option, const QWidget* widget) const
{
    const int width = QProxyStyle::pixelMetric(metric, option, widget);
    return metric == PM_DefaultFrameWidth && isTextView(widget) ? std::max(width, kRingWidth) : width;
}

void FocusStyle::drawControl(ControlElement element, const QStyleOption* option, QPainter* painter,
                             const QWidget* widget) const
{
    QProxyStyle::drawControl(element, option, painter, widget);
    if (element == CE_ShapedFrame && isTextView(widget) && !(option->state & State_HasFocus)) {
        // The widened frame's inside in the text's ground, where the ring goes when focused.
        painter->save();
        painter->setPen(QPen(option->palette.color(QPalette::Base), 1));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(QRectF(option->rect).adjusted(1.5, 1.5, -1.5, -1.5));
        painter->restore();
    }
    if (!(option->state & State_HasFocus)) {
        return;
    }
    if (element == CE_PushButton && (option->state & State_KeyboardFocusChange)) {
        drawRing(painter, QRectF(option->rect).adjusted(3.5, 3.5, -3.5, -3.5), option->palette, 2);
    } else if (element == CE_ShapedFrame && isTextOrList(widget)) {
        drawRing(painter, QRectF(option->rect).adjusted(1, 1, -1, -1), option->palette, 1);
    }
}

void FocusStyle::drawComplexControl(ComplexControl control, const QStyleOptionComplex* option, QPainter* painter,
                                    const QWidget* widget) const
{
    QProxyStyle::drawComplexControl(control, option, painter, widget);
    if (!(option->state & State_HasFocus) || !(option->state & State_KeyboardFocusChange)) {
        return;
    }
    if (control == CC_ToolButton) {
        drawRing(painter, QRectF(option->rect).adjusted(2.5, 2.5, -2.5, -2.5), option->palette, 2);
    } else if (control == CC_Slider) {
        // Round the handle, which the arrow keys move (Fusion only tints the groove's edge).
        const QRect handle = subControlRect(CC_Slider, option, SC_SliderHandle, widget);
        drawRing(painter, QRectF(handle).adjusted(-1.5, -1.5, 1.5, 1.5), option->palette, 3);
    }
}

void installFocusStyle()
{
    if (qobject_cast<FocusStyle*>(QApplication::style())) {
        return;
    }
    // Over a fresh copy of the style in use (the desktop's, or -style's):
    // QApplication takes and deletes it.
    QApplication::setStyle(new FocusStyle(QStyleFactory::create(QApplication::style()->name())));
}

} // namespace leapfrog::ui

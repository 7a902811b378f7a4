#pragma once
// Labels the side panels share.
#include <QLabel>

namespace leapfrog::ui {

// A label for a sentence or two: wraps, and its text can be selected and copied.
inline QLabel* wrappedLabel(QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace leapfrog::ui

#include "scrolledwords.h"

#include <QFrame>
#include <QLabel>
#include <QResizeEvent>
#include <QScrollBar>
#include <QShowEvent>

#include <algorithm>

namespace leapfrog::ui {

ScrolledWords::ScrolledWords(int lines, QWidget* parent)
    : QScrollArea(parent)
    , label_(new QLabel)
    , lines_(lines)
{
    label_->setWordWrap(true);
    label_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    setWidget(label_);
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    // The card's paper shows through (setWidget made the label paint its own).
    label_->setAutoFillBackground(false);
    viewport()->setAutoFillBackground(false);
    setFocusPolicy(Qt::NoFocus);
}

void ScrolledWords::setWords(const QString& text)
{
    label_->setText(text);
    verticalScrollBar()->setValue(0); // new words are read from their start
    fit();
}

void ScrolledWords::showEvent(QShowEvent* event)
{
    QScrollArea::showEvent(event);
    fit();
}

void ScrolledWords::resizeEvent(QResizeEvent* event)
{
    QScrollArea::resizeEvent(event);
    fit();
}

void ScrolledWords::fit()
{
    const int most = lines_ * label_->fontMetrics().lineSpacing();
    const int whole = label_->text().isEmpty() ? 0 : label_->heightForWidth(width());
    // Past its lines the box scrolls, its words narrower by the scroll bar.
    const bool scrolls = whole > most;
    const int height = scrolls ? most : whole;
    if (minimumHeight() != height || maximumHeight() != height) {
        setFixedHeight(height);
    }
    setFocusPolicy(scrolls ? Qt::StrongFocus : Qt::NoFocus);
}

} // namespace leapfrog::ui

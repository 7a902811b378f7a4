#include "scrolledwords.h"

#include <QFrame>
#include <QLabel>
#include <QPainter>
#include <QResizeEvent>
#include <QScrollBar>
#include <QShowEvent>

#include <algorithm>

namespace leapfrog::ui {

namespace {

// The ring of a scrolling box's focus, and the room between it and the
// words (at scale 2 the first letters touched a ring drawn right beside them).
constexpr int kRing = 2;
constexpr int kGap = 2;

} // namespace

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
    // A position dragged on the scroll bar between two lines goes to the
    // nearer one: the top line is always whole.
    connect(verticalScrollBar(), &QScrollBar::valueChanged, this, [this](int value) {
        const int line = lineHeight();
        const int snapped = std::min((value + line / 2) / line * line, verticalScrollBar()->maximum());
        if (snapped != value) {
            verticalScrollBar()->setValue(snapped);
        }
    });
}

void ScrolledWords::setWords(const QString& text)
{
    label_->setText(text);
    verticalScrollBar()->setValue(0); // new words are read from their start
    fit();
}

bool ScrolledWords::event(QEvent* event)
{
    const bool handled = QScrollArea::event(event);
    if (event->type() == QEvent::FocusIn || event->type() == QEvent::FocusOut) {
        update();
    }
    // The ring in the room left round the viewport (painted on this widget,
    // under the viewport, so only that room shows it).
    if (event->type() == QEvent::Paint && hasFocus()) {
        QPainter painter(this);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(QPen(palette().color(QPalette::Highlight), kRing));
        painter.setBrush(Qt::NoBrush);
        const double inset = kRing / 2.0;
        painter.drawRoundedRect(QRectF(rect()).adjusted(inset, inset, -inset, -inset), 3, 3);
    }
    return handled;
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

int ScrolledWords::lineHeight() const { return std::max(1, label_->fontMetrics().lineSpacing()); }

void ScrolledWords::fit()
{
    const int line = lineHeight();
    const int most = lines_ * line;
    label_->setContentsMargins(0, 0, 0, 0);
    const int whole = label_->text().isEmpty() ? 0 : label_->heightForWidth(width());
    scrolls_ = whole > most;
    if (scrolls_) {
        // The words narrower by the scroll bar and the ring's room, and
        // padded below to whole lines: scrolled to the end, the top line is
        // as whole as the others.
        // Room for the ring all round, and a gap beside the words' start;
        // above and below, the lines' own leading keeps them off the ring.
        setViewportMargins(kRing + kGap, kRing, kRing, kRing);
        const int narrower = label_->heightForWidth(
            std::max(1, width() - 2 * kRing - kGap - verticalScrollBar()->sizeHint().width()));
        label_->setContentsMargins(0, 0, 0, (line - narrower % line) % line);
        verticalScrollBar()->setSingleStep(line);
    } else {
        setViewportMargins(0, 0, 0, 0);
    }
    const int height = scrolls_ ? most + 2 * kRing : whole;
    if (minimumHeight() != height || maximumHeight() != height) {
        setFixedHeight(height);
    }
    setFocusPolicy(scrolls_ ? Qt::StrongFocus : Qt::NoFocus);
}

} // namespace leapfrog::ui

#include "elidedlabel.h"

#include <algorithm>

namespace leapfrog::ui {

ElidedLabel::ElidedLabel(QWidget* parent)
    : QLabel(parent)
{
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    setWordWrap(true); // as high as its lines: a title that wraps is read whole
}

void ElidedLabel::setFullText(const QString& text)
{
    full_ = text;
    elide();
}

QSize ElidedLabel::minimumSizeHint() const
{
    return {fontMetrics().horizontalAdvance(QStringLiteral("Wm…")), QLabel::minimumSizeHint().height()};
}

void ElidedLabel::resizeEvent(QResizeEvent* event)
{
    QLabel::resizeEvent(event);
    elide();
}

// A title whose every word fits the width wraps between its words, whole;
// only a word wider than the panel (a long custom spec) is cut.
void ElidedLabel::elide()
{
    const int room = contentsRect().width();
    const QFontMetrics metrics = fontMetrics();
    const QStringList words = full_.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    const bool wraps = room > 0 && std::ranges::all_of(words, [&](const QString& word) {
        return metrics.horizontalAdvance(word) <= room;
    });
    setText(wraps ? full_ : metrics.elidedText(full_, Qt::ElideRight, room > 0 ? room : 1));
    setToolTip(isElided() ? full_ : QString());
}

} // namespace leapfrog::ui

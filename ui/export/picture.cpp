#include "picture.h"

#include "board/boardstyle.h"
#include "stripheader.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

namespace leapfrog::ui {

namespace {

// The context its words are translated in (lupdate reads ExportText::tr).
struct ExportText {
    Q_DECLARE_TR_FUNCTIONS(Export)
};

const QColor kInk{0x1A, 0x1A, 0x1A};
// Pegs wider than a thumb on a slide add nothing.
constexpr double kLargestSpacing = 200;

} // namespace

LinePicture::LinePicture(const ExportLine& line, PaperBoard::Finish finish)
    : line_(line)
    , board_(line.variant, finish)
    , positions_(linePositions(line))
    , letters_(lineLetters(line))
{
}

double LinePicture::captionBand(QSizeF size) { return std::clamp(size.height() * 0.14, 14.0, 48.0); }

namespace {

// Paper round the board, so that its wood does not touch the picture's edge.
double padding(QSizeF size) { return std::max(4.0, std::min(size.width(), size.height()) * 0.03); }

} // namespace

double LinePicture::spacingIn(QSizeF size) const
{
    const double pad = padding(size);
    const QSizeF room(size.width() - 2 * pad, size.height() - captionBand(size) - pad);
    return std::min(kLargestSpacing, board_.spacingToFit(room));
}

QString LinePicture::captionFor(std::size_t index) const
{
    const QString spec = QString::fromStdString(line_.variant.spec());
    if (index == 0) {
        return ExportText::tr("%1 · start").arg(spec);
    }
    const QString move = QString::fromStdString(moveText(line_.moves[index - 1]));
    QString text = ExportText::tr("%1 · move %2 of %3: %4").arg(spec).arg(index).arg(line_.moves.size()).arg(move);
    if (index + 1 == positions_.size() && line_.variant.isGoal(positions_[index])) {
        text = ExportText::tr("%1 · goal").arg(text);
    }
    return text;
}

void LinePicture::paint(QPainter& painter, QSizeF size, std::size_t index) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.fillRect(QRectF(QPointF(0, 0), size), Qt::white);
    const double band = captionBand(size);
    const double pad = padding(size);
    const QRectF boardArea(pad, pad, size.width() - 2 * pad, size.height() - band - pad);
    const std::optional<Move> move = index == 0 ? std::nullopt : std::optional<Move>(line_.moves[index - 1]);
    board_.paint(painter, boardArea, spacingIn(size), positions_[index], move);

    // The caption, and the move's letter in its mover's colour after it.
    // Half the band high, but narrow pictures need a smaller font to hold
    // the whole caption.
    const QFont font = stripFont(std::max(8.0, std::min(band * 0.5, size.width() / 30)), true);
    const QFontMetricsF metrics(font);
    QString caption = captionFor(index);
    const char letter = index == 0 || letters_.empty() || letters_[index - 1] == '?' ? 0 : letters_[index - 1];
    const QString letterText = letter ? QStringLiteral("  %1").arg(QChar::fromLatin1(letter)) : QString();
    caption = metrics.elidedText(caption, Qt::ElideMiddle, size.width() - metrics.horizontalAdvance(letterText) - 8);
    const double width = metrics.horizontalAdvance(caption) + metrics.horizontalAdvance(letterText);
    const QPointF baseline(std::max(4.0, (size.width() - width) / 2),
                           size.height() - band / 2 + (metrics.ascent() - metrics.descent()) / 2);
    painter.setFont(font);
    painter.setPen(kInk);
    painter.drawText(baseline, caption);
    if (letter) {
        painter.setPen(readableOn(letterColour(letter, kInk), Qt::white));
        painter.drawText(baseline + QPointF(metrics.horizontalAdvance(caption), 0), letterText);
    }
    painter.restore();
}

} // namespace leapfrog::ui

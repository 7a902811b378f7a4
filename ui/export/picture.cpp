#include "picture.h"

#include "exportshared.h"
#include "board/boardstyle.h"
#include "stripheader.h"
#include "wrappedtext.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

namespace leapfrog::ui {

using namespace exporting;

namespace {

// Pegs wider than a thumb on a slide add nothing.
constexpr double kLargestSpacing = 200;
// The caption's text: a share of the picture's smaller side (a long caption
// wraps), within what reads on a projected slide and what still leaves room
// for the board.
constexpr double kCaptionShare = 0.06;
constexpr double kLeastCaptionPixels = 14;
constexpr double kMostCaptionPixels = 64;

} // namespace

LinePicture::LinePicture(const ExportLine& line, PaperBoard::Finish finish)
    : line_(line)
    , board_(line.variant, finish)
    , positions_(linePositions(line))
    , letters_(lineLetters(line))
{
}

double LinePicture::captionPixels(QSizeF size)
{
    return std::clamp(std::min(size.height(), size.width()) * kCaptionShare, kLeastCaptionPixels, kMostCaptionPixels);
}

double LinePicture::captionBand(QSizeF size)
{
    const QFontMetricsF metrics(stripFont(captionPixels(size), true));
    return 2 * metrics.lineSpacing() + metrics.height() / 2;
}

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

    paintCaption(painter, size, index);
    painter.restore();
}

// The caption, and the move's letter in its mover's colour after it, wrapped
// to two lines where one does not hold it, centred in the band.
void LinePicture::paintCaption(QPainter& painter, QSizeF size, std::size_t index) const
{
    const QFont font = stripFont(captionPixels(size), true);
    const double width = size.width() - 8;
    const char letter = index == 0 || letters_.empty() || letters_[index - 1] == '?' ? 0 : letters_[index - 1];
    const QString letterText = letter ? QStringLiteral("  %1").arg(QChar::fromLatin1(letter)) : QString();
    const auto wrapped = [&](const QString& text) {
        QTextLayout::FormatRange colour;
        colour.start = static_cast<int>(text.size());
        colour.length = static_cast<int>(letterText.size());
        colour.format.setForeground(readableOn(letterColour(letter, kInk), Qt::white));
        return WrappedText(text + letterText, font, width, {colour});
    };
    WrappedText text = wrapped(captionFor(index));
    // A caption longer than two lines (a custom row's long spec) loses its
    // middle, as a file name does; the move and the letter stay.
    const QFontMetricsF metrics(font);
    for (double room = 2 * width; text.lineCount() > 2 && room > width / 4; room *= 0.9) {
        text = wrapped(metrics.elidedText(captionFor(index), Qt::ElideMiddle, room));
    }
    const double band = captionBand(size);
    painter.setFont(font);
    painter.setPen(kInk);
    text.draw(painter, QPointF(4, size.height() - band + (band - text.height()) / 2));
}

} // namespace leapfrog::ui

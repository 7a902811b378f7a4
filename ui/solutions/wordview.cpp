#include "wordview.h"

#include "words/texts.h"

#include "board/boardstyle.h"
#include "model/move.h"
#include "solutionplayer.h"

#include <QHelpEvent>
#include <QPainter>
#include <QPainterPath>
#include <QScrollBar>
#include <QToolTip>

#include <algorithm>
#include <climits>

namespace leapfrog::ui {

namespace {

constexpr int kWordMargin = 8;
constexpr int kLinePadding = 6;
constexpr int kMostLinesHint = 5;
const QColor kPaper(0xFF, 0xFD, 0xF7);
const QColor kOwnLine(0xB8, 0xAF, 0x9C);
const QColor kUnknown(0x8A, 0x93, 0x99);

} // namespace

QColor WordView::paper() { return kPaper; }

QColor WordView::paper(const QPalette& palette) { return isDark(palette) ? palette.color(QPalette::Base) : kPaper; }

QColor WordView::pastColour(char letter, const QColor& paper) { return readableOn(letterColour(letter, kUnknown), paper); }

QColor WordView::futureColour(char letter, const QColor& paper) { return mutedOn(letterColour(letter, kUnknown), paper); }

QString WordView::shownLetter(char letter)
{
    return letter == kNoLetter ? QStringLiteral("·") : QString(QChar::fromLatin1(letter));
}

namespace {

QFont wordFont(const QFont& base)
{
    QFont font(QStringLiteral("DejaVu Sans Mono"));
    font.setStyleHint(QFont::Monospace);
    font.setPointSizeF(base.pointSizeF() * 1.25);
    return font;
}

} // namespace

WordView::WordView(SolutionPlayer* player, QWidget* parent)
    : PlayerScrollView(player, parent)
{
    setObjectName(QStringLiteral("wordView"));
    setAccessibleName(tr("The solution in notation"));
    viewport()->setFont(wordFont(font()));
    viewport()->setCursor(Qt::PointingHandCursor);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::StyledPanel);
    connect(verticalScrollBar(), &QScrollBar::valueChanged, this, [this](int value) {
        firstLine_ = static_cast<std::uint64_t>(value);
        viewport()->update();
    });
    connect(player, &SolutionPlayer::wordChanged, this, &WordView::relayout);
    connect(player, &SolutionPlayer::solutionChanged, this, &WordView::relayout);
    connect(player, &SolutionPlayer::playheadChanged, this, &WordView::followPlayhead);
    connect(player, &SolutionPlayer::playingChanged, this, [this] { viewport()->update(); });
}

// As tall as the word needs, up to kMostLinesHint lines (the rest scrolls).
QSize WordView::sizeHint() const
{
    const auto lines = static_cast<int>(std::clamp<std::uint64_t>(layout_.lineCount(), 2, kMostLinesHint));
    return {300, lines * lineHeight() + 2 * frameWidth() + kLinePadding};
}

int WordView::lineHeight() const { return viewport()->fontMetrics().height() + kLinePadding; }

int WordView::cellWidth() const { return viewport()->fontMetrics().horizontalAdvance(QLatin1Char('M')) + 1; }

void WordView::relayout()
{
    const WordIndex* word = player()->word();
    const int columns = (viewport()->width() - 2 * kWordMargin) / cellWidth();
    layout_ = word ? WordLayout(*word, columns) : WordLayout();
    const int visible = std::max(1, viewport()->height() / lineHeight());
    const auto lines = static_cast<qint64>(layout_.lineCount());
    verticalScrollBar()->setRange(0, static_cast<int>(std::clamp<qint64>(lines - visible, 0, INT_MAX)));
    verticalScrollBar()->setPageStep(visible);
    updateGeometry(); // the height it asks for follows the word
    followPlayhead();
    viewport()->update();
}

void WordView::followPlayhead()
{
    const WordIndex* word = player()->word();
    if (!word || word->length() == 0) {
        return;
    }
    const std::uint64_t playhead = player()->playhead();
    const std::uint64_t current = playhead > 0 ? std::min(playhead - 1, word->length() - 1) : 0;
    const std::uint64_t line = layout_.placeOf(current).line;
    const auto visible = static_cast<std::uint64_t>(std::max(1, viewport()->height() / lineHeight()));
    if (line < firstLine_ || line >= firstLine_ + visible) {
        // Out of view: bring it to a third of the way down.
        const std::uint64_t top = line > visible / 3 ? line - visible / 3 : 0;
        verticalScrollBar()->setValue(static_cast<int>(std::min<std::uint64_t>(top, INT_MAX)));
    }
    viewport()->update();
}

void WordView::resizeEvent(QResizeEvent* event)
{
    QAbstractScrollArea::resizeEvent(event);
    relayout();
}

QRect WordView::letterRect(std::uint64_t index) const
{
    const WordLayout::Place place = layout_.placeOf(index);
    const auto row = static_cast<qint64>(place.line) - static_cast<qint64>(firstLine_);
    return QRect(kWordMargin + place.column * cellWidth(), static_cast<int>(row * lineHeight()) + kLinePadding / 2,
                 cellWidth(), lineHeight() - kLinePadding / 2);
}

std::optional<std::uint64_t> WordView::letterAt(QPoint point) const
{
    const WordIndex* word = player()->word();
    if (!word || layout_.lineCount() == 0 || point.y() < 0 || point.x() < kWordMargin) {
        return std::nullopt;
    }
    const std::uint64_t line = firstLine_ + static_cast<std::uint64_t>(point.y() / lineHeight());
    if (line >= layout_.lineCount()) {
        return std::nullopt;
    }
    const int column = (point.x() - kWordMargin) / cellWidth();
    for (std::uint64_t i = layout_.firstOnLine(line); i < word->length(); ++i) {
        const WordLayout::Place place = layout_.placeOf(i);
        if (place.line != line || place.column > column) {
            break;
        }
        if (place.column == column) {
            return i;
        }
    }
    return std::nullopt;
}

void WordView::paintEvent(QPaintEvent*)
{
    QPainter painter(viewport());
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor sheet = paper(palette());
    painter.fillRect(viewport()->rect(), sheet);
    paintFocusFrame(painter); // under the letters: none is covered
    if (!player()->word()) {
        painter.setPen(mutedOn(kUnknown, sheet));
        painter.drawText(viewport()->rect().adjusted(kWordMargin, 0, -kWordMargin, 0), Qt::AlignCenter | Qt::TextWordWrap,
                         player()->isWatching() ? tr("Reading the word…") : QString());
        return;
    }
    const int height = lineHeight();
    int y = 0;
    for (std::uint64_t line = firstLine_; line < layout_.lineCount() && y < viewport()->height(); ++line) {
        paintLine(painter, line, y);
        y += height;
    }
}

void WordView::paintLine(QPainter& painter, std::uint64_t line, int y)
{
    const WordIndex& word = *player()->word();
    const std::uint64_t playhead = player()->playhead();
    const std::uint64_t own = player()->ownMoves();
    const bool paused = !player()->isPlaying();
    const int width = cellWidth();
    const int height = lineHeight();
    const QColor sheet = paper(palette());
    QFont bold = viewport()->font();
    bold.setBold(true);
    for (std::uint64_t i = layout_.firstOnLine(line); i < word.length(); ++i) {
        const WordLayout::Place place = layout_.placeOf(i);
        if (place.line != line) {
            break;
        }
        const char letter = word.letterAt(i);
        const QRectF cell(kWordMargin + place.column * width, y + kLinePadding / 2.0, width, height - kLinePadding);
        QColor colour = pastColour(letter, sheet);
        const bool current = playhead > 0 && i == playhead - 1;
        if (i < own) {
            // The game's own moves are underlined.
            painter.fillRect(QRectF(cell.left(), cell.bottom() + 1, cell.width(), 2), kOwnLine);
        }
        if (current) {
            painter.setPen(Qt::NoPen);
            painter.setBrush(colour);
            // Inside its own cell: in a run (JJ) the neighbours stay whole.
            painter.drawRoundedRect(currentBox(cell), 4, 4);
            painter.setFont(bold);
            // White on the box's dark colour; on a dark sheet the box is light: the sheet's own.
            painter.setPen(isDark(palette()) ? sheet : QColor(Qt::white));
            painter.drawText(cell, Qt::AlignCenter, shownLetter(letter));
            painter.setFont(viewport()->font());
            continue;
        }
        if (i >= playhead) {
            if (i == playhead && paused) {
                // The next move, as the board's arrow shows it.
                painter.setPen(QPen(colour, 1.4));
                painter.setBrush(Qt::NoBrush);
                painter.drawRoundedRect(nextOutline(cell), 4, 4);
            }
            colour = futureColour(letter, sheet); // quieter, still readable
        } else {
            colour = pastColour(letter, sheet);
        }
        painter.setPen(colour);
        painter.drawText(cell, Qt::AlignCenter, shownLetter(letter));
    }
}

std::optional<std::uint64_t> WordView::positionAt(QPoint point) const
{
    const std::optional<std::uint64_t> letter = letterAt(point);
    return letter ? std::optional(*letter + 1) : std::nullopt; // the position after that move
}

bool WordView::viewportEvent(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        const auto letter = letterAt(help->pos());
        if (letter && player()->solution()) {
            const Move move = player()->solution()->moveAt(*letter);
            const char shown = player()->word()->letterAt(*letter);
            QToolTip::showText(help->globalPos(),
                               shown == kNoLetter
                                   ? tr("Move %1: %2. %3").arg(*letter + 1).arg(QString::fromStdString(moveText(move)),
                                                                              noLetterReason())
                                   : tr("Move %1: %2 (%3)")
                                         .arg(*letter + 1)
                                         .arg(QString::fromStdString(moveText(move)), shownLetter(shown)),
                               viewport());
        } else {
            QToolTip::hideText();
        }
        return true;
    }
    return QAbstractScrollArea::viewportEvent(event);
}

} // namespace leapfrog::ui

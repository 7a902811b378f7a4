#include "strip.h"

#include "exportshared.h"
#include "board/boardstyle.h"
#include "look/verdictstyle.h"
#include "linejudgement.h"
#include "pageframe.h"
#include "paperboard.h"
#include "stripheader.h"
#include "striplayout.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPagedPaintDevice>
#include <QPainter>

#include <algorithm>

namespace leapfrog::ui {

using namespace exporting;

namespace {

// What one board of the strip shows beneath it.
struct Caption {
    QString head;    // "start", or "12.  3-4"
    char letter = 0; // the move's notation letter, 0 for none
    QString verdict; // stripVerdicts' words
    QColor verdictColour;
};

Caption captionFor(std::size_t index, const ExportLine& line, const std::vector<char>& letters,
                   const LineJudgement& judged, const QString& verdict)
{
    if (index == 0) {
        return {ExportText::tr("start"), 0, {}, kStripQuiet};
    }
    const std::size_t move = index - 1;
    Caption caption;
    caption.head = QStringLiteral("%1.  %2").arg(index).arg(QString::fromStdString(moveText(line.moves[move])));
    // A move outside the four proper kinds has no letter: none is shown
    // (its verdict says what it is).
    caption.letter = letters.empty() || letters[move] == '?' ? 0 : letters[move];
    caption.verdict = verdict;
    caption.verdictColour = flagPaperColour(judged.moves[move].flag);
    return caption;
}

// The move line, then the verdict wrapped to the cell (the layout made room
// for its every line).
void paintCaption(QPainter& painter, const QRectF& box, const Caption& caption)
{
    const QFont bold = stripFont(kStripCaptionSize + 1, true);
    const QString letter = caption.letter ? QStringLiteral("  %1").arg(QChar::fromLatin1(caption.letter)) : QString();
    const QFontMetricsF metrics(bold);
    const double width = metrics.horizontalAdvance(caption.head) + metrics.horizontalAdvance(letter);
    const double left = box.center().x() - width / 2;
    painter.setFont(bold);
    painter.setPen(kInk);
    painter.drawText(QPointF(left, box.top() + metrics.ascent()), caption.head);
    if (!letter.isEmpty()) {
        painter.setPen(readableOn(letterColour(caption.letter, kInk), Qt::white));
        painter.drawText(QPointF(left + metrics.horizontalAdvance(caption.head), box.top() + metrics.ascent()),
                         letter);
    }
    if (!caption.verdict.isEmpty()) {
        painter.setPen(caption.verdictColour);
        stripVerdictText(caption.verdict, box.width()).draw(painter, box.topLeft() + QPointF(0, kStripCaptionHead));
    }
}

void paintFooter(QPainter& painter, QSizeF content, int page, int pages)
{
    painter.setFont(stripFont(7));
    painter.setPen(kStripQuiet);
    painter.drawText(QRectF(0, content.height() - kStripFooter + 4, content.width(), kStripFooter - 4),
                     Qt::AlignHCenter | Qt::AlignBottom, ExportText::tr("Leapfrog · page %1 of %2").arg(page).arg(pages));
}

void paintRunningHeader(QPainter& painter, QSizeF content, const QString& title)
{
    painter.setFont(stripFont(8));
    painter.setPen(kStripQuiet);
    const QString shown = QFontMetricsF(painter.font()).elidedText(title, Qt::ElideRight, content.width());
    painter.drawText(QRectF(0, 0, content.width(), kStripRunningHeader - 6), Qt::AlignLeft | Qt::AlignTop, shown);
}

} // namespace

int paintStrip(QPagedPaintDevice& device, const ExportLine& line, const SearchControl& control)
{
    // One layout whatever the device: the PDF's page, framed on the device's
    // inside margins of at least 15 mm (pageframe.h).
    const QSizeF content = pdfPageContent();
    const LineJudgement judged = judgeLine(line);
    const StripLayout layout = layoutStrip(line, content, judged);
    checkCancel(control);
    const std::vector<Position> positions = linePositions(line);
    const std::vector<char> letters = lineLetters(line);
    const std::vector<QString> verdicts = stripVerdicts(line, judged);
    const StripHeader header = StripHeader::of(line, judged.minimum);
    const PaperBoard board(line.variant, PaperBoard::Finish::Flat);
    const int pages = layout.pageCount(positions.size());

    QPainter painter(&device);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    // Points of the content from here on, whatever the device's resolution and margins.
    applyFrame(painter, device, framePage(device, content));
    std::size_t next = 0;
    int page = 0;
    while (next < positions.size()) {
        ++page;
        checkCancel(control);
        if (page > 1) {
            device.newPage();
        }
        const double top = page == 1 ? header.paint(painter, content.width())
                                     : (paintRunningHeader(painter, content, line.title), kStripRunningHeader);
        const int rows = page == 1 ? layout.rowsOnFirstPage : layout.rowsPerPage;
        for (int slot = 0; slot < rows * layout.columns && next < positions.size(); ++slot, ++next) {
            const QPointF corner((slot % layout.columns) * (layout.cell.width() + layout.gap),
                                 top + (slot / layout.columns) * (layout.cell.height() + layout.gap));
            const double boardHeight = board.sizeAt(layout.spacing).height();
            const std::optional<Move> move = next == 0 ? std::nullopt : std::optional<Move>(line.moves[next - 1]);
            board.paint(painter, QRectF(corner, QSizeF(layout.cell.width(), boardHeight)), layout.spacing,
                        positions[next], move);
            paintCaption(painter,
                         QRectF(corner.x(), corner.y() + boardHeight, layout.cell.width(), layout.captionHeight),
                         captionFor(next, line, letters, judged, verdicts[next]));
        }
        paintFooter(painter, content, page, pages);
        if (control.progress) {
            control.progress({"export", 0, static_cast<std::uint64_t>(page), static_cast<std::uint64_t>(pages)});
        }
    }
    return page;
}

} // namespace leapfrog::ui

// The class worksheet (strip.h): the investigation on paper. Page one: the
// rules in a sentence and the boards of sizes 1 to 5, empty, with lines to
// write the moves; page two: the table to fill in and the questions that
// lead to the formula.
#include "strip.h"

#include "exportshared.h"
#include "pageframe.h"
#include "paperboard.h"
#include "striplayout.h"
#include "stripheader.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPagedPaintDevice>
#include <QPainter>

#include <algorithm>

namespace leapfrog::ui {

using namespace exporting;

namespace {

const QColor kRule{0xB0, 0xB0, 0xB0};
// Holes a pupil can play on with counters (buttons, coins): 10.5 mm across.
constexpr double kHoleAcross = 10.5 * 72 / 25.4;
constexpr double kWritingLine = 20;
constexpr int kLargestBoard = 5;

// Paragraph text, wrapped to `width`; returns the height it took.
double paragraph(QPainter& painter, double top, double width, const QString& text, const QFont& font,
                 const QColor& colour)
{
    painter.setFont(font);
    painter.setPen(colour);
    const QRectF box = QFontMetricsF(font).boundingRect(QRectF(0, 0, width, 1e6), Qt::TextWordWrap, text);
    painter.drawText(QRectF(0, top, width, box.height()), Qt::TextWordWrap, text);
    return box.height();
}

void writingLines(QPainter& painter, double left, double top, double width, int count)
{
    painter.setPen(QPen(kRule, 0.6));
    for (int i = 1; i <= count; ++i) {
        painter.drawLine(QPointF(left, top + i * kWritingLine), QPointF(left + width, top + i * kWritingLine));
    }
}

double paintBoardsPage(QPainter& painter, QSizeF content)
{
    double y = paragraph(painter, 0, content.width(), worksheetTitle(), stripFont(18, true), kInk);
    y += 6;
    y += paragraph(painter, y, content.width(), ExportText::tr("Name: ______________________    Date: ____________"),
                   stripFont(10), kQuiet);
    y += 10;
    y += paragraph(painter, y, content.width(),
                   ExportText::tr("Blue pegs start on the left, red pegs on the right. A peg slides into the empty hole next "
                      "to it, or jumps over one peg into the empty hole just beyond. Swap the blue and the red "
                      "pegs in as few moves as you can (a shortest solution never moves a peg backwards). Write each move as "
                      "two hole numbers, from and to, like 3-4; count the slides and the jumps."),
                   stripFont(10), kInk);
    y += 14;
    for (int n = 1; n <= kLargestBoard; ++n) {
        const Variant variant = Variant::classic(n, n);
        const QString heading = ExportText::tr("%1 blue and %1 red (classic:%1): start %2, goal %3")
                                    .arg(n)
                                    .arg(QString::fromStdString(variant.start().text()),
                                         QString::fromStdString(variant.goal().text()));
        y += paragraph(painter, y, content.width(), heading, stripFont(10, true), kInk) + 2;
        const PaperBoard board(variant);
        const double spacing = kHoleAcross / board.blankHoleAcross(1);
        const QSizeF size = board.sizeAt(spacing);
        board.paintBlank(painter, QRectF(QPointF(0, y), size), spacing);
        // Lines for the moves: beside the board where there is room, then the page's width.
        const double beside = content.width() - size.width() - 16;
        const int besideLines = beside >= 80 ? static_cast<int>(size.height() / kWritingLine) : 0;
        writingLines(painter, size.width() + 16, y, beside, besideLines);
        y += std::max(size.height(), besideLines * kWritingLine);
        writingLines(painter, 0, y, content.width(), 1);
        y += kWritingLine + 12;
    }
    return y;
}

void paintTablePage(QPainter& painter, QSizeF content)
{
    double y = paragraph(painter, 0, content.width(), ExportText::tr("What is the pattern?"), stripFont(18, true), kInk);
    y += 10;
    y += paragraph(painter, y, content.width(),
                   ExportText::tr("Fill in the table from your boards. Then predict the rows you could not play, and check "
                      "your guesses."),
                   stripFont(10), kInk);
    y += 12;
    // n blue and m red: question 3 asks about unbalanced boards, whose rows
    // are at the foot of the table.
    const QStringList headings{ExportText::tr("blue pegs (n)"), ExportText::tr("red pegs (m)"), ExportText::tr("fewest moves"), ExportText::tr("slides"),
                               ExportText::tr("jumps")};
    const QList<QStringList> rows{{"1", "1"}, {"2", "2"}, {"3", "3"}, {"4", "4"}, {"5", "5"}, {"10", "10"},
                                  {"n", "n"}, {"3", "1"}, {"2", "4"}, {"", ""},   {"n", "m"}};
    const double width = content.width() / headings.size();
    const double rowHeight = 26;
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0xEE, 0xEE, 0xEE));
    painter.drawRect(QRectF(0, y, content.width(), rowHeight));
    painter.setFont(stripFont(10, true));
    painter.setPen(kInk);
    for (int c = 0; c < headings.size(); ++c) {
        painter.drawText(QRectF(c * width, y, width, rowHeight), Qt::AlignCenter | Qt::TextWordWrap, headings[c]);
    }
    painter.setFont(stripFont(11));
    for (int r = 0; r < rows.size(); ++r) {
        for (int c = 0; c < rows[r].size(); ++c) {
            painter.drawText(QRectF(c * width, y + (r + 1) * rowHeight, width, rowHeight), Qt::AlignCenter,
                             rows[r][c]);
        }
    }
    const double bottom = y + (rows.size() + 1) * rowHeight;
    painter.setPen(QPen(kInk, 0.8));
    painter.setBrush(Qt::NoBrush);
    for (int r = 0; r <= rows.size() + 1; ++r) {
        painter.drawLine(QPointF(0, y + r * rowHeight), QPointF(content.width(), y + r * rowHeight));
    }
    for (int c = 0; c <= headings.size(); ++c) {
        painter.drawLine(QPointF(c * width, y), QPointF(c * width, bottom));
    }
    y = bottom + 24;
    const QStringList questions{
        ExportText::tr("1. How do the fewest moves grow as n grows? Write a rule for n pegs of each colour."),
        ExportText::tr("2. How many of the moves are jumps, and how many are slides? Every blue peg must pass every red "
           "peg, and only a jump lets two pegs pass: how many jumps does that make?"),
        ExportText::tr("3. Try a board with 3 blue pegs and 1 red, or 2 blue and 4 red. Does your rule still work, or how "
           "must it change?"),
    };
    for (const QString& question : questions) {
        y += paragraph(painter, y, content.width(), question, stripFont(10), kInk);
        writingLines(painter, 0, y, content.width(), 3);
        y += 3 * kWritingLine + 16;
    }
}

} // namespace

QString worksheetTitle() { return ExportText::tr("Frogs and toads: a worksheet"); }

int paintWorksheet(QPagedPaintDevice& device)
{
    // Laid out on the PDF's page and framed on the device's inside margins
    // of at least 15 mm, centred (pageframe.h): a printer's own narrow
    // margins would put it at the paper's edge, where printers clip.
    const QSizeF content = pdfPageContent();
    QPainter painter(&device);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    applyFrame(painter, device, framePage(device, content));
    paintBoardsPage(painter, content);
    device.newPage();
    paintTablePage(painter, content);
    return 2;
}

} // namespace leapfrog::ui

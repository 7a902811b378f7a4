#pragma once
// Where the boards of a strip go on its pages: how many columns, how far
// apart the holes are drawn, how many rows fit on the first page (under the
// header) and on the pages after it. Pure arithmetic on the board's size and
// the page's, so that a test can tell how many pages a line must take.
#include "exportline.h"
#include "linejudgement.h"
#include "wrappedtext.h"

#include <QSizeF>
#include <QString>

#include <cstddef>
#include <vector>

namespace leapfrog::ui {

struct StripLayout {
    int columns = 1;
    int rowsOnFirstPage = 1;
    int rowsPerPage = 1;     // on every page after the first
    double spacing = 0;      // points between adjacent holes
    QSizeF cell;             // one board with its caption, in points
    double gap = 0;          // between cells, both ways
    double headerHeight = 0; // the first page's header (title, variant, word)
    double captionHeight = 0; // under each board: its move, then its verdict wrapped (the tallest of the line)

    int boardsOnFirstPage() const { return columns * rowsOnFirstPage; }
    int boardsPerPage() const { return columns * rowsPerPage; }
    // Pages for `boards` boards (the start and one per move).
    int pageCount(std::size_t boards) const;
};

// Points between holes: a comfortable size, the largest drawn, the smallest
// at which pegs and their letters stay legible in print.
inline constexpr double kStripComfortableSpacing = 16.0;
inline constexpr double kStripLargestSpacing = 22.0;
inline constexpr double kStripSmallestSpacing = 10.0;
// The running header of later pages and the footer, in points.
inline constexpr double kStripRunningHeader = 18.0;
inline constexpr double kStripFooter = 16.0;

// The layout of `line` on pages of `content` points (the page inside its
// margins), with room under every board for its whole caption (`judged`:
// the line's verdicts; the first form judges the line itself). Throws
// InputError, naming the limit, when the board cannot be drawn legibly there.
StripLayout layoutStrip(const ExportLine& line, QSizeF content, const LineJudgement& judged);
StripLayout layoutStrip(const ExportLine& line, QSizeF content);

// The verdict printed under each board (empty under the start): the judge's
// words, and that the goal is reached under the move that reaches it.
std::vector<QString> stripVerdicts(const ExportLine& line, const LineJudgement& judged);
// A verdict as a caption prints it: wrapped to the cell's `width`, never cut.
WrappedText stripVerdictText(const QString& verdict, double width);
// The caption's move line (the move, its letter) and the gap under it.
inline constexpr double kStripCaptionHead = 11.5;
inline constexpr double kStripCaptionSize = 8;

// The page a PDF export prints on: A4 portrait, 15 mm margins.
QSizeF pdfPageContent();

} // namespace leapfrog::ui

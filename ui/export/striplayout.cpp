#include "striplayout.h"

#include "exportshared.h"
#include "linejudgement.h"
#include "paperboard.h"
#include "strip.h"
#include "stripheader.h"

#include <QCoreApplication>
#include <QPageLayout>
#include <QPageSize>

#include <algorithm>
#include <cmath>

namespace leapfrog::ui {

using namespace exporting;

namespace {

constexpr int kMostColumns = 6;
constexpr double kGap = 12;
// Air under a caption's last line.
constexpr double kCaptionFoot = 3;
// A caption line (8 px text), for the legibility bound: the move and a
// verdict of two lines.
constexpr double kCaptionLine = 10.5;

} // namespace

int StripLayout::pageCount(std::size_t boards) const
{
    const auto first = static_cast<std::size_t>(boardsOnFirstPage());
    if (boards <= first) {
        return 1;
    }
    const auto per = static_cast<std::size_t>(boardsPerPage());
    return 1 + static_cast<int>((boards - first + per - 1) / per);
}

QSizeF pdfPageContent()
{
    const QPageLayout page(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(15, 15, 15, 15),
                           QPageLayout::Millimeter);
    return page.paintRect(QPageLayout::Point).size();
}

namespace {

// Points between holes at which the board fills one column of the page, the
// first page holding the header (without a word) and a caption of three lines.
double legibleSpacing(const Variant& variant, QSizeF content)
{
    const QSizeF unit = PaperBoard(variant).unitSize();
    const ExportLine start{variant, variant.start(), {}, {}, false};
    const double header = StripHeader::of(start, std::nullopt).height(content.width());
    const double caption = 3 * kCaptionLine + 4;
    const double room = content.height() - header - kStripFooter - caption;
    return std::min({kStripLargestSpacing, content.width() / unit.width(), room / unit.height()});
}

} // namespace

bool stripFits(const Variant& variant, QString* why)
{
    const QSizeF content = pdfPageContent();
    const double spacing = legibleSpacing(variant, content);
    if (spacing >= kStripSmallestSpacing) {
        return true;
    }
    if (why) {
        *why = ExportText::tr("%1 is too large to draw legibly on an A4 page: its holes would be %2 pt apart, and pegs need at "
                  "least %3 pt to show their letters")
                   .arg(QString::fromStdString(variant.spec()))
                   .arg(spacing, 0, 'f', 1)
                   .arg(kStripSmallestSpacing);
        if (variant.board().isRow()) {
            // A row is (holes - 1) spacings long, plus the wood's rim.
            const QSizeF unit = PaperBoard(variant).unitSize();
            const double rim = unit.width() - (variant.holeCount() - 1);
            const int mostHoles = static_cast<int>(std::floor(content.width() / kStripSmallestSpacing - rim)) + 1;
            *why += ExportText::tr(" (a row of at most %1 holes fits)").arg(mostHoles);
        }
    }
    return false;
}

std::vector<QString> stripVerdicts(const ExportLine& line, const LineJudgement& judged)
{
    std::vector<QString> verdicts(line.moves.size() + 1);
    const std::vector<Position> positions = linePositions(line);
    for (std::size_t move = 0; move < line.moves.size(); ++move) {
        const bool goal = move + 2 == positions.size() && line.variant.isGoal(positions.back());
        const QString& words = judged.moves[move].words;
        verdicts[move + 1] = goal ? ExportText::tr("%1 · goal").arg(words) : words;
    }
    return verdicts;
}

WrappedText stripVerdictText(const QString& verdict, double width)
{
    return WrappedText(verdict, stripFont(kStripCaptionSize), width);
}

StripLayout layoutStrip(const ExportLine& line, QSizeF content) { return layoutStrip(line, content, judgeLine(line)); }

StripLayout layoutStrip(const ExportLine& line, QSizeF content, const LineJudgement& judged)
{
    QString why;
    if (!stripFits(line.variant, &why)) {
        throw InputError(why.toStdString());
    }
    const PaperBoard board(line.variant);
    const QSizeF unit = board.unitSize();
    StripLayout layout;
    layout.gap = kGap;
    layout.headerHeight = StripHeader::of(line, std::nullopt).height(content.width());

    // The most columns at which the boards are drawn comfortably; one column
    // (as large as the page allows) for a long board.
    layout.columns = 1;
    for (int columns = kMostColumns; columns >= 1; --columns) {
        const double width = (content.width() - (columns - 1) * kGap) / columns;
        if (width / unit.width() >= kStripComfortableSpacing) {
            layout.columns = columns;
            break;
        }
    }
    const double cellWidth = (content.width() - (layout.columns - 1) * kGap) / layout.columns;
    // Room for the tallest caption of the line, wrapped to the cell: none is cut.
    double verdictHeight = 0;
    for (const QString& verdict : stripVerdicts(line, judged)) {
        if (!verdict.isEmpty()) {
            verdictHeight = std::max(verdictHeight, stripVerdictText(verdict, cellWidth).height());
        }
    }
    layout.captionHeight = kStripCaptionHead + verdictHeight + kCaptionFoot;
    const double caption = layout.captionHeight;
    const double firstPageRoom = content.height() - layout.headerHeight - kStripFooter - caption;
    // stripFits has said the board is legible on the page; a long notation
    // word may take a little more of the first page than its rule allows for,
    // and the board keeps the legible spacing then.
    layout.spacing = std::max(kStripSmallestSpacing, std::min({kStripLargestSpacing, cellWidth / unit.width(),
                                                               firstPageRoom / unit.height()}));
    layout.cell = QSizeF(cellWidth, board.sizeAt(layout.spacing).height() + caption);
    const auto rows = [&](double room) {
        return std::max(1, static_cast<int>(std::floor((room + kGap) / (layout.cell.height() + kGap))));
    };
    layout.rowsOnFirstPage = rows(content.height() - layout.headerHeight - kStripFooter);
    layout.rowsPerPage = rows(content.height() - kStripRunningHeader - kStripFooter);
    return layout;
}

} // namespace leapfrog::ui

#include "striplayout.h"

#include "linejudgement.h"
#include "paperboard.h"
#include "stripheader.h"

#include <QCoreApplication>
#include <QPageLayout>
#include <QPageSize>

#include <algorithm>
#include <cmath>

namespace leapfrog::ui {

namespace {

// The context its words are translated in (lupdate reads ExportText::tr).
struct ExportText {
    Q_DECLARE_TR_FUNCTIONS(Export)
};

constexpr int kMostColumns = 6;
constexpr double kGap = 12;
// A caption line (8 px text) and the caption's lines: the move with its
// letter, then the verdict (a game's may take two lines).
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

StripLayout layoutStrip(const ExportLine& line, QSizeF content)
{
    const PaperBoard board(line.variant);
    const QSizeF unit = board.unitSize();
    StripLayout layout;
    layout.gap = kGap;
    layout.captionLines = line.optimal ? 2 : 3;
    const double caption = layout.captionLines * kCaptionLine + 4;
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
    const double firstPageRoom = content.height() - layout.headerHeight - kStripFooter - caption;
    layout.spacing = std::min({kStripLargestSpacing, cellWidth / unit.width(), firstPageRoom / unit.height()});
    if (layout.spacing < kStripSmallestSpacing) {
        QString refusal = ExportText::tr("%1 is too large to draw legibly on an A4 page: its holes would be %2 pt apart, and "
                             "pegs need at least %3 pt to show their letters")
                              .arg(QString::fromStdString(line.variant.spec()))
                              .arg(layout.spacing, 0, 'f', 1)
                              .arg(kStripSmallestSpacing);
        if (line.variant.board().isRow()) {
            // A row is (holes - 1) spacings long, plus the wood's rim.
            const double rim = unit.width() - (line.variant.holeCount() - 1);
            const int mostHoles = static_cast<int>(std::floor(content.width() / kStripSmallestSpacing - rim)) + 1;
            refusal += ExportText::tr(" (a row of at most %1 holes fits)").arg(mostHoles);
        }
        throw InputError(refusal.toStdString());
    }
    layout.cell = QSizeF(cellWidth, board.sizeAt(layout.spacing).height() + caption);
    const auto rows = [&](double room) {
        return std::max(1, static_cast<int>(std::floor((room + kGap) / (layout.cell.height() + kGap))));
    };
    layout.rowsOnFirstPage = rows(content.height() - layout.headerHeight - kStripFooter);
    layout.rowsPerPage = rows(content.height() - kStripRunningHeader - kStripFooter);
    return layout;
}

} // namespace leapfrog::ui

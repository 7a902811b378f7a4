// Pages that print, read back through poppler (pdftotext -bbox, pdftoppm)
// and giflib, never through the exporter:
//  - every word of every caption of an exported strip is on the page and
//    visibly inked (a caption cut by its cell would leave its last line in
//    the text but not on the paper), in English and in German;
//  - every word and every drawing of an exported or printed page (the strip,
//    the worksheet) is at least 15 mm from each edge of the paper, and the
//    content is centred across it, whatever margins the printer has;
//  - a picture's and an animation's caption is at least 14 px high, and a
//    share of the picture's height, measured on the rendered pixels.
#include "export/export_readers.h"
#include "export/exporter.h"
#include "export/exportline.h"
#include "export/linejudgement.h"
#include "export/strip.h"
#include "export/stripheader.h"
#include "language/language.h"
#include "model/variant.h"

#include <QFile>
#include <QGuiApplication>
#include <QPainter>
#include <QPdfWriter>
#include <QPrinter>
#include <QTemporaryDir>
#include <QTest>

#include <map>

using namespace leapfrog;
using namespace leapfrog::ui;

Q_DECLARE_METATYPE(leapfrog::ui::ExportFormat)

namespace {

constexpr double kPointsPerMm = 72.0 / 25.4;
constexpr double kLeastMarginMm = 15.0;
// pdftoppm's resolution for the ink checks: a caption's 8 px text is 11 px high.
constexpr int kDpi = 100;

ExportLine lineOf(const QString& spec, const QString& moves)
{
    const Variant variant = Variant::parse(spec.toStdString());
    if (moves.isEmpty()) {
        return solutionLine(variant, 1, {});
    }
    std::vector<Move> played;
    for (const QString& text : moves.split(' ', Qt::SkipEmptyParts)) {
        played.push_back(variant.parseMove(text.toStdString()));
    }
    return gameLine(variant, variant.start(), played, QStringLiteral("a game on %1").arg(spec));
}

// Whether any pixel of `box` (points on a page of `page` points) is ink in
// the page drawn at kDpi.
bool inked(const QImage& image, QSizeF page, const QRectF& box)
{
    const double sx = image.width() / page.width();
    const double sy = image.height() / page.height();
    const QRect pixels = QRectF(box.left() * sx, box.top() * sy, box.width() * sx, box.height() * sy)
                             .toAlignedRect()
                             .intersected(image.rect());
    for (int y = pixels.top(); y <= pixels.bottom(); ++y) {
        for (int x = pixels.left(); x <= pixels.right(); ++x) {
            if (testing::isInk(image.pixel(x, y), 200)) {
                return true;
            }
        }
    }
    return false;
}

// The box round every ink pixel of a rendered page, in millimetres from the
// paper's top left.
QRectF inkBoxMm(const QImage& image, QSizeF page)
{
    int left = image.width(), top = image.height(), right = -1, bottom = -1;
    for (int y = 0; y < image.height(); ++y) {
        const auto* row = reinterpret_cast<const QRgb*>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x) {
            if (testing::isInk(row[x], 245)) {
                left = std::min(left, x);
                right = std::max(right, x);
                top = std::min(top, y);
                bottom = std::max(bottom, y);
            }
        }
    }
    const double mmPerPixel = page.width() / kPointsPerMm / image.width();
    return {left * mmPerPixel, top * mmPerPixel, (right + 1 - left) * mmPerPixel, (bottom + 1 - top) * mmPerPixel};
}

// Every word at least 15 mm from each edge of its page.
QStringList wordsInTheMargins(const testing::PdfLayout& layout)
{
    QStringList outside;
    const double least = kLeastMarginMm * kPointsPerMm - 0.5; // half a point for poppler's rounding
    for (const testing::PdfWord& word : layout.words) {
        const QSizeF page = layout.pages[word.page - 1];
        const QRectF& box = word.box;
        if (box.left() < least || box.top() < least || page.width() - box.right() < least
            || page.height() - box.bottom() < least) {
            outside << QStringLiteral("\"%1\" on page %2 at %3,%4 .. %5,%6 mm")
                           .arg(word.text)
                           .arg(word.page)
                           .arg(box.left() / kPointsPerMm, 0, 'f', 1)
                           .arg(box.top() / kPointsPerMm, 0, 'f', 1)
                           .arg(box.right() / kPointsPerMm, 0, 'f', 1)
                           .arg(box.bottom() / kPointsPerMm, 0, 'f', 1);
        }
    }
    return outside;
}

// Every page's ink at least 15 mm from each edge and centred across the
// paper (the two side margins within a millimetre of each other).
void checkPageFrames(const QString& path, const testing::PdfLayout& layout)
{
    QVERIFY(!layout.pages.empty());
    for (std::size_t page = 0; page < layout.pages.size(); ++page) {
        const QImage image = testing::pdfPageImage(path, static_cast<int>(page + 1), 50);
        QVERIFY(!image.isNull());
        const QSizeF size = layout.pages[page];
        const QRectF ink = inkBoxMm(image, size);
        const QSizeF paperMm = size / kPointsPerMm;
        const double leftMm = ink.left();
        const double rightMm = paperMm.width() - ink.right();
        const QString where = QStringLiteral("page %1: ink from %2,%3 to %4,%5 mm on %6 x %7 mm")
                                  .arg(page + 1)
                                  .arg(ink.left(), 0, 'f', 1)
                                  .arg(ink.top(), 0, 'f', 1)
                                  .arg(ink.right(), 0, 'f', 1)
                                  .arg(ink.bottom(), 0, 'f', 1)
                                  .arg(paperMm.width(), 0, 'f', 0)
                                  .arg(paperMm.height(), 0, 'f', 0);
        const double least = kLeastMarginMm - 0.6; // a pixel at 50 dpi
        QVERIFY2(leftMm >= least && rightMm >= least && ink.top() >= least && paperMm.height() - ink.bottom() >= least,
                 qPrintable(where));
        QVERIFY2(std::abs(leftMm - rightMm) <= 1.0, qPrintable(where + QStringLiteral(": not centred")));
    }
}

// Pixels from the top of the caption's last line to its bottom: the
// picture's lowest run of rows that hold ink, on the white under the board.
int captionInkHeight(const QImage& image)
{
    const auto rowInked = [&](int y) {
        for (int x = 0; x < image.width(); ++x) {
            if (testing::isInk(image.pixel(x, y), 128)) {
                return true;
            }
        }
        return false;
    };
    int bottom = image.height() - 1;
    while (bottom >= 0 && !rowInked(bottom)) {
        --bottom;
    }
    int top = bottom;
    while (top > 0 && rowInked(top - 1)) {
        --top;
    }
    return bottom < 0 ? 0 : bottom - top + 1;
}

// A printer sending to a PDF, with the narrow margins a real printer has.
void narrowPrinter(QPrinter& printer, const QString& path, QPageSize paper)
{
    printer.setOutputFormat(QPrinter::PdfFormat);
    printer.setOutputFileName(path);
    printer.setPageSize(paper);
    printer.setPageMargins(QMarginsF(3.5, 3.5, 3.5, 3.5), QPageLayout::Millimeter);
}

} // namespace

class PagesTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir folder_;

private Q_SLOTS:
    void cleanup() { installLanguage(QStringLiteral("en")); }

    // The checks find what they look for: a word cut off by clipping is in
    // the text but not inked; a word at the paper's edge is found.
    void checksCanFail()
    {
        const QString path = folder_.filePath("clipped.pdf");
        {
            QPdfWriter writer(path);
            writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(5, 5, 5, 5),
                                             QPageLayout::Millimeter));
            QPainter painter(&writer);
            painter.scale(writer.logicalDpiX() / 72.0, writer.logicalDpiY() / 72.0);
            painter.setFont(stripFont(8));
            painter.drawText(QRectF(100, 100, 60, 10), Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap,
                             QStringLiteral("improper: leaves an improper board, costs 2 moves"));
            painter.drawText(QPointF(0, 10), QStringLiteral("edge")); // 5 mm from the paper's edge
        }
        const testing::PdfLayout layout = testing::pdfWords(path);
        const QImage image = testing::pdfPageImage(path, 1, kDpi);
        bool someUninked = false;
        for (const testing::PdfWord& word : layout.words) {
            someUninked = someUninked || !inked(image, layout.pages[0], word.box);
        }
        QVERIFY2(someUninked, "a clipped line is told from a drawn one");
        QVERIFY(!wordsInTheMargins(layout).isEmpty());
    }

    // Every word of every caption is printed, inked, inside the page's 15 mm
    // margins: captions wrap and the layout makes room, in any language.
    void exportedCaptionsAreWhole_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("spec");
        QTest::addColumn<QString>("moves"); // empty: the first optimal solution
        for (const char* language : {"en", "de"}) {
            const auto row = [&](const char* name, const char* spec, const char* moves) {
                QTest::addRow("%s, %s", language, name) << language << spec << moves;
            };
            row("a jump over the own colour", "classic:3", "3-4 1-3 2-1");
            row("an improper board", "classic:3", "3-4 2-3");
            row("an improper board later", "classic:3", "3-4 5-3 4-5");
            row("a backward step, then best moves", "classic:3", "3-4 4-3 5-4 6-5");
            row("a solution", "classic:3", "");
            row("a Y board", "y:2", "2-1 4-2 6-4");
            row("strict rules", "strict:3", "3-4 5-3 6-5 4-6");
            row("pair shift", "pairs:3", "");
        }
    }
    void exportedCaptionsAreWhole()
    {
        QFETCH(QString, language);
        QFETCH(QString, spec);
        QFETCH(QString, moves);
        installLanguage(language);
        const ExportLine line = lineOf(spec, moves);
        const QString path = folder_.filePath(QStringLiteral("captions.pdf"));
        writeExport(line, {ExportFormat::Pdf, {}, 500}, path, {});
        const testing::PdfLayout layout = testing::pdfWords(path);
        QVERIFY(!layout.words.empty());
        // The words printed and inked, as a count of each.
        std::vector<QImage> pages;
        for (std::size_t page = 1; page <= layout.pages.size(); ++page) {
            pages.push_back(testing::pdfPageImage(path, static_cast<int>(page), kDpi));
        }
        std::map<QString, int> inkedWords;
        for (const testing::PdfWord& word : layout.words) {
            if (inked(pages[word.page - 1], layout.pages[word.page - 1], word.box)) {
                ++inkedWords[word.text];
            }
        }
        // Every caption's words, its last one above all, among them.
        std::map<QString, int> captionWords;
        for (const MoveJudgement& judged : judgeLine(line).moves) {
            for (const QString& word : judged.words.split(' ', Qt::SkipEmptyParts)) {
                ++captionWords[word];
            }
        }
        QVERIFY(!captionWords.empty());
        for (const auto& [word, count] : captionWords) {
            QVERIFY2(inkedWords[word] >= count, qPrintable(QStringLiteral("\"%1\": %2 in the captions, %3 printed")
                                                               .arg(word)
                                                               .arg(count)
                                                               .arg(inkedWords[word])));
        }
        const QStringList outside = wordsInTheMargins(layout);
        QVERIFY2(outside.isEmpty(), qPrintable(outside.join('\n')));
        checkPageFrames(path, layout);
    }

    // Printed through a printer whose margins are narrow (as real printers'
    // are), on A4 and on US Letter: the strip's and the worksheet's words and
    // drawings keep 15 mm from every edge, centred across the paper.
    void printedPagesKeepTheirMargins_data()
    {
        QTest::addColumn<QString>("what");
        QTest::addColumn<int>("paper");
        for (const auto& [name, paper] : {std::pair{"A4", QPageSize::A4}, std::pair{"Letter", QPageSize::Letter}}) {
            for (const char* what : {"strip", "long strip", "worksheet"}) {
                QTest::addRow("%s on %s", what, name) << what << static_cast<int>(paper);
            }
        }
    }
    void printedPagesKeepTheirMargins()
    {
        QFETCH(QString, what);
        QFETCH(int, paper);
        const QString path = folder_.filePath(QStringLiteral("printed.pdf"));
        {
            QPrinter printer(QPrinter::HighResolution);
            narrowPrinter(printer, path, QPageSize(static_cast<QPageSize::PageSizeId>(paper)));
            if (what == "worksheet") {
                paintWorksheet(printer);
            } else {
                paintStrip(printer, what == "strip" ? lineOf("classic:3", "3-4 1-3 2-1") : lineOf("classic:6", "6-7 4-6 5-4"), {});
            }
        }
        // The pages kept for a look (resources/docs/screenshots/take_pages.sh).
        if (const QString keep = qEnvironmentVariable("LEAPFROG_KEEP_PAGES"); !keep.isEmpty()) {
            QFile::copy(path, QDir(keep).filePath(QString(QTest::currentDataTag()).replace(' ', '-') + ".pdf"));
        }
        const testing::PdfLayout layout = testing::pdfWords(path);
        QVERIFY(!layout.words.empty());
        const QStringList outside = wordsInTheMargins(layout);
        QVERIFY2(outside.isEmpty(), qPrintable(outside.join('\n')));
        checkPageFrames(path, layout);
    }

    // The caption under a picture or on an animation's frame reads on a
    // slide: its text at least 14 px high and at least 5% of the picture's
    // height, at the default size and larger ones.
    void pictureCaptionsReadOnASlide_data()
    {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<QSize>("size"); // empty: the default for the board
        QTest::addColumn<ExportFormat>("format");
        for (const auto& [name, format] : {std::pair{"png", ExportFormat::Png}, std::pair{"gif", ExportFormat::Gif}}) {
            QTest::addRow("classic:3, default, %s", name) << "classic:3" << QSize() << format;
            QTest::addRow("classic:10, default, %s", name) << "classic:10" << QSize() << format;
            QTest::addRow("y:2, default, %s", name) << "y:2" << QSize() << format;
            QTest::addRow("classic:3, 800x450, %s", name) << "classic:3" << QSize(800, 450) << format;
            QTest::addRow("classic:3, 1600x900, %s", name) << "classic:3" << QSize(1600, 900) << format;
        }
    }
    void pictureCaptionsReadOnASlide()
    {
        QFETCH(QString, spec);
        QFETCH(QSize, size);
        QFETCH(ExportFormat, format);
        const ExportLine line = lineOf(spec, "");
        const QString path = folder_.filePath(QStringLiteral("picture.") + exportExtension(format));
        writeExport(line, {format, size, 500}, path, {});
        // The last frame: the longest caption (the last move, "goal").
        const QImage image = format == ExportFormat::Png
                                 ? QImage(path)
                                 : testing::gifFrame(path, static_cast<int>(line.moves.size()));
        QVERIFY(!image.isNull());
        const int high = captionInkHeight(image);
        const QString said = QStringLiteral("caption %1 px high in a %2 x %3 picture")
                                 .arg(high)
                                 .arg(image.width())
                                 .arg(image.height());
        QVERIFY2(high >= 14, qPrintable(said));
        QVERIFY2(high >= 0.05 * image.height(), qPrintable(said));
        qInfo("%s", qPrintable(said));
    }
};

QTEST_MAIN(PagesTest)
#include "tst_pages.moc"

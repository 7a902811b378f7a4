#pragma once
// Reading exported files back for the export suites, with tools that did
// not write them: giflib's decoder, poppler's pdfinfo and pdftotext, Qt's
// XML reader.
#include <QDir>
#include <QImage>
#include <QProcess>
#include <QRectF>
#include <QRegularExpression>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QXmlStreamReader>

#include <gif_lib.h>

#include <algorithm>
#include <vector>

namespace leapfrog::testing {

struct GifFacts {
    bool read = false;
    int width = 0;
    int height = 0;
    int frames = 0;
    std::vector<int> delays; // hundredths of a second, per frame
    bool loops = false;      // a NETSCAPE2.0 loop extension
};

inline GifFacts readGif(const QString& path)
{
    GifFacts facts;
    int error = 0;
    GifFileType* gif = DGifOpenFileName(path.toLocal8Bit().constData(), &error);
    if (!gif) {
        return facts;
    }
    if (DGifSlurp(gif) == GIF_OK) {
        facts.read = true;
        facts.width = gif->SWidth;
        facts.height = gif->SHeight;
        facts.frames = gif->ImageCount;
        for (int i = 0; i < gif->ImageCount; ++i) {
            GraphicsControlBlock control{};
            facts.delays.push_back(DGifSavedExtensionToGCB(gif, i, &control) == GIF_OK ? control.DelayTime : -1);
            const SavedImage& image = gif->SavedImages[i];
            for (int e = 0; e < image.ExtensionBlockCount; ++e) {
                const ExtensionBlock& block = image.ExtensionBlocks[e];
                if (block.Function == APPLICATION_EXT_FUNC_CODE && block.ByteCount == 11
                    && QByteArray(reinterpret_cast<const char*>(block.Bytes), 11) == "NETSCAPE2.0") {
                    facts.loops = true;
                }
            }
        }
    }
    DGifCloseFile(gif, &error);
    return facts;
}

inline QString runTool(const QString& program, const QStringList& arguments)
{
    QProcess process;
    process.start(program, arguments);
    process.waitForFinished(60000);
    return QString::fromUtf8(process.readAllStandardOutput());
}

// pdfinfo's page count; -1 when it cannot read the file.
inline int pdfPages(const QString& path)
{
    const QRegularExpressionMatch match =
        QRegularExpression("^Pages:\\s+(\\d+)", QRegularExpression::MultilineOption)
            .match(runTool("pdfinfo", {path}));
    return match.hasMatch() ? match.captured(1).toInt() : -1;
}

// The PDF's text in the order it was drawn.
inline QString pdfText(const QString& path) { return runTool("pdftotext", {"-raw", path, "-"}); }

// The moves of the strip's captions ("12.  3-4"), in order.
inline QStringList captionMoves(const QString& text)
{
    QStringList moves;
    QRegularExpression caption("(?:^|\\s)(\\d+)\\.\\s+(\\d+-\\d+)");
    for (auto it = caption.globalMatch(text); it.hasNext();) {
        moves << it.next().captured(2);
    }
    return moves;
}

// Frame `index` of a GIF as giflib decodes it (every frame of Leapfrog's is
// whole, each with its own palette); a null image when it cannot be read.
inline QImage gifFrame(const QString& path, int index)
{
    int error = 0;
    GifFileType* gif = DGifOpenFileName(path.toLocal8Bit().constData(), &error);
    if (!gif) {
        return {};
    }
    QImage image;
    if (DGifSlurp(gif) == GIF_OK && index >= 0 && index < gif->ImageCount) {
        const SavedImage& frame = gif->SavedImages[index];
        const ColorMapObject* colours = frame.ImageDesc.ColorMap ? frame.ImageDesc.ColorMap : gif->SColorMap;
        const GifImageDesc& at = frame.ImageDesc;
        image = QImage(gif->SWidth, gif->SHeight, QImage::Format_RGB32);
        image.fill(Qt::white);
        for (int y = 0; y < at.Height && colours; ++y) {
            for (int x = 0; x < at.Width; ++x) {
                const int entry = frame.RasterBits[y * at.Width + x];
                if (entry < colours->ColorCount) {
                    const GifColorType c = colours->Colors[entry];
                    image.setPixel(at.Left + x, at.Top + y, qRgb(c.Red, c.Green, c.Blue));
                }
            }
        }
    }
    DGifCloseFile(gif, &error);
    return image;
}

// One word of a PDF page as poppler's pdftotext -bbox places it: its box in
// points from the page's top left.
struct PdfWord {
    QString text;
    QRectF box;
    int page = 0; // 1-based
};

struct PdfLayout {
    std::vector<QSizeF> pages; // each page's size in points
    std::vector<PdfWord> words;
};

inline PdfLayout pdfWords(const QString& path)
{
    PdfLayout layout;
    QXmlStreamReader xml(runTool("pdftotext", {"-bbox", path, "-"}).toUtf8());
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement) {
            continue;
        }
        const auto number = [&](const char* name) { return xml.attributes().value(QLatin1String(name)).toDouble(); };
        if (xml.name() == QLatin1String("page")) {
            layout.pages.emplace_back(number("width"), number("height"));
        } else if (xml.name() == QLatin1String("word")) {
            const QRectF box(QPointF(number("xMin"), number("yMin")), QPointF(number("xMax"), number("yMax")));
            layout.words.push_back({xml.readElementText(), box, static_cast<int>(layout.pages.size())});
        }
    }
    return layout;
}

// Page `page` (1-based) of a PDF drawn by poppler's pdftoppm at `dpi`.
inline QImage pdfPageImage(const QString& path, int page, int dpi)
{
    QTemporaryDir folder;
    const QString stem = QDir(folder.path()).filePath("page");
    runTool("pdftoppm", {"-png", "-r", QString::number(dpi), "-f", QString::number(page), "-l", QString::number(page),
                         "-singlefile", path, stem});
    return QImage(stem + ".png");
}

// pdfinfo's field `name` ("Title"); empty when it has none.
inline QString pdfInfo(const QString& path, const QString& name)
{
    const QRegularExpressionMatch match =
        QRegularExpression(QStringLiteral("^%1:\\s+(.*)$").arg(name), QRegularExpression::MultilineOption)
            .match(runTool("pdfinfo", {path}));
    return match.hasMatch() ? match.captured(1).trimmed() : QString();
}

// Whether a pixel is ink (text or drawing) on white paper.
inline bool isInk(QRgb pixel, int threshold = 160)
{
    return std::min({qRed(pixel), qGreen(pixel), qBlue(pixel)}) < threshold;
}

// The letters written on the pegs of an SVG: its <text> elements that hold
// one peg letter (B, R or Y) and nothing else.
inline int svgPegLetters(const QByteArray& svg, bool* wellFormed = nullptr)
{
    QXmlStreamReader reader(svg);
    int letters = 0;
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.isStartElement() && reader.name() == QLatin1String("text")) {
            const QString text = reader.readElementText(QXmlStreamReader::IncludeChildElements).trimmed();
            if (text == "B" || text == "R" || text == "Y") {
                ++letters;
            }
        }
    }
    if (wellFormed) {
        *wellFormed = !reader.hasError();
    }
    return letters;
}

} // namespace leapfrog::testing

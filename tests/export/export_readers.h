#pragma once
// Reading exported files back for the export suites, with tools that did
// not write them: giflib's decoder, poppler's pdfinfo and pdftotext, Qt's
// XML reader.
#include <QProcess>
#include <QRegularExpression>
#include <QString>
#include <QStringList>
#include <QXmlStreamReader>

#include <gif_lib.h>

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

#include "exporter.h"

#include "exportshared.h"
#include "gifwriter.h"
#include "picture.h"
#include "strip.h"
#include "striplayout.h"
#include "files/whole_file_device.h"
#include "words/filetexts.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>

namespace leapfrog::ui {

using namespace exporting;

namespace {

// The default picture: holes this far apart, the whole no wider than a
// slide shows at once (smaller spacing for long boards, down to the
// legible limit).
constexpr double kDefaultSpacing = 48;
constexpr int kDefaultLargestWidth = 1600;
// Wide enough for the caption under a small board.
constexpr int kDefaultSmallestWidth = 400;

void report(const SearchControl& control, std::uint64_t done, std::uint64_t total)
{
    if (control.progress) {
        control.progress({"export", 0, done, total});
    }
}

// The smallest picture (at least `least`) in which `picture`'s board is
// drawn `spacing` pixels apart: the board's size at that spacing, grown
// until the paper round it and the caption band (which grow with the
// picture) fit too.
QSize pictureSizeAt(const LinePicture& picture, double spacing, QSize least = {})
{
    const QSizeF drawing = picture.board().unitSize() * spacing;
    QSize size(std::max(least.width(), static_cast<int>(std::ceil(drawing.width()))),
               std::max(least.height(), static_cast<int>(std::ceil(drawing.height()))));
    while (picture.spacingIn(QSizeF(size)) < spacing) {
        const double across = picture.spacingIn(QSizeF(size.width() + 1, 1e6));
        const double down = picture.spacingIn(QSizeF(1e6, size.height() + 1));
        (across < spacing ? size.rwidth() : size.rheight()) += 1;
        if (across >= spacing && down >= spacing) {
            size += QSize(1, 1);
        }
    }
    return size;
}

QString sizeText(QSize size) { return QStringLiteral("%1x%2").arg(size.width()).arg(size.height()); }

QSize chosenSize(const ExportLine& line, const ExportOptions& options)
{
    const QSize size = options.size.isEmpty() ? defaultExportSize(line.variant) : options.size;
    QString why;
    if (!exportSizeFits(line.variant, size, &why)) {
        throw InputError(why.toStdString());
    }
    return size;
}

// The reason in the player's words (words/filetexts.h), as every
// failed write says it; InputError so the CLI and the window show it whole.
[[noreturn]] void refuseUnwritten(const WholeFile& file, const QString& path)
{
    if (file.failure()) {
        throw InputError(unwrittenText(*file.failure()).toStdString());
    }
    throw InputError(ExportText::tr("cannot write %1: %2").arg(path, file.errorString()).toStdString());
}

WholeFile& openFor(WholeFile& file, const QString& path)
{
    if (!file.open(QIODevice::WriteOnly)) {
        refuseUnwritten(file, path);
    }
    return file;
}

// Nothing is said written before this returns: every byte checked, synced,
// renamed over the old file (whose bytes stay as they were on any failure).
void commit(WholeFile& file, const QString& path)
{
    if (!file.commit()) {
        refuseUnwritten(file, path);
    }
}

void writePdf(const ExportLine& line, WholeFile& file, const SearchControl& control)
{
    QPdfWriter writer(&file);
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(15, 15, 15, 15),
                                     QPageLayout::Millimeter));
    writer.setTitle(line.title);
    writer.setCreator(QStringLiteral("Leapfrog"));
    paintStrip(writer, line, control);
}

void writeSvg(const ExportLine& line, QSize size, std::size_t pictured, WholeFile& file)
{
    const LinePicture picture(line);
    QSvgGenerator svg;
    svg.setOutputDevice(&file);
    svg.setSize(size);
    svg.setViewBox(QRect(QPoint(0, 0), size));
    svg.setTitle(line.title);
    svg.setDescription(ExportText::tr("Drawn by Leapfrog"));
    QPainter painter(&svg);
    picture.paint(painter, size, pictured); // the board and its caption of one position
}

void writePng(const ExportLine& line, QSize size, std::size_t pictured, WholeFile& file)
{
    const LinePicture picture(line);
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        picture.paint(painter, size, pictured); // the board and its caption of one position
    }
    if (!image.save(&file, "PNG")) {
        if (file.failure()) {
            throw InputError(unwrittenText(*file.failure()).toStdString());
        }
        throw InputError(ExportText::tr("the PNG could not be written: %1").arg(file.errorString()).toStdString());
    }
}

void writeGif(const ExportLine& line, QSize size, int paceMs, WholeFile& file, const SearchControl& control)
{
    // Flat colours: a GIF's 256-colour frames show gradients as bands and
    // noise, which also compress badly (classic:3's animation: 215 KB shaded).
    const LinePicture picture(line, PaperBoard::Finish::Flat);
    GifWriter gif(file, size);
    QImage frame(size, QImage::Format_RGB32);
    const std::size_t frames = picture.positionCount();
    for (std::size_t index = 0; index < frames; ++index) {
        checkCancel(control);
        frame.fill(Qt::white);
        {
            QPainter painter(&frame);
            picture.paint(painter, size, index);
        }
        // The last frame stays a while before the loop starts again.
        const bool last = index + 1 == frames;
        gif.addFrame(frame, last ? std::max(4 * paceMs, 2000) : paceMs);
        report(control, index + 1, frames);
    }
    gif.finish();
}

} // namespace

QString exportExtension(ExportFormat format)
{
    switch (format) {
    case ExportFormat::Pdf: return QStringLiteral("pdf");
    case ExportFormat::Svg: return QStringLiteral("svg");
    case ExportFormat::Png: return QStringLiteral("png");
    case ExportFormat::Gif: return QStringLiteral("gif");
    }
    return {};
}

std::optional<ExportFormat> exportFormatFromName(const QString& name)
{
    for (const ExportFormat format : {ExportFormat::Pdf, ExportFormat::Svg, ExportFormat::Png, ExportFormat::Gif}) {
        if (name.compare(exportExtension(format), Qt::CaseInsensitive) == 0) {
            return format;
        }
    }
    return std::nullopt;
}

QSize defaultExportSize(const Variant& variant)
{
    const ExportLine empty{variant, variant.start(), {}, {}, false};
    const LinePicture picture(empty);
    const QSizeF unit = picture.board().unitSize();
    const double spacing =
        std::max(kSmallestPictureSpacing, std::min(kDefaultSpacing, kDefaultLargestWidth / unit.width()));
    // Some air round a row: a picture at least a quarter as high as it is
    // wide, and wide enough for the caption under a small board.
    const double width = std::max<double>(kDefaultSmallestWidth, unit.width() * spacing);
    const QSize size = pictureSizeAt(picture, spacing, QSize(kDefaultSmallestWidth, static_cast<int>(width / 4)));
    const auto even = [](int pixels) { return pixels + pixels % 2; };
    return {even(size.width()), even(size.height())};
}

bool exportSizeFits(const Variant& variant, QSize size, QString* why)
{
    const auto refuse = [why](const QString& sentence) {
        if (why) {
            *why = sentence;
        }
        return false;
    };
    const auto inRange = [](int side) { return side >= kSmallestPictureSide && side <= kLargestPictureSide; };
    const ExportLine empty{variant, variant.start(), {}, {}, false};
    const LinePicture picture(empty);
    const QString spec = QString::fromStdString(variant.spec());
    // A board no picture can hold legibly is refused as such, whatever the size asked.
    const QSize smallest =
        pictureSizeAt(picture, kSmallestPictureSpacing, {kSmallestPictureSide, kSmallestPictureSide});
    if (!inRange(smallest.width()) || !inRange(smallest.height())) {
        return refuse(ExportText::tr("%1 is too large to draw legibly in a picture: at %2 pixels between holes, the least at "
                         "which pegs show their letters, it needs %3 pixels, beyond the %4 a side may have")
                          .arg(spec)
                          .arg(kSmallestPictureSpacing)
                          .arg(sizeText(smallest))
                          .arg(kLargestPictureSide));
    }
    if (!inRange(size.width()) || !inRange(size.height())) {
        return refuse(ExportText::tr("a picture of %1 pixels is out of range: each side may be %2 to %3 pixels")
                          .arg(sizeText(size))
                          .arg(kSmallestPictureSide)
                          .arg(kLargestPictureSide));
    }
    const double spacing = picture.spacingIn(QSizeF(size));
    if (spacing >= kSmallestPictureSpacing) {
        return true;
    }
    return refuse(ExportText::tr("%1 does not fit legibly in %2 pixels: its holes would be %3 pixels apart, and pegs need %4 "
                     "to show their letters; choose at least %5")
                      .arg(spec, sizeText(size))
                      .arg(spacing, 0, 'f', 1)
                      .arg(kSmallestPictureSpacing)
                      .arg(sizeText(smallest)));
}

void writeExport(const ExportLine& line, const ExportOptions& options, const QString& path,
                 const SearchControl& control, std::optional<std::size_t> pictured)
{
    if (pictured && *pictured > line.moves.size()) {
        throw InputError(ExportText::tr("there is no board after move %1: the line has %n move(s)", nullptr,
                                        static_cast<int>(line.moves.size()))
                             .arg(*pictured)
                             .toStdString());
    }
    const std::size_t shown = pictured.value_or(line.moves.size());
    if (options.format == ExportFormat::Gif && (options.paceMs < kFastestPaceMs || options.paceMs > kSlowestPaceMs)) {
        throw InputError(ExportText::tr("a pace of %1 ms is out of range: a frame may show for %2 to %3 ms")
                             .arg(options.paceMs)
                             .arg(kFastestPaceMs)
                             .arg(kSlowestPaceMs)
                             .toStdString());
    }
    // Everything that can be refused is refused before the file is opened.
    QSize size;
    if (options.format == ExportFormat::Pdf) {
        layoutStrip(line, pdfPageContent());
    } else {
        size = chosenSize(line, options);
    }
    checkCancel(control);
    WholeFile file(path);
    openFor(file, path);
    switch (options.format) {
    case ExportFormat::Pdf: writePdf(line, file, control); break;
    case ExportFormat::Svg: writeSvg(line, size, shown, file); break;
    case ExportFormat::Png: writePng(line, size, shown, file); break;
    case ExportFormat::Gif: writeGif(line, size, options.paceMs, file, control); break;
    }
    checkCancel(control);
    if (options.format == ExportFormat::Svg || options.format == ExportFormat::Png) {
        report(control, 1, 1);
    }
    commit(file, path);
}

} // namespace leapfrog::ui

#pragma once
// Exports to files: a PDF strip (strip.h), the board as an SVG or PNG
// picture, the whole line as an animated GIF. Written atomically: an
// existing file is never half-overwritten, and nothing is left behind when
// an export is refused or cancelled.
#include "exportline.h"
#include "search/control.h"

#include <QSize>
#include <QString>

#include <optional>

namespace leapfrog::ui {

enum class ExportFormat { Pdf, Svg, Png, Gif };

struct ExportOptions {
    ExportFormat format = ExportFormat::Pdf;
    QSize size;       // pixels of a PNG/SVG picture or of each GIF frame; empty: a default for the board
    int paceMs = 500; // GIF: time each frame shows (the last shows longer)
};

// The accepted range of a picture's sides and of a GIF's pace.
inline constexpr int kSmallestPictureSide = 32;
inline constexpr int kLargestPictureSide = 4096;
inline constexpr int kFastestPaceMs = 20;
inline constexpr int kSlowestPaceMs = 10'000;
// Pixels between adjacent holes below which pegs no longer show their
// letters legibly in a picture.
inline constexpr double kSmallestPictureSpacing = 20.0;

// Writes `line` to `path` whole or not at all (files/whole_file.h). PDF: the strip (A4, the
// size is not used); SVG/PNG: the board at position `pictured` of the line
// (0: the start, i: after move i) under that move's caption, at the end of
// the line when absent; GIF: the start and one frame per move. Reports
// frames/pages done through control.progress ({"export", 0, done, total});
// throws Cancelled when control.cancel is set (no file written); throws
// InputError with one clear sentence for a size or pace out of range, a
// board too large to draw legibly at that size, or a path it cannot write.
void writeExport(const ExportLine& line, const ExportOptions& options, const QString& path,
                 const SearchControl& control, std::optional<std::size_t> pictured = std::nullopt);

// The default and the accepted range of sizes for a variant (for the
// window's dialog and the CLI's message).
QSize defaultExportSize(const Variant& variant);
bool exportSizeFits(const Variant& variant, QSize size, QString* why = nullptr);

// The file name extension of a format ("pdf"), and the format of one
// (nullopt for an unknown one).
QString exportExtension(ExportFormat format);
std::optional<ExportFormat> exportFormatFromName(const QString& name);

} // namespace leapfrog::ui

#include "gifwriter.h"

#include "exportshared.h"
#include "model/errors.h"

#include <QCoreApplication>

#include <gif_lib.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

namespace leapfrog::ui {

using namespace exporting;

namespace {

int writeToDevice(GifFileType* gif, const GifByteType* bytes, int length)
{
    auto* device = static_cast<QIODevice*>(gif->UserData);
    return static_cast<int>(device->write(reinterpret_cast<const char*>(bytes), length));
}

[[noreturn]] void fail(int error)
{
    throw InputError(ExportText::tr("the GIF could not be written: %1")
                         .arg(QString::fromUtf8(GifErrorString(error) ? GifErrorString(error) : "unknown error"))
                         .toStdString());
}

struct ColorMapDeleter {
    void operator()(ColorMapObject* map) const { GifFreeMapObject(map); }
};
using ColorMap = std::unique_ptr<ColorMapObject, ColorMapDeleter>;

// A frame in at most 256 colours: the pixels' colours counted in bins of 5
// bits a channel, the 256 fullest bins (each its pixels' average colour)
// the palette, every pixel drawn in its bin's nearest entry. A board's
// drawing is mostly flat colour (paper, wood, pegs), so the fullest bins
// hold it all and no dithering noise flickers from frame to frame.
struct Quantised {
    std::array<GifColorType, 256> palette{};
    std::vector<GifPixelType> pixels;
};

int binOf(QRgb pixel) { return (qRed(pixel) >> 3) << 10 | (qGreen(pixel) >> 3) << 5 | qBlue(pixel) >> 3; }

constexpr int kBins = 1 << 15;

// The pixels of one bin: how many, and their channels' sums.
struct Bin {
    std::uint64_t count = 0, red = 0, green = 0, blue = 0;
};

std::vector<Bin> countBins(const QImage& image)
{
    std::vector<Bin> bins(kBins);
    for (int y = 0; y < image.height(); ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x) {
            Bin& bin = bins[static_cast<std::size_t>(binOf(line[x]))];
            ++bin.count;
            bin.red += static_cast<std::uint64_t>(qRed(line[x]));
            bin.green += static_cast<std::uint64_t>(qGreen(line[x]));
            bin.blue += static_cast<std::uint64_t>(qBlue(line[x]));
        }
    }
    return bins;
}

// The palette entry, of the first `kept`, nearest to the bin's average colour.
GifPixelType nearestEntry(const Bin& bin, const std::array<GifColorType, 256>& palette, std::size_t kept)
{
    const auto r = static_cast<int>(bin.red / bin.count);
    const auto g = static_cast<int>(bin.green / bin.count);
    const auto b = static_cast<int>(bin.blue / bin.count);
    int best = 0;
    int bestDistance = 1 << 30;
    for (std::size_t p = 0; p < kept; ++p) {
        const int dr = r - palette[p].Red;
        const int dg = g - palette[p].Green;
        const int db = b - palette[p].Blue;
        const int distance = 3 * dr * dr + 4 * dg * dg + 2 * db * db;
        if (distance < bestDistance) {
            bestDistance = distance;
            best = static_cast<int>(p);
        }
    }
    return static_cast<GifPixelType>(best);
}

Quantised quantise(const QImage& frame)
{
    const QImage image = frame.convertToFormat(QImage::Format_RGB32);
    const std::vector<Bin> bins = countBins(image);
    std::vector<int> used;
    for (int i = 0; i < kBins; ++i) {
        if (bins[static_cast<std::size_t>(i)].count > 0) {
            used.push_back(i);
        }
    }
    const auto fuller = [&](int a, int b) { return bins[std::size_t(a)].count > bins[std::size_t(b)].count; };
    const std::size_t kept = std::min<std::size_t>(256, used.size());
    std::partial_sort(used.begin(), used.begin() + static_cast<std::ptrdiff_t>(kept), used.end(), fuller);
    Quantised result;
    for (std::size_t i = 0; i < kept; ++i) {
        const Bin& bin = bins[static_cast<std::size_t>(used[i])];
        result.palette[i] = {static_cast<GifByteType>(bin.red / bin.count),
                             static_cast<GifByteType>(bin.green / bin.count),
                             static_cast<GifByteType>(bin.blue / bin.count)};
    }
    // Each used bin's nearest palette entry, found once per bin.
    std::vector<GifPixelType> nearest(kBins, 0);
    for (const int i : used) {
        nearest[static_cast<std::size_t>(i)] = nearestEntry(bins[static_cast<std::size_t>(i)], result.palette, kept);
    }
    result.pixels.reserve(static_cast<std::size_t>(image.width()) * static_cast<std::size_t>(image.height()));
    for (int y = 0; y < image.height(); ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x) {
            result.pixels.push_back(nearest[static_cast<std::size_t>(binOf(line[x]))]);
        }
    }
    return result;
}

} // namespace

struct GifWriter::Gif {
    GifFileType* file = nullptr;
};

GifWriter::GifWriter(QIODevice& device, QSize size)
    : gif_(std::make_unique<Gif>())
    , size_(size)
{
    int error = 0;
    gif_->file = EGifOpen(&device, writeToDevice, &error);
    if (!gif_->file) {
        fail(error);
    }
    EGifSetGifVersion(gif_->file, true); // GIF89a: frame delays and the loop need it
    if (EGifPutScreenDesc(gif_->file, size.width(), size.height(), 8, 0, nullptr) == GIF_ERROR) {
        fail(gif_->file->Error);
    }
    // Loop forever: NETSCAPE2.0, sub-block 1, a loop count of 0.
    static const GifByteType netscape[] = {'N', 'E', 'T', 'S', 'C', 'A', 'P', 'E', '2', '.', '0'};
    static const GifByteType loop[] = {1, 0, 0};
    if (EGifPutExtensionLeader(gif_->file, APPLICATION_EXT_FUNC_CODE) == GIF_ERROR
        || EGifPutExtensionBlock(gif_->file, sizeof netscape, netscape) == GIF_ERROR
        || EGifPutExtensionBlock(gif_->file, sizeof loop, loop) == GIF_ERROR
        || EGifPutExtensionTrailer(gif_->file) == GIF_ERROR) {
        fail(gif_->file->Error);
    }
}

GifWriter::~GifWriter()
{
    if (gif_->file) {
        int error = 0;
        EGifCloseFile(gif_->file, &error); // an abandoned file: the WholeFile is not committed
    }
}

void GifWriter::addFrame(const QImage& frame, int delayMs)
{
    Quantised quantised = quantise(frame);
    GraphicsControlBlock control{};
    control.DisposalMode = DISPOSE_DO_NOT;
    control.UserInputFlag = false;
    control.DelayTime = std::max(1, (delayMs + 5) / 10);
    control.TransparentColor = NO_TRANSPARENT_COLOR;
    GifByteType extension[4];
    const std::size_t length = EGifGCBToExtension(&control, extension);
    const ColorMap palette(GifMakeMapObject(256, quantised.palette.data()));
    if (EGifPutExtension(gif_->file, GRAPHICS_EXT_FUNC_CODE, static_cast<int>(length), extension) == GIF_ERROR
        || EGifPutImageDesc(gif_->file, 0, 0, size_.width(), size_.height(), false, palette.get()) == GIF_ERROR
        || EGifPutLine(gif_->file, quantised.pixels.data(), size_.width() * size_.height()) == GIF_ERROR) {
        fail(gif_->file->Error);
    }
}

void GifWriter::finish()
{
    int error = 0;
    GifFileType* file = gif_->file;
    gif_->file = nullptr;
    if (EGifCloseFile(file, &error) == GIF_ERROR) {
        fail(error);
    }
}

} // namespace leapfrog::ui

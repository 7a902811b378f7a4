#pragma once
// An animated GIF written frame by frame through giflib into any QIODevice
// (the export's WholeFile): each frame quantised to its own palette of at
// most 256 colours, shown for its own delay, the animation looping forever
// (the NETSCAPE2.0 extension).
#include <QImage>
#include <QIODevice>
#include <QSize>

#include <memory>

namespace leapfrog::ui {

class GifWriter {
public:
    // Starts the file (screen descriptor, loop extension). Throws InputError
    // when giflib cannot start it.
    GifWriter(QIODevice& device, QSize size);
    ~GifWriter();
    GifWriter(const GifWriter&) = delete;
    GifWriter& operator=(const GifWriter&) = delete;

    // Adds `frame` (of the writer's size) shown for `delayMs` (GIF counts
    // hundredths of a second). Throws InputError when writing fails.
    void addFrame(const QImage& frame, int delayMs);
    // Ends the file. Throws InputError when writing fails.
    void finish();

private:
    struct Gif;
    std::unique_ptr<Gif> gif_;
    QSize size_;
};

} // namespace leapfrog::ui

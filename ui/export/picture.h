#pragma once
// One picture of the line: the board at one of its positions, large, with a
// caption band beneath (the move that led there and its letter): an SVG or
// PNG of the board, and each frame of the GIF.
#include "exportline.h"
#include "paperboard.h"

#include <QSizeF>

#include <cstddef>

class QPainter;

namespace leapfrog::ui {

class LinePicture {
public:
    explicit LinePicture(const ExportLine& line, PaperBoard::Finish finish = PaperBoard::Finish::Shaded);

    // The caption's text size in a picture of `size` (pixels): it grows with
    // the picture, so that a slide's caption reads from the back of a room,
    // and is never under 14 px.
    static double captionPixels(QSizeF size);
    // The caption band's height: room for two lines of the caption (a long
    // one wraps; it is never cut).
    static double captionBand(QSizeF size);
    // Pixels between holes when the board fills a picture of `size`.
    double spacingIn(QSizeF size) const;
    // The picture of position `index` (0: the start, i: after move i) filling
    // `size`, on white.
    void paint(QPainter& painter, QSizeF size, std::size_t index) const;
    std::size_t positionCount() const { return positions_.size(); }
    const PaperBoard& board() const { return board_; }

private:
    QString captionFor(std::size_t index) const;
    void paintCaption(QPainter& painter, QSizeF size, std::size_t index) const;

    const ExportLine& line_;
    PaperBoard board_;
    std::vector<Position> positions_;
    std::vector<char> letters_;
};

} // namespace leapfrog::ui

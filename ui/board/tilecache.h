#pragma once
// Pixmaps of a horizontal band cut into tiles, drawn the first time each
// shows and kept within a budget (least recently used first out). The board
// view keeps the band of a long row here (wood, holes and numbers): a row of
// 2,001 holes is 26,000 pixels wide, too wide for one pixmap, and drawing it
// afresh on every frame costs more than a frame.
#include <QPixmap>
#include <QRect>

#include <cstdint>
#include <functional>
#include <list>
#include <unordered_map>

class QPainter;

namespace leapfrog::ui {

class TileCache {
public:
    static constexpr int kTileWidth = 2048;

    // Draws the band's content in widget coordinates into a painter already
    // clipped to the tile.
    using DrawBand = std::function<void(QPainter& painter, const QRectF& tile)>;

    void clear();
    // Copies the band's part of `exposed` onto `painter`, drawing missing
    // tiles of `band` (widget coordinates) at `ratio` device pixels a pixel.
    void paint(QPainter& painter, const QRectF& exposed, const QRect& band, double ratio, const DrawBand& draw);
    // Draws one tile the band still lacks, while the budget holds them all;
    // returns whether more are to come (the view calls it when idle, so
    // that no later frame waits for a tile).
    bool warmOne(const QRect& band, double ratio, const DrawBand& draw);
    // The bytes of the tiles kept (at most the budget).
    std::int64_t bytes() const { return bytes_; }

private:
    void follow(const QRect& band, double ratio);
    std::int64_t tileBytes(const QRect& band, double ratio) const;
    const QPixmap& tile(int index, const QRect& band, double ratio, const DrawBand& draw);

    QRect band_;
    double ratio_ = 0;
    std::unordered_map<int, QPixmap> tiles_;
    std::list<int> recent_; // most recently used first
    std::int64_t bytes_ = 0;
};

} // namespace leapfrog::ui

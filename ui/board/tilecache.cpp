#include "tilecache.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace leapfrog::ui {

namespace {

// About 48 MiB of tiles: the band of classic:10000 (20,001 holes) at twice
// the pixels on a HiDPI screen fits, a few times over.
constexpr std::int64_t kBudgetBytes = std::int64_t{48} << 20;

} // namespace

void TileCache::clear()
{
    tiles_.clear();
    recent_.clear();
    bytes_ = 0;
}

void TileCache::follow(const QRect& band, double ratio)
{
    if (band != band_ || ratio != ratio_) {
        clear();
        band_ = band;
        ratio_ = ratio;
    }
}

std::int64_t TileCache::tileBytes(const QRect& band, double ratio) const
{
    const QSize size = (QSizeF(kTileWidth, band.height()) * ratio).toSize();
    return std::int64_t{size.width()} * size.height() * 4;
}

bool TileCache::warmOne(const QRect& band, double ratio, const DrawBand& draw)
{
    follow(band, ratio);
    const int count = (band.width() + kTileWidth - 1) / kTileWidth;
    if (band.isEmpty() || count * tileBytes(band, ratio) > kBudgetBytes) {
        return false; // not all would stay: tiles are drawn as they show
    }
    for (int index = 0; index < count; ++index) {
        if (!tiles_.contains(index)) {
            tile(index, band, ratio, draw);
            return index + 1 < count;
        }
    }
    return false;
}

void TileCache::paint(QPainter& painter, const QRectF& exposed, const QRect& band, double ratio, const DrawBand& draw)
{
    follow(band, ratio);
    const QRectF part = exposed & QRectF(band);
    if (part.isEmpty()) {
        return;
    }
    const int first = static_cast<int>(std::floor((part.left() - band.left()) / kTileWidth));
    const int last = static_cast<int>(std::floor((part.right() - band.left()) / kTileWidth));
    for (int index = first; index <= last; ++index) {
        const QPixmap& pixmap = tile(index, band, ratio, draw);
        const QPointF origin(band.left() + index * kTileWidth, band.top());
        const QRectF target = part & QRectF(origin, QSizeF(kTileWidth, band.height()));
        painter.drawPixmap(target, pixmap, QRectF((target.topLeft() - origin) * ratio, target.size() * ratio));
    }
}

const QPixmap& TileCache::tile(int index, const QRect& band, double ratio, const DrawBand& draw)
{
    if (const auto found = tiles_.find(index); found != tiles_.end()) {
        recent_.remove(index);
        recent_.push_front(index);
        return found->second;
    }
    const QRectF area(band.left() + index * kTileWidth, band.top(), kTileWidth, band.height());
    QPixmap pixmap((QSizeF(kTileWidth, band.height()) * ratio).toSize());
    pixmap.setDevicePixelRatio(ratio);
    {
        QPainter tilePainter(&pixmap);
        tilePainter.setRenderHint(QPainter::Antialiasing);
        tilePainter.setRenderHint(QPainter::TextAntialiasing);
        tilePainter.translate(-area.topLeft());
        tilePainter.setClipRect(area);
        draw(tilePainter, area);
    }
    const std::int64_t size = tileBytes(band, ratio);
    while (!recent_.empty() && bytes_ + size > kBudgetBytes) {
        const int oldest = recent_.back();
        recent_.pop_back();
        tiles_.erase(oldest);
        bytes_ -= size; // every tile of a band has the same size
    }
    bytes_ += size;
    recent_.push_front(index);
    return tiles_.emplace(index, std::move(pixmap)).first->second;
}

} // namespace leapfrog::ui

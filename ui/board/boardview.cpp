#include "boardview.h"

#include "boardaccessible.h"
#include "focusframe.h"

#include <QEvent>
#include <QKeyEvent>
#include <QWheelEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollArea>
#include <QTimer>
#include <QVariantAnimation>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <utility>

namespace leapfrog::ui {

namespace {

// The background (table, wood, holes, numbers) is cached as one pixmap up to
// this many device pixels; larger boards, which scroll, draw only what shows.
constexpr double kBackgroundCacheLimit = 12e6;
constexpr int kShakeMilliseconds = 380;
constexpr double kZoomStep = 1.25;

} // namespace

BoardView::BoardView(QWidget* parent)
    : QWidget(parent)
    , moveAnimation_(new QVariantAnimation(this))
    , shakeAnimation_(new QVariantAnimation(this))
{
    shownDark_ = isDark(palette());
    warmTiles_ = new QTimer(this);
    warmTiles_->setSingleShot(true);
    connect(warmTiles_, &QTimer::timeout, this, [this] {
        const auto draw = [this](QPainter& tile, const QRectF& area) { drawBackgroundInto(tile, area); };
        if (bandTiles_.warmOne(rowBand(), devicePixelRatioF(), draw)) {
            warmTiles_->start();
        }
    });
    installBoardAccessibility();
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    moveAnimation_->setStartValue(0.0);
    moveAnimation_->setEndValue(1.0);
    connect(moveAnimation_, &QVariantAnimation::valueChanged, this, [this](const QVariant& value) {
        progress_ = value.toDouble();
        update();
    });
    connect(moveAnimation_, &QVariantAnimation::finished, this, [this] {
        motions_.clear();
        progress_ = 1;
        update();
        Q_EMIT animationFinished();
    });
    shakeAnimation_->setStartValue(0.0);
    shakeAnimation_->setEndValue(1.0);
    shakeAnimation_->setDuration(kShakeMilliseconds);
    connect(shakeAnimation_, &QVariantAnimation::valueChanged, this, [this](const QVariant& value) {
        shakeProgress_ = value.toDouble();
        update();
    });
}

void BoardView::setBoard(const Board& board, const Position& position)
{
    finishAnimation();
    const bool holesWereRead = notifyBoardLeaving(this);
    geometry_ = BoardGeometry(board);
    position_ = position;
    playable_.clear();
    announcedHole_ = -1;
    goal_ = Position();
    marks_ = {};
    shakeHole_ = -1;
    minSpacing_ = BoardGeometry::kReadableSpacing;
    relayout();
    updateGeometry();
    notifyBoardArrived(this, holesWereRead);
}

void BoardView::setGoalRings(const Position& goal)
{
    goal_ = goal;
    backgroundValid_ = false;
    update();
}

void BoardView::setPosition(const Position& position)
{
    finishAnimation();
    const Position before = std::exchange(position_, position);
    update();
    notifyHolesChanged(this, before, playable_);
}

int BoardView::moveDuration(MoveShape shape) const
{
    const double base = [this] {
        switch (speed_) {
        case AnimationSpeed::Instant: return 0.0;
        case AnimationSpeed::Fast: return 140.0;
        case AnimationSpeed::Normal: return 260.0;
        case AnimationSpeed::Slow: return 560.0;
        }
        return 0.0;
    }();
    const double factor = shape == MoveShape::Step ? 1.0 : shape == MoveShape::Jump ? 1.3 : 1.6;
    return static_cast<int>(base * factor);
}

void BoardView::showMove(const Position& from, const Position& to, MoveShape shape)
{
    showMove(from, to, shape, moveDuration(shape));
}

void BoardView::showMove(const Position& from, const Position& to, MoveShape shape, int duration)
{
    finishAnimation();
    const Position before = std::exchange(position_, to);
    notifyHolesChanged(this, before, playable_);
    motions_ = duration > 0 && isVisible() ? motionsBetween(from, to) : std::vector<PegMotion>{};
    if (motions_.empty()) {
        update();
        Q_EMIT animationFinished();
        return;
    }
    shape_ = shape;
    progress_ = 0;
    moveAnimation_->setDuration(duration);
    moveAnimation_->start();
}

void BoardView::finishAnimation()
{
    if (moveAnimation_->state() != QAbstractAnimation::Stopped) {
        // Jumping to the end fires finished(): the peg lands and the signal
        // tells whoever waits (a solution being played) that it may go on.
        moveAnimation_->setCurrentTime(moveAnimation_->duration());
    }
}

bool BoardView::isAnimating() const { return moveAnimation_->state() != QAbstractAnimation::Stopped; }

void BoardView::setAnimationProgress(double t)
{
    if (isAnimating()) {
        moveAnimation_->pause();
        progress_ = std::clamp(t, 0.0, 1.0);
        update();
    }
}

void BoardView::setHoleNumbersVisible(bool visible)
{
    showNumbers_ = visible;
    backgroundValid_ = false;
    update();
}

void BoardView::setMarks(BoardMarks marks)
{
    const int cursorBefore = marks_.cursor;
    marks_ = std::move(marks);
    setCursor(marks_.hovered >= 0 ? Qt::PointingHandCursor : Qt::ArrowCursor);
    update();
    if (marks_.cursor != cursorBefore && announcedHole_ >= 0) {
        // The keyboard moved on: the hole it left stops saying the last
        // announcement, and so does any hole it comes back to (a focus event
        // never carries an older move's verdict).
        const int left = std::exchange(announcedHole_, -1);
        notifyAnnouncementLeft(this, left);
    }
    if (marks_.cursor != cursorBefore && hasFocus()) {
        notifyHoleFocus(this, marks_.cursor); // a screen reader reads the hole the keyboard is on
    }
}

void BoardView::setPlayableMoves(std::vector<PlayableMove> moves)
{
    const std::vector<PlayableMove> before = std::exchange(playable_, std::move(moves));
    notifyHolesChanged(this, position_, before);
}

void BoardView::announce(const QString& text)
{
    if (text == announcement_) {
        return;
    }
    announcement_ = text;
    announcedHole_ = hasFocus() ? marks_.cursor : -1;
    notifyAnnouncement(this);
}

void BoardView::shake(int hole)
{
    shakeHole_ = hole;
    shakeProgress_ = 0;
    shakeAnimation_->stop();
    shakeAnimation_->start();
}

void BoardView::revealHole(int hole, bool centred) { scrollToHole(hole, centred ? 0.5 : 0); }

void BoardView::followHole(int hole) { scrollToHole(hole, 1.0 / 3); }

// Scrolls so that `hole` is at least `share` of the view's width and height
// from its edges (0: just inside, with a margin; 0.5: in the middle).
void BoardView::scrollToHole(int hole, double share)
{
    if (hole < 0 || hole >= geometry_.holeCount()) {
        return;
    }
    for (QWidget* ancestor = parentWidget(); ancestor; ancestor = ancestor->parentWidget()) {
        if (auto* area = qobject_cast<QScrollArea*>(ancestor)) {
            const QPoint centre = geometry_.centre(hole).toPoint();
            const int margin = static_cast<int>(geometry_.spacing() * 1.5);
            const QSize view = area->viewport()->size();
            area->ensureVisible(centre.x(), centre.y(), std::max(margin, static_cast<int>(view.width() * share)),
                                std::max(margin, static_cast<int>(view.height() * share)));
            return;
        }
    }
}

QSize BoardView::sizeHint() const
{
    const QSizeF comfortable = geometry_.sizeAt(BoardGeometry::kComfortableSpacing);
    return QSize(std::min(900, static_cast<int>(comfortable.width())), std::min(420, static_cast<int>(comfortable.height())));
}

QSize BoardView::minimumSizeHint() const { return geometry_.sizeAt(minSpacing_).toSize(); }

void BoardView::zoomIn() { setMinSpacing(geometry_.spacing() * kZoomStep); }

void BoardView::zoomOut() { setMinSpacing(geometry_.spacing() / kZoomStep); }

void BoardView::zoomToFit() { setMinSpacing(BoardGeometry::kMinSpacing); }

void BoardView::setMinSpacing(double spacing)
{
    minSpacing_ = std::clamp(spacing, BoardGeometry::kMinSpacing, BoardGeometry::kMaxSpacing);
    updateGeometry();
    relayout();
    // Keep the play in view once the scroll area has taken the new size.
    QTimer::singleShot(0, this, [this] {
        const int focus = marks_.cursor >= 0 ? marks_.cursor : position_.findEmpty();
        revealHole(focus);
    });
}

void BoardView::wheelEvent(QWheelEvent* event)
{
    if (!(event->modifiers() & Qt::ControlModifier)) {
        QWidget::wheelEvent(event); // plain wheel: the scroll area scrolls
        return;
    }
    if (event->angleDelta().y() > 0) {
        zoomIn();
    } else if (event->angleDelta().y() < 0) {
        zoomOut();
    }
    event->accept();
}

void BoardView::setCoveredBottom(int pixels)
{
    if (pixels != coveredBottom_) {
        coveredBottom_ = pixels;
        relayout();
    }
}

void BoardView::relayout()
{
    geometry_.fit(QSizeF(width(), std::max(0, height() - coveredBottom_)), minSpacing_);
    backgroundValid_ = false;
    update();
}

void BoardView::resizeEvent(QResizeEvent*) { relayout(); }

void BoardView::drawBackgroundInto(QPainter& painter, const QRectF& area)
{
    // The table's gradient runs over the widget's whole height, whatever part is drawn.
    painter.save();
    painter.setClipRect(area, Qt::IntersectClip);
    drawTable(painter, QRectF(area.left(), 0, area.width(), height()), look());
    painter.restore();
    const BoardLook shown = look();
    drawWood(painter, geometry_, area, shown);
    const std::vector<int> holes = geometry_.holesNear(area);
    const double radius = geometry_.holeRadius();
    const bool rings = goal_.size() == geometry_.holeCount();
    const double ringRadius = goalRingRadius(geometry_);
    for (const int hole : holes) {
        drawHole(painter, geometry_.centre(hole), radius, shown);
        if (rings && isPeg(goal_.at(hole))) {
            drawGoalRing(painter, geometry_.centre(hole), geometry_.pegRadius(), goal_.at(hole), ringRadius, shown);
        } else if (rings) {
            // Where the empty hole must end is marked too.
            drawEmptyGoalRing(painter, geometry_.centre(hole), geometry_.pegRadius(), ringRadius, shown);
        }
    }
    if (showNumbers_) {
        drawHoleNumbers(painter, geometry_, holes);
    }
}

void BoardView::paintBackground(QPainter& painter, const QRectF& exposed)
{
    const double ratio = devicePixelRatioF();
    // In double: a long row's width times its height overflows an int (a
    // classic:100000 board is 8 million pixels wide), and the overflowed
    // product once asked for a single pixmap of 12 GB.
    if (static_cast<double>(width()) * height() * ratio * ratio > kBackgroundCacheLimit) {
        painter.save();
        painter.setClipRect(exposed);
        if (geometry_.isRow()) {
            // A long row: the plain table where exposed, the band from tiles.
            drawTable(painter, QRectF(exposed.left(), 0, exposed.width(), height()), look());
            if (!backgroundValid_) {
                bandTiles_.clear();
                backgroundValid_ = true;
            }
            bandTiles_.paint(painter, exposed, rowBand(), ratio,
                             [this](QPainter& tile, const QRectF& area) { drawBackgroundInto(tile, area); });
            if (!warmTiles_->isActive()) {
                warmTiles_->start(); // the rest of the band, a tile at a time when idle
            }
        } else {
            drawBackgroundInto(painter, exposed);
        }
        painter.restore();
        return;
    }
    if (!backgroundValid_ || background_.devicePixelRatio() != ratio || background_.size() != size() * ratio) {
        background_ = QPixmap(size() * ratio);
        background_.setDevicePixelRatio(ratio);
        QPainter cache(&background_);
        cache.setRenderHint(QPainter::Antialiasing);
        cache.setRenderHint(QPainter::TextAntialiasing);
        drawBackgroundInto(cache, rect());
        backgroundValid_ = true;
    }
    painter.drawPixmap(exposed, background_, QRectF(exposed.topLeft() * ratio, exposed.size() * ratio));
}

std::int64_t BoardView::backgroundBytes() const
{
    const std::int64_t whole = background_.isNull() ? 0
                                                    : std::int64_t{background_.width()} * background_.height()
                                                          * (background_.depth() / 8);
    return whole + bandTiles_.bytes();
}

QRect BoardView::rowBand() const
{
    if (geometry_.holeCount() == 0) {
        return {};
    }
    const double s = geometry_.spacing();
    const double top = geometry_.centre(0).y() - s; // the wood is 1.22 spacings tall, centred on the holes
    const double bottom = geometry_.numberPosition(0).y() + s;
    return QRectF(0, top, width(), bottom - top).toAlignedRect() & rect();
}

bool BoardView::isArriving(int hole) const
{
    return std::ranges::any_of(motions_, [hole](const PegMotion& motion) { return motion.to == hole; });
}

QPointF BoardView::shakeOffset(int hole) const
{
    if (hole != shakeHole_ || shakeProgress_ >= 1) {
        return {};
    }
    const double t = shakeProgress_;
    return {std::sin(t * 6 * std::numbers::pi) * (1 - t) * geometry_.spacing() * 0.14, 0};
}

void BoardView::paintPegs(QPainter& painter, const std::vector<int>& holes)
{
    const double radius = geometry_.pegRadius();
    const double ratio = devicePixelRatioF();
    for (const int hole : holes) {
        const Cell cell = position_.at(hole);
        if (!isPeg(cell) || isArriving(hole)) {
            continue;
        }
        const QPointF ground = geometry_.centre(hole) + shakeOffset(hole);
        const bool raised = hole == marks_.selected;
        sprites_.drawShadow(painter, ground, radius, raised ? 0.45 : 0, ratio);
        sprites_.drawPeg(painter, cell, ground - QPointF(0, raised ? radius * 0.2 : 0), radius, ratio);
    }
}

void BoardView::paintMarks(QPainter& painter)
{
    const double radius = geometry_.pegRadius();
    const BoardLook shown = look();
    const auto at = [this](int hole) { return geometry_.centre(hole); };
    if (marks_.hovered >= 0 && marks_.hovered != marks_.selected) {
        drawHoverRing(painter, at(marks_.hovered), radius, shown);
    }
    for (const int hole : marks_.targets) {
        // An empty hole to go to, or (pair shifts) a peg to go with.
        const bool peg = isPeg(position_.at(hole));
        drawTargetRing(painter, at(hole), peg ? radius : geometry_.holeRadius(), !peg, shown);
    }
    if (marks_.selected >= 0) {
        drawSelectionRing(painter, at(marks_.selected) - QPointF(0, radius * 0.2), radius, shown);
    }
    for (std::size_t i = 0; i < marks_.hintFrom.size() && i < marks_.hintTo.size(); ++i) {
        const int from = marks_.hintFrom[i];
        const int to = marks_.hintTo[i];
        drawHintArrow(painter, at(from), at(to), geometry_.hopNormal(from, to), geometry_.spacing());
    }
    for (const int hole : marks_.hintTo) {
        drawTargetRing(painter, at(hole), geometry_.holeRadius(), true, shown);
    }
    for (const int hole : marks_.warnings) {
        drawWarningSign(painter, at(hole), geometry_.spacing() * 0.5);
    }
    for (const int hole : marks_.flagged) {
        if (!isArriving(hole)) {
            drawWarningSign(painter, at(hole) + QPointF(radius * 0.78, -radius * 0.78), geometry_.spacing() * 0.34);
        }
    }
    for (const auto& [hole, letter] : marks_.pattern) {
        drawTag(painter, at(hole) - QPointF(0, radius * 1.05), letter, geometry_.spacing() * 0.42);
    }
    if (marks_.cursor >= 0 && hasFocus()) {
        drawCursor(painter, at(marks_.cursor), radius, shown);
    }
}

void BoardView::paintTravellers(QPainter& painter)
{
    const double radius = geometry_.pegRadius();
    const double ratio = devicePixelRatioF();
    for (const PegMotion& motion : motions_) {
        const PegFrame frame = pegFrame(geometry_, motion, shape_, progress_);
        sprites_.drawShadow(painter, frame.ground, radius, frame.lift, ratio);
    }
    for (const PegMotion& motion : motions_) {
        const PegFrame frame = pegFrame(geometry_, motion, shape_, progress_);
        // A hopping peg grows a little toward the viewer at the top of its arc.
        sprites_.drawPeg(painter, motion.cell, frame.centre, radius * (1 + 0.12 * frame.lift), ratio);
    }
}

void BoardView::paintEvent(QPaintEvent* event)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    const QRectF exposed = event->rect();
    paintBackground(painter, exposed);
    if (geometry_.holeCount() != position_.size()) {
        return;
    }
    paintPegs(painter, geometry_.holesNear(exposed));
    paintMarks(painter);
    paintTravellers(painter);
    paintFocusFrame(painter);
}

void BoardView::paintFocusFrame(QPainter& painter)
{
    if (!hasFocus()) {
        return;
    }
    drawFocusFrame(painter, visibleRegion().boundingRect(), palette()); // what shows of a long board
}

BoardLook BoardView::look() const { return {isDark(palette()), highContrast_}; }

void BoardView::setHighContrast(bool on)
{
    if (on == highContrast_) {
        return;
    }
    highContrast_ = on;
    restyle();
}

// The window's palette turned light or dark, or high contrast was chosen:
// everything cached is drawn again in the new look.
void BoardView::restyle()
{
    sprites_.setHighContrast(highContrast_);
    backgroundValid_ = false;
    bandTiles_.clear();
    update();
    Q_EMIT lookChanged();
}

void BoardView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && look().dark != shownDark_) {
        shownDark_ = look().dark;
        restyle();
    }
}

void BoardView::focusInEvent(QFocusEvent* event)
{
    QWidget::focusInEvent(event);
    Q_EMIT focusGained(event->reason()); // the keyboard's hole may show now
    update(); // the focus frame and the keyboard's ring
    notifyHoleFocus(this, marks_.cursor);
}

void BoardView::focusOutEvent(QFocusEvent* event)
{
    QWidget::focusOutEvent(event);
    update();
}

void BoardView::moveEvent(QMoveEvent* event)
{
    QWidget::moveEvent(event);
    if (hasFocus()) {
        update(); // scrolled: the frame goes round what shows now, not where it was
    }
}

void BoardView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    Q_EMIT holeClicked(geometry_.holeAt(event->position()));
}

void BoardView::mouseMoveEvent(QMouseEvent* event)
{
    const int hole = geometry_.holeAt(event->position());
    if (hole != hoverHole_) {
        hoverHole_ = hole;
        Q_EMIT holeHovered(hole);
    }
}

void BoardView::leaveEvent(QEvent*)
{
    if (hoverHole_ != -1) {
        hoverHole_ = -1;
        Q_EMIT holeHovered(-1);
    }
}

void BoardView::keyPressEvent(QKeyEvent* event)
{
    static const std::pair<int, BoardKey> keys[] = {
        {Qt::Key_Left, BoardKey::Left},       {Qt::Key_Right, BoardKey::Right},  {Qt::Key_Up, BoardKey::Up},
        {Qt::Key_Down, BoardKey::Down},       {Qt::Key_Home, BoardKey::First},   {Qt::Key_End, BoardKey::Last},
        {Qt::Key_Return, BoardKey::Activate}, {Qt::Key_Enter, BoardKey::Activate}, {Qt::Key_Space, BoardKey::Activate},
        {Qt::Key_Escape, BoardKey::Cancel},
    };
    if (event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)) {
        QWidget::keyPressEvent(event);
        return;
    }
    for (const auto& [key, boardKey] : keys) {
        if (event->key() == key) {
            Q_EMIT this->boardKey(boardKey);
            return;
        }
    }
    QWidget::keyPressEvent(event);
}

} // namespace leapfrog::ui

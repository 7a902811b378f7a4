#include "statespaceview.h"

#include "look/mutedtext.h"

#include "board/boardstyle.h"
#include "model/errors.h"

#include <QFontMetricsF>
#include <QHelpEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QScrollArea>
#include <QTextDocumentFragment>
#include <QToolTip>
#include <QVBoxLayout>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <map>

namespace leapfrog::ui {

namespace {

// Okabe-Ito colours, safe for colour-blind readers; the kinds of line differ
// in width and dash as well.
const QColor kOptimal = palette::bluishGreen;
const QColor kImproper = palette::orange;
const QColor kOther(0xb4, 0xb4, 0xb4);
const QColor kCurrent(0xcc, 0x79, 0xa7);

// The little boards' paper and empty holes: white on the light sheet; on a
// dark one a dark card a little lighter than the sheet, with dark holes.
QColor nodePaper(const QPalette& palette)
{
    return isDark(palette) ? palette.color(QPalette::Base).lighter(170) : QColor(Qt::white);
}

QColor cellColour(Cell cell, const QPalette& palette)
{
    if (cell != Cell::Empty) {
        return pegColour(cell);
    }
    return isDark(palette) ? palette.color(QPalette::Base) : QColor(Qt::white);
}

int maxLevelWidth(const StateGraph& graph)
{
    return graph.levelWidth.empty() ? 1 : *std::max_element(graph.levelWidth.begin(), graph.levelWidth.end());
}

QString movesText(int count) { return StateSpaceView::tr("%Ln move(s)", nullptr, count); }

} // namespace

StateSpaceView::StateSpaceView(QWidget* parent)
    : QWidget(parent)
{
    setMouseTracking(true);
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);
}

void StateSpaceView::setGraph(StateGraph graph, const Board& board)
{
    graph_ = std::move(graph);
    current_ = graph_.nodes.empty() ? -1 : 0;
    hovered_ = -1;
    // The little boards keep the board's shape: rows stay rows, a Y stays a Y.
    cellPlaces_.clear();
    for (int hole = 0; hole < board.holeCount(); ++hole) {
        const Point at = board.coordinate(hole);
        cellPlaces_.emplace_back(at.x, at.y);
    }
    // (QRectF::united skips empty rectangles, so the bounds are taken by hand.)
    QPointF low(0, 0);
    QPointF high(0, 0);
    for (std::size_t i = 0; i < cellPlaces_.size(); ++i) {
        const QPointF place = cellPlaces_[i];
        low = i == 0 ? place : QPointF(std::min(low.x(), place.x()), std::min(low.y(), place.y()));
        high = i == 0 ? place : QPointF(std::max(high.x(), place.x()), std::max(high.y(), place.y()));
    }
    for (QPointF& place : cellPlaces_) {
        place -= low;
    }
    const QRectF bounds(low, high);
    boardCells_ = bounds.size() + QSizeF(1, 1);
    goal_ = -1;
    for (std::size_t i = 0; i < graph_.nodes.size(); ++i) {
        if (graph_.nodes[i].toGoal == 0) {
            goal_ = static_cast<int>(i);
        }
    }
    buildLinks();
    updateGeometry();
    resize(sizeHint());
    update();
}

void StateSpaceView::buildLinks()
{
    // One line per pair of positions; a pair joined both ways is drawn as the
    // stronger of its two kinds.
    std::map<std::pair<int, int>, EdgeKind> kinds;
    for (const StateEdge& edge : graph_.edges) {
        const bool fromOptimal = graph_.nodes[static_cast<std::size_t>(edge.from)].onOptimalPath;
        const EdgeKind kind = edge.optimal ? EdgeKind::Optimal : fromOptimal ? EdgeKind::Improper : EdgeKind::Other;
        const auto key = std::minmax(edge.from, edge.to);
        const auto [slot, added] = kinds.emplace(key, kind);
        if (!added) {
            slot->second = std::min(slot->second, kind); // Optimal < Improper < Other
        }
    }
    links_.clear();
    for (const auto& [pair, kind] : kinds) {
        links_.push_back({pair.first, pair.second, kind});
    }
    // Grey first, so the lines that matter are drawn on top.
    std::ranges::stable_sort(links_, [](const Link& x, const Link& y) { return x.kind > y.kind; });
}

StateSpaceView::EdgeKind StateSpaceView::edgeKind(int a, int b) const
{
    const auto found = std::ranges::find_if(links_, [a, b](const Link& link) {
        return (link.a == a && link.b == b) || (link.a == b && link.b == a);
    });
    return found == links_.end() ? EdgeKind::Other : found->kind;
}

void StateSpaceView::fitTo(QSize available)
{
    zoom_ = 1.0;
    rowStretch_ = 1.0;
    const QSize natural = sizeHint();
    zoom_ = std::clamp(std::min(available.width() / static_cast<double>(natural.width()),
                                available.height() / static_cast<double>(natural.height())),
                       0.3, 3.0);
    // A wide picture would leave most of the height empty and its lines
    // nearly flat: the columns open up to fill most of it.
    const double rows = maxLevelWidth(graph_);
    const double wanted = (available.height() * 0.85 - 20 - topMargin()) / rows - nodeSize().height();
    rowStretch_ = std::clamp(wanted / (rowGap() * zoom_), 1.0, 4.0);
    resize(sizeHint());
    update();
}

void StateSpaceView::setCurrent(const Position& position)
{
    current_ = graph_.nodeOf(position);
    update();
}

QSizeF StateSpaceView::nodeSize() const
{
    if (!drawsBoards()) {
        return QSizeF(7, 7) * zoom_;
    }
    return QSizeF(boardCells_.width() * cellSize() + 4 * zoom_, boardCells_.height() * cellSize() + 4 * zoom_);
}

double StateSpaceView::columnWidth() const { return nodeSize().width() + (drawsBoards() ? 34 : 22) * zoom_; }
// Room at the sides for the "start" and "goal" captions.
double StateSpaceView::sideMargin() const { return 20 + 40 * zoom_; }
double StateSpaceView::rowGap() const { return drawsBoards() ? 12 : 5; }
double StateSpaceView::rowHeight() const { return nodeSize().height() + rowGap() * zoom_ * rowStretch_; }
// Room above the columns for the "start" and "goal" captions.
double StateSpaceView::topMargin() const { return 20 + 14 * zoom_; }

QSize StateSpaceView::sizeHint() const
{
    const double width = 2 * sideMargin() + columnWidth() * static_cast<double>(graph_.levelWidth.size());
    const double height = 20 + topMargin() + rowHeight() * maxLevelWidth(graph_);
    return QSize(static_cast<int>(width), static_cast<int>(height));
}

QPointF StateSpaceView::nodeCentre(int node) const
{
    const StateNode& n = graph_.nodes[static_cast<std::size_t>(node)];
    const double levelWidth = graph_.levelWidth[static_cast<std::size_t>(n.level)];
    const double x = sideMargin() + columnWidth() * (n.level + 0.5);
    const double y = (height() + topMargin() - 20) / 2.0 + (n.slot - (levelWidth - 1) / 2.0) * rowHeight();
    return {x, y};
}

int StateSpaceView::nodeAt(QPointF point) const
{
    const QSizeF size = nodeSize();
    for (std::size_t i = 0; i < graph_.nodes.size(); ++i) {
        const QPointF centre = nodeCentre(static_cast<int>(i));
        if (std::abs(point.x() - centre.x()) <= size.width() / 2 + 2
            && std::abs(point.y() - centre.y()) <= size.height() / 2 + 2) {
            return static_cast<int>(i);
        }
    }
    return -1;
}

QString StateSpaceView::nodeToolTip(int node) const
{
    const StateNode& n = graph_.nodes[static_cast<std::size_t>(node)];
    QString text = QStringLiteral("<b><code>%1</code></b><br>").arg(QString::fromStdString(n.position.text()));
    text += node == 0 ? tr("The start.") : tr("%1 from the start.").arg(movesText(n.level));
    text += QLatin1Char(' ');
    if (!n.toGoal) {
        text += tr("The goal cannot be reached from here.");
    } else if (*n.toGoal == 0) {
        text += tr("The goal.");
    } else {
        text += tr("%1 to the goal.").arg(movesText(*n.toGoal));
    }
    if (n.toGoal && *n.toGoal > 0) {
        text += QStringLiteral("<br>") + (n.onOptimalPath ? tr("On an optimal solution.")
                                                          : tr("Off every optimal solution."));
    }
    return text;
}

void StateSpaceView::paintLinks(QPainter& painter) const
{
    for (const Link& link : links_) {
        QPen pen;
        switch (link.kind) {
        case EdgeKind::Optimal: pen = QPen(kOptimal, 2.6 * zoom_); break;
        case EdgeKind::Improper: pen = QPen(kImproper, 1.4 * zoom_, Qt::DashLine); break;
        case EdgeKind::Other: pen = QPen(kOther, 0.8 * zoom_); break;
        }
        painter.setPen(pen);
        painter.drawLine(nodeCentre(link.a), nodeCentre(link.b));
    }
}

void StateSpaceView::paintNode(QPainter& painter, const StateNode& node, QPointF centre) const
{
    const QSizeF size = nodeSize();
    const QRectF box(centre.x() - size.width() / 2, centre.y() - size.height() / 2, size.width(), size.height());
    if (!drawsBoards()) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(node.onOptimalPath ? kOptimal : QColor(0xc8, 0xc8, 0xc8));
        painter.drawEllipse(box);
        return;
    }
    // A little board, as in seed 004 Figure 1: one square per hole, white
    // for the empty one.
    painter.setPen(QPen(node.onOptimalPath ? kOptimal : kOther, (node.onOptimalPath ? 1.8 : 0.9) * zoom_));
    painter.setBrush(nodePaper(palette()));
    painter.drawRoundedRect(box, 2 * zoom_, 2 * zoom_);
    const QColor emptyEdge = isDark(palette()) ? QColor(0x8E, 0x95, 0x9B) : QColor(0x70, 0x70, 0x70);
    const double cell = cellSize();
    const QPointF origin = box.topLeft() + QPointF(2, 2) * zoom_;
    for (int hole = 0; hole < node.position.size(); ++hole) {
        const QPointF place = origin + cellPlaces_[static_cast<std::size_t>(hole)] * cell;
        const QRectF square(place + QPointF(1, 1) * zoom_, QSizeF(cell, cell) - QSizeF(2, 2) * zoom_);
        const Cell content = node.position.at(hole);
        // Outlined, so that yellow stands out on white too.
        painter.setPen(QPen(content == Cell::Empty ? emptyEdge : cellColour(content, palette()).darker(150),
                            0.7 * zoom_));
        painter.setBrush(cellColour(content, palette()));
        painter.drawRect(square);
    }
}

void StateSpaceView::paintCaption(QPainter& painter, int node, const QString& text) const
{
    QFont font = painter.font();
    font.setPixelSize(std::clamp(static_cast<int>(std::lround(11 * zoom_)), 8, 16));
    font.setBold(true);
    painter.setFont(font);
    const QFontMetricsF metrics(font);
    const QSizeF box(metrics.horizontalAdvance(text) + 6 * zoom_, metrics.height());
    const QPointF centre = nodeCentre(node);
    const QSizeF size = nodeSize();
    const int level = graph_.nodes[static_cast<std::size_t>(node)].level;
    const bool first = level == 0;
    const bool last = level + 1 == static_cast<int>(graph_.levelWidth.size());
    // Beside the node at either end of the picture (the margins have room),
    // else just above it, on the sheet's colour so that lines passing behind do not blur it.
    QRectF where;
    if (first) {
        where = QRectF(QPointF(centre.x() - size.width() / 2 - box.width() - 4 * zoom_, centre.y() - box.height() / 2), box);
    } else if (last) {
        where = QRectF(QPointF(centre.x() + size.width() / 2 + 4 * zoom_, centre.y() - box.height() / 2), box);
    } else {
        where = QRectF(QPointF(centre.x() - box.width() / 2, centre.y() - size.height() / 2 - box.height() - 2 * zoom_), box);
        painter.setPen(Qt::NoPen);
        QColor sheet = palette().color(QPalette::Base);
        sheet.setAlpha(230);
        painter.setBrush(sheet);
        painter.drawRoundedRect(where, 3 * zoom_, 3 * zoom_);
    }
    painter.setPen(palette().color(QPalette::Text));
    painter.drawText(where, Qt::AlignCenter, text);
}

void StateSpaceView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    paintLinks(painter);
    for (std::size_t i = 0; i < graph_.nodes.size(); ++i) {
        paintNode(painter, graph_.nodes[i], nodeCentre(static_cast<int>(i)));
    }
    if (!graph_.nodes.empty()) {
        paintCaption(painter, 0, tr("start"));
    }
    if (goal_ > 0) {
        paintCaption(painter, goal_, tr("goal"));
    }
    for (const auto& [node, colour, width] : {std::tuple{hovered_, QColor(0x56, 0xb4, 0xe9), 1.6},
                                              std::tuple{current_, kCurrent, 2.8}}) {
        if (node < 0) {
            continue;
        }
        const QSizeF size = nodeSize() + QSizeF(8, 8) * zoom_;
        const QPointF centre = nodeCentre(node);
        painter.setPen(QPen(colour, width * zoom_));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(QRectF(centre - QPointF(size.width(), size.height()) / 2, size), 4 * zoom_, 4 * zoom_);
    }
}

bool StateSpaceView::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const int node = nodeAt(help->pos());
        if (node >= 0) {
            QToolTip::showText(help->globalPos(), nodeToolTip(node), this);
        } else {
            QToolTip::hideText();
            event->ignore();
        }
        return true;
    }
    return QWidget::event(event);
}

void StateSpaceView::mousePressEvent(QMouseEvent* event)
{
    const int node = nodeAt(event->position());
    if (node >= 0 && event->button() == Qt::LeftButton) {
        Q_EMIT positionClicked(QString::fromStdString(graph_.nodes[static_cast<std::size_t>(node)].position.text()));
    }
}

void StateSpaceView::mouseMoveEvent(QMouseEvent* event)
{
    const int node = nodeAt(event->position());
    if (node != hovered_) {
        hovered_ = node;
        setCursor(node >= 0 ? Qt::PointingHandCursor : Qt::ArrowCursor);
        update();
    }
}

void StateSpaceView::wheelEvent(QWheelEvent* event)
{
    if (!(event->modifiers() & Qt::ControlModifier)) {
        event->ignore(); // plain wheel scrolls the surrounding area
        return;
    }
    zoom_ = std::clamp(zoom_ * (event->angleDelta().y() > 0 ? 1.2 : 1 / 1.2), 0.3, 4.0);
    resize(sizeHint());
    update();
}

StateSpaceDialog::StateSpaceDialog(QWidget* parent)
    : QDialog(parent)
    , view_(new StateSpaceView)
    , scroll_(new QScrollArea)
    , summary_(new QLabel)
    , refusal_(new QLabel)
    , legend_(new QLabel)
    , seen_(new QLabel)
{
    setWindowTitle(tr("State space"));
    scroll_->setWidget(view_);
    scroll_->setWidgetResizable(false);
    scroll_->setAlignment(Qt::AlignCenter);
    scroll_->setBackgroundRole(QPalette::Base); // one white sheet round the picture
    summary_->setObjectName(QStringLiteral("stateSpaceSummary"));
    summary_->setWordWrap(true);
    refusal_->setObjectName(QStringLiteral("stateSpaceRefusal"));
    refusal_->setWordWrap(true);
    refusal_->setAlignment(Qt::AlignCenter);
    refusal_->setMargin(40);
    QFont refusalFont = refusal_->font();
    refusalFont.setPixelSize(15);
    refusal_->setFont(refusalFont);
    keepMuted(refusal_);
    refusal_->hide();
    legend_->setObjectName(QStringLiteral("stateSpaceLegend"));
    legend_->setWordWrap(true);
    legend_->setTextFormat(Qt::RichText);
    const auto swatch = [](const QColor& colour, const char* glyph) {
        return QStringLiteral("<span style='color:%1; font-weight:bold'>%2</span>").arg(colour.name(), QString::fromUtf8(glyph));
    };
    legend_->setText(tr("%1 a move of an optimal solution &nbsp;&nbsp; %2 an improper move: from a position on an "
                        "optimal solution off every one &nbsp;&nbsp; %3 other moves &nbsp;&nbsp; %4 the game now"
                        "<br>Hover a position for its distances; click it to take the game there (the fewest moves "
                        "from here, undoable). Ctrl+wheel zooms.")
                         .arg(swatch(kOptimal, "━━"), swatch(kImproper, "╍╍"), swatch(kOther, "──"),
                              swatch(kCurrent, "▢")));
    // The picture draws every optimal solution, so the records count it as
    // seen (window.md, "Records and statistics"): said where it is seen,
    // not found out at the goal.
    seen_->setObjectName(QStringLiteral("stateSpaceSeen"));
    seen_->setWordWrap(true);
    seen_->setText(tr("This picture shows every optimal solution, so the game in the main window now counts as one "
                      "whose solution you have seen: in the banner, the panel and your records."));
    seen_->hide();
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(seen_);
    layout->addWidget(summary_);
    layout->addWidget(scroll_, 1);
    layout->addWidget(refusal_, 1);
    layout->addWidget(legend_);
    connect(view_, &StateSpaceView::positionClicked, this, &StateSpaceDialog::positionClicked);
    scroll_->viewport()->installEventFilter(this);
    resize(1000, 640);
}

bool StateSpaceDialog::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == scroll_->viewport() && event->type() == QEvent::Resize) {
        view_->fitTo(scroll_->viewport()->size() - QSize(4, 4));
    }
    return QDialog::eventFilter(watched, event);
}

void StateSpaceDialog::refuse(const QString& spec, const QString& reason)
{
    view_->setGraph({}, Board());
    summary_->setText(tr("<b>%1</b>: too large for the state-space picture.").arg(spec));
    refusal_->setText(reason);
    scroll_->hide();
    legend_->hide();
    seen_->hide();
    refusal_->show();
}

bool StateSpaceDialog::showVariant(const Variant& variant)
{
    const QString spec = QString::fromStdString(variant.spec());
    setWindowTitle(tr("State space of %1").arg(spec));
    // Checked before building: a long board's positions are large, and the
    // picture could not show them anyway.
    if (variant.holeCount() > kMaxHoles) {
        refuse(spec, tr("The state-space picture draws boards of at most %1 holes and %2 positions; %3 has %4 "
                        "holes. Choose a smaller board.")
                         .arg(kMaxHoles).arg(kStateGraphLimit).arg(spec).arg(variant.holeCount()));
        return false;
    }
    try {
        view_->setGraph(buildStateGraph(variant), variant.board());
    } catch (const LimitError& error) {
        const QString reason = QString::fromUtf8(error.what());
        refuse(spec, reason.left(1).toUpper() + reason.mid(1) + QLatin1Char('.'));
        return false;
    }
    refusal_->hide();
    scroll_->show();
    legend_->show();
    seen_->show();
    view_->fitTo(scroll_->viewport()->size() - QSize(4, 4));
    const StateGraph& graph = view_->graph();
    const QString minimum = graph.minimum ? tr("the shortest solution takes %Ln move(s)", nullptr, *graph.minimum)
                                          : tr("the goal cannot be reached");
    summary_->setText(tr("<b>%1</b>: %2 positions reachable from the start, in %3 columns by their distance from "
                         "it; %4.")
                          .arg(spec)
                          .arg(graph.nodes.size())
                          .arg(graph.levelWidth.size())
                          .arg(minimum));
    return true;
}

void StateSpaceDialog::setCurrent(const Position& position)
{
    view_->setCurrent(position);
    if (view_->current() >= 0) {
        const QPoint centre = view_->nodeCentre(view_->current()).toPoint();
        scroll_->ensureVisible(centre.x(), centre.y(), 80, 80);
    }
}

QString StateSpaceDialog::message() const
{
    const QString summary = QTextDocumentFragment::fromHtml(summary_->text()).toPlainText();
    return refusal_->isHidden() ? summary : summary + QLatin1Char(' ') + refusal_->text();
}

} // namespace leapfrog::ui

#include "statespaceview.h"

#include "errors.h"

#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QScrollArea>
#include <QVBoxLayout>
#include <QWheelEvent>

#include <algorithm>

namespace leapfrog::ui {

namespace {

// Okabe-Ito colours, safe for colour-blind readers.
const QColor kBlue(0x00, 0x72, 0xb2);
const QColor kRed(0xd5, 0x5e, 0x00);
const QColor kYellow(0xf0, 0xe4, 0x42);
const QColor kOptimal(0x00, 0x9e, 0x73);
const QColor kOther(0x9a, 0x9a, 0x9a);
const QColor kCurrent(0xcc, 0x79, 0xa7);

QColor cellColour(Cell cell)
{
    switch (cell) {
    case Cell::Blue: return kBlue;
    case Cell::Red: return kRed;
    case Cell::Yellow: return kYellow;
    case Cell::Empty: break;
    }
    return Qt::white;
}

int maxLevelWidth(const StateGraph& graph)
{
    return graph.levelWidth.empty() ? 1 : *std::max_element(graph.levelWidth.begin(), graph.levelWidth.end());
}

} // namespace

StateSpaceView::StateSpaceView(QWidget* parent)
    : QWidget(parent)
{
    setMouseTracking(true);
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);
}

void StateSpaceView::setGraph(StateGraph graph)
{
    graph_ = std::move(graph);
    current_ = graph_.nodes.empty() ? -1 : 0;
    updateGeometry();
    resize(sizeHint());
    update();
}

void StateSpaceView::fitTo(QSize available)
{
    zoom_ = 1.0;
    const QSize natural = sizeHint();
    zoom_ = std::clamp(std::min(available.width() / static_cast<double>(natural.width()),
                                available.height() / static_cast<double>(natural.height())),
                       0.3, 3.0);
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
    const int holes = graph_.nodes.empty() ? 1 : graph_.nodes.front().position.size();
    return QSizeF(holes * 9.0 + 2, 11) * zoom_;
}

double StateSpaceView::columnWidth() const { return nodeSize().width() + (drawsBoards() ? 34 : 22) * zoom_; }
double StateSpaceView::rowHeight() const { return nodeSize().height() + (drawsBoards() ? 12 : 5) * zoom_; }

QSize StateSpaceView::sizeHint() const
{
    const double width = 40 + columnWidth() * static_cast<double>(graph_.levelWidth.size());
    const double height = 40 + rowHeight() * maxLevelWidth(graph_);
    return QSize(static_cast<int>(width), static_cast<int>(height));
}

QPointF StateSpaceView::nodeCentre(int node) const
{
    const StateNode& n = graph_.nodes[static_cast<std::size_t>(node)];
    const double levelWidth = graph_.levelWidth[static_cast<std::size_t>(n.level)];
    const double x = 20 + columnWidth() * (n.level + 0.5);
    const double y = height() / 2.0 + (n.slot - (levelWidth - 1) / 2.0) * rowHeight();
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

void StateSpaceView::paintEdges(QPainter& painter) const
{
    // Other edges first, so the optimal paths are drawn on top.
    for (const bool optimal : {false, true}) {
        for (const StateEdge& edge : graph_.edges) {
            if (edge.optimal != optimal) {
                continue;
            }
            const StateNode& from = graph_.nodes[static_cast<std::size_t>(edge.from)];
            const StateNode& to = graph_.nodes[static_cast<std::size_t>(edge.to)];
            if (!optimal && to.level < from.level) {
                continue; // a move back along an edge already drawn forward
            }
            QPen pen(optimal ? kOptimal : kOther, optimal ? 2.4 * zoom_ : 0.8 * zoom_);
            pen.setStyle(optimal ? Qt::SolidLine : Qt::DashLine);
            painter.setPen(pen);
            painter.drawLine(nodeCentre(edge.from), nodeCentre(edge.to));
        }
    }
}

void StateSpaceView::paintNode(QPainter& painter, const StateNode& node, QPointF centre) const
{
    const QSizeF size = nodeSize();
    const QRectF box(centre.x() - size.width() / 2, centre.y() - size.height() / 2, size.width(), size.height());
    const QColor frame = node.onOptimalPath ? kOptimal : kOther;
    if (!drawsBoards()) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(node.onOptimalPath ? kOptimal : QColor(0xc8, 0xc8, 0xc8));
        painter.drawEllipse(box);
        return;
    }
    // A little board, as in seed 004 Figure 1: one square per hole.
    painter.setPen(QPen(frame, node.onOptimalPath ? 1.6 : 0.8));
    painter.setBrush(Qt::white);
    painter.drawRoundedRect(box, 2, 2);
    const double cell = 9.0 * zoom_;
    for (int hole = 0; hole < node.position.size(); ++hole) {
        const QRectF square(box.left() + zoom_ + hole * cell + 1, box.top() + 2 * zoom_, cell - 2, cell - 2);
        painter.setPen(Qt::NoPen);
        painter.setBrush(cellColour(node.position.at(hole)));
        if (node.position.at(hole) == Cell::Empty) {
            painter.setPen(QPen(QColor(0x80, 0x80, 0x80), 0.6));
        }
        painter.drawRect(square);
    }
}

void StateSpaceView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    paintEdges(painter);
    for (std::size_t i = 0; i < graph_.nodes.size(); ++i) {
        paintNode(painter, graph_.nodes[i], nodeCentre(static_cast<int>(i)));
    }
    if (current_ >= 0) {
        const QSizeF size = nodeSize() + QSizeF(8, 8) * zoom_;
        const QPointF centre = nodeCentre(current_);
        painter.setPen(QPen(kCurrent, 2.5 * zoom_));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(QRectF(centre - QPointF(size.width(), size.height()) / 2, size), 4, 4);
    }
}

void StateSpaceView::mousePressEvent(QMouseEvent* event)
{
    const int node = nodeAt(event->position());
    if (node >= 0) {
        Q_EMIT positionClicked(QString::fromStdString(graph_.nodes[static_cast<std::size_t>(node)].position.text()));
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
    , legend_(new QLabel)
{
    setWindowTitle(tr("State space"));
    scroll_->setWidget(view_);
    scroll_->setWidgetResizable(false);
    scroll_->setAlignment(Qt::AlignCenter);
    legend_->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(legend_);
    layout->addWidget(scroll_, 1);
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

bool StateSpaceDialog::showVariant(const Variant& variant)
{
    try {
        view_->setGraph(buildStateGraph(variant));
    } catch (const LimitError& error) {
        view_->setGraph({});
        legend_->setText(QString::fromUtf8(error.what()));
        return false;
    }
    view_->fitTo(scroll_->viewport()->size() - QSize(4, 4));
    const StateGraph& graph = view_->graph();
    legend_->setText(tr("%1: %2 positions in %3 columns by distance from the start. Green: on an optimal "
                        "solution; dashed grey: moves off every optimal solution; pink ring: the current "
                        "position. Click a position to take the game there; Ctrl+wheel zooms.")
                         .arg(QString::fromStdString(variant.spec()))
                         .arg(graph.nodes.size())
                         .arg(graph.levelWidth.size()));
    return true;
}

QString StateSpaceDialog::message() const { return legend_->text(); }

} // namespace leapfrog::ui

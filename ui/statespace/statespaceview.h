#pragma once
// Draws a small variant's state space (analysis/state_graph.h), as seed 004
// Figure 1 and seed 000 Figure 2 do: every reachable position as a little
// board (a dot when there are too many), in columns by distance from the
// start; the moves of optimal solutions green, improper moves (from a
// position on an optimal solution off every one) dashed orange, the rest thin
// grey; the start, the goal and the current position marked. Hovering a node
// tells its position and distances; clicking it asks to take the game there.
#include "analysis/state_graph.h"

#include <QDialog>
#include <QPointF>
#include <QRectF>
#include <QWidget>

#include <vector>

class QLabel;
class QScrollArea;

namespace leapfrog::ui {

class StateSpaceView : public QWidget {
    Q_OBJECT
public:
    // How a move between two positions is drawn.
    enum class EdgeKind { Optimal, Improper, Other };

    explicit StateSpaceView(QWidget* parent = nullptr);
    // The picture of `graph`, each little board drawn in the shape of `board`.
    void setGraph(StateGraph graph, const Board& board);
    void setCurrent(const Position& position);
    int current() const { return current_; }
    // Zooms so the whole picture fits `available`, between 0.3x and 3x, and
    // spaces the columns' nodes out to use the height.
    void fitTo(QSize available);
    const StateGraph& graph() const { return graph_; }

    QPointF nodeCentre(int node) const;
    int nodeAt(QPointF point) const;
    // The text a hovered node shows: its position and its distances.
    QString nodeToolTip(int node) const;
    // How the move between `a` and `b` (either way) is drawn.
    EdgeKind edgeKind(int a, int b) const;
    QSize sizeHint() const override;

Q_SIGNALS:
    // The text of the position clicked (BBB_RRR).
    void positionClicked(const QString& position);

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;

private:
    // One line of the picture: a pair of positions joined by a move either way.
    struct Link {
        int a = 0;
        int b = 0;
        EdgeKind kind = EdgeKind::Other;
    };

    bool drawsBoards() const { return graph_.nodes.size() <= 120; }
    QSizeF nodeSize() const;
    double cellSize() const { return 9.0 * zoom_; }
    double columnWidth() const;
    double sideMargin() const;
    double rowHeight() const;
    double rowGap() const; // between the nodes of a column, before zoom and stretch
    double topMargin() const;
    void buildLinks();
    void paintLinks(QPainter& painter) const;
    void paintNode(QPainter& painter, const StateNode& node, QPointF centre) const;
    void paintCaption(QPainter& painter, int node, const QString& text) const;

    StateGraph graph_;
    std::vector<QPointF> cellPlaces_; // each hole's place in a little board, in cells
    QSizeF boardCells_;               // a little board's size, in cells
    std::vector<Link> links_;
    int current_ = -1;
    int goal_ = -1;
    int hovered_ = -1;
    double zoom_ = 1.0;
    double rowStretch_ = 1.0; // how far fitTo opened the columns up
};

// A window around the view with a legend; refuses large variants with a
// message instead of freezing.
class StateSpaceDialog : public QDialog {
    Q_OBJECT
public:
    // The picture is for small boards: at most this many holes, and at most
    // kStateGraphLimit reachable positions.
    static constexpr int kMaxHoles = 40;

    explicit StateSpaceDialog(QWidget* parent = nullptr);
    // Builds the picture of `variant`; false (with the reason shown) when the
    // variant is too large.
    bool showVariant(const Variant& variant);
    // Rings `position` and scrolls it into view when the picture is larger
    // than the window.
    void setCurrent(const Position& position);
    StateSpaceView* view() const { return view_; }
    // What the dialog says above the picture (or in its place), as plain text.
    QString message() const;

Q_SIGNALS:
    void positionClicked(const QString& position);

protected:
    // Refits the picture whenever the scroll area's viewport changes size.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void refuse(const QString& spec, const QString& reason);

    StateSpaceView* view_;
    QScrollArea* scroll_;
    QLabel* summary_;
    QLabel* refusal_; // in place of the picture when there is none
    QLabel* legend_;
    QLabel* seen_; // that the picture counts as seeing the solution
};

} // namespace leapfrog::ui

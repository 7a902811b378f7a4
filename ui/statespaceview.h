#pragma once
// Draws a small variant's state space (analysis/state_graph.h): columns by
// distance from the start, optimal paths highlighted, the current position
// ringed, improper edges dashed. Clicking a node asks to take the game there.
#include "analysis/state_graph.h"

#include <QDialog>
#include <QWidget>

class QLabel;
class QScrollArea;

namespace leapfrog::ui {

class StateSpaceView : public QWidget {
    Q_OBJECT
public:
    explicit StateSpaceView(QWidget* parent = nullptr);
    void setGraph(StateGraph graph);
    void setCurrent(const Position& position);
    // Zooms so the whole picture fits `available`, between 0.3x and 3x.
    void fitTo(QSize available);
    const StateGraph& graph() const { return graph_; }

    QPointF nodeCentre(int node) const;
    int nodeAt(QPointF point) const;
    QSize sizeHint() const override;

Q_SIGNALS:
    // The text of the position clicked (BBB_RRR).
    void positionClicked(const QString& position);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;

private:
    bool drawsBoards() const { return graph_.nodes.size() <= 120; }
    QSizeF nodeSize() const;
    double columnWidth() const;
    double rowHeight() const;
    void paintEdges(QPainter& painter) const;
    void paintNode(QPainter& painter, const StateNode& node, QPointF centre) const;

    StateGraph graph_;
    int current_ = -1;
    double zoom_ = 1.0;
};

// A window around the view with a legend; refuses large variants with a
// message instead of freezing.
class StateSpaceDialog : public QDialog {
    Q_OBJECT
public:
    explicit StateSpaceDialog(QWidget* parent = nullptr);
    // Builds the picture of `variant`; false (with the reason shown) when the
    // variant is too large.
    bool showVariant(const Variant& variant);
    void setCurrent(const Position& position) { view_->setCurrent(position); }
    StateSpaceView* view() const { return view_; }
    QString message() const;

Q_SIGNALS:
    void positionClicked(const QString& position);

protected:
    // Refits the picture whenever the scroll area's viewport changes size.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    StateSpaceView* view_;
    QScrollArea* scroll_;
    QLabel* legend_;
};

} // namespace leapfrog::ui

#pragma once
// The investigation's chart (Qt Charts): the fewest moves, the slides and the
// jumps known (solved or revealed) against the board's size, on the Rows sheet
// for m = n or m = 1; and, on request, the reference a class checks its
// pattern against, dashed: on the Rows sheet the formula n·m + n + m with its
// n·m jumps and n + m slides, on the pair-shift and Y sheets the engine's
// minima. A point is drawn only where a value is known, so the chart fills
// in with the table.
#include "boards.h"

#include <QChartView>

class QLineSeries;
class QValueAxis;

namespace leapfrog::ui {

class Investigation;

// Which boards of the Rows sheet the chart follows.
enum class Plot { Balanced, OneRed }; // m = n; m = 1

class InvestigationChart : public QChartView {
    Q_OBJECT
public:
    explicit InvestigationChart(const Investigation* investigation, QWidget* parent = nullptr);

    void setSheet(Sheet sheet);
    void setPlot(Plot plot);
    void setReferenceShown(bool shown);
    Sheet sheet() const { return sheet_; }
    Plot plot() const { return plot_; }
    bool referenceShown() const { return referenceShown_; }
    // What the dashed series are, in a sentence (empty when none is shown).
    QString referenceCaption() const;

Q_SIGNALS:
    // The series were drawn again.
    void rebuilt();

private:
    void rebuild();
    // The boards the chart follows, by their x (n, N or K).
    std::vector<SheetBoard> followedBoards() const;
    QLineSeries* addSeries(const QString& name, const QString& id, const QColor& colour, bool dashed);
    void addKnownSeries();
    void addFormulaSeries();
    void addEngineSeries();
    void fitAxes();

    const Investigation* investigation_;
    Sheet sheet_ = Sheet::Rows;
    Plot plot_ = Plot::Balanced;
    bool referenceShown_ = false;
    QValueAxis* xAxis_;
    QValueAxis* yAxis_;
};

} // namespace leapfrog::ui

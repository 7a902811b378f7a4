#pragma once
// The investigation's chart (Qt Charts): the fewest moves, the slides and the
// jumps known against the board's size, on the Rows sheet for m = n or m = 1:
// the player's own games as filled points, the program's revealed answers as
// hollow ones (the revealed minimum over a slower game of the player's); and,
// on request, the reference a class checks its pattern against, dashed and
// darker, over the lines: on the Rows sheet the formula n·m + n + m with its
// n·m jumps and n + m slides, on the pair-shift and Y sheets the engine's
// minima. A point is drawn only where a value is known, so the chart fills
// in with the table. The known series live as long as the chart and take
// their points anew (QXYSeries::replace): series made afresh on each change
// left their old markers drawn after the axes rescaled.
#include "boards.h"

#include <QChartView>

class QLineSeries;
class QScatterSeries;
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
    // What the hollow points and the dashed series are, in a sentence or
    // two (empty when neither is shown).
    QString referenceCaption() const;
    // The sentence of the empty chart: which boards it follows.
    QString emptyTitle() const;

Q_SIGNALS:
    // The series were drawn again.
    void rebuilt();

private:
    // A quantity drawn: its line through every known point, and the points
    // as filled (solved by the player) or hollow (revealed) markers.
    struct Known {
        QLineSeries* line = nullptr;
        QScatterSeries* solved = nullptr;
        QScatterSeries* revealed = nullptr;
    };
    Known createKnown(const QString& name, const QString& id, const QColor& colour);
    void rebuild();
    QString title_; // the empty chart's sentence, or nothing
    // The sheet, axes, grid and legend in the palette's colours (the hollow
    // markers filled with its base), light or dark.
    void applyPalette();
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    // The empty chart's sentence as its title, broken into lines that fit.
    void showTitle();
    void fillKnown();
    // The boards the chart follows, by their x (n, N or K).
    std::vector<SheetBoard> followedBoards() const;
    QLineSeries* addSeries(const QString& name, const QString& id, const QColor& colour, bool dashed);
    void addFormulaSeries();
    void addEngineSeries();
    void fitAxes();
    // The formula's moves equal every moves point plotted.
    bool formulaMatchesEveryPoint() const;

    const Investigation* investigation_;
    Sheet sheet_ = Sheet::Rows;
    Plot plot_ = Plot::Balanced;
    bool referenceShown_ = false;
    bool anyRevealedPoint_ = false;
    Known moves_;
    Known slides_;
    Known jumps_;
    // The dashed reference series shown, made afresh with each change.
    std::vector<QLineSeries*> references_;
    QValueAxis* xAxis_;
    QValueAxis* yAxis_;
};

} // namespace leapfrog::ui

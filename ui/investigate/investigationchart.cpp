#include "investigationchart.h"

#include "investigation.h"

#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPen>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace leapfrog::ui {

namespace {

// Okabe and Ito's colour-blind-safe colours: blue, bluish green, vermillion.
const QColor kMovesColour(0x00, 0x72, 0xB2);
const QColor kSlidesColour(0x00, 0x9E, 0x73);
const QColor kJumpsColour(0xD5, 0x5E, 0x00);

int largestOf(Sheet sheet)
{
    switch (sheet) {
    case Sheet::PairShift: return kLargestPairs;
    case Sheet::Y: return kLargestY;
    case Sheet::Rows: break;
    }
    return kLargestRow;
}

} // namespace

InvestigationChart::InvestigationChart(const Investigation* investigation, QWidget* parent)
    : QChartView(parent)
    , investigation_(investigation)
    , xAxis_(new QValueAxis)
    , yAxis_(new QValueAxis)
{
    setObjectName(QStringLiteral("investigationChart"));
    setRenderHint(QPainter::Antialiasing);
    QChart* chart = this->chart();
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->addAxis(xAxis_, Qt::AlignBottom);
    chart->addAxis(yAxis_, Qt::AlignLeft);
    xAxis_->setLabelFormat(QStringLiteral("%d"));
    yAxis_->setLabelFormat(QStringLiteral("%d"));
    yAxis_->setTitleText(tr("Moves"));
    QFont title = xAxis_->titleFont();
    title.setPointSizeF(std::max(title.pointSizeF(), 9.0));
    title.setBold(true);
    xAxis_->setTitleFont(title);
    yAxis_->setTitleFont(title);
    connect(investigation_, &Investigation::changed, this, &InvestigationChart::rebuild);
    rebuild();
}

void InvestigationChart::setSheet(Sheet sheet)
{
    sheet_ = sheet;
    rebuild();
}

void InvestigationChart::setPlot(Plot plot)
{
    plot_ = plot;
    rebuild();
}

void InvestigationChart::setReferenceShown(bool shown)
{
    referenceShown_ = shown;
    rebuild();
}

std::vector<SheetBoard> InvestigationChart::followedBoards() const
{
    if (sheet_ != Sheet::Rows) {
        return boardsOf(sheet_);
    }
    std::vector<SheetBoard> boards;
    for (int n = 1; n <= kLargestRow; ++n) {
        boards.push_back({Sheet::Rows, n, plot_ == Plot::Balanced ? n : 1});
    }
    return boards;
}

QLineSeries* InvestigationChart::addSeries(const QString& name, const QString& id, const QColor& colour, bool dashed)
{
    auto* series = new QLineSeries;
    series->setName(name);
    series->setObjectName(id);
    QPen pen(colour);
    pen.setWidthF(dashed ? 1.5 : 2.5);
    pen.setStyle(dashed ? Qt::DashLine : Qt::SolidLine);
    series->setPen(pen);
    series->setPointsVisible(!dashed);
    chart()->addSeries(series);
    series->attachAxis(xAxis_);
    series->attachAxis(yAxis_);
    if (dashed) {
        // Said once under the chart instead (referenceCaption): six entries
        // do not fit a legend beside a table on a 1024-pixel screen.
        for (QLegendMarker* marker : chart()->legend()->markers(series)) {
            marker->setVisible(false);
        }
    }
    return series;
}

void InvestigationChart::addKnownSeries()
{
    QLineSeries* moves = addSeries(tr("Fewest moves"), QStringLiteral("moves"), kMovesColour, false);
    QLineSeries* slides = nullptr;
    QLineSeries* jumps = nullptr;
    if (hasSlidesAndJumps(sheet_)) {
        slides = addSeries(tr("Slides"), QStringLiteral("slides"), kSlidesColour, false);
        jumps = addSeries(tr("Jumps"), QStringLiteral("jumps"), kJumpsColour, false);
    }
    for (const SheetBoard& board : followedBoards()) {
        // The fewest known, the revealed minimum over a slower game: a
        // class's long way round would bend the pattern it looks for.
        const std::optional<Finding> finding = investigation_->finding(board);
        const std::optional<int> fewest = finding ? finding->fewestKnown() : std::nullopt;
        if (!fewest) {
            continue;
        }
        moves->append(board.n, *fewest);
        const std::optional<MoveKinds> kinds = finding->fewestKinds();
        if (slides && kinds) {
            slides->append(board.n, kinds->slides);
            jumps->append(board.n, kinds->jumps);
        }
    }
}

// The papers' count for classic:NxM: n·m jumps (each blue peg jumps or is
// jumped by each red one once) and n + m slides, n·m + n + m moves.
void InvestigationChart::addFormulaSeries()
{
    const bool balanced = plot_ == Plot::Balanced;
    QLineSeries* moves = addSeries(balanced ? tr("Formula: n² + 2n moves") : tr("Formula: 2n + 1 moves"),
                                   QStringLiteral("formulaMoves"), kMovesColour, true);
    QLineSeries* slides = addSeries(balanced ? tr("Formula: 2n slides") : tr("Formula: n + 1 slides"),
                                    QStringLiteral("formulaSlides"), kSlidesColour, true);
    QLineSeries* jumps = addSeries(balanced ? tr("Formula: n² jumps") : tr("Formula: n jumps"),
                                   QStringLiteral("formulaJumps"), kJumpsColour, true);
    for (const SheetBoard& board : followedBoards()) {
        const int n = board.n;
        const int m = board.m;
        moves->append(n, n * m + n + m);
        slides->append(n, n + m);
        jumps->append(n, n * m);
    }
}

void InvestigationChart::addEngineSeries()
{
    QLineSeries* minimum = addSeries(tr("The engine's minimum"), QStringLiteral("engineMinimum"), kMovesColour, true);
    for (const SheetBoard& board : followedBoards()) {
        if (const std::optional<Answer> answer = investigation_->answer(board); answer && answer->minimum) {
            minimum->append(board.n, *answer->minimum);
        }
    }
}

QString InvestigationChart::referenceCaption() const
{
    if (!referenceShown_) {
        return {};
    }
    if (sheet_ != Sheet::Rows) {
        return tr("Dashed: the fewest moves the engine finds.");
    }
    return plot_ == Plot::Balanced
               ? tr("Dashed, the formula: n·m + n + m = n² + 2n moves, of which n² jumps and 2n slides.")
               : tr("Dashed, the formula: n·m + n + m = 2n + 1 moves, of which n jumps and n + 1 slides.");
}

void InvestigationChart::fitAxes()
{
    const int largest = largestOf(sheet_);
    // From 0, so that the first board's points stand clear of the axis.
    xAxis_->setRange(0, largest);
    xAxis_->setTickCount(largest + 1);
    double top = 0;
    for (QAbstractSeries* series : chart()->series()) {
        for (const QPointF& point : static_cast<QLineSeries*>(series)->points()) {
            top = std::max(top, point.y());
        }
    }
    // A round top with five to ten ticks.
    const double step = top <= 10 ? 2 : top <= 50 ? 10 : top <= 100 ? 20 : 50;
    // Above the highest point, so that none lies on the chart's edge.
    const double rounded = std::max(step, std::floor(top / step + 1) * step);
    yAxis_->setRange(0, rounded);
    yAxis_->setTickCount(static_cast<int>(rounded / step) + 1);
    switch (sheet_) {
    case Sheet::Rows:
        xAxis_->setTitleText(plot_ == Plot::Balanced ? tr("n blue pegs, m = n red") : tr("n blue pegs, m = 1 red"));
        break;
    case Sheet::PairShift: xAxis_->setTitleText(tr("N of each colour (pairs:N)")); break;
    case Sheet::Y: xAxis_->setTitleText(tr("K pegs an arm (y:K)")); break;
    }
}

void InvestigationChart::rebuild()
{
    chart()->removeAllSeries();
    addKnownSeries();
    if (referenceShown_) {
        if (sheet_ == Sheet::Rows) {
            addFormulaSeries();
        } else {
            addEngineSeries();
        }
    }
    fitAxes();
    // An empty chart says how it fills, rather than show bare axes.
    const QList<QAbstractSeries*> all = chart()->series();
    const bool empty = std::all_of(all.begin(), all.end(), [](QAbstractSeries* series) {
        return static_cast<QLineSeries*>(series)->count() == 0;
    });
    chart()->setTitle(empty ? tr("Solve a board, or reveal one, and its point shows here.") : QString());
    Q_EMIT rebuilt();
}

} // namespace leapfrog::ui

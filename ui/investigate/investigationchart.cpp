#include "investigationchart.h"

#include "board/boardstyle.h"

#include "investigation.h"

#include <QChart>
#include <QEvent>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPen>
#include <QResizeEvent>
#include <QScatterSeries>
#include <QTextLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <tuple>

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
    // Added first, so that the dashed reference is drawn over their lines.
    moves_ = createKnown(tr("Fewest moves"), QStringLiteral("moves"), kMovesColour);
    slides_ = createKnown(tr("Slides"), QStringLiteral("slides"), kSlidesColour);
    jumps_ = createKnown(tr("Jumps"), QStringLiteral("jumps"), kJumpsColour);
    connect(investigation_, &Investigation::changed, this, &InvestigationChart::rebuild);
    applyPalette();
    rebuild();
}

void InvestigationChart::changeEvent(QEvent* event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        applyPalette();
    }
}

void InvestigationChart::applyPalette()
{
    const QPalette& colours = palette();
    const QColor sheet = colours.color(QPalette::Base);
    const QColor text = colours.color(QPalette::Text);
    QChart* chart = this->chart();
    chart->setBackgroundBrush(sheet);
    chart->setPlotAreaBackgroundVisible(false);
    chart->legend()->setLabelColor(text);
    chart->setTitleBrush(text); // the empty chart's sentence
    setBackgroundBrush(sheet);
    const QColor grid = isDark(colours) ? colours.color(QPalette::Light) : QColor(0xD6, 0xD6, 0xD6);
    for (QValueAxis* axis : {xAxis_, yAxis_}) {
        axis->setLabelsColor(text);
        axis->setTitleBrush(text);
        axis->setGridLineColor(grid);
        axis->setLinePenColor(mutedOn(text, sheet, 3.0));
    }
    for (const Known* known : {&moves_, &slides_, &jumps_}) {
        if (known->revealed) {
            known->revealed->setColor(sheet); // hollow on the sheet
        }
    }
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
    // The reference darker and thinner than the known line it may lie on,
    // so that its dashes show over it where they agree.
    QPen pen(dashed ? colour.darker(170) : colour);
    pen.setWidthF(dashed ? 1.5 : 2.5);
    pen.setStyle(dashed ? Qt::DashLine : Qt::SolidLine);
    series->setPen(pen);
    series->setPointsVisible(false); // the known points are the scatter series' markers
    chart()->addSeries(series);
    series->attachAxis(xAxis_);
    series->attachAxis(yAxis_);
    if (dashed) {
        references_.push_back(series);
        // Said once under the chart instead (referenceCaption): six entries
        // do not fit a legend beside a table on a 1024-pixel screen.
        for (QLegendMarker* marker : chart()->legend()->markers(series)) {
            marker->setVisible(false);
        }
    }
    return series;
}

InvestigationChart::Known InvestigationChart::createKnown(const QString& name, const QString& id, const QColor& colour)
{
    Known known;
    known.line = addSeries(name, id, colour, false);
    const auto markers = [&](const QString& suffix, const QColor& fill) {
        auto* points = new QScatterSeries;
        points->setObjectName(id + suffix);
        points->setMarkerSize(9);
        points->setColor(fill);
        QPen border(colour);
        border.setWidthF(2);
        points->setPen(border);
        chart()->addSeries(points);
        points->attachAxis(xAxis_);
        points->attachAxis(yAxis_);
        return points;
    };
    known.solved = markers(QStringLiteral("Solved"), colour);
    // Hollow (filled with the sheet's colour): the program's, not the player's.
    known.revealed = markers(QStringLiteral("Revealed"), palette().color(QPalette::Base));
    return known;
}

void InvestigationChart::fillKnown()
{
    struct Points {
        QList<QPointF> line, solved, revealed;
    } moves, slides, jumps;
    for (const SheetBoard& board : followedBoards()) {
        // The fewest known, the revealed minimum over a slower game: a
        // class's long way round would bend the pattern it looks for.
        const std::optional<Finding> finding = investigation_->finding(board);
        const std::optional<int> fewest = finding ? finding->fewestKnown() : std::nullopt;
        if (!fewest) {
            continue;
        }
        const bool revealed = finding->source == Source::Revealed || finding->revealed;
        const auto add = [&](Points& points, int y) {
            points.line.append(QPointF(board.n, y));
            (revealed ? points.revealed : points.solved).append(QPointF(board.n, y));
        };
        add(moves, *fewest);
        if (const std::optional<MoveKinds> kinds = finding->fewestKinds()) {
            add(slides, kinds->slides);
            add(jumps, kinds->jumps);
        }
    }
    const bool kindsShown = hasSlidesAndJumps(sheet_);
    anyRevealedPoint_ = !moves.revealed.isEmpty() || (kindsShown && !slides.revealed.isEmpty());
    for (auto [known, points, shown] : {std::tuple{&moves_, &moves, true}, std::tuple{&slides_, &slides, kindsShown},
                                         std::tuple{&jumps_, &jumps, kindsShown}}) {
        known->line->replace(points->line);
        known->solved->replace(points->solved);
        known->revealed->replace(points->revealed);
        for (QXYSeries* series : {static_cast<QXYSeries*>(known->line), static_cast<QXYSeries*>(known->solved),
                                  static_cast<QXYSeries*>(known->revealed)}) {
            series->setVisible(shown);
            // One legend entry a quantity, its line's; the markers are said in the caption.
            for (QLegendMarker* marker : chart()->legend()->markers(series)) {
                marker->setVisible(shown && series == known->line);
            }
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
    QStringList sentences;
    if (anyRevealedPoint_) {
        sentences << tr("Filled points: your own games; hollow points: revealed by the program.");
    }
    if (referenceShown_ && sheet_ != Sheet::Rows) {
        sentences << tr("Dashed, darker: the fewest moves the engine finds.");
    } else if (referenceShown_) {
        sentences << (plot_ == Plot::Balanced
                          ? tr("Dashed, darker, the formula: n·m + n + m = n² + 2n moves, of which n² jumps and 2n slides.")
                          : tr("Dashed, darker, the formula: n·m + n + m = 2n + 1 moves, of which n jumps and n + 1 slides."));
        if (formulaMatchesEveryPoint()) {
            sentences << tr("Its moves match every point shown.");
        }
    }
    return sentences.join(QLatin1Char(' '));
}

bool InvestigationChart::formulaMatchesEveryPoint() const
{
    const QList<QPointF> points = moves_.line->points();
    return !points.isEmpty() && std::all_of(points.begin(), points.end(), [this](const QPointF& point) {
        const int n = static_cast<int>(point.x());
        const int m = plot_ == Plot::Balanced ? n : 1;
        return static_cast<int>(point.y()) == n * m + n + m;
    });
}

QString InvestigationChart::emptyTitle() const
{
    const auto spec = [](const SheetBoard& board) { return QString::fromStdString(specOf(board)); };
    const std::vector<SheetBoard> boards = followedBoards();
    switch (sheet_) {
    case Sheet::PairShift:
    case Sheet::Y:
        return tr("Solve a board of this sheet (%1 to %2), or reveal one, and its point shows here.")
            .arg(spec(boards.front()), spec(boards.back()));
    case Sheet::Rows: break;
    }
    return plot_ == Plot::Balanced
               ? tr("This plot shows the boards with as many red pegs as blue (%1 to %2, the table's diagonal): "
                    "solve one, or reveal one, and its point shows here.")
                     .arg(spec(boards.front()), spec(boards.back()))
               : tr("This plot shows the boards with one red peg (%1 to %2, the table's first column): solve one, "
                    "or reveal one, and its point shows here.")
                     .arg(spec(boards.front()), spec(boards.back()));
}

void InvestigationChart::fitAxes()
{
    const int largest = largestOf(sheet_);
    // From 0, so that the first board's points stand clear of the axis.
    // Half a step beyond the last, so that its markers are not cut in half
    // at the edge; ticks on the whole numbers only.
    xAxis_->setRange(0, largest + 0.5);
    xAxis_->setTickType(QValueAxis::TicksDynamic);
    xAxis_->setTickAnchor(0);
    xAxis_->setTickInterval(1);
    double top = 0;
    for (QAbstractSeries* series : chart()->series()) {
        if (!series->isVisible()) {
            continue;
        }
        for (const QPointF& point : static_cast<QXYSeries*>(series)->points()) {
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
    for (QLineSeries* reference : references_) {
        chart()->removeSeries(reference);
        delete reference;
    }
    references_.clear();
    fillKnown();
    if (referenceShown_) {
        if (sheet_ == Sheet::Rows) {
            addFormulaSeries();
        } else {
            addEngineSeries();
        }
    }
    fitAxes();
    // An empty chart says how it fills, and with which boards, rather than show bare axes.
    const QList<QAbstractSeries*> all = chart()->series();
    const bool empty = std::all_of(all.begin(), all.end(), [](QAbstractSeries* series) {
        return !series->isVisible() || static_cast<QXYSeries*>(series)->count() == 0;
    });
    title_ = empty ? emptyTitle() : QString();
    showTitle();
    Q_EMIT rebuilt();
}

void InvestigationChart::resizeEvent(QResizeEvent* event)
{
    QChartView::resizeEvent(event);
    showTitle();
}

// Qt Charts draws its title on one line, elided at the chart's width (the
// sentence lost its end even on a large screen): it is broken into lines
// here, where QTextLayout knows where a line may break in every language,
// Chinese included, and given as HTML.
void InvestigationChart::showTitle()
{
    if (title_.isEmpty()) {
        chart()->setTitle(QString());
        return;
    }
    // No wider than the plot: the title's own room is the chart less its
    // margins, which Qt Charts does not tell.
    const qreal width = std::max<qreal>(120, chart()->plotArea().width());
    // A line may break after a colon, which would cut a board's spec
    // ("classic:" / "8x1"): the breaks are found on a copy whose colons are
    // a letter as wide or wider, and the lines taken from the sentence.
    QTextLayout layout(QString(title_).replace(QLatin1Char(':'), QLatin1Char('m')), chart()->titleFont());
    QStringList lines;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        lines << title_.mid(line.textStart(), line.textLength()).trimmed().toHtmlEscaped();
    }
    layout.endLayout();
    chart()->setTitle(lines.join(QStringLiteral("<br>")));
}

} // namespace leapfrog::ui

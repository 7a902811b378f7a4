// Tools > Investigate... (issue 23), by QTest events on the real widgets: the
// Rows sheet fills in from games solved in the main window (live, while it is
// open), with the fewest moves, the optimal mark and the slides and jumps of
// the game played; other cells stay empty until revealed by the real
// buttons (a cell, a row, all), and every revealed value equals the test's
// own breadth-first searches (classic rows, pair shifts, Y boards) or, where
// those would be slow, the core's count; the chart's series hold those
// values and the formula appears only on request; the CSV written through
// the real dialog and the clipboard's table read back; the window's state
// kept.
#include "background/backgroundwork.h"
#include "catalog/counting.h"
#include "investigate/investigation.h"
#include "investigate/investigationchart.h"
#include "investigate/investigationwindow.h"
#include "play/recordbook.h"
#include "row_bfs.h"
#include "window_driver.h"

#include <QChart>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QTextDocumentFragment>
#include <QDialogButtonBox>
#include <QLabel>
#include <QFileDialog>
#include <QHelpEvent>
#include <QLineSeries>
#include <QPointer>
#include <QScatterSeries>
#include <QValueAxis>
#include <QMimeData>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QToolButton>
#include <QToolTip>

#include <cmath>
#include <set>

using namespace leapfrog;
using namespace leapfrog::testing;

namespace {

// ---- the test's own searches ----------------------------------------------

// Breadth-first distances to `goal` over a reversible move set: `next(p)`
// lists the positions one move from p.
template<typename Next>
std::map<QString, int> distancesTo(const QString& goal, Next next)
{
    std::map<QString, int> distance{{goal, 0}};
    std::queue<QString> queue;
    queue.push(goal);
    while (!queue.empty()) {
        const QString here = queue.front();
        queue.pop();
        for (const QString& there : next(here)) {
            if (distance.emplace(there, distance[here] + 1).second) {
                queue.push(there);
            }
        }
    }
    return distance;
}

// pairs:N (window.md, "Variants"): two adjacent pegs shifted, in order,
// into the two adjacent holes.
QStringList pairShifts(const QString& here)
{
    const int hole = static_cast<int>(here.indexOf(QStringLiteral("__")));
    QStringList out;
    for (int i = 0; i + 1 < here.size(); ++i) {
        if (here[i] != '_' && here[i + 1] != '_') {
            QString there = here;
            there[hole] = here[i];
            there[hole + 1] = here[i + 1];
            there[i] = '_';
            there[i + 1] = '_';
            out << there;
        }
    }
    return out;
}

// y:K (window.md, "Variants"): hole 0 the centre, then arms A, B, C of K
// holes from the centre outward; a step along an edge into the empty hole, a
// jump over one peg along any path of two edges.
QStringList yMoves(const QString& here, int k)
{
    std::vector<std::vector<int>> neighbours(static_cast<std::size_t>(3 * k + 1));
    const auto link = [&](int a, int b) {
        neighbours[static_cast<std::size_t>(a)].push_back(b);
        neighbours[static_cast<std::size_t>(b)].push_back(a);
    };
    for (int arm = 0; arm < 3; ++arm) {
        link(0, arm * k + 1);
        for (int i = 1; i < k; ++i) {
            link(arm * k + i, arm * k + i + 1);
        }
    }
    const int empty = static_cast<int>(here.indexOf('_'));
    QStringList out;
    for (const int over : neighbours[static_cast<std::size_t>(empty)]) {
        out << moved(here, over + 1, empty + 1); // a step
        if (here[over] == '_') {
            continue;
        }
        for (const int from : neighbours[static_cast<std::size_t>(over)]) {
            if (from != empty) {
                out << moved(here, from + 1, empty + 1); // a jump over `over`
            }
        }
    }
    return out;
}

QString pairsStart(int n) { return QString(n, 'B') + QString(n, 'R') + QStringLiteral("__"); }
QString pairsGoal(int n) { return QStringLiteral("__") + QStringLiteral("RB").repeated(n); }
QString yStart(int k) { return QStringLiteral("_") + QString(k, 'B') + QString(k, 'R') + QString(k, 'Y'); }
QString yGoal(int k) { return QStringLiteral("_") + QString(k, 'R') + QString(k, 'Y') + QString(k, 'B'); }

// The core's minimum (catalog/counting.h), for boards too large for the test's searches.
int coreMinimum(const char* spec)
{
    SearchEngine engine(Variant::parse(spec));
    return static_cast<int>(countOptimalSolutions(engine).minimum.value());
}

// What a classic cell must hold, from the test's search where it is quick
// (n + m <= 7), else the core's count; jumps as a range over optimal solutions.
struct Expected {
    int moves = 0;
    int fewestJumps = 0;
    int mostJumps = 0;
};

Expected expectedClassic(int n, int m)
{
    if (n + m <= 7) {
        const OptimalJumps bfs = classicOptimalJumps(classicStart(n, m), classicGoal(n, m));
        return {bfs.moves, bfs.fewestJumps, bfs.mostJumps};
    }
    // Beyond the search: the core's minimum; each blue peg passes each red
    // one, and only a jump passes a peg, so at least n*m jumps, and the
    // slides and jumps add up to the moves.
    const int moves = coreMinimum(QStringLiteral("classic:%1x%2").arg(n).arg(m).toLatin1().constData());
    return {moves, n * m, moves};
}

// ---- driving the windows ----------------------------------------------------

ui::InvestigationWindow* openInvestigation(ui::MainWindow& window)
{
    action(window, QStringLiteral("investigate"))->trigger();
    auto* investigation = window.findChild<ui::InvestigationWindow*>(QStringLiteral("investigationWindow"));
    if (!investigation || !QTest::qWaitForWindowExposed(investigation)) {
        qFatal("Tools > Investigate... opened no window");
    }
    return investigation;
}

QTableView* sheetTable(ui::InvestigationWindow& investigation, const char* name)
{
    return investigation.findChild<QTableView*>(QString::fromLatin1(name));
}

void showSheet(ui::InvestigationWindow& investigation, int tab)
{
    auto* tabs = investigation.findChild<QTabWidget*>(QStringLiteral("sheets"));
    QTest::mouseClick(tabs->tabBar(), Qt::LeftButton, {}, tabs->tabBar()->tabRect(tab).center());
    QCOMPARE(tabs->currentIndex(), tab);
}

void clickCell(QTableView* table, int row, int column)
{
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(table->model()->index(row, column)).center());
}

void clickButton(ui::InvestigationWindow& investigation, const char* name)
{
    auto* button = investigation.findChild<QToolButton*>(QString::fromLatin1(name));
    QVERIFY2(button && button->isEnabled(), name);
    QTest::mouseClick(button, Qt::LeftButton);
}

QString cell(QTableView* table, int row, int column, int role = Qt::DisplayRole)
{
    return table->model()->index(row, column).data(role).toString();
}

// The tooltip the cell shows when hovered.
QString hoverText(QTableView* table, int row, int column)
{
    const QPoint at = table->visualRect(table->model()->index(row, column)).center();
    QHelpEvent event(QEvent::ToolTip, at, table->viewport()->mapToGlobal(at));
    QApplication::sendEvent(table->viewport(), &event);
    return QToolTip::text();
}

// A Rows cell read back: "15 ✓" then "6 / 9".
struct RowsCell {
    bool filled = false;
    int moves = 0;
    bool optimal = false;
    int slides = 0;
    int jumps = 0;
};

RowsCell readRowsCell(const QString& text)
{
    static const QRegularExpression form(QStringLiteral("^(\\d+)( ✓)?\\n(\\d+) / (\\d+)$"));
    const QRegularExpressionMatch match = form.match(text);
    if (!match.hasMatch()) {
        return {};
    }
    return {true, match.captured(1).toInt(), !match.captured(2).isEmpty(), match.captured(3).toInt(),
            match.captured(4).toInt()};
}

// Plays the board in the main window by clicks, an optimal game found by the
// test's search after `detour` holes clicked first; returns the slides and
// jumps played.
std::pair<int, int> solveByClicks(ui::MainWindow& window, int n, int m, const std::vector<int>& detour = {})
{
    const std::map<QString, int> distance = classicDistancesToGoal(classicGoal(n, m));
    int slides = 0;
    int jumps = 0;
    const auto count = [&](int from, int empty) { ++(std::abs(from - empty) == 2 ? jumps : slides); };
    for (const int hole : detour) {
        count(hole, static_cast<int>(text(window.model()->position()).indexOf('_')));
        clickHole(window, hole);
    }
    while (distance.at(text(window.model()->position())) > 0) {
        const QString here = text(window.model()->position());
        const int empty = static_cast<int>(here.indexOf('_'));
        for (const int from : {empty - 2, empty - 1, empty + 1, empty + 2}) {
            if (from >= 0 && from < here.size() && distance.at(moved(here, from + 1, empty + 1)) == distance.at(here) - 1) {
                count(from, empty);
                clickHole(window, from);
                break;
            }
        }
        if (text(window.model()->position()) == here) {
            qFatal("a click did not move the peg");
        }
    }
    return {slides, jumps};
}

QXYSeries* series(ui::InvestigationWindow& investigation, const char* id)
{
    for (QAbstractSeries* each : investigation.chart()->chart()->series()) {
        if (each->objectName() == QLatin1String(id)) {
            return qobject_cast<QXYSeries*>(each);
        }
    }
    return nullptr;
}

// The chart's points of a series as a map from x to y.
std::map<int, int> pointsOf(QXYSeries* line)
{
    std::map<int, int> points;
    for (const QPointF& point : line->points()) {
        points[static_cast<int>(point.x())] = static_cast<int>(point.y());
    }
    return points;
}

bool allWorkedOut(ui::InvestigationWindow& investigation)
{
    return QTest::qWaitFor([&] { return investigation.investigation()->pendingCount() == 0; }, kReadyMs);
}

} // namespace

class InvestigateTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { useTestSettings(QStringLiteral("tst_investigate")); }
    void init() { resetSettings(); }
    void solvedBoardsFillTheirCells();
    void revealedCellsEqualTheSearch();
    void theChartHoldsTheKnownValues();
    void pairShiftAndYBoardsEqualTheSearch();
    void hideRevealedFollowsTheSheet();
    void theChartTellsRevealedFromSolved();
    void theEmptyChartNamesItsBoards();
    void cancellingLeavesTheCellsEmpty();
    void csvAndClipboardHoldTheTable();
    void theWindowKeepsItsState();
    void revealButtonsStopWhenAllIsRevealed();
    void closeButtonAndEscapeClose();
};

void InvestigateTest::solvedBoardsFillTheirCells()
{
    auto window = openWindow("classic:1", Shown::Active);
    QVERIFY(analysed(*window));
    // classic:2 solved before the investigation opens.
    window->newGame(Variant::classic(2, 2));
    QVERIFY(analysed(*window));
    const auto [slides2, jumps2] = solveByClicks(*window, 2, 2);

    ui::InvestigationWindow* investigation = openInvestigation(*window);
    QTableView* rows = sheetTable(*investigation, "rowsTable");
    const RowsCell two = readRowsCell(cell(rows, 1, 1));
    QVERIFY2(two.filled, qPrintable(cell(rows, 1, 1)));
    QCOMPARE(two.moves, classicOptimalJumps(classicStart(2, 2), classicGoal(2, 2)).moves);
    QVERIFY(two.optimal);
    QCOMPARE(two.slides, slides2);
    QCOMPARE(two.jumps, jumps2);

    // classic:1 chosen by a double-click on its cell and solved the long way
    // (there and back once, then the shortest way) while the investigation
    // is open: its cell and the chart follow at once.
    QSignalSpy cellsChanged(rows->model(), &QAbstractItemModel::dataChanged);
    const QPoint oneCell = rows->visualRect(rows->model()->index(0, 0)).center();
    QTest::mouseClick(rows->viewport(), Qt::LeftButton, {}, oneCell); // the press a double-click follows
    QTest::mouseDClick(rows->viewport(), Qt::LeftButton, {}, oneCell);
    QCOMPARE(window->model()->variant().spec(), Variant::classic(1, 1).spec());
    QVERIFY(analysed(*window));
    const auto [slides1, jumps1] = solveByClicks(*window, 1, 1, {0, 1});
    QVERIFY(window->model()->game().isWon());
    QVERIFY(cellsChanged.count() > 0); // the view was told, so it repaints
    const RowsCell one = readRowsCell(cell(rows, 0, 0));
    QVERIFY2(one.filled, qPrintable(cell(rows, 0, 0)));
    const int shortest1 = classicDistancesToGoal(classicGoal(1, 1)).at(classicStart(1, 1));
    QCOMPARE(one.moves, shortest1 + 2);
    QVERIFY(!one.optimal);
    QCOMPARE(one.slides, slides1);
    QCOMPARE(one.jumps, jumps1);
    QVERIFY(!rows->model()->index(0, 0).data(Qt::FontRole).value<QFont>().italic()); // the player's own, not revealed
    const QString said = hoverText(rows, 0, 0);
    QVERIFY2(said.contains(QString::number(shortest1 + 2)) && said.contains(QString::number(shortest1)), qPrintable(said));
    QVERIFY2(!said.contains(QStringLiteral("(s)")), qPrintable(said)); // plurals made right without a translation
    const std::map<int, int> plotted = pointsOf(series(*investigation, "moves"));
    QCOMPARE(plotted, (std::map<int, int>{{1, shortest1 + 2}, {2, two.moves}}));

    // classic:1x2 the same way, the shortest way.
    const QPoint oneTwoCell = rows->visualRect(rows->model()->index(0, 1)).center();
    QTest::mouseClick(rows->viewport(), Qt::LeftButton, {}, oneTwoCell); // the press a double-click follows
    QTest::mouseDClick(rows->viewport(), Qt::LeftButton, {}, oneTwoCell);
    QCOMPARE(window->model()->variant().spec(), Variant::classic(1, 2).spec());
    QVERIFY(analysed(*window));
    const auto [slides12, jumps12] = solveByClicks(*window, 1, 2);
    const RowsCell oneTwo = readRowsCell(cell(rows, 0, 1));
    const OptimalJumps bfs = classicOptimalJumps(classicStart(1, 2), classicGoal(1, 2));
    QVERIFY2(oneTwo.filled, qPrintable(cell(rows, 0, 1)));
    QCOMPARE(oneTwo.moves, bfs.moves);
    QVERIFY(oneTwo.optimal);
    QCOMPARE(oneTwo.slides, slides12);
    QCOMPARE(oneTwo.jumps, jumps12);
    QCOMPARE(oneTwo.slides + oneTwo.jumps, bfs.moves);
    QVERIFY(hoverText(rows, 0, 1).contains(QStringLiteral("the fewest possible")));

    // Every other cell is empty: nothing was revealed.
    for (int n = 0; n < 8; ++n) {
        for (int m = 0; m < 8; ++m) {
            if ((n == 0 && m < 2) || (n == 1 && m == 1)) {
                continue;
            }
            QVERIFY2(cell(rows, n, m).isEmpty(), qPrintable(QStringLiteral("%1x%2: %3").arg(n + 1).arg(m + 1).arg(cell(rows, n, m))));
        }
    }
}

void InvestigateTest::revealedCellsEqualTheSearch()
{
    auto window = openWindow("classic:1", Shown::Active);
    QVERIFY(analysed(*window));
    // A player's slower game, which a reveal keeps, the minimum beside it.
    const auto [detourSlides, detourJumps] = solveByClicks(*window, 1, 1, {0, 1});
    const OptimalJumps bfs1 = classicOptimalJumps(classicStart(1, 1), classicGoal(1, 1));
    const int shortest1 = bfs1.moves;
    ui::InvestigationWindow* investigation = openInvestigation(*window);
    QTableView* rows = sheetTable(*investigation, "rowsTable");
    const auto checkDetourCell = [&](const QString& text, bool shown, const QString& where) {
        static const QRegularExpression form(
            QStringLiteral("^(\\d+)(?: \\((\\d+) ✓\\))?\\n(\\d+) / (\\d+)(?:\\n\\((\\d+) / (\\d+)\\))?$"));
        const QRegularExpressionMatch match = form.match(text);
        QVERIFY2(match.hasMatch(), qPrintable(where));
        QCOMPARE(match.captured(1).toInt(), shortest1 + 2);
        QCOMPARE(match.captured(3).toInt(), detourSlides);
        QCOMPARE(match.captured(4).toInt(), detourJumps);
        QVERIFY2(!text.startsWith(QString::number(shortest1 + 2) + QStringLiteral(" ✓")), qPrintable(where)); // the detour is not the fewest
        QCOMPARE(match.captured(2).isEmpty(), !shown);
        if (shown) {
            QCOMPARE(match.captured(2).toInt(), shortest1);
            const int slides = match.captured(5).toInt();
            const int jumps = match.captured(6).toInt();
            QCOMPARE(slides + jumps, shortest1);
            QVERIFY2(jumps >= bfs1.fewestJumps && jumps <= bfs1.mostJumps, qPrintable(where));
            QVERIFY2(hoverText(rows, 0, 0).contains(QStringLiteral("Revealed")), qPrintable(hoverText(rows, 0, 0)));
        }
        // The chart plots the fewest known: the revealed minimum, not the detour.
        const std::map<int, int> plotted = pointsOf(series(*investigation, "moves"));
        QCOMPARE(plotted.at(1), shown ? shortest1 : shortest1 + 2);
        if (shown) {
            QCOMPARE(pointsOf(series(*investigation, "slides")).at(1) + pointsOf(series(*investigation, "jumps")).at(1), shortest1);
        }
    };

    // One cell: classic:2x3 only.
    clickCell(rows, 1, 2);
    clickButton(*investigation, "revealCellButton");
    QVERIFY(allWorkedOut(*investigation));
    std::set<std::pair<int, int>> revealed{{2, 3}};
    const std::map<int, int> beforeReveal = pointsOf(series(*investigation, "moves"));
    QCOMPARE(beforeReveal.at(1), shortest1 + 2); // the player's detour, all the chart knows yet
    // The player's slower cell: its own result stays, the minimum beside it.
    clickCell(rows, 0, 0);
    clickButton(*investigation, "revealCellButton");
    QVERIFY(allWorkedOut(*investigation));
    revealed.insert({1, 1});
    // One row: n = 4.
    clickCell(rows, 3, 5);
    clickButton(*investigation, "revealRowButton");
    QVERIFY(allWorkedOut(*investigation));
    for (int m = 1; m <= 8; ++m) {
        revealed.insert({4, m});
    }
    const auto check = [&](const std::set<std::pair<int, int>>& shown) {
        for (int n = 1; n <= 8; ++n) {
            for (int m = 1; m <= 8; ++m) {
                const QString text = cell(rows, n - 1, m - 1);
                const QString where = QStringLiteral("classic:%1x%2 shows \"%3\"").arg(n).arg(m).arg(text);
                if (n == 1 && m == 1) {
                    checkDetourCell(text, shown.contains({1, 1}), where);
                    continue;
                }
                if (!shown.contains({n, m})) {
                    QVERIFY2(text.isEmpty(), qPrintable(where));
                    continue;
                }
                const RowsCell read = readRowsCell(text);
                const Expected expected = expectedClassic(n, m);
                QVERIFY2(read.filled, qPrintable(where));
                QCOMPARE(read.moves, expected.moves);
                QVERIFY2(read.optimal, qPrintable(where));
                QCOMPARE(read.slides + read.jumps, expected.moves);
                QVERIFY2(read.jumps >= expected.fewestJumps && read.jumps <= expected.mostJumps, qPrintable(where));
                // Seen as revealed: grey italics, and said so when hovered.
                QVERIFY(rows->model()->index(n - 1, m - 1).data(Qt::FontRole).value<QFont>().italic());
                QVERIFY(hoverText(rows, n - 1, m - 1).contains(QStringLiteral("revealed")));
            }
        }
    };
    check(revealed);

    clickButton(*investigation, "revealAllButton");
    QVERIFY(allWorkedOut(*investigation));
    std::set<std::pair<int, int>> every;
    for (int n = 1; n <= 8; ++n) {
        for (int m = 1; m <= 8; ++m) {
            every.insert({n, m});
        }
    }
    check(every);

    clickButton(*investigation, "hideRevealedButton");
    check({});
}

void InvestigateTest::theChartHoldsTheKnownValues()
{
    auto window = openWindow("classic:1", Shown::Active);
    ui::InvestigationWindow* investigation = openInvestigation(*window);
    QTableView* rows = sheetTable(*investigation, "rowsTable");
    // Half revealed: the rows n = 1..4.
    for (int n = 0; n < 4; ++n) {
        clickCell(rows, n, 0);
        clickButton(*investigation, "revealRowButton");
    }
    QVERIFY(allWorkedOut(*investigation));
    QVERIFY(series(*investigation, "moves"));
    QVERIFY2(!series(*investigation, "formulaMoves"), "the formula is drawn only on request");

    const auto checkPlot = [&](bool balanced) {
        const std::map<int, int> moves = pointsOf(series(*investigation, "moves"));
        const std::map<int, int> slides = pointsOf(series(*investigation, "slides"));
        const std::map<int, int> jumps = pointsOf(series(*investigation, "jumps"));
        QCOMPARE(moves.size(), std::size_t(4)); // n = 1..4 known, 5..8 not
        for (int n = 1; n <= 4; ++n) {
            const int m = balanced ? n : 1;
            const Expected expected = expectedClassic(n, m);
            QCOMPARE(moves.at(n), expected.moves);
            QCOMPARE(slides.at(n) + jumps.at(n), expected.moves);
            QVERIFY(jumps.at(n) >= expected.fewestJumps && jumps.at(n) <= expected.mostJumps);
        }
    };
    auto* plot = investigation->findChild<QComboBox*>(QStringLiteral("plotChoice"));
    QCOMPARE(plot->currentIndex(), 0); // m = n first
    checkPlot(true);
    QTest::keyClick(plot, Qt::Key_Down);
    QCOMPARE(plot->currentIndex(), 1);
    checkPlot(false);

    auto* formula = investigation->findChild<QCheckBox*>(QStringLiteral("showReference"));
    QTest::mouseClick(formula, Qt::LeftButton, {}, QPoint(8, formula->height() / 2));
    QVERIFY(formula->isChecked());
    for (const bool balanced : {false, true}) {
        const std::map<int, int> moves = pointsOf(series(*investigation, "formulaMoves"));
        const std::map<int, int> slides = pointsOf(series(*investigation, "formulaSlides"));
        const std::map<int, int> jumps = pointsOf(series(*investigation, "formulaJumps"));
        QCOMPARE(moves.size(), std::size_t(8));
        for (int n = 1; n <= 8; ++n) {
            const int m = balanced ? n : 1;
            QCOMPARE(moves.at(n), n * m + n + m);
            QCOMPARE(jumps.at(n), n * m);
            QCOMPARE(slides.at(n), n + m);
            if (n + m <= 7) {
                QCOMPARE(moves.at(n), expectedClassic(n, m).moves); // the formula is the search's
            }
        }
        QCOMPARE(series(*investigation, "formulaMoves")->pen().style(), Qt::DashLine);
        QTest::keyClick(plot, Qt::Key_Up);
    }
    QTest::mouseClick(formula, Qt::LeftButton, {}, QPoint(8, formula->height() / 2));
    QVERIFY(!series(*investigation, "formulaMoves"));
}

void InvestigateTest::pairShiftAndYBoardsEqualTheSearch()
{
    auto window = openWindow("classic:1", Shown::Active);
    ui::InvestigationWindow* investigation = openInvestigation(*window);

    showSheet(*investigation, 1);
    QTableView* pairs = sheetTable(*investigation, "pairsTable");
    QVERIFY(pairs->isVisible());
    QVERIFY(!investigation->findChild<QToolButton*>(QStringLiteral("revealRowButton"))->isVisible()); // a row is a board
    clickButton(*investigation, "revealAllButton");
    QVERIFY(allWorkedOut(*investigation));
    // pairs:3 is searched in the background; once every board is answered the progress goes.
    auto* status = investigation->findChild<QLabel*>(QStringLiteral("investigationStatus"));
    QTRY_VERIFY2(status->text().isEmpty(), qPrintable(status->text()));
    for (int n = 1; n <= 8; ++n) {
        const QString text = cell(pairs, n - 1, 0);
        int shortest = -1; // -1: cannot be solved
        if (n <= 5) {
            const std::map<QString, int> distance = distancesTo(pairsGoal(n), pairShifts);
            shortest = distance.contains(pairsStart(n)) ? distance.at(pairsStart(n)) : -1;
        } else {
            shortest = coreMinimum(QStringLiteral("pairs:%1").arg(n).toLatin1().constData());
        }
        if (shortest < 0) {
            QVERIFY2(!text.isEmpty() && !text.at(0).isDigit(), qPrintable(text)); // says it has none
            QVERIFY(hoverText(pairs, n - 1, 0).contains(QStringLiteral("cannot be solved")));
        } else {
            QCOMPARE(text, QString::number(shortest));
        }
    }
    // The engine's minima on request, the same values.
    auto* reference = investigation->findChild<QCheckBox*>(QStringLiteral("showReference"));
    QTest::mouseClick(reference, Qt::LeftButton, {}, QPoint(8, reference->height() / 2));
    QVERIFY(allWorkedOut(*investigation));
    const std::map<int, int> minima = pointsOf(series(*investigation, "engineMinimum"));
    QCOMPARE(minima.size(), std::size_t(6)); // pairs:1 and pairs:2 have none
    for (const auto& [n, moves] : minima) {
        QCOMPARE(moves, cell(pairs, n - 1, 0).toInt());
    }

    // The Y boards one by one: y:1 to y:3 against the test's search.
    showSheet(*investigation, 2);
    QTableView* y = sheetTable(*investigation, "yTable");
    for (int k = 1; k <= 3; ++k) {
        clickCell(y, k - 1, 0);
        clickButton(*investigation, "revealCellButton");
        QVERIFY(allWorkedOut(*investigation));
        const std::map<QString, int> distance = distancesTo(yGoal(k), [k](const QString& p) { return yMoves(p, k); });
        const int shortest = distance.at(yStart(k));
        QCOMPARE(cell(y, k - 1, 0), QString::number(shortest));
        QCOMPARE(cell(y, k - 1, 2).toInt() + cell(y, k - 1, 3).toInt(), shortest);
    }
    QVERIFY(cell(y, 3, 0).isEmpty()); // y:4 not revealed
}

// Hide revealed is enabled only where this sheet has something revealed, and
// empties that sheet only.
void InvestigateTest::hideRevealedFollowsTheSheet()
{
    auto window = openWindow("classic:1", Shown::Active);
    ui::InvestigationWindow* investigation = openInvestigation(*window);
    const auto hide = [&] { return investigation->findChild<QToolButton*>(QStringLiteral("hideRevealedButton")); };
    QTableView* rows = sheetTable(*investigation, "rowsTable");
    QVERIFY(!hide()->isEnabled());
    clickCell(rows, 1, 1);
    clickButton(*investigation, "revealCellButton");
    QVERIFY(allWorkedOut(*investigation));
    QVERIFY(hide()->isEnabled());
    for (const int tab : {1, 2}) {
        showSheet(*investigation, tab);
        QVERIFY2(!hide()->isEnabled(), "nothing of this sheet is revealed");
    }
    showSheet(*investigation, 1);
    QTableView* pairs = sheetTable(*investigation, "pairsTable");
    clickCell(pairs, 2, 0);
    clickButton(*investigation, "revealCellButton");
    QVERIFY(allWorkedOut(*investigation));
    QVERIFY(!cell(pairs, 2, 0).isEmpty());
    QVERIFY(hide()->isEnabled());
    clickButton(*investigation, "hideRevealedButton");
    QVERIFY(cell(pairs, 2, 0).isEmpty());
    QVERIFY(!hide()->isEnabled());
    showSheet(*investigation, 0);
    QVERIFY2(!cell(rows, 1, 1).isEmpty(), "the Rows sheet keeps its revealed cell");
    QVERIFY(hide()->isEnabled());
}

// The player's own points filled, the revealed ones hollow, and the caption
// says so; the last n's markers clear of the edge; the formula drawn over the
// known lines in a colour of its own, and said to match when it does.
void InvestigateTest::theChartTellsRevealedFromSolved()
{
    auto window = openWindow("classic:1", Shown::Active);
    QVERIFY(analysed(*window));
    solveByClicks(*window, 1, 1); // the shortest way: the player's own point at n = 1
    ui::InvestigationWindow* investigation = openInvestigation(*window);
    const auto scatter = [&](const char* id) { return qobject_cast<QScatterSeries*>(series(*investigation, id)); };
    const QPointer<QScatterSeries> solvedBefore = scatter("movesSolved");
    QVERIFY(solvedBefore);
    clickButton(*investigation, "revealAllButton");
    QVERIFY(allWorkedOut(*investigation));
    QCOMPARE(scatter("movesSolved"), solvedBefore.data()); // the same series, its points replaced

    std::set<int> solvedAt;
    for (const auto& [n, moves] : pointsOf(scatter("movesSolved"))) {
        solvedAt.insert(n);
    }
    std::set<int> revealedAt;
    for (const auto& [n, moves] : pointsOf(scatter("movesRevealed"))) {
        revealedAt.insert(n);
    }
    QCOMPARE(solvedAt, (std::set<int>{1}));
    QCOMPARE(revealedAt, (std::set<int>{2, 3, 4, 5, 6, 7, 8}));
    // Filled in the line's colour; hollow: a border only.
    const QColor line = series(*investigation, "moves")->pen().color();
    QCOMPARE(scatter("movesSolved")->color(), line);
    QCOMPARE(scatter("movesRevealed")->pen().color(), line);
    QVERIFY(scatter("movesRevealed")->color() != line);
    auto* caption = investigation->findChild<QLabel*>(QStringLiteral("referenceCaption"));
    QVERIFY2(caption->isVisible() && caption->text().contains(QStringLiteral("hollow points: revealed")), qPrintable(caption->text()));
    // Room beyond n = 8 for its markers.
    const auto* xAxis = static_cast<QValueAxis*>(investigation->chart()->chart()->axes(Qt::Horizontal).constFirst());
    QVERIFY2(xAxis->max() >= 8.4, qPrintable(QString::number(xAxis->max())));

    auto* formula = investigation->findChild<QCheckBox*>(QStringLiteral("showReference"));
    QTest::mouseClick(formula, Qt::LeftButton, {}, QPoint(8, formula->height() / 2));
    const QList<QAbstractSeries*> drawn = investigation->chart()->chart()->series();
    for (const auto& [id, reference] : {std::pair{"moves", "formulaMoves"}, std::pair{"slides", "formulaSlides"},
                                         std::pair{"jumps", "formulaJumps"}}) {
        QXYSeries* dashed = series(*investigation, reference);
        QVERIFY2(dashed, reference);
        QVERIFY2(drawn.indexOf(dashed) > drawn.indexOf(series(*investigation, id)), "drawn over the known line");
        QVERIFY(dashed->pen().color() != series(*investigation, id)->pen().color());
        QVERIFY(dashed->pen().widthF() < series(*investigation, id)->pen().widthF());
    }
    // Every n revealed or solved the shortest way: the formula's moves are every point's.
    for (const auto& [n, moves] : pointsOf(series(*investigation, "moves"))) {
        QCOMPARE(moves, expectedClassic(n, n).moves);
    }
    QVERIFY2(caption->text().contains(QStringLiteral("match every point")), qPrintable(caption->text()));
}

// A solved board neither plot follows leaves the chart empty, and its title
// names the boards that would fill it.
void InvestigateTest::theEmptyChartNamesItsBoards()
{
    auto window = openWindow("classic:1", Shown::Active);
    window->newGame(Variant::classic(1, 2));
    QVERIFY(analysed(*window));
    solveByClicks(*window, 1, 2);
    ui::InvestigationWindow* investigation = openInvestigation(*window);
    QChart* chart = investigation->chart()->chart();
    QVERIFY(pointsOf(series(*investigation, "moves")).empty());
    const QString balanced = chart->title();
    QVERIFY2(balanced.contains(QString::fromStdString(Variant::classic(8, 8).spec())), qPrintable(balanced));
    // Whole, on lines no wider than the plot, in a window of a small screen:
    // Qt Charts would elide a line too wide for the chart less its margins.
    investigation->resize(700, 500);
    QCoreApplication::processEvents();
    const QString wrapped = chart->title();
    const QFontMetricsF metrics(chart->titleFont());
    for (const QString& line : wrapped.split(QStringLiteral("<br>"))) {
        const QString plain = QTextDocumentFragment::fromHtml(line).toPlainText();
        QVERIFY2(metrics.horizontalAdvance(plain) <= chart->plotArea().width(), qPrintable(plain));
    }
    QVERIFY2(wrapped.endsWith(QStringLiteral("shows here.")), qPrintable(wrapped));
    QVERIFY2(!balanced.contains(QString::fromStdString(Variant::classic(1, 2).spec())), qPrintable(balanced));
    auto* plot = investigation->findChild<QComboBox*>(QStringLiteral("plotChoice"));
    QTest::keyClick(plot, Qt::Key_Down);
    QVERIFY(pointsOf(series(*investigation, "moves")).empty());
    const QString oneRed = chart->title();
    QVERIFY2(oneRed.contains(QString::fromStdString(Variant::classic(8, 1).spec())), qPrintable(oneRed));
    // The boards named do fill it: classic:8x1 revealed gives its point.
    QTableView* rows = sheetTable(*investigation, "rowsTable");
    clickCell(rows, 7, 0);
    clickButton(*investigation, "revealCellButton");
    QVERIFY(allWorkedOut(*investigation));
    QCOMPARE(pointsOf(series(*investigation, "moves")).size(), std::size_t(1));
    QVERIFY(chart->title().isEmpty());
}

void InvestigateTest::cancellingLeavesTheCellsEmpty()
{
    auto window = openWindow("classic:1", Shown::Active);
    ui::InvestigationWindow* investigation = openInvestigation(*window);
    showSheet(*investigation, 2);
    QSignalSpy observed(investigation->investigation()->work(), &ui::BackgroundWork::cancelObserved);
    clickButton(*investigation, "revealAllButton"); // y:6 to y:8 take minutes
    auto* cancel = investigation->findChild<QPushButton*>(QStringLiteral("cancelWork"));
    QVERIFY(cancel->isVisible());
    QTest::mouseClick(cancel, Qt::LeftButton);
    QVERIFY(QTest::qWaitFor([&] { return !investigation->investigation()->work()->busy(); }, kReadyMs));
    QVERIFY(observed.count() > 0); // the search saw the flag and stopped
    QTableView* y = sheetTable(*investigation, "yTable");
    QVERIFY2(cell(y, ui::kLargestY - 1, 0).isEmpty(), qPrintable(cell(y, ui::kLargestY - 1, 0)));
    QVERIFY(!cancel->isVisible());
}

void InvestigateTest::csvAndClipboardHoldTheTable()
{
    auto window = openWindow("classic:1", Shown::Active);
    QVERIFY(analysed(*window));
    solveByClicks(*window, 1, 1);
    ui::InvestigationWindow* investigation = openInvestigation(*window);
    QTableView* rows = sheetTable(*investigation, "rowsTable");
    clickCell(rows, 2, 0);
    clickButton(*investigation, "revealRowButton"); // classic:3x1 .. classic:3x8
    QVERIFY(allWorkedOut(*investigation));

    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("class.csv"));
    clickButton(*investigation, "exportCsvButton");
    auto* dialog = investigation->findChild<QFileDialog*>(QStringLiteral("csvDialog"));
    QVERIFY(dialog);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    auto* name = dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit"));
    QVERIFY(name);
    typeInto(name, path);
    auto* buttons = dialog->findChild<QDialogButtonBox*>(QStringLiteral("buttonBox"));
    QVERIFY(buttons && buttons->button(QDialogButtonBox::Save));
    QTest::mouseClick(buttons->button(QDialogButtonBox::Save), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(path), kReadyMs);

    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    QCOMPARE(lines.front(), QStringLiteral("variant,n,m,fewest moves,optimal,slides,jumps,source"));
    QCOMPARE(lines.size(), 1 + 64 + 8 + 8); // a row a board of every sheet
    std::map<QString, QStringList> byVariant;
    for (const QString& line : lines.mid(1)) {
        const QStringList fields = line.split(',');
        QCOMPARE(fields.size(), 8);
        byVariant[fields[0]] = fields;
    }
    const QStringList player = byVariant.at(QString::fromStdString(Variant::classic(1, 1).spec()));
    QCOMPARE(player[3].toInt(), classicDistancesToGoal(classicGoal(1, 1)).at(classicStart(1, 1)));
    QCOMPARE(player[4], QStringLiteral("yes"));
    QCOMPARE(player[7], QStringLiteral("solved"));
    for (int m = 1; m <= 8; ++m) {
        const QStringList fields = byVariant.at(QString::fromStdString(Variant::classic(3, m).spec()));
        const Expected expected = expectedClassic(3, m);
        QCOMPARE(fields[1], QStringLiteral("3"));
        QCOMPARE(fields[2], QString::number(m));
        QCOMPARE(fields[3].toInt(), expected.moves);
        QCOMPARE(fields[4], QStringLiteral("yes"));
        QCOMPARE(fields[5].toInt() + fields[6].toInt(), expected.moves);
        QVERIFY(fields[6].toInt() >= expected.fewestJumps && fields[6].toInt() <= expected.mostJumps);
        QCOMPARE(fields[7], QStringLiteral("revealed"));
    }
    const QStringList unknown = byVariant.at(QString::fromStdString(Variant::classic(2, 2).spec()));
    QCOMPARE(unknown.mid(3), QStringList(5, QString())); // not yet known: empty, to fill in by hand

    // Copy: this sheet, tab-separated for a spreadsheet, and as HTML.
    clickButton(*investigation, "copyTableButton");
    const QMimeData* copied = QGuiApplication::clipboard()->mimeData();
    QVERIFY(copied->hasText());
    QVERIFY(copied->hasHtml());
    const QStringList copiedLines = copied->text().split('\n', Qt::SkipEmptyParts);
    QCOMPARE(copiedLines.size(), 1 + 64);
    QCOMPARE(copiedLines.front().split('\t').size(), 8);
    bool found = false;
    for (const QString& line : copiedLines) {
        const QStringList fields = line.split('\t');
        QCOMPARE(fields.size(), 8);
        if (fields[0] == QString::fromStdString(Variant::classic(3, 3).spec())) {
            found = true;
            QCOMPARE(fields[3].toInt(), expectedClassic(3, 3).moves);
        }
    }
    QVERIFY(found);
    QVERIFY(copied->html().contains(QStringLiteral("<td>%1</td>").arg(expectedClassic(3, 4).moves)));
}

void InvestigateTest::theWindowKeepsItsState()
{
    {
        auto window = openWindow("classic:1", Shown::Active);
        ui::InvestigationWindow* investigation = openInvestigation(*window);
        showSheet(*investigation, 0);
        QTest::keyClick(investigation->findChild<QComboBox*>(QStringLiteral("plotChoice")), Qt::Key_Down);
        showSheet(*investigation, 2);
        investigation->resize(900, 640);
        investigation->close();
        // One instance: the action shows the same window again.
        QCOMPARE(openInvestigation(*window), investigation);
    }
    auto window = openWindow("classic:1", Shown::Active);
    ui::InvestigationWindow* investigation = openInvestigation(*window);
    QCOMPARE(investigation->findChild<QTabWidget*>(QStringLiteral("sheets"))->currentIndex(), 2);
    QCOMPARE(investigation->chart()->plot(), ui::Plot::OneRed);
    QCOMPARE(investigation->size(), QSize(900, 640));
}

// Reveal all, Reveal row and Reveal cell are disabled once what they would
// reveal is on show, and enabled again when it is hidden.
void InvestigateTest::revealButtonsStopWhenAllIsRevealed()
{
    auto window = openWindow("classic:1", Shown::Active);
    ui::InvestigationWindow* investigation = openInvestigation(*window);
    const auto enabled = [&](const char* name) {
        return investigation->findChild<QToolButton*>(QString::fromLatin1(name))->isEnabled();
    };
    showSheet(*investigation, 0);
    QTableView* rows = sheetTable(*investigation, "rowsTable");
    clickCell(rows, 2, 3);
    QVERIFY(enabled("revealCellButton") && enabled("revealRowButton") && enabled("revealAllButton"));
    clickButton(*investigation, "revealCellButton");
    QVERIFY(allWorkedOut(*investigation));
    QVERIFY2(!enabled("revealCellButton"), "the chosen cell is revealed already");
    QVERIFY(enabled("revealRowButton") && enabled("revealAllButton"));
    clickButton(*investigation, "revealRowButton");
    QVERIFY(allWorkedOut(*investigation));
    QVERIFY2(!enabled("revealRowButton"), "the chosen row is revealed already");
    QVERIFY(enabled("revealAllButton"));
    clickButton(*investigation, "revealAllButton");
    QVERIFY(allWorkedOut(*investigation));
    for (int n = 0; n < ui::kLargestRow; ++n) {
        for (int m = 0; m < ui::kLargestRow; ++m) {
            QVERIFY2(readRowsCell(cell(rows, n, m)).filled, qPrintable(cell(rows, n, m)));
        }
    }
    QVERIFY2(!enabled("revealAllButton"), "every board of the sheet is revealed");
    clickCell(rows, 5, 5);
    QVERIFY(!enabled("revealCellButton") && !enabled("revealRowButton"));
    // Another sheet has its own boards to reveal.
    showSheet(*investigation, 1);
    QVERIFY(enabled("revealAllButton"));
    showSheet(*investigation, 0);
    QVERIFY(!enabled("revealAllButton"));
    clickButton(*investigation, "hideRevealedButton");
    QVERIFY(enabled("revealAllButton") && enabled("revealCellButton") && enabled("revealRowButton"));
}

// The window closes by its Close button and by Esc from a control inside it.
void InvestigateTest::closeButtonAndEscapeClose()
{
    auto window = openWindow("classic:1", Shown::Active);
    ui::InvestigationWindow* investigation = openInvestigation(*window);
    auto* close = investigation->findChild<QPushButton*>(QStringLiteral("closeInvestigation"));
    QVERIFY(close && close->isVisible());
    QVERIFY(!close->text().isEmpty());
    QTest::mouseClick(close, Qt::LeftButton);
    QTRY_VERIFY(!investigation->isVisible());

    QCOMPARE(openInvestigation(*window), investigation);
    QTableView* rows = sheetTable(*investigation, "rowsTable");
    clickCell(rows, 1, 1);
    rows->setFocus();
    QTRY_VERIFY(rows->hasFocus());
    QTest::keyClick(rows, Qt::Key_Escape);
    QTRY_VERIFY(!investigation->isVisible());

    QCOMPARE(openInvestigation(*window), investigation);
    auto* plot = investigation->findChild<QComboBox*>(QStringLiteral("plotChoice"));
    plot->setFocus();
    QTRY_VERIFY(plot->hasFocus());
    QTest::keyClick(plot, Qt::Key_Escape);
    QTRY_VERIFY(!investigation->isVisible());
}

QTEST_MAIN(InvestigateTest)
#include "tst_investigate.moc"

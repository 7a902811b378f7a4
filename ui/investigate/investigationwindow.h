#pragma once
// Tools > Investigate...: the classroom investigation of frogs and toads in a
// window of its own. The sheets (Rows classic:NxM, Pair shift, Y boards) fill
// in as the player solves boards in the main window (the record book, live);
// a cell not yet solved stays empty until the user reveals it (one cell, a
// row, all), so that a class finds the pattern before it sees it. A chart of
// the values known, with the formula (or the engine's minima) on request;
// the table exported as CSV or copied for a spreadsheet. Non-modal, one
// instance (the main window keeps it); its sheet, plot and geometry are kept
// in the settings (settings/settingkeys.h).
#include "boards.h"

#include <QWidget>

#include <optional>
#include <vector>

class QAction;
class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QSplitter;
class QTabWidget;
class QTableView;

namespace leapfrog::ui {

class Investigation;
class InvestigationChart;
class RecordBook;

class InvestigationWindow : public QWidget {
    Q_OBJECT
public:
    explicit InvestigationWindow(const RecordBook* book, QWidget* parent = nullptr);
    ~InvestigationWindow() override;

    Investigation* investigation() const { return investigation_; }
    InvestigationChart* chart() const { return chart_; }
    Sheet currentSheet() const;
    QTableView* table(Sheet sheet) const;

Q_SIGNALS:
    // The user double-clicked a board to play it.
    void playRequested(const QString& spec);

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    QWidget* createSheets();
    QWidget* createChartSide();
    QWidget* createStatusRow();
    QTableView* createTable(Sheet sheet);
    QAction* createAction(const QString& name, const QString& text, const QString& tip);
    void connectWork();

    // The board of the chosen cell (a row of the other sheets), and the
    // Rows sheet's row of boards it is in; none when nothing is chosen.
    std::optional<SheetBoard> chosenBoard() const;
    std::vector<SheetBoard> chosenRow() const;
    void revealCell();
    void revealRow();
    void revealAll();
    void hideRevealed();
    void copyTable();
    void exportCsv();
    void writeCsv(const QString& path);

    void onSheetChanged();
    void updateActions();
    // A sentence in the status line; sayWorking for progress, which goes by
    // itself once the work is done.
    void say(const QString& sentence);
    void sayWorking(const QString& progress);
    void restoreState();
    void saveState() const;

    Investigation* investigation_;
    QTabWidget* sheets_ = nullptr;
    QLabel* legend_ = nullptr;
    QSplitter* splitter_ = nullptr;
    InvestigationChart* chart_ = nullptr;
    QComboBox* plotChoice_ = nullptr;
    QCheckBox* referenceBox_ = nullptr;
    QLabel* status_ = nullptr;
    QPushButton* cancel_ = nullptr;
    QPushButton* close_ = nullptr;
    bool working_ = false; // the status line shows progress
    QAction* revealCell_ = nullptr;
    QAction* revealRow_ = nullptr;
    QAction* revealAll_ = nullptr;
    QAction* hideRevealed_ = nullptr;
    QAction* copy_ = nullptr;
    QAction* exportCsv_ = nullptr;
};

} // namespace leapfrog::ui

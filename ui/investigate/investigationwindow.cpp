#include "investigationwindow.h"

#include "background/backgroundwork.h"
#include "familylistmodel.h"
#include "investigation.h"
#include "investigationtexts.h"
#include "investigationchart.h"
#include "rowsgridmodel.h"
#include "tableexport.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QCloseEvent>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include "settings/settingkeys.h"
#include <QShortcut>
#include <QSplitter>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace leapfrog::ui {

namespace {

QString sheetName(Sheet sheet)
{
    switch (sheet) {
    case Sheet::PairShift: return QStringLiteral("pairs");
    case Sheet::Y: return QStringLiteral("y");
    case Sheet::Rows: break;
    }
    return QStringLiteral("rows");
}

QString legendOf(Sheet sheet)
{
    const QString revealed = InvestigationWindow::tr("Grey italics: revealed by the program, not solved by you; in "
                                                     "brackets under or beside a slower game of yours: the fewest, "
                                                     "revealed.");
    switch (sheet) {
    case Sheet::Rows:
        return InvestigationWindow::tr("Each cell: the fewest moves found (✓ when no fewer are possible), then "
                                       "slides / jumps. n blue pegs down, m red pegs across. %1")
            .arg(revealed);
    case Sheet::PairShift:
        return InvestigationWindow::tr("pairs:N: N pegs of each colour, moved two at a time into the two holes. %1")
            .arg(revealed);
    case Sheet::Y:
        return InvestigationWindow::tr("y:K: three arms of K pegs round an empty centre. y:%1 to y:%2 take minutes "
                                       "the first time; Cancel stops them. %3")
            .arg(kLargestQuickY + 1)
            .arg(kLargestY)
            .arg(revealed);
    }
    return {};
}

} // namespace

InvestigationWindow::InvestigationWindow(const RecordBook* book, QWidget* parent)
    : QWidget(parent, Qt::Window)
    , investigation_(new Investigation(book, this))
{
    setObjectName(QStringLiteral("investigationWindow"));
    setWindowTitle(tr("Investigate: frogs and toads"));
    revealCell_ = createAction(QStringLiteral("revealCell"), tr("Reveal &cell"),
                               tr("Shows the fewest moves, slides and jumps of the chosen board."));
    revealRow_ = createAction(QStringLiteral("revealRow"), tr("Reveal ro&w"),
                              tr("Shows every board of the chosen row (the same number of blue pegs)."));
    revealAll_ = createAction(QStringLiteral("revealAll"), tr("Reveal &all"), tr("Shows every board of this sheet."));
    hideRevealed_ = createAction(QStringLiteral("hideRevealed"), tr("&Hide revealed"),
                                 tr("Empties every revealed cell of this sheet again, to start the class "
                                    "afresh; your own results stay."));
    copy_ = createAction(QStringLiteral("copyTable"), tr("C&opy"),
                         tr("Copies this sheet as a table, for a spreadsheet or a document."));
    copy_->setShortcut(QKeySequence::Copy);
    exportCsv_ = createAction(QStringLiteral("exportCsv"), tr("&Export CSV..."),
                              tr("Writes every board of every sheet to a CSV file, one row a board."));
    connect(revealCell_, &QAction::triggered, this, &InvestigationWindow::revealCell);
    connect(revealRow_, &QAction::triggered, this, &InvestigationWindow::revealRow);
    connect(revealAll_, &QAction::triggered, this, &InvestigationWindow::revealAll);
    connect(hideRevealed_, &QAction::triggered, this, &InvestigationWindow::hideRevealed);
    connect(copy_, &QAction::triggered, this, &InvestigationWindow::copyTable);
    connect(exportCsv_, &QAction::triggered, this, &InvestigationWindow::exportCsv);

    splitter_ = new QSplitter(Qt::Horizontal, this);
    splitter_->setObjectName(QStringLiteral("investigationSplitter"));
    splitter_->setChildrenCollapsible(false);
    splitter_->addWidget(createSheets());
    splitter_->addWidget(createChartSide());
    splitter_->setStretchFactor(0, 1);
    splitter_->setStretchFactor(1, 1);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(splitter_, 1);
    layout->addWidget(createStatusRow());

    connectWork();
    connect(investigation_, &Investigation::changed, this, &InvestigationWindow::updateActions);
    restoreState();
    onSheetChanged();
}

InvestigationWindow::~InvestigationWindow() { saveState(); }

QAction* InvestigationWindow::createAction(const QString& name, const QString& text, const QString& tip)
{
    auto* action = new QAction(text, this);
    action->setObjectName(name);
    action->setToolTip(QString(text).remove(QLatin1Char('&')).remove(QStringLiteral("...")) + QStringLiteral(": ")
                       + tip);
    action->setStatusTip(tip);
    action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(action);
    return action;
}

QTableView* InvestigationWindow::createTable(Sheet sheet)
{
    auto* table = new QTableView;
    table->setObjectName(sheetName(sheet) + QStringLiteral("Table"));
    if (sheet == Sheet::Rows) {
        table->setModel(new RowsGridModel(investigation_, table));
        table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
        table->verticalHeader()->setSectionResizeMode(QHeaderView::Stretch);
        // Two lines a cell: the moves, then slides / jumps.
        table->verticalHeader()->setMinimumSectionSize(2 * table->fontMetrics().height() + 8);
        table->setSelectionMode(QAbstractItemView::SingleSelection);
    } else {
        table->setModel(new FamilyListModel(sheet, investigation_, table));
        table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
        table->setSelectionBehavior(QAbstractItemView::SelectRows);
        table->setSelectionMode(QAbstractItemView::SingleSelection);
    }
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setWordWrap(true);
    table->setContextMenuPolicy(Qt::ActionsContextMenu);
    table->addActions({revealCell_, revealRow_, revealAll_, hideRevealed_, copy_});
    connect(table->selectionModel(), &QItemSelectionModel::currentChanged, this, &InvestigationWindow::updateActions);
    connect(table, &QTableView::doubleClicked, this, [this, sheet](const QModelIndex& index) {
        const SheetBoard board = sheet == Sheet::Rows ? RowsGridModel::boardAt(index) : SheetBoard{sheet, index.row() + 1, 0};
        Q_EMIT playRequested(QString::fromStdString(specOf(board)));
    });
    return table;
}

QWidget* InvestigationWindow::createSheets()
{
    auto* side = new QWidget;
    sheets_ = new QTabWidget(side);
    sheets_->setObjectName(QStringLiteral("sheets"));
    sheets_->addTab(createTable(Sheet::Rows), tr("&Rows"));
    sheets_->addTab(createTable(Sheet::PairShift), tr("&Pair shift"));
    sheets_->addTab(createTable(Sheet::Y), tr("&Y boards"));
    connect(sheets_, &QTabWidget::currentChanged, this, &InvestigationWindow::onSheetChanged);

    legend_ = new QLabel(side);
    legend_->setObjectName(QStringLiteral("legend"));
    legend_->setWordWrap(true);

    auto* buttons = new QHBoxLayout;
    for (QAction* action : {revealCell_, revealRow_, revealAll_, hideRevealed_}) {
        auto* button = new QToolButton(side);
        button->setObjectName(action->objectName() + QStringLiteral("Button"));
        button->setDefaultAction(action);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        buttons->addWidget(button);
    }
    buttons->addStretch(1);

    auto* column = new QVBoxLayout(side);
    column->setContentsMargins(0, 0, 0, 0);
    column->addWidget(sheets_, 1);
    column->addWidget(legend_);
    column->addLayout(buttons);
    return side;
}

QWidget* InvestigationWindow::createChartSide()
{
    auto* side = new QWidget;
    plotChoice_ = new QComboBox(side);
    plotChoice_->setObjectName(QStringLiteral("plotChoice"));
    plotChoice_->addItem(tr("Balanced boards: m = n"), static_cast<int>(Plot::Balanced));
    plotChoice_->addItem(tr("One red peg: m = 1"), static_cast<int>(Plot::OneRed));
    referenceBox_ = new QCheckBox(side);
    referenceBox_->setObjectName(QStringLiteral("showReference"));
    chart_ = new InvestigationChart(investigation_, side);
    chart_->setMinimumSize(300, 260);

    connect(plotChoice_, &QComboBox::currentIndexChanged, this,
            [this] { chart_->setPlot(static_cast<Plot>(plotChoice_->currentData().toInt())); });
    connect(referenceBox_, &QCheckBox::toggled, this, [this](bool shown) {
        if (shown && currentSheet() != Sheet::Rows) {
            // The engine's minima: the quick ones now; the long Y boards once revealed.
            std::vector<SheetBoard> boards = boardsOf(currentSheet());
            std::erase_if(boards, [](const SheetBoard& b) { return b.sheet == Sheet::Y && b.n > kLargestQuickY; });
            investigation_->workOut(boards);
        }
        chart_->setReferenceShown(shown);
    });

    auto* caption = new QLabel(side);
    caption->setObjectName(QStringLiteral("referenceCaption"));
    caption->setWordWrap(true);
    connect(chart_, &InvestigationChart::rebuilt, caption, [this, caption] {
        caption->setText(chart_->referenceCaption());
        caption->setVisible(!caption->text().isEmpty());
    });
    caption->hide();

    auto* controls = new QHBoxLayout;
    controls->addWidget(plotChoice_);
    controls->addWidget(referenceBox_);
    controls->addStretch(1);
    auto* column = new QVBoxLayout(side);
    column->setContentsMargins(0, 0, 0, 0);
    column->addLayout(controls);
    column->addWidget(chart_, 1);
    column->addWidget(caption);
    return side;
}

QWidget* InvestigationWindow::createStatusRow()
{
    auto* row = new QWidget;
    status_ = new QLabel(row);
    status_->setObjectName(QStringLiteral("investigationStatus"));
    status_->setWordWrap(true);
    cancel_ = new QPushButton(tr("Cancel"), row);
    cancel_->setObjectName(QStringLiteral("cancelWork"));
    cancel_->hide();
    connect(cancel_, &QPushButton::clicked, investigation_, &Investigation::cancel);
    // A window of its own closes as a dialog does: a button, and Esc from
    // anywhere in it (the work goes on; the window shows it when reopened).
    close_ = new QPushButton(tr("Close"), row);
    close_->setObjectName(QStringLiteral("closeInvestigation"));
    connect(close_, &QPushButton::clicked, this, &QWidget::close);
    auto* escape = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    escape->setContext(Qt::WindowShortcut);
    connect(escape, &QShortcut::activated, this, &QWidget::close);
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(status_, 1);
    layout->addWidget(cancel_);
    for (QAction* action : {copy_, exportCsv_}) {
        auto* button = new QToolButton(row);
        button->setObjectName(action->objectName() + QStringLiteral("Button"));
        button->setDefaultAction(action);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        layout->addWidget(button);
    }
    layout->addWidget(close_);
    return row;
}

void InvestigationWindow::connectWork()
{
    BackgroundWork* work = investigation_->work();
    connect(work, &BackgroundWork::busyChanged, this, [this](bool busy) {
        cancel_->setVisible(busy);
        if (busy) {
            sayWorking(tr("Working out %Ln board(s)…", nullptr, investigation_->pendingCount()));
        }
    });
    // The last answer arrives after the work says it is idle: the progress
    // goes once nothing is left to work out.
    connect(investigation_, &Investigation::changed, this, [this] {
        if (working_ && investigation_->pendingCount() == 0) {
            say({});
        }
    });
    connect(work, &BackgroundWork::progressed, this, [this](const SearchProgress& progress) {
        QString text = tr("Working out %Ln board(s)…", nullptr, investigation_->pendingCount());
        if (progress.total > 0) {
            text += QLatin1Char(' ')
                    + tr("%1: %2%").arg(QString::fromStdString(progress.phase))
                          .arg(100.0 * static_cast<double>(progress.done) / static_cast<double>(progress.total), 0, 'f', 0);
        } else if (!progress.phase.empty()) {
            text += QLatin1Char(' ') + tr("%1, %Ln move(s) deep", nullptr, progress.layer).arg(QString::fromStdString(progress.phase));
        }
        sayWorking(text);
    });
    connect(work, &BackgroundWork::cancelObserved, this, [this] {
        if (investigation_->pendingCount() == 0) {
            say(tr("Cancelled: the boards not yet worked out are empty again."));
        }
    });
    connect(investigation_, &Investigation::notWorkedOut, this,
            [this](const QString& why) { say(tr("A board was not worked out: %1").arg(why)); });
}

Sheet InvestigationWindow::currentSheet() const { return kSheets[std::max(0, sheets_->currentIndex())]; }

QTableView* InvestigationWindow::table(Sheet sheet) const
{
    return static_cast<QTableView*>(sheets_->widget(static_cast<int>(sheet)));
}

void InvestigationWindow::onSheetChanged()
{
    const Sheet sheet = currentSheet();
    legend_->setText(legendOf(sheet));
    chart_->setSheet(sheet);
    plotChoice_->setVisible(sheet == Sheet::Rows);
    referenceBox_->setText(sheet == Sheet::Rows ? tr("Show the &formula") : tr("Show the engine's &minima"));
    referenceBox_->setToolTip(sheet == Sheet::Rows
                                  ? tr("Draws n·m + n + m moves, n·m jumps and n + m slides, dashed.")
                                  : tr("Draws the fewest moves the engine finds, dashed."));
    if (referenceBox_->isChecked()) {
        referenceBox_->setChecked(false); // each sheet's reference is asked for again
    }
    updateActions();
}

void InvestigationWindow::updateActions()
{
    const Sheet sheet = currentSheet();
    const std::optional<SheetBoard> chosen = chosenBoard();
    revealCell_->setText(sheet == Sheet::Rows ? tr("Reveal &cell") : tr("Reveal &board"));
    // A button with nothing left to reveal is disabled: it would do nothing.
    revealCell_->setEnabled(chosen && !investigation_->allRevealed({*chosen}));
    // Rows of boards are the Rows sheet's; on the others a row is one board.
    revealRow_->setVisible(sheet == Sheet::Rows); // the context menu
    findChild<QToolButton*>(QStringLiteral("revealRowButton"))->setVisible(sheet == Sheet::Rows);
    const std::vector<SheetBoard> row = chosenRow();
    revealRow_->setEnabled(!row.empty() && !investigation_->allRevealed(row));
    revealAll_->setEnabled(!investigation_->allRevealed(boardsOf(sheet)));
    // Only with something to hide on this sheet: a button that does nothing misleads.
    hideRevealed_->setEnabled(investigation_->anyRevealed(sheet));
}

std::optional<SheetBoard> InvestigationWindow::chosenBoard() const
{
    const Sheet sheet = currentSheet();
    const QModelIndex index = table(sheet)->currentIndex();
    if (!index.isValid()) {
        return std::nullopt;
    }
    return sheet == Sheet::Rows ? RowsGridModel::boardAt(index) : SheetBoard{sheet, index.row() + 1, 0};
}

std::vector<SheetBoard> InvestigationWindow::chosenRow() const
{
    const std::optional<SheetBoard> chosen = chosenBoard();
    std::vector<SheetBoard> row;
    if (chosen && chosen->sheet == Sheet::Rows) {
        for (int m = 1; m <= kLargestRow; ++m) {
            row.push_back({Sheet::Rows, chosen->n, m});
        }
    }
    return row;
}

void InvestigationWindow::revealCell()
{
    if (const std::optional<SheetBoard> chosen = chosenBoard()) {
        investigation_->reveal({*chosen});
    }
}

void InvestigationWindow::revealRow()
{
    const std::vector<SheetBoard> row = chosenRow();
    if (!row.empty()) {
        investigation_->reveal(row);
    }
}

void InvestigationWindow::revealAll() { investigation_->reveal(boardsOf(currentSheet())); }

void InvestigationWindow::hideRevealed()
{
    investigation_->cancel();
    investigation_->hideRevealed(currentSheet());
    say(tr("The revealed cells of this sheet are empty again; your own results stay."));
}

void InvestigationWindow::copyTable()
{
    const Sheet sheets[] = {currentSheet()};
    const QList<QStringList> rows = tableRows(*investigation_, sheets);
    QGuiApplication::clipboard()->setMimeData(tableMimeData(tableHeader(), rows));
    say(tr("Copied the %1 sheet: %Ln board(s), one a row.", nullptr, static_cast<int>(rows.size()))
            .arg(sheets_->tabText(sheets_->currentIndex()).remove(QLatin1Char('&'))));
}

void InvestigationWindow::exportCsv()
{
    QString folder = Settings().value(setting::investigationCsvFolder);
    if (folder.isEmpty()) {
        folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    }
    auto* dialog = new QFileDialog(this, tr("Export the investigation as CSV"), folder, tr("CSV files (*.csv)"));
    dialog->setObjectName(QStringLiteral("csvDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setDefaultSuffix(QStringLiteral("csv"));
    dialog->selectFile(tr("frogs-and-toads", "a file name: lower case, words joined by hyphens") + QStringLiteral(".csv"));
    connect(dialog, &QFileDialog::fileSelected, this, &InvestigationWindow::writeCsv);
    dialog->open();
}

void InvestigationWindow::writeCsv(const QString& path)
{
    const QList<QStringList> rows = tableRows(*investigation_, kSheets);
    QString error;
    if (!writeTextFile(path, csvText(tableHeader(), rows), &error)) {
        say(tr("The table was not written to %1: %2.").arg(QDir::toNativeSeparators(path), error));
        return;
    }
    Settings().setValue(setting::investigationCsvFolder, QFileInfo(path).absolutePath());
    say(tr("Wrote %Ln board(s) to %1.", nullptr, static_cast<int>(rows.size())).arg(QDir::toNativeSeparators(path)));
}

void InvestigationWindow::say(const QString& sentence)
{
    status_->setText(sentence);
    working_ = false;
}

void InvestigationWindow::sayWorking(const QString& progress)
{
    status_->setText(progress);
    working_ = true;
}

void InvestigationWindow::closeEvent(QCloseEvent* event)
{
    saveState();
    QWidget::closeEvent(event);
}

void InvestigationWindow::restoreState()
{
    const Settings settings;
    if (!restoreGeometry(settings.value(setting::investigationGeometry))) {
        // The table and the chart side by side, within the screen it opens on (1024 x 768 and up).
        const QRect available = screen() ? screen()->availableGeometry() : QRect(0, 0, 1024, 768);
        resize(std::min(1000, available.width() - 24), std::min(680, available.height() - 48));
        // Over the main window, inside the screen.
        if (parentWidget()) {
            const QRect over = parentWidget()->window()->frameGeometry();
            QRect placed(QPoint(), size());
            placed.moveCenter(over.center());
            placed.moveLeft(std::clamp(placed.left(), available.left(), std::max(available.left(), available.right() - placed.width())));
            placed.moveTop(std::clamp(placed.top(), available.top(), std::max(available.top(), available.bottom() - placed.height())));
            move(placed.topLeft());
        }
    }
    splitter_->restoreState(settings.value(setting::investigationSplitter));
    const int sheet = settings.value(setting::investigationSheet);
    sheets_->setCurrentIndex(std::clamp(sheet, 0, sheets_->count() - 1));
    const int plot = plotChoice_->findData(settings.value(setting::investigationPlot));
    plotChoice_->setCurrentIndex(std::max(0, plot));
    chart_->setPlot(static_cast<Plot>(plotChoice_->currentData().toInt()));
}

void InvestigationWindow::saveState() const
{
    Settings settings;
    settings.setValue(setting::investigationGeometry, saveGeometry());
    settings.setValue(setting::investigationSplitter, splitter_->saveState());
    settings.setValue(setting::investigationSheet, sheets_->currentIndex());
    settings.setValue(setting::investigationPlot, plotChoice_->currentData().toInt());
}

} // namespace leapfrog::ui

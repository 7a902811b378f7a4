#include "statisticsdialog.h"

#include "play/recordbook.h"
#include "recordtable.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QScreen>
#include <QScrollBar>
#include <QVBoxLayout>

#include <algorithm>

namespace leapfrog::ui {

StatisticsDialog::StatisticsDialog(RecordBook* book, QWidget* parent)
    : QDialog(parent)
    , book_(book)
    , empty_(new QLabel(tr("No puzzle solved yet."), this))
    , table_(new QTableView(this))
    , sorted_(new QSortFilterProxyModel(this))
{
    setWindowTitle(tr("Statistics"));
    empty_->setObjectName(QStringLiteral("noRecords"));
    empty_->setAlignment(Qt::AlignCenter);

    sorted_->setSourceModel(new RecordTable(book_, this));
    sorted_->setSortRole(RecordTable::kSortRole);
    table_->setObjectName(QStringLiteral("recordTable"));
    table_->setModel(sorted_);
    table_->setSortingEnabled(true);
    table_->sortByColumn(RecordTable::Name, Qt::AscendingOrder);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setAlternatingRowColors(true);
    table_->setWordWrap(false); // one line a record: the columns size to their contents
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    reset_ = buttons->addButton(tr("&Reset..."), QDialogButtonBox::ResetRole);
    reset_->setObjectName(QStringLiteral("resetRecords"));
    reset_->setAutoDefault(false);
    connect(reset_, &QPushButton::clicked, this, &StatisticsDialog::askReset);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(empty_);
    layout->addWidget(table_, 1);
    layout->addWidget(buttons);

    connect(book_, &RecordBook::changed, this, &StatisticsDialog::showBook);
    showBook();
}

void StatisticsDialog::fitToTable()
{
    if (book_->isEmpty()) {
        resize(420, 200); // one sentence needs no room for a table
        return;
    }
    // As wide as the columns need, on the screen it opens on (1024 pixels and up).
    table_->horizontalHeader()->resizeSections(QHeaderView::ResizeToContents);
    const int wanted = table_->frameWidth() * 2 + table_->horizontalHeader()->length();
    const QMargins margins = layout()->contentsMargins();
    const int available = screen() ? screen()->availableGeometry().width() - 40 : 980;
    resize(std::clamp(wanted + margins.left() + margins.right() + table_->verticalScrollBar()->sizeHint().width(),
                      480, available),
           360);
}

void StatisticsDialog::showBook()
{
    const bool empty = book_->isEmpty();
    empty_->setVisible(empty);
    table_->setVisible(!empty);
    reset_->setEnabled(!empty);
    if (!isVisible()) {
        fitToTable(); // not while it is looked at: a dialog that jumps in size is hard to read
    }
}

void StatisticsDialog::askReset()
{
    QMessageBox ask(QMessageBox::Question, tr("Reset the records?"),
                    tr("Every best result and count will be emptied. This cannot be undone."),
                    QMessageBox::Yes | QMessageBox::No, this);
    ask.setObjectName(QStringLiteral("resetRecordsQuestion"));
    ask.setDefaultButton(QMessageBox::No);
    if (ask.exec() == QMessageBox::Yes) {
        book_->reset();
    }
}

} // namespace leapfrog::ui

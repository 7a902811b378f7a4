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
#include <QVBoxLayout>

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
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setSectionResizeMode(RecordTable::Name, QHeaderView::Stretch);

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
    resize(860, 360);
}

void StatisticsDialog::showBook()
{
    const bool empty = book_->isEmpty();
    empty_->setVisible(empty);
    table_->setVisible(!empty);
    reset_->setEnabled(!empty);
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

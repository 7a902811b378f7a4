#include "rowsgridmodel.h"

#include "cellstyle.h"
#include "investigation.h"
#include "investigationtexts.h"

namespace leapfrog::ui {

RowsGridModel::RowsGridModel(const Investigation* investigation, QObject* parent)
    : QAbstractTableModel(parent)
    , investigation_(investigation)
{
    // Every cell may have changed; the selection stays where it is.
    connect(investigation_, &Investigation::changed, this,
            [this] { Q_EMIT dataChanged(index(0, 0), index(kLargestRow - 1, kLargestRow - 1)); });
}

int RowsGridModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : kLargestRow; }

int RowsGridModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : kLargestRow; }

QVariant RowsGridModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid()) {
        return {};
    }
    const SheetBoard board = boardAt(index);
    const std::optional<Finding> finding = investigation_->finding(board);
    const bool pending = investigation_->isPending(board);
    switch (role) {
    case Qt::DisplayRole:
        return finding ? rowsCellText(*finding) : pending ? QStringLiteral("…") : QString();
    case Qt::ToolTipRole:
    case Qt::StatusTipRole: return cellSentence(board, finding, pending);
    default: return cellStyle(role, finding, pending);
    }
}

QVariant RowsGridModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role == Qt::DisplayRole) {
        return orientation == Qt::Horizontal ? tr("m = %1").arg(section + 1) : tr("n = %1").arg(section + 1);
    }
    if (role == Qt::ToolTipRole) {
        return orientation == Qt::Horizontal ? tr("%n red peg(s)", nullptr, section + 1)
                                             : tr("%n blue peg(s)", nullptr, section + 1);
    }
    return {};
}

} // namespace leapfrog::ui

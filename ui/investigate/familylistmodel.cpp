#include "familylistmodel.h"

#include "cellstyle.h"
#include "investigation.h"
#include "investigationtexts.h"

namespace leapfrog::ui {

FamilyListModel::FamilyListModel(Sheet sheet, const Investigation* investigation, QObject* parent)
    : QAbstractTableModel(parent)
    , sheet_(sheet)
    , investigation_(investigation)
{
    connect(investigation_, &Investigation::changed, this,
            [this] { Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1)); });
}

int FamilyListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(boardsOf(sheet_).size());
}

int FamilyListModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : hasSlidesAndJumps(sheet_) ? Jumps + 1 : Optimal + 1;
}

QString FamilyListModel::text(const SheetBoard& board, int column) const
{
    const std::optional<Finding> finding = investigation_->finding(board);
    if (!finding) {
        return investigation_->isPending(board) && column == Moves ? QStringLiteral("…") : QString();
    }
    switch (column) {
    case Moves:
        if (!finding->moves) {
            return tr("no solution");
        }
        if (finding->revealed && finding->revealed->minimum) { // a slower game, the revealed minimum beside it
            return tr("%1 (fewest %2)").arg(*finding->moves).arg(*finding->revealed->minimum);
        }
        return QString::number(*finding->moves);
    case Optimal:
        return !finding->moves ? QString() : finding->optimal() ? tr("✓ yes") : finding->minimum ? tr("no") : QString();
    case Slides: return finding->kinds ? QString::number(finding->kinds->slides) : QString();
    case Jumps: return finding->kinds ? QString::number(finding->kinds->jumps) : QString();
    default: return {};
    }
}

QVariant FamilyListModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid()) {
        return {};
    }
    const SheetBoard board = boardAt(index);
    switch (role) {
    case Qt::DisplayRole: return text(board, index.column());
    case Qt::ToolTipRole:
    case Qt::StatusTipRole:
        return cellSentence(board, investigation_->finding(board), investigation_->isPending(board));
    default: return cellStyle(role, investigation_->finding(board), investigation_->isPending(board));
    }
}

QVariant FamilyListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole) {
        return {};
    }
    if (orientation == Qt::Vertical) {
        return QString::fromStdString(specOf({sheet_, section + 1, 0}));
    }
    switch (section) {
    case Moves: return tr("Fewest moves");
    case Optimal: return tr("Fewest possible");
    case Slides: return tr("Slides");
    case Jumps: return tr("Jumps");
    default: return {};
    }
}

} // namespace leapfrog::ui

#pragma once
// The Rows sheet as a table: row n (blue pegs), column m (red pegs), each cell
// the board classic:NxM as the investigation knows it. Revealed cells are
// grey and italic, the player's own results in the ordinary text colour.
#include "boards.h"

#include <QAbstractTableModel>

namespace leapfrog::ui {

class Investigation;

class RowsGridModel : public QAbstractTableModel {
    Q_OBJECT
public:
    explicit RowsGridModel(const Investigation* investigation, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    static SheetBoard boardAt(const QModelIndex& index) { return {Sheet::Rows, index.row() + 1, index.column() + 1}; }

private:
    const Investigation* investigation_;
};

} // namespace leapfrog::ui

#pragma once
// The pair-shift and Y sheets as a list: one row a board (pairs:N, y:K), the
// columns the fewest moves and whether that is the fewest possible, and on
// the Y sheet the slides and jumps. Revealed rows grey and italic.
#include "boards.h"

#include <QAbstractTableModel>

namespace leapfrog::ui {

class Investigation;

class FamilyListModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Moves, Optimal, Slides, Jumps };

    FamilyListModel(Sheet sheet, const Investigation* investigation, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    SheetBoard boardAt(const QModelIndex& index) const { return {sheet_, index.row() + 1, 0}; }

private:
    QString text(const SheetBoard& board, int column) const;

    Sheet sheet_;
    const Investigation* investigation_;
};

} // namespace leapfrog::ui

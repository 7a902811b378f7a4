#pragma once
// The moves of the current line as a table: number, move (`from-to`),
// notation letter, verdict (icon, coloured word, the reason as a tooltip).
#include "gamemodel.h"

#include <QAbstractTableModel>

namespace leapfrog::ui {

class MoveListModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Number, MoveText, Letter, VerdictColumn, ColumnCount };

    explicit MoveListModel(const GameModel* game, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

Q_SIGNALS:
    // Rows were added at the end (the view scrolls to show them).
    void rowsAppended();

private:
    void onChanged();
    QVariant display(const MoveRecord& record, const Verdict* verdict, int row, int column) const;

    const GameModel* game_;
    int rows_ = 0;
    bool lineReplaced_ = false; // a new or loaded game: no row can be kept
};

} // namespace leapfrog::ui

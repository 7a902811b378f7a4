#pragma once
// The record book as a table for Game > Statistics: one row a variant and
// size, one column for each thing a record holds. Each cell also has a value
// to sort by (kSortRole: numbers as numbers, sizes in their numeric order,
// dates as dates), so that a QSortFilterProxyModel sorts every column right.
#include <QAbstractTableModel>

namespace leapfrog::ui {

class RecordBook;

class RecordTable : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Name, Moves, Minimum, Optimal, Hints, SolutionShown, Time, Date, GamesSolved, ColumnCount };
    static constexpr int kSortRole = Qt::UserRole + 1;

    explicit RecordTable(const RecordBook* book, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // What a column holds or counts, in a sentence (empty for the plain ones).
    static QString columnMeaning(int column);

private:
    QVariant display(int row, int column) const;
    QVariant sortKey(int row, int column) const;

    const RecordBook* book_;
};

} // namespace leapfrog::ui

#pragma once
// Game > Statistics: the record book as a table, sortable by every column,
// with a sentence when it is empty and a Reset that asks first.
#include <QDialog>

class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace leapfrog::ui {

class RecordBook;

class StatisticsDialog : public QDialog {
    Q_OBJECT
public:
    explicit StatisticsDialog(RecordBook* book, QWidget* parent = nullptr);

    QTableView* table() const { return table_; }

private:
    // Asks, and empties the book only on Yes.
    void askReset();
    void showBook();
    void fitToTable();

    RecordBook* book_;
    QLabel* empty_;
    QTableView* table_;
    QSortFilterProxyModel* sorted_;
    QPushButton* reset_;
};

} // namespace leapfrog::ui

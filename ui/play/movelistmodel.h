#pragma once
// The moves of the current line as a table: number, move (`from-to`),
// notation letter, verdict (icon, coloured word, the reason as a tooltip).
// The side panel shows the letter beside the move ("3-4 S") rather than in a
// column of its own, whose header ("Buchstabe") took the room the verdicts'
// words need (issue 36): setLettersShown.
#include "gamemodel.h"
#include "look/verdictstyle.h"

#include <QAbstractTableModel>
#include <QPalette>

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
    // The list's palette: the rows' colours (an improper move's row, the
    // verdicts' words) are chosen to read at 4.5:1 on it, light or dark.
    void setPalette(const QPalette& palette);
    // Whether the Move column writes each move's letter after it (a board
    // with Yancey's notation, and the notation on).
    void setLettersShown(bool shown);
    bool lettersShown() const { return lettersShown_; }

Q_SIGNALS:
    // Rows were added at the end (the view scrolls to show them).
    void rowsAppended();

private:
    void onChanged();
    QVariant display(const MoveRecord& record, const Verdict* verdict, int row, int column) const;

    // The background of row `flag`'s cells, and a colour made readable on it.
    QColor rowBackground(Flag flag, int row) const;
    QColor readable(const QColor& colour, Flag flag, int row) const;

    const GameModel* game_;
    QPalette palette_;
    int rows_ = 0;
    bool lineReplaced_ = false; // a new or loaded game: no row can be kept
    bool lettersShown_ = false;
};

} // namespace leapfrog::ui

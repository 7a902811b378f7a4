#pragma once
// The watched solution's moves as a list: the start, then one row per move
// with its number, `from-to` and Yancey's letter; the game's own moves at the
// front are marked "yours", and the row of the position on the board is
// highlighted and kept in view. Clicking a row goes there.
//
// The list is virtual: it asks the solution for the moves of the rows that
// show (moveAt, and the word's letterAt), so a solution of a hundred million
// moves costs no more than one of fifteen; the scroll bar's int range is
// mapped onto the rows (TimelineScale) beyond two billion.
#include "playerscrollview.h"
#include "timelinescale.h"

#include <QStringList>

#include <cstdint>
#include <optional>

namespace leapfrog::ui {

class SolutionPlayer;

class SolutionListView : public PlayerScrollView {
    Q_OBJECT
public:
    enum Column { Number, MoveText, Letter, Note, ColumnCount };

    explicit SolutionListView(SolutionPlayer* player, QWidget* parent = nullptr);

    // Row r shows the position after r moves (row 0: the start).
    std::uint64_t rowCount() const;
    std::uint64_t firstRow() const { return firstRow_; }
    std::optional<std::uint64_t> rowAt(QPoint point) const;
    QRect rowRect(std::uint64_t row) const;
    // The "By" column (you / solution) is shown after the game's own moves only.
    bool showsWhose() const;
    // What row r says, column by column (as drawn).
    QStringList rowTexts(std::uint64_t row) const;
    // The width a column's texts are drawn in (elided beyond it).
    int columnRoom(int column) const;
    // The title over a column.
    QString columnTitle(int column) const;

    // Wide enough for every column's widest text, the By column's too, so
    // that a narrow panel grows for the list rather than cut "solution".
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    std::optional<std::uint64_t> positionAt(QPoint point) const override;

private:
    QString whoseText(std::uint64_t row) const;
    void reset();
    void followPlayhead();
    void scrollToRow(std::uint64_t row);
    void updateScrollBar();
    int rowHeight() const;
    int visibleRows() const;
    int columnX(int column) const;
    void paintHeader();

    QWidget* header_;
    TimelineScale scale_;
    std::uint64_t firstRow_ = 0;
};

} // namespace leapfrog::ui

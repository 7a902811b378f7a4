#pragma once
// Variant > Custom puzzle...: the player draws a start row of blue, red and
// empty holes and a goal (by default the mirror of the start), chooses the
// rules and the jump length, and plays it. The core judges the pair as it is
// drawn (row:START>GOAL specs, the same as the CLI and the save files), and
// the exact search says in the background whether the goal can be reached
// and in how few moves; "unsolvable" is said plainly with the reason it
// finds (different pegs in start and goal, or no path between them).
#include "background/backgroundwork.h"
#include "model/variant.h"

#include <QDialog>

#include <optional>
#include <vector>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QGridLayout;
class QLabel;
class QSpinBox;
class QToolButton;

namespace leapfrog::ui {

class CustomPuzzleDialog : public QDialog {
    Q_OBJECT
public:
    // Longest row the editor draws: long enough for any puzzle the exact
    // tables answer at once, well inside the engine's 64 holes.
    static constexpr int kMaxHoles = 24;

    explicit CustomPuzzleDialog(const Variant& initial, QWidget* parent = nullptr);
    ~CustomPuzzleDialog() override;

    // The puzzle drawn; nullopt while the core refuses it.
    std::optional<Variant> variant() const { return variant_; }
    // The sentence under the rows: what the puzzle is, or why it cannot be
    // played or solved.
    QString verdictText() const;
    // The cells of each row, for tests and screenshots: 0 start, 1 goal.
    QToolButton* cell(int row, int hole) const;
    // Whether the background search has answered for the puzzle drawn.
    bool checked() const { return checked_; }
    // The search's background work: tests watch it end and set its budget.
    BackgroundWork* work() { return &search_; }

Q_SIGNALS:
    // The background search's sentence for the drawing shown (an answer, or
    // why it cannot tell) has replaced "Checking...".
    void answered(const QString& verdict);

private:
    struct Answer {
        std::optional<int> minimum; // nullopt: the goal cannot be reached
        QString solutions;
    };

    // The constructor's parts, in order.
    void setUpFields(const Variant& initial);
    void buildLayout();
    void fill(const Variant& initial);
    // The jump field's suffix, "peg(s) at most" for `pegs`.
    void sayReach(int pegs);

    void setLength(int holes);
    void cycle(int row, int hole);
    QString cellName(int row, int hole) const;
    void refresh();
    void check();
    void showAnswer(const Answer& answer);
    void showLimit(const QString& why);
    Position rowPosition(int row) const;

    QSpinBox* length_;
    QComboBox* rules_;
    QSpinBox* reach_;
    QCheckBox* mirror_;
    QGridLayout* grid_;
    QLabel* spec_;
    QLabel* verdict_;
    QDialogButtonBox* buttons_;
    std::vector<QToolButton*> cells_[2];
    std::vector<Cell> pieces_[2];
    std::optional<Variant> variant_;
    bool checked_ = false;
    // Last: destroyed first, cancelling and waiting for its search before
    // the widgets an answer would fill go.
    BackgroundWork search_;
};

} // namespace leapfrog::ui

#pragma once
// "Solution ‹ 3 › of 8": which of the catalog's optimal solutions is shown.
// The arrows step through them in Leapfrog's order; the field takes any rank
// (a decimal number of any length: the one-peg family of classic:10000x1 has
// a 2090-digit count) and, on the one-peg family, a label of seed 001 (an
// integer in L(n)) when "label" is chosen beside it. The count is always
// shown; a long one is shortened here and whole in the tooltip.
#include "model/bigint.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QToolButton;

namespace leapfrog::ui {

class SolutionPlayer;

class SolutionPicker : public QWidget {
    Q_OBJECT
public:
    explicit SolutionPicker(SolutionPlayer* player, QWidget* parent = nullptr);

    QLineEdit* field() const { return field_; }
    QToolButton* previousButton() const { return previous_; }
    QToolButton* nextButton() const { return next_; }
    QComboBox* kindBox() const { return kind_; }
    // "Solution 1 of 2" as the bar shows it (for tests and screen readers).
    QString summary() const;

Q_SIGNALS:
    // Why a typed rank or label was refused, for the status bar.
    void message(const QString& text);

protected:
    // Up and Down in the number field choose the next and the previous
    // solution, as they would in a number box.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void refresh();
    void step(int delta);
    void choose();
    bool byLabel() const;

    SolutionPlayer* player_;
    QLabel* noun_;
    QToolButton* previous_;
    QLineEdit* field_;
    QToolButton* next_;
    QLabel* count_;
    QComboBox* kind_;
    bool labels_ = false; // the one-peg family: ranks or labels
};

// A long decimal number shortened to its first and last digits
// ("54438…87101"); short ones as they are, with separators.
QString shortNumber(const BigInt& value);

} // namespace leapfrog::ui

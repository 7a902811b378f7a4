#pragma once
// Game > Challenge...: the board (classic or strict rules, 1 to 20 a side),
// the difficulty (or an exact distance to the goal) and whether it is
// today's daily challenge. The window makes the challenge from the choice
// (catalog/challenge.h) off the GUI thread.
#include "catalog/challenge.h"
#include "model/variant.h"

#include <QDate>
#include <QDialog>

#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;

namespace leapfrog::ui {

struct ChallengeChoice {
    Variant board;
    Difficulty difficulty = Difficulty::Medium;
    std::optional<int> distance; // an exact par (difficulty Custom)
    std::optional<QDate> daily;  // the daily challenge of this date
};

class ChallengeDialog : public QDialog {
    Q_OBJECT
public:
    // Opens on `current`'s board where it is a classic or strict row that
    // fits, on classic:8 otherwise.
    ChallengeDialog(const Variant& current, QWidget* parent = nullptr);

    ChallengeChoice choice() const;

private:
    // The constructor's parts, in order.
    void fillChoices(const Variant& current);
    void buildLayout();

    void update();
    Variant board() const;

    QComboBox* rules_;
    QSpinBox* blue_;
    QSpinBox* red_;
    QComboBox* difficulty_;
    QSpinBox* distance_;
    QCheckBox* daily_;
    QLabel* message_;
};

} // namespace leapfrog::ui

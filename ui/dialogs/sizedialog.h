#pragma once
// Size > Custom...: separate counts of blue and red pegs, checked as they are
// typed. The message under the fields says what is wrong (or what the board
// will be), and OK is only enabled for a board the core accepts. For rows
// with several holes and long jumps it also asks for the holes between the
// sides, the jump length and the rules; for Dudeney's frogs and the grid, one
// size.
#include "model/variant.h"

#include <QDialog>

#include <optional>

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace leapfrog::ui {

class SizeDialog : public QDialog {
    Q_OBJECT
public:
    SizeDialog(Family family, int blue, int red, QWidget* parent = nullptr);
    // Starts from `current`'s family and sizes (any family but the trees and
    // rows of the player's own).
    explicit SizeDialog(const Variant& current, QWidget* parent = nullptr);

    // The board asked for; nullopt while the fields are not valid.
    std::optional<Variant> variant() const { return variant_; }
    QString message() const;

private:
    void validate();
    // The spec the fields name, for the core to judge.
    std::string specOfFields(QString* problem) const;

    Family family_;
    QLineEdit* blue_;
    QLineEdit* red_;
    QLineEdit* holes_;
    QLineEdit* reach_;
    QCheckBox* strict_;
    QLabel* message_;
    QDialogButtonBox* buttons_;
    std::optional<Variant> variant_;
};

} // namespace leapfrog::ui

#pragma once
// Size > Custom...: separate counts of blue and red pegs, checked as they are
// typed. The message under the fields says what is wrong (or what the board
// will be), and OK is only enabled for a board the core accepts.
#include "model/variant.h"

#include <QDialog>

#include <optional>

class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace leapfrog::ui {

class SizeDialog : public QDialog {
    Q_OBJECT
public:
    SizeDialog(Family family, int blue, int red, QWidget* parent = nullptr);

    // The board asked for; nullopt while the fields are not valid.
    std::optional<Variant> variant() const { return variant_; }
    QString message() const;

private:
    void validate();

    Family family_;
    QLineEdit* blue_;
    QLineEdit* red_;
    QLabel* message_;
    QDialogButtonBox* buttons_;
    std::optional<Variant> variant_;
};

} // namespace leapfrog::ui
